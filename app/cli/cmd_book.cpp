// `probcut book show|stats|add`: looking positions up in the opening book and teaching it
// finished games. The files and searches are in book_files.h; the tools that built the shipped
// book (build, extend, bench, match) are `probcut-lab book`.
#include "app/cli/book_files.h"
#include "app/cli/command.h"
#include "engine/core/notation.h"

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <ostream>

namespace probcut::cli {

namespace {

void printPosition(const Book& book, const Position& pos, std::ostream& out)
{
    const auto info = book.lookup(pos.board, true);
    if (!info) {
        out << "not in the book\n";
        return;
    }
    const char* side = pos.sideToMove == Color::Black ? "Black" : "White";
    out << "value " << fmt("%+.2f", info->value) << " for " << side << " ("
        << bookValueSourceName(info->source) << "), games " << info->games << " (+" << info->wins << " ="
        << info->draws << " -" << info->losses << "), deepest line " << info->deepestLine << " plies"
        << (info->leaf ? ", leaf" : "") << '\n';
    out << "move   value  source    games   win  draw  loss  below  deepest\n";
    for (const auto& m : info->moves) {
        char line[200];
        if (m.inBook)
            std::snprintf(line, sizeof line, "%-4s %+7.2f  %-8s %6u %5u %5u %5u %6llu %7d\n",
                squareName(m.move).c_str(), m.value, bookValueSourceName(m.source), m.games, m.wins, m.draws,
                m.losses, (unsigned long long)m.positionsBelow, m.deepestLine);
        else
            std::snprintf(line, sizeof line, "%-4s %+7.2f  %-8s (best move not in the book, depth %d)\n",
                squareName(m.move).c_str(), m.value, bookValueSourceName(m.source), m.searchDepth);
        out << line;
    }
}

// ---- stats -------------------------------------------------------------------------------

struct StatsOptions {
    std::string book;
};

int runStats(const StatsOptions& o, std::ostream& out, std::ostream& err)
{
    const std::string path = bookPathOr(o.book);
    auto book = loadBook(path, err);
    if (!book)
        return 2;
    std::error_code ec;
    out << path << ": " << std::filesystem::file_size(path, ec) << " bytes\n";
    printStats(*book, out);
    out << "start position:\n";
    printPosition(*book, Position::initial(), out);
    return 0;
}

// ---- show --------------------------------------------------------------------------------

struct ShowOptions {
    std::string book;
    std::string moves;
    // The position, or a transcript from the start. A list, so that an unquoted "<squares> X"
    // gets the hint below.
    std::vector<std::string> position;
};

int runShow(const ShowOptions& o, std::ostream& out, std::ostream& err)
{
    Position pos = Position::initial();
    if (o.position.size() > 1) {
        err << "book show: expected one position \"<64 squares> <X|O>\" (quote it)\n";
        return 2;
    }
    if (o.position.size() == 1) {
        auto p = parseBoardString(o.position[0]);
        if (!p) {
            // Also accept a transcript from the start.
            auto l = parseTranscript(o.position[0]);
            if (!l) {
                err << "book show: not a position or a transcript: " << p.error().describe() << '\n';
                return 2;
            }
            pos = l->end;
        } else {
            pos = *p;
        }
    }
    if (!o.moves.empty()) {
        auto l = parseTranscript(o.moves, pos);
        if (!l) {
            err << "book show: bad --moves: " << l.error().describe() << '\n';
            return 2;
        }
        pos = l->end;
    }
    auto book = loadBook(bookPathOr(o.book), err);
    if (!book)
        return 2;
    out << formatBoardString(pos) << '\n';
    printPosition(*book, pos, out);
    return 0;
}

// ---- add ---------------------------------------------------------------------------------

struct AddOptions {
    std::string book;
    std::string weights;
    std::vector<std::string> files;
    int depth = 0; // 0: the book's search depth, or 10
    bool noSearch = false;
};

// Learns every game of `files`; false after printing the problem.
bool addGames(Book& book, const std::vector<std::string>& files, std::ostream& out, std::ostream& err)
{
    std::size_t games = 0;
    int added = 0;
    for (const auto& path : files) {
        auto loaded = readGames(path, err);
        if (!loaded)
            return false;
        for (const auto& g : *loaded) {
            auto r = book.addGame(g.moves, g.blackResult);
            if (!r) {
                err << "book add: " << path << ": game " << games + 1 << ": " << r.error().message << '\n';
                return false;
            }
            added += *r;
            ++games;
        }
    }
    book.propagate();
    out << "added " << games << " games: " << added << " new positions, " << book.pendingCount()
        << " evaluations pending\n";
    return true;
}

int runAdd(const AddOptions& o, std::ostream& out, std::ostream& err)
{
    const std::string path = bookPathOr(o.book);
    auto book = loadBook(path, err);
    if (!book)
        return 2;
    if (!addGames(*book, o.files, out, err))
        return 2;
    if (!o.noSearch && book->pendingCount() > 0) {
        const int depth = o.depth > 0        ? o.depth
            : book->params().searchDepth > 0 ? book->params().searchDepth
                                             : 10;
        auto evaluator = makeBookEvaluator(o.weights, err);
        if (!evaluator)
            return 2;
        stopOnSignal(SIGINT);
        BookSearcher searcher(evaluator, depth, book->params().exactEmpties, 64);
        if (!evaluateWithCheckpoints(*book, searcher, "", 0, out, err))
            out << "interrupted: the rest stays pending (labelled by game results)\n";
    }
    if (!saveBook(*book, path, err))
        return 2;
    out << "wrote " << path << ": " << book->size() << " positions\n";
    return 0;
}

} // namespace

Command bookCommand()
{
    return {"book", "Look positions up in the learning opening book and teach it finished games",
        [](CLI::App& app) -> Action {
            // The summary stays the description (it is the line in `probcut --help`); the
            // explanations are footers.
            app.footer(
                "The opening book of Buro (1999): canonical positions from real games, leaves valued by\n"
                "search (exact at few empties), the best move not in the book searched at every interior\n"
                "position, values propagated by negamax. Default file: $PROBCUT_BOOK, the installed\n"
                "share/probcut-studio/book/book.pcb, or resources/book/book.pcb in the source tree.\n\n"
                "Building, extending by self-play, timing and matches: probcut-lab book.\n"
                "Exit codes: 0 done, 2 bad usage or a damaged/missing file.");
            app.require_subcommand(1);

            auto show = std::make_shared<ShowOptions>();
            CLI::App* showCmd = app.add_subcommand("show", "A position's value and its book moves");
            showCmd->footer("A position's negamax value and, per book move: value, source (exact, searched,\n"
                            "games), games and wins/draws/losses of the side to move, book positions below,\n"
                            "deepest line; and the best move not in the book with its searched value.\n"
                            "Example: probcut book show f5d6");
            showCmd->add_option("position", show->position,
                "\"<64 squares> <X|O>\" (quoted) or a transcript from the start (default: the start)");
            showCmd->add_option("--moves", show->moves, "Then play these moves (e.g. f5d6c3)");
            addBookOption(*showCmd, show->book);
            showCmd->allow_extras();

            auto stats = std::make_shared<StatsOptions>();
            CLI::App* statsCmd = app.add_subcommand(
                "stats", "Size, parameters, counts by ply and value source, the start position's moves");
            addBookOption(*statsCmd, stats->book);

            auto add = std::make_shared<AddOptions>();
            CLI::App* addCmd = app.add_subcommand("add", "Learn finished games and save the book");
            addCmd->footer(
                "Adds the games' positions to the book, searches the new leaves and deviations (exact\n"
                "at the book's exact-solve empties) and saves the book. Ctrl-C leaves the rest\n"
                "pending, labelled by game results.");
            addCmd
                ->add_option("files", add->files,
                    "Game files: .wtb, .gam[.gz], .ggf, or text with one transcript a line (\": <black - "
                    "white>\" after unfinished games)")
                ->required()
                ->check(CLI::ExistingFile);
            auto* noSearch = addCmd->add_flag(
                "--no-search", add->noSearch, "Keep the new positions' game-result labels only");
            addCmd->add_option("--depth", add->depth, "Search depth (default: the book's, else 10)")
                ->check(CLI::Range(1, 40))
                ->excludes(noSearch);
            addWeightsOption(*addCmd, add->weights)->excludes(noSearch);
            addBookOption(*addCmd, add->book);

            return [=](std::ostream& out, std::ostream& err) {
                if (showCmd->parsed()) {
                    ShowOptions o = *show;
                    // What CLI11 took for unknown options (board strings like "-O--...") is a
                    // position too; anything else fails as one.
                    auto rest = showCmd->remaining();
                    o.position.insert(o.position.begin(), rest.begin(), rest.end());
                    return runShow(o, out, err);
                }
                if (statsCmd->parsed())
                    return runStats(*stats, out, err);
                return runAdd(*add, out, err);
            };
        }};
}

} // namespace probcut::cli
