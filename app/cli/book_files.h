#pragma once
// The opening book's files and searches, shared by `probcut book` (look-ups, adding games) and
// `probcut-lab book` (building, self-play, matches). The engine's Book knows nothing of files or
// searches: here books are read and written (atomically), game files of every supported format
// are read, and leaves and deviations are evaluated by the midgame search (exact solves at few
// empties).

#include "engine/book/book.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/evaluator.h"
#include "engine/search/transposition_table.h"

#include <CLI/CLI.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace probcut::cli {

using BookClock = std::chrono::steady_clock;
double secondsSince(BookClock::time_point start);

// Set by the signals passed to stopOnSignal: the searches stop, the commands save and finish.
std::atomic<bool>& bookInterrupted();
void stopOnSignal(int signal);

// --book FILE; an empty `path` after parsing means defaultBookPath() (resolved by bookPathOr).
CLI::Option* addBookOption(CLI::App& app, std::string& path);
// --weights FILE|simple: the evaluation of the searches (makeBookEvaluator).
CLI::Option* addWeightsOption(CLI::App& app, std::string& weights);

// $PROBCUT_BOOK, the installed share/probcut-studio/book/book.pcb, or the source tree's.
std::string defaultBookPath();
std::string bookPathOr(const std::string& path);

// nullopt after printing "book: ..." on `err`.
std::optional<Book> loadBook(const std::string& path, std::ostream& err);
bool saveBook(const Book& book, const std::string& path, std::ostream& err);

// The trained pattern weights when they load, else the simple evaluation (with a note).
// `choice` is "simple", a weights file, or empty for the default; nullptr when a named weights
// file cannot be loaded.
std::shared_ptr<const Evaluator> makeBookEvaluator(const std::string& choice, std::ostream& err);

// Fixed-depth searches with exact solves at few empties: the book's BookEvaluator, its
// deviation search and the move choice of self-play. Stops on bookInterrupted().
class BookSearcher {
public:
    BookSearcher(
        std::shared_ptr<const Evaluator> evaluator, int depth, int exactEmpties, std::size_t hashMiB);
    std::optional<BookEvaluation> operator()(const Board& board, int reduction);
    BookEvaluator fn();
    // The deviation search: the midgame search's core driven over the allowed root moves only
    // (full window per iteration; the table is shared with the other searches).
    std::optional<BookEvaluation> restricted(const Board& board, Bitboard allowed);
    BookDeviationSearch restrictedFn();
    // A move to play in self-play and matches (PassMove when the side must pass, NoSquare when
    // interrupted).
    Square bestMove(const Board& board);

private:
    std::optional<BookEvaluation> solveChildren(const Board& board, Bitboard allowed);

    std::shared_ptr<const Evaluator> m_evaluator;
    int m_depth;
    int m_exactEmpties;
    TranspositionTable m_tt;
    EndgameSolver m_solver;
};

struct LoadedGame {
    std::vector<Square> moves;
    int blackResult = 0; // Black's final disc difference
};

// Games of one file: WTHOR (.wtb), Logistello logbook (.gam, .gam.gz), GGF (.ggf), or a text
// file of transcripts, one game a line, optionally followed by ": <black - white>" (required
// for unfinished games). nullopt after printing "book: ..." on `err`.
std::optional<std::vector<LoadedGame>> readGames(const std::string& path, std::ostream& err);

// Evaluates what is pending with progress lines, saving to `checkpoint` (when not empty) every
// `interval` seconds. False when interrupted.
bool evaluateWithCheckpoints(Book& book, BookSearcher& searcher, const std::string& checkpoint,
    double interval, std::ostream& out, std::ostream& err);

// Sizes, value sources, parameters and positions by ply.
void printStats(const Book& book, std::ostream& out);

} // namespace probcut::cli
