#pragma once
// The hot search: fail-soft NegaScout (Reinefeld 1983) over bitboards, templated over the
// kernel K (kernel.h) and a concrete evaluator type E with `evaluate<K>(player, opponent)`.
// Included only by search.cpp (portable) and search_avx2.cpp (AVX2); inside it call only K::,
// builtins and template code (see kernel.h on why).
//
// Depth counts discs placed: a pass does not consume depth, so the remaining depth at a
// position is a function of the position within one search, transpositions always meet at the
// same depth, and with depth >= empties the result is exact (stored as SolvedDepth).
// Move ordering: the table move, shallow searches at expected PV and cut nodes without one
// (as LOGISTELLO did), otherwise opponent mobility, corners, quadrant parity and the history
// heuristic (Schaeffer 1989). Multi-cut (Björnsson & Marsland 1998) at expected cut nodes.

#include "engine/eval/simple_evaluator.h"
#include "engine/search/search.h"
#include "engine/search/search_tuning.h"

namespace probcut::detail {

// An arbitrary Evaluator through its virtual call, for evaluators without a hot instantiation.
struct VirtualEval {
    const Evaluator* evaluator;
    template <class K>
    int evaluate(Bitboard p, Bitboard o) const
    {
        return evaluator->evaluate(Board{p, o});
    }
};

// E is held by value: evaluators with large tables should be light handles onto them.
template <class K, class E>
class SearchWorker final : public SearchCore {
public:
    SearchWorker(const CoreSetup& setup, E eval)
        : m_p(setup.player), m_o(setup.opponent), m_tt(setup.tt), m_useTt(setup.useTt && setup.tt),
          m_multiCut(setup.multiCut), m_poll(setup.poll), m_pollContext(setup.pollContext), m_eval(eval),
          m_mpc(setup.mpc), m_mpcStats(setup.mpcStats), m_cutFn(setup.cutFn), m_cutContext(setup.cutContext),
          m_maxCutEvents(setup.maxCutEvents), m_endSolve(setup.endSolve),
          m_endSolveContext(setup.endSolveContext), m_endSolveEmpties(setup.endSolveEmpties),
          m_rootDiscs(K::popcount(setup.player | setup.opponent))
    {
        for (int& h : m_history)
            h = 0;
    }

    void rootMoves(RootMoves& out) override
    {
        Square mv[64];
        const int n = orderedMoves(m_p, m_o, K::moves(m_p, m_o), -1, 0, Pv, mv);
        out.count = n;
        for (int i = 0; i < n; ++i)
            out.m[i] = RootMove{mv[i], -ScoreInf};
    }

    int searchRoot(RootMoves& rm, int depth, int alpha, int beta) override
    {
        const int alphaOrig = alpha;
        int best = -ScoreInf;
        int bestIndex = -1;
        ++m_nodes;
        m_iterationDepth = depth;
        m_rootMoveCount = rm.count;
        m_partialMove = -1;
        m_partialMoves = 0;
        for (int i = 0; i < rm.count; ++i) {
            const Square sq = rm.m[i].move;
            const Bitboard f = K::flips(m_p, m_o, sq);
            const Bitboard np = m_o ^ f, no = m_p ^ f ^ squareBit(sq);
            m_path[m_rootDiscs] = std::uint8_t(sq);
            int v;
            if (i == 0) {
                v = -profiledSearch(np, no, -beta, -alpha, depth - 1, Pv);
            } else {
                v = -profiledSearch(np, no, -alpha - 1, -alpha, depth - 1, Cut);
                if (v > alpha && v < beta && !m_stopped)
                    v = -profiledSearch(np, no, -beta, -alpha, depth - 1, Pv);
            }
            if (m_stopped)
                return 0;
            rm.m[i].score = v;
            // What an interrupted call still knows: once the first move is searched with a
            // value inside the window, each later move that finished is compared with it.
            m_partialMoves = i + 1;
            if (i == 0 ? v > alphaOrig : (m_partialMove >= 0 && v > best)) {
                m_partialMove = sq;
                m_partialScore = v;
            }
            if (v > best) {
                best = v;
                bestIndex = i;
                if (v > alpha)
                    alpha = v;
                if (v >= beta)
                    break;
            }
        }
        // Best first unless every move failed low (then the scores are only upper bounds and
        // the previous order is the better guess).
        if (best > alphaOrig && bestIndex > 0) {
            const RootMove b = rm.m[bestIndex];
            for (int i = bestIndex; i > 0; --i)
                rm.m[i] = rm.m[i - 1];
            rm.m[0] = b;
        }
        if (m_useTt) {
            const int storeDepth = solvedAt(m_p, m_o, depth) ? TranspositionTable::SolvedDepth : depth;
            m_tt->template store<K>(hashOf(m_p, m_o), storeDepth, best > alphaOrig ? best : -ScoreInf,
                best < beta ? best : ScoreInf, best > alphaOrig ? rm.m[0].move : -1);
        }
        return best;
    }

    bool stopped() const override { return m_stopped; }
    int partialMove() const override { return m_partialMove; }
    int partialMoveCount() const override { return m_partialMoves; }
    int partialScore() const override { return m_partialScore; }
    std::uint64_t nodes() const override { return m_nodes; }

    int principalVariation(int first, int depth, Square* out) override
    {
        Bitboard p = m_p, o = m_o;
        int n = 0;
        int move = first;
        // `depth` counts moves; passes are added free, as in the search. Out has room for 64.
        while (depth > 0 && n < 64) {
            Bitboard moves = K::moves(p, o);
            if (!moves) {
                if (!K::moves(o, p))
                    break;
                out[n++] = PassMove;
                const Bitboard t = p;
                p = o;
                o = t;
                continue;
            }
            if (n > 0) {
                TtHit hit;
                move = m_tt && m_tt->template probe<K>(hashOf(p, o), hit) ? hit.move : -1;
                // The table keeps no entries for the last ply; finish with the best child by
                // static evaluation, which is what the search chose there.
                if ((move < 0 || !(moves & squareBit(move))) && depth == 1)
                    move = bestByEvaluation(p, o, moves);
            }
            if (move < 0 || move >= 64 || !(moves & squareBit(move)))
                break;
            out[n++] = move;
            const Bitboard f = K::flips(p, o, move);
            const Bitboard np = o ^ f;
            o = p ^ f ^ squareBit(move);
            p = np;
            --depth;
        }
        return n;
    }

    void newIteration() override
    {
        for (int& h : m_history)
            h /= 4;
        m_cutEvents = 0; // the event cap is per iteration: the deepest one matters most
        m_treeEvents = 0;
        for (auto& row : m_sample)
            for (Sampler& b : row)
                b = Sampler{};
        for (std::uint32_t& k : m_rootKept)
            k = 0;
    }

private:
    enum NodeType { Pv, Cut, All };

    static NodeType childType(NodeType t) { return t == Cut ? All : Cut; }

    // Each half is mixed before they are combined (see hashBitboards in bitboard.h: combining
    // first lets differences confined to one row cancel, a collision rate this search once hit).
    static std::uint64_t hashOf(Bitboard p, Bitboard o) { return hashBitboards(p, o); }

    static int finalScore(Bitboard p, Bitboard o)
    {
        const int mine = K::popcount(p), theirs = K::popcount(o);
        const int empties = 64 - mine - theirs;
        int diff = mine - theirs;
        if (diff > 0)
            diff += empties;
        else if (diff < 0)
            diff -= empties;
        return diff * EvalScale;
    }

    bool solvedAt(Bitboard p, Bitboard o, int depth) const
    {
        return !m_multiCut.enabled && !m_mpc && depth >= 64 - K::popcount(p | o);
    }

    int bestByEvaluation(Bitboard p, Bitboard o, Bitboard moves) const
    {
        int best = -ScoreInf, bestMove = -1;
        for (Bitboard m = moves; m; m &= m - 1) {
            const Square sq = __builtin_ctzll(m);
            const Bitboard f = K::flips(p, o, sq);
            const Bitboard np = o ^ f, no = p ^ f ^ squareBit(sq);
            int v;
            if (K::moves(np, no))
                v = -m_eval.template evaluate<K>(np, no);
            else if (K::moves(no, np))
                v = m_eval.template evaluate<K>(no, np);
            else
                v = -finalScore(np, no);
            if (v > best) {
                best = v;
                bestMove = sq;
            }
        }
        return bestMove;
    }

    // Quadrant parity: a move into a region with an odd number of empties tends to get the
    // last move there (Buro's and others' parity heuristic).
    static Bitboard oddQuadrants(Bitboard empty)
    {
        constexpr Bitboard Q[4]
            = {0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL, 0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};
        Bitboard odd = 0;
        for (Bitboard q : Q)
            if (K::popcount(empty & q) & 1)
                odd |= q;
        return odd;
    }

    // Fills `out` with the moves of `moves` best-first; returns their number.
    int orderedMoves(
        Bitboard p, Bitboard o, Bitboard moves, int ttMove, int depth, NodeType type, Square* out)
    {
        int key[64];
        int n = 0;
        const bool shallow = depth >= ShallowSortMinDepth && type != All && (type == Pv || ttMove < 0);
        const int shallowDepth = depth / 3;
        const int discs = shallow ? K::popcount(p | o) : 0;
        const Bitboard odd = oddQuadrants(~(p | o));
        for (Bitboard m = moves; m; m &= m - 1) {
            const Square sq = __builtin_ctzll(m);
            out[n] = sq;
            int k;
            if (sq == ttMove) {
                k = 1 << 29;
            } else {
                const Bitboard f = K::flips(p, o, sq);
                const Bitboard np = o ^ f, no = p ^ f ^ squareBit(sq);
                if (shallow) {
                    m_path[discs] = std::uint8_t(sq);
                    ++m_quiet;
                    k = -search(np, no, -ScoreInf, ScoreInf, shallowDepth, Pv) * 16;
                    --m_quiet;
                } else {
                    // Fewest replies first (corner replies count double), then the fewest
                    // empty squares next to the opponent's discs (his potential mobility);
                    // history only breaks ties: weighted higher it cost 20% more nodes on
                    // the bench positions (its counts are not comparable across regions).
                    const Bitboard replies = K::moves(np, no);
                    const int oppMobility = K::popcount(replies) + K::popcount(replies & Corners);
                    k = -oppMobility * 1024 - 256 * K::popcount(neighbours(no) & ~(np | no))
                        + (m_history[sq] < HistoryCap ? m_history[sq] : HistoryCap);
                    if (squareBit(sq) & Corners)
                        k += 4096;
                    if (squareBit(sq) & odd)
                        k += 512;
                    if (oppMobility == 0)
                        k += 8192; // opponent must pass
                }
            }
            key[n++] = k;
        }
        // Insertion sort: move lists are short.
        for (int i = 1; i < n; ++i) {
            const int k = key[i];
            const Square s = out[i];
            int j = i - 1;
            while (j >= 0 && key[j] < k) {
                key[j + 1] = key[j];
                out[j + 1] = out[j];
                --j;
            }
            key[j + 1] = k;
            out[j + 1] = s;
        }
        return n;
    }

    bool countNode()
    {
        if (++m_nodes >= m_nextPoll) {
            m_nextPoll = m_nodes + PollInterval;
            if (m_poll && m_poll(m_pollContext, m_nodes))
                m_stopped = true;
        }
        return m_stopped;
    }

    int search(Bitboard p, Bitboard o, int alpha, int beta, int depth, NodeType type)
    {
        if (countNode())
            return 0;
        const Bitboard moves = K::moves(p, o);
        if (!moves) {
            if (!K::moves(o, p))
                return finalScore(p, o);
            return -search(o, p, -beta, -alpha, depth, type == Pv ? Pv : childType(type));
        }
        if (depth == 0)
            return m_eval.template evaluate<K>(p, o);
        const int emptiesHere = 64 - K::popcount(p | o);
        if (m_endSolve && depth >= emptiesHere && emptiesHere <= m_endSolveEmpties)
            return endSolve(p, o, alpha, beta);
        if (depth == 1)
            return searchDepth1(p, o, alpha, beta, moves);

        std::uint64_t key = 0;
        int ttMove = -1;
        if (m_useTt && depth >= TtMinDepth) {
            key = hashOf(p, o);
            TtHit hit;
            if (m_tt->template probe<K>(key, hit)) {
                ttMove = hit.move;
                if (hit.depth >= depth) {
                    if (hit.lower >= beta)
                        return hit.lower;
                    if (hit.upper <= alpha)
                        return hit.upper;
                    if (hit.lower == hit.upper)
                        return hit.lower;
                    if (hit.lower > alpha)
                        alpha = hit.lower;
                    if (hit.upper < beta)
                        beta = hit.upper;
                }
            }
        }
        const int alphaOrig = alpha;

        // Multi-ProbCut (Buro 1997, Fig. 7): shallow null-window checks predict whether the
        // deep search would fail high or low; the checks themselves are not selective.
        MpcStats::Searched* searched = nullptr; // where this node's full search is counted
        if (m_mpc && m_checkLevel == 0 && (type != Pv || m_mpc->pvChecks)
            && (depth <= MpcParams::MaxHeight || (depth >= emptiesHere && m_mpc->hasEnd))) {
            const int cut = probCut(p, o, alpha, beta, depth);
            if (cut != NoCut)
                return cut;
            if (m_stopped)
                return 0;
            if (m_mpcStats && depth < MpcStats::Heights && !(depth >= emptiesHere && m_mpc->hasEnd)
                && m_mpc->count[emptiesHere][depth] > 0)
                searched = &m_mpcStats->searched[m_mpc->stage[emptiesHere]][depth];
        }
        const std::uint64_t nodesBefore = m_nodes;

        Square mv[64];
        const int n = orderedMoves(p, o, moves, ttMove, depth, type, mv);
        if (m_stopped)
            return 0;

        // The path to the node for the cut events: one byte per move, indexed by discs on the
        // board (passes place none), so nothing needs undoing when the recursion returns.
        const int discs = K::popcount(p | o);

        // Multi-cut: if c of the first m moves refute at reduced depth, assume this node does.
        if (m_multiCut.enabled && type == Cut && depth - 1 - m_multiCut.r >= 1) {
            int cuts = 0;
            const int tries = n < m_multiCut.m ? n : m_multiCut.m;
            for (int i = 0; i < tries; ++i) {
                const Bitboard f = K::flips(p, o, mv[i]);
                m_path[discs] = std::uint8_t(mv[i]);
                const int v = -search(
                    o ^ f, p ^ f ^ squareBit(mv[i]), -beta, -beta + 1, depth - 1 - m_multiCut.r, All);
                if (m_stopped)
                    return 0;
                if (v >= beta && ++cuts >= m_multiCut.c) {
                    noteCut(p, o, depth, nullptr, 0, true, 0, 0, beta, CutDecision::MultiCut);
                    return beta;
                }
            }
        }

        int best = -ScoreInf;
        int bestMove = -1;
        for (int i = 0; i < n; ++i) {
            const Square sq = mv[i];
            const Bitboard f = K::flips(p, o, sq);
            const Bitboard np = o ^ f, no = p ^ f ^ squareBit(sq);
            m_path[discs] = std::uint8_t(sq);
            int v;
            if (i == 0) {
                v = -profiledSearch(np, no, -beta, -alpha, depth - 1, type == Pv ? Pv : childType(type));
            } else {
                v = -profiledSearch(
                    np, no, -alpha - 1, -alpha, depth - 1, type == Pv ? Cut : childType(type));
                if (v > alpha && v < beta && !m_stopped)
                    v = -profiledSearch(np, no, -beta, -alpha, depth - 1, Pv);
            }
            if (m_stopped)
                return 0;
            if (v > best) {
                best = v;
                bestMove = sq;
                if (v > alpha) {
                    alpha = v;
                    if (v >= beta) {
                        if (m_history[sq] < HistorySaturation)
                            m_history[sq] += depth * depth;
                        break;
                    }
                }
            }
        }
        if (m_useTt) {
            const int storeDepth = solvedAt(p, o, depth) ? TranspositionTable::SolvedDepth : depth;
            m_tt->template store<K>(key, storeDepth, best > alphaOrig ? best : -ScoreInf,
                best < beta ? best : ScoreInf, bestMove);
        }
        if (searched) {
            ++searched->count;
            searched->nodes += m_nodes - nodesBefore;
        }
        return best;
    }

    static constexpr int NoCut = -ScoreInf - 1;

    // Rounded to the safe side, as mpcHighBound/mpcLowBound (not called here: see kernel.h on
    // sharing inline code with the AVX2 unit).
    static int ceilBound(double x)
    {
        const double c = __builtin_ceil(x - 1e-9);
        return c > ScoreInf ? ScoreInf : c < -ScoreInf ? -ScoreInf : int(c);
    }
    static int floorBound(double x)
    {
        const double f = __builtin_floor(x + 1e-9);
        return f > ScoreInf ? ScoreInf : f < -ScoreInf ? -ScoreInf : int(f);
    }

    void emitCut(Bitboard p, Bitboard o, int height, const MpcTry& t, int i, bool high, int bound, int v,
        int window, CutDecision decision)
    {
        if (!m_cutFn || m_cutEvents >= m_maxCutEvents || !sampled(p, o, height))
            return;
        ++m_cutEvents;
        CutEvent e;
        e.player = p;
        e.opponent = o;
        e.height = height;
        e.checkDepth = t.depth;
        e.tryIndex = i;
        e.highCheck = high;
        e.bound = double(bound) / EvalScale;
        e.shallowValue = double(v) / EvalScale;
        e.decision = decision;
        e.iteration = m_iterationDepth;
        e.windowBound = double(window) / EvalScale;
        e.a = t.a;
        e.b = t.b / EvalScale;
        e.sigma = t.sigma;
        e.threshold = t.t;
        const int length = K::popcount(p | o) - m_rootDiscs;
        e.pathLength = length < 0 ? 0 : length > CutEvent::MaxPath ? CutEvent::MaxPath : length;
        for (int k = 0; k < e.pathLength; ++k)
            e.path[k] = m_path[m_rootDiscs + k];
        m_cutFn(m_cutContext, e);
    }

    bool profiling() const { return m_cutFn && m_checkLevel == 0 && m_quiet == 0; }

    // Whether the check at this node goes into the stream (see Sampler). Each root move gets
    // an equal share of the iteration's cap, and one height at most half of it, so the most
    // frequent height cannot crowd out the others.
    bool sampled(Bitboard p, Bitboard o, int height)
    {
        const int ply = K::popcount(p | o) - m_rootDiscs;
        const int root = ply > 0 && m_path[m_rootDiscs] < 64 ? m_path[m_rootDiscs] : 64;
        Sampler& b = m_sample[root][height < CutEvent::CutHeights ? height : 0];
        const std::uint64_t share = m_maxCutEvents / std::uint64_t(m_rootMoveCount > 0 ? m_rootMoveCount : 1);
        const std::uint32_t rootQuota = share < 1 ? 1 : share > 0xFFFFFFu ? 0xFFFFFFu : std::uint32_t(share);
        const std::uint32_t quota = rootQuota / 2 > 0 ? rootQuota / 2 : 1;
        if (b.next == 0)
            b.next = quota / 2 > 0 ? quota / 2 : 1;
        if (b.seen++ % b.stride != 0 || b.kept >= quota || m_rootKept[root] >= rootQuota)
            return false;
        ++m_rootKept[root];
        if (++b.kept >= b.next && b.next < quota) {
            b.stride *= 2;
            b.next += (quota - b.next + 1) / 2;
        }
        return true;
    }

    // Counts a cut for the subtree events and, at a node near the root, keeps it for its own.
    void noteCut(Bitboard p, Bitboard o, int heightIndex, const MpcTry* t, int i, bool high, int bound, int v,
        int window, CutDecision decision)
    {
        if (!m_cutFn)
            return;
        if (decision == CutDecision::MultiCut)
            ++m_multiCuts;
        else
            ++m_cutCounts[heightIndex < CutEvent::CutHeights ? heightIndex : 0];
        const int ply = K::popcount(p | o) - m_rootDiscs;
        if (ply < 1 || ply > CutEvent::TreePlies)
            return;
        NodeCut& n = m_nodeCut[ply];
        n.set = true;
        n.check = CutEvent{};
        n.check.decision = decision;
        n.check.tryIndex = i;
        n.check.highCheck = high;
        n.check.windowBound = double(window) / EvalScale;
        if (t) {
            n.check.checkDepth = t->depth;
            n.check.bound = double(bound) / EvalScale;
            n.check.shallowValue = double(v) / EvalScale;
            n.check.a = t->a;
            n.check.b = t->b / EvalScale;
            n.check.sigma = t->sigma;
            n.check.threshold = t->t;
        }
    }

    // search() of a child by the main search; near the root, with events on, reports the call
    // as a subtree event (CutEvent::kind Subtree).
    __attribute__((always_inline)) int profiledSearch(
        Bitboard p, Bitboard o, int alpha, int beta, int depth, NodeType type)
    {
        if (!m_cutFn) // the usual case: no events, nothing but this test
            return search(p, o, alpha, beta, depth, type);
        return reportedSearch(p, o, alpha, beta, depth, type);
    }

    __attribute__((noinline)) int reportedSearch(
        Bitboard p, Bitboard o, int alpha, int beta, int depth, NodeType type)
    {
        const int ply = K::popcount(p | o) - m_rootDiscs;
        if (!profiling() || ply > CutEvent::TreePlies || m_treeEvents >= m_maxCutEvents / 2)
            return search(p, o, alpha, beta, depth, type);
        const std::uint64_t nodesBefore = m_nodes;
        std::uint32_t cutsBefore[CutEvent::CutHeights];
        for (int h = 0; h < CutEvent::CutHeights; ++h)
            cutsBefore[h] = m_cutCounts[h];
        const std::uint32_t multiBefore = m_multiCuts;
        m_nodeCut[ply].set = false;
        const int v = search(p, o, alpha, beta, depth, type);
        if (m_stopped)
            return v;
        ++m_treeEvents;
        CutEvent e = m_nodeCut[ply].set ? m_nodeCut[ply].check : CutEvent{};
        m_nodeCut[ply].set = false;
        e.kind = CutEventKind::Subtree;
        e.player = p;
        e.opponent = o;
        e.height = depth;
        e.iteration = m_iterationDepth;
        e.nodes = m_nodes - nodesBefore;
        e.value = double(v) / EvalScale;
        e.alpha = double(alpha) / EvalScale;
        e.beta = double(beta) / EvalScale;
        for (int h = 0; h < CutEvent::CutHeights; ++h)
            e.cutsByHeight[h] = m_cutCounts[h] - cutsBefore[h];
        e.multiCuts = m_multiCuts - multiBefore;
        e.pathLength = ply;
        for (int k = 0; k < ply; ++k)
            e.path[k] = m_path[m_rootDiscs + k];
        m_cutFn(m_cutContext, e);
        return v;
    }

    // The exact value of a small subtree by the endgame solver, window converted to discs
    // (rounded outwards, so a fail-soft disc bound is still a bound in score units).
    int endSolve(Bitboard p, Bitboard o, int alpha, int beta)
    {
        int a = alpha <= -64 * EvalScale ? -64 : floorBound(double(alpha) / EvalScale);
        int b = beta >= 64 * EvalScale ? 64 : ceilBound(double(beta) / EvalScale);
        a = a < -64 ? -64 : a > 63 ? 63 : a;
        b = b > 64 ? 64 : b <= a ? a + 1 : b;
        std::uint64_t n = 0;
        const int v = m_endSolve(m_endSolveContext, p, o, a, b, &n);
        m_nodes += n;
        if (m_nodes >= m_nextPoll) {
            m_nextPoll = m_nodes + PollInterval;
            if (m_poll && m_poll(m_pollContext, m_nodes))
                m_stopped = true;
        }
        return v * EvalScale;
    }

    // The shallow value from which a check cuts (Buro 1997, Fig. 7): the least v with
    // a v + b - beta >= t sigma, the greatest v with a v + b - alpha <= -t sigma.
    static double highCut(const MpcTry& t, int beta) { return (t.tSigma + beta - t.b) / t.a; }
    static double lowCut(const MpcTry& t, int alpha) { return (-t.tSigma + alpha - t.b) / t.a; }

    // Returns beta or alpha when a check cuts, NoCut otherwise. A node searched to the end of
    // the game (depth >= empties) uses the ENDCUT checks of its empties count, the others the
    // Multi-ProbCut checks of its height (Buro's ENDCUT is the same Fig. 7 with the height "to
    // the end"; its checks are not counted in MpcStats, whose heights stop at MaxHeight).
    int probCut(Bitboard p, Bitboard o, int alpha, int beta, int depth)
    {
        const int empties = 64 - K::popcount(p | o);
        const bool toEnd = depth >= empties && m_mpc->hasEnd;
        const int count = toEnd ? m_mpc->endCount[empties] : m_mpc->count[empties][depth];
        for (int i = 0; i < count; ++i) {
            const MpcTry& t = toEnd ? m_mpc->endTries[empties][i] : m_mpc->tries[empties][depth][i];
            MpcStats::Counters* c
                = m_mpcStats && !toEnd ? &m_mpcStats->c[m_mpc->stage[empties]][depth][i] : nullptr;
            ++m_checkLevel;
            const int hb = ceilBound(highCut(t, beta));
            const std::uint64_t nodesBefore = m_nodes;
            if (hb <= EvalMax) {
                const int v = search(p, o, hb - 1, hb, t.depth, Cut);
                if (c) {
                    ++c->checks;
                    c->nodes += m_nodes - nodesBefore;
                }
                if (!m_stopped && v >= hb) {
                    --m_checkLevel;
                    if (c)
                        ++c->failHigh;
                    noteCut(p, o, toEnd ? 0 : depth, &t, i, true, hb, v, beta, CutDecision::FailHigh);
                    emitCut(p, o, depth, t, i, true, hb, v, beta, CutDecision::FailHigh);
                    return beta;
                }
                emitCut(p, o, depth, t, i, true, hb, v, beta, CutDecision::NoCut);
            }
            const int lb = floorBound(lowCut(t, alpha));
            if (lb >= -EvalMax && !m_stopped) {
                const std::uint64_t lowBefore = m_nodes;
                const int v = search(p, o, lb, lb + 1, t.depth, All);
                if (c) {
                    ++c->checks;
                    c->nodes += m_nodes - lowBefore;
                }
                if (!m_stopped && v <= lb) {
                    --m_checkLevel;
                    if (c)
                        ++c->failLow;
                    noteCut(p, o, toEnd ? 0 : depth, &t, i, false, lb, v, alpha, CutDecision::FailLow);
                    emitCut(p, o, depth, t, i, false, lb, v, alpha, CutDecision::FailLow);
                    return alpha;
                }
                emitCut(p, o, depth, t, i, false, lb, v, alpha, CutDecision::NoCut);
            }
            --m_checkLevel;
            if (m_stopped)
                return NoCut;
        }
        return NoCut;
    }

    // The last ply: every child is a leaf (an evaluation, or an exact score if the game ends).
    int searchDepth1(Bitboard p, Bitboard o, int alpha, int beta, Bitboard moves)
    {
        (void)alpha;
        int best = -ScoreInf;
        for (Bitboard m = moves; m; m &= m - 1) {
            const Square sq = __builtin_ctzll(m);
            const Bitboard f = K::flips(p, o, sq);
            const Bitboard np = o ^ f, no = p ^ f ^ squareBit(sq);
            if (countNode())
                return 0;
            int v;
            if (K::moves(np, no))
                v = -m_eval.template evaluate<K>(np, no);
            else if (K::moves(no, np))
                v = m_eval.template evaluate<K>(no, np); // the opponent passes back to us
            else
                v = -finalScore(np, no);
            if (v > best) {
                best = v;
                if (v >= beta)
                    break;
            }
        }
        return best;
    }

    Bitboard m_p, m_o;
    TranspositionTable* m_tt;
    bool m_useTt;
    MultiCutParams m_multiCut;
    PollFn m_poll;
    void* m_pollContext;
    E m_eval;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nextPoll = PollInterval;
    bool m_stopped = false;
    int m_history[64];
    const MpcPlan* m_mpc;
    MpcStats* m_mpcStats;
    CutFn m_cutFn;
    void* m_cutContext;
    std::size_t m_maxCutEvents;
    std::size_t m_cutEvents = 0;
    EndSolveFn m_endSolve;
    void* m_endSolveContext;
    int m_endSolveEmpties;
    int m_rootDiscs;
    int m_iterationDepth = 0;
    int m_partialMove = -1; // see SearchCore::partialMove
    int m_partialScore = 0;
    int m_partialMoves = 0;
    std::uint8_t m_path[64] = {}; // the move made at each disc count on the current path
    int m_checkLevel = 0;         // > 0 inside a ProbCut check search (not selective)
    int m_quiet = 0;              // > 0 inside a move-ordering search (no subtree events)
    int m_rootMoveCount = 1;
    std::size_t m_treeEvents = 0;
    // Cuts so far by height (CutEvent::cutsByHeight) and multi-cuts, for the subtree events;
    // counted only when events are sent.
    std::uint32_t m_cutCounts[CutEvent::CutHeights] = {};
    std::uint32_t m_multiCuts = 0;
    // The cut that ended the search of a node near the root at once, by its distance from the
    // root, for its subtree event.
    struct NodeCut {
        bool set = false;
        CutEvent check; // decision and the check's fields
    };
    NodeCut m_nodeCut[CutEvent::TreePlies + 1];
    // Check-event sampling per (root move, height): the first half of a bucket's quota takes
    // every check, then each further quarter, eighth... takes every 2nd, 4th... check, so a
    // bucket never exceeds its quota and the later checks of a subtree are represented too.
    struct Sampler {
        std::uint64_t seen = 0;
        std::uint32_t kept = 0, stride = 1, next = 0;
    };
    Sampler m_sample[65][CutEvent::CutHeights];
    std::uint32_t m_rootKept[65] = {};
};

template <class K, class E>
SearchCore* makeCore(const CoreSetup& setup, const E& eval)
{
    return new SearchWorker<K, E>(setup, eval);
}

} // namespace probcut::detail
