// `probcut book build|stats|show|extend|add|bench|match`: the opening book's files and
// searches. The engine's Book knows nothing of files or searches; here the game collections
// are read, the book is written atomically (and checkpointed during long builds), and leaves
// and deviations are evaluated by the midgame search (exact solves at few empties).
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/book/book.h"
#include "engine/core/kernel.h"
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/pattern.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/formats/ggf.h"
#include "engine/formats/logbook.h"
#include "engine/formats/wthor.h"
#include "engine/search/search.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <random>
#include <set>
#include <sstream>
#include <unordered_map>

namespace probcut::cli {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr const char* DefaultBookName = "book.pcb";

std::atomic<bool> g_interrupted{false}; // set by SIGINT/SIGTERM: finish cleanly
extern "C" void onBookInterrupt(int) { g_interrupted.store(true); }

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string fmt(const char* f, double a)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, a);
    return buf;
}

std::string defaultBookPath()
{
    return defaultResourcePath(std::string("book/") + DefaultBookName, "PROBCUT_BOOK");
}

std::optional<Book> loadBook(const std::string& path, std::ostream& err)
{
    std::string error;
    auto bytes = readFileBytes(path, error);
    if (!bytes) {
        err << "book: " << error << '\n';
        return std::nullopt;
    }
    auto book = Book::parse(*bytes);
    if (!book) {
        err << "book: " << path << ": " << book.error().message << " (the book was not loaded)\n";
        return std::nullopt;
    }
    return std::move(book).value();
}

bool saveBook(const Book& book, const std::string& path, std::ostream& err)
{
    std::string error;
    if (!writeFileAtomic(path, book.serialize(), error)) {
        err << "book: " << error << '\n';
        return false;
    }
    return true;
}

// The evaluation the searches use: the trained pattern weights when they load, else the
// simple evaluation. `choice` is "simple", a weights file, or empty for the default.
std::shared_ptr<const Evaluator> makeEvaluator(const std::string& choice, std::ostream& err)
{
    if (choice == "simple")
        return std::make_shared<SimpleEvaluator>();
    std::string error;
    auto weights = loadPatternWeights(choice, error);
    if (weights)
        return std::make_shared<PatternEvaluator>(weights);
    if (!choice.empty()) {
        err << "book: cannot load weights: " << error << '\n';
        return nullptr;
    }
    err << "book: note: no pattern weights (" << error << "); searching with the simple evaluation\n";
    return std::make_shared<SimpleEvaluator>();
}

// Fixed-depth searches with exact solves at few empties: the book's BookEvaluator.
class BookSearcher {
public:
    BookSearcher(std::shared_ptr<const Evaluator> evaluator, int depth, int exactEmpties, std::size_t hashMiB)
        : m_evaluator(std::move(evaluator)), m_depth(depth), m_exactEmpties(exactEmpties), m_tt(hashMiB),
          m_solver(std::min<std::size_t>(hashMiB, 64))
    {
    }
    std::optional<BookEvaluation> operator()(const Board& board, int reduction)
    {
        if (board.emptyCount() <= m_exactEmpties) {
            EndgameOptions options;
            options.stop = &g_interrupted;
            const EndgameResult r = m_solver.solve(board, options);
            if (!r.completed)
                return std::nullopt;
            return BookEvaluation{double(r.score), BookValueSource::Exact, 60, r.bestMove};
        }
        SearchLimits limits;
        limits.depth = std::max(1, m_depth - reduction);
        limits.solveEmpties = 0;
        SearchControl control;
        control.stop = &g_interrupted;
        const SearchResult r = search(board, limits, m_tt, *m_evaluator, control);
        if (r.stopReason == StopReason::Stopped || r.depth == 0)
            return std::nullopt;
        return BookEvaluation{
            r.score, r.solved ? BookValueSource::Exact : BookValueSource::Searched, r.depth, r.bestMove};
    }
    BookEvaluator fn()
    {
        return [this](const Board& b, int reduction) { return (*this)(b, reduction); };
    }
    // The deviation search: the midgame search's core driven over the allowed root moves only
    // (full window per iteration; the table is shared with the other searches).
    std::optional<BookEvaluation> restricted(const Board& board, Bitboard allowed)
    {
        const int empties = board.emptyCount();
        if (empties <= m_exactEmpties) {
            std::optional<BookEvaluation> best;
            for (Bitboard m = allowed; m; m &= m - 1) {
                const Square sq = __builtin_ctzll(m);
                const Board child = board.played(sq);
                EndgameOptions options;
                options.stop = &g_interrupted;
                const EndgameResult r = m_solver.solve(child, options);
                if (!r.completed)
                    return std::nullopt;
                if (!best || -r.score > best->value)
                    best = BookEvaluation{double(-r.score), BookValueSource::Exact, 60, sq};
            }
            return best;
        }
        m_tt.newSearch();
        detail::CoreSetup setup{board.player, board.opponent, &m_tt, true, MultiCutParams{},
            [](void*, std::uint64_t) { return g_interrupted.load(std::memory_order_relaxed); }, nullptr,
            m_evaluator.get()};
        std::unique_ptr<detail::SearchCore> core;
#if defined(PROBCUT_HAVE_AVX2)
        if (usesAvx2Units(bestKernel()))
            core.reset(detail::createSearchCoreAvx2(setup));
#endif
        if (!core)
            core.reset(detail::createSearchCorePortable(setup));
        detail::RootMoves all, rm;
        core->rootMoves(all);
        for (int k = 0; k < all.count; ++k)
            if (all.m[k].move >= 0 && all.m[k].move < 64 && (allowed & squareBit(all.m[k].move)))
                rm.m[rm.count++] = all.m[k];
        if (rm.count == 0)
            return std::nullopt;
        const int maxDepth = std::min(m_depth, empties);
        int score = 0;
        for (int depth = 1; depth <= maxDepth; ++depth) {
            core->newIteration();
            score = core->searchRoot(rm, depth, -detail::ScoreInf, detail::ScoreInf);
            if (core->stopped())
                return std::nullopt;
        }
        return BookEvaluation{unitsToDiscs(score),
            maxDepth >= empties ? BookValueSource::Exact : BookValueSource::Searched, maxDepth, rm.m[0].move};
    }
    BookDeviationSearch restrictedFn()
    {
        return [this](const Board& b, Bitboard allowed) { return restricted(b, allowed); };
    }
    // A move to play in self-play and matches.
    Square bestMove(const Board& board)
    {
        if (board.mustPass())
            return PassMove;
        auto e = (*this)(board, 0);
        return e ? e->bestMove : NoSquare;
    }

private:
    std::shared_ptr<const Evaluator> m_evaluator;
    int m_depth;
    int m_exactEmpties;
    TranspositionTable m_tt;
    EndgameSolver m_solver;
};

struct LoadedGame {
    std::vector<Square> moves;
    int blackResult = 0;
};

bool endsWith(const std::string& s, const std::string& suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Games of one file: WTHOR (.wtb), Logistello logbook (.gam, .gam.gz), GGF (.ggf), or a text
// file of transcripts, one game a line, optionally followed by ": <black - white>".
std::optional<std::vector<LoadedGame>> readGames(const std::string& path, std::ostream& err)
{
    std::string error;
    auto bytes = readFileBytes(path, error);
    if (!bytes) {
        err << "book: " << error << '\n';
        return std::nullopt;
    }
    std::vector<LoadedGame> out;
    const std::string name = fs::path(path).filename().string();
    std::string lower = name;
    std::transform(
        lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (endsWith(lower, ".wtb")) {
        auto file = parseWthorGames(*bytes, name);
        if (!file) {
            err << "book: " << file.error().message << '\n';
            return std::nullopt;
        }
        for (auto& g : file->games)
            out.push_back({std::move(g.moves), g.blackScore()});
        return out;
    }
    const std::string text(bytes->begin(), bytes->end());
    if (endsWith(lower, ".gam") || endsWith(lower, ".gam.gz")) {
        auto games = parseLogbook(text, name);
        if (!games) {
            err << "book: " << games.error().message << '\n';
            return std::nullopt;
        }
        for (auto& g : *games)
            out.push_back({std::move(g.moves), g.blackMinusWhite});
        return out;
    }
    if (endsWith(lower, ".ggf")) {
        auto games = parseGgf(text);
        if (!games) {
            err << "book: " << path << ": " << games.error().describe() << '\n';
            return std::nullopt;
        }
        for (const auto& g : *games) {
            if (!(g.start == Position::initial()))
                continue; // the book only holds games from the start position
            LoadedGame lg;
            for (const auto& m : g.moves)
                lg.moves.push_back(m.square);
            double re = 0;
            if (g.end.board.isGameOver())
                lg.blackResult = g.end.finalScoreBlack();
            else if (parseDouble(g.property("RE"), re))
                lg.blackResult = int(re);
            out.push_back(std::move(lg));
        }
        return out;
    }
    std::istringstream lines(text);
    std::string l;
    int number = 0;
    while (std::getline(lines, l)) {
        ++number;
        if (l.find_first_not_of(" \t\r") == std::string::npos || l[0] == '%' || l[0] == '#')
            continue;
        std::string moves = l, result;
        if (const auto colon = l.find(':'); colon != std::string::npos) {
            moves = l.substr(0, colon);
            result = l.substr(colon + 1);
        }
        auto parsed = parseTranscript(moves);
        if (!parsed) {
            err << "book: " << path << ": line " << number << ": " << parsed.error().describe() << '\n';
            return std::nullopt;
        }
        LoadedGame g{parsed->moves, 0};
        long long r = 0;
        std::istringstream rs(result);
        std::string first;
        rs >> first;
        if (!first.empty() && first[0] == '+')
            first.erase(0, 1);
        if (parsed->end.board.isGameOver())
            g.blackResult = parsed->end.finalScoreBlack();
        else if (!first.empty() && parseInt(first, r, -64, 64))
            g.blackResult = int(r);
        else {
            err << "book: " << path << ": line " << number
                << ": the game is not finished: give its result as \": <black - white>\"\n";
            return std::nullopt;
        }
        out.push_back(std::move(g));
    }
    return out;
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
            if (endsWith(e.path().string(), ".wtb"))
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
        auto games = readGames(f.string(), err);
        if (!games)
            return std::nullopt;
        (endsWith(f.string(), ".wtb") ? wthor : logbook) += games->size();
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

void printProgress(std::ostream& out, std::size_t done, std::size_t total, Clock::time_point start)
{
    const double s = secondsSince(start);
    const double eta = done ? s * double(total - done) / double(done) : 0;
    out << "evaluated " << done << '/' << total << " (" << fmt("%.1f", 100.0 * double(done) / double(total))
        << "%) " << fmt("%.0f", s) << " s, about " << fmt("%.0f", eta) << " s left\n"
        << std::flush;
}

// Evaluates what is pending, checkpointing to `checkpoint` every `interval` seconds.
bool evaluateWithCheckpoints(Book& book, BookSearcher& searcher, const std::string& checkpoint,
    double interval, std::ostream& out, std::ostream& err)
{
    const auto start = Clock::now();
    auto lastSave = start;
    auto lastPrint = start - std::chrono::seconds(10);
    const bool complete = book.evaluatePending(
        searcher.fn(), &g_interrupted,
        [&](std::size_t done, std::size_t total) {
            if (secondsSince(lastPrint) >= 15 || done == total) {
                printProgress(out, done, total, start);
                lastPrint = Clock::now();
            }
            if (!checkpoint.empty() && secondsSince(lastSave) >= interval) {
                saveBook(book, checkpoint, err);
                lastSave = Clock::now();
            }
        },
        searcher.restrictedFn());
    return complete;
}

std::string joinArgs(const std::string& sub, const std::vector<std::string>& args)
{
    std::string s = "probcut book " + sub;
    for (const auto& a : args)
        s += ' ' + a;
    return s;
}

void printStats(const Book& book, std::ostream& out)
{
    const BookParams& p = book.params();
    const BookStats s = book.stats();
    out << "positions " << s.nodes << ", leaves " << s.leaves << ", pending leaves " << s.pendingLeaves
        << ", pending deviations " << s.pendingDeviations << '\n';
    out << "values: exact " << s.bySource[3] << ", searched " << s.bySource[2] << ", game results "
        << s.bySource[1] << '\n';
    out << "parameters: maxPly " << p.maxPly << ", minGames " << p.minGames << ", searchDepth "
        << p.searchDepth << ", exactEmpties " << p.exactEmpties << ", evaluator " << p.evaluator << '\n';
    if (!p.sources.empty())
        out << "sources: " << p.sources << '\n';
    if (!p.command.empty())
        out << "built by: " << p.command << '\n';
    for (const auto& [k, v] : p.extra)
        out << k << ": " << v << '\n';
    out << "positions by ply:";
    for (std::size_t k = 0; k < s.nodesByPly.size(); ++k)
        out << (k % 10 == 0 ? "\n  " : " ") << k << ':' << s.nodesByPly[k];
    out << '\n';
}

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

struct CommonOptions {
    std::string bookPath;
    std::string weights;
};

// ---- build -------------------------------------------------------------------------------

int runBuild(ArgParser& args, const std::vector<std::string>& raw, std::ostream& out, std::ostream& err)
{
    const auto outArg = args.option("--out");
    const auto gamesArg = args.option("--games-dir");
    const auto minArg = args.option("--min-games");
    const auto plyArg = args.option("--max-ply");
    const auto depthArg = args.option("--depth");
    const auto exactArg = args.option("--exact-empties");
    const auto weightsArg = args.option("--weights");
    const auto checkpointArg = args.option("--checkpoint-seconds");
    const auto hashArg = args.option("--hash");
    const bool resume = args.flag("--resume");
    const bool reevaluate = args.flag("--reevaluate");
    const bool noSearch = args.flag("--no-search");
    if (!args.error.empty() || !args.rest().empty()) {
        err << "book build: "
            << (args.error.empty() ? "unexpected argument '" + args.rest()[0] + "'" : args.error)
            << " (see probcut book --help)\n";
        return 2;
    }
    const std::string outPath = outArg.value_or(defaultBookPath());
    const std::string checkpoint = outPath + ".partial";
    long long minGames = 3, maxPly = 20, depth = 10, exact = 14, interval = 60, hash = 64;
    if ((minArg && !parseInt(*minArg, minGames, 1, 1000000)) || (plyArg && !parseInt(*plyArg, maxPly, 0, 60))
        || (depthArg && !parseInt(*depthArg, depth, 1, 40))
        || (exactArg && !parseInt(*exactArg, exact, 0, 30))
        || (checkpointArg && !parseInt(*checkpointArg, interval, 1, 86400))
        || (hashArg && !parseInt(*hashArg, hash, 1, 65536))) {
        err << "book build: a numeric option is out of range (see probcut book --help)\n";
        return 2;
    }
    auto evaluator = makeEvaluator(weightsArg.value_or(""), err);
    if (!evaluator)
        return 2;
    std::signal(SIGINT, onBookInterrupt);
    std::signal(SIGTERM, onBookInterrupt);
    const auto start = Clock::now();

    Book book;
    double previousSeconds = 0;
    std::error_code ec;
    if (resume || reevaluate) {
        const std::string from = resume && fs::exists(checkpoint, ec) ? checkpoint : outPath;
        auto loaded = loadBook(from, err);
        if (!loaded)
            return 2;
        book = std::move(*loaded);
        for (const auto& [k, v] : book.params().extra)
            if (k == "buildSeconds")
                parseDouble(v, previousSeconds);
        out << "resuming from " << from << ": " << book.size() << " positions, " << book.pendingCount()
            << " evaluations pending\n";
        if (reevaluate) {
            book.invalidateSearchedValues();
            BookParams p = book.params();
            p.evaluator = evaluator->name();
            p.searchDepth = int(depth);
            p.exactEmpties = int(exact);
            book.setParams(p);
            out << "re-evaluating " << book.pendingCount() << " positions with " << evaluator->name()
                << " at depth " << depth << '\n';
        }
    } else {
        std::string sources;
        const std::string dir = gamesArg.value_or(std::string(PROBCUT_SOURCE_DIR) + "/../shared/data/games");
        auto games = readCollections(dir, sources, out, err);
        if (!games)
            return 2;
        // Occurrence counts by canonical position along every game, up to the ply cap.
        std::unordered_map<Board, std::uint32_t, BoardHash> counts;
        counts.reserve(games->size() * std::size_t(maxPly + 1) / 3);
        for (const auto& g : *games) {
            Position pos = Position::initial();
            ++counts[pos.board.canonical()];
            for (Square sq : g.moves) {
                if (!pos.play(sq) || pos.board.discCount() - 4 > maxPly)
                    break;
                ++counts[pos.board.canonical()];
            }
        }
        out << "distinct positions up to ply " << maxPly << ": " << counts.size() << '\n';
        BookParams p;
        p.maxPly = int(maxPly);
        p.minGames = int(minGames);
        p.searchDepth = noSearch ? 0 : int(depth);
        p.exactEmpties = noSearch ? 0 : int(exact);
        p.evaluator = noSearch ? "none" : evaluator->name();
        p.sources = sources;
        p.command = joinArgs("build", raw);
        book.setParams(p);
        const auto keep = [&](const Board& b) {
            auto it = counts.find(b.canonical());
            return it != counts.end() && it->second >= std::uint32_t(minGames);
        };
        for (const auto& g : *games) {
            if (auto r = book.addGame(g.moves, g.blackResult, keep); !r) {
                err << "book build: " << r.error().message << '\n';
                return 2;
            }
        }
        book.propagate();
        out << "book positions (seen in >= " << minGames << " games): " << book.size() << ", "
            << book.pendingCount() << " evaluations to do\n";
        if (!noSearch && !saveBook(book, checkpoint, err))
            return 2;
    }
    bool complete = true;
    if (!noSearch) {
        BookSearcher searcher(
            evaluator, book.params().searchDepth, book.params().exactEmpties, std::size_t(hash));
        complete = evaluateWithCheckpoints(book, searcher, checkpoint, double(interval), out, err);
    }
    const double seconds = previousSeconds + secondsSince(start);
    BookParams p = book.params();
    std::erase_if(p.extra, [](const auto& kv) { return kv.first == "buildSeconds"; });
    p.extra.emplace_back("buildSeconds", fmt("%.1f", seconds));
    book.setParams(p);
    if (!complete) {
        if (!saveBook(book, checkpoint, err))
            return 2;
        out << "interrupted: " << book.pendingCount() << " evaluations pending, saved to " << checkpoint
            << "; continue with: probcut book build --resume --out " << outPath << '\n';
        return 1;
    }
    if (!saveBook(book, outPath, err))
        return 2;
    fs::remove(checkpoint, ec);
    out << "wrote " << outPath << ": " << fs::file_size(outPath, ec) << " bytes, " << book.size()
        << " positions, build time " << fmt("%.1f", seconds) << " s\n";
    printStats(book, out);
    return 0;
}

// ---- stats, show, bench ------------------------------------------------------------------

int runStats(ArgParser& args, const CommonOptions& common, std::ostream& out, std::ostream& err)
{
    if (!args.rest().empty()) {
        err << "book stats: unexpected argument '" << args.rest()[0] << "'\n";
        return 2;
    }
    auto book = loadBook(common.bookPath, err);
    if (!book)
        return 2;
    std::error_code ec;
    out << common.bookPath << ": " << fs::file_size(common.bookPath, ec) << " bytes\n";
    printStats(*book, out);
    out << "start position:\n";
    printPosition(*book, Position::initial(), out);
    return 0;
}

int runShow(ArgParser& args, const CommonOptions& common, std::ostream& out, std::ostream& err)
{
    const auto movesArg = args.option("--moves");
    Position pos = Position::initial();
    if (args.rest().size() > 1) {
        err << "book show: expected one position \"<64 squares> <X|O>\" (quote it)\n";
        return 2;
    }
    if (args.rest().size() == 1) {
        auto p = parseBoardString(args.rest()[0]);
        if (!p) {
            // Also accept a transcript from the start.
            auto l = parseTranscript(args.rest()[0]);
            if (!l) {
                err << "book show: not a position or a transcript: " << p.error().describe() << '\n';
                return 2;
            }
            pos = l->end;
        } else {
            pos = *p;
        }
    }
    if (movesArg) {
        auto l = parseTranscript(*movesArg, pos);
        if (!l) {
            err << "book show: bad --moves: " << l.error().describe() << '\n';
            return 2;
        }
        pos = l->end;
    }
    auto book = loadBook(common.bookPath, err);
    if (!book)
        return 2;
    out << formatBoardString(pos) << '\n';
    printPosition(*book, pos, out);
    return 0;
}

int runBench(ArgParser& args, const CommonOptions& common, std::ostream& out, std::ostream& err)
{
    if (!args.rest().empty()) {
        err << "book bench: unexpected argument '" << args.rest()[0] << "'\n";
        return 2;
    }
    std::vector<double> loads;
    std::optional<Book> book;
    for (int k = 0; k < 5; ++k) {
        const auto t = Clock::now();
        book = loadBook(common.bookPath, err);
        if (!book)
            return 2;
        loads.push_back(secondsSince(t));
    }
    std::sort(loads.begin(), loads.end());
    // Positions to look up: random walks through the book (and one step out of it).
    std::mt19937_64 rng(1);
    std::vector<Board> boards;
    while (boards.size() < 4096) {
        Board b = Board::initial();
        for (int ply = 0; ply < 60; ++ply) {
            boards.push_back(b);
            const auto c = book->chooseMove(b, 64, rng);
            if (!c)
                break;
            b = c->move == PassMove ? b.passed() : b.played(c->move);
        }
    }
    std::vector<double> perLookup, perContains;
    std::size_t found = 0;
    for (int round = 0; round < 5; ++round) {
        auto t = Clock::now();
        for (const Board& b : boards)
            found += book->lookup(b).has_value();
        perLookup.push_back(secondsSince(t) * 1e6 / double(boards.size()));
        t = Clock::now();
        for (const Board& b : boards)
            found += book->contains(b);
        perContains.push_back(secondsSince(t) * 1e6 / double(boards.size()));
    }
    std::sort(perLookup.begin(), perLookup.end());
    std::sort(perContains.begin(), perContains.end());
    std::error_code ec;
    out << "book " << common.bookPath << ": " << fs::file_size(common.bookPath, ec) << " bytes, "
        << book->size() << " positions\n";
    out << "load (parse + verify + index), median of 5: " << fmt("%.1f", loads[2] * 1000) << " ms\n";
    out << "lookup with per-move statistics, median of 5 rounds over " << boards.size()
        << " positions: " << fmt("%.2f", perLookup[2]) << " us\n";
    out << "contains (probe only): " << fmt("%.3f", perContains[2]) << " us  (" << found << " hits)\n";
    return 0;
}

// ---- add, extend -------------------------------------------------------------------------

int runAdd(ArgParser& args, const CommonOptions& common, std::ostream& out, std::ostream& err)
{
    const auto depthArg = args.option("--depth");
    const bool noSearch = args.flag("--no-search");
    if (args.rest().empty()) {
        err << "book add: give one or more game files (.wtb, .gam[.gz], .ggf, or transcripts)\n";
        return 2;
    }
    auto book = loadBook(common.bookPath, err);
    if (!book)
        return 2;
    std::size_t games = 0;
    int added = 0;
    for (const auto& path : args.rest()) {
        auto loaded = readGames(path, err);
        if (!loaded)
            return 2;
        for (const auto& g : *loaded) {
            auto r = book->addGame(g.moves, g.blackResult);
            if (!r) {
                err << "book add: " << path << ": game " << games + 1 << ": " << r.error().message << '\n';
                return 2;
            }
            added += *r;
            ++games;
        }
    }
    book->propagate();
    out << "added " << games << " games: " << added << " new positions, " << book->pendingCount()
        << " evaluations pending\n";
    if (!noSearch && book->pendingCount() > 0) {
        long long depth = book->params().searchDepth > 0 ? book->params().searchDepth : 10;
        if (depthArg && !parseInt(*depthArg, depth, 1, 40)) {
            err << "book add: --depth must be from 1 to 40\n";
            return 2;
        }
        auto evaluator = makeEvaluator(common.weights, err);
        if (!evaluator)
            return 2;
        std::signal(SIGINT, onBookInterrupt);
        BookSearcher searcher(evaluator, int(depth), book->params().exactEmpties, 64);
        if (!evaluateWithCheckpoints(*book, searcher, "", 0, out, err))
            out << "interrupted: the rest stays pending (labelled by game results)\n";
    }
    if (!saveBook(*book, common.bookPath, err))
        return 2;
    out << "wrote " << common.bookPath << ": " << book->size() << " positions\n";
    return 0;
}

int runExtend(ArgParser& args, const CommonOptions& common, std::ostream& out, std::ostream& err)
{
    const auto gamesArg = args.option("--games");
    const auto randomArg = args.option("--randomness");
    const auto depthArg = args.option("--depth");
    const auto exactArg = args.option("--exact-empties");
    const auto seedArg = args.option("--seed");
    const auto plyArg = args.option("--max-ply");
    if (!args.error.empty() || !args.rest().empty() || !gamesArg) {
        err << "book extend: " << (args.error.empty() ? "give --games N" : args.error)
            << " (see probcut book --help)\n";
        return 2;
    }
    long long games = 0, depth = 0, exact = 16, seed = std::random_device{}() & 0x7fffffff;
    double randomness = 4;
    if (!parseInt(*gamesArg, games, 1, 10000000) || (depthArg && !parseInt(*depthArg, depth, 1, 40))
        || (exactArg && !parseInt(*exactArg, exact, 0, 30))
        || (seedArg && !parseInt(*seedArg, seed, 0, 1LL << 62))
        || (randomArg && (!parseDouble(*randomArg, randomness) || randomness < 0))) {
        err << "book extend: a numeric option is out of range (see probcut book --help)\n";
        return 2;
    }
    auto book = loadBook(common.bookPath, err);
    if (!book)
        return 2;
    if (!depthArg)
        depth = book->params().searchDepth > 0 ? book->params().searchDepth : 10;
    // Self-play can only grow the book below its ply cap. By default whole games are learned
    // (cap 60): their exact final results then take part in the negamax, which is what makes
    // the book deviate from a line it lost (Buro 1999); under a lower cap the new leaves are
    // only searched and the walk tends to repeat itself. The new cap is kept in the parameters.
    long long maxPly = 60;
    if (plyArg && !parseInt(*plyArg, maxPly, book->params().maxPly, 60)) {
        err << "book extend: --max-ply must be from the book's " << book->params().maxPly << " to 60\n";
        return 2;
    }
    {
        BookParams p = book->params();
        p.maxPly = int(maxPly);
        book->setParams(p);
    }
    auto evaluator = makeEvaluator(common.weights, err);
    if (!evaluator)
        return 2;
    std::signal(SIGINT, onBookInterrupt);
    std::signal(SIGTERM, onBookInterrupt);
    // Self-play: the book plays its own moves (randomness among near-best values, never a
    // known loss), leaves the book where its deviation is chosen or at a leaf, and the search
    // finishes the game (exact at the end). The finished game is learned, its new positions
    // evaluated, and the book saved after every game, so an interruption loses at most one game.
    BookSearcher searcher(evaluator, int(depth), int(exact), 64);
    BookSearcher evalSearcher(evaluator, int(depth), book->params().exactEmpties, 64);
    std::mt19937_64 rng{std::uint64_t(seed)};
    const auto start = Clock::now();
    const std::size_t before = book->size();
    out << "seed " << seed << ", ply cap " << maxPly << ", depth " << depth << ", exact at " << exact
        << " empties\n";
    long long played = 0;
    for (; played < games && !g_interrupted.load(); ++played) {
        Position pos = Position::initial();
        std::vector<Square> moves;
        int bookMoves = 0;
        bool inBook = true;
        while (!pos.board.isGameOver() && !g_interrupted.load()) {
            Square sq = NoSquare;
            if (inBook) {
                if (auto c = book->chooseMove(pos.board, randomness, rng)) {
                    sq = c->move;
                    ++bookMoves;
                    inBook = !c->leavesBook;
                } else {
                    inBook = false;
                }
            }
            if (sq == NoSquare)
                sq = searcher.bestMove(pos.board);
            if (sq == NoSquare || !pos.play(sq))
                break;
            moves.push_back(sq);
        }
        if (!pos.board.isGameOver())
            break; // interrupted in the middle of a game: discard it
        const int result = pos.finalScoreBlack();
        auto added = book->addGame(moves, result);
        if (!added) {
            err << "book extend: " << added.error().message << '\n';
            return 2;
        }
        book->evaluatePending(evalSearcher.fn(), &g_interrupted, {}, evalSearcher.restrictedFn());
        if (!saveBook(*book, common.bookPath, err))
            return 2;
        const auto root = book->lookup(Board::initial());
        out << "game " << played + 1 << '/' << games << ": " << bookMoves << " book moves, result " << result
            << " for Black, +" << *added << " positions (" << book->size() << "), start value "
            << fmt("%+.2f", root ? root->value : 0.0) << ", " << fmt("%.0f", secondsSince(start)) << " s\n"
            << std::flush;
    }
    out << (g_interrupted.load() ? "interrupted; " : "") << "played " << played << " games, book grew from "
        << before << " to " << book->size() << " positions; saved " << common.bookPath << '\n';
    return g_interrupted.load() ? 1 : 0;
}

// ---- match -------------------------------------------------------------------------------

int runMatch(ArgParser& args, const CommonOptions& common, std::ostream& out, std::ostream& err)
{
    const auto gamesArg = args.option("--games");
    const auto randomArg = args.option("--randomness");
    const auto depthArg = args.option("--depth");
    const auto exactArg = args.option("--exact-empties");
    const auto seedArg = args.option("--seed");
    const bool learn = args.flag("--learn");
    if (!args.error.empty() || !args.rest().empty()) {
        err << "book match: "
            << (args.error.empty() ? "unexpected argument '" + args.rest()[0] + "'" : args.error) << '\n';
        return 2;
    }
    long long games = 200, depth = 6, exact = 14, seed = 1;
    double randomness = 2;
    if ((gamesArg && !parseInt(*gamesArg, games, 2, 100000))
        || (depthArg && !parseInt(*depthArg, depth, 1, 40))
        || (exactArg && !parseInt(*exactArg, exact, 0, 30))
        || (seedArg && !parseInt(*seedArg, seed, 0, 1LL << 62))
        || (randomArg && (!parseDouble(*randomArg, randomness) || randomness < 0))) {
        err << "book match: a numeric option is out of range (see probcut book --help)\n";
        return 2;
    }
    auto book = loadBook(common.bookPath, err);
    if (!book)
        return 2;
    auto evaluator = makeEvaluator(common.weights, err);
    if (!evaluator)
        return 2;
    std::signal(SIGINT, onBookInterrupt);
    // Same search for both sides (own tables); only one of them consults the book.
    BookSearcher withBook(evaluator, int(depth), int(exact), 32);
    BookSearcher without(evaluator, int(depth), int(exact), 32);
    std::mt19937_64 rng{std::uint64_t(seed)};
    int wins = 0, draws = 0, losses = 0;
    long long discs = 0, bookMovesTotal = 0, deviationsTotal = 0;
    std::set<std::vector<Square>> distinct;
    const auto start = Clock::now();
    long long g = 0;
    for (; g < games && !g_interrupted.load(); ++g) {
        const Color bookColor = g % 2 == 0 ? Color::Black : Color::White;
        Position pos = Position::initial();
        std::vector<Square> moves;
        int bookMoves = 0;
        while (!pos.board.isGameOver() && !g_interrupted.load()) {
            Square sq = NoSquare;
            if (pos.sideToMove == bookColor) {
                if (auto c = book->chooseMove(pos.board, randomness, rng)) {
                    sq = c->move;
                    ++bookMoves;
                    deviationsTotal += c->leavesBook;
                }
                if (sq == NoSquare)
                    sq = withBook.bestMove(pos.board);
            } else {
                sq = without.bestMove(pos.board);
            }
            if (sq == NoSquare || !pos.play(sq))
                break;
            moves.push_back(sq);
        }
        if (!pos.board.isGameOver())
            break;
        distinct.insert(moves);
        const int black = pos.finalScoreBlack();
        if (learn) {
            // In memory only: the book learns from the match as it goes (the file is unchanged).
            if (book->addGame(moves, black).ok())
                book->evaluatePending(withBook.fn(), &g_interrupted, {}, withBook.restrictedFn());
        }
        const int r = bookColor == Color::Black ? black : -black;
        wins += r > 0;
        draws += r == 0;
        losses += r < 0;
        discs += r;
        bookMovesTotal += bookMoves;
        if ((g + 1) % 20 == 0)
            out << "after " << g + 1 << " games: +" << wins << " =" << draws << " -" << losses << ", "
                << fmt("%.0f", secondsSince(start)) << " s\n"
                << std::flush;
    }
    if (g == 0) {
        err << "book match: interrupted before the first game finished\n";
        return 1;
    }
    const double score = (wins + 0.5 * draws) / double(g);
    out << "book vs no book, " << g << " games, depth " << depth << " both sides, exact at " << exact
        << " empties, randomness " << randomness << " discs, evaluator " << evaluator->name()
        << (learn ? ", learning" : "") << '\n';
    out << "with book: +" << wins << " =" << draws << " -" << losses << "  score " << fmt("%.1f", 100 * score)
        << "%  mean disc difference " << fmt("%+.2f", double(discs) / double(g)) << '\n';
    out << "book moves per game (book side): " << fmt("%.2f", double(bookMovesTotal) / double(g))
        << " (of which leaving the book by a searched deviation: "
        << fmt("%.2f", double(deviationsTotal) / double(g)) << "), distinct games " << distinct.size() << ", "
        << fmt("%.0f", secondsSince(start)) << " s\n";
    return 0;
}

int runBook(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    if (argsIn.empty()) {
        err << "book: give a subcommand: build, stats, show, extend, add, bench, match (see probcut book "
               "--help)\n";
        return 2;
    }
    const std::string sub = argsIn[0];
    const std::vector<std::string> raw(argsIn.begin() + 1, argsIn.end());
    ArgParser args(raw);
    if (sub == "build")
        return runBuild(args, raw, out, err);
    CommonOptions common;
    common.bookPath = args.option("--book").value_or(defaultBookPath());
    common.weights = args.option("--weights").value_or("");
    if (!args.error.empty()) {
        err << "book " << sub << ": " << args.error << '\n';
        return 2;
    }
    if (sub == "stats")
        return runStats(args, common, out, err);
    if (sub == "show")
        return runShow(args, common, out, err);
    if (sub == "bench")
        return runBench(args, common, out, err);
    if (sub == "add")
        return runAdd(args, common, out, err);
    if (sub == "extend")
        return runExtend(args, common, out, err);
    if (sub == "match")
        return runMatch(args, common, out, err);
    err << "book: unknown subcommand '" << sub << "' (build, stats, show, extend, add, bench, match)\n";
    return 2;
}

} // namespace

Command bookCommand()
{
    return {"book", "build, inspect, extend and play the learning opening book",
        "Usage: probcut book <subcommand> [options]\n\n"
        "The opening book of Buro (1999): canonical positions from real games, leaves valued by\n"
        "search (exact at few empties), the best move not in the book searched at every interior\n"
        "position, values propagated by negamax. Default file: $PROBCUT_BOOK, the installed\n"
        "share/probcut-studio/book/book.pcb, or resources/book/book.pcb in the source tree.\n\n"
        "  build [--out FILE] [--games-dir DIR] [--min-games N] [--max-ply P] [--depth D]\n"
        "        [--exact-empties E] [--weights FILE|simple] [--hash MiB] [--checkpoint-seconds S]\n"
        "        [--no-search] [--resume] [--reevaluate]\n"
        "      Build from DIR (default ../shared/data/games: wthor/*.wtb and\n"
        "      logistello/logbook.gam.gz): positions of the first P plies (default 20) reached by\n"
        "      at least N games (default 3); leaves searched to depth D (default 10), deviations\n"
        "      by searching the other children to D-1; exact solves at E empties or fewer\n"
        "      (default 14). Progress is printed; FILE.partial is written every S seconds\n"
        "      (default 60) and on Ctrl-C; --resume continues from it. --reevaluate recomputes\n"
        "      every searched value of FILE (e.g. with better weights). --no-search keeps the\n"
        "      game-result labels only.\n"
        "  stats [--book FILE]\n"
        "      Size, parameters, counts by ply and value source, the start position's moves.\n"
        "  show [POSITION | TRANSCRIPT] [--moves TRANSCRIPT] [--book FILE]\n"
        "      A position's negamax value and, per book move: value, source (exact, searched,\n"
        "      games), games and wins/draws/losses of the side to move, book positions below,\n"
        "      deepest line; and the best move not in the book with its searched value.\n"
        "  extend --games N [--randomness R] [--depth D] [--exact-empties E] [--max-ply P]\n"
        "         [--seed S] [--book FILE]\n"
        "      Self-play from the book's most promising lines (book moves within R discs of the\n"
        "      best, default 4), finished by search; each game is learned, its new positions\n"
        "      (up to ply P, default 60: whole games, so their exact results are learned; kept\n"
        "      as the new cap) evaluated and the book saved. Ctrl-C stops after saving.\n"
        "  add GAMEFILE... [--depth D] [--no-search] [--book FILE]\n"
        "      Learn finished games: .wtb, .gam[.gz], .ggf, or text with one transcript a line\n"
        "      (\": <black - white>\" after unfinished games).\n"
        "  bench [--book FILE]\n"
        "      Load time and time per lookup.\n"
        "  match [--games N] [--depth D] [--randomness R] [--exact-empties E] [--seed S] [--learn]\n"
        "        [--book FILE]\n"
        "      The engine with the book against the same engine without it (N games, default\n"
        "      200, colours alternating, depth D both sides, default 6): score and book moves.\n"
        "      --learn adds every finished game to the book in memory as the match goes on.\n\n"
        "Common: --weights FILE|simple chooses the evaluation for searches (default: the\n"
        "shipped pattern weights if present, else the simple evaluation).\n"
        "Exit codes: 0 done, 1 interrupted, 2 bad usage or a damaged/missing file.\n",
        runBook};
}

} // namespace probcut::cli
