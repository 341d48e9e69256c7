#pragma once
// One search on the calling thread: iterative deepening over NegaScout (with aspiration
// windows) or MTD(f), on a transposition table and an evaluator, under SearchLimits and a
// time manager. The Engine facade runs it on its worker thread; `bench`, `analyse` and the
// tests call it directly. The hot recursion is a template over kernel and evaluator
// (search_impl.h), instantiated in search.cpp (portable) and search_avx2.cpp (AVX2).

#include "engine/core/board.h"
#include "engine/core/kernel.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/evaluator.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search_limits.h"
#include "engine/search/transposition_table.h"

#include <atomic>
#include <chrono>
#include <functional>

namespace probcut {

struct SearchControl {
    SearchId searchId = 0;
    // Set from another thread to stop; the search then reports the last completed iteration.
    const std::atomic<bool>* stop = nullptr;
    // Reason reported when `stop` is seen (the Engine distinguishes Stopped and Superseded).
    const std::atomic<StopReason>* stopReason = nullptr;
    // Every completed iteration, unthrottled (the Engine rate-limits before its listener).
    std::function<void(const SearchInfo&)> onIteration;
    // Called every few thousand nodes on the searching thread (deferred info delivery).
    std::function<void()> onPoll;
    // Reports from inside an iteration (SearchInfo::inProgress): the best root move so far as a
    // lower bound, an aspiration or MTD(f) probe's failed bound, and the node count, at most
    // about twice a second. Optional: searches without it pay nothing.
    std::function<void(const SearchInfo&)> onProgress;
    // The least time between two of those (the exact solver's included).
    std::chrono::milliseconds progressInterval{500};
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    // When set, positions with at most SearchLimits::solveEmpties empties are solved by it
    // (after a few shallow iterations, so a stop during the solve still has a move to report).
    // Without it the search itself runs on to the end of the game.
    EndgameSolver* endgame = nullptr;
    // Multi-ProbCut parameters; with none (or selectivity 100) the search is exact.
    const MpcParams* mpc = nullptr;
    // Instrumentation, off when null/empty (then it costs nothing): counters per (stage,
    // height, try), added to (not cleared), and a stream of at most maxCutEvents check events,
    // sampled across root moves and heights, and maxCutEvents / 2 subtree events
    // per iteration.
    MpcStats* mpcStats = nullptr;
    std::function<void(const CutEvent&)> onCutEvent;
    std::size_t maxCutEvents = CutEvent::StreamCap;
};

// Searches `board` (which must not be a finished game). With no legal move the result is
// PassMove with StopReason::NoMoves. Deterministic for fixed depth, one thread and a cleared
// table: the node count is then a signature of the search (see `probcut bench`).
SearchResult search(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, const SearchControl& control = {}, KernelKind kernel = bestKernel());

// Internals shared by the driver (search.cpp) and the per-kernel instantiations.
namespace detail {

struct RootMove {
    int move;
    int score;
};
struct RootMoves {
    int count = 0;
    RootMove m[64];
};

// Returns true when the search must stop; called every PollInterval nodes with the node count.
using PollFn = bool (*)(void* context, std::uint64_t nodes);
// Receives a check event (plain data: no library types cross into the per-kernel code).
using CutFn = void (*)(void* context, const CutEvent& event);

// Multi-ProbCut checks prepared by the driver for one search: per empties count and height,
// up to MpcStats::Tries checks (shallowest first) in EvalScale units with t·σ folded in.
struct MpcTry {
    int depth;
    double a, b, tSigma;
    double t, sigma; // in discs, for the cut events only
};
struct MpcPlan {
    int stage[61];
    int count[61][MpcParams::MaxHeight + 1];
    MpcTry tries[61][MpcParams::MaxHeight + 1][MpcStats::Tries];
    // ENDCUT (MpcParams::endFit): checks at nodes searched to the end of the game, per empties
    // count; the deep value they predict is the exact final score.
    // Without any (hasEnd false) such nodes use the Multi-ProbCut checks of their height.
    bool hasEnd = false;
    bool pvChecks = true; // MpcSettings::pvChecks
    int endCount[61] = {};
    MpcTry endTries[61][MpcStats::Tries];
};

// An exact windowed solve of a small subtree (the endgame solver) inside a selective endgame
// search: alpha < beta in discs within [-64, 64]; returns the fail-soft score in discs and
// adds its nodes to `nodes`.
using EndSolveFn
    = int (*)(void* context, Bitboard player, Bitboard opponent, int alpha, int beta, std::uint64_t* nodes);

struct CoreSetup {
    Bitboard player;
    Bitboard opponent;
    TranspositionTable* tt;
    bool useTt;
    MultiCutParams multiCut;
    PollFn poll;
    void* pollContext;
    const Evaluator* evaluator;
    const MpcPlan* mpc = nullptr; // null: no selective pruning
    MpcStats* mpcStats = nullptr;
    CutFn cutFn = nullptr;
    void* cutContext = nullptr;
    std::size_t maxCutEvents = 0;
    // Selective endgame search: nodes searched to the end with at most endSolveEmpties empties
    // are solved exactly by endSolve (null: searched by the NegaScout itself).
    EndSolveFn endSolve = nullptr;
    void* endSolveContext = nullptr;
    int endSolveEmpties = 0;
};

// The search of one root position at a given depth and window, implemented per kernel and
// evaluator type. Raw pointers and plain arrays only cross this line, so nothing compiled for
// AVX2 is shared with portable code through inline library templates.
class SearchCore {
public:
    virtual ~SearchCore();
    // The root moves in heuristic order (the first iteration's order).
    virtual void rootMoves(RootMoves& out) = 0;
    // Fail-soft search of every root move in order at `depth` with window (alpha, beta); on
    // return the best move is first (unless all failed low). Scores in EvalScale units.
    virtual int searchRoot(RootMoves& moves, int depth, int alpha, int beta) = 0;
    virtual bool stopped() const = 0;
    // After a stopped searchRoot: the best move among the root moves it finished, when the
    // first of them scored inside the window (-1 otherwise: nothing better than the previous
    // iteration is known), and how many root moves it finished.
    virtual int partialMove() const = 0;
    virtual int partialMoveCount() const = 0;
    // The value of partialMove (EvalScale units); also valid while searchRoot runs (read from
    // the search's own poll), when it is a lower bound of the iteration's value.
    virtual int partialScore() const = 0;
    virtual std::uint64_t nodes() const = 0;
    // The principal variation of a `depth`-move search from the table, starting with `first`
    // (passes included, not counted); `out` has room for 64 squares. Returns its length.
    virtual int principalVariation(int first, int depth, Square* out) = 0;
    // Between iterations: age the history table.
    virtual void newIteration() = 0;
};

SearchCore* createSearchCorePortable(const CoreSetup& setup);
#if defined(PROBCUT_HAVE_AVX2)
SearchCore* createSearchCoreAvx2(const CoreSetup& setup);
#endif

constexpr int ScoreInf = 10000; // beyond any EvalScale score

} // namespace detail
} // namespace probcut
