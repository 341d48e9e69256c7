// `probcut bench`: fixed midgame positions searched to a fixed depth on one thread with a fresh
// transposition table for each, so the total node count is a signature of the search
// (Stockfish's "Bench:" line): any change to search or evaluation shows up in it. Options
// compare NegaScout with MTD(f) and measure multi-cut (Björnsson & Marsland 1998, Table 4).
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <ctime>
#include <limits>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>

namespace probcut::cli {

namespace {

// Openings of LOGISTELLO games (logbook.gam), 20 to 30 plies in: varied midgame positions.
constexpr const char* BenchLines[] = {
    "d3c3c4e3c2b3d2e1d1c1f4d6e6g4b2f6d7c8e7d8",
    "d3c3c4e3d2c2b4c5d6e6f3a5f4b5c6e7c7f5b6d7a4a3",
    "d3c3c4e3d2c5b5b4f3f2f4e2c6g5e6g3g4c2h6h5h4f5d1h3",
    "d3c5d6e3f4c6f5c3c4b5f2e6c2d2b4b3e7f7b6a6c7f6g5c8d1g6",
    "d3c5e6f5f6e3c3f3c4b4b3d6c7c2f4g4e2d2c6f2g3g6h5g5h6d7h4b6",
    "d3c5e6f5f6e3c3f3c4b4b5d6c6c2a5b6a6c7c1d7f4a3a4a7e7d2b3a2d8g4",
    "d3c5e6f5f6e3d6f7g6e7f4c4c6c3d8e8b5c8d7b6",
    "d3c5f6e3c3f5e6d2c4b5b3d6c7f4c6a3a6d7f7e7g5g4",
    "d3c5f6e3c3f5e6f3c4b4b5c2d2b3a4d6c6e2g4a6f4b6a5a3",
    "d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7f8e8g4f3g5b4",
    "d3c5f6f5e6e3c3f3c4b4b5c2d2b3a3c1a2d6c6e7f4b6e2a5d1e1b2a4",
    "d3c5f6f5e6e3d6f7g6c3f8d7c7f4g3g4d8g7b4h6g5c4e7h5f3h3h4g8e2c8",
};
constexpr int DefaultDepth = 10;

struct PositionRun {
    Square move;
    double score;
    std::uint64_t nodes;
    double seconds;
    double cpuSeconds;
    int depth = 0;
};

struct SetRun {
    std::vector<PositionRun> positions;
    std::uint64_t nodes = 0;
    double seconds = 0;
    double cpuSeconds = 0;
};

// Wall time is what a user waits, but on a shared machine it measures the neighbours too; the
// process CPU time of this single-threaded search is the fairer figure for comparisons.
double cpuNow() { return double(std::clock()) / CLOCKS_PER_SEC; }

PositionRun runOne(const Board& board, const SearchLimits& limits, TranspositionTable& tt, KernelKind kernel,
    const MpcParams* mpc = nullptr, MpcStats* stats = nullptr)
{
    static const SimpleEvaluator eval;
    tt.clear();
    const auto t0 = std::chrono::steady_clock::now();
    const double c0 = cpuNow();
    SearchControl control;
    control.start = t0;
    control.mpc = mpc;
    control.mpcStats = stats;
    const SearchResult r = search(board, limits, tt, eval, control, kernel);
    const double c = cpuNow() - c0;
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return {r.bestMove, r.score, r.nodes, s, c, r.depth};
}

// Runs every configuration on each position in turn (position-major), so that a change in the
// machine's load affects all configurations alike.
std::vector<SetRun> runSets(const std::vector<Board>& boards, const std::vector<SearchLimits>& configs,
    std::size_t hashMiB, KernelKind kernel, std::ostream* perPosition, const std::vector<std::string>& names,
    const MpcParams* mpc = nullptr, std::vector<MpcStats>* stats = nullptr)
{
    std::vector<SetRun> runs(configs.size());
    TranspositionTable tt(hashMiB);
    for (std::size_t i = 0; i < boards.size(); ++i) {
        for (std::size_t c = 0; c < configs.size(); ++c) {
            const PositionRun p
                = runOne(boards[i], configs[c], tt, kernel, mpc, stats ? &(*stats)[c] : nullptr);
            runs[c].positions.push_back(p);
            runs[c].nodes += p.nodes;
            runs[c].seconds += p.seconds;
            runs[c].cpuSeconds += p.cpuSeconds;
            if (perPosition)
                *perPosition << "position " << (i + 1) << ' ' << names[c] << " move " << squareName(p.move)
                             << " score " << fmt("%+.2f", p.score) << " nodes " << p.nodes << " time "
                             << fmt("%.3f", p.seconds) << " cpu " << fmt("%.3f", p.cpuSeconds) << " depth "
                             << p.depth << '\n'
                             << std::flush;
        }
    }
    return runs;
}

struct BenchOptions {
    std::vector<int> depths{DefaultDepth};
    std::string algorithm = "pvs";
    int hashMiB = 16;
    KernelKind kernel = bestKernel();
    std::vector<MultiCutParams> multiCuts;
    std::vector<double> selectivities;
    std::string mpc; // empty: the shipped resources/mpc/mpc-simple.txt
    double moveTime = 0;
    bool stats = false;
    bool quiet = false;
};

std::vector<SearchAlgorithm> algorithmsOf(const std::string& name)
{
    if (name == "mtdf")
        return {SearchAlgorithm::Mtdf};
    if (name == "both")
        return {SearchAlgorithm::NegaScout, SearchAlgorithm::Mtdf};
    return {SearchAlgorithm::NegaScout};
}

const char* algorithmName(SearchAlgorithm a) { return a == SearchAlgorithm::Mtdf ? "mtdf" : "pvs"; }

// The bench positions: the openings' end positions; nullopt (after printing) if one is broken.
std::optional<std::vector<Board>> benchBoards(std::ostream& err)
{
    std::vector<Board> boards;
    for (const char* line : BenchLines) {
        auto moves = parseTranscript(line);
        if (!moves) {
            err << "bench: internal position list is broken: " << moves.error().describe() << '\n';
            return std::nullopt;
        }
        boards.push_back(moves->end.board);
    }
    return boards;
}

// The Multi-ProbCut parameters for --selectivity; nullopt after printing the problem.
std::optional<MpcParams> loadBenchMpc(const BenchOptions& o, std::ostream& err)
{
    const std::string path
        = o.mpc.empty() ? std::string(PROBCUT_SOURCE_DIR) + "/resources/mpc/mpc-simple.txt" : o.mpc;
    std::string error;
    auto p = loadMpcParams(path, error);
    if (!p) {
        err << "bench: " << error << '\n';
        return std::nullopt;
    }
    if (p->evaluator != "simple")
        err << "bench: note: " << path << " was fitted for the '" << p->evaluator
            << "' evaluation; bench searches with the simple one\n";
    return p;
}

std::string totalsText(const SetRun& r)
{
    return "nodes " + std::to_string(r.nodes) + " time " + fmt("%.3f", r.seconds) + " s cpu "
        + fmt("%.3f", r.cpuSeconds) + " s "
        + fmt("%.2f", r.cpuSeconds > 0 ? r.nodes / r.cpuSeconds / 1e6 : 0.0) + " Mn/cpu-s";
}

// --stats: Multi-ProbCut counters summed over stages: per height and try, checks and cuts.
void printMpcStats(const MpcStats& stats, std::ostream& out)
{
    for (int h = 0; h < MpcStats::Heights; ++h)
        for (int t = 0; t < MpcStats::Tries; ++t) {
            MpcStats::Counters sum;
            for (int st = 0; st < MpcStats::Stages; ++st) {
                sum.checks += stats.c[st][h][t].checks;
                sum.failHigh += stats.c[st][h][t].failHigh;
                sum.failLow += stats.c[st][h][t].failLow;
            }
            if (sum.checks)
                out << "  height " << h << " try " << t << ": checks " << sum.checks << ", fail-high cuts "
                    << sum.failHigh << ", fail-low cuts " << sum.failLow << '\n';
        }
}

// One --selectivity line: a selective run against the exact one (runs[0]) on the same positions.
void printSelectivityLine(const std::string& what, double selectivity, const SetRun& r, const SetRun& exact,
    std::size_t positions, std::ostream& out)
{
    double depthSum = 0, scoreDiff = 0;
    int changed = 0;
    for (std::size_t i = 0; i < positions; ++i) {
        depthSum += r.positions[i].depth;
        scoreDiff += std::fabs(r.positions[i].score - exact.positions[i].score);
        changed += r.positions[i].move != exact.positions[i].move;
    }
    out << what << " selectivity " << fmt("%g", selectivity) << ": nodes " << r.nodes << " time "
        << fmt("%.3f", r.seconds) << " s cpu " << fmt("%.3f", r.cpuSeconds) << " s, node ratio "
        << fmt("%.3f", double(r.nodes) / double(std::max<std::uint64_t>(1, exact.nodes))) << ", mean depth "
        << fmt("%.2f", depthSum / double(positions)) << ", moves changed " << changed
        << ", mean |score change| " << fmt("%.2f", scoreDiff / double(positions)) << " discs\n"
        << std::flush;
}

// --selectivity: exact first, then each selectivity; at fixed depth, or at a fixed time per
// position (then the figure of merit is the depth reached).
void runSelectivityBench(const BenchOptions& o, const std::vector<Board>& boards, SearchAlgorithm algorithm,
    const MpcParams& mpc, std::ostream& out)
{
    std::vector<double> all{100};
    for (double v : o.selectivities)
        if (v < 100)
            all.push_back(v);
    for (int depth : o.moveTime > 0 ? std::vector<int>{0} : o.depths) {
        std::vector<SearchLimits> configs;
        std::vector<std::string> names;
        for (double sel : all) {
            SearchLimits limits;
            limits.depth = depth;
            limits.moveTime = o.moveTime;
            limits.solveEmpties = 0;
            limits.algorithm = algorithm;
            limits.selectivity = sel;
            configs.push_back(limits);
            names.push_back("mpc" + fmt("%g", sel));
        }
        std::vector<MpcStats> stats(o.stats ? configs.size() : 0);
        const std::vector<SetRun> runs = runSets(boards, configs, std::size_t(o.hashMiB), o.kernel,
            o.quiet ? nullptr : &out, names, &mpc, o.stats ? &stats : nullptr);
        const std::string what
            = o.moveTime > 0 ? "time " + fmt("%g", o.moveTime) + " s" : "depth " + std::to_string(depth);
        for (std::size_t c = 0; c < runs.size(); ++c) {
            printSelectivityLine(what, all[c], runs[c], runs[0], boards.size(), out);
            if (o.stats && c > 0)
                printMpcStats(stats[c], out);
        }
    }
}

// Moves of a multi-cut run that differ from the plain search's: a changed move may be an equally
// good one, so it is scored with the plain search (the child to depth - 1) and counted as worse
// only when it loses something.
struct MoveChanges {
    int changed = 0;
    int worse = 0;
    double loss = 0; // discs, summed over the worse moves
};

MoveChanges judgeMoveChanges(const std::vector<Board>& boards, const SetRun& base, const SetRun& r,
    SearchLimits plain, std::size_t hashMiB, KernelKind kernel)
{
    MoveChanges m;
    TranspositionTable scoreTt{hashMiB};
    plain.depth -= 1;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if (r.positions[i].move == base.positions[i].move)
            continue;
        ++m.changed;
        const Board child = boards[i].played(r.positions[i].move);
        double moveScore;
        if (child.isGameOver())
            moveScore = -child.finalScore();
        else if (child.mustPass()) // the opponent passes: we move again
            moveScore = runOne(child.passed(), plain, scoreTt, kernel).score;
        else
            moveScore = -runOne(child, plain, scoreTt, kernel).score;
        const double l = base.positions[i].score - moveScore;
        if (l > 0) {
            ++m.worse;
            m.loss += l;
        }
    }
    return m;
}

// --multicut at one depth: the plain search, then each setting, on the same positions.
void runMultiCutTable(const BenchOptions& o, const std::vector<Board>& boards, SearchAlgorithm algorithm,
    int depth, std::ostream& out)
{
    SearchLimits limits;
    limits.depth = depth;
    limits.solveEmpties = 0;
    limits.algorithm = algorithm;
    std::vector<SearchLimits> configs{limits};
    std::vector<std::string> names{"plain"};
    for (const MultiCutParams& mc : o.multiCuts) {
        limits.multiCut = mc;
        configs.push_back(limits);
        names.push_back(
            "mc" + std::to_string(mc.c) + "," + std::to_string(mc.m) + "," + std::to_string(mc.r));
    }
    const std::vector<SetRun> runs
        = runSets(boards, configs, std::size_t(o.hashMiB), o.kernel, o.quiet ? nullptr : &out, names);
    const SetRun& base = runs[0];
    out << "depth " << depth << ' ' << algorithmName(algorithm) << " no multi-cut: " << totalsText(base)
        << '\n';
    for (std::size_t c = 0; c < o.multiCuts.size(); ++c) {
        const MultiCutParams& mc = o.multiCuts[c];
        const SetRun& r = runs[c + 1];
        const MoveChanges m = judgeMoveChanges(boards, base, r, configs[0], std::size_t(o.hashMiB), o.kernel);
        out << "depth " << depth << " multi-cut C=" << mc.c << " M=" << mc.m << " R=" << mc.r << ": "
            << totalsText(r) << ", " << fmt("%.1f", 100.0 * (1.0 - double(r.nodes) / base.nodes))
            << "% nodes saved, cpu ratio " << fmt("%.3f", r.cpuSeconds / std::max(1e-9, base.cpuSeconds))
            << ", move changed in " << m.changed << " of " << boards.size()
            << " (worse by the plain search in " << m.worse << ", losing " << fmt("%.2f", m.loss)
            << " discs in all)\n"
            << std::flush;
    }
}

// The signature run at one depth: each algorithm on every position; adds the nodes and CPU
// seconds to the totals and, with two algorithms, prints how they compare.
void runSignatureDepth(const BenchOptions& o, const std::vector<Board>& boards,
    const std::vector<SearchAlgorithm>& algorithms, int depth, std::uint64_t& signature, double& cpuSeconds,
    std::ostream& out)
{
    std::vector<SearchLimits> configs;
    std::vector<std::string> names;
    for (SearchAlgorithm a : algorithms) {
        SearchLimits limits;
        limits.depth = depth;
        limits.solveEmpties = 0;
        limits.algorithm = a;
        configs.push_back(limits);
        names.push_back(algorithmName(a));
    }
    const std::vector<SetRun> runs
        = runSets(boards, configs, std::size_t(o.hashMiB), o.kernel, o.quiet ? nullptr : &out, names);
    for (std::size_t c = 0; c < runs.size(); ++c) {
        out << "depth " << depth << ' ' << names[c] << ": " << totalsText(runs[c]) << '\n' << std::flush;
        signature += runs[c].nodes;
        cpuSeconds += runs[c].cpuSeconds;
    }
    if (runs.size() != 2)
        return;
    int differentMoves = 0, differentScores = 0;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        differentMoves += runs[0].positions[i].move != runs[1].positions[i].move;
        differentScores += runs[0].positions[i].score != runs[1].positions[i].score;
    }
    out << "depth " << depth << " mtdf/pvs: cpu-time ratio "
        << fmt("%.3f", runs[1].cpuSeconds / std::max(1e-9, runs[0].cpuSeconds)) << ", wall-time ratio "
        << fmt("%.3f", runs[1].seconds / std::max(1e-9, runs[0].seconds)) << ", node ratio "
        << fmt("%.3f", double(runs[1].nodes) / std::max<std::uint64_t>(1, runs[0].nodes))
        << ", different scores " << differentScores << ", different moves " << differentMoves
        << " (scores must agree; moves may differ between equal-scored moves)\n";
}

int runBench(const BenchOptions& o, std::ostream& out, std::ostream& err)
{
    const std::vector<SearchAlgorithm> algorithms = algorithmsOf(o.algorithm);
    std::optional<MpcParams> mpc;
    if (!o.selectivities.empty()) {
        mpc = loadBenchMpc(o, err);
        if (!mpc)
            return 2;
    }
    const auto boards = benchBoards(err);
    if (!boards)
        return 1;
    out << "bench: " << boards->size() << " positions, kernel " << kernelName(o.kernel) << ", hash "
        << o.hashMiB << " MiB, evaluator simple, one thread\n";
    if (mpc) {
        runSelectivityBench(o, *boards, algorithms.front(), *mpc, out);
        return 0;
    }
    if (!o.multiCuts.empty()) {
        for (int depth : o.depths)
            runMultiCutTable(o, *boards, algorithms.front(), depth, out);
        return 0;
    }
    std::uint64_t signature = 0;
    double cpuSeconds = 0;
    for (int depth : o.depths)
        runSignatureDepth(o, *boards, algorithms, depth, signature, cpuSeconds, out);
    out << "Nodes: " << signature << '\n';
    out << "Nodes/second: " << std::uint64_t(cpuSeconds > 0 ? signature / cpuSeconds : 0)
        << " (per CPU second)\n";
    return 0;
}

} // namespace

Command benchCommand()
{
    return {"bench", "Search fixed positions to a fixed depth; prints the node-count signature",
        [](CLI::App& app) -> Action {
            auto o = std::make_shared<BenchOptions>();
            app.description(
                "Searches 12 fixed midgame positions (openings of LOGISTELLO games, 20-30 plies in) to a\n"
                "fixed depth on one thread, each with a cleared transposition table, and prints each\n"
                "position's move, score, nodes and time, then 'Nodes: N' (the search's signature: it\n"
                "changes exactly when search or evaluation change) and nodes per second.");
            app.add_option("--depth", o->depths, "Depth(s) to search, comma-separated")
                ->delimiter(',')
                ->check(CLI::Range(1, 30))
                ->capture_default_str();
            app.add_option("--algorithm", o->algorithm,
                   "pvs (NegaScout), mtdf, or both (compare: time and node ratios of MTD(f) over NegaScout "
                   "on the same positions)")
                ->check(CLI::IsMember({"pvs", "negascout", "mtdf", "both"}))
                ->capture_default_str();
            auto* selectivity
                = app.add_option("--selectivity", o->selectivities,
                         "Multi-ProbCut: compare these confidences (percent, comma-separated) with "
                         "the exact search: nodes, time, depth, changed moves and scores")
                      ->delimiter(',')
                      ->check(CLI::Range(std::numeric_limits<double>::min(), 100.0)
                                  .description("FLOAT in (0 - 100]"));
            app.add_option_function<std::vector<std::string>>(
                   "--multicut",
                   [o](const std::vector<std::string>& texts) {
                       for (const std::string& text : texts) {
                           const auto mc = parseMultiCut(text);
                           if (!mc)
                               throw CLI::ValidationError("--multicut",
                                   "needs C,M,R with 1 <= C <= M (cutoffs, moves, reduction), got '" + text
                                       + "'");
                           o->multiCuts.push_back(*mc);
                       }
                   },
                   "Also search with multi-cut (C cutoffs among the first M moves at depth reduced by R) and "
                   "report nodes saved and how often the chosen move changes; repeat the option for several "
                   "settings")
                ->type_name("C,M,R")
                ->excludes(selectivity);
            app.add_option("--mpc", o->mpc,
                   "MPC parameters for --selectivity (default the shipped resources/mpc/mpc-simple.txt, "
                   "fitted for the simple evaluation)")
                ->check(CLI::ExistingFile)
                ->needs(selectivity);
            app.add_option("--move-time", o->moveTime,
                   "Seconds per position instead of a fixed depth (compare the depth reached)")
                ->check(
                    CLI::Range(std::numeric_limits<double>::min(), 3600.0).description("FLOAT in (0 - 3600]"))
                ->needs(selectivity);
            app.add_flag("--stats", o->stats, "Multi-ProbCut checks and cuts per height and try")
                ->needs(selectivity);
            app.add_option("--hash", o->hashMiB, "Transposition table size in MiB")
                ->check(CLI::Range(1, 65536))
                ->capture_default_str();
            addKernelOption(app, o->kernel);
            app.add_flag("--quiet", o->quiet, "Totals only");
            app.footer("Examples:\n"
                       "  probcut bench                          the signature (Nodes: ...)\n"
                       "  probcut bench --algorithm both         MTD(f) against NegaScout\n"
                       "  probcut bench --multicut 3,10,2        multi-cut (Bjornsson & Marsland 1998)\n"
                       "  probcut bench --selectivity 95,75      Multi-ProbCut against the exact search");
            return [o](std::ostream& out, std::ostream& err) { return runBench(*o, out, err); };
        }};
}

} // namespace probcut::cli
