#include "app/cli/book_files.h"

#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/kernel.h"
#include "engine/core/notation.h"
#include "engine/eval/pattern.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/formats/ggf.h"
#include "engine/formats/logbook.h"
#include "engine/formats/wthor.h"
#include "engine/search/search.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <ostream>
#include <sstream>

namespace probcut::cli {

namespace {

std::atomic<bool> g_interrupted{false};
extern "C" void onBookInterrupt(int) { g_interrupted.store(true); }

constexpr const char* DefaultBookName = "book.pcb";

std::optional<std::vector<LoadedGame>> readWthorFile(
    const std::vector<std::uint8_t>& bytes, const std::string& name, std::ostream& err)
{
    auto file = parseWthorGames(bytes, name);
    if (!file) {
        err << "book: " << file.error().message << '\n';
        return std::nullopt;
    }
    std::vector<LoadedGame> out;
    for (auto& g : file->games)
        out.push_back({std::move(g.moves), g.blackScore()});
    return out;
}

std::optional<std::vector<LoadedGame>> readLogbookFile(
    const std::string& text, const std::string& name, std::ostream& err)
{
    auto games = parseLogbook(text, name);
    if (!games) {
        err << "book: " << games.error().message << '\n';
        return std::nullopt;
    }
    std::vector<LoadedGame> out;
    for (auto& g : *games)
        out.push_back({std::move(g.moves), g.blackMinusWhite});
    return out;
}

std::optional<std::vector<LoadedGame>> readGgfFile(
    const std::string& text, const std::string& path, std::ostream& err)
{
    auto games = parseGgf(text);
    if (!games) {
        err << "book: " << path << ": " << games.error().describe() << '\n';
        return std::nullopt;
    }
    std::vector<LoadedGame> out;
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

// One line of a transcripts file: "<moves>[: <black - white>]".
std::optional<LoadedGame> readTranscriptLine(
    const std::string& line, const std::string& path, int number, std::ostream& err)
{
    std::string moves = line, result;
    if (const auto colon = line.find(':'); colon != std::string::npos) {
        moves = line.substr(0, colon);
        result = line.substr(colon + 1);
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
    return g;
}

std::optional<std::vector<LoadedGame>> readTranscriptsFile(
    const std::string& text, const std::string& path, std::ostream& err)
{
    std::vector<LoadedGame> out;
    std::istringstream lines(text);
    std::string l;
    int number = 0;
    while (std::getline(lines, l)) {
        ++number;
        if (l.find_first_not_of(" \t\r") == std::string::npos || l[0] == '%' || l[0] == '#')
            continue;
        auto g = readTranscriptLine(l, path, number, err);
        if (!g)
            return std::nullopt;
        out.push_back(std::move(*g));
    }
    return out;
}

void printProgress(std::ostream& out, std::size_t done, std::size_t total, BookClock::time_point start)
{
    const double s = secondsSince(start);
    const double eta = done ? s * double(total - done) / double(done) : 0;
    out << "evaluated " << done << '/' << total << " (" << fmt("%.1f", 100.0 * double(done) / double(total))
        << "%) " << fmt("%.0f", s) << " s, about " << fmt("%.0f", eta) << " s left\n"
        << std::flush;
}

} // namespace

double secondsSince(BookClock::time_point start)
{
    return std::chrono::duration<double>(BookClock::now() - start).count();
}

std::atomic<bool>& bookInterrupted() { return g_interrupted; }

void stopOnSignal(int signal) { std::signal(signal, onBookInterrupt); }

CLI::Option* addBookOption(CLI::App& app, std::string& path)
{
    return app
        .add_option("--book", path,
            "Book file (default: $PROBCUT_BOOK, the installed book, or the source tree's "
            "resources/book/book.pcb)")
        ->type_name("FILE");
}

CLI::Option* addWeightsOption(CLI::App& app, std::string& weights)
{
    return app
        .add_option("--weights", weights,
            "Evaluation of the searches: a pattern weights file or 'simple' (default: the shipped "
            "pattern weights if present, else the simple evaluation)")
        ->type_name("FILE|simple");
}

std::string defaultBookPath()
{
    return defaultResourcePath(std::string("book/") + DefaultBookName, "PROBCUT_BOOK");
}

std::string bookPathOr(const std::string& path) { return path.empty() ? defaultBookPath() : path; }

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

std::shared_ptr<const Evaluator> makeBookEvaluator(const std::string& choice, std::ostream& err)
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

// ---- BookSearcher ----------------------------------------------------------------------------

BookSearcher::BookSearcher(
    std::shared_ptr<const Evaluator> evaluator, int depth, int exactEmpties, std::size_t hashMiB)
    : m_evaluator(std::move(evaluator)), m_depth(depth), m_exactEmpties(exactEmpties), m_tt(hashMiB),
      m_solver(std::min<std::size_t>(hashMiB, 64))
{
}

std::optional<BookEvaluation> BookSearcher::operator()(const Board& board, int reduction)
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

BookEvaluator BookSearcher::fn()
{
    return [this](const Board& b, int reduction) { return (*this)(b, reduction); };
}

// At few empties the deviation is the best exactly solved child among the allowed moves.
std::optional<BookEvaluation> BookSearcher::solveChildren(const Board& board, Bitboard allowed)
{
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

std::optional<BookEvaluation> BookSearcher::restricted(const Board& board, Bitboard allowed)
{
    const int empties = board.emptyCount();
    if (empties <= m_exactEmpties)
        return solveChildren(board, allowed);
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

BookDeviationSearch BookSearcher::restrictedFn()
{
    return [this](const Board& b, Bitboard allowed) { return restricted(b, allowed); };
}

Square BookSearcher::bestMove(const Board& board)
{
    if (board.mustPass())
        return PassMove;
    auto e = (*this)(board, 0);
    return e ? e->bestMove : NoSquare;
}

// ---- game files, evaluation, statistics ---------------------------------------------------

std::optional<std::vector<LoadedGame>> readGames(const std::string& path, std::ostream& err)
{
    std::string error;
    auto bytes = readFileBytes(path, error);
    if (!bytes) {
        err << "book: " << error << '\n';
        return std::nullopt;
    }
    const std::string name = std::filesystem::path(path).filename().string();
    std::string lower = name;
    std::transform(
        lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (lower.ends_with(".wtb"))
        return readWthorFile(*bytes, name, err);
    const std::string text(bytes->begin(), bytes->end());
    if (lower.ends_with(".gam") || lower.ends_with(".gam.gz"))
        return readLogbookFile(text, name, err);
    if (lower.ends_with(".ggf"))
        return readGgfFile(text, path, err);
    return readTranscriptsFile(text, path, err);
}

bool evaluateWithCheckpoints(Book& book, BookSearcher& searcher, const std::string& checkpoint,
    double interval, std::ostream& out, std::ostream& err)
{
    const auto start = BookClock::now();
    auto lastSave = start;
    auto lastPrint = start - std::chrono::seconds(10);
    const bool complete = book.evaluatePending(
        searcher.fn(), &g_interrupted,
        [&](std::size_t done, std::size_t total) {
            if (secondsSince(lastPrint) >= 15 || done == total) {
                printProgress(out, done, total, start);
                lastPrint = BookClock::now();
            }
            if (!checkpoint.empty() && secondsSince(lastSave) >= interval) {
                saveBook(book, checkpoint, err);
                lastSave = BookClock::now();
            }
        },
        searcher.restrictedFn());
    return complete;
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

} // namespace probcut::cli
