// `probcut solve FILE.obf`: exact (or win/draw/loss) endgame solving of every position of an OBF
// file, one line per position and a total, checked against the file's move:score fields when
// it has them. This is the FFO benchmark (../shared/data/ffo) and the solver's acceptance check.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/engine.h"
#include "engine/eval/pattern.h"
#include "engine/search/multi_probcut.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <fstream>
#include <limits>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>

namespace probcut::cli {

namespace {

// Positions numbered first..last (with the index base), from --range.
struct PositionRange {
    long long first = 0;
    long long last = 0;
};

struct SolveOptions {
    std::string file;
    std::string board;
    bool wld = false;
    bool pv = false;
    bool trace = false;
    bool endcut = false;
    bool allMoves = false;
    bool costRatio = false;
    int threads = 1;
    KernelKind kernel = bestKernel();
    int hashMiB = 256;
    long long indexBase = 1;
    std::optional<PositionRange> range;
    std::string eval = "pattern";
    std::string mpc; // empty: the shipped resources/mpc/mpc-pattern.txt
    double moveTime = 0;

    bool skips(long long index) const { return range && (index < range->first || index > range->last); }
    std::string mpcPath() const { return mpc.empty() ? defaultResourcePath("mpc/mpc-pattern.txt") : mpc; }
};

// The positions to solve and where they came from ("--board" or the file name).
struct SolveInput {
    std::vector<ObfEntry> entries;
    std::string source;
};

bool parsePositionNumber(const std::string& text, long long& value)
{
    long long v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || v < -1000000000
        || v > 1000000000)
        return false;
    value = v;
    return true;
}

// --range A-B (or A): positions numbered A..B with the index base, e.g. 40-47.
std::optional<PositionRange> parseRange(const std::string& r)
{
    const auto dash = r.find('-', 1);
    const std::string a = r.substr(0, dash), b = dash == std::string::npos ? a : r.substr(dash + 1);
    PositionRange range;
    if (!parsePositionNumber(a, range.first) || !parsePositionNumber(b, range.last)
        || range.last < range.first)
        return std::nullopt;
    return range;
}

int sign(int v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); }

std::string moveList(const std::vector<MoveScore>& scores, int best, bool wld)
{
    std::string s;
    for (const MoveScore& m : scores) {
        if ((wld ? sign(m.score) : m.score) != best)
            continue;
        if (!s.empty())
            s += ',';
        s += squareName(m.move);
    }
    return s;
}

// The evaluation that orders moves (nullptr for --eval none); nullopt after printing the problem.
std::optional<std::shared_ptr<const PatternEvaluator>> loadOrderingEval(
    const SolveOptions& o, std::ostream& err)
{
    if (o.eval == "simple") {
        err << "solve: --eval must be pattern, none or a pattern weights file\n";
        return std::nullopt;
    }
    if (o.eval == "none")
        return std::shared_ptr<const PatternEvaluator>{};
    auto evaluator
        = std::dynamic_pointer_cast<const PatternEvaluator>(loadEvaluatorByName(o.eval, "solve", err));
    if (!evaluator)
        return std::nullopt;
    return evaluator;
}

// The OBF file, read whole and parsed; nullopt after printing the problem.
std::optional<std::vector<ObfEntry>> readObfFile(const std::string& path, std::ostream& err)
{
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        err << "solve: cannot open '" << path << "'\n";
        return std::nullopt;
    }
    std::ostringstream text;
    text << file.rdbuf();
    if (file.bad()) {
        err << "solve: cannot read '" << path << "'\n";
        return std::nullopt;
    }
    auto parsed = parseObf(text.str());
    if (!parsed) {
        err << "solve: " << path << ": " << parsed.error().describe() << '\n';
        return std::nullopt;
    }
    if (parsed->empty()) {
        err << "solve: " << path << ": no positions in the file\n";
        return std::nullopt;
    }
    return std::move(*parsed);
}

// The --board position or the file's positions, every one checked to be a possible position.
std::optional<SolveInput> readInput(const SolveOptions& o, std::ostream& err)
{
    SolveInput in;
    if (!o.board.empty()) {
        auto p = parseBoardString(o.board);
        if (!p) {
            err << "solve: bad --board: " << p.error().describe() << '\n';
            return std::nullopt;
        }
        in.entries.push_back({1, ObfPosition{*p, {}, {}}});
        in.source = "--board";
    } else {
        auto entries = readObfFile(o.file, err);
        if (!entries)
            return std::nullopt;
        in.entries = std::move(*entries);
        in.source = o.file;
    }
    for (const ObfEntry& e : in.entries) {
        if (auto bad = e.position.position.board.validate()) {
            err << "solve: " << in.source << ": line " << e.lineNumber << ": impossible position: " << *bad
                << '\n';
            return std::nullopt;
        }
    }
    return in;
}

// `--endcut`: each position through the Engine's ENDCUT iterations (probable results at
// increasing confidence, then the exact solve), one line per result:
//   <index> <selectivity>% <move> <score> <nodes> <seconds> <move ok|move wrong> <score ok|off N>
// judged against the file's move:score fields when it has them ('-' otherwise); nodes and
// seconds are counted from the start of the position's search.
SearchListener endcutListener(const ObfPosition& pos, long long index, std::ostream& out)
{
    SearchListener listener;
    listener.onInfo = [&pos, index, &out](const SearchInfo& info) {
        const int empties = pos.position.board.emptyCount();
        if (info.inProgress || info.depth < empties || info.pv.empty())
            return;
        const Square move = info.pv[0];
        const int score = int(std::lround(info.score));
        std::string judge = " - -";
        if (!pos.moveScores.empty()) {
            const int exact = pos.bestScore();
            bool moveOk = false;
            for (const MoveScore& m : pos.moveScores)
                if (m.move == move)
                    moveOk = m.score == exact;
            judge = std::string(moveOk ? " move-ok" : " move-wrong")
                + (score == exact ? " score-ok" : " score-off " + std::to_string(score - exact));
        }
        out << index << ' ' << fmt("%.0f", info.selectivity) << "% " << squareName(move) << ' ' << score
            << ' ' << info.nodes << ' ' << fmt("%.3f", info.seconds) << judge << '\n'
            << std::flush;
    };
    return listener;
}

int runEndcutSolve(const SolveOptions& o, const std::vector<ObfEntry>& entries,
    std::shared_ptr<const PatternEvaluator> evaluator, std::ostream& out, std::ostream& err)
{
    if (!evaluator) {
        err << "solve: --endcut needs the pattern evaluation (not --eval none)\n";
        return 2;
    }
    const std::string mpcPath = o.mpcPath();
    std::string error;
    auto params = loadMpcParams(mpcPath, error);
    if (!params) {
        err << "solve: " << error << '\n';
        return 2;
    }
    if (params->evaluator != evaluator->name() || !params->hasEndFits()) {
        err << "solve: " << mpcPath << " has no endgame fits for the '" << evaluator->name()
            << "' evaluation (probcut-lab mpc-fit --endgame)\n";
        return 2;
    }
    EngineOptions options;
    options.hashMiB = std::size_t(o.hashMiB);
    options.endgameHashMiB = std::size_t(o.hashMiB);
    options.kernel = o.kernel;
    options.infoIntervalMs = 0;
    Engine engine(options);
    engine.setEvaluator(evaluator);
    engine.setMpcParams(std::make_shared<const MpcParams>(std::move(*params)));
    SearchLimits limits;
    limits.solveEmpties = 60;
    limits.endcut = EndcutMode::On;
    limits.moveTime = o.moveTime;
    limits.threads = o.threads;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ObfPosition& pos = entries[i].position;
        const long long index = o.indexBase + (long long)i;
        if (o.skips(index))
            continue;
        const Board& board = pos.position.board;
        if (board.isGameOver() || engine.setPosition(board).has_value())
            continue;
        engine.setListener(endcutListener(pos, index, out));
        engine.clearHash();
        auto r = engine.think(limits);
        if (!r) {
            err << "solve: position " << index << ": " << r.error().describe() << '\n';
            return 2;
        }
        out << index << " result " << squareName(r->bestMove) << ' ' << int(std::lround(r->score)) << ' '
            << r->nodes << ' ' << fmt("%.3f", r->seconds) << (r->solved ? " exact" : " probable") << '\n';
    }
    return 0;
}

// The selective passes before each exact solve cut with the fitted endgame model of the MPC
// file (the shipped one unless --mpc names another) when it fits this evaluation; without one
// they use fixed margins. Scores are exact either way. False after printing the problem with
// the file that --mpc names; the shipped file is only used when it fits.
bool loadPassModel(const SolveOptions& o, const PatternEvaluator& evaluator, std::optional<MpcParams>& mpc,
    std::ostream& err)
{
    const std::string mpcPath = o.mpcPath();
    const bool named = !o.mpc.empty();
    std::string error;
    auto bytes = readFileBytes(mpcPath, error);
    if (!bytes) {
        if (named)
            err << "solve: " << error << '\n';
        return !named;
    }
    auto params
        = parseMpcParams(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
    if (params && params->evaluator == evaluator.name() && params->hasEndFits()) {
        mpc = std::move(*params);
        return true;
    }
    if (named) {
        err << "solve: " << mpcPath << ": "
            << (params ? "no endgame fits for the '" + evaluator.name() + "' evaluation"
                       : params.error().describe())
            << '\n';
        return false;
    }
    return true;
}

// --trace: the root searches of one solve on stderr.
void printTrace(long long index, const EndgameResult& r, std::ostream& err)
{
    for (const EndgameProbe& p : r.probes) {
        err << index << " trace ";
        if (p.pass == 0)
            err << "guess " << p.value;
        else
            err << (p.pass == EndgameProbe::ExactPass ? std::string("exact")
                                                      : "pass" + std::to_string(p.pass))
                << " (" << p.alpha << ',' << p.beta << ") " << p.value << ' ' << squareName(p.move);
        err << ' ' << p.nodes << '\n';
    }
    err.flush();
}

// Compares a solve with the file's move:score fields; prints a "mismatch" line and returns
// false when they disagree. Positions without fields agree.
bool agreesWithFile(
    const ObfPosition& pos, long long index, const EndgameResult& r, bool wld, std::ostream& out)
{
    if (pos.moveScores.empty() || pos.position.board.isGameOver())
        return true;
    const int expected = wld ? sign(pos.bestScore()) : pos.bestScore();
    if (r.score != expected) {
        out << "mismatch " << index << " expected " << expected << " got " << r.score << '\n';
        return false;
    }
    bool moveOk = false, listed = false;
    for (const MoveScore& m : pos.moveScores) {
        if (m.move == r.bestMove) {
            listed = true;
            moveOk = (wld ? sign(m.score) : m.score) == expected;
        }
    }
    // A move the file does not list cannot be judged; FFO files list every move.
    if (listed && !moveOk) {
        out << "mismatch " << index << " move " << squareName(r.bestMove) << " is not among the best ("
            << moveList(pos.moveScores, expected, wld) << ")\n";
        return false;
    }
    return true;
}

// What a run over the file's positions adds up to: the "total" line and the exit code.
struct SolveTotals {
    std::size_t solved = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;
    int mismatches = 0;

    void add(std::uint64_t n, double s)
    {
        ++solved;
        nodes += n;
        seconds += s;
    }
    void print(std::ostream& out) const
    {
        out << "total " << solved << ' ' << nodes << ' ' << fmt("%.3f", seconds) << '\n';
    }
    // 1 with the disagreements (`what`: "position(s)", "move value(s)") named on `err`, else 0.
    int exitCode(const SolveInput& in, const char* what, std::ostream& err) const
    {
        if (!mismatches)
            return 0;
        err << "solve: " << mismatches << ' ' << what << " disagree with " << in.source << '\n';
        return 1;
    }
};

// Calls f(entry, index) for every position that --range selects, in file order.
template <class F>
void forEachSelected(const SolveOptions& o, const SolveInput& in, F f)
{
    for (std::size_t i = 0; i < in.entries.size(); ++i) {
        const long long index = o.indexBase + (long long)i;
        if (!o.skips(index))
            f(in.entries[i], index);
    }
}

// Every move's solved value against the file's move:score fields; prints a "mismatch" line for
// each disagreement and for each legal move the file does not score.
int allMovesMismatches(
    const ObfPosition& pos, long long index, const std::vector<EndgameMoveValue>& values, std::ostream& out)
{
    if (pos.moveScores.empty())
        return 0;
    int mismatches = 0;
    for (const EndgameMoveValue& v : values) {
        const auto it = std::find_if(pos.moveScores.begin(), pos.moveScores.end(),
            [&](const MoveScore& m) { return m.move == v.move; });
        if (it == pos.moveScores.end()) {
            out << "mismatch " << index << " move " << squareName(v.move) << " is not scored in the file\n";
            ++mismatches;
        } else if (it->score != v.score) {
            out << "mismatch " << index << " move " << squareName(v.move) << " expected " << it->score
                << " got " << v.score << '\n';
            ++mismatches;
        }
    }
    return mismatches;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// --all-moves: every legal move solved exactly (EndgameSolver::solveMoves). With --cost-ratio
// each position is also solved for its best move alone, both from an empty table, and the
// ratios of the two costs are printed with their medians (the multi-PV benchmark).
int runAllMovesSolve(const SolveOptions& o, const SolveInput& in, EndgameSolver& solver,
    const EndgameOptions& options, std::ostream& out, std::ostream& err)
{
    using Clock = std::chrono::steady_clock;
    std::vector<double> nodeRatios, timeRatios;
    SolveTotals totals;
    forEachSelected(o, in, [&](const ObfEntry& entry, long long index) {
        const ObfPosition& pos = entry.position;
        if (pos.position.board.isGameOver())
            return;
        const Board& board = pos.position.board;
        EndgameResult best;
        double bestSeconds = 0;
        if (o.costRatio) {
            solver.clear();
            const auto t0 = Clock::now();
            best = solver.solve(board, options);
            bestSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
            solver.clear();
        }
        const auto t0 = Clock::now();
        const std::vector<EndgameMoveValue> values = solver.solveMoves(board, options);
        const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
        std::uint64_t nodes = 0;
        out << index;
        for (const EndgameMoveValue& v : values) {
            nodes += v.nodes;
            out << ' ' << squareName(v.move) << ':' << (v.score > 0 ? "+" : "") << v.score;
        }
        out << ' ' << nodes << ' ' << fmt("%.3f", seconds);
        if (o.costRatio) {
            const double nodeRatio = double(nodes) / double(std::max<std::uint64_t>(1, best.nodes));
            const double timeRatio = seconds / std::max(1e-6, bestSeconds);
            nodeRatios.push_back(nodeRatio);
            timeRatios.push_back(timeRatio);
            out << " best " << best.nodes << ' ' << fmt("%.3f", bestSeconds) << " ratio "
                << fmt("%.2f", nodeRatio) << " nodes " << fmt("%.2f", timeRatio) << " time";
        }
        out << '\n';
        out.flush();
        totals.add(nodes, seconds);
        totals.mismatches += allMovesMismatches(pos, index, values, out);
    });
    totals.print(out);
    if (o.costRatio)
        out << "all moves / best move: median " << fmt("%.2f", median(nodeRatios)) << "x nodes, "
            << fmt("%.2f", median(timeRatios)) << "x time (" << nodeRatios.size() << " positions)\n";
    return totals.exitCode(in, "move value(s)", err);
}

int runExactSolve(const SolveOptions& o, const SolveInput& in, const PatternEvaluator* evaluator,
    std::ostream& out, std::ostream& err)
{
    EndgameSolver solver{std::size_t(o.hashMiB)};
    EndgameOptions options;
    options.wld = o.wld;
    options.kernel = o.kernel;
    options.wantPv = o.pv && !o.wld;
    options.threads = o.threads;
    std::optional<MpcParams> mpc;
    if (evaluator) {
        options.eval = &evaluator->kernelEval();
        if (!loadPassModel(o, *evaluator, mpc, err))
            return 2;
        if (mpc)
            options.mpc = &*mpc;
    }
    if (o.allMoves)
        return runAllMovesSolve(o, in, solver, options, out, err);
    SolveTotals totals;
    forEachSelected(o, in, [&](const ObfEntry& entry, long long index) {
        const ObfPosition& pos = entry.position;
        const Board& board = pos.position.board;
        if (board.isGameOver()) {
            err << "solve: position " << index << " (line " << entry.lineNumber
                << "): the game is over; nothing to search (final score " << board.finalScore() << ")\n";
        }
        const auto t0 = std::chrono::steady_clock::now();
        const EndgameResult r = solver.solve(board, options);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        totals.add(r.nodes, seconds);
        out << index << ' ' << squareName(r.bestMove) << ' ' << r.score << ' ' << r.nodes << ' '
            << fmt("%.3f", seconds);
        if (options.wantPv)
            out << ' ' << formatTranscript(r.pv, true);
        out << '\n';
        out.flush();
        if (o.trace)
            printTrace(index, r, err);
        if (!agreesWithFile(pos, index, r, o.wld, out))
            ++totals.mismatches;
    });
    totals.print(out);
    return totals.exitCode(in, "position(s)", err);
}

int runSolve(const SolveOptions& o, std::ostream& out, std::ostream& err)
{
    if (o.board.empty() == o.file.empty()) {
        err << "solve: expected one OBF file or --board \"POSITION\" (see probcut solve --help)\n";
        return 2;
    }
    const auto evaluator = loadOrderingEval(o, err);
    if (!evaluator)
        return 2;
    const auto in = readInput(o, err);
    if (!in)
        return 2;
    if (o.endcut)
        return runEndcutSolve(o, in->entries, *evaluator, out, err);
    return runExactSolve(o, *in, evaluator->get(), out, err);
}

} // namespace

Command solveCommand()
{
    return {"solve", "Solve endgame positions exactly (FFO benchmark, checks OBF scores)",
        [](CLI::App& app) -> Action {
            auto o = std::make_shared<SolveOptions>();
            app.description(
                "Solves every position of an OBF file (or one --board position) to the end of the game\n"
                "and prints one line per position:\n"
                "  <index> <best move> <score> <nodes> <seconds>\n"
                "then 'total <positions> <nodes> <seconds>'. Scores are final disc differences for the\n"
                "side to move with empties to the winner. The best move is 'pa' when the side to move\n"
                "must pass and '--' when the game is over. When the file lists move:score fields, any\n"
                "disagreement is printed as 'mismatch <index> expected <score> got <score>' (or\n"
                "'mismatch <index> move <move> is not among the best (...)') and the exit code is 1.");
            auto* file = app.add_option("file", o->file,
                                "OBF file of positions (one per line, with move:score fields)")
                             ->check(CLI::ExistingFile);
            app.add_option(
                   "--board", o->board, "Solve this one 64-square board string with side to move instead")
                ->excludes(file);
            auto* wld = app.add_flag("--wld", o->wld, "Win/draw/loss only: scores are -1, 0 or 1 (faster)");
            app.add_option("--threads", o->threads,
                   "Threads searching each solve together (nodes are summed over the threads and vary from "
                   "run to run above 1)")
                ->check(CLI::Range(1, 1024))
                ->capture_default_str();
            addKernelOption(app, o->kernel);
            app.add_option("--hash", o->hashMiB, "Solver hash table size in MiB")
                ->check(CLI::Range(1, 1 << 20))
                ->capture_default_str();
            auto* pv
                = app.add_flag("--pv", o->pv, "Append the principal variation to each line (exact mode only)")
                      ->excludes(wld);
            app.add_option("--index-base", o->indexBase,
                   "Number printed for the first position (e.g. 40 for fforum-40-59.obf)")
                ->check(CLI::Range(-1000000000LL, 1000000000LL))
                ->capture_default_str();
            app.add_option_function<std::string>(
                   "--range",
                   [o](const std::string& text) {
                       o->range = parseRange(text);
                       if (!o->range)
                           throw CLI::ValidationError(
                               "--range", "must be A-B with A <= B (position numbers), got '" + text + "'");
                   },
                   "Solve only the positions numbered A to B, or A alone (with --index-base; e.g. "
                   "--index-base 40 --range 40-47)")
                ->type_name("A-B");
            app.add_option("--eval", o->eval,
                   "pattern (the shipped weights), a pattern weights file, or none: the evaluation orders "
                   "moves high in the tree (scores are exact either way; node counts depend on it)")
                ->type_name("EVAL")
                ->capture_default_str();
            auto* endcut
                = app.add_flag("--endcut", o->endcut,
                         "ENDCUT: print probable results at increasing confidence (73, 87, 95, 99 %: "
                         "selective endgame searches) before the exact one (see below)")
                      ->excludes(wld)
                      ->excludes(pv);
            app.add_option("--mpc", o->mpc,
                   "MPC parameters with endgame fits (default the shipped resources/mpc/mpc-pattern.txt): "
                   "the "
                   "model of --endcut and of the selective passes before each exact solve (scores stay "
                   "exact; without usable fits the passes use fixed margins)")
                ->check(CLI::ExistingFile);
            app.add_option("--time", o->moveTime,
                   "Seconds per position (default: no limit, so the exact solve always ends the sequence)")
                ->check(
                    CLI::Range(std::numeric_limits<double>::min(), 1e9).description("FLOAT in (0 - 1e+09]"))
                ->needs(endcut);
            auto* allMoves
                = app.add_flag("--all-moves", o->allMoves,
                         "Solve every legal move exactly: '<index> <move>:<score>... <nodes> <seconds>', "
                         "best first; each value is checked against the file")
                      ->excludes(wld)
                      ->excludes(endcut);
            app.add_flag("--cost-ratio", o->costRatio,
                   "With --all-moves: also solve each position for its best move alone (both from an empty "
                   "table) and print the cost ratios and their medians")
                ->needs(allMoves);
            app.add_flag("--trace", o->trace,
                "After each position, print its root searches on stderr, one line each (see below)");
            app.footer("--endcut prints one line per result: '<index> <confidence>% <move> <score> <nodes>\n"
                       "<seconds> move-ok|move-wrong score-ok|score-off <diff>' (judged against the file's\n"
                       "scores), then '<index> result <move> <score> <nodes> <seconds> exact|probable'.\n"
                       "--trace prints '<index> trace guess <score> <nodes>' for the first guess, then\n"
                       "'<index> trace pass1|pass2|exact (<alpha>,<beta>) <value> <move> <nodes>' for each\n"
                       "probe of the selective passes and of the exact solve.\n"
                       "Nodes are positions searched, counting the leaves reached by a last move.\n\n"
                       "Examples:\n"
                       "  probcut solve fforum-40-59.obf --index-base 40 --range 40-47\n"
                       "  probcut solve --board "
                       "\"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X\"");
            return [o](std::ostream& out, std::ostream& err) { return runSolve(*o, out, err); };
        }};
}

} // namespace probcut::cli
