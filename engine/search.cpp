#include "engine/search.h"

#include "engine/kernel_portable.h"
#include "engine/search_impl.h"
#include "engine/simple_evaluator.h"
#include "engine/time_manager.h"

#include <algorithm>
#include <memory>

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

SearchCore* createSearchCorePortable(const CoreSetup& setup)
{
    if (auto simple = dynamic_cast<const SimpleEvaluator*>(setup.evaluator))
        return makeCore<PortableKernel>(setup, simple->kernelEval());
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
    return s.stop;
}

} // namespace

SearchResult search(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, const SearchControl& control, KernelKind kernel)
{
    SearchResult result;
    result.searchId = control.searchId;
    result.selectivity = limits.selectivity;
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

    detail::CoreSetup setup{board.player, board.opponent, &tt, limits.useTranspositionTable,
        limits.multiCut, &pollSearch, &poll, &evaluator};
    std::unique_ptr<detail::SearchCore> core;
#if defined(PROBCUT_HAVE_AVX2)
    if (kernel == KernelKind::Avx2 && avx2KernelSupported())
        core.reset(detail::createSearchCoreAvx2(setup));
#endif
    (void)kernel;
    if (!core)
        core.reset(detail::createSearchCorePortable(setup));

    detail::RootMoves rm;
    core->rootMoves(rm);
    result.bestMove = rm.m[0].move; // until an iteration completes
    result.pv = {rm.m[0].move};

    // Searching deeper than the empties is the same search: the game ends first.
    int maxDepth = limits.depth > 0 ? std::min(limits.depth, 60) : 60;
    if (limits.solveEmpties >= empties)
        maxDepth = std::max(maxDepth, empties);
    maxDepth = std::min(maxDepth, empties);
    const bool exactPossible = !limits.multiCut.enabled;

    int previous = 0; // score of the last completed iteration (EvalScale units)
    StopReason reason = StopReason::DepthReached;
    Clock::time_point iterationStart = start;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        const double elapsed = secondsBetween(start, Clock::now());
        if (depth > 1 && !time.shouldStartIteration(elapsed)) {
            reason = StopReason::TimeLimit;
            break;
        }
        iterationStart = Clock::now();
        core->newIteration();

        int score = 0;
        Bound bound = Bound::Exact;
        if (limits.algorithm == SearchAlgorithm::Mtdf) {
            int lower = -detail::ScoreInf, upper = detail::ScoreInf;
            int g = depth == 1 ? 0 : previous;
            while (lower < upper) {
                const int beta = g == lower ? g + 1 : g;
                g = core->searchRoot(rm, depth, beta - 1, beta);
                if (core->stopped())
                    break;
                if (g < beta)
                    upper = g;
                else
                    lower = g;
            }
            score = g;
        } else {
            // Aspiration window around the previous score, widened on failure (2, 8 discs, all).
            int delta = 2 * EvalScale;
            int alpha = depth <= 2 ? -detail::ScoreInf : std::max(-detail::ScoreInf, previous - delta);
            int beta = depth <= 2 ? detail::ScoreInf : std::min(int(detail::ScoreInf), previous + delta);
            for (;;) {
                score = core->searchRoot(rm, depth, alpha, beta);
                if (core->stopped())
                    break;
                if (score <= alpha && alpha > -detail::ScoreInf) {
                    delta *= 4;
                    alpha = delta > 32 * EvalScale ? -detail::ScoreInf : std::max(-detail::ScoreInf, score - delta);
                } else if (score >= beta && beta < detail::ScoreInf) {
                    delta *= 4;
                    beta = delta > 32 * EvalScale ? int(detail::ScoreInf) : std::min(int(detail::ScoreInf), score + delta);
                } else {
                    break;
                }
            }
        }
        if (core->stopped()) {
            reason = poll.reason;
            break;
        }
        const Clock::time_point now = Clock::now();
        time.iterationFinished(secondsBetween(iterationStart, now));
        previous = score;

        Square pv[64];
        const int pvLength = core->principalVariation(rm.m[0].move, std::min(depth + 8, 64), pv);
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
            info.selectivity = limits.selectivity;
            info.score = result.score;
            info.bound = bound;
            info.solved = solved;
            info.nodes = core->nodes();
            info.seconds = secondsBetween(start, now);
            info.nodesPerSecond = info.seconds > 0 ? info.nodes / info.seconds : 0;
            info.pv = result.pv;
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
    result.nodes = core->nodes();
    result.seconds = secondsBetween(start, Clock::now());
    result.stopReason = reason;
    return result;
}

} // namespace probcut
