#pragma once
// The NBoard protocol, version 2, as the NBoard GUI (Chris Welty) speaks it: the GUI sets the
// game (`set game <GGF>`, `move <sq>[/eval/time]`) and the depth, asks for a move (`go`,
// answered `=== <move>/<eval>/<time>` without playing it), for hints (`hint N`, answered with
// `search <pv> <eval> 0 <depth>` lines) or an analysis of the game, and synchronises with
// `ping N` -> `pong N` (any search is stopped first). Searches run on a background task so
// `ping` and `quit` are answered while thinking. Unknown commands are ignored; bad arguments
// of known ones are reported on a `status` line and change nothing. Pure C++ over the Engine
// facade: `probcut nboard` feeds it stdin, the tests feed it scripts.

#include "app/protocol/search_settings.h"
#include "engine/core/board.h"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace probcut {
class Book;
class Engine;
struct SearchInfo;
} // namespace probcut

namespace probcut::protocol {

// The depth field of `search` lines (NBoard 2): a midgame depth is a number; a solve is
// written as its certainty in percent, "100%" for an exact solve, "<p>%" for a probable
// (Multi-ProbCut) solve; a "W" suffix marks a win/loss/draw solve.
std::string formatNboardDepth(int depth, int empties, bool solved, double selectivity, bool wld = false);

class NboardSession {
public:
    // Receives one line at a time, ending in '\n'; called from the reading thread and from the
    // search task, never concurrently. The caller flushes each line.
    using Sink = std::function<void(std::string_view line)>;

    NboardSession(Engine& engine, Sink out, SearchSettings settings = {});
    ~NboardSession(); // stops and joins the search task
    NboardSession(const NboardSession&) = delete;
    NboardSession& operator=(const NboardSession&) = delete;

    // The opening book `go` plays from and `hint` reports ("book" lines) while the setting is
    // on (nullptr: none); see GtpSession::setBook. Not while a task runs.
    void setBook(std::shared_ptr<const Book> book, double randomness = 0, std::uint64_t seed = 1);
    // The human-like levels draw their moves at random; a seed makes the draws repeatable (tests).
    void setHumanSeed(std::uint64_t seed) { m_humanRng = seed; }

    // Handles one line. Returns false after `quit` (the task has been stopped).
    bool handleLine(std::string_view line);
    // Waits until the running go/hint/analyze task (if any) has finished by itself.
    void waitIdle();

    Position position() const;
    const SearchSettings& settings() const { return m_settings; }
    int contempt() const { return m_contempt; }

private:
    void emit(const std::string& line);
    void status(const std::string& text) { emit("status " + text); }
    void startTask(std::function<void()> body);
    void cancelTask();

    void setCommand(const std::vector<std::string>& words, std::string_view rest);
    void moveCommand(const std::vector<std::string>& words);
    // `human`: a human-like level's group and table (the move is drawn from the lines).
    void goTask(Position position, SearchLimits limits, bool useBook, std::optional<HumanGroup> human,
        std::shared_ptr<const HumanCalibration> table, double humanScale);
    void hintTask(Position position, SearchLimits limits, int count, bool useBook);
    void analyzeTask(Position start, std::vector<Square> moves, SearchLimits limits);

    struct Scored {
        bool ok = false;
        double score = 0; // discs, for the side to move of the searched position
        std::string depth;
        std::vector<Square> pv;
        std::uint64_t nodes = 0;
        double seconds = 0;
        std::vector<RootLine> lines; // a multi-PV search's moves, best first
    };
    // Searches `board` (not a finished game) on the engine; a forced pass is searched through.
    Scored searchBoard(
        const Board& board, const SearchLimits& limits, std::function<void(const SearchInfo&)> onInfo = {});

    Engine& m_engine;
    Sink m_out;
    SearchSettings m_settings;
    int m_contempt = 0;
    Position m_start;
    std::vector<Square> m_moves;
    Position m_position;

    std::mutex m_outMutex;
    std::thread m_task;
    std::mutex m_taskMutex;
    std::condition_variable m_taskCv;
    bool m_taskDone = true;
    std::atomic<bool> m_cancel{false};
    std::shared_ptr<const Book> m_book;
    double m_bookRandomness = 0;
    std::mt19937_64 m_rng{1};                          // used by the task only
    std::uint64_t m_humanRng = std::random_device{}(); // the human-like levels' draws (task only)
};

} // namespace probcut::protocol
