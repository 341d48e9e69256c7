// `probcut match`: the engine against itself in two configurations (brute force, ProbCut,
// Multi-ProbCut at a confidence), as in Buro 1997's tables. Openings are positions a few plies
// into logbook games, kept when a shallow search calls them balanced; each is played twice,
// once with each configuration as Black. Both sides solve the endgame exactly from the same
// number of empties, so the match measures the midgame search.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/eval/pattern.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/formats/logbook.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search.h"
#include "engine/search/time_manager.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <pthread.h>
#include <random>
#include <set>
#include <sstream>
#include <thread>
#include <time.h>

namespace probcut::cli {

namespace {

std::string fmt(const char* f, double a)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, a);
    return buf;
}

struct Player {
    std::string name;
    SearchLimits limits;
    int depth = 0; // fixed depth of this player (0: the match's --depth or --move-time)
    // Node budget per move of this player under --move-nodes (0: the match's); equal nodes are
    // only a proxy for equal time, so each side's may be set to make the CPU per move equal.
    std::uint64_t nodes = 0;
    std::string mpcFile; // its own MPC parameter file (empty: the match's --mpc)
};

// "bf" (brute force), "pc" (ProbCut(4,8), t = 1.5), "buro", "mpc" or "mpcC" (Multi-ProbCut at
// C %), optionally followed by ":key=value,..." to vary one player (tuning, Buro's Table 4):
// depth=D, t=T (threshold instead of a confidence), late=S and late-discs=N (threshold factor
// from N discs on), early=T and late-t=T (the thresholds before and from late-discs themselves,
// each keeping the other: screens of the two thresholds), tries=N, min-height=H, max-height=H, extend=0|1
// (heights above the fitted ones borrow the model of the same gap, MpcSettings::extendHeights),
// choice=deepest|sigma (MpcSettings::checkChoice), pv=0|1 (MpcSettings::pvChecks), near=N and near-t=S
// (MpcSettings::nearRootPlies/nearRootScale), sbv=0|1 (MpcSettings::sigmaByValue), hscale=X
// (MpcSettings::heightScale), partial=0|1
// (SearchLimits::usePartialIteration), check-tt=any|parity|exact (MpcSettings::checkBounds), nodes=N (its
// node budget under --move-nodes), mpc=FILE (its own parameter file, for head-to-head comparisons of fits).
std::optional<Player> parsePlayer(const std::string& spec)
{
    const std::size_t colon = spec.find(':');
    const std::string text = spec.substr(0, colon);
    Player p;
    p.name = spec;
    if (text == "bf") {
    } else if (text == "pc") {
        p.limits.selectivity = 100.0 * std::erf(1.5 / std::sqrt(2.0)); // t = 1.5
        p.limits.mpc.probCutHeight = 8;
        p.limits.mpc.probCutDepth = 4;
    } else if (text == "buro") {
        // Buro 1997's thresholds: t = 1.0 (68.3 %) before 36 discs, 1.4 from 36 discs on.
        p.limits.selectivity = 100.0 * std::erf(1.0 / std::sqrt(2.0));
        p.limits.mpc.lateScale = 1.4;
        p.limits.mpc.lateDiscs = 36;
    } else if (text.rfind("mpc", 0) == 0) {
        double c = 95;
        if (text.size() > 3 && (!parseDouble(text.substr(3), c) || !(c > 0 && c < 100)))
            return std::nullopt;
        p.limits.selectivity = c;
    } else {
        return std::nullopt;
    }
    if (colon == std::string::npos)
        return p;
    std::stringstream ss(spec.substr(colon + 1));
    std::string item;
    double early = 0, lateT = 0; // early=, late-t=: resolved after the other keys
    while (std::getline(ss, item, ',')) {
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos)
            return std::nullopt;
        const std::string key = item.substr(0, eq), value = item.substr(eq + 1);
        double x = 0;
        long long n = 0;
        MpcSettings& m = p.limits.mpc;
        if (key == "depth" && parseInt(value, n, 1, 30))
            p.depth = int(n);
        else if (key == "t" && parseDouble(value, x) && x > 0 && x < 8 && text != "bf")
            p.limits.selectivity = 100.0 * std::erf(x / std::sqrt(2.0));
        else if (key == "late" && parseDouble(value, x) && x > 0 && x < 8)
            m.lateScale = x;
        else if (key == "late-discs" && parseInt(value, n, 4, 64))
            m.lateDiscs = int(n);
        else if (key == "early" && parseDouble(value, x) && x > 0 && x < 8 && text != "bf")
            early = x;
        else if (key == "late-t" && parseDouble(value, x) && x > 0 && x < 8 && text != "bf")
            lateT = x;
        else if (key == "tries" && parseInt(value, n, 1, MpcStats::Tries))
            m.tries = int(n);
        else if (key == "min-height" && parseInt(value, n, 2, MpcParams::MaxHeight))
            m.minHeight = int(n);
        else if (key == "max-height" && parseInt(value, n, 2, MpcParams::MaxHeight))
            m.maxHeight = int(n);
        else if (key == "extend" && parseInt(value, n, 0, 1))
            m.extendHeights = n == 1;
        else if (key == "pv" && parseInt(value, n, 0, 1))
            m.pvChecks = n == 1;
        else if (key == "near" && parseInt(value, n, 0, 60))
            m.nearRootPlies = int(n);
        else if (key == "near-t" && parseDouble(value, x) && x > 0 && x < 8)
            m.nearRootScale = x;
        else if (key == "check-tt" && (value == "any" || value == "parity" || value == "exact"))
            m.checkBounds = value == "any" ? MpcSettings::CheckBounds::Any
                : value == "parity"        ? MpcSettings::CheckBounds::SameParity
                                           : MpcSettings::CheckBounds::Exact;
        else if (key == "hscale" && parseDouble(value, x) && x >= 0 && x <= 1)
            m.heightScale = x;
        else if (key == "sbv" && parseInt(value, n, 0, 1))
            m.sigmaByValue = n == 1;
        else if (key == "partial" && parseInt(value, n, 0, 1))
            p.limits.usePartialIteration = n == 1;
        else if (key == "nodes" && parseInt(value, n, 1000, 1LL << 40))
            p.nodes = std::uint64_t(n);
        else if (key == "mpc" && !value.empty() && text != "bf")
            p.mpcFile = value;
        else if (key == "choice" && (value == "deepest" || value == "sigma"))
            m.checkChoice
                = value == "sigma" ? MpcSettings::CheckChoice::LeastSigma : MpcSettings::CheckChoice::Deepest;
        else
            return std::nullopt;
    }
    // The late threshold is a factor of the early one: set the early one keeping the late one
    // (unless late-t= is given too), then the late one.
    if (early > 0 || lateT > 0) {
        const double t0 = mpcThreshold(p.limits.selectivity);
        const double late = lateT > 0 ? lateT : t0 * p.limits.mpc.lateScale;
        if (early > 0)
            p.limits.selectivity = 100.0 * std::erf(early / std::sqrt(2.0));
        p.limits.mpc.lateScale = late / (early > 0 ? early : t0);
    }
    return p;
}

// CPU seconds used so far by the thread whose clock is `clock`.
double cpuSeconds(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + 1e-9 * double(ts.tv_nsec);
}

// Runs one search under a budget of the calling thread's CPU time (--move-cpu): a watchdog
// thread reads that clock every millisecond and raises the stop flag, and the search then
// reports its last completed iteration. On a shared machine a wall-clock budget gives each
// side whatever the neighbours leave it; the CPU clock gives both the same work.
//
// With a game clock (`clock` set: --game-cpu) `budget` is the hard limit of this move, and
// after each completed iteration the TimeManager's rule, on the CPU clock, decides whether the
// next one is started: it is not when it is predicted not to finish (time.h), so the time is
// kept for the later moves.
SearchResult searchCpuLimited(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, SearchControl control, double budget, TimeManager* clock = nullptr)
{
    clockid_t clock_;
    if (pthread_getcpuclockid(pthread_self(), &clock_) != 0)
        clock_ = CLOCK_THREAD_CPUTIME_ID; // not reachable on Linux; then the watchdog's own clock
    const double start = cpuSeconds(clock_);
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    std::thread watchdog([&] {
        std::unique_lock lock(mutex);
        while (!done) {
            if (cpuSeconds(clock_) - start >= budget)
                stop.store(true);
            finished.wait_for(lock, std::chrono::milliseconds(1));
        }
    });
    control.stop = &stop;
    double lastEnd = 0; // CPU time at the end of the last iteration; outlives the search below
    if (clock) {
        const auto inner = control.onIteration;
        control.onIteration = [&, inner](const SearchInfo& info) {
            if (inner)
                inner(info);
            const double used = cpuSeconds(clock_) - start;
            clock->iterationFinished(used - lastEnd);
            lastEnd = used;
            if (!info.solved && !clock->shouldStartIteration(used))
                stop.store(true);
        };
    }
    const SearchResult r = search(board, limits, tt, evaluator, control);
    {
        std::lock_guard lock(mutex);
        done = true;
    }
    finished.notify_one();
    watchdog.join();
    return r;
}

// --review: replays a --record file and scores the moves with a much deeper reference search
// (the `ref` player at `refDepth`, exact from `refExact` empties), to find where a player loses:
// per game phase, in few blunders or many small losses, by the last iteration against the one
// before, by the unfinished iteration's move, and how the per-move time was spent.
struct ReviewMove {
    int game = 0, player = 0, discs = 0;
    Board board;
    std::string move;
    int depth = 0;
    double cpu = 0;
    int interruptedDepth = 0, interruptedDone = 0;
    std::string interruptedMove;
    struct Iteration {
        int depth;
        std::string move;
        double score, cpu;
    };
    std::vector<Iteration> iterations;
};

double referenceValue(const Board& board, const Player& ref, int depth, int refExact, TranspositionTable& tt,
    EndgameSolver& solver, const Evaluator& evaluator, const MpcParams& params)
{
    if (board.isGameOver())
        return board.finalScore();
    if (!board.legalMoves())
        return -referenceValue(board.passed(), ref, depth, refExact, tt, solver, evaluator, params);
    SearchLimits l = ref.limits;
    l.depth = std::max(1, depth);
    l.solveEmpties = refExact;
    SearchControl control;
    control.endgame = &solver;
    control.mpc = &params;
    return search(board, l, tt, evaluator, control).score;
}

// The evaluation and the Multi-ProbCut parameters fitted for it (--mpc, else the shipped file
// for that evaluation), for the match and its review; nullopt after printing the problem.
struct EvalAndMpc {
    std::shared_ptr<const Evaluator> evaluator;
    MpcParams params;
    std::string mpcPath;
};

std::optional<EvalAndMpc> loadEvalAndMpc(
    const std::string& evalName, const std::optional<std::string>& mpcArg, std::ostream& err)
{
    auto evaluator = loadEvaluatorByName(evalName, "match", err);
    if (!evaluator)
        return std::nullopt;
    const std::string mpcPath
        = mpcArg ? *mpcArg : defaultResourcePath("mpc/mpc-" + evaluator->name() + ".txt");
    std::string error;
    auto params = loadMpcParams(mpcPath, error);
    if (!params) {
        err << "match: " << error << '\n';
        return std::nullopt;
    }
    if (params->evaluator != evaluator->name()) {
        err << "match: " << mpcPath << " was fitted for the '" << params->evaluator << "' evaluation, not '"
            << evaluator->name() << "'\n";
        return std::nullopt;
    }
    return EvalAndMpc{std::move(evaluator), std::move(*params), mpcPath};
}

int reviewRecord(const std::string& path, const Player& ref, int refDepth, int refExact, int maxGames,
    double blunderLoss, const std::string& evalName, const std::optional<std::string>& mpcArg,
    std::ostream& out, std::ostream& err)
{
    const auto setup = loadEvalAndMpc(evalName, mpcArg, err);
    if (!setup)
        return 2;
    const auto& evaluator = setup->evaluator;
    const MpcParams* params = &setup->params;
    std::ifstream in(path);
    if (!in) {
        err << "match: cannot read " << path << '\n';
        return 2;
    }
    double budget = 0;
    std::optional<Player> players[2];
    std::vector<ReviewMove> moves;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        std::string tag;
        ls >> tag;
        if (tag == "#") {
            const auto at = line.find("move-cpu ");
            if (at != std::string::npos)
                budget = std::atof(line.c_str() + at + 9);
            // "# probcut match record 1: A vs B move-cpu ...": the players, for --blunders.
            std::string w, vs, nameA, nameB;
            ls >> w >> w >> w >> w >> nameA >> vs >> nameB;
            if (vs == "vs") {
                players[0] = parsePlayer(nameA);
                players[1] = parsePlayer(nameB);
            }
            continue;
        }
        if (tag != "m")
            continue;
        ReviewMove m;
        std::string boardText, side, score, nodes, iters;
        ls >> m.game >> m.player >> boardText >> side >> m.move >> m.depth >> score >> m.cpu >> nodes
            >> m.interruptedDepth >> m.interruptedDone >> m.interruptedMove >> iters;
        if (m.game >= 2 * maxGames)
            continue;
        auto pos = parseBoardString(boardText + " " + side);
        if (!pos) {
            err << "match: " << path << ": bad board in '" << line << "'\n";
            return 2;
        }
        m.board = pos->board;
        m.discs = 64 - m.board.emptyCount();
        std::istringstream is(iters);
        std::string it;
        while (std::getline(is, it, ';')) {
            ReviewMove::Iteration x{};
            char mv[8] = {};
            if (std::sscanf(it.c_str(), "%d:%7[^:]:%lf:%lf", &x.depth, mv, &x.score, &x.cpu) == 4) {
                x.move = mv;
                m.iterations.push_back(x);
            }
        }
        moves.push_back(std::move(m));
    }
    out << "review: " << moves.size() << " moves, reference " << ref.name << " depth " << refDepth
        << ", exact from " << refExact << " empties\n";

    TranspositionTable tt(64);
    EndgameSolver solver(64);
    // Per player: loss sums per phase (discs 14-25, 26-35, 36-45, 46-52), blunder shares.
    constexpr int Phases = 4;
    auto phaseOf = [](int discs) { return discs <= 25 ? 0 : discs <= 35 ? 1 : discs <= 45 ? 2 : 3; };
    double lossSum[2][Phases] = {}, moveCount[2][Phases] = {};
    double big4[2] = {}, big8[2] = {}, total[2] = {}, n4[2] = {}, n8[2] = {};
    double lastLoss[2] = {}, prevLoss[2] = {}, changed[2] = {};
    double partLoss[2] = {}, playedLossP[2] = {}, partCount[2] = {};
    double cpuSum[2] = {}, completedCpu[2] = {}, interruptedDone[2] = {}, interrupted[2] = {};
    std::vector<double> predRatio[2];
    double refused[2] = {}, refusedCpu[2] = {}, countAll[2] = {};
    double blunders[2] = {}, repeated[2] = {}, bfToo[2] = {}, cutsOnly[2] = {};
    int done = 0;
    for (const ReviewMove& m : moves) {
        const int side = m.player;
        // Reference: the root value, then each candidate's value from its child.
        const Board& b = m.board;
        tt.newSearch();
        SearchLimits l = ref.limits;
        l.depth = refDepth;
        l.solveEmpties = refExact;
        SearchControl control;
        control.endgame = &solver;
        control.mpc = &*params;
        const SearchResult root = search(b, l, tt, *evaluator, control);
        std::map<std::string, double> lossOf;
        auto loss = [&](const std::string& mv) -> double {
            if (mv == "-" || mv.empty())
                return 0;
            auto f = lossOf.find(mv);
            if (f != lossOf.end())
                return f->second;
            double v = 0;
            if (mv == squareName(root.bestMove)) {
                v = 0;
            } else {
                auto sq = parseSquare(mv);
                if (!sq || !(b.legalMoves() & squareBit(*sq)))
                    return 0;
                const double child = -referenceValue(
                    b.played(*sq), ref, refDepth - 1, refExact, tt, solver, *evaluator, *params);
                v = std::max(0.0, root.score - child);
            }
            lossOf[mv] = v;
            return v;
        };
        const double played = loss(m.move);
        const int ph = phaseOf(m.discs);
        lossSum[side][ph] += played;
        moveCount[side][ph] += 1;
        total[side] += played;
        if (played >= 4) {
            big4[side] += played;
            ++n4[side];
        }
        if (played >= 8) {
            big8[side] += played;
            ++n8[side];
        }
        std::string prevMove = "-";
        if (m.iterations.size() >= 2) {
            prevMove = m.iterations[m.iterations.size() - 2].move;
            const std::string lastMove = m.iterations.back().move;
            if (prevMove != lastMove) {
                ++changed[side];
                lastLoss[side] += loss(lastMove);
                prevLoss[side] += loss(prevMove);
            }
        }
        if (m.interruptedMove != "-" && m.interruptedMove != m.move) {
            ++partCount[side];
            partLoss[side] += loss(m.interruptedMove);
            playedLossP[side] += played;
        }
        // Time: CPU in completed iterations, and whether TimeManager's rule (next iteration
        // predicted from the smoothed ratio of the last iteration times) would have started the
        // interrupted one; its accuracy on the completed iterations.
        cpuSum[side] += m.cpu;
        countAll[side] += 1;
        if (!m.iterations.empty())
            completedCpu[side] += m.iterations.back().cpu;
        if (m.interruptedDepth > 0) {
            ++interrupted[side];
            interruptedDone[side] += m.interruptedDone;
        }
        double branching = 0, last = 0, prevT = 0, startOfIt = 0;
        for (std::size_t k = 0; k < m.iterations.size(); ++k) {
            const double t = m.iterations[k].cpu - startOfIt;
            if (k >= 3 && branching > 0 && last > 1e-4)
                predRatio[side].push_back(t / (last * branching));
            prevT = last;
            last = t;
            if (prevT > 1e-4) {
                const double r = std::clamp(last / prevT, 1.5, 12.0);
                branching = branching > 0 ? std::sqrt(branching * r) : r;
            }
            startOfIt = m.iterations[k].cpu;
        }
        if (budget > 0 && m.interruptedDepth > 0 && branching > 0) {
            const double predicted = last * branching;
            if (startOfIt + predicted > budget) {
                ++refused[side];
                refusedCpu[side] += budget - startOfIt;
            }
        }
        // A large loss: searched again from a fresh table by the same player at the depth it
        // completed, and by brute force at that depth. When brute force avoids the move and
        // the player repeats it, its cuts made the mistake; when both play it, the horizon did.
        if (blunderLoss > 0 && played >= blunderLoss && players[side]
            && players[side]->limits.selectivity < 100) {
            TranspositionTable fresh(64);
            SearchLimits own = players[side]->limits;
            own.depth = m.depth;
            own.solveEmpties = 0;
            const SearchResult again = search(b, own, fresh, *evaluator, control);
            SearchLimits exact;
            exact.depth = m.depth;
            exact.solveEmpties = 0;
            fresh.clear();
            const SearchResult bf = search(b, exact, fresh, *evaluator, control);
            const double againLoss = loss(squareName(again.bestMove)), bfLoss = loss(squareName(bf.bestMove));
            ++blunders[side];
            if (againLoss >= blunderLoss)
                ++repeated[side];
            if (bfLoss >= blunderLoss)
                ++bfToo[side];
            else if (againLoss >= blunderLoss)
                ++cutsOnly[side];
            out << "blunder " << m.game << ' ' << side << ' ' << m.discs << ' ' << m.move << ' '
                << fmt("%.2f", played) << " depth " << m.depth << " again " << squareName(again.bestMove)
                << ' ' << fmt("%.2f", againLoss) << " bf " << squareName(bf.bestMove) << ' '
                << fmt("%.2f", bfLoss) << '\n';
        }
        out << "move " << m.game << ' ' << side << ' ' << m.discs << ' ' << m.move << " loss "
            << fmt("%.2f", played) << " ref " << squareName(root.bestMove) << ' ' << fmt("%.2f", root.score)
            << " depth " << m.depth << " prev " << prevMove << ' ' << fmt("%.2f", loss(prevMove)) << " part "
            << m.interruptedMove << ' ' << fmt("%.2f", loss(m.interruptedMove)) << '\n'
            << std::flush;
        ++done;
    }
    for (int side = 0; side < 2; ++side) {
        double all = 0, cnt = 0;
        for (int ph = 0; ph < Phases; ++ph) {
            all += lossSum[side][ph];
            cnt += moveCount[side][ph];
        }
        out << "player " << (side == 0 ? "A" : "B") << ": " << cnt << " moves, mean loss "
            << fmt("%.3f", cnt ? all / cnt : 0) << " discs; by discs 14-25 / 26-35 / 36-45 / 46-52:";
        for (int ph = 0; ph < Phases; ++ph)
            out << ' ' << fmt("%.3f", moveCount[side][ph] ? lossSum[side][ph] / moveCount[side][ph] : 0)
                << " (" << moveCount[side][ph] << ')';
        out << "\n  loss in moves losing >= 4 discs: "
            << fmt("%.1f", total[side] ? 100 * big4[side] / total[side] : 0) << " % (" << n4[side]
            << " moves), >= 8: " << fmt("%.1f", total[side] ? 100 * big8[side] / total[side] : 0) << " % ("
            << n8[side] << " moves)\n";
        out << "  last iteration changed its move: " << changed[side] << " times, mean loss last "
            << fmt("%.3f", changed[side] ? lastLoss[side] / changed[side] : 0) << " vs previous "
            << fmt("%.3f", changed[side] ? prevLoss[side] / changed[side] : 0) << '\n';
        out << "  interrupted iteration's move differs: " << partCount[side] << " times, its mean loss "
            << fmt("%.3f", partCount[side] ? partLoss[side] / partCount[side] : 0) << " vs played "
            << fmt("%.3f", partCount[side] ? playedLossP[side] / partCount[side] : 0) << '\n';
        std::vector<double> r = predRatio[side];
        std::sort(r.begin(), r.end());
        out << "  cpu/move " << fmt("%.4f", countAll[side] ? cpuSum[side] / countAll[side] : 0)
            << ", in completed iterations "
            << fmt("%.1f", cpuSum[side] ? 100 * completedCpu[side] / cpuSum[side] : 0) << " %; interrupted "
            << interrupted[side] << " times, root moves finished there "
            << fmt("%.2f", interrupted[side] ? interruptedDone[side] / interrupted[side] : 0)
            << "; next-iteration time / prediction: median " << fmt("%.2f", r.empty() ? 0 : r[r.size() / 2])
            << ", quartiles " << fmt("%.2f", r.empty() ? 0 : r[r.size() / 4]) << ' '
            << fmt("%.2f", r.empty() ? 0 : r[3 * r.size() / 4]) << "; the rule would not start "
            << refused[side] << " interrupted iterations (saving "
            << fmt("%.1f", cpuSum[side] ? 100 * refusedCpu[side] / cpuSum[side] : 0) << " % of the CPU)\n";
        if (blunders[side] > 0)
            out << "  losses >= " << fmt("%g", blunderLoss) << " searched again: " << blunders[side]
                << ", the player repeats " << repeated[side]
                << ", brute force at the same depth plays one too " << bfToo[side]
                << ", only the selective search errs " << cutsOnly[side] << '\n';
    }
    return 0;
}

int runMatch(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    ArgParser args(argsIn);
    const auto aArg = args.option("--a");
    const auto bArg = args.option("--b");
    const auto gamesArg = args.option("--games");
    const auto depthArg = args.option("--depth");
    const auto timeArg = args.option("--move-time");
    const auto cpuArg = args.option("--move-cpu");
    const auto nodesArg = args.option("--move-nodes");
    const auto gameCpuArg = args.option("--game-cpu");
    const auto pliesArg = args.option("--opening-plies");
    const auto solveArg = args.option("--solve-empties");
    const auto mpcArg = args.option("--mpc");
    const auto evalArg = args.option("--evaluator");
    const auto seedArg = args.option("--seed");
    const auto recordArg = args.option("--record");
    const auto reviewArg = args.option("--review");
    const auto refArg = args.option("--ref");
    const auto refDepthArg = args.option("--ref-depth");
    const auto refExactArg = args.option("--ref-exact");
    const auto reviewGamesArg = args.option("--review-games");
    const auto blundersArg = args.option("--blunders");
    if (!args.error.empty() || !args.rest().empty()) {
        err << "match: " << (args.error.empty() ? "unknown argument '" + args.rest()[0] + "'" : args.error)
            << " (see probcut match --help)\n";
        return 2;
    }
    if (reviewArg) {
        auto ref = parsePlayer(refArg ? *refArg : "mpc:t=2");
        long long refDepth = 16, refExact = 20, reviewGames = 1000000;
        double blunderLoss = 0;
        if (!ref || (refDepthArg && !parseInt(*refDepthArg, refDepth, 1, 30))
            || (blundersArg && (!parseDouble(*blundersArg, blunderLoss) || !(blunderLoss > 0)))
            || (refExactArg && !parseInt(*refExactArg, refExact, 0, 30))
            || (reviewGamesArg && !parseInt(*reviewGamesArg, reviewGames, 1, 1000000))) {
            err << "match: bad --ref, --ref-depth, --ref-exact, --review-games or --blunders\n";
            return 2;
        }
        return reviewRecord(*reviewArg, *ref, int(refDepth), int(refExact), int(reviewGames), blunderLoss,
            evalArg ? *evalArg : "pattern", mpcArg, out, err);
    }
    auto a = parsePlayer(aArg ? *aArg : "mpc");
    auto b = parsePlayer(bArg ? *bArg : "bf");
    if (!a || !b) {
        err << "match: players are bf, pc, buro or mpc[CONFIDENCE], e.g. mpc95, each optionally with\n"
               "       :key=value,... (depth, t, late, late-discs, early, late-t, tries, min-height, "
               "max-height, extend,\n"
               "       choice, pv, near, near-t, partial, check-tt, hscale, sbv, nodes, mpc)\n";
        return 2;
    }
    long long pairs = 10, depth = 0, plies = 8, solve = 14, seed = 1, moveNodes = 0;
    double moveTime = 0, moveCpu = 0, gameCpu = 0;
    if ((gamesArg && !parseInt(*gamesArg, pairs, 1, 100000))
        || (depthArg && !parseInt(*depthArg, depth, 1, 30))
        || (pliesArg && !parseInt(*pliesArg, plies, 0, 30))
        || (solveArg && !parseInt(*solveArg, solve, 0, 30))
        || (seedArg && !parseInt(*seedArg, seed, 0, 1LL << 40))
        || (nodesArg && !parseInt(*nodesArg, moveNodes, 1000, 1LL << 40))
        || (timeArg && (!parseDouble(*timeArg, moveTime) || !(moveTime > 0)))
        || (cpuArg && (!parseDouble(*cpuArg, moveCpu) || !(moveCpu > 0)))
        || (gameCpuArg && (!parseDouble(*gameCpuArg, gameCpu) || !(gameCpu > 0)))) {
        err << "match: bad number (see probcut match --help)\n";
        return 2;
    }
    const int limitsGiven = (depth > 0) + (moveTime > 0) + (moveCpu > 0) + (gameCpu > 0) + (moveNodes > 0);
    const auto ownLimit = [](const Player& p) { return p.depth > 0 || p.nodes > 0; };
    if (limitsGiven > 1 || (limitsGiven == 0 && (!ownLimit(*a) || !ownLimit(*b)))) {
        err << "match: give exactly one of --depth D, --move-time S, --move-cpu S, --game-cpu S and "
               "--move-nodes N (or a depth= or nodes= for each player)\n";
        return 2;
    }
    const auto setup = loadEvalAndMpc(evalArg ? *evalArg : "pattern", mpcArg, err);
    if (!setup)
        return 2;
    const auto& evaluator = setup->evaluator;
    const MpcParams* params = &setup->params;
    const std::string& mpcPath = setup->mpcPath;
    std::string error;

    // Openings: distinct positions `plies` moves into logbook games, balanced by a depth-6
    // search (within 4 discs), in a seeded order.
    auto logBytes = readFileBytes(
        std::string(PROBCUT_SOURCE_DIR) + "/../shared/data/games/logistello/logbook.gam.gz", error);
    if (!logBytes) {
        err << "match: " << error << '\n';
        return 2;
    }
    auto games
        = parseLogbook(std::string_view(reinterpret_cast<const char*>(logBytes->data()), logBytes->size()));
    if (!games) {
        err << "match: logbook: " << games.error().describe() << '\n';
        return 2;
    }
    std::mt19937_64 rng{std::uint64_t(seed)};
    TranspositionTable tt(32);
    EndgameSolver solver(32);
    std::vector<Board> openings;
    std::set<std::uint64_t> seen;
    for (int guard = 0; int(openings.size()) < pairs && guard < 100000; ++guard) {
        const auto& g = (*games)[std::size_t(rng() % games->size())];
        Board bd = Board::initial();
        bool ok = true;
        for (int i = 0; i < plies && i < int(g.moves.size()); ++i) {
            if (g.moves[std::size_t(i)] == PassMove) {
                ok = false;
                break;
            }
            bd = bd.played(g.moves[std::size_t(i)]);
        }
        if (!ok || !bd.legalMoves() || !seen.insert(bd.canonical().hash()).second)
            continue;
        SearchLimits l;
        l.depth = 6;
        l.solveEmpties = 0;
        tt.clear();
        if (std::fabs(search(bd, l, tt, *evaluator).score) <= 4)
            openings.push_back(bd);
    }

    const Player* players[2] = {&*a, &*b};
    // A player's own parameter file (mpc=FILE), fitted for the same evaluation.
    std::unique_ptr<MpcParams> ownParams[2];
    const MpcParams* playerParams[2] = {params, params};
    for (int i = 0; i < 2; ++i) {
        if (players[i]->mpcFile.empty())
            continue;
        auto own = loadMpcParams(players[i]->mpcFile, error);
        if (!own) {
            err << "match: " << error << '\n';
            return 2;
        }
        if (own->evaluator != evaluator->name()) {
            err << "match: " << players[i]->mpcFile << " was fitted for the '" << own->evaluator
                << "' evaluation, not '" << evaluator->name() << "'\n";
            return 2;
        }
        ownParams[i] = std::make_unique<MpcParams>(std::move(*own));
        playerParams[i] = ownParams[i].get();
    }
    // Each player has its own table: a selective player's bounds must not stand in for the
    // brute-force player's exact ones, nor the other way round. The endgame solver is exact
    // for both, so they share it.
    TranspositionTable playerTt[2]{TranspositionTable(32), TranspositionTable(32)};
    out << "match: " << a->name << " vs " << b->name << ", " << openings.size() << " openings x 2 colours, "
        << (depth                  ? "depth " + std::to_string(depth)
                   : moveTime > 0  ? "move time " + fmt("%g", moveTime) + " s"
                   : moveCpu > 0   ? "move CPU time " + fmt("%g", moveCpu) + " s"
                   : gameCpu > 0   ? "game CPU time " + fmt("%g", gameCpu) + " s"
                   : moveNodes > 0 ? "move nodes " + std::to_string(moveNodes)
                                   : std::string("depth per player"))
        << ", exact from " << solve << " empties, evaluator " << evaluator->name() << ", MPC " << mpcPath
        << '\n'
        << std::flush;
    std::unique_ptr<std::ofstream> record;
    if (recordArg) {
        record = std::make_unique<std::ofstream>(*recordArg);
        if (!*record) {
            err << "match: cannot write " << *recordArg << '\n';
            return 2;
        }
        *record << "# probcut match record 1: " << a->name << " vs " << b->name << " move-cpu " << moveCpu
                << " game-cpu " << gameCpu << " move-time " << moveTime << " depth " << depth << " solve "
                << solve << " seed " << seed << " move-nodes " << moveNodes << '\n';
    }
    int wins = 0, draws = 0, losses = 0;
    std::vector<double> diffs;
    double depthSum[2] = {0, 0};
    int depthCount[2] = {0, 0};
    // CPU seconds (of this thread: the search's) and nodes of the moves before the exact
    // endgame, per player: the time ratio of Buro's Table 4.
    double secondSum[2] = {0, 0};
    double nodeSum[2] = {0, 0};
    for (std::size_t o = 0; o < openings.size(); ++o) {
        for (int aIsBlack = 1; aIsBlack >= 0; --aIsBlack) {
            Board bd = openings[o];
            // Side to move in the opening: Black when `plies` is even (no passes in openings).
            int toMove = (plies % 2 == 0) == bool(aIsBlack) ? 0 : 1; // index into players
            playerTt[0].clear();
            playerTt[1].clear();
            double clockLeft[2] = {gameCpu, gameCpu};
            solver.clear();
            while (!bd.isGameOver()) {
                if (!bd.legalMoves()) {
                    bd = bd.passed();
                    toMove ^= 1;
                    continue;
                }
                SearchLimits l = players[toMove]->limits;
                l.depth = players[toMove]->depth ? players[toMove]->depth : int(depth);
                l.moveTime = players[toMove]->depth ? 0 : moveTime;
                l.solveEmpties = int(solve);
                // A node budget (--move-nodes or the player's nodes=) stops the search as the CPU
                // budget does (the last completed iteration decides), but at a node count, so
                // a match is deterministic: two variants meet the same openings and positions
                // until their first different move, without timing noise.
                if (!players[toMove]->depth)
                    l.nodes = players[toMove]->nodes ? players[toMove]->nodes : std::uint64_t(moveNodes);
                SearchControl control;
                control.endgame = &solver;
                control.mpc = playerParams[toMove];
                const double cpu0 = cpuSeconds(CLOCK_THREAD_CPUTIME_ID);
                // The record keeps every completed iteration: depth, move, score, CPU seconds
                // from the start of the search (the callback runs on the searching thread).
                std::string iterations;
                if (record)
                    control.onIteration = [&](const SearchInfo& info) {
                        iterations += (iterations.empty() ? "" : ";") + std::to_string(info.depth) + ':'
                            + (info.pv.empty() ? std::string("-") : squareName(info.pv[0])) + ':'
                            + fmt("%.2f", info.score) + ':'
                            + fmt("%.5f", cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - cpu0);
                    };
                SearchResult r;
                if (gameCpu > 0 && !players[toMove]->depth && !l.nodes && bd.emptyCount() > solve) {
                    // The clock covers the moves before the exact endgame, as --move-cpu's
                    // accounting: the moves left are those of this side until then. The
                    // product's TimeManager sets this move's soft and hard limits.
                    SearchLimits clockLimits;
                    clockLimits.clockRemaining = std::max(1e-4, clockLeft[toMove]);
                    TimeManager tm(
                        clockLimits, bd.emptyCount() - int(solve), std::chrono::steady_clock::now());
                    r = searchCpuLimited(
                        bd, l, playerTt[toMove], *evaluator, control, std::max(1e-4, tm.hardBudget()), &tm);
                } else {
                    r = moveCpu > 0 && !players[toMove]->depth && !l.nodes
                        ? searchCpuLimited(bd, l, playerTt[toMove], *evaluator, control, moveCpu)
                        : search(bd, l, playerTt[toMove], *evaluator, control);
                }
                const double cpu = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - cpu0;
                if (!r.solved && bd.emptyCount() > solve)
                    clockLeft[toMove] -= cpu;
                if (record && !r.solved) {
                    const Position pos{bd, (bd.emptyCount() % 2 == 0) ? Color::Black : Color::White};
                    *record << "m " << diffs.size() << ' ' << toMove << ' ' << formatBoardString(pos) << ' '
                            << squareName(r.bestMove) << ' ' << r.depth << ' ' << fmt("%.2f", r.score) << ' '
                            << fmt("%.5f", cpu) << ' ' << r.nodes << ' ' << r.interruptedDepth << ' '
                            << r.interruptedMovesDone << ' '
                            << (r.interruptedMove == NoSquare ? std::string("-")
                                                              : squareName(r.interruptedMove))
                            << ' ' << (iterations.empty() ? "-" : iterations) << '\n';
                }
                if (!r.solved) {
                    depthSum[toMove] += r.depth;
                    ++depthCount[toMove];
                    secondSum[toMove] += cpu;
                    nodeSum[toMove] += double(r.nodes);
                }
                bd = bd.played(r.bestMove);
                toMove ^= 1;
            }
            // finalScore() is for the side to move now (toMove); convert to A's view.
            const int forMover = bd.finalScore();
            const int forA = toMove == 0 ? forMover : -forMover;
            if (record)
                *record << "g " << diffs.size() << ' ' << aIsBlack << ' ' << forA << '\n' << std::flush;
            diffs.push_back(forA);
            if (forA > 0)
                ++wins;
            else if (forA == 0)
                ++draws;
            else
                ++losses;
        }
        const double n = double(diffs.size());
        double mean = 0, var = 0;
        for (double d : diffs)
            mean += d / n;
        for (double d : diffs)
            var += (d - mean) * (d - mean) / std::max(1.0, n - 1);
        out << "match: " << diffs.size() << " games: " << a->name << " +" << wins << " =" << draws << " -"
            << losses << " (" << fmt("%.1f", 100.0 * (wins + 0.5 * draws) / n) << "%), disc difference "
            << fmt("%+.2f", mean) << " +- " << fmt("%.2f", 1.96 * std::sqrt(var / n)) << " (95%), mean depth "
            << a->name << ' ' << fmt("%.2f", depthCount[0] ? depthSum[0] / depthCount[0] : 0) << ", "
            << b->name << ' ' << fmt("%.2f", depthCount[1] ? depthSum[1] / depthCount[1] : 0)
            << ", cpu s/move " << fmt("%.4f", depthCount[0] ? secondSum[0] / depthCount[0] : 0) << " / "
            << fmt("%.4f", depthCount[1] ? secondSum[1] / depthCount[1] : 0) << ", nodes/move "
            << fmt("%.0f", depthCount[0] ? nodeSum[0] / depthCount[0] : 0) << " / "
            << fmt("%.0f", depthCount[1] ? nodeSum[1] / depthCount[1] : 0) << '\n'
            << std::flush;
    }
    return 0;
}

} // namespace

Command matchCommand()
{
    return {"match", "play the engine against itself in two configurations (MPC vs brute force)",
        "Usage: probcut match [options]\n\n"
        "Plays balanced openings from the Logistello logbook twice each (both colours) between\n"
        "two configurations and prints, after every pair, A's wins/draws/losses, score, mean\n"
        "disc difference with a 95% interval, and per side the mean depth reached, CPU seconds\n"
        "and nodes per move (moves before the exact endgame).\n\n"
        "Options:\n"
        "  --a P, --b P         players: bf (brute force), pc (ProbCut(4,8), t=1.5), mpcC\n"
        "                       (Multi-ProbCut at confidence C %, e.g. mpc95), buro\n"
        "                       (Multi-ProbCut, t = 1.0 before 36 discs, 1.4 after, raised\n"
        "                       10 % a ply above height 8 unless hscale=0); default\n"
        "                       mpc95 vs bf. A player may be followed by :key=value,...\n"
        "                       with keys depth (its own fixed depth), t (threshold instead\n"
        "                       of a confidence), late and late-discs (threshold factor from\n"
        "                       that many discs on), early and late-t (the threshold\n"
        "                       before and from late-discs, each keeping the other),\n"
        "                       tries (check depths per height),\n"
        "                       min-height, max-height, extend (0: no checks above the\n"
        "                       fitted heights; 1, default: they borrow the fit with the\n"
        "                       same gap h-d), choice (deepest: the deepest fitted check\n"
        "                       depths d <= h/2, default; sigma: the smallest sigma\n"
        "                       first), pv (0: no checks at PV nodes), near and near-t\n"
        "                       (threshold factor at nodes up to that many plies below the\n"
        "                       root), partial (1: play\n"
        "                       the interrupted iteration's best move when it found a better\n"
        "                       one than its first), check-tt (any, default: a check's own\n"
        "                       node takes table bounds of any depth >= its own; parity: of\n"
        "                       its depth's parity only; exact: of its depth only), nodes\n"
        "                       (its own node budget per move), hscale (x: the threshold\n"
        "                       times 1 + x (h - 8) at heights h above 8; default 0.1, 0:\n"
        "                       Buro's single t), sbv (1: sigma grows with the shallow\n"
        "                       value as the file's spread records say; 0: a constant\n"
        "                       sigma),\n"
        "                       mpc (its own MPC parameter file); e.g.\n"
        "                       --a mpc:t=1.2,depth=12\n"
        "  --depth D | --move-time S | --move-cpu S\n"
        "                       fixed depth, fixed (wall) seconds per move, or fixed CPU\n"
        "                       seconds per move (of the searching thread: fair on a loaded\n"
        "                       machine); one is required unless both players have a depth=\n"
        "  --move-nodes N       instead: a budget of N nodes per move (the last completed\n"
        "                       iteration decides, as with --move-cpu): deterministic, so\n"
        "                       two variants can be compared on the same openings without\n"
        "                       timing noise; give a side nodes=M to equalise CPU per move\n"
        "  --game-cpu S         instead: a game clock of S CPU seconds per side for the\n"
        "                       moves before the exact endgame, spent by the engine's time\n"
        "                       manager (per-move budget, no iteration started that is\n"
        "                       predicted not to finish)\n"
        "  --games N            openings (each played twice; default 10)\n"
        "  --opening-plies P    opening length (default 8)\n"
        "  --solve-empties E    exact endgame from E empties for both (default 14)\n"
        "  --evaluator E        pattern (default) | simple | weights file\n"
        "  --mpc FILE           MPC parameters (default resources/mpc/mpc-<evaluator>.txt)\n"
        "  --seed S             opening selection seed (default 1)\n"
        "  --record FILE        write every move before the exact endgame (position, move,\n"
        "                       iterations with their CPU times, the interrupted one)\n"
        "  --review FILE        instead of playing: score every move of a --record file\n"
        "                       with a deeper reference search and summarise the losses by\n"
        "                       player and game phase, blunders, iterations and time use\n"
        "  --ref P, --ref-depth D, --ref-exact E, --review-games N\n"
        "                       the reference player (default mpc:t=2), its depth (16),\n"
        "                       exact from E empties (20), the first N openings only\n"
        "  --blunders L         also search every move of a selective player that lost at\n"
        "                       least L discs again at its depth, and brute force at that\n"
        "                       depth: were the cuts or the horizon wrong?\n",
        runMatch};
}

} // namespace probcut::cli
