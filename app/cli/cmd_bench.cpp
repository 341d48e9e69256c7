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
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
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

std::string fmt(const char* f, double a)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, a);
    return buf;
}

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

int runBench(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    ArgParser args(argsIn);
    const auto depthArg = args.option("--depth");
    const auto algorithmArg = args.option("--algorithm");
    const auto hashArg = args.option("--hash");
    const auto kernelArg = args.option("--kernel");
    std::vector<std::string> multiCutArgs;
    while (auto m = args.option("--multicut"))
        multiCutArgs.push_back(*m);
    const auto selectivityArg = args.option("--selectivity");
    const auto mpcArg = args.option("--mpc");
    const auto moveTimeArg = args.option("--move-time");
    const bool wantStats = args.flag("--stats");
    const bool quiet = args.flag("--quiet");
    if (!args.error.empty()) {
        err << "bench: " << args.error << '\n';
        return 2;
    }
    if (!args.rest().empty()) {
        err << "bench: unknown argument '" << args.rest()[0] << "' (see probcut bench --help)\n";
        return 2;
    }
    std::vector<long long> depths{DefaultDepth};
    if (depthArg && (!parseIntList(*depthArg, depths, 1, 30) || depths.empty())) {
        err << "bench: --depth must be a depth from 1 to 30 or a comma list of them, got '" << *depthArg
            << "'\n";
        return 2;
    }
    std::vector<SearchAlgorithm> algorithms{SearchAlgorithm::NegaScout};
    if (algorithmArg) {
        if (*algorithmArg == "pvs" || *algorithmArg == "negascout")
            algorithms = {SearchAlgorithm::NegaScout};
        else if (*algorithmArg == "mtdf")
            algorithms = {SearchAlgorithm::Mtdf};
        else if (*algorithmArg == "both")
            algorithms = {SearchAlgorithm::NegaScout, SearchAlgorithm::Mtdf};
        else {
            err << "bench: --algorithm must be pvs, mtdf or both, got '" << *algorithmArg << "'\n";
            return 2;
        }
    }
    long long hashMiB = 16;
    if (hashArg && !parseInt(*hashArg, hashMiB, 1, 65536)) {
        err << "bench: --hash must be a size in MiB from 1 to 65536, got '" << *hashArg << "'\n";
        return 2;
    }
    KernelKind kernel = bestKernel();
    if (kernelArg) {
        const auto k = parseKernelName(*kernelArg);
        if (!k) {
            err << "bench: --" << kernelChoiceError(*kernelArg) << '\n';
            return 2;
        }
        kernel = *k;
    }
    std::vector<MultiCutParams> multiCuts;
    for (const auto& m : multiCutArgs) {
        std::vector<long long> v;
        if (!parseIntList(m, v, 1, 64) || v.size() != 3 || v[0] > v[1]) {
            err << "bench: --multicut needs C,M,R with 1 <= C <= M (cutoffs, moves, reduction), got '" << m
                << "'\n";
            return 2;
        }
        multiCuts.push_back(MultiCutParams{true, int(v[0]), int(v[1]), int(v[2])});
    }

    // Multi-ProbCut: the selectivities to compare, each against the exact search (100 %).
    std::vector<double> selectivities;
    if (selectivityArg) {
        std::stringstream ss(*selectivityArg);
        std::string item;
        while (std::getline(ss, item, ',')) {
            double v;
            if (!parseDouble(item, v) || !(v > 0 && v <= 100)) {
                err << "bench: --selectivity needs confidences in percent (0 < c <= 100), got '" << item
                    << "'\n";
                return 2;
            }
            selectivities.push_back(v);
        }
    }
    double moveTime = 0;
    if (moveTimeArg && (!parseDouble(*moveTimeArg, moveTime) || !(moveTime > 0 && moveTime <= 3600))) {
        err << "bench: --move-time must be seconds per position, above 0\n";
        return 2;
    }
    std::optional<MpcParams> mpcParams;
    if (!selectivities.empty()) {
        const std::string path
            = mpcArg ? *mpcArg : std::string(PROBCUT_SOURCE_DIR) + "/resources/mpc/mpc-simple.txt";
        std::string error;
        auto p = loadMpcParams(path, error);
        if (!p) {
            err << "bench: " << error << '\n';
            return 2;
        }
        if (p->evaluator != "simple")
            err << "bench: note: " << path << " was fitted for the '" << p->evaluator
                << "' evaluation; bench searches with the simple one\n";
        mpcParams = std::move(*p);
    }

    std::vector<Board> boards;
    for (const char* line : BenchLines) {
        auto moves = parseTranscript(line);
        if (!moves) {
            err << "bench: internal position list is broken: " << moves.error().describe() << '\n';
            return 1;
        }
        boards.push_back(moves->end.board);
    }
    out << "bench: " << boards.size() << " positions, kernel " << kernelName(kernel) << ", hash " << hashMiB
        << " MiB, evaluator simple, one thread\n";

    auto algorithmName = [](SearchAlgorithm a) { return a == SearchAlgorithm::Mtdf ? "mtdf" : "pvs"; };
    if (!selectivities.empty()) {
        // Exact first, then each selectivity; at fixed depth, or at a fixed time per position
        // (then the figure of merit is the depth reached).
        std::vector<SearchLimits> configs;
        std::vector<std::string> names;
        std::vector<double> all{100};
        for (double v : selectivities)
            if (v < 100)
                all.push_back(v);
        for (long long depth : moveTime > 0 ? std::vector<long long>{0} : depths) {
            configs.clear();
            names.clear();
            for (double sel : all) {
                SearchLimits limits;
                limits.depth = int(depth);
                limits.moveTime = moveTime;
                limits.solveEmpties = 0;
                limits.algorithm = algorithms.front();
                limits.selectivity = sel;
                configs.push_back(limits);
                names.push_back("mpc" + fmt("%g", sel));
            }
            std::vector<MpcStats> stats(wantStats ? configs.size() : 0);
            const std::vector<SetRun> runs = runSets(boards, configs, std::size_t(hashMiB), kernel,
                quiet ? nullptr : &out, names, &*mpcParams, wantStats ? &stats : nullptr);
            const std::string what
                = moveTime > 0 ? "time " + fmt("%g", moveTime) + " s" : "depth " + std::to_string(depth);
            for (std::size_t c = 0; c < runs.size(); ++c) {
                const SetRun& r = runs[c];
                double depthSum = 0, scoreDiff = 0;
                int changed = 0;
                for (std::size_t i = 0; i < boards.size(); ++i) {
                    depthSum += r.positions[i].depth;
                    scoreDiff += std::fabs(r.positions[i].score - runs[0].positions[i].score);
                    changed += r.positions[i].move != runs[0].positions[i].move;
                }
                out << what << " selectivity " << fmt("%g", all[c]) << ": nodes " << r.nodes << " time "
                    << fmt("%.3f", r.seconds) << " s cpu " << fmt("%.3f", r.cpuSeconds) << " s, node ratio "
                    << fmt("%.3f", double(r.nodes) / double(std::max<std::uint64_t>(1, runs[0].nodes)))
                    << ", mean depth " << fmt("%.2f", depthSum / double(boards.size())) << ", moves changed "
                    << changed << ", mean |score change| " << fmt("%.2f", scoreDiff / double(boards.size()))
                    << " discs\n"
                    << std::flush;
                if (!wantStats || c == 0)
                    continue;
                // Counters summed over stages: per height and try, checks and cuts.
                for (int h = 0; h < MpcStats::Heights; ++h)
                    for (int t = 0; t < MpcStats::Tries; ++t) {
                        MpcStats::Counters sum;
                        for (int st = 0; st < MpcStats::Stages; ++st) {
                            sum.checks += stats[c].c[st][h][t].checks;
                            sum.failHigh += stats[c].c[st][h][t].failHigh;
                            sum.failLow += stats[c].c[st][h][t].failLow;
                        }
                        if (sum.checks)
                            out << "  height " << h << " try " << t << ": checks " << sum.checks
                                << ", fail-high cuts " << sum.failHigh << ", fail-low cuts " << sum.failLow
                                << '\n';
                    }
            }
        }
        return 0;
    }
    std::uint64_t signature = 0;
    double totalSeconds = 0;
    for (long long depth : depths) {
        SearchLimits limits;
        limits.depth = int(depth);
        limits.solveEmpties = 0;
        std::vector<SearchLimits> configs;
        std::vector<std::string> names;
        if (!multiCuts.empty()) {
            // Multi-cut table: the plain search, then each setting, on the same positions.
            limits.algorithm = algorithms.front();
            configs.push_back(limits);
            names.push_back("plain");
            for (const MultiCutParams& mc : multiCuts) {
                limits.multiCut = mc;
                configs.push_back(limits);
                names.push_back(
                    "mc" + std::to_string(mc.c) + "," + std::to_string(mc.m) + "," + std::to_string(mc.r));
            }
        } else {
            for (SearchAlgorithm a : algorithms) {
                limits.algorithm = a;
                configs.push_back(limits);
                names.push_back(algorithmName(a));
            }
        }
        const std::vector<SetRun> runs
            = runSets(boards, configs, std::size_t(hashMiB), kernel, quiet ? nullptr : &out, names);
        auto totals = [&](const SetRun& r) {
            return "nodes " + std::to_string(r.nodes) + " time " + fmt("%.3f", r.seconds) + " s cpu "
                + fmt("%.3f", r.cpuSeconds) + " s "
                + fmt("%.2f", r.cpuSeconds > 0 ? r.nodes / r.cpuSeconds / 1e6 : 0.0) + " Mn/cpu-s";
        };
        if (!multiCuts.empty()) {
            const SetRun& base = runs[0];
            out << "depth " << depth << ' ' << algorithmName(limits.algorithm)
                << " no multi-cut: " << totals(base) << '\n';
            for (std::size_t c = 0; c < multiCuts.size(); ++c) {
                const MultiCutParams& mc = multiCuts[c];
                const SetRun& r = runs[c + 1];
                // A changed move may be an equally good one: score it with the plain search
                // (the child to depth - 1) and count it as worse only when it loses something.
                int changed = 0, worse = 0;
                double loss = 0;
                TranspositionTable scoreTt{std::size_t(hashMiB)};
                SearchLimits plain = configs[0];
                plain.depth = int(depth) - 1;
                for (std::size_t i = 0; i < boards.size(); ++i) {
                    if (r.positions[i].move == base.positions[i].move)
                        continue;
                    ++changed;
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
                        ++worse;
                        loss += l;
                    }
                }
                out << "depth " << depth << " multi-cut C=" << mc.c << " M=" << mc.m << " R=" << mc.r << ": "
                    << totals(r) << ", " << fmt("%.1f", 100.0 * (1.0 - double(r.nodes) / base.nodes))
                    << "% nodes saved, cpu ratio "
                    << fmt("%.3f", r.cpuSeconds / std::max(1e-9, base.cpuSeconds)) << ", move changed in "
                    << changed << " of " << boards.size() << " (worse by the plain search in " << worse
                    << ", losing " << fmt("%.2f", loss) << " discs in all)\n"
                    << std::flush;
            }
            continue;
        }
        for (std::size_t c = 0; c < runs.size(); ++c) {
            out << "depth " << depth << ' ' << names[c] << ": " << totals(runs[c]) << '\n' << std::flush;
            signature += runs[c].nodes;
            totalSeconds += runs[c].cpuSeconds;
        }
        if (runs.size() == 2) {
            int differentMoves = 0, differentScores = 0;
            for (std::size_t i = 0; i < boards.size(); ++i) {
                differentMoves += runs[0].positions[i].move != runs[1].positions[i].move;
                differentScores += runs[0].positions[i].score != runs[1].positions[i].score;
            }
            out << "depth " << depth << " mtdf/pvs: cpu-time ratio "
                << fmt("%.3f", runs[1].cpuSeconds / std::max(1e-9, runs[0].cpuSeconds))
                << ", wall-time ratio " << fmt("%.3f", runs[1].seconds / std::max(1e-9, runs[0].seconds))
                << ", node ratio "
                << fmt("%.3f", double(runs[1].nodes) / std::max<std::uint64_t>(1, runs[0].nodes))
                << ", different scores " << differentScores << ", different moves " << differentMoves
                << " (scores must agree; moves may differ between equal-scored moves)\n";
        }
    }
    if (multiCuts.empty()) {
        out << "Nodes: " << signature << '\n';
        out << "Nodes/second: " << std::uint64_t(totalSeconds > 0 ? signature / totalSeconds : 0)
            << " (per CPU second)\n";
    }
    return 0;
}

} // namespace

Command benchCommand()
{
    return {"bench", "search fixed positions to a fixed depth; prints the node-count signature",
        "Usage: probcut bench [options]\n\n"
        "Searches 12 fixed midgame positions (openings of LOGISTELLO games, 20-30 plies in) to a\n"
        "fixed depth on one thread, each with a cleared transposition table, and prints each\n"
        "position's move, score, nodes and time, then 'Nodes: N' (the search's signature: it\n"
        "changes exactly when search or evaluation change) and nodes per second.\n\n"
        "Options:\n"
        "  --depth D[,D...]     depth(s) to search (default 10)\n"
        "  --algorithm A        pvs (NegaScout, default) | mtdf | both (compare: time and node\n"
        "                       ratios of MTD(f) over NegaScout on the same positions)\n"
        "  --multicut C,M,R     also search with multi-cut (C cutoffs among the first M moves at\n"
        "                       depth reduced by R) and report nodes saved and how often the\n"
        "                       chosen move changes; repeat the option for several settings\n"
        "  --selectivity C[,C]  Multi-ProbCut: compare these confidences (percent) with the exact\n"
        "                       search: nodes, time, depth, changed moves and scores\n"
        "  --mpc FILE           MPC parameters for --selectivity (default the shipped\n"
        "                       resources/mpc/mpc-simple.txt, fitted for the simple evaluation)\n"
        "  --move-time S        with --selectivity: S seconds per position instead of a fixed\n"
        "                       depth (compare the depth reached)\n"
        "  --stats              with --selectivity: checks and cuts per height and try\n"
        "  --hash MiB           transposition table size (default 16)\n"
        "  --kernel K           portable | avx2 | avx512 | auto\n"
        "  --quiet              totals only\n",
        runBench};
}

} // namespace probcut::cli
