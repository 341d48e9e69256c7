#include "engine/search/search.h"

#include "engine/core/kernel_portable.h"
#include "engine/eval/pattern.h"
#include "engine/eval/pattern_impl.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/search_impl.h"
#include "engine/search/time_manager.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace probcut {

const char* stopReasonName(StopReason reason)
{
    switch (reason) {
    case StopReason::DepthReached: return "depth reached";
    case StopReason::Solved: return "solved";
    case StopReason::TimeLimit: return "time limit";
    case StopReason::NodeLimit: return "node limit";
    case StopReason::Stopped: return "stopped";
    case StopReason::Superseded: return "superseded";
    case StopReason::NoMoves: return "no moves";
    }
    return "?";
}

namespace detail {

SearchCore::~SearchCore() = default;

// Evaluators with a hot instantiation are recognised here (and in search_avx2.cpp); any other
// Evaluator still works through VirtualEval, one virtual call per leaf.
SearchCore* createSearchCorePortable(const CoreSetup& setup)
{
    if (auto simple = dynamic_cast<const SimpleEvaluator*>(setup.evaluator))
        return makeCore<PortableKernel>(setup, simple->kernelEval());
    if (auto pattern = dynamic_cast<const PatternEvaluator*>(setup.evaluator))
        return makeCore<PortableKernel>(setup, pattern->kernelEval());
    return makeCore<PortableKernel>(setup, VirtualEval{setup.evaluator});
}

} // namespace detail

namespace {

using Clock = std::chrono::steady_clock;

double secondsBetween(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

// What the hot search consults every few thousand nodes.
struct PollState {
    const SearchControl* control;
    const TimeManager* time;
    std::uint64_t nodeLimit;
    StopReason reason = StopReason::DepthReached;
    bool stop = false;
    const std::function<void()>* progress = nullptr; // in-iteration reports, when wanted
};

bool pollSearch(void* context, std::uint64_t nodes)
{
    auto& s = *static_cast<PollState*>(context);
    if (s.stop)
        return true;
    if (s.control->stop && s.control->stop->load(std::memory_order_relaxed)) {
        s.reason = s.control->stopReason ? s.control->stopReason->load() : StopReason::Stopped;
        s.stop = true;
    } else if (s.nodeLimit && nodes >= s.nodeLimit) {
        s.reason = StopReason::NodeLimit;
        s.stop = true;
    } else if (s.time->limited() && Clock::now() >= s.time->hardDeadline()) {
        s.reason = StopReason::TimeLimit;
        s.stop = true;
    }
    if (!s.stop && s.control->onPoll)
        s.control->onPoll();
    if (!s.stop && s.progress)
        (*s.progress)();
    return s.stop;
}

// The endgame solver polls only a stop flag; a watchdog thread turns the caller's stop flag
// and the hard deadline into that flag.
EndgameResult solveWatched(EndgameSolver& solver, const Board& board, const SearchControl& control,
    const TimeManager& time, KernelKind kernel, const PatternEval* eval, int threads, StopReason& reason,
    std::function<void(const EndgameProgress&)> onProgress)
{
    std::atomic<bool> solverStop{false};
    std::atomic<bool> done{false};
    std::atomic<StopReason> why{StopReason::Stopped};
    std::thread watchdog;
    if (control.stop || time.limited()) {
        watchdog = std::thread([&] {
            while (!done.load()) {
                if (control.stop && control.stop->load()) {
                    why = control.stopReason ? control.stopReason->load() : StopReason::Stopped;
                    solverStop = true;
                    return;
                }
                if (time.limited() && Clock::now() >= time.hardDeadline()) {
                    why = StopReason::TimeLimit;
                    solverStop = true;
                    return;
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
        });
    }
    EndgameOptions options;
    options.kernel = kernel;
    options.eval = eval; // the pattern evaluation orders moves high in the tree (2.5x fewer nodes)
    // Its fitted endgame model drives the solver's selective passes (fewer nodes, same scores).
    if (eval && control.mpc && control.mpc->evaluator == "pattern")
        options.mpc = control.mpc;
    options.stop = &solverStop;
    options.wantPv = true;
    options.threads = threads;
    options.onProgress = std::move(onProgress);
    EndgameResult r = solver.solve(board, options);
    done = true;
    if (watchdog.joinable())
        watchdog.join();
    reason = why.load();
    return r;
}

// The checks for one search: per empties count and height, up to `tries` fitted check depths,
// shallowest first. With Buro's scheme every pair (h, d) of the model may serve; we take the
// `tries` deepest usable depths not above h/2 (a check must cost a small fraction of the
// search it replaces), or the single ProbCut pair. Returns null when nothing can cut.
//
// Heights above the deepest one fitted for a stage (fits beyond 10 cost hours: a depth-13
// search per sample) borrow the model of the deepest fitted pair with the same gap h - d when
// MpcSettings::extendHeights is set: σ grows with the gap and shrinks slowly with the check
// depth, so the borrowed σ is a slight overestimate (a safe-side threshold). Measured on the
// pattern evaluation, 120 positions per stage searched to depth 13 at 14-23 empties: σ of
// (13, 6) 4.49 and 3.49 discs against 4.42 and 3.41 borrowed from (10, 3); (12, 6) 3.72 and
// 2.85 against 3.95 and 2.93 from (10, 4). Without this, nodes above the fitted heights (the
// top plies of a deep search, where a cut saves most) are never cut.
std::unique_ptr<detail::MpcPlan> makeMpcPlan(const MpcParams& params, const SearchLimits& limits)
{
    if (!(limits.selectivity < 100))
        return nullptr;
    const MpcSettings& s = limits.mpc;
    const double t = mpcThreshold(limits.selectivity);
    auto plan = std::make_unique<detail::MpcPlan>();
    plan->pvChecks = s.pvChecks;
    bool any = false;
    const int tries = std::clamp(s.tries, 1, MpcStats::Tries);
    for (int empties = 0; empties <= 60; ++empties) {
        const int stage = params.stageOf(empties);
        plan->stage[empties] = stage;
        const double ts = (64 - empties >= s.lateDiscs ? s.lateScale : 1.0) * t;
        int deepestFitted = 0;
        for (int h = MpcParams::MaxHeight; h > 0 && !deepestFitted; --h)
            for (int d = 0; d < h && !deepestFitted; ++d)
                if (params.fit(stage, h, d).usable())
                    deepestFitted = h;
        // The model of pair (h, d): its own fit, or the borrowed one above the fitted heights.
        auto modelOf = [&](int h, int d) -> const MpcFit& {
            if (h <= deepestFitted || !s.extendHeights || d - (h - deepestFitted) < 0)
                return params.fit(stage, h, d);
            return params.fit(stage, deepestFitted, d - (h - deepestFitted));
        };
        for (int h = 0; h <= MpcParams::MaxHeight; ++h) {
            plan->count[empties][h] = 0;
            if (h < std::max(2, s.minHeight) || h > s.maxHeight)
                continue;
            int chosen[MpcStats::Tries];
            int n = 0;
            if (s.probCutHeight > 0 && s.probCutDepth > 0) {
                if (h == s.probCutHeight && s.probCutDepth < h && modelOf(h, s.probCutDepth).usable())
                    chosen[n++] = s.probCutDepth;
            } else {
                for (int d = h / 2; d >= 0 && n < tries; --d)
                    if (modelOf(h, d).usable())
                        chosen[n++] = d;
                std::reverse(chosen, chosen + n);
            }
            const double th = mpcHeightThreshold(ts, h, s.heightScale);
            for (int i = 0; i < n; ++i) {
                const MpcFit& f = modelOf(h, chosen[i]);
                plan->tries[empties][h][i]
                    = detail::MpcTry{chosen[i], f.a, f.b * EvalScale, th * f.sigma * EvalScale, th, f.sigma};
            }
            plan->count[empties][h] = n;
            any = any || n > 0;
        }
        // ENDCUT checks: the `tries` deepest fitted depths not above empties/2 - 2 (a check
        // must cost a small fraction of the exact solve of its subtree), shallowest first.
        int chosen[MpcStats::Tries];
        int n = 0;
        if (s.probCutHeight <= 0 || s.probCutDepth <= 0)
            for (int d = std::min(MpcParams::MaxHeight, empties / 2 - 2); d >= 0 && n < tries; --d)
                if (MpcParams::validEndKey(empties, d) && params.endFit(empties, d).usable())
                    chosen[n++] = d;
        std::reverse(chosen, chosen + n);
        for (int i = 0; i < n; ++i) {
            const MpcFit& f = params.endFit(empties, chosen[i]);
            plan->endTries[empties][i]
                = detail::MpcTry{chosen[i], f.a, f.b * EvalScale, ts * f.sigma * EvalScale, ts, f.sigma};
        }
        plan->endCount[empties] = n;
        plan->hasEnd = plan->hasEnd || n > 0;
        any = any || n > 0;
    }
    return any ? std::move(plan) : nullptr;
}

// `stats` summed over the stages, less `base` (counters the caller's stats held before).
MpcSummary summarize(const MpcStats* stats, const MpcSummary& base)
{
    MpcSummary out;
    if (!stats)
        return out;
    for (int h = 0; h < MpcStats::Heights; ++h)
        for (int t = 0; t < MpcStats::Tries; ++t) {
            MpcStats::Counters& c = out.c[h][t];
            for (int st = 0; st < MpcStats::Stages; ++st) {
                c.checks += stats->c[st][h][t].checks;
                c.failHigh += stats->c[st][h][t].failHigh;
                c.failLow += stats->c[st][h][t].failLow;
                c.nodes += stats->c[st][h][t].nodes;
            }
            c.checks -= base.c[h][t].checks;
            c.failHigh -= base.c[h][t].failHigh;
            c.failLow -= base.c[h][t].failLow;
            c.nodes -= base.c[h][t].nodes;
        }
    for (int h = 0; h < MpcStats::Heights; ++h) {
        MpcStats::Searched& s = out.searched[h];
        for (int st = 0; st < MpcStats::Stages; ++st) {
            s.count += stats->searched[st][h].count;
            s.nodes += stats->searched[st][h].nodes;
        }
        s.count -= base.searched[h].count;
        s.nodes -= base.searched[h].nodes;
    }
    return out;
}

struct EndSolveContext {
    EndgameSolver* solver;
    KernelKind kernel;
};

int endSolveSubtree(
    void* context, Bitboard player, Bitboard opponent, int alpha, int beta, std::uint64_t* nodes)
{
    auto& c = *static_cast<EndSolveContext*>(context);
    EndgameOptions options;
    options.kernel = c.kernel;
    const EndgameResult r = c.solver->solve(Board{player, opponent}, alpha, beta, options);
    *nodes += r.nodes;
    return r.score;
}

struct CutRelay {
    const SearchControl* control;
};

void relayCut(void* context, const CutEvent& event)
{
    const SearchControl* control = static_cast<CutRelay*>(context)->control;
    CutEvent e = event;
    e.searchId = control->searchId;
    control->onCutEvent(e);
}

// The kernel's search core for `setup` (the AVX2 one when asked for and supported).
std::unique_ptr<detail::SearchCore> makeSearchCore(const detail::CoreSetup& setup, KernelKind kernel)
{
#if defined(PROBCUT_HAVE_AVX2)
    if (usesAvx2Units(kernel))
        return std::unique_ptr<detail::SearchCore>(detail::createSearchCoreAvx2(setup));
#endif
    (void)kernel;
    return std::unique_ptr<detail::SearchCore>(detail::createSearchCorePortable(setup));
}

// Lazy SMP for the midgame iterations (SearchLimits::threads): threads - 1 more searches of the
// same root over the shared lockless table, with their own history tables. They report
// nothing: the entries they leave make the main search's iterations cheaper, and the main
// search alone decides. Started for the midgame iterations, stopped before an exact solve
// (which has threads of its own) and when the search ends. Measured on three opening positions
// at depth 14-15 (2 threads, two cores): helpers at the main search's depth in the same order
// gave nothing (both threads walk the same subtrees at once); searching the root moves after
// the first in reverse order 1.1-1.3x; even helpers a ply ahead of the main iteration, odd ones
// at its depth, about the same (kept). Modest beside the solver's 1.8x: the table's bounds
// need the same depth, and at this depth the main search's own nodes drop by 10-35 % only.
constexpr int MaxSearchThreads = 256;

class LazyHelpers {
public:
    LazyHelpers(const detail::CoreSetup& setup, int count, int maxDepth, KernelKind kernel)
        : m_nodes(std::size_t(count), 0)
    {
        detail::CoreSetup own = setup;
        own.poll = &LazyHelpers::poll;
        own.pollContext = &m_stop;
        own.mpcStats = nullptr; // not shared: the counters describe the main search
        own.cutFn = nullptr;
        own.cutContext = nullptr;
        own.maxCutEvents = 0;
        own.endSolve = nullptr;
        own.endSolveContext = nullptr;
        for (int i = 0; i < count; ++i)
            m_threads.emplace_back([this, own, i, maxDepth, kernel] { run(own, i, maxDepth, kernel); });
    }
    ~LazyHelpers() { stop(); }
    LazyHelpers(const LazyHelpers&) = delete;
    LazyHelpers& operator=(const LazyHelpers&) = delete;

    // The main search starts this iteration: the helpers go on a ply or two deeper.
    void mainIteration(int depth) { m_mainDepth.store(depth, std::memory_order_relaxed); }

    // Stops and joins the helpers; returns the nodes they searched (0 from a second call).
    std::uint64_t stop()
    {
        m_stop.store(true, std::memory_order_relaxed);
        for (std::thread& t : m_threads)
            t.join();
        m_threads.clear();
        std::uint64_t total = 0;
        for (std::uint64_t& n : m_nodes)
            total += std::exchange(n, 0);
        return total;
    }

private:
    static bool poll(void* context, std::uint64_t)
    {
        return static_cast<const std::atomic<bool>*>(context)->load(std::memory_order_relaxed);
    }

    void run(const detail::CoreSetup& setup, int index, int maxDepth, KernelKind kernel)
    {
        const std::unique_ptr<detail::SearchCore> core = makeSearchCore(setup, kernel);
        detail::RootMoves rm;
        core->rootMoves(rm);
        for (int depth = 0; !m_stop.load(std::memory_order_relaxed);) {
            depth = std::max(depth + 1, m_mainDepth.load(std::memory_order_relaxed) + 1 - (index & 1));
            if (depth > maxDepth)
                break;
            core->newIteration();
            // searchRoot leaves its best move first; the others go in reverse order, so that
            // this helper reaches them before the main search does.
            if (rm.count > 2)
                std::reverse(rm.m + 1, rm.m + rm.count);
            core->searchRoot(rm, depth, -detail::ScoreInf, detail::ScoreInf);
        }
        m_nodes[std::size_t(index)] = core->nodes();
    }

    std::atomic<bool> m_stop{false};
    std::atomic<int> m_mainDepth{0};
    std::vector<std::uint64_t> m_nodes;
    std::vector<std::thread> m_threads;
};

} // namespace

SearchResult search(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, const SearchControl& control, KernelKind kernel)
{
    SearchResult result;
    result.searchId = control.searchId;
    const std::unique_ptr<detail::MpcPlan> mpcPlan
        = control.mpc ? makeMpcPlan(*control.mpc, limits) : nullptr;
    const double selectivity = mpcPlan ? limits.selectivity : 100.0;
    result.selectivity = selectivity;
    const Clock::time_point start = control.start;
    if (board.legalMoves() == 0) {
        result.bestMove = board.isGameOver() ? NoSquare : PassMove;
        result.stopReason = StopReason::NoMoves;
        if (result.bestMove == PassMove)
            result.pv = {PassMove};
        return result;
    }

    const int empties = board.emptyCount();
    TimeManager time(limits, empties, start);
    PollState poll{&control, &time, limits.nodes};
    if (limits.useTranspositionTable)
        tt.newSearch();

    detail::CoreSetup setup{board.player, board.opponent, &tt, limits.useTranspositionTable, limits.multiCut,
        &pollSearch, &poll, &evaluator};
    CutRelay relay{&control};
    setup.mpc = mpcPlan.get();
    // The counters are always kept under Multi-ProbCut (an increment per check search costs
    // nothing beside it) and reported in SearchInfo/SearchResult::mpc.
    std::unique_ptr<MpcStats> ownStats;
    MpcStats* stats = control.mpcStats;
    if (mpcPlan && !stats) {
        ownStats = std::make_unique<MpcStats>();
        stats = ownStats.get();
    }
    const MpcSummary statsBase = control.mpcStats ? summarize(control.mpcStats, MpcSummary{}) : MpcSummary{};
    setup.mpcStats = mpcPlan ? stats : nullptr;
    if (mpcPlan && control.onCutEvent) {
        setup.cutFn = &relayCut;
        setup.cutContext = &relay;
        setup.maxCutEvents = control.maxCutEvents;
    }
    // ENDCUT (Buro): a selective search in the solver's range with endgame fits searches to the
    // end of the game itself, pruning by the fits at the nodes with fitted empties counts and
    // solving the small subtrees below them exactly, instead of calling the exact solver.
    // It needs a node below the root where a check can be made; otherwise the solve is exact.
    bool endcutSearch = false;
    int lowestEnd = 61;
    if (limits.selectiveEndgame && mpcPlan && mpcPlan->hasEnd && control.endgame
        && empties <= limits.solveEmpties)
        for (int e = empties - 1; e >= EndcutMinCheckEmpties; --e)
            if (mpcPlan->endCount[e] > 0) {
                endcutSearch = true;
                lowestEnd = e;
            }
    EndSolveContext endSolveContext{control.endgame, kernel};
    if (endcutSearch) {
        setup.endSolve = &endSolveSubtree;
        setup.endSolveContext = &endSolveContext;
        setup.endSolveEmpties = lowestEnd - 1;
    }
    const std::unique_ptr<detail::SearchCore> core = makeSearchCore(setup, kernel);

    detail::RootMoves rm;
    core->rootMoves(rm);
    result.bestMove = rm.m[0].move; // until an iteration completes
    result.pv = {rm.m[0].move};

    // Searching deeper than the empties is the same search: the game ends first.
    int maxDepth = limits.depth > 0 ? std::min(limits.depth, 60) : 60;
    if (limits.solveEmpties >= empties)
        maxDepth = std::max(maxDepth, empties);
    maxDepth = std::min(maxDepth, empties);
    const bool exactPossible = !limits.multiCut.enabled && !mpcPlan;

    // Midgame iterations come first, so that a solve cut short still has a move to report:
    // a few cheap ones without a time limit; with one, until a tenth of the budget is spent.
    const bool useSolver = control.endgame && empties <= limits.solveEmpties;
    const auto* patternEvaluator = dynamic_cast<const PatternEvaluator*>(&evaluator);
    const PatternEval* solverEval = patternEvaluator ? &patternEvaluator->kernelEval() : nullptr;
    constexpr int IterationsBeforeSolve = 4;
    constexpr int MaxIterationsBeforeSolve = 12;
    std::uint64_t solverNodes = 0;

    // Scores of completed iterations (EvalScale units). Othello scores oscillate with the parity
    // of the depth (the side making the last move is favoured), so the best guess for depth d
    // is the score at d-2 (used for MTD(f)'s first guess and NegaScout's aspiration window).
    int scoreAt[64] = {};
    auto guessFor = [&](int depth) { return depth > 2 ? scoreAt[depth - 2] : depth == 2 ? scoreAt[1] : 0; };
    StopReason reason = StopReason::DepthReached;
    Clock::time_point iterationStart = start;

    // Reports from inside an iteration (SearchControl::onProgress), from the search's poll at most
    // every progressInterval: what the iteration has established so far (its best root move as
    // a lower bound, else a failed probe's bound), else the last completed iteration again with
    // the current node count. Analysis of a deep position then shows life between iterations
    // that take minutes.
    const auto progressInterval = control.progressInterval;
    struct Probe {
        int score;
        Bound bound;
        Square move;
    };
    int iterationDepth = 0;     // the iteration being searched
    std::optional<Probe> probe; // its last failed probe
    Clock::time_point lastProgress = start;
    // Every in-progress report's common part (`solving`: the nodes of a running solve, not yet
    // in solverNodes) ...
    auto progressInfo = [&](Clock::time_point now, std::uint64_t solving) {
        SearchInfo info;
        info.searchId = control.searchId;
        info.inProgress = true;
        info.selectivity = selectivity;
        info.nodes = core->nodes() + solverNodes + solving;
        info.seconds = secondsBetween(start, now);
        info.nodesPerSecond = info.seconds > 0 ? info.nodes / info.seconds : 0;
        info.mpc = summarize(setup.mpcStats, statsBase);
        return info;
    };
    // ... and the last completed iteration again, when the running one has nothing to show yet.
    auto showLastCompleted = [&](SearchInfo& info) {
        info.depth = result.depth;
        info.score = result.score;
        info.solved = result.solved;
        info.pv = result.pv;
    };
    std::function<void()> progressPoll;
    if (control.onProgress) {
        progressPoll = [&] {
            const Clock::time_point now = Clock::now();
            if (result.depth == 0 || now - lastProgress < progressInterval)
                return;
            lastProgress = now;
            SearchInfo info = progressInfo(now, 0);
            Square first = NoSquare;
            if (core->partialMove() >= 0) {
                first = Square(core->partialMove());
                info.score = unitsToDiscs(core->partialScore());
                info.bound = Bound::Lower;
            } else if (probe) {
                first = probe->move;
                info.score = unitsToDiscs(probe->score);
                info.bound = probe->bound;
            }
            if (first == NoSquare) {
                showLastCompleted(info);
            } else {
                info.depth = iterationDepth;
                Square pv[64];
                const int n = core->principalVariation(first, iterationDepth, pv);
                info.pv.assign(pv, pv + n);
                if (info.pv.empty())
                    info.pv = {first};
            }
            control.onProgress(info);
        };
        poll.progress = &progressPoll;
    }
    // The same from inside an exact solve, which polls only its own stop flag: the solver's
    // root driver reports its pass (a selective one at its confidence), the bound of its last
    // probe with the best move so far and the hash move chain, else the last selective pass
    // it finished, else the last completed iteration with the current node count. Deferred
    // completed iterations are delivered from here too (onPoll).
    std::function<void(const EndgameProgress&)> solverProgress;
    if (control.onProgress || control.onPoll) {
        solverProgress = [&](const EndgameProgress& p) {
            if (control.onPoll)
                control.onPoll();
            const Clock::time_point now = Clock::now();
            if (!control.onProgress || now - lastProgress < progressInterval)
                return;
            lastProgress = now;
            SearchInfo info = progressInfo(now, p.nodes);
            if (p.lastProbe && !p.pv.empty()) {
                info.depth = empties;
                info.selectivity = p.selectivity;
                info.score = p.lastProbe > 0 ? p.lower : p.upper;
                info.bound = p.lastProbe > 0 ? Bound::Lower : Bound::Upper;
                info.pv = p.pv;
            } else if (p.donePass && !p.pv.empty()) {
                info.depth = empties;
                info.selectivity = p.doneSelectivity;
                info.score = p.doneScore;
                info.pv = p.pv;
            } else {
                if (result.depth == 0)
                    return;
                showLastCompleted(info);
            }
            control.onProgress(info);
        };
    }

    // Lazy SMP helpers for the midgame iterations (not for ENDCUT's selective endgame search,
    // whose subtree solves use the one endgame solver).
    std::optional<LazyHelpers> helpers;
    std::uint64_t helperNodes = 0;
    if (limits.threads > 1 && !endcutSearch && maxDepth > 1)
        helpers.emplace(setup, std::min(limits.threads, MaxSearchThreads) - 1, maxDepth, kernel);

    // The exact solve: true when it completed (the result is then exact), false when a stop
    // or the time limit ended it (the result keeps the last completed iteration).
    auto solveExactly = [&]() -> bool {
        if (helpers)
            helperNodes += helpers->stop(); // the solve has threads of its own
        StopReason why = StopReason::Stopped;
        const EndgameResult er = solveWatched(
            *control.endgame, board, control, time, kernel, solverEval, limits.threads, why, solverProgress);
        solverNodes += er.nodes;
        if (!er.completed) {
            reason = why;
            return false;
        }
        result.bestMove = er.bestMove;
        result.score = er.score;
        result.depth = empties;
        result.solved = true;
        result.selectivity = 100; // the solver is exact
        result.pv = er.pv.empty() ? std::vector<Square>{er.bestMove} : er.pv;
        if (control.onIteration) {
            SearchInfo info;
            info.searchId = control.searchId;
            info.depth = empties;
            info.selectivity = 100;
            info.score = er.score;
            info.solved = true;
            info.nodes = core->nodes() + solverNodes;
            info.seconds = secondsBetween(start, Clock::now());
            info.nodesPerSecond = info.seconds > 0 ? info.nodes / info.seconds : 0;
            info.pv = result.pv;
            info.mpc = summarize(setup.mpcStats, statsBase);
            control.onIteration(info);
        }
        reason = StopReason::Solved;
        return true;
    };

    for (int depth = 1; depth <= maxDepth; ++depth) {
        const double elapsed = secondsBetween(start, Clock::now());
        if (depth > 1 && !time.shouldStartIteration(elapsed)) {
            reason = StopReason::TimeLimit;
            break;
        }
        // A stop raised between iterations (e.g. by an onIteration callback) ends the search
        // before it starts another.
        if (depth > 1 && control.stop && control.stop->load(std::memory_order_relaxed)) {
            reason = control.stopReason ? control.stopReason->load() : StopReason::Stopped;
            break;
        }
        const bool solveNow = useSolver && depth > std::min(IterationsBeforeSolve, empties - 1)
            && (!time.limited() || elapsed >= 0.1 * time.softBudget() || depth >= empties - 1
                || depth > MaxIterationsBeforeSolve);
        if (solveNow && endcutSearch && depth < maxDepth) {
            // Straight to the selective endgame search, its window around the last score.
            const int last = scoreAt[depth - 1];
            depth = maxDepth;
            scoreAt[depth - 2] = last;
        } else if (solveNow && !endcutSearch) {
            solveExactly();
            break;
        }
        iterationStart = Clock::now();
        iterationDepth = depth;
        if (helpers)
            helpers->mainIteration(depth);
        probe.reset();
        core->newIteration();

        int score = 0;
        Bound bound = Bound::Exact;
        if (limits.algorithm == SearchAlgorithm::Mtdf) {
            int lower = -detail::ScoreInf, upper = detail::ScoreInf;
            int g = guessFor(depth);
            while (lower < upper) {
                const int beta = g == lower ? g + 1 : g;
                g = core->searchRoot(rm, depth, beta - 1, beta);
                if (core->stopped())
                    break;
                if (g < beta)
                    upper = g;
                else
                    lower = g;
                probe = Probe{g, g < beta ? Bound::Upper : Bound::Lower, rm.m[0].move};
            }
            score = g;
        } else {
            // Aspiration window around the previous score, widened on failure (2, 8 discs, all).
            int delta = 2 * EvalScale;
            const int guess = guessFor(depth);
            int alpha = depth <= 2 ? -detail::ScoreInf : std::max(-detail::ScoreInf, guess - delta);
            int beta = depth <= 2 ? detail::ScoreInf : std::min(int(detail::ScoreInf), guess + delta);
            for (;;) {
                score = core->searchRoot(rm, depth, alpha, beta);
                if (core->stopped())
                    break;
                if (score <= alpha && alpha > -detail::ScoreInf) {
                    probe = Probe{score, Bound::Upper, rm.m[0].move};
                    delta *= 4;
                    alpha = delta > 32 * EvalScale ? -detail::ScoreInf
                                                   : std::max(-detail::ScoreInf, score - delta);
                } else if (score >= beta && beta < detail::ScoreInf) {
                    probe = Probe{score, Bound::Lower, rm.m[0].move};
                    delta *= 4;
                    beta = delta > 32 * EvalScale ? int(detail::ScoreInf)
                                                  : std::min(int(detail::ScoreInf), score + delta);
                } else {
                    break;
                }
            }
        }
        if (core->stopped()) {
            reason = poll.reason;
            result.interruptedDepth = depth;
            result.interruptedMovesDone = core->partialMoveCount();
            if (core->partialMove() >= 0)
                result.interruptedMove = core->partialMove();
            break;
        }
        const Clock::time_point now = Clock::now();
        time.iterationFinished(secondsBetween(iterationStart, now));
        scoreAt[depth] = score;

        Square pv[64];
        const int pvLength = core->principalVariation(rm.m[0].move, depth, pv);
        const bool solved = exactPossible && depth >= empties;
        result.bestMove = rm.m[0].move;
        result.score = unitsToDiscs(score);
        result.depth = depth;
        result.solved = solved;
        result.pv.assign(pv, pv + pvLength);
        if (result.pv.empty())
            result.pv = {result.bestMove};
        if (control.onIteration) {
            SearchInfo info;
            info.searchId = control.searchId;
            info.depth = depth;
            info.selectivity = selectivity;
            info.score = result.score;
            info.bound = bound;
            info.solved = solved;
            info.nodes = core->nodes();
            info.seconds = secondsBetween(start, now);
            info.nodesPerSecond = info.seconds > 0 ? info.nodes / info.seconds : 0;
            info.pv = result.pv;
            info.mpc = summarize(setup.mpcStats, statsBase);
            control.onIteration(info);
        }
        if (solved) {
            reason = StopReason::Solved;
            break;
        }
        if (limits.nodes && core->nodes() >= limits.nodes) {
            reason = StopReason::NodeLimit;
            break;
        }
    }
    // A selective search that has reached the end of the game (its score only probable: the
    // Multi-ProbCut cuts) spends what is left of its time on the exact solve, the last step of
    // Buro's ENDCUT. Otherwise a move time is left unused a few moves before the solver's range
    // (at 0.02 CPU s a move, `buro` used 0.0009 s at 13 empties and 0.0081 s at 15), where the
    // solve is affordable. Only for searches limited by time or a stop, not by a depth (60,
    // the levels' "as deep as time allows", is none) or nodes (a node budget does not bound
    // the solve), and at most ExtraSolveEmpties above the caller's solveEmpties, the solves it
    // deems affordable: a solve far beyond them would not finish and, under a game clock, would
    // spend the move's whole hard limit. A solve cut short keeps the selective result.
    constexpr int ExtraSolveEmpties = 6;
    if (reason == StopReason::DepthReached && !exactPossible && !endcutSearch && control.endgame
        && empties <= limits.solveEmpties + ExtraSolveEmpties && (limits.depth == 0 || limits.depth >= 60)
        && limits.nodes == 0 && result.depth >= empties && !result.solved
        && !(control.stop && control.stop->load(std::memory_order_relaxed))
        && time.shouldStartIteration(secondsBetween(start, Clock::now())))
        solveExactly();
    if (helpers)
        helperNodes += helpers->stop();
    result.nodes = core->nodes() + solverNodes + helperNodes;
    result.seconds = secondsBetween(start, Clock::now());
    result.stopReason = reason;
    result.mpc = summarize(setup.mpcStats, statsBase);
    return result;
}

} // namespace probcut
