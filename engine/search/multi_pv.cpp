#include "engine/search/multi_pv.h"

#include "engine/search/search_tuning.h"
#include "engine/search/time_manager.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <optional>

namespace probcut {

void sortRootLines(std::vector<RootLine>& lines)
{
    std::sort(lines.begin(), lines.end(), [](const RootLine& a, const RootLine& b) {
        if (a.shownScore != b.shownScore)
            return a.shownScore > b.shownScore;
        if (a.solved != b.solved)
            return a.solved;
        return a.move < b.move;
    });
}

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// One root move under analysis: its line as reported, and the value of the depth before (the
// other parity) for the shown score.
struct MoveState {
    RootLine line;
    Board child; // the position searched: after the move, and after the opponent's forced pass
    bool opponentPasses = false;
    bool searched = false;
    // Top-N analysis: the last test put the move at or below the N-th best (it is not shown);
    // `provenBelow` when that was an exact solve against exact values (final).
    bool below = false;
    bool provenBelow = false;
    int valuedAt = -1; // the iteration that searched the move in full
    // The last test's bound on the move's raw score (at most `bound` at line depth
    // `boundDepth`), and whether the move, valued now, lacks the previous depth's value.
    double bound = 0;
    int boundDepth = -1;
    bool needsPrevious = false;
    double previousScore = 0;
    int previousDepth = -1;
};

class MultiPvDriver {
public:
    MultiPvDriver(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
        const Evaluator& evaluator, const SearchControl& control, KernelKind kernel)
        : m_limits(limits), m_tt(tt), m_evaluator(evaluator), m_control(control), m_kernel(kernel),
          m_empties(board.emptyCount()), m_time(limits, m_empties, control.start)
    {
        for (Bitboard m = board.legalMoves(); m; m &= m - 1) {
            MoveState s;
            s.line.move = Square(std::countr_zero(m));
            s.line.pv = {s.line.move};
            s.child = board.played(s.line.move);
            if (s.child.mustPass()) {
                s.child = s.child.passed();
                s.opponentPasses = true;
            }
            m_moves.push_back(std::move(s));
        }
        m_result.searchId = control.searchId;
        m_result.bestMove = m_moves.front().line.move;
        m_result.pv = {m_result.bestMove};
        m_childInSolverRange = control.endgame && m_empties - 1 <= limits.solveEmpties;
        m_maxDepth = std::max(2, limits.depth > 0 ? std::min(limits.depth, m_empties) : m_empties);
    }

    SearchResult run()
    {
        // The root depth d searches every child to d - 1; a child in the solver's range is first
        // given a shallow value, then solved (depth 0 asks search() for the end of the game).
        for (int depth = 2; depth <= m_maxDepth && m_reason == StopReason::DepthReached; ++depth) {
            if (!runIteration(depth))
                break;
            m_result.depth = depth;
            if (allSolved()) {
                m_reason = StopReason::Solved;
                break;
            }
        }
        return finish();
    }

private:
    bool allSolved() const
    {
        return std::all_of(m_moves.begin(), m_moves.end(),
            [](const MoveState& s) { return s.line.solved || s.provenBelow; });
    }

    // Top-N analysis (multiPv = N below the number of moves): the N-th best shown score among
    // the moves valued so far in the iteration at `depth` (solved ones included), once there
    // are N; `exact` when those N are all solved.
    std::optional<double> threshold(int depth, bool& exact) const
    {
        const int n = m_limits.multiPv;
        if (n <= 0 || std::size_t(n) >= m_moves.size())
            return std::nullopt;
        std::vector<std::pair<double, bool>> valued;
        for (const MoveState& s : m_moves)
            if (s.line.solved || s.valuedAt == depth)
                valued.emplace_back(s.line.shownScore, s.line.solved);
        if (valued.size() < std::size_t(n))
            return std::nullopt;
        std::sort(
            valued.begin(), valued.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        exact = std::all_of(valued.begin(), valued.begin() + n, [](const auto& v) { return v.second; });
        return valued[std::size_t(n) - 1].first;
    }

    bool stopRequested() const { return m_control.stop && m_control.stop->load(std::memory_order_relaxed); }

    // The child's limits at root depth `depth`; the time and node budgets are what is left.
    SearchLimits childLimits(const MoveState& s, int depth) const
    {
        SearchLimits l = m_limits;
        l.multiPv = 1;
        l.endcut = EndcutMode::Off;
        l.clockRemaining = l.clockIncrement = 0;
        const bool previewOnly = m_childInSolverRange && depth <= MultiPvPreviewDepth && depth < m_maxDepth;
        const int childEmpties = s.child.emptyCount();
        if (m_childInSolverRange && !previewOnly) {
            l.depth = 0; // solved: search() goes to the end in the solver's range
        } else {
            l.depth = std::min(depth - 1, std::max(1, childEmpties));
            if (previewOnly)
                l.solveEmpties = 0;
        }
        if (m_time.limited())
            l.moveTime = std::max(1e-3, m_time.hardBudget() - secondsSince(m_control.start));
        if (m_limits.nodes)
            l.nodes = m_limits.nodes > m_nodes ? m_limits.nodes - m_nodes : 1;
        return l;
    }

    // One root iteration: every unsolved move, best first. False when the analysis must stop.
    bool runIteration(int depth)
    {
        const Clock::time_point iterationStart = Clock::now();
        for (MoveState& s : m_moves) {
            if (s.line.solved || s.provenBelow)
                continue;
            if (s.child.isGameOver()) {
                const double final = s.child.finalScore();
                settle(s, s.opponentPasses ? final : -final, m_empties, true, 100, {}, 0);
                s.below = false;
                continue;
            }
            // Top N: a null-window test first; only a move that beats the N-th best is valued.
            bool exact = false;
            if (const std::optional<double> t = threshold(depth, exact)) {
                bool below = false;
                if (!testMove(s, depth, *t, exact, below))
                    return false;
                if (below) {
                    reportProgress(depth);
                    continue;
                }
            }
            if (s.needsPrevious && !searchMove(s, depth - 1))
                return false;
            if (!searchMove(s, depth))
                return false;
            s.needsPrevious = false;
            s.below = false;
            s.valuedAt = depth;
            reportProgress(depth);
        }
        sortMoves();
        reportIteration(depth);
        m_time.iterationFinished(secondsSince(iterationStart));
        if (m_time.limited() && !m_time.shouldStartIteration(secondsSince(m_control.start))) {
            m_reason = StopReason::TimeLimit;
            return false;
        }
        if (m_limits.nodes && m_nodes >= m_limits.nodes) {
            m_reason = StopReason::NodeLimit;
            return false;
        }
        return true;
    }

    // The search of a move's child position under `l`, counted in the move's and the
    // analysis's nodes.
    SearchResult runChild(MoveState& s, const SearchLimits& l, int depth)
    {
        SearchControl c;
        c.searchId = m_control.searchId;
        c.stop = m_control.stop;
        c.stopReason = m_control.stopReason;
        c.onPoll = m_control.onPoll;
        c.endgame = m_control.endgame;
        c.mpc = m_control.mpc;
        c.mpcStats = m_control.mpcStats;
        c.progressInterval = m_control.progressInterval;
        if (m_control.onProgress)
            c.onProgress = [this, depth](const SearchInfo& info) { reportProgress(depth, info.nodes); };
        SearchResult r = search(s.child, l, m_tt, m_evaluator, c, m_kernel);
        m_nodes += r.nodes;
        return r;
    }

    // Why an unfinished child search ends the analysis.
    void recordInterruption(const SearchResult& r)
    {
        if (stopRequested())
            m_reason = m_control.stopReason ? m_control.stopReason->load() : StopReason::Stopped;
        else if (r.stopReason == StopReason::NodeLimit)
            m_reason = StopReason::NodeLimit;
        else
            m_reason = StopReason::TimeLimit;
    }

    // Whether the move's shown value at this depth would be at most `shown` (`below`), by a
    // null-window search of its child. False when the analysis must stop.
    bool testMove(MoveState& s, int depth, double shown, bool exactThreshold, bool& below)
    {
        SearchLimits l = childLimits(s, depth);
        constexpr double Step = 1.0 / EvalScale;
        // A selective value is shown as the mean with the previous depth's (settle()), so the
        // raw score must stay at or below 2 shown - previous; when the previous depth only
        // bounded the move, its bound stands in, and a move that passes is searched at that
        // depth too, to be shown as every-move analysis shows it.
        double t = shown;
        s.needsPrevious = false;
        if (l.depth > 0 && s.searched && s.line.depth == l.depth && s.valuedAt >= 0) {
            t = 2 * shown - s.line.score;
        } else if (l.depth > 0 && s.boundDepth == l.depth) {
            t = 2 * shown - s.bound;
            s.needsPrevious = true;
        }
        // The move's value is the child's negated, or the child's own after the opponent's pass.
        if (s.opponentPasses) {
            l.windowLow = t;
            l.windowHigh = t + Step;
        } else {
            l.windowLow = -t - Step;
            l.windowHigh = -t;
        }
        const SearchResult r = runChild(s, l, depth);
        s.line.nodes += r.nodes;
        const bool complete = r.solved || (l.depth > 0 && r.depth >= l.depth);
        if (!complete) {
            recordInterruption(r);
            return false;
        }
        below = s.opponentPasses ? r.score <= t : r.score >= -t;
        s.below = below;
        s.provenBelow = below && r.solved && exactThreshold;
        if (below) {
            s.bound = s.opponentPasses ? r.score : -r.score; // fail-soft: at most this
            s.boundDepth = r.solved ? m_empties : l.depth + 1;
            s.needsPrevious = false;
        }
        return true;
    }

    bool searchMove(MoveState& s, int depth)
    {
        const SearchLimits l = childLimits(s, depth);
        const SearchResult r = runChild(s, l, depth);
        const bool complete = r.solved || (l.depth > 0 && r.depth >= l.depth);
        // An interrupted search still counts when it went deeper than what the move has.
        if (complete || (r.depth > 0 && r.depth + 1 > s.line.depth)) {
            std::vector<Square> pv = r.pv;
            if (s.opponentPasses)
                pv.insert(pv.begin(), PassMove);
            settle(s, s.opponentPasses ? r.score : -r.score, r.solved ? m_empties : r.depth + 1, r.solved,
                r.selectivity, std::move(pv), r.nodes);
        } else {
            s.line.nodes += r.nodes;
        }
        if (complete)
            return true;
        recordInterruption(r);
        return false;
    }

    void settle(MoveState& s, double score, int depth, bool solved, double selectivity,
        std::vector<Square> pv, std::uint64_t nodes)
    {
        RootLine& line = s.line;
        if (s.searched && line.depth == depth - 1 && !solved) {
            s.previousScore = line.score;
            s.previousDepth = line.depth;
        } else if (!s.searched || solved) {
            s.previousDepth = -1;
        }
        line.score = score;
        line.depth = depth;
        line.solved = solved;
        line.selectivity = solved ? 100 : selectivity;
        line.shownScore = s.previousDepth == depth - 1 ? (score + s.previousScore) / 2 : score;
        line.nodes += nodes;
        line.pv.assign(1, line.move);
        line.pv.insert(line.pv.end(), pv.begin(), pv.end());
        s.searched = true;
    }

    void sortMoves()
    {
        // Valued moves best first, then those a top-N test left out, then the unsearched.
        const auto rank = [](const MoveState& s) { return !s.searched ? 2 : s.below ? 1 : 0; };
        std::stable_sort(m_moves.begin(), m_moves.end(), [&rank](const MoveState& a, const MoveState& b) {
            if (rank(a) != rank(b))
                return rank(a) < rank(b);
            return a.line.shownScore > b.line.shownScore;
        });
    }

    std::vector<RootLine> lines() const
    {
        std::vector<RootLine> out;
        for (const MoveState& s : m_moves)
            if (s.searched && !s.below)
                out.push_back(s.line);
        sortRootLines(out);
        const std::size_t wanted = m_limits.multiPv > 0 ? std::size_t(m_limits.multiPv) : out.size();
        if (out.size() > wanted)
            out.resize(wanted);
        return out;
    }

    SearchInfo info(int depth, std::uint64_t extraNodes) const
    {
        SearchInfo info;
        info.searchId = m_control.searchId;
        info.depth = depth;
        info.lines = lines();
        if (!info.lines.empty()) {
            const RootLine& best = info.lines.front();
            info.score = best.shownScore;
            info.pv = best.pv;
            info.solved = allSolved();
            info.selectivity = best.selectivity;
        }
        info.nodes = m_nodes + extraNodes;
        info.seconds = secondsSince(m_control.start);
        info.nodesPerSecond = info.seconds > 0 ? double(info.nodes) / info.seconds : 0;
        return info;
    }

    void reportProgress(int depth, std::uint64_t extraNodes = 0)
    {
        if (!m_control.onProgress)
            return;
        SearchInfo i = info(depth, extraNodes);
        i.inProgress = true;
        m_control.onProgress(i);
    }

    void reportIteration(int depth)
    {
        if (m_control.onIteration)
            m_control.onIteration(info(depth, 0));
    }

    SearchResult finish()
    {
        m_result.lines = lines();
        if (!m_result.lines.empty()) {
            const RootLine& best = m_result.lines.front();
            m_result.bestMove = best.move;
            m_result.score = best.shownScore;
            m_result.pv = best.pv;
            m_result.selectivity = best.selectivity;
            m_result.solved = allSolved();
        }
        m_result.nodes = m_nodes;
        m_result.seconds = secondsSince(m_control.start);
        m_result.stopReason = m_reason;
        return std::move(m_result);
    }

    const SearchLimits m_limits;
    TranspositionTable& m_tt;
    const Evaluator& m_evaluator;
    const SearchControl& m_control;
    const KernelKind m_kernel;
    const int m_empties;
    TimeManager m_time;
    bool m_childInSolverRange = false;
    int m_maxDepth = 2;
    std::vector<MoveState> m_moves;
    std::uint64_t m_nodes = 0;
    StopReason m_reason = StopReason::DepthReached;
    SearchResult m_result;
};

} // namespace

SearchResult searchMultiPv(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, const SearchControl& control, KernelKind kernel)
{
    if (!board.legalMoves())
        return search(board, limits, tt, evaluator, control, kernel);
    return MultiPvDriver(board, limits, tt, evaluator, control, kernel).run();
}

} // namespace probcut
