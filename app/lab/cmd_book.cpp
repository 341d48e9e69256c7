// `probcut-lab book build|extend|bench|match`: the tools that made the shipped opening book —
// building it from the shared game collections (checkpointed, resumable), growing it by
// self-play, timing its look-ups and playing the engine with it against the engine without.
// The files and searches are shared with `probcut book` (app/cli/book_files.h).
#include "app/cli/book_files.h"
#include "app/cli/command.h"
#include "engine/core/notation.h"

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <ostream>
#include <random>
#include <set>
#include <unordered_map>

namespace probcut::lab {

namespace {

namespace fs = std::filesystem;
using cli::BookClock;
using cli::BookSearcher;
using cli::fmt;
using cli::LoadedGame;
using cli::secondsSince;

bool interrupted() { return cli::bookInterrupted().load(); }

// ---- build -------------------------------------------------------------------------------

struct BuildOptions {
    std::string out; // empty: the default book path
    std::string gamesDir = std::string(PROBCUT_SOURCE_DIR) + "/../shared/data/games";
    std::string weights;
    int minGames = 3;
    int maxPly = 20;
    int depth = 10;
    int exactEmpties = 14;
    int checkpointSeconds = 60;
    int hashMiB = 64;
    bool resume = false;
    bool reevaluate = false;
    bool noSearch = false;
    std::string commandLine; // stored in the book's header
};

// The command line as given (options in the order parsed), for the book's header.
std::string buildCommandLine(const CLI::App& app)
{
    std::string s = "probcut-lab book build";
    std::map<const CLI::Option*, std::size_t> next;
    for (const CLI::Option* opt : app.parse_order()) {
        s += " --" + opt->get_lnames().front();
        if (opt->get_items_expected_max() > 0)
            s += ' ' + opt->results()[next[opt]++];
    }
    return s;
}

// Every game of the shared collections: WTHOR .wtb files and the Logistello logbook.
std::optional<std::vector<LoadedGame>> readCollections(
    const std::string& dir, std::string& sources, std::ostream& out, std::ostream& err)
{
    std::vector<LoadedGame> all;
    std::vector<fs::path> files;
    std::error_code ec;
    if (fs::is_directory(dir + "/wthor", ec))
        for (const auto& e : fs::directory_iterator(dir + "/wthor", ec))
            if (e.path().string().ends_with(".wtb"))
                files.push_back(e.path());
    std::sort(files.begin(), files.end());
    if (fs::exists(dir + "/logistello/logbook.gam.gz", ec))
        files.emplace_back(dir + "/logistello/logbook.gam.gz");
    if (files.empty()) {
        err << "book: no game files under " << dir
            << " (expected wthor/*.wtb and logistello/logbook.gam.gz)\n";
        return std::nullopt;
    }
    std::size_t wthor = 0, logbook = 0;
    for (const auto& f : files) {
        auto games = cli::readGames(f.string(), err);
        if (!games)
            return std::nullopt;
        (f.string().ends_with(".wtb") ? wthor : logbook) += games->size();
        for (auto& g : *games)
            all.push_back(std::move(g));
    }
    sources = "WTHOR .wtb (" + std::to_string(wthor) + " games), Logistello logbook ("
        + std::to_string(logbook) + " games)";
    out << "read " << all.size() << " games: " << sources << '\n';
    return all;
}

struct BoardHash {
    std::size_t operator()(const Board& b) const { return std::size_t(b.hash()); }
};
using PositionCounts = std::unordered_map<Board, std::uint32_t, BoardHash>;

// Occurrence counts by canonical position along every game, up to the ply cap.
PositionCounts countPositions(const std::vector<LoadedGame>& games, int maxPly)
{
    PositionCounts counts;
    counts.reserve(games.size() * std::size_t(maxPly + 1) / 3);
    for (const auto& g : games) {
        Position pos = Position::initial();
        ++counts[pos.board.canonical()];
        for (Square sq : g.moves) {
            if (!pos.play(sq) || pos.board.discCount() - 4 > maxPly)
                break;
            ++counts[pos.board.canonical()];
        }
    }
    return counts;
}

// A new book of the positions the collections reach often enough, labelled by game results
// and propagated; its leaves and deviations are pending.
std::optional<Book> bookFromCollections(
    const BuildOptions& o, const Evaluator& evaluator, std::ostream& out, std::ostream& err)
{
    std::string sources;
    auto games = readCollections(o.gamesDir, sources, out, err);
    if (!games)
        return std::nullopt;
    const PositionCounts counts = countPositions(*games, o.maxPly);
    out << "distinct positions up to ply " << o.maxPly << ": " << counts.size() << '\n';
    Book book;
    BookParams p;
    p.maxPly = o.maxPly;
    p.minGames = o.minGames;
    p.searchDepth = o.noSearch ? 0 : o.depth;
    p.exactEmpties = o.noSearch ? 0 : o.exactEmpties;
    p.evaluator = o.noSearch ? "none" : evaluator.name();
    p.sources = sources;
    p.command = o.commandLine;
    book.setParams(p);
    const auto keep = [&](const Board& b) {
        auto it = counts.find(b.canonical());
        return it != counts.end() && it->second >= std::uint32_t(o.minGames);
    };
    for (const auto& g : *games) {
        if (auto r = book.addGame(g.moves, g.blackResult, keep); !r) {
            err << "book build: " << r.error().message << '\n';
            return std::nullopt;
        }
    }
    book.propagate();
    out << "book positions (seen in >= " << o.minGames << " games): " << book.size() << ", "
        << book.pendingCount() << " evaluations to do\n";
    return book;
}

// --resume (the checkpoint when there is one, else the book) or --reevaluate (every searched
// value pending again, with the evaluator and depth of this run). Adds the earlier build time
// to `previousSeconds`.
std::optional<Book> reopenBook(const BuildOptions& o, const std::string& outPath,
    const std::string& checkpoint, const Evaluator& evaluator, double& previousSeconds, std::ostream& out,
    std::ostream& err)
{
    std::error_code ec;
    const std::string from = o.resume && fs::exists(checkpoint, ec) ? checkpoint : outPath;
    auto book = cli::loadBook(from, err);
    if (!book)
        return std::nullopt;
    for (const auto& [k, v] : book->params().extra) {
        char* end = nullptr;
        const double seconds = std::strtod(v.c_str(), &end);
        if (k == "buildSeconds" && !v.empty() && *end == '\0' && seconds == seconds)
            previousSeconds = seconds;
    }
    out << "resuming from " << from << ": " << book->size() << " positions, " << book->pendingCount()
        << " evaluations pending\n";
    if (o.reevaluate) {
        book->invalidateSearchedValues();
        BookParams p = book->params();
        p.evaluator = evaluator.name();
        p.searchDepth = o.depth;
        p.exactEmpties = o.exactEmpties;
        book->setParams(p);
        out << "re-evaluating " << book->pendingCount() << " positions with " << evaluator.name()
            << " at depth " << o.depth << '\n';
    }
    return book;
}

// Records the build time and writes the book (or, when interrupted, the checkpoint).
int finishBuild(Book& book, bool complete, double seconds, const std::string& outPath,
    const std::string& checkpoint, std::ostream& out, std::ostream& err)
{
    BookParams p = book.params();
    std::erase_if(p.extra, [](const auto& kv) { return kv.first == "buildSeconds"; });
    p.extra.emplace_back("buildSeconds", fmt("%.1f", seconds));
    book.setParams(p);
    if (!complete) {
        if (!cli::saveBook(book, checkpoint, err))
            return 2;
        out << "interrupted: " << book.pendingCount() << " evaluations pending, saved to " << checkpoint
            << "; continue with: probcut-lab book build --resume --out " << outPath << '\n';
        return 1;
    }
    if (!cli::saveBook(book, outPath, err))
        return 2;
    std::error_code ec;
    fs::remove(checkpoint, ec);
    out << "wrote " << outPath << ": " << fs::file_size(outPath, ec) << " bytes, " << book.size()
        << " positions, build time " << fmt("%.1f", seconds) << " s\n";
    cli::printStats(book, out);
    return 0;
}

int runBuild(const BuildOptions& o, std::ostream& out, std::ostream& err)
{
    const std::string outPath = cli::bookPathOr(o.out);
    const std::string checkpoint = outPath + ".partial";
    auto evaluator = cli::makeBookEvaluator(o.weights, err);
    if (!evaluator)
        return 2;
    cli::stopOnSignal(SIGINT);
    cli::stopOnSignal(SIGTERM);
    const auto start = BookClock::now();
    double previousSeconds = 0;
    std::optional<Book> book;
    if (o.resume || o.reevaluate) {
        book = reopenBook(o, outPath, checkpoint, *evaluator, previousSeconds, out, err);
    } else {
        book = bookFromCollections(o, *evaluator, out, err);
        if (book && !o.noSearch && !cli::saveBook(*book, checkpoint, err))
            return 2;
    }
    if (!book)
        return 2;
    bool complete = true;
    if (!o.noSearch) {
        BookSearcher searcher(
            evaluator, book->params().searchDepth, book->params().exactEmpties, std::size_t(o.hashMiB));
        complete = cli::evaluateWithCheckpoints(*book, searcher, checkpoint, o.checkpointSeconds, out, err);
    }
    return finishBuild(*book, complete, previousSeconds + secondsSince(start), outPath, checkpoint, out, err);
}

// ---- extend ------------------------------------------------------------------------------

struct ExtendOptions {
    std::string book, weights;
    int games = 0;
    double randomness = 4;
    int depth = 0; // 0: the book's search depth, or 10
    int exactEmpties = 16;
    int maxPly = 60;
    long long seed = -1; // -1: a random seed
};

struct PlayedGame {
    Position end;
    std::vector<Square> moves;
    int bookMoves = 0;
    int deviations = 0; // book moves that left the book by a searched deviation
};

// One game from the start: the book chooses the moves of `bookSide` (both sides when none;
// randomness among near-best values, never a known loss), its searcher playing where the book
// has no move; `otherSearcher` plays the other side. Self-play stops consulting the book once a
// move left it; a match (`stayInBook`) consults it at every move. Unfinished when interrupted.
PlayedGame playGame(const Book& book, BookSearcher& bookSearcher, BookSearcher& otherSearcher,
    std::optional<Color> bookSide, double randomness, std::mt19937_64& rng, bool stayInBook)
{
    PlayedGame g;
    g.end = Position::initial();
    bool inBook = true;
    while (!g.end.board.isGameOver() && !interrupted()) {
        Square sq = NoSquare;
        const bool bookToMove = !bookSide || g.end.sideToMove == *bookSide;
        if (bookToMove && inBook) {
            if (auto c = book.chooseMove(g.end.board, randomness, rng)) {
                sq = c->move;
                ++g.bookMoves;
                g.deviations += c->leavesBook;
                inBook = stayInBook || !c->leavesBook;
            } else {
                inBook = stayInBook;
            }
        }
        if (sq == NoSquare)
            sq = (bookToMove ? bookSearcher : otherSearcher).bestMove(g.end.board);
        if (sq == NoSquare || !g.end.play(sq))
            break;
        g.moves.push_back(sq);
    }
    return g;
}

int runExtend(const ExtendOptions& o, std::ostream& out, std::ostream& err)
{
    const std::string path = cli::bookPathOr(o.book);
    auto book = cli::loadBook(path, err);
    if (!book)
        return 2;
    const int depth = o.depth > 0        ? o.depth
        : book->params().searchDepth > 0 ? book->params().searchDepth
                                         : 10;
    // Self-play can only grow the book below its ply cap. By default whole games are learned
    // (cap 60): their exact final results then take part in the negamax, which is what makes
    // the book deviate from a line it lost (Buro 1999); under a lower cap the new leaves are
    // only searched and the walk tends to repeat itself. The new cap is kept in the parameters.
    if (o.maxPly < book->params().maxPly) {
        err << "book extend: --max-ply must be from the book's " << book->params().maxPly << " to 60\n";
        return 2;
    }
    BookParams params = book->params();
    params.maxPly = o.maxPly;
    book->setParams(params);
    auto evaluator = cli::makeBookEvaluator(o.weights, err);
    if (!evaluator)
        return 2;
    cli::stopOnSignal(SIGINT);
    cli::stopOnSignal(SIGTERM);
    // Self-play: the book leaves the book where its deviation is chosen or at a leaf, and the
    // search finishes the game (exact at the end). The finished game is learned, its new
    // positions evaluated, and the book saved after every game, so an interruption loses at
    // most one game.
    BookSearcher searcher(evaluator, depth, o.exactEmpties, 64);
    BookSearcher evalSearcher(evaluator, depth, book->params().exactEmpties, 64);
    const long long seed = o.seed >= 0 ? o.seed : std::random_device{}() & 0x7fffffff;
    std::mt19937_64 rng{std::uint64_t(seed)};
    const auto start = BookClock::now();
    const std::size_t before = book->size();
    out << "seed " << seed << ", ply cap " << o.maxPly << ", depth " << depth << ", exact at "
        << o.exactEmpties << " empties\n";
    int played = 0;
    for (; played < o.games && !interrupted(); ++played) {
        const PlayedGame g = playGame(*book, searcher, searcher, std::nullopt, o.randomness, rng, false);
        if (!g.end.board.isGameOver())
            break; // interrupted in the middle of a game: discard it
        const int result = g.end.finalScoreBlack();
        auto added = book->addGame(g.moves, result);
        if (!added) {
            err << "book extend: " << added.error().message << '\n';
            return 2;
        }
        book->evaluatePending(evalSearcher.fn(), &cli::bookInterrupted(), {}, evalSearcher.restrictedFn());
        if (!cli::saveBook(*book, path, err))
            return 2;
        const auto root = book->lookup(Board::initial());
        out << "game " << played + 1 << '/' << o.games << ": " << g.bookMoves << " book moves, result "
            << result << " for Black, +" << *added << " positions (" << book->size() << "), start value "
            << fmt("%+.2f", root ? root->value : 0.0) << ", " << fmt("%.0f", secondsSince(start)) << " s\n"
            << std::flush;
    }
    out << (interrupted() ? "interrupted; " : "") << "played " << played << " games, book grew from "
        << before << " to " << book->size() << " positions; saved " << path << '\n';
    return interrupted() ? 1 : 0;
}

// ---- match -------------------------------------------------------------------------------

struct MatchOptions {
    std::string book, weights;
    int games = 200;
    int depth = 6;
    int exactEmpties = 14;
    long long seed = 1;
    double randomness = 2;
    bool learn = false;
};

struct MatchTally {
    int games = 0, wins = 0, draws = 0, losses = 0;
    long long discs = 0, bookMoves = 0, deviations = 0;
    std::set<std::vector<Square>> distinct;
};

void printMatchReport(const MatchOptions& o, const MatchTally& t, const Evaluator& evaluator,
    BookClock::time_point start, std::ostream& out)
{
    const double g = double(t.games);
    const double score = (t.wins + 0.5 * t.draws) / g;
    out << "book vs no book, " << t.games << " games, depth " << o.depth << " both sides, exact at "
        << o.exactEmpties << " empties, randomness " << o.randomness << " discs, evaluator "
        << evaluator.name() << (o.learn ? ", learning" : "") << '\n';
    out << "with book: +" << t.wins << " =" << t.draws << " -" << t.losses << "  score "
        << fmt("%.1f", 100 * score) << "%  mean disc difference " << fmt("%+.2f", double(t.discs) / g)
        << '\n';
    out << "book moves per game (book side): " << fmt("%.2f", double(t.bookMoves) / g)
        << " (of which leaving the book by a searched deviation: " << fmt("%.2f", double(t.deviations) / g)
        << "), distinct games " << t.distinct.size() << ", " << fmt("%.0f", secondsSince(start)) << " s\n";
}

int runMatch(const MatchOptions& o, std::ostream& out, std::ostream& err)
{
    auto book = cli::loadBook(cli::bookPathOr(o.book), err);
    if (!book)
        return 2;
    auto evaluator = cli::makeBookEvaluator(o.weights, err);
    if (!evaluator)
        return 2;
    cli::stopOnSignal(SIGINT);
    // Same search for both sides (own tables); only one of them consults the book.
    BookSearcher withBook(evaluator, o.depth, o.exactEmpties, 32);
    BookSearcher without(evaluator, o.depth, o.exactEmpties, 32);
    std::mt19937_64 rng{std::uint64_t(o.seed)};
    MatchTally t;
    const auto start = BookClock::now();
    for (; t.games < o.games && !interrupted(); ++t.games) {
        const Color bookColor = t.games % 2 == 0 ? Color::Black : Color::White;
        const PlayedGame g = playGame(*book, withBook, without, bookColor, o.randomness, rng, true);
        if (!g.end.board.isGameOver())
            break;
        t.distinct.insert(g.moves);
        const int black = g.end.finalScoreBlack();
        if (o.learn) {
            // In memory only: the book learns from the match as it goes (the file is unchanged).
            if (book->addGame(g.moves, black).ok())
                book->evaluatePending(withBook.fn(), &cli::bookInterrupted(), {}, withBook.restrictedFn());
        }
        const int r = bookColor == Color::Black ? black : -black;
        t.wins += r > 0;
        t.draws += r == 0;
        t.losses += r < 0;
        t.discs += r;
        t.bookMoves += g.bookMoves;
        t.deviations += g.deviations;
        if ((t.games + 1) % 20 == 0)
            out << "after " << t.games + 1 << " games: +" << t.wins << " =" << t.draws << " -" << t.losses
                << ", " << fmt("%.0f", secondsSince(start)) << " s\n"
                << std::flush;
    }
    if (t.games == 0) {
        err << "book match: interrupted before the first game finished\n";
        return 1;
    }
    printMatchReport(o, t, *evaluator, start, out);
    return 0;
}

// ---- bench -------------------------------------------------------------------------------

// Positions to look up: random walks through the book (and one step out of it).
std::vector<Board> benchPositions(const Book& book)
{
    std::mt19937_64 rng(1);
    std::vector<Board> boards;
    while (boards.size() < 4096) {
        Board b = Board::initial();
        for (int ply = 0; ply < 60; ++ply) {
            boards.push_back(b);
            const auto c = book.chooseMove(b, 64, rng);
            if (!c)
                break;
            b = c->move == PassMove ? b.passed() : b.played(c->move);
        }
    }
    return boards;
}

int runBench(const std::string& bookOption, std::ostream& out, std::ostream& err)
{
    const std::string path = cli::bookPathOr(bookOption);
    std::vector<double> loads;
    std::optional<Book> book;
    for (int k = 0; k < 5; ++k) {
        const auto t = BookClock::now();
        book = cli::loadBook(path, err);
        if (!book)
            return 2;
        loads.push_back(secondsSince(t));
    }
    std::sort(loads.begin(), loads.end());
    const std::vector<Board> boards = benchPositions(*book);
    std::vector<double> perLookup, perContains;
    std::size_t found = 0;
    for (int round = 0; round < 5; ++round) {
        auto t = BookClock::now();
        for (const Board& b : boards)
            found += book->lookup(b).has_value();
        perLookup.push_back(secondsSince(t) * 1e6 / double(boards.size()));
        t = BookClock::now();
        for (const Board& b : boards)
            found += book->contains(b);
        perContains.push_back(secondsSince(t) * 1e6 / double(boards.size()));
    }
    std::sort(perLookup.begin(), perLookup.end());
    std::sort(perContains.begin(), perContains.end());
    std::error_code ec;
    out << "book " << path << ": " << fs::file_size(path, ec) << " bytes, " << book->size() << " positions\n";
    out << "load (parse + verify + index), median of 5: " << fmt("%.1f", loads[2] * 1000) << " ms\n";
    out << "lookup with per-move statistics, median of 5 rounds over " << boards.size()
        << " positions: " << fmt("%.2f", perLookup[2]) << " us\n";
    out << "contains (probe only): " << fmt("%.3f", perContains[2]) << " us  (" << found << " hits)\n";
    return 0;
}

// ---- declarations ------------------------------------------------------------------------

constexpr long long MaxSeed = 1LL << 62;

CLI::App* declareBuild(CLI::App& app, BuildOptions& o)
{
    CLI::App* cmd = app.add_subcommand("build", "Build the book from the shared game collections");
    cmd->footer("Builds from the game collections (wthor/*.wtb and logistello/logbook.gam.gz under\n"
                "--games-dir): positions of the first P plies reached by at least N games; leaves searched\n"
                "to depth D, deviations by searching the other children to D-1; exact solves at E empties\n"
                "or fewer. Progress is printed; FILE.partial is written every S seconds and on Ctrl-C;\n"
                "--resume continues from it. --reevaluate recomputes every searched value of FILE (e.g.\n"
                "with better weights). --no-search keeps the game-result labels only.");
    cmd->add_option("--out", o.out,
           "Book file to write (default: $PROBCUT_BOOK, the installed book, or the source tree's "
           "resources/book/book.pcb)")
        ->type_name("FILE");
    auto* resume = cmd->add_flag("--resume", o.resume, "Continue from FILE.partial (or FILE)");
    auto* reevaluate = cmd->add_flag(
        "--reevaluate", o.reevaluate, "Recompute every searched value of FILE, keeping its positions");
    auto* noSearch
        = cmd->add_flag("--no-search", o.noSearch, "Keep the game-result labels only")->excludes(reevaluate);
    const auto fromGames = [&](CLI::Option* opt) { opt->excludes(resume)->excludes(reevaluate); };
    fromGames(cmd->add_option("--games-dir", o.gamesDir,
                     "Folder of the game collections (default: ../shared/data/games beside the source tree)")
                  ->check(CLI::ExistingDirectory));
    fromGames(cmd->add_option("--min-games", o.minGames, "Keep positions reached by at least N games")
                  ->check(CLI::Range(1, 1000000))
                  ->capture_default_str());
    fromGames(cmd->add_option("--max-ply", o.maxPly, "Plies from the start kept in the book")
                  ->check(CLI::Range(0, 60))
                  ->capture_default_str());
    cmd->add_option("--depth", o.depth, "Search depth of the leaves")
        ->check(CLI::Range(1, 40))
        ->capture_default_str()
        ->excludes(noSearch);
    cmd->add_option("--exact-empties", o.exactEmpties, "Exact solves at this many empties or fewer")
        ->check(CLI::Range(0, 30))
        ->capture_default_str()
        ->excludes(noSearch);
    cli::addWeightsOption(*cmd, o.weights);
    cmd->add_option("--hash", o.hashMiB, "Transposition table size in MiB")
        ->check(CLI::Range(1, 65536))
        ->capture_default_str();
    cmd->add_option("--checkpoint-seconds", o.checkpointSeconds, "Write FILE.partial this often")
        ->check(CLI::Range(1, 86400))
        ->capture_default_str();
    return cmd;
}

CLI::App* declareExtend(CLI::App& app, ExtendOptions& o)
{
    CLI::App* cmd = app.add_subcommand("extend", "Grow the book by self-play from its most promising lines");
    cmd->footer("Self-play from the book's most promising lines (book moves within R discs of the best),\n"
                "finished by search; each game is learned, its new positions (up to ply P: by default\n"
                "whole games, so their exact results are learned; kept as the new cap) evaluated and the\n"
                "book saved. Ctrl-C stops after saving.");
    cmd->add_option("--games", o.games, "Games to play")->required()->check(CLI::Range(1, 10000000));
    cmd->add_option("--randomness", o.randomness, "Play book moves within this many discs of the best")
        ->check(CLI::Range(0.0, 128.0))
        ->capture_default_str();
    cmd->add_option("--depth", o.depth, "Search depth (default: the book's, else 10)")
        ->check(CLI::Range(1, 40));
    cmd->add_option("--exact-empties", o.exactEmpties, "Exact solves at this many empties or fewer")
        ->check(CLI::Range(0, 30))
        ->capture_default_str();
    cmd->add_option("--max-ply", o.maxPly, "Ply cap of the learned games (from the book's cap to 60)")
        ->check(CLI::Range(0, 60))
        ->capture_default_str();
    cmd->add_option("--seed", o.seed, "Seed of the move choice (default: random, printed)")
        ->check(CLI::Range(0LL, MaxSeed));
    cli::addWeightsOption(*cmd, o.weights);
    cli::addBookOption(*cmd, o.book);
    return cmd;
}

CLI::App* declareMatch(CLI::App& app, MatchOptions& o)
{
    CLI::App* cmd
        = app.add_subcommand("match", "The engine with the book against the same engine without it");
    cmd->footer("The engine with the book against the same engine without it (colours alternating, the\n"
                "same depth both sides): score and book moves. --learn adds every finished game to the\n"
                "book in memory as the match goes on (the file is unchanged).");
    cmd->add_option("--games", o.games, "Games to play")->check(CLI::Range(2, 100000))->capture_default_str();
    cmd->add_option("--depth", o.depth, "Search depth of both sides")
        ->check(CLI::Range(1, 40))
        ->capture_default_str();
    cmd->add_option("--randomness", o.randomness, "Play book moves within this many discs of the best")
        ->check(CLI::Range(0.0, 128.0))
        ->capture_default_str();
    cmd->add_option("--exact-empties", o.exactEmpties, "Exact solves at this many empties or fewer")
        ->check(CLI::Range(0, 30))
        ->capture_default_str();
    cmd->add_option("--seed", o.seed, "Seed of the book's move choice")
        ->check(CLI::Range(0LL, MaxSeed))
        ->capture_default_str();
    cmd->add_flag("--learn", o.learn, "Add every finished game to the book in memory");
    cli::addWeightsOption(*cmd, o.weights);
    cli::addBookOption(*cmd, o.book);
    return cmd;
}

} // namespace

cli::Command bookCommand()
{
    return {"book", "Build, extend by self-play, time and match the learning opening book",
        [](CLI::App& app) -> cli::Action {
            app.footer(
                "The opening book of Buro (1999): canonical positions from real games, leaves valued by\n"
                "search (exact at few empties), the best move not in the book searched at every interior\n"
                "position, values propagated by negamax. Default file: $PROBCUT_BOOK, the installed\n"
                "share/probcut-studio/book/book.pcb, or resources/book/book.pcb in the source tree.\n\n"
                "Look-ups and adding games: probcut book show|stats|add. How the shipped book was\n"
                "built: resources/book/README.md.\n"
                "Exit codes: 0 done, 1 interrupted, 2 bad usage or a damaged/missing file.");
            app.require_subcommand(1);
            auto build = std::make_shared<BuildOptions>();
            auto extend = std::make_shared<ExtendOptions>();
            auto match = std::make_shared<MatchOptions>();
            auto benchBook = std::make_shared<std::string>();
            CLI::App* buildCmd = declareBuild(app, *build);
            CLI::App* extendCmd = declareExtend(app, *extend);
            CLI::App* benchCmd = app.add_subcommand("bench", "Load time and time per look-up");
            cli::addBookOption(*benchCmd, *benchBook);
            CLI::App* matchCmd = declareMatch(app, *match);
            return [=](std::ostream& out, std::ostream& err) {
                if (buildCmd->parsed()) {
                    build->commandLine = buildCommandLine(*buildCmd);
                    return runBuild(*build, out, err);
                }
                if (extendCmd->parsed())
                    return runExtend(*extend, out, err);
                if (matchCmd->parsed())
                    return runMatch(*match, out, err);
                return runBench(*benchBook, out, err);
            };
        }};
}

} // namespace probcut::lab
