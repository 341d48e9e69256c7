#include "engine/search/search.h"

#include "engine/core/kernel_portable.h"
#include "engine/eval/pattern.h"
#include "engine/eval/pattern_impl.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/search_impl.h"
#include "engine/search/time_manager.h"

#include <algorithm>
#include <atomic>
#include <cmath>
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
    std::function<void(const EndgameProgress&)> onProgress, int alpha = -64, int beta = 64)
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
    EndgameResult r = alpha <= -64 && beta >= 64 ? solver.solve(board, options)
                                                 : solver.solve(board, alpha, beta, options);
    done = true;
    if (watchdog.joinable())
        watchdog.join();
    reason = why.load();
    return r;
}

// ENDCUT checks at `empties`: the `tries` deepest fitted depths not above empties/2 - 2 (a
// check must cost a small fraction of the exact solve of its subtree), shallowest first, at
// threshold `ts`. Returns how many.
int planEndChecks(
    detail::MpcPlan& plan, const MpcParams& params, const MpcSettings& s, int empties, int tries, double ts)
{
    int chosen[MpcStats::Tries];
    int n = 0;
    if (s.probCutHeight <= 0 || s.probCutDepth <= 0)
        for (int d = std::min(MpcParams::MaxHeight, empties / 2 - 2); d >= 0 && n < tries; --d)
            if (MpcParams::validEndKey(empties, d) && params.endFit(empties, d).usable())
                chosen[n++] = d;
    std::reverse(chosen, chosen + n);
    for (int i = 0; i < n; ++i) {
        const MpcFit& f = params.endFit(empties, chosen[i]);
        plan.endTries[empties][i]
            = detail::MpcTry{chosen[i], f.a, f.b * EvalScale, ts * f.sigma * EvalScale, ts, f.sigma};
    }
    plan.endCount[empties] = n;
    return n;
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
        const int n = planEndChecks(*plan, params, s, empties, tries, ts);
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
// (which has threads of its own) and when the search ends. Even helpers search a ply ahead of
// the main iteration and odd ones at its depth, so the threads do not walk the same subtrees at
// once.
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

// The deepest iteration. Searching deeper than the empties is the same search: the game ends
// first.
int maxDepthOf(const SearchLimits& limits, int empties)
{
    int maxDepth = limits.depth > 0 ? std::min(limits.depth, 60) : 60;
    if (limits.solveEmpties >= empties)
        maxDepth = std::max(maxDepth, empties);
    return std::min(maxDepth, empties);
}

// The pattern evaluation in its kernel form, which orders the exact solver's moves; null for
// other evaluators.
const PatternEval* solverEvalOf(const Evaluator& evaluator)
{
    const auto* patternEvaluator = dynamic_cast<const PatternEvaluator*>(&evaluator);
    return patternEvaluator ? &patternEvaluator->kernelEval() : nullptr;
}

// The result for a side to move without a legal move: a pass, or nothing at the end of the game.
SearchResult noMovesResult(const Board& board, const SearchControl& control, double selectivity)
{
    SearchResult result;
    result.searchId = control.searchId;
    result.selectivity = selectivity;
    result.bestMove = board.isGameOver() ? NoSquare : PassMove;
    result.stopReason = StopReason::NoMoves;
    if (result.bestMove == PassMove)
        result.pv = {PassMove};
    return result;
}

// One search() of a position with legal moves: iterative deepening over a SearchCore, with
// the in-progress and completed-iteration reports kept apart from the search itself (the shape
// of Stockfish's search.cpp). search() builds it and calls run() once; the core holds the
// addresses of its members (poll state, cut relay, subtree solver), so it is never copied.
class SearchDriver {
public:
    SearchDriver(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
        const Evaluator& evaluator, const SearchControl& control, KernelKind kernel,
        std::unique_ptr<detail::MpcPlan> mpcPlan);
    SearchDriver(const SearchDriver&) = delete;
    SearchDriver& operator=(const SearchDriver&) = delete;

    SearchResult run();

private:
    // A failed aspiration or MTD(f) probe of the running iteration, for the in-progress reports.
    struct Probe {
        int score;
        Bound bound;
        Square move;
    };

    // Setting up the core.
    void setUpCore();
    void setUpMpcStats();
    void setUpEndcut();
    void setUpReports();
    void startHelpers();
    // The iterations.
    void iterate();
    bool stopBeforeIteration(double elapsed);
    bool solveNow(int depth, double elapsed) const;
    bool runIteration(int depth);
    int guessFor(int depth) const;
    int searchMtdf(int depth);
    int searchAspiration(int depth);
    void recordInterruption(int depth);
    void completeIteration(int depth, int score, Clock::time_point now);
    // The exact solver and the end of the search.
    void solveExactly();
    bool finalSolveWanted() const;
    SearchResult finish();
    // Reports.
    SearchInfo progressInfo(Clock::time_point now, std::uint64_t solving) const;
    void showLastCompleted(SearchInfo& info) const;
    void reportProgress();
    void reportSolverProgress(const EndgameProgress& p);
    void reportCompleted(std::uint64_t nodes, Clock::time_point now) const;

    const Board& m_board;
    const SearchLimits& m_limits;
    TranspositionTable& m_tt;
    const Evaluator& m_evaluator;
    const SearchControl& m_control;
    const KernelKind m_kernel;
    const std::unique_ptr<detail::MpcPlan> m_mpcPlan;
    const double m_selectivity;
    const Clock::time_point m_start;
    const int m_empties;
    const int m_maxDepth;
    const bool m_exactPossible;
    const bool m_useSolver;
    const PatternEval* const m_solverEval;
    // SearchLimits' root window in EvalScale units (the full window: +-ScoreInf).
    const int m_windowAlpha;
    const int m_windowBeta;
    TimeManager m_time;
    PollState m_poll;

    // The core and what it points to.
    detail::CoreSetup m_setup{};
    CutRelay m_relay;
    std::unique_ptr<MpcStats> m_ownStats;
    MpcSummary m_statsBase;
    EndSolveContext m_endSolveContext;
    bool m_endcutSearch = false;
    std::unique_ptr<detail::SearchCore> m_core;
    detail::RootMoves m_rootMoves;

    // Scores of completed iterations (EvalScale units). Othello scores oscillate with the parity
    // of the depth (the side making the last move is favoured), so the best guess for depth d
    // is the score at d-2 (used for MTD(f)'s first guess and NegaScout's aspiration window).
    int m_scoreAt[64] = {};
    StopReason m_reason = StopReason::DepthReached;
    SearchResult m_result;
    std::uint64_t m_solverNodes = 0;
    std::uint64_t m_helperNodes = 0;

    // The in-progress reports' state.
    const std::chrono::milliseconds m_progressInterval;
    std::function<void()> m_progressPoll;
    std::function<void(const EndgameProgress&)> m_solverProgress;
    int m_iterationDepth = 0;     // the iteration being searched
    std::optional<Probe> m_probe; // its last failed probe
    Clock::time_point m_lastProgress;

    std::optional<LazyHelpers> m_helpers; // last: joined before what their threads use goes
};

// What is fixed for the whole search: its limits, depth bound, solver use and time budget
// (setUpCore builds the core).
SearchDriver::SearchDriver(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, const SearchControl& control, KernelKind kernel,
    std::unique_ptr<detail::MpcPlan> mpcPlan)
    : m_board(board), m_limits(limits), m_tt(tt), m_evaluator(evaluator), m_control(control),
      m_kernel(kernel), m_mpcPlan(std::move(mpcPlan)), m_selectivity(m_mpcPlan ? limits.selectivity : 100.0),
      m_start(control.start), m_empties(board.emptyCount()), m_maxDepth(maxDepthOf(limits, m_empties)),
      m_exactPossible(!limits.multiCut.enabled && !m_mpcPlan),
      m_useSolver(control.endgame && m_empties <= limits.solveEmpties), m_solverEval(solverEvalOf(evaluator)),
      m_windowAlpha(
          limits.windowLow <= -64 ? -detail::ScoreInf : int(std::floor(limits.windowLow * EvalScale))),
      m_windowBeta(
          limits.windowHigh >= 64 ? detail::ScoreInf : int(std::ceil(limits.windowHigh * EvalScale))),
      m_time(limits, m_empties, m_start), m_poll{&control, &m_time, limits.nodes}, m_relay{&control},
      m_endSolveContext{control.endgame, kernel}, m_progressInterval(control.progressInterval),
      m_lastProgress(m_start)
{
    m_result.searchId = control.searchId;
    m_result.selectivity = m_selectivity;
}

// The whole search: the core and its reports, the iterations, perhaps a last exact solve,
// then the result.
SearchResult SearchDriver::run()
{
    setUpCore();
    setUpReports();
    startHelpers();
    iterate();
    if (finalSolveWanted())
        solveExactly();
    return finish();
}

// The search core of the root: the table, Multi-ProbCut (plan, counters, cut relay) and
// ENDCUT's subtree solves; then the root moves, whose first stands until an iteration ends.
void SearchDriver::setUpCore()
{
    if (m_limits.useTranspositionTable)
        m_tt.newSearch();
    m_setup = detail::CoreSetup{m_board.player, m_board.opponent, &m_tt, m_limits.useTranspositionTable,
        m_limits.multiCut, &pollSearch, &m_poll, &m_evaluator};
    m_setup.mpc = m_mpcPlan.get();
    setUpMpcStats();
    setUpEndcut();
    m_core = makeSearchCore(m_setup, m_kernel);
    m_core->rootMoves(m_rootMoves);
    m_result.bestMove = m_rootMoves.m[0].move; // until an iteration completes
    m_result.pv = {m_rootMoves.m[0].move};
}

// Multi-ProbCut's counters and cut events. The counters are always kept under Multi-ProbCut
// (an increment per check search costs nothing beside it) and reported in
// SearchInfo/SearchResult::mpc.
void SearchDriver::setUpMpcStats()
{
    MpcStats* stats = m_control.mpcStats;
    if (m_mpcPlan && !stats) {
        m_ownStats = std::make_unique<MpcStats>();
        stats = m_ownStats.get();
    }
    m_statsBase = m_control.mpcStats ? summarize(m_control.mpcStats, MpcSummary{}) : MpcSummary{};
    m_setup.mpcStats = m_mpcPlan ? stats : nullptr;
    if ((m_mpcPlan || m_limits.multiCut.enabled) && m_control.onCutEvent) {
        m_setup.cutFn = &relayCut;
        m_setup.cutContext = &m_relay;
        m_setup.maxCutEvents = m_control.maxCutEvents;
    }
}

// ENDCUT (Buro): a selective search in the solver's range with endgame fits searches to the
// end of the game itself, pruning by the fits at the nodes with fitted empties counts and
// solving the small subtrees below them exactly, instead of calling the exact solver.
// It needs a node below the root where a check can be made; otherwise the solve is exact.
void SearchDriver::setUpEndcut()
{
    int lowestEnd = 61;
    if (m_limits.selectiveEndgame && m_mpcPlan && m_mpcPlan->hasEnd && m_control.endgame
        && m_empties <= m_limits.solveEmpties)
        for (int e = m_empties - 1; e >= EndcutMinCheckEmpties; --e)
            if (m_mpcPlan->endCount[e] > 0) {
                m_endcutSearch = true;
                lowestEnd = e;
            }
    if (m_endcutSearch) {
        m_setup.endSolve = &endSolveSubtree;
        m_setup.endSolveContext = &m_endSolveContext;
        m_setup.endSolveEmpties = lowestEnd - 1;
    }
}

// The in-progress reports, only when the caller wants them: from the search's poll during an
// iteration, and from the exact solver's root driver (which also delivers onPoll) during a solve.
void SearchDriver::setUpReports()
{
    if (m_control.onProgress) {
        m_progressPoll = [this] { reportProgress(); };
        m_poll.progress = &m_progressPoll;
    }
    if (m_control.onProgress || m_control.onPoll)
        m_solverProgress = [this](const EndgameProgress& p) { reportSolverProgress(p); };
}

// Lazy SMP helpers for the midgame iterations (not for ENDCUT's selective endgame search,
// whose subtree solves use the one endgame solver).
void SearchDriver::startHelpers()
{
    if (m_limits.threads > 1 && !m_endcutSearch && m_maxDepth > 1)
        m_helpers.emplace(m_setup, std::min(m_limits.threads, MaxSearchThreads) - 1, m_maxDepth, m_kernel);
}

// Iterative deepening up to m_maxDepth. It ends on a limit, a stop, a solved position or the
// hand-off to the exact solver, with m_reason saying which.
void SearchDriver::iterate()
{
    for (int depth = 1; depth <= m_maxDepth; ++depth) {
        const double elapsed = secondsBetween(m_start, Clock::now());
        if (depth > 1 && stopBeforeIteration(elapsed))
            break;
        if (solveNow(depth, elapsed)) {
            if (!m_endcutSearch) {
                solveExactly();
                break;
            }
            if (depth < m_maxDepth) {
                // Straight to the selective endgame search, its window around the last score.
                const int last = m_scoreAt[depth - 1];
                depth = m_maxDepth;
                m_scoreAt[depth - 2] = last;
            }
        }
        if (!runIteration(depth))
            break;
    }
}

// Between two iterations: whether the time manager, or a stop raised meanwhile, ends the search.
bool SearchDriver::stopBeforeIteration(double elapsed)
{
    if (!m_time.shouldStartIteration(elapsed)) {
        m_reason = StopReason::TimeLimit;
        return true;
    }
    // A stop raised between iterations (e.g. by an onIteration callback) ends the search
    // before it starts another.
    if (m_control.stop && m_control.stop->load(std::memory_order_relaxed)) {
        m_reason = m_control.stopReason ? m_control.stopReason->load() : StopReason::Stopped;
        return true;
    }
    return false;
}

// Whether the iteration at `depth` gives way to the exact solver (or to ENDCUT's search to the
// end): after IterationsBeforeSolve, and with a time limit once a tenth of the budget is spent.
bool SearchDriver::solveNow(int depth, double elapsed) const
{
    return m_useSolver && depth > std::min(IterationsBeforeSolve, m_empties - 1)
        && (!m_time.limited() || elapsed >= 0.1 * m_time.softBudget() || depth >= m_empties - 1
            || depth > MaxIterationsBeforeSolve);
}

// One iteration at `depth`. Returns false when the search ends with it: a stop or the hard
// limit cut it short, it solved the position, or it used up the node budget.
bool SearchDriver::runIteration(int depth)
{
    const Clock::time_point iterationStart = Clock::now();
    m_iterationDepth = depth;
    if (m_helpers)
        m_helpers->mainIteration(depth);
    m_probe.reset();
    m_core->newIteration();
    const int score
        = m_limits.algorithm == SearchAlgorithm::Mtdf ? searchMtdf(depth) : searchAspiration(depth);
    if (m_core->stopped()) {
        recordInterruption(depth);
        return false;
    }
    const Clock::time_point now = Clock::now();
    m_time.iterationFinished(secondsBetween(iterationStart, now));
    m_scoreAt[depth] = score;
    completeIteration(depth, score, now);
    if (m_result.solved) {
        m_reason = StopReason::Solved;
        return false;
    }
    if (m_limits.nodes && m_core->nodes() >= m_limits.nodes) {
        m_reason = StopReason::NodeLimit;
        return false;
    }
    return true;
}

// The first guess of the iteration at `depth`: the score two plies shallower (m_scoreAt).
int SearchDriver::guessFor(int depth) const
{
    return depth > 2 ? m_scoreAt[depth - 2] : depth == 2 ? m_scoreAt[1] : 0;
}

// MTD(f): null-window probes from the guess until the lower and upper bounds meet; each probe
// that ends is kept for the in-progress reports.
int SearchDriver::searchMtdf(int depth)
{
    int lower = -detail::ScoreInf, upper = detail::ScoreInf;
    int g = std::clamp(guessFor(depth), m_windowAlpha, m_windowBeta);
    while (lower < upper && upper > m_windowAlpha && lower < m_windowBeta) {
        const int beta = g == lower ? g + 1 : g;
        g = m_core->searchRoot(m_rootMoves, depth, beta - 1, beta);
        if (m_core->stopped())
            break;
        if (g < beta)
            upper = g;
        else
            lower = g;
        m_probe = Probe{g, g < beta ? Bound::Upper : Bound::Lower, m_rootMoves.m[0].move};
    }
    return g;
}

// NegaScout's aspiration window around the previous score, widened on failure (2, 8 discs,
// all); each failed probe is kept for the in-progress reports.
int SearchDriver::searchAspiration(int depth)
{
    // Inside SearchLimits' window: a score that fails at its edge is a bound and final.
    const int low = m_windowAlpha, high = m_windowBeta;
    int delta = 2 * EvalScale;
    const int guess = guessFor(depth);
    int alpha = depth <= 2 ? low : std::max(low, guess - delta);
    int beta = depth <= 2 ? high : std::min(high, guess + delta);
    if (alpha >= beta) { // a guess outside a narrow window
        alpha = low;
        beta = high;
    }
    for (;;) {
        const int score = m_core->searchRoot(m_rootMoves, depth, alpha, beta);
        if (m_core->stopped())
            return score;
        if (score <= alpha && alpha > low) {
            m_probe = Probe{score, Bound::Upper, m_rootMoves.m[0].move};
            delta *= 4;
            alpha = delta > 32 * EvalScale ? low : std::max(low, score - delta);
        } else if (score >= beta && beta < high) {
            m_probe = Probe{score, Bound::Lower, m_rootMoves.m[0].move};
            delta *= 4;
            beta = delta > 32 * EvalScale ? high : std::min(high, score + delta);
        } else {
            return score;
        }
    }
}

// An iteration cut short: why, and how far it got (the result keeps the last completed one).
void SearchDriver::recordInterruption(int depth)
{
    m_reason = m_poll.reason;
    m_result.interruptedDepth = depth;
    m_result.interruptedMovesDone = m_core->partialMoveCount();
    if (m_core->partialMove() >= 0)
        m_result.interruptedMove = m_core->partialMove();
}

// A completed iteration becomes the result, with its principal variation from the table, and
// is reported.
void SearchDriver::completeIteration(int depth, int score, Clock::time_point now)
{
    Square pv[64];
    const int pvLength = m_core->principalVariation(m_rootMoves.m[0].move, depth, pv);
    m_result.bestMove = m_rootMoves.m[0].move;
    m_result.score = unitsToDiscs(score);
    m_result.bound = score <= m_windowAlpha ? Bound::Upper
        : score >= m_windowBeta             ? Bound::Lower
                                            : Bound::Exact;
    m_result.depth = depth;
    m_result.solved = m_exactPossible && depth >= m_empties;
    m_result.pv.assign(pv, pv + pvLength);
    if (m_result.pv.empty())
        m_result.pv = {m_result.bestMove};
    reportCompleted(m_core->nodes(), now);
}

// The exact solve. When it completes the result is exact; when a stop or the time limit ends
// it, the result keeps the last completed iteration.
void SearchDriver::solveExactly()
{
    if (m_helpers)
        m_helperNodes += m_helpers->stop(); // the solve has threads of its own
    StopReason why = StopReason::Stopped;
    // SearchLimits' window in whole discs (exact scores are integers), at least one wide.
    const int alpha = std::clamp(int(std::floor(m_limits.windowLow)), -64, 63);
    const int beta = std::clamp(int(std::ceil(m_limits.windowHigh)), alpha + 1, 64);
    const EndgameResult er = solveWatched(*m_control.endgame, m_board, m_control, m_time, m_kernel,
        m_solverEval, m_limits.threads, why, m_solverProgress, alpha, beta);
    m_solverNodes += er.nodes;
    if (!er.completed) {
        m_reason = why;
        return;
    }
    m_result.bestMove = er.bestMove;
    m_result.score = er.score;
    m_result.bound = er.score <= alpha && alpha > -64 ? Bound::Upper
        : er.score >= beta && beta < 64               ? Bound::Lower
                                                      : Bound::Exact;
    m_result.depth = m_empties;
    m_result.solved = true;
    m_result.selectivity = 100; // the solver is exact
    m_result.pv = er.pv.empty() ? std::vector<Square>{er.bestMove} : er.pv;
    reportCompleted(m_core->nodes() + m_solverNodes, Clock::now());
    m_reason = StopReason::Solved;
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
bool SearchDriver::finalSolveWanted() const
{
    return m_reason == StopReason::DepthReached && !m_exactPossible && !m_endcutSearch && m_control.endgame
        && m_empties <= m_limits.solveEmpties + ExtraSolveEmpties
        && (m_limits.depth == 0 || m_limits.depth >= 60) && m_limits.nodes == 0 && m_result.depth >= m_empties
        && !m_result.solved && !(m_control.stop && m_control.stop->load(std::memory_order_relaxed))
        && m_time.shouldStartIteration(secondsBetween(m_start, Clock::now()));
}

// Stops the helpers and completes the result: every searcher's nodes, the time, why it ended
// and the Multi-ProbCut counters of this search.
SearchResult SearchDriver::finish()
{
    if (m_helpers)
        m_helperNodes += m_helpers->stop();
    m_result.nodes = m_core->nodes() + m_solverNodes + m_helperNodes;
    m_result.seconds = secondsBetween(m_start, Clock::now());
    m_result.stopReason = m_reason;
    m_result.mpc = summarize(m_setup.mpcStats, m_statsBase);
    return std::move(m_result);
}

// Every in-progress report's common part (`solving`: the nodes of a running solve, not yet in
// m_solverNodes) ...
SearchInfo SearchDriver::progressInfo(Clock::time_point now, std::uint64_t solving) const
{
    SearchInfo info;
    info.searchId = m_control.searchId;
    info.inProgress = true;
    info.selectivity = m_selectivity;
    info.nodes = m_core->nodes() + m_solverNodes + solving;
    info.seconds = secondsBetween(m_start, now);
    info.nodesPerSecond = info.seconds > 0 ? info.nodes / info.seconds : 0;
    info.mpc = summarize(m_setup.mpcStats, m_statsBase);
    return info;
}

// ... and the last completed iteration again, when the running one has nothing to show yet.
void SearchDriver::showLastCompleted(SearchInfo& info) const
{
    info.depth = m_result.depth;
    info.score = m_result.score;
    info.solved = m_result.solved;
    info.pv = m_result.pv;
}

// Reports from inside an iteration (SearchControl::onProgress), from the search's poll at most
// every progressInterval: what the iteration has established so far (its best root move as
// a lower bound, else a failed probe's bound), else the last completed iteration again with
// the current node count. Analysis of a deep position then shows life between iterations
// that take minutes.
void SearchDriver::reportProgress()
{
    const Clock::time_point now = Clock::now();
    if (m_result.depth == 0 || now - m_lastProgress < m_progressInterval)
        return;
    m_lastProgress = now;
    SearchInfo info = progressInfo(now, 0);
    Square first = NoSquare;
    if (m_core->partialMove() >= 0) {
        first = Square(m_core->partialMove());
        info.score = unitsToDiscs(m_core->partialScore());
        info.bound = Bound::Lower;
    } else if (m_probe) {
        first = m_probe->move;
        info.score = unitsToDiscs(m_probe->score);
        info.bound = m_probe->bound;
    }
    if (first == NoSquare) {
        showLastCompleted(info);
    } else {
        info.depth = m_iterationDepth;
        Square pv[64];
        const int n = m_core->principalVariation(first, m_iterationDepth, pv);
        info.pv.assign(pv, pv + n);
        if (info.pv.empty())
            info.pv = {first};
    }
    m_control.onProgress(info);
}

// The same from inside an exact solve, which polls only its own stop flag: the solver's
// root driver reports its pass (a selective one at its confidence), the bound of its last
// probe with the best move so far and the hash move chain, else the last selective pass
// it finished, else the last completed iteration with the current node count. Deferred
// completed iterations are delivered from here too (onPoll).
void SearchDriver::reportSolverProgress(const EndgameProgress& p)
{
    if (m_control.onPoll)
        m_control.onPoll();
    const Clock::time_point now = Clock::now();
    if (!m_control.onProgress || now - m_lastProgress < m_progressInterval)
        return;
    m_lastProgress = now;
    SearchInfo info = progressInfo(now, p.nodes);
    if (p.lastProbe && !p.pv.empty()) {
        info.depth = m_empties;
        info.selectivity = p.selectivity;
        info.score = p.lastProbe > 0 ? p.lower : p.upper;
        info.bound = p.lastProbe > 0 ? Bound::Lower : Bound::Upper;
        info.pv = p.pv;
    } else if (p.donePass && !p.pv.empty()) {
        info.depth = m_empties;
        info.selectivity = p.doneSelectivity;
        info.score = p.doneScore;
        info.pv = p.pv;
    } else {
        if (m_result.depth == 0)
            return;
        showLastCompleted(info);
    }
    m_control.onProgress(info);
}

// onIteration: the result as it now stands (a completed iteration or the exact solve), with
// `nodes` searched so far; its bound is exact.
void SearchDriver::reportCompleted(std::uint64_t nodes, Clock::time_point now) const
{
    if (!m_control.onIteration)
        return;
    SearchInfo info;
    info.searchId = m_control.searchId;
    info.depth = m_result.depth;
    info.selectivity = m_result.selectivity;
    info.score = m_result.score;
    info.solved = m_result.solved;
    info.nodes = nodes;
    info.seconds = secondsBetween(m_start, now);
    info.nodesPerSecond = info.seconds > 0 ? info.nodes / info.seconds : 0;
    info.pv = m_result.pv;
    info.mpc = summarize(m_setup.mpcStats, m_statsBase);
    m_control.onIteration(info);
}

} // namespace

SearchResult search(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, const SearchControl& control, KernelKind kernel)
{
    std::unique_ptr<detail::MpcPlan> mpcPlan = control.mpc ? makeMpcPlan(*control.mpc, limits) : nullptr;
    if (board.legalMoves() == 0)
        return noMovesResult(board, control, mpcPlan ? limits.selectivity : 100.0);
    SearchDriver driver(board, limits, tt, evaluator, control, kernel, std::move(mpcPlan));
    return driver.run();
}

} // namespace probcut
