#pragma once
// The endgame search, a template over the move kernel (see kernel.h). Included only by
// endgame.cpp (portable instantiation) and endgame_avx2.cpp (AVX2 instantiation); inside the
// template only K:: functions, builtins and constexpr data are used, so no AVX2 code leaks into
// portable units through a shared inline symbol.
//
// Root: MTD(f)-style probes with windows of width 2 around even guesses (scores are even).
// Layers, by number of empties n (thresholds below):
//   n >= DeepMinEmpties  PVS with the hash table (the nodes next to the leaves in a small one
//                        of their own), moves sorted fastest-first (fewest replies for the
//                        opponent, corner replies counted twice), potential mobility,
//                        corner/parity terms; higher up a shallow search refines the order
//                        (over the pattern evaluation when the caller gives one, else over a
//                        mobility/corner score) and children are probed for hash cut-offs (ETC).
//   n = 4, 3, 2          unrolled solvers over the empty squares, parity-ordered, legality
//                        pre-tested with a neighbour mask before the flip kernel is called.
//   n = 1                the final score is computed from the *count* of flips, found with
//                        four 256-entry line lookups, without making the move.
// Stability cut-off (Buro's "stable discs bound" as used by most solvers): the opponent's
// provably stable discs bound our score from above; tried wherever the opponent has enough discs
// for it to reach alpha.
// Nodes: one per search call (a pass is a call) plus one per leaf reached by a last move.
// Parallel solves (EndgameOptions::threads): Young Brothers Wait over the shared lockless table;
// nodes with SplitMinEmpties or more split once their first move is searched, threads waiting
// for their helpers help them below (EndgameSplitPoint). The one-thread path is the same search
// (the same nodes), with one null test per move loop.

#include "engine/core/bitboard.h"
#include "engine/core/stability.h"
#include "engine/endgame/endgame_hash.h"
#include "engine/endgame/endgame_order.h"
#include "engine/endgame/endgame_parallel.h"
#include "engine/endgame/endgame_tuning.h"
#include "engine/eval/pattern_impl.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <mutex>
#include <thread>
#include <utility>

namespace probcut::detail {

constexpr int EndgameInfinity = 127; // outside every score (scores are -64..64)

// ProbCut model of the selective passes, per empties count n: the exact score is predicted from
// the depth-d check search as a*v + b with a normal error of deviation sigma (discs), from the
// `endfit` fits (MpcParams); `usable` false leaves that n to the fixed margins. Plain data, so
// it crosses the kernel boundary like EndgameCall.
struct EndgameCutFit {
    float invA = 1; // 1 / a
    float b = 0;
    float sigma = 0;
    bool usable = false;
};
struct EndgameCutModel {
    std::array<EndgameCutFit, 65> fits{};
};

// One root search of a full-window solve, for tracing where the nodes go (EndgameResult::probes):
// the first-guess search (pass 0), each probe of the selective passes (1, 2) and of the exact one
// (ExactStrength). Plain data, so it crosses the kernel boundary like EndgameCall.
struct EndgameProbeRecord {
    std::uint8_t pass = 0;
    std::int8_t alpha = 0;
    std::int8_t beta = 0;
    std::int8_t value = 0;
    std::uint8_t move = 0xff;
    std::uint64_t nodes = 0;
};
struct EndgameProbeLog {
    static constexpr int Capacity = 64;
    std::array<EndgameProbeRecord, Capacity> records{};
    int count = 0;
};

// The root driver's state for reports from inside a solve (EndgameOptions::onProgress): brought
// up to date at each pass and probe (nothing per node) and handed with the node count to a
// function the caller sets, from the stop poll (every 16 K nodes). Plain data and a plain
// function pointer, so it crosses the kernel boundary like EndgameCall.
struct EndgameProgressState {
    std::uint8_t pass = ExactStrength; // the running root search, as EndgameProbeRecord::pass
    std::uint8_t cutPercent = 0;       // its ProbCut margin in percent of sigma (0: exact)
    std::int8_t lower = -64;           // what its finished probes proved of the root's score
    std::int8_t upper = 64;
    std::int8_t direction = 0; // its latest proof: +1 score >= lower, -1 score <= upper, 0 none
    std::uint8_t move = 0xff;  // its best root move so far (also from inside a probe)
    std::uint8_t donePass = 0; // the last finished selective pass (0: none yet), its margin, score, move
    std::uint8_t doneCutPercent = 0;
    std::int8_t doneScore = 0;
    std::uint8_t doneMove = 0xff;
    std::uint64_t nodes = 0;
};
using EndgameProgressFn = void (*)(void* context, const EndgameProgressState& state);

template <class K>
class EndgameSearch {
public:
    EndgameSearch(const EndgameHashTable& table, const std::atomic<bool>* stop, const PatternEval* eval,
        const EndgameCutModel* cutModel = nullptr, EndgameProbeLog* log = nullptr)
        : m_table(table), m_stop(stop), m_eval(eval && eval->weights ? eval : nullptr), m_cutModel(cutModel),
          m_log(log)
    {
    }

    // Reports from inside the search (EndgameProgressState); null (the default) costs nothing.
    void setProgress(EndgameProgressFn fn, void* context)
    {
        m_progress = fn;
        m_progressContext = context;
    }

    // Makes this search one of the threads of a parallel solve (slot `index` of `parallel`).
    void setParallel(EndgameParallel* parallel, int index)
    {
        m_par = parallel;
        m_self = &parallel->threads[index];
        m_pollInterval = ParallelPollInterval;
        m_nextPoll = ParallelPollInterval;
    }

    // A helper thread of a parallel solve: searches moves of other threads' split points until
    // the solve ends.
    void helperLoop()
    {
        helpUntil(nullptr, [this] { return m_par->quit.load(std::memory_order_acquire); });
    }

    std::uint64_t nodes = 0;
    bool aborted = false;

    // Value of a position whose side to move has at least one legal move; *bestMove gets one
    // of the best moves (the first that reached the returned value).
    int root(Bitboard p, Bitboard o, int alpha, int beta, Square* bestMove, int guess = 0)
    {
        const Bitboard e = ~(p | o);
        const int n = K::popcount(e);
        const unsigned parity = parityOf(e);
        if (alpha <= -64 && beta >= 64) {
            if (m_eval && guess == 0 && n >= GuessMinEmpties) {
                beginPass(0, 0);
                const std::uint64_t before = totalNodes();
                const int v = evalSearch(p, o, -(1 << 20), 1 << 20, GuessDepth);
                guess = std::clamp(
                    (v >= 0 ? v + EvalScaleUnits : v - EvalScaleUnits) / (2 * EvalScaleUnits) * 2, -64, 64);
                record({0, -64, 64, std::int8_t(guess), 0xff, totalNodes() - before});
            }
            if (m_eval && n >= SelectiveRootMinEmpties) {
                // Iterative deepening in selectivity (as in Buro's and Edax's solvers): cheap
                // ProbCut iterations leave a score guess and best moves in the table for the
                // exact search.
                std::uint8_t level = 1;
                for (std::size_t i = 0; i < SelectiveModelMargins.size(); ++i) {
                    m_cutMargin = SelectiveMargins[i] * SelectiveSigma / 100;
                    m_cutT = float(SelectiveModelMargins[i]) / 100;
                    m_strength = level++;
                    beginPass(m_strength, m_cutModel ? SelectiveModelMargins[i] : SelectiveMargins[i]);
                    guess = probeRoot(p, o, n, parity, guess, bestMove);
                    if (aborted)
                        return 0;
                    m_progressState.donePass = m_strength;
                    m_progressState.doneCutPercent = m_progressState.cutPercent;
                    m_progressState.doneScore = std::int8_t(guess);
                    m_progressState.doneMove = std::uint8_t(*bestMove == NoSquare ? 0xff : *bestMove);
                }
                m_cutMargin = 0;
                m_strength = ExactStrength;
                beginPass(ExactStrength, 0);
            }
            return probeRoot(p, o, n, parity, guess, bestMove);
        }
        return searchRoot(p, o, alpha, beta, n, parity, bestMove);
    }

    // Scores are even, so a window (g-1, g+1) around an even guess g tells whether the value is
    // below, equal to or above g; probing like MTD(f) (Plaat et al. 1996) costs a few narrow
    // searches that share the hash table instead of one wide one.
    int probeRoot(Bitboard p, Bitboard o, int n, unsigned parity, int guess, Square* bestMove)
    {
        int lower = -64, upper = 64, g = guess;
        int step = 2, lastDirection = 0;
        Square best = NoSquare;
        while (lower < upper) {
            g = g < lower ? lower : (g > upper ? upper : g);
            if (g & 1)
                g += g < upper ? 1 : -1;
            Square m = NoSquare;
            const std::uint64_t before = totalNodes();
            const int v = searchRoot(p, o, g - 1, g + 1, n, parity, &m);
            if (aborted)
                return 0;
            record({m_strength, std::int8_t(g - 1), std::int8_t(g + 1), std::int8_t(v),
                std::uint8_t(m == NoSquare ? 0xff : m), totalNodes() - before});
            int direction;
            if (v <= g - 1) {
                upper = v - (v & 1);
                if (best == NoSquare)
                    best = m;
                direction = -1;
            } else {
                best = m;
                if (v < g + 1) {
                    lower = upper = v;
                    break;
                }
                lower = v + (v & 1);
                direction = 1;
            }
            m_progressState.lower = std::int8_t(lower < -64 ? -64 : lower);
            m_progressState.upper = std::int8_t(upper > 64 ? 64 : upper);
            m_progressState.direction = std::int8_t(direction);
            m_progressState.move = std::uint8_t(best == NoSquare ? 0xff : best);
            // Repeated misses in one direction double the step (the first probe after a
            // miss tests the returned bound itself), so far-off guesses cost few probes.
            step = direction == lastDirection ? step * 2 : 2;
            lastDirection = direction;
            g = direction > 0 ? lower + step - 2 : upper - step + 2;
        }
        *bestMove = best;
        // A selective pass's probes can contradict each other (a bound above another's opposite
        // bound); the latest one, searched with the fuller table, is the guess passed on (the
        // exact pass never contradicts).
        const int v = lower > upper && lastDirection < 0 ? upper : lower;
        return v < -64 ? -64 : (v > 64 ? 64 : v);
    }

    // Value of any position (passes and finished games included).
    int any(Bitboard p, Bitboard o, int alpha, int beta)
    {
        const Bitboard e = ~(p | o);
        return dispatch(p, o, alpha, beta, K::popcount(e), parityOf(e));
    }

    // The stored hash move of a position, or NoSquare.
    Square hashMove(Bitboard p, Bitboard o, int* lower, int* upper) const
    {
        EndgameHashEntry s;
        if (!probe(hashKey(p, o), K::popcount(~(p | o)), &s))
            return NoSquare;
        if (s.strength == ExactStrength) {
            *lower = s.lower;
            *upper = s.upper;
        }
        return s.move == 0xff ? NoSquare : Square(s.move);
    }

private:
    using MoveEntry = EndgameMove;

    // The running state of a node's move loop: the window's lower edge as the node was
    // entered (for the stored bound), the best value so far and its move.
    struct MoveState {
        int alpha0;
        int best;
        int bestSq;
        std::uint64_t taint0; // m_taint as the node was entered
        int alpha = alpha0;
        std::uint64_t nodes0 = 0; // the node count as the node was entered (for its entry's cost)
    };

    const EndgameHashTable& m_table;
    const std::atomic<bool>* m_stop;
    const PatternEval* m_eval;
    const EndgameCutModel* m_cutModel;
    EndgameProbeLog* m_log;
    // Selective iterations: the ProbCut margin in evaluation units (0 = exact search) and the
    // strength stamped on the table entries written meanwhile.
    int m_cutMargin = 0;
    float m_cutT = 0; // the same margin in standard deviations of the fitted model
    std::uint8_t m_strength = ExactStrength;
    // Counts the selective results a selective pass has relied on (ProbCut cuts, hash and ETC
    // cuts by entries below ExactStrength, windows narrowed by them): a node whose search left it
    // unchanged searched its subtree full-width, so its bound is exact and is stored as such for
    // the exact pass.
    std::uint64_t m_taint = 0;
    std::uint64_t m_pollInterval = 1 << 14;
    std::uint64_t m_nextPoll = m_pollInterval;
    // A parallel solve (null for one thread): the shared state, this thread's slot, and the
    // innermost split point this thread is working under (its chain of parents is polled for
    // cut-offs).
    EndgameParallel* m_par = nullptr;
    EndgameThreadSlot* m_self = nullptr;
    EndgameSplitPoint* m_split = nullptr;
    EndgameProgressFn m_progress = nullptr;
    void* m_progressContext = nullptr;
    EndgameProgressState m_progressState;

    void beginPass(std::uint8_t pass, int cutPercent)
    {
        m_progressState.pass = pass;
        m_progressState.cutPercent = std::uint8_t(cutPercent);
        m_progressState.lower = -64;
        m_progressState.upper = 64;
        m_progressState.direction = 0;
        m_progressState.move = 0xff;
    }

    // Out of line: the poll stays as small as it was for searches without a listener.
    [[gnu::noinline]] void reportProgress()
    {
        m_progressState.nodes = totalNodes();
        m_progress(m_progressContext, m_progressState);
    }

    // (A member of the template, not of EndgameProbeLog: no non-template inline code is shared
    // between the kernel units.)
    void record(const EndgameProbeRecord& r)
    {
        if (m_log && m_log->count < EndgameProbeLog::Capacity)
            m_log->records[std::size_t(m_log->count++)] = r;
    }

    static unsigned parityOf(Bitboard e)
    {
        unsigned par = 0;
        for (int q = 0; q < 4; ++q)
            par |= unsigned(K::popcount(e & QuadrantMasks[q]) & 1) << q;
        return par;
    }

    // The table trusts this 64-bit key alone, so it must not collide: each bitboard is mixed
    // before they are combined (bitboard.h explains why multiply-then-combine is not enough).
    static std::uint64_t hashKey(Bitboard p, Bitboard o) { return quickHashBitboards(p, o); }

    // Final score with n empties, empties to the winner.
    static int finalScore(Bitboard p, int n)
    {
        const int pc = K::popcount(p);
        const int d = 2 * pc + n - 64; // pc - (64 - n - pc)
        return d > 0 ? d + n : (d < 0 ? d - n : 0);
    }

    static int lastFlips(Bitboard p, Square s)
    {
        const int r = rowOf(s), c = columnOf(s);
        return LastFlipCount[c][(p >> (8 * r)) & 0xff]
            + LastFlipCount[r][(((p >> c) & FileA) * 0x0102040810204080ULL) >> 56]
            + LastFlipCount[c][((p & Diagonals[s].down) * FileA) >> 56]
            + LastFlipCount[c][((p & Diagonals[s].up) * FileA) >> 56];
    }

    bool poll()
    {
        if (nodes >= m_nextPoll) {
            m_nextPoll = nodes + m_pollInterval;
            if (m_stop && m_stop->load(std::memory_order_relaxed))
                aborted = true;
            else if (m_par && parallelPoll())
                aborted = true;
            else if (m_progress)
                reportProgress();
        }
        return aborted;
    }

    // ---- parallel solve -----------------------------------------------------------------
    bool stopped() const { return m_stop && m_stop->load(std::memory_order_relaxed); }

    // Whether a split point this thread works under was cut off (its work is no longer needed).
    bool splitCut() const
    {
        for (const EndgameSplitPoint* s = m_split; s; s = s->parent)
            if (s->cut.load(std::memory_order_relaxed))
                return true;
        return false;
    }

    [[gnu::noinline]] bool parallelPoll()
    {
        m_self->nodes.store(nodes, std::memory_order_relaxed);
        return splitCut();
    }

    // This thread's nodes and the other threads' as of their last poll or finished move.
    std::uint64_t totalNodes() const
    {
        std::uint64_t total = nodes;
        if (m_par)
            for (int t = 0; t < m_par->threadCount; ++t)
                if (&m_par->threads[t] != m_self)
                    total += m_par->threads[t].nodes.load(std::memory_order_relaxed);
        return total;
    }

    static void idlePause(int spins)
    {
        if (spins < 64)
            __builtin_ia32_pause();
        else
            std::this_thread::yield();
    }

    static bool descends(const EndgameSplitPoint& sp, const EndgameSplitPoint* ancestor)
    {
        for (const EndgameSplitPoint* s = &sp; s; s = s->parent)
            if (s == ancestor)
                return true;
        return false;
    }

    // An active split point of another thread with moves left (below `within` when given: an
    // owner waiting for its helpers only helps them), returned locked with this thread counted
    // as a helper; the highest one of each thread first (the largest subtrees).
    EndgameSplitPoint* findWork(const EndgameSplitPoint* within)
    {
        for (int t = 0; t < m_par->threadCount; ++t) {
            EndgameThreadSlot& slot = m_par->threads[t];
            if (&slot == m_self)
                continue;
            const int count = slot.splitCount.load(std::memory_order_acquire);
            for (int i = 0; i < count; ++i) {
                EndgameSplitPoint& sp = slot.splits[std::size_t(i)];
                if (!sp.hasMoves.load(std::memory_order_relaxed))
                    continue;
                sp.lock();
                if (sp.active && sp.next < sp.count && !sp.cut.load(std::memory_order_relaxed)
                    && (!within || descends(sp, within))) {
                    sp.helpers.fetch_add(1, std::memory_order_relaxed);
                    return &sp;
                }
                sp.unlock();
            }
        }
        return nullptr;
    }

    // Counted as idle, takes moves of other threads' split points (below `within` when given)
    // until `done()`.
    template <class Done>
    void helpUntil(const EndgameSplitPoint* within, Done done)
    {
        m_par->idle.fetch_add(1, std::memory_order_relaxed);
        for (int spins = 0; !done();) {
            if (EndgameSplitPoint* sp = findWork(within)) {
                m_par->idle.fetch_sub(1, std::memory_order_relaxed);
                work<false>(*sp, false);
                m_par->idle.fetch_add(1, std::memory_order_relaxed);
                spins = 0;
            } else {
                idlePause(spins++);
            }
        }
        m_par->idle.fetch_sub(1, std::memory_order_relaxed);
    }

    // Searches moves of `sp` (locked on entry, unlocked on return) until none is left or it is
    // cut off: each with a null window at the split point's current alpha, re-searched inside
    // the window (as searchMove), the results merged under the lock. A helper (not the owner)
    // leaves with its abort flag cleared unless the whole solve is stopped.
    template <bool Root>
    void work(EndgameSplitPoint& sp, bool owner)
    {
        EndgameSplitPoint* const savedSplit = m_split;
        const int savedMargin = m_cutMargin;
        const float savedT = m_cutT;
        const std::uint8_t savedStrength = m_strength;
        m_split = &sp;
        m_cutMargin = sp.cutMargin;
        m_cutT = sp.cutT;
        m_strength = sp.strength;
        while (sp.next < sp.count && !sp.cut.load(std::memory_order_relaxed)) {
            const int i = sp.next++;
            pickBest(sp.list, i, sp.count);
            const MoveEntry m = sp.list[i];
            if (sp.next == sp.count)
                sp.hasMoves.store(false, std::memory_order_relaxed);
            MoveState st{sp.alpha, -EndgameInfinity, NoSquare, 0};
            sp.unlock();
            const std::uint64_t taint = m_taint;
            searchMove(sp.player, sp.opponent, sp.beta, sp.empties, sp.parity, m, st, false);
            sp.lock();
            if (aborted)
                break;
            sp.taint += m_taint - taint;
            if (st.best > sp.best) {
                sp.best = st.best;
                sp.bestSq = st.bestSq;
                if (st.best >= sp.beta) {
                    sp.cut.store(true, std::memory_order_relaxed);
                    break;
                }
                if (st.best > sp.alpha)
                    sp.alpha = st.best;
            }
            if constexpr (Root)
                noteRootBest(sp.best, sp.alpha0, sp.bestSq);
        }
        if (!owner) {
            m_self->nodes.store(nodes, std::memory_order_relaxed);
            sp.helpers.fetch_sub(1, std::memory_order_release);
        }
        sp.unlock();
        m_split = savedSplit;
        m_cutMargin = savedMargin;
        m_cutT = savedT;
        m_strength = savedStrength;
        if (!owner)
            aborted = stopped();
    }

    // Publishes the node's moves list[next..count) as a split point, searches them with the
    // helpers that join, waits for those (helping them meanwhile) and leaves the merged result
    // in `st`. False (nothing done) when this thread's split points are all in use.
    template <bool Root>
    bool split(Bitboard p, Bitboard o, int beta, int n, unsigned parity, MoveEntry* list, int next, int count,
        MoveState& st)
    {
        const int index = m_self->splitCount.load(std::memory_order_relaxed);
        if (index >= EndgameThreadSlot::MaxSplits)
            return false;
        EndgameSplitPoint& sp = m_self->splits[std::size_t(index)];
        sp.lock();
        sp.parent = m_split;
        sp.player = p;
        sp.opponent = o;
        sp.beta = beta;
        sp.empties = n;
        sp.parity = parity;
        sp.list = list;
        sp.next = next;
        sp.count = count;
        sp.alpha0 = st.alpha0;
        sp.alpha = st.alpha;
        sp.best = st.best;
        sp.bestSq = st.bestSq;
        sp.taint = 0;
        sp.cutMargin = m_cutMargin;
        sp.cutT = m_cutT;
        sp.strength = m_strength;
        sp.active = true;
        sp.helpers.store(0, std::memory_order_relaxed);
        sp.cut.store(false, std::memory_order_relaxed);
        sp.hasMoves.store(true, std::memory_order_relaxed);
        sp.unlock();
        m_self->splitCount.store(index + 1, std::memory_order_release);

        sp.lock();
        work<Root>(sp, true);
        if (aborted)
            sp.cut.store(true, std::memory_order_relaxed); // the helpers leave too
        // Waiting for the helpers, help them: their split points below this one.
        helpUntil(&sp, [&sp] { return sp.helpers.load(std::memory_order_acquire) == 0; });
        sp.lock();
        sp.active = false;
        sp.hasMoves.store(false, std::memory_order_relaxed);
        st.alpha = sp.alpha;
        st.best = sp.best;
        st.bestSq = sp.bestSq;
        m_taint += sp.taint;
        sp.unlock();
        m_self->splitCount.store(index, std::memory_order_release);
        // A cut-off at this split point is this node's result; one above it, or a stop, is not.
        aborted = stopped() || splitCut();
        return true;
    }

    // After a root move: the progress state learns the best move so far, so a long probe can
    // report it (a root move above the window's lower edge proves at least its value).
    void noteRootBest(int best, int alpha0, int bestSq)
    {
        if (best > alpha0 && best > m_progressState.lower) {
            m_progressState.lower = std::int8_t(best);
            m_progressState.direction = 1;
            m_progressState.move = std::uint8_t(bestSq);
        }
    }

    // ---- stability bound (stableDiscs: stability.h) ------------------------------------
    // Returns true (with *score) when the opponent's stable discs prove score <= alpha.
    static bool stabilityCut(Bitboard p, Bitboard o, int alpha, int* score)
    {
        // Only the opponent's discs can be stable: without enough of them no count can reach
        // alpha (deep() also skips the count near a zero score: StabilityDeepMinAlpha).
        if (alpha < 64 - 2 * K::popcount(o))
            return false;
        const int upper = 64 - 2 * K::popcount(stableDiscs<K>(o, p | o));
        if (upper <= alpha) {
            *score = upper;
            return true;
        }
        return false;
    }

    // ---- last empties --------------------------------------------------------------------
    int solve1(Bitboard p, Square s)
    {
        ++nodes;
        const int pc = K::popcount(p);
        int n = lastFlips(p, s);
        if (n) {
            ++nodes;
            return 2 * (pc + n + 1) - 64;
        }
        n = lastFlips(~(p | squareBit(s)), s);
        if (n) {
            ++nodes;
            return 2 * (pc - n) - 64;
        }
        const int d = 2 * pc - 63;
        return d > 0 ? d + 1 : d - 1;
    }

    int solve2(Bitboard p, Bitboard o, int alpha, int beta, Square a, Square b)
    {
        ++nodes;
        Bitboard f;
        int best = -EndgameInfinity;
        if ((Neighbours[a] & o) && (f = K::flips(p, o, a))) {
            best = -solve1(o ^ f, b);
            if (best >= beta)
                return best;
        }
        if ((Neighbours[b] & o) && (f = K::flips(p, o, b))) {
            const int v = -solve1(o ^ f, a);
            return v > best ? v : best;
        }
        if (best != -EndgameInfinity)
            return best;
        // We pass: the opponent moves, then we face one empty square.
        int worst = EndgameInfinity;
        if ((Neighbours[a] & p) && (f = K::flips(o, p, a))) {
            worst = solve1(p ^ f, b);
            if (worst <= alpha)
                return worst;
        }
        if ((Neighbours[b] & p) && (f = K::flips(o, p, b))) {
            const int v = solve1(p ^ f, a);
            return v < worst ? v : worst;
        }
        if (worst != EndgameInfinity)
            return worst;
        return finalScore(p, 2);
    }

    int solve3(Bitboard p, Bitboard o, int alpha, int beta, Square a, Square b, Square c)
    {
        ++nodes;
        Bitboard f;
        // The stability cut pays here too, where the score is lopsided, and near a zero score
        // (StabilityDeepMinAlpha).
        if (int score; stabilityCut(p, o, alpha, &score))
            return score;
        int best = -EndgameInfinity;
        if ((Neighbours[a] & o) && (f = K::flips(p, o, a))) {
            best = -solve2(o ^ f, p ^ f ^ squareBit(a), -beta, -alpha, b, c);
            if (best >= beta)
                return best;
            if (best > alpha)
                alpha = best;
        }
        if ((Neighbours[b] & o) && (f = K::flips(p, o, b))) {
            const int v = -solve2(o ^ f, p ^ f ^ squareBit(b), -beta, -alpha, a, c);
            if (v >= beta)
                return v;
            if (v > best) {
                best = v;
                if (v > alpha)
                    alpha = v;
            }
        }
        if ((Neighbours[c] & o) && (f = K::flips(p, o, c))) {
            const int v = -solve2(o ^ f, p ^ f ^ squareBit(c), -beta, -alpha, a, b);
            return v > best ? v : best;
        }
        if (best != -EndgameInfinity)
            return best;
        int worst = EndgameInfinity;
        if ((Neighbours[a] & p) && (f = K::flips(o, p, a))) {
            worst = solve2(p ^ f, o ^ f ^ squareBit(a), alpha, beta, b, c);
            if (worst <= alpha)
                return worst;
            if (worst < beta)
                beta = worst;
        }
        if ((Neighbours[b] & p) && (f = K::flips(o, p, b))) {
            const int v = solve2(p ^ f, o ^ f ^ squareBit(b), alpha, beta, a, c);
            if (v <= alpha)
                return v;
            if (v < worst) {
                worst = v;
                if (v < beta)
                    beta = v;
            }
        }
        if ((Neighbours[c] & p) && (f = K::flips(o, p, c))) {
            const int v = solve2(p ^ f, o ^ f ^ squareBit(c), alpha, beta, a, b);
            return v < worst ? v : worst;
        }
        if (worst != EndgameInfinity)
            return worst;
        return finalScore(p, 3);
    }

    static void sortPair(unsigned& a, unsigned& b)
    {
        const unsigned lo = a < b ? a : b, hi = a < b ? b : a;
        a = lo;
        b = hi;
    }

    // Exactly four empty squares; `moves`: the side to move's legal moves (the caller has them
    // from ordering its own moves), so no square is tried that cannot be played.
    // (Out of line: GCC 12 would otherwise inline it into the move loops, which slows the solve.)
    [[gnu::noinline]] int solve4(Bitboard p, Bitboard o, int alpha, int beta, unsigned parity, Bitboard moves)
    {
        int score;
        if (stabilityCut(p, o, alpha, &score))
            return ++nodes, score;
        // Squares of odd quadrants first (quadrant parity, Buro/Edax), then by LastSquaresRank,
        // then board order: the four squares keyed with an even-quadrant bit and the rank above
        // the square, sorted by a five-comparator network of conditional moves (the two loops
        // over the odd and the even squares it replaces had data-dependent trip counts).
        const Bitboard odd = ParityMasks[parity];
        Bitboard e = ~(p | o);
        unsigned key[4];
        for (unsigned& k : key) {
            const unsigned s = unsigned(__builtin_ctzll(e));
            e &= e - 1;
            k = s | unsigned(LastSquaresRank[s]) << 6 | unsigned(((odd >> s) & 1) ^ 1) << 9;
        }
        sortPair(key[0], key[1]);
        sortPair(key[2], key[3]);
        sortPair(key[0], key[2]);
        sortPair(key[1], key[3]);
        sortPair(key[1], key[2]);
        const Square sq[4]
            = {Square(key[0] & 63), Square(key[1] & 63), Square(key[2] & 63), Square(key[3] & 63)};
        return solve4Ordered(p, o, alpha, beta, sq, moves, true);
    }

    int solve4Ordered(
        Bitboard p, Bitboard o, int alpha, int beta, const Square* sq, Bitboard moves, bool mayPass)
    {
        ++nodes;
        int best = -EndgameInfinity;
        for (int i = 0; i < 4; ++i) {
            const Square s = sq[i];
            if (moves & squareBit(s)) {
                const Bitboard f = K::flips(p, o, s);
                Square r[3];
                for (int j = 0, m = 0; j < 4; ++j)
                    if (j != i)
                        r[m++] = sq[j];
                const int v = -solve3(o ^ f, p ^ f ^ squareBit(s), -beta, -alpha, r[0], r[1], r[2]);
                if (v > best) {
                    best = v;
                    if (v >= beta)
                        return v;
                    if (v > alpha)
                        alpha = v;
                }
            }
        }
        if (best != -EndgameInfinity)
            return best;
        if (mayPass) {
            if (const Bitboard replies = K::moves(o, p))
                return -solve4Ordered(o, p, -beta, -alpha, sq, replies, false);
        }
        return finalScore(p, 4);
    }

    int dispatch(Bitboard p, Bitboard o, int alpha, int beta, int n, unsigned parity)
    {
        if (n >= DeepMinEmpties)
            return deep(p, o, alpha, beta, n, parity, K::moves(p, o), hashKey(p, o));
        if (n == 4)
            return solve4(p, o, alpha, beta, parity, K::moves(p, o));
        const Bitboard e = ~(p | o);
        if (n == 3) {
            Square s[3];
            int k = 0;
            const Bitboard odd = e & ParityMasks[parity];
            for (Bitboard rem = odd; rem; rem &= rem - 1)
                s[k++] = __builtin_ctzll(rem);
            for (Bitboard rem = e & ~odd; rem; rem &= rem - 1)
                s[k++] = __builtin_ctzll(rem);
            return solve3(p, o, alpha, beta, s[0], s[1], s[2]);
        }
        if (n == 2) {
            const Square a = __builtin_ctzll(e);
            return solve2(p, o, alpha, beta, a, __builtin_ctzll(e & (e - 1)));
        }
        if (n == 1)
            return solve1(p, __builtin_ctzll(e));
        ++nodes;
        return finalScore(p, 0);
    }

    // ---- move ordering ---------------------------------------------------------------------
    // Higher is better. Fastest first: the opponent's mobility after the move dominates (corner
    // replies count double); then our corner moves, odd-quadrant moves, and avoiding X/C squares.
    // `replies`: the opponent's moves after ours; `odd`: the odd quadrants' squares;
    // `potential`: add the potential-mobility, own-mobility and flip terms. The square terms come
    // from a table and a mask, without branches: which square a move is on is unpredictable.
    template <bool Potential>
    static int orderValue(Bitboard np, Bitboard no, Square s, Bitboard flipped, Bitboard odd,
        Bitboard replies, Bitboard own, int flipWeight)
    {
        int v = -32 * (K::popcount(replies) + K::popcount(replies & Corners))
            + SquareOrderBonus[std::size_t(s)] + (6 & -int((odd >> s) & 1));
        if constexpr (Potential) {
            // Potential mobility: empty squares next to our discs, where the opponent may
            // later find moves (a tie-breaker: 2 points against 32 for a real move).
            const Bitboard e = ~(np | no);
            v += OwnMobilityOrderWeight * K::popcount(own) - flipWeight * K::popcount(flipped)
                - 2 * K::popcount(neighbours(no) & e);
        }
        return v;
    }

    // One move's entry: its flips, the opponent's replies and its fastest-first value. With the
    // potential terms, our own moves after the move come from the same kernel call as the
    // opponent's replies (the two move generations overlap, the flips stay in registers).
    template <bool Potential>
    static MoveEntry moveEntry(Bitboard p, Bitboard o, Square s, Bitboard odd, int flipWeight)
    {
        Bitboard replies, own = 0;
        Bitboard f;
        if constexpr (Potential)
            f = K::flipsWithBothMoves(p, o, s, &replies, &own);
        else
            f = K::flipsWithReplies(p, o, s, &replies);
        return {f, replies, 0, s,
            orderValue<Potential>(o ^ f, p ^ f ^ squareBit(s), s, f, odd, replies, own, flipWeight)};
    }

    // The moves with their flips, replies and order values, in board order. When the children
    // will look themselves up in the hash table (and ETC looks them up first), their keys are
    // computed here once (for the prefetch, ETC and the child's own probe) and all their buckets
    // prefetched before the order values are computed, so that those loads, each a likely cache
    // miss, overlap that work rather than being waited for in turn.
    int generate(Bitboard p, Bitboard o, Bitboard moves, unsigned parity, MoveEntry* list, int n)
    {
        if (n >= PotentialMobilityMinEmpties)
            return generate<true>(p, o, moves, parity, list, n);
        return generate<false>(p, o, moves, parity, list, n);
    }

    template <bool Potential>
    int generate(Bitboard p, Bitboard o, Bitboard moves, unsigned parity, MoveEntry* list, int n)
    {
        const Bitboard odd = ParityMasks[parity];
        const int flipWeight = n >= EvalSortMinEmpties ? FlipOrderWeightHigh : FlipOrderWeight;
        int count = 0;
        if (n - 1 < DeepMinEmpties) {
            for (Bitboard rem = moves; rem; rem &= rem - 1)
                list[count++] = moveEntry<Potential>(p, o, __builtin_ctzll(rem), odd, flipWeight);
            return count;
        }
        // The children's flips and keys first, each bucket prefetched at once, then the move
        // generations of the order values while those loads are under way.
        for (Bitboard rem = moves; rem; rem &= rem - 1) {
            const Square s = __builtin_ctzll(rem);
            const Bitboard f = K::flips(p, o, s);
            const std::uint64_t key = hashKey(o ^ f, p ^ f ^ squareBit(s));
            __builtin_prefetch(&bucket(key, n - 1));
            list[count++] = {f, 0, key, s, 0};
        }
        for (int i = 0; i < count; ++i) {
            MoveEntry& m = list[i];
            const Bitboard f = m.flipped;
            const Square s = m.square;
            Bitboard replies, own = 0;
            if constexpr (Potential)
                K::movesAfter(p, o, f, s, &replies, &own);
            else
                replies = K::moves(o ^ f, p ^ f ^ squareBit(s));
            m.replies = replies;
            m.value = orderValue<Potential>(o ^ f, p ^ f ^ squareBit(s), s, f, odd, replies, own, flipWeight);
        }
        return count;
    }

    // ---- ordering by a shallow search -------------------------------------------------------
    // High in the tree a wrong first move costs a whole subtree, so there the moves are ranked
    // by a short alpha-beta search over a mobility/corner evaluation instead of one-ply
    // mobility alone (the idea of Edax's and Buro's "shallow search" ordering; the evaluation
    // here is deliberately tiny, since only the order of the moves matters).
    static int orderEval(Bitboard p, Bitboard o)
    {
        const Bitboard mp = K::moves(p, o), mo = K::moves(o, p);
        return 8 * (K::popcount(mp) + K::popcount(mp & Corners) - K::popcount(mo) - K::popcount(mo & Corners))
            + 16 * (K::popcount(p & Corners) - K::popcount(o & Corners));
    }

    // Alpha-beta to a fixed depth over the pattern evaluation (Pattern: EvalScaleUnits per disc)
    // or over orderEval (without one); finished games score their disc difference, far outside
    // either evaluation's range in orderEval's case. Ordering searches, ProbCut checks and the
    // first guess all use it; with the pattern evaluation its moves are sorted fastest-first
    // from EvalSearchSortDepth up, since its cut-offs depend on the order as much as the
    // solver's own.
    template <bool Pattern>
    int shallowSearch(Bitboard p, Bitboard o, int alpha, int beta, int depth)
    {
        ++nodes;
        // The ordering searches high in the tree and the first guess take long enough to poll
        // (a stop or a cut-off above a split point); an aborted one's value is never used.
        if (poll())
            return 0;
        if (depth == 0) {
            if constexpr (Pattern)
                return m_eval->template evaluate<K>(p, o);
            else
                return orderEval(p, o);
        }
        Bitboard moves = K::moves(p, o);
        if (!moves) {
            if (!K::moves(o, p)) {
                if constexpr (Pattern)
                    return EvalScaleUnits * finalScore(p, K::popcount(~(p | o)));
                else
                    return 4096 * (K::popcount(p) - K::popcount(o));
            }
            return -shallowSearch<Pattern>(o, p, -beta, -alpha, depth);
        }
        const bool sorted = Pattern && depth >= EvalSearchSortDepth;
        MoveEntry list[32];
        int count = 0;
        for (; moves; moves &= moves - 1) {
            const Square s = __builtin_ctzll(moves);
            const Bitboard f = K::flips(p, o, s);
            int value = 0;
            if (sorted) {
                const Bitboard replies = K::moves(o ^ f, p ^ f ^ squareBit(s));
                value = -(K::popcount(replies) + K::popcount(replies & Corners));
            }
            list[count++] = {f, 0, 0, s, value};
        }
        int best = -(1 << 20);
        for (int i = 0; i < count; ++i) {
            if (sorted)
                pickBest(list, i, count);
            const Bitboard f = list[i].flipped;
            const int v
                = -shallowSearch<Pattern>(o ^ f, p ^ f ^ squareBit(list[i].square), -beta, -alpha, depth - 1);
            if (v > best) {
                best = v;
                if (v >= beta)
                    break;
                if (v > alpha)
                    alpha = v;
            }
        }
        return best;
    }
    int evalSearch(Bitboard p, Bitboard o, int alpha, int beta, int depth)
    {
        return shallowSearch<true>(p, o, alpha, beta, depth);
    }
    int orderSearch(Bitboard p, Bitboard o, int alpha, int beta, int depth)
    {
        return shallowSearch<false>(p, o, alpha, beta, depth);
    }

    // ProbCut (Buro 1995) for the selective iterations: a shallow evaluation search whose
    // value clears the window by the margin stands for the exact search. The result is a bound
    // at the window's edge, trusted only by searches of the same strength.
    bool probCut(Bitboard p, Bitboard o, int alpha, int beta, int n, int* score)
    {
        // The evaluation bounds that stand for beta and alpha (none where the window's edge is
        // the end of the score range).
        constexpr int NoBound = 1 << 30;
        int high = NoBound, low = -NoBound;
        if (m_cutModel && m_cutModel->fits[n].usable) {
            // Buro's bounds (Fig. 7 of the Multi-ProbCut paper) in evaluation units: the exact
            // score a*v + b clears beta with t standard deviations to spare.
            const EndgameCutFit& f = m_cutModel->fits[n];
            if (beta < 64)
                high = int(__builtin_ceilf((m_cutT * f.sigma + float(beta) - f.b) * f.invA * EvalScaleUnits));
            if (alpha > -64)
                low = int(
                    __builtin_floorf((-m_cutT * f.sigma + float(alpha) - f.b) * f.invA * EvalScaleUnits));
        } else {
            if (beta < 64)
                high = beta * EvalScaleUnits + m_cutMargin;
            if (alpha > -64)
                low = alpha * EvalScaleUnits - m_cutMargin;
        }
        const bool checkHigh = high < 64 * EvalScaleUnits;
        const bool checkLow = low > -64 * EvalScaleUnits;
        const int depth = selectiveCheckDepth(n);
        if (depth == 0) {
            // A static evaluation answers both checks at once (one node, not one per check).
            if (!checkHigh && !checkLow)
                return false;
            const int v = evalSearch(p, o, -(1 << 20), 1 << 20, 0);
            if (aborted)
                return false;
            if (checkHigh && v >= high) {
                *score = beta;
                return true;
            }
            if (checkLow && v <= low) {
                *score = alpha;
                return true;
            }
            return false;
        }
        if (checkHigh && evalSearch(p, o, high - 1, high, depth) >= high && !aborted) {
            *score = beta;
            return true;
        }
        if (checkLow && evalSearch(p, o, low, low + 1, depth) <= low && !aborted) {
            *score = alpha;
            return true;
        }
        return false;
    }

    // Whether deep() orders this node's moves by sortBySearch: at every node from the threshold up,
    // since skipping it at nodes expected to fail low costs more nodes than it saves, and a cache of
    // the orders found would rarely be hit (few positions are sorted twice).
    bool sortsBySearch(int n) const { return n >= (m_eval ? EvalSortMinEmpties : SortSearchMinEmpties); }

    void sortBySearch(Bitboard p, Bitboard o, int n, MoveEntry* list, int count, int reduction = 0)
    {
        if (m_eval) {
            int depth = (n - SortSearchMinEmpties + EvalSortDepthOffset) / SortSearchDepthDivisor - reduction;
            if (depth < 0)
                depth = 0;
            // The moves are searched in the order of their one-ply values, so that the windows
            // of the later ones start tight.
            sortByValue(list, count);
            // Only the moves near the best need exact values: a child more than
            // SortSearchWindow below the best so far gets the fail-soft bound of a search that
            // stops there.
            int bestValue = -(1 << 20);
            const int weight = depth ? EvalOrderWeight : EvalOrderWeightStatic;
            for (int i = 0; i < count; ++i) {
                const MoveEntry& m = list[i];
                const Bitboard np = o ^ m.flipped, no = p ^ m.flipped ^ squareBit(m.square);
                const int beta = i == 0 ? 1 << 20 : SortSearchWindow - bestValue;
                const int v = -evalSearch(np, no, -(1 << 20), beta, depth);
                if (v > bestValue)
                    bestValue = v;
                list[i].value += v * weight / EvalScaleUnits;
            }
            return;
        }
        const int depth = (n - SortSearchMinEmpties) / SortSearchDepthDivisor;
        for (int i = 0; i < count; ++i) {
            const MoveEntry& m = list[i];
            const Bitboard np = o ^ m.flipped, no = p ^ m.flipped ^ squareBit(m.square);
            // Added to the one-ply value (32 per opponent move) at a quarter of its weight:
            // heavier weights measured worse with this small evaluation.
            list[i].value -= orderSearch(np, no, -(1 << 20), 1 << 20, depth);
        }
    }

    // Moves the first of the best-valued moves among list[i..count) to list[i] (selection
    // sort, one step at a time: most nodes cut off after one or two moves). The scan keeps its
    // candidate in conditional moves rather than branches.
    static void pickBest(MoveEntry* list, int i, int count)
    {
        int b = i, bv = list[i].value;
        for (int j = i + 1; j < count; ++j) {
            const int v = list[j].value;
            const bool better = v > bv;
            b = better ? j : b;
            bv = better ? v : bv;
        }
        if (b != i)
            std::swap(list[i], list[b]);
    }

    // Insertion sort, best value first, stable.
    static void sortByValue(MoveEntry* list, int count)
    {
        for (int i = 1; i < count; ++i) {
            const MoveEntry m = list[i];
            int j = i;
            for (; j > 0 && list[j - 1].value < m.value; --j)
                list[j] = list[j - 1];
            list[j] = m;
        }
    }

    // ---- hash table ------------------------------------------------------------------------
    // The slot's entry when it holds `key` (a torn slot fails the check and reads as a miss).
    static bool loadSlot(const EndgameHashSlot& slot, std::uint64_t key, EndgameHashEntry* entry)
    {
        return slot.load(key, *entry) && entry->empties != 0;
    }

    // The bucket of a position with n empties: the thread's near table up to
    // NearTableMaxEmpties, its mid table up to MidTableMaxEmpties, the shared main table above.
    EndgameHashBucket& bucket(std::uint64_t key, int n) const
    {
        if (n <= NearTableMaxEmpties)
            return m_table.near[key & m_table.nearMask];
        if (n <= MidTableMaxEmpties)
            return m_table.mid[key & m_table.midMask];
        return m_table.buckets[key & m_table.mask];
    }

    static bool probeBucket(const EndgameHashBucket& b, std::uint64_t key, EndgameHashEntry* entry)
    {
        return loadSlot(b.slot[0], key, entry) || loadSlot(b.slot[1], key, entry);
    }

    bool probe(std::uint64_t key, int n, EndgameHashEntry* entry) const
    {
        return probeBucket(bucket(key, n), key, entry);
    }

    // An entry's cost for a subtree of `subtreeNodes` nodes: its bit length.
    static int costOf(std::uint64_t subtreeNodes) { return std::bit_width(subtreeNodes); }

    void store(std::uint64_t key, int n, int alpha, int beta, int score, int move, std::uint8_t strength,
        int cost = 0)
    {
        storeIn(bucket(key, n), key, n, alpha, beta, score, move, strength, cost);
    }

    // Slot 0 keeps the costliest entry of this solve (the one whose search took the most nodes):
    // a new entry takes slot 0 when it cost at least as much, pushing the old one to slot 1, and
    // slot 1 otherwise. Cost rather than empties (Breuker's TwoBig on depth) tells a cheap cut node
    // from a costly all node of the same depth, and makes the table's size matter less.
    void storeIn(EndgameHashBucket& b, std::uint64_t key, int n, int alpha, int beta, int score, int move,
        std::uint8_t strength, int cost)
    {
        int lower = -64, upper = 64;
        if (score <= alpha)
            upper = score;
        else if (score >= beta)
            lower = score;
        else
            lower = upper = score;
        for (EndgameHashSlot& slot : b.slot) {
            EndgameHashEntry s;
            if (loadSlot(slot, key, &s)) {
                if (s.strength > strength)
                    return; // a selective result never weakens a stronger entry
                if (s.strength < strength) {
                    s.lower = -64;
                    s.upper = 64;
                    s.strength = strength;
                }
                if (lower > s.lower)
                    s.lower = std::int8_t(lower);
                if (upper < s.upper)
                    s.upper = std::int8_t(upper);
                if (move >= 0 && move < 64)
                    s.move = std::uint8_t(move);
                s.date = m_table.date;
                if (cost > s.cost)
                    s.cost = std::uint8_t(cost);
                slot.store(key, s);
                return;
            }
        }
        EndgameHashEntry e;
        e.lower = std::int8_t(lower);
        e.upper = std::int8_t(upper);
        e.move = move >= 0 && move < 64 ? std::uint8_t(move) : 0xff;
        e.empties = std::uint8_t(n);
        e.date = m_table.date;
        e.strength = strength;
        e.cost = std::uint8_t(cost);
        // Slot 0's entry, whatever its key (a torn read only misplaces one entry).
        const EndgameHashEntry first = b.slot[0].entry();
        if (first.date != m_table.date || cost >= first.cost) {
            b.slot[1].copyFrom(b.slot[0]);
            b.slot[0].store(key, e);
        } else {
            b.slot[1].store(key, e);
        }
    }

    // Enhanced transposition cut-off: a child already known to be bad enough for the opponent
    // ends the search here without searching it; so do children all known to be good enough
    // for the opponent (a fail low).
    // The probes that find no cut still say something about the order: a child that a weaker
    // (earlier, selective) pass searched without a verdict at this window (an entry with a move,
    // inside the window) ranks a little higher (SelectiveEntryBonus): its subtree is partly in
    // the table; one that such a pass found refuting ranks first after the hash move
    // (SelectiveRefutationBonus).
    bool etc(MoveEntry* list, int count, int alpha, int beta, int n, std::uint64_t key, std::uint64_t taint,
        int* score)
    {
        int upper = -EndgameInfinity; // while every child so far is known to fail low: the best bound
        bool selective = false;       // ... and whether a selective entry says so
        for (int i = 0; i < count; ++i) {
            MoveEntry& m = list[i];
            if (EndgameHashEntry h; probe(m.key, n - 1, &h)) {
                if (h.strength >= m_strength) {
                    if (-h.upper >= beta) {
                        m_taint += h.strength != ExactStrength;
                        store(key, n, alpha, beta, -h.upper, m.square,
                            m_taint == taint ? ExactStrength : m_strength);
                        *score = -h.upper;
                        return true;
                    }
                    if (-h.lower <= alpha) {
                        if (-h.lower > upper)
                            upper = -h.lower;
                        selective |= h.strength != ExactStrength;
                        continue;
                    }
                } else if (-h.upper >= beta) {
                    m.value += SelectiveRefutationBonus;
                } else if (-h.lower > alpha && h.move != 0xff) {
                    m.value += SelectiveEntryBonus;
                }
            }
            upper = EndgameInfinity; // this child is not known to fail low
        }
        // Every child known to fail low: so does this node, with the best of their bounds.
        if (upper <= alpha) {
            m_taint += selective;
            store(key, n, alpha, beta, upper, NoSquare, m_taint == taint ? ExactStrength : m_strength);
            *score = upper;
            return true;
        }
        return false;
    }

    // ---- DeepMinEmpties and up: PVS, hash, ETC ---------------------------------------------
    // `key`: hashKey(p, o) (the parent has it from generate()).
    int deep(Bitboard p, Bitboard o, int alpha, int beta, int n, unsigned parity, Bitboard moves,
        std::uint64_t key)
    {
        const std::uint64_t nodes0 = nodes++;
        if (poll())
            return 0;
        const std::uint64_t taint = m_taint;
        int hashMove = NoSquare;
        if (EndgameHashEntry h; probe(key, n, &h)) {
            hashMove = h.move == 0xff ? NoSquare : h.move;
            if (h.strength >= m_strength) {
                const bool cut = h.lower >= beta || h.upper <= alpha || h.lower == h.upper;
                if (cut) {
                    m_taint += h.strength != ExactStrength;
                    return h.lower >= beta ? h.lower : (h.upper <= alpha ? h.upper : h.lower);
                }
                // A selective bound that narrows the window taints the result too: a fail-soft
                // value outside the narrowed window can look exact in the caller's.
                m_taint += h.strength != ExactStrength && (h.lower > alpha || h.upper < beta);
                if (h.lower > alpha)
                    alpha = h.lower;
                if (h.upper < beta)
                    beta = h.upper;
            }
        }
        if (!moves) {
            if (!K::moves(o, p))
                return finalScore(p, n);
            return -deep(o, p, -beta, -alpha, n, parity, K::moves(o, p), hashKey(o, p));
        }
        int score;
        if (alpha >= StabilityDeepMinAlpha && stabilityCut(p, o, alpha, &score))
            return score;
        if (m_cutMargin && n >= SelectiveMinEmpties && probCut(p, o, alpha, beta, n, &score)) {
            ++m_taint;
            store(key, n, alpha, beta, score, hashMove, m_strength);
            return score;
        }
        MoveEntry list[32];
        const int count = generate(p, o, moves, parity, list, n);
        if (n >= EtcMinEmpties && etc(list, count, alpha, beta, n, key, taint, &score))
            return score;
        MoveState state{alpha, -EndgameInfinity, NoSquare, taint, alpha, nodes0};
        int first = 0;
        if (hashMove != NoSquare && (moves & squareBit(hashMove))) {
            // The hash move first, before the other moves are ranked: when it cuts, as it
            // mostly does at expected cut nodes, the ordering search is never paid for.
            for (int i = 0; i < count; ++i) {
                if (list[i].square == hashMove) {
                    std::swap(list[0], list[i]);
                    break;
                }
            }
            if (searchMove(p, o, beta, n, parity, list[0], state, true))
                return finish(key, n, beta, state, nullptr);
            if (aborted)
                return 0;
            first = 1;
        }
        if (sortsBySearch(n))
            sortBySearch(p, o, n, list + first, count - first, first ? HashMoveSortReduction : 0);
        return searchMoves(p, o, beta, n, parity, list + first, count - first, key, state, nullptr);
    }

    int searchRoot(Bitboard p, Bitboard o, int alpha, int beta, int n, unsigned parity, Square* bestMove)
    {
        ++nodes;
        const Bitboard moves = K::moves(p, o);
        const std::uint64_t key = hashKey(p, o);
        int hashMove = NoSquare;
        if (EndgameHashEntry h; probe(key, n, &h))
            hashMove = h.move == 0xff ? NoSquare : h.move;
        MoveEntry list[32];
        const int count = generate(p, o, moves, parity, list, n);
        if (sortsBySearch(n))
            sortBySearch(p, o, n, list, count);
        for (int i = 0; i < count; ++i)
            if (list[i].square == hashMove)
                list[i].value = 1 << 20;
        MoveState state{alpha, -EndgameInfinity, NoSquare, m_taint};
        return searchMoves<true>(p, o, beta, n, parity, list, count, key, state, bestMove);
    }

    // Searches one move of a PVS loop (Reinefeld's NegaScout): the first move with the full
    // window, later ones with a null window, re-searched when they land inside it. Returns true
    // on a beta cut-off (or abort).
    bool searchMove(Bitboard p, Bitboard o, int beta, int n, unsigned parity, const MoveEntry& m,
        MoveState& st, bool isFirst)
    {
        const Bitboard np = o ^ m.flipped, no = p ^ m.flipped ^ squareBit(m.square);
        const unsigned par = parity ^ (1u << quadrantOf(m.square));
        const int alpha = st.alpha;
        int v;
        if (isFirst || beta - alpha == 1) {
            v = -child(np, no, -beta, -alpha, n - 1, par, m.replies, m.key);
        } else {
            v = -child(np, no, -alpha - 1, -alpha, n - 1, par, m.replies, m.key);
            if (!aborted && v > alpha && v < beta)
                v = -child(np, no, -beta, -alpha, n - 1, par, m.replies, m.key);
        }
        if (aborted)
            return true;
        if (v > st.best) {
            st.best = v;
            st.bestSq = m.square;
            if (v >= beta)
                return true;
            if (v > st.alpha)
                st.alpha = v;
        }
        return false;
    }

    int finish(std::uint64_t key, int n, int beta, const MoveState& st, Square* bestMove)
    {
        if (aborted)
            return 0;
        store(key, n, st.alpha0, beta, st.best, st.bestSq, m_taint == st.taint0 ? ExactStrength : m_strength,
            costOf(nodes - st.nodes0));
        if (bestMove)
            *bestMove = st.bestSq;
        return st.best;
    }

    // The rest of a node's moves, best ranked first.
    // `Root`: after each root move the progress state learns the best move so far.
    template <bool Root = false>
    int searchMoves(Bitboard p, Bitboard o, int beta, int n, unsigned parity, MoveEntry* list, int count,
        std::uint64_t key, MoveState& st, Square* bestMove)
    {
        for (int i = 0; i < count; ++i) {
            // Young Brothers Wait: once a move is searched, idle threads may take the others.
            if (m_par && st.bestSq != NoSquare && n >= SplitMinEmpties && count - i >= 2
                && m_par->idle.load(std::memory_order_relaxed) > 0
                && split<Root>(p, o, beta, n, parity, list, i, count, st))
                break;
            pickBest(list, i, count);
            if (searchMove(p, o, beta, n, parity, list[i], st, st.bestSq == NoSquare))
                break;
            if constexpr (Root)
                noteRootBest(st.best, st.alpha0, st.bestSq);
        }
        return finish(key, n, beta, st, bestMove);
    }

    int child(Bitboard p, Bitboard o, int alpha, int beta, int n, unsigned parity, Bitboard moves,
        std::uint64_t key)
    {
        if (n >= DeepMinEmpties)
            return deep(p, o, alpha, beta, n, parity, moves, key);
        if (n == 4)
            return solve4(p, o, alpha, beta, parity, moves); // the replies the parent generated
        return dispatch(p, o, alpha, beta, n, parity);
    }
};

// One search request across the kernel boundary: plain data only, so the AVX2 unit exports
// nothing but endgameRunAvx2 (no shared inline or library template code).
struct EndgameCall {
    Bitboard player = 0;
    Bitboard opponent = 0;
    int alpha = -64;
    int beta = 64;
    bool root = true; // needs a legal move for the side to move; fills bestMove
    int guess = 0;    // first probe of a full-window root solve
    const EndgameHashTable* table = nullptr;
    const std::atomic<bool>* stop = nullptr;
    const PatternEval* eval = nullptr;
    const EndgameCutModel* cutModel = nullptr;
    EndgameProgressFn progress = nullptr; // reports from inside the search, with progressContext
    void* progressContext = nullptr;
    // results
    EndgameProbeLog probes;
    int score = 0;
    Square bestMove = NoSquare;
    std::uint64_t nodes = 0;
    bool aborted = false;
    // A parallel solve: the shared state and this thread's slot in it; `helper`: this call is a
    // helper thread (searches other threads' split points until parallel->quit).
    EndgameParallel* parallel = nullptr;
    int threadIndex = 0;
    bool helper = false;
};

template <class K>
void endgameRun(EndgameCall& call)
{
    EndgameSearch<K> search(*call.table, call.stop, call.eval, call.cutModel, &call.probes);
    search.setProgress(call.progress, call.progressContext);
    if (call.parallel)
        search.setParallel(call.parallel, call.threadIndex);
    if (call.helper)
        search.helperLoop();
    else if (call.root)
        call.score
            = search.root(call.player, call.opponent, call.alpha, call.beta, &call.bestMove, call.guess);
    else
        call.score = search.any(call.player, call.opponent, call.alpha, call.beta);
    call.nodes = search.nodes;
    call.aborted = search.aborted;
}

} // namespace probcut::detail
