#pragma once
// The value types at the search boundary (CONVENTIONS.md §2): one SearchLimits struct says what
// to search and for how long, SearchInfo reports an iteration, SearchResult the outcome with its
// StopReason, and SearchListener is the struct of callbacks the Engine delivers them through
// (rate-limited inside the engine). They own their data because they cross threads. Used by
// the Engine facade, the search driver, the CLI (`analyse`, `bench`) and the GUI controller.
// Room is left for Multi-ProbCut: `selectivity` is a first-class field in limits and reports,
// and the listener is a struct so a cut-event stream can be added without breaking callers.

#include "engine/core/bitboard.h"
#include "engine/search/search_tuning.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace probcut {

using SearchId = std::uint64_t;

// Search scores inside the engine are in 1/128 disc (EvalScale units, see evaluator.h); the
// reports below convert to discs.
enum class SearchAlgorithm : std::uint8_t {
    NegaScout, // principal variation search with aspiration windows (default)
    Mtdf,      // MTD(f): a sequence of null-window searches converging on the score (Plaat 1996)
};

// Multi-cut (Björnsson & Marsland 1998): at an expected cut node of depth d > r, search the
// first m moves to depth d-1-r with a null window at beta; if c of them fail high, return beta
// without the full search. Off by default: it is a selective (unsound) pruning.
struct MultiCutParams {
    bool enabled = false;
    int c = 3;  // cutoffs needed
    int m = 10; // moves tried
    int r = 2;  // depth reduction of the shallow searches
};

// How Multi-ProbCut (Buro 1997, Fig. 7) is applied when selectivity < 100. The threshold t of a
// stage is mpcThreshold(selectivity), times `lateScale` from `lateDiscs` discs on (Buro used
// t = 1.0 before 36 discs and 1.4 after: scale 1.4 at 68.3 %). Defaults: untuned starting point.
// The threshold of a check at `height` (MpcSettings::heightScale): t above MpcHeightScaleFrom
// grows by `heightScale` per ply.
inline double mpcHeightThreshold(double t, int height, double heightScale)
{
    return height > MpcHeightScaleFrom ? t * (1 + heightScale * (height - MpcHeightScaleFrom)) : t;
}

struct MpcSettings {
    int minHeight = 3;      // checks at heights minHeight..maxHeight
    int maxHeight = 16;     // (capped by MpcParams::MaxHeight and by the fitted pairs)
    int tries = 2;          // NUM_TRY: check depths per height, shallowest first
    double lateScale = 1.0; // threshold factor from `lateDiscs` discs on
    int lateDiscs = 36;
    // Plain ProbCut: when both are > 0, the only check is at this height with this depth
    // (e.g. ProbCut(4,8): height 8, depth 4).
    int probCutHeight = 0;
    int probCutDepth = 0;
    // Heights above the deepest fitted one borrow the model of the fitted pair with the same
    // gap h - d (see makeMpcPlan in search.cpp), so the top of a deep search is cut too.
    bool extendHeights = true;
    // Checks at expected PV nodes too (Buro checks at every node); off searches the PV nodes
    // themselves in full (their other children are still checked), at the cost of depth.
    bool pvChecks = true;
    // The threshold grows with the height: t (1 + heightScale (h - 8)) at heights h above 8
    // (mpcHeightThreshold). A wrong cut high in the tree costs a larger subtree and is likelier
    // to touch the principal variation, while a check there is a smaller share of the search it
    // replaces (resources/mpc/README.md: 0.1 beats Buro's single t per stage). 0: one t per stage.
    double heightScale = 0.1;
};

// ENDCUT (Buro's selective endgame search, run by the Engine): in the solver's range, first
// selective searches to the end of the game at increasing confidence (EndcutLevels), each a
// probable result reported with its selectivity, then the exact solve. Needs endgame fits in
// the MPC parameters (MpcParams::endFit) and selectivity 100; otherwise the solve is exact
// at once. Auto: only for searches with a time limit (a move time or a clock), so an analysis
// or `probcut solve` without one stays a plain exact solve.
enum class EndcutMode : std::uint8_t { Auto, On, Off };

struct SearchLimits {
    int depth = 0;             // nominal depth in plies; 0 = as deep as time allows (max 60)
    double moveTime = 0;       // fixed seconds for this move; 0 = none
    double clockRemaining = 0; // game clock: seconds left for the side to move (0 = no clock)
    double clockIncrement = 0; // seconds added per move
    std::uint64_t nodes = 0;   // node budget; 0 = none
    // Selectivity as a Multi-ProbCut confidence in percent; 100 = no forward pruning. Below
    // 100 the search prunes with Multi-ProbCut when it has fitted parameters (SearchControl::mpc,
    // Engine::setMpcParams); without them it searches exactly and reports 100.
    double selectivity = 100;
    MpcSettings mpc{};
    SearchAlgorithm algorithm = SearchAlgorithm::NegaScout;
    MultiCutParams multiCut{};
    bool useTranspositionTable = true;
    // The Engine forgets its transposition tables before this search, on its own worker thread
    // (Engine::clearHash does it on the caller's, which a GUI thread should not wait for).
    bool freshTables = false;
    // Positions with this many empties or fewer are solved exactly (by the endgame solver when
    // the caller provides one, otherwise by this search to the end of the game). The node
    // limit does not apply to the solve; time limits and stop() do.
    int solveEmpties = 20;
    EndcutMode endcut = EndcutMode::Auto;
    // A selective search (selectivity < 100) in the solver's range searches to the end of the
    // game with the endgame fits (ENDCUT's passes) instead of calling the exact solver. Off by
    // default, so the levels' "exact from N empties" stays exact; the Engine's ENDCUT
    // iterations and tests set it.
    bool selectiveEndgame = false;
    // Threads of the search (1-256): the midgame iterations run with threads - 1 lazy-SMP
    // helpers over the shared table, the exact endgame solves (EndgameOptions::threads) on this
    // many. 1 = the calling thread alone (deterministic: the bench signature).
    int threads = 1;
    // Multi-PV (analysis): 1 searches for the best move alone; N > 1 values the N best root
    // moves, each with its own score, depth and line (SearchInfo::lines), the others only
    // proved no better; 0 values every legal move. Each move's value is exact once its subtree
    // is in the solver's range.
    int multiPv = 1;
    // The root window in discs: a score at or below `windowLow`, or at or above `windowHigh`, is
    // only a bound (SearchResult::bound). Multi-PV tests a move against the N-th best with a
    // null window; the default is the full window.
    double windowLow = -FullWindow;
    double windowHigh = FullWindow;
    static constexpr double FullWindow = 65;
    bool fullWindow() const { return windowLow <= -64 && windowHigh >= 64; }
};

enum class Bound : std::uint8_t { Exact, Lower, Upper };

// One Multi-ProbCut check, for the studio's visualiser, or (kind Subtree) one search of a node
// near the root, for the search-tree picture. The node is given by its position (side to move
// first) and by the moves leading to it from the root.
enum class CutDecision : std::uint8_t { FailHigh, FailLow, NoCut, MultiCut };
enum class CutEventKind : std::uint8_t { Check, Subtree };
struct CutEvent {
    static constexpr int MaxPath = 60;
    // Subtree events are sent for nodes at most this many moves from the root.
    static constexpr int TreePlies = 4;
    // cutsByHeight[0] counts the checks made to the end of the game (ENDCUT), [h] those of height h.
    static constexpr int CutHeights = 17;
    // The stream's cap per iteration: at most this many checks, sampled across the root moves
    // and heights, and half as many subtree events. The same figure everywhere it is shown.
    static constexpr std::size_t StreamCap = 100000;
    CutEventKind kind = CutEventKind::Check;
    SearchId searchId = 0;
    std::uint64_t player = 0; // the node's position
    std::uint64_t opponent = 0;
    int height = 0;          // remaining depth of the node
    int checkDepth = 0;      // depth of the shallow check search
    int tryIndex = 0;        // 0 = shallowest check at this height
    bool highCheck = true;   // checked against beta (true) or alpha (false)
    double bound = 0;        // the check's null-window bound, discs
    double shallowValue = 0; // the check search's result (a bound itself), discs
    CutDecision decision = CutDecision::NoCut;
    int iteration = 0; // the nominal depth of the iteration (root search) the check ran in
    // The node's window bound the deep search was to be compared with (beta for a high check,
    // alpha for a low one), discs; bound = (±t·σ + windowBound − b) / a, rounded outwards.
    double windowBound = 0;
    // The model of this check: v_height ≈ a·v_checkDepth + b, residual deviation σ (discs), and
    // the threshold t of the search's confidence at this stage.
    double a = 1, b = 0, sigma = 0, threshold = 0;
    // The moves from the root to the node, root move first. Passes are left out: replaying, a
    // side with no legal move passes. pathLength is also the node's distance from the root in
    // discs placed.
    int pathLength = 0;
    std::uint8_t path[MaxPath] = {};
    // Subtree events: one search call of the node by the main search (not by a check or a
    // move-ordering search; a node searched twice, null window then full window, sends two).
    // `height` is the depth it was searched to; `decision` says whether a check cut it at once
    // (FailHigh/FailLow, with the check's fields filled in) or multi-cut did (MultiCut).
    std::uint64_t nodes = 0;                     // nodes of the call, the node itself included
    double value = 0;                            // its result, discs, for the side to move at the node
    double alpha = 0, beta = 0;                  // its window, discs
    std::uint32_t cutsByHeight[CutHeights] = {}; // checks that cut inside the call
    std::uint32_t multiCuts = 0;                 // multi-cut prunings inside the call
};

// Counters per (stage, height, try) of checks and cuts, filled only when a search is given one
// (SearchControl::mpcStats); stage as in MpcParams::stageOf. What the checks cost against what
// they save: the nodes of the check searches, and per (stage, height) the nodes searched in full
// after no check cut (a cut saves about their mean).
struct MpcStats {
    static constexpr int Stages = 61, Heights = 17, Tries = 4;
    struct Counters {
        std::uint64_t checks = 0, failHigh = 0, failLow = 0;
        std::uint64_t nodes = 0; // of the check searches (both bounds)
    };
    struct Searched {
        std::uint64_t count = 0, nodes = 0; // full searches after the checks, their nodes
    };
    Counters c[Stages][Heights][Tries]{};
    Searched searched[Stages][Heights]{};
    std::uint64_t totalChecks() const
    {
        std::uint64_t n = 0;
        for (const auto& s : c)
            for (const auto& h : s)
                for (const auto& t : h)
                    n += t.checks;
        return n;
    }
    std::uint64_t totalCuts() const
    {
        std::uint64_t n = 0;
        for (const auto& s : c)
            for (const auto& h : s)
                for (const auto& t : h)
                    n += t.failHigh + t.failLow;
        return n;
    }
};

// The Multi-ProbCut checks of one search so far, summed over the stages: per height and try
// (check depth index, shallowest first). Unlike the capped cut-event stream these are complete.
struct MpcSummary {
    MpcStats::Counters c[MpcStats::Heights][MpcStats::Tries]{};
    MpcStats::Searched searched[MpcStats::Heights]{};
    std::uint64_t checks() const
    {
        std::uint64_t n = 0;
        for (const auto& h : c)
            for (const auto& t : h)
                n += t.checks;
        return n;
    }
    std::uint64_t cuts() const
    {
        std::uint64_t n = 0;
        for (const auto& h : c)
            for (const auto& t : h)
                n += t.failHigh + t.failLow;
        return n;
    }
};

// One root move's value in a multi-PV search (SearchLimits::multiPv), for the side to move.
struct RootLine {
    Square move = NoSquare;
    double score = 0; // discs, of the deepest search of this move
    // What to show: the mean of the two deepest searches of a selective move (their values
    // alternate between odd and even depths, as the side that moves last changes), `score`
    // once the move is solved or has been searched at one depth only.
    double shownScore = 0;
    int depth = 0; // plies from the root, the move included; = empties when solved
    double selectivity = 100;
    bool solved = false;
    std::uint64_t nodes = 0;
    std::vector<Square> pv; // starts with `move`; PassMove marks a pass
};

struct SearchInfo {
    SearchId searchId = 0;
    int depth = 0;
    double selectivity = 100;
    double score = 0; // discs, for the side to move
    Bound bound = Bound::Exact;
    bool solved = false; // the score is the exact game-theoretic result
    std::uint64_t nodes = 0;
    double seconds = 0;
    double nodesPerSecond = 0;
    std::vector<Square> pv; // PassMove marks a pass
    MpcSummary mpc;         // checks so far (all zero for an exact search)
    // A report from inside a running iteration, with the current nodes and seconds. With a
    // bound (Lower: the best root move so far, or a failed-high probe; Upper: a failed-low
    // probe) `depth` is that running iteration and the PV starts with the move the bound belongs
    // to; with Bound::Exact nothing is known of it yet and depth, score and PV are those of the
    // last completed iteration. An exact solve reports the same way at depth = empties: a bound
    // of its running pass (selectivity below 100 for the solver's selective passes), or with
    // Bound::Exact the result of the last selective pass it finished. False for completed
    // iterations.
    bool inProgress = false;
    // Multi-PV searches only: the root moves' values so far, best first (by shownScore).
    std::vector<RootLine> lines;
};

enum class StopReason : std::uint8_t {
    DepthReached, // the requested depth was completed
    Solved,       // the game result was proven; deeper search is pointless
    TimeLimit,    // the time budget ran out (or the next iteration could not finish in it)
    NodeLimit,
    Stopped,    // stop() was called
    Superseded, // a new go() or setPosition() replaced this search
    NoMoves,    // nothing to search: the side to move must pass (bestMove = PassMove)
};
const char* stopReasonName(StopReason reason);

struct SearchResult {
    SearchId searchId = 0;
    Square bestMove = NoSquare;
    double score = 0; // discs, of the last completed iteration
    // Upper or Lower when the score fell outside SearchLimits' window: the value is at most or
    // at least it.
    Bound bound = Bound::Exact;
    int depth = 0; // last completed iteration (0 = none completed)
    double selectivity = 100;
    bool solved = false;
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::vector<Square> pv;
    StopReason stopReason = StopReason::DepthReached;
    MpcSummary mpc; // every check of the search (all zero for an exact search)
    // The iteration a stop interrupted (0: none), how many root moves it finished, and its best
    // move among them when the first scored inside its window (NoSquare otherwise).
    int interruptedDepth = 0;
    int interruptedMovesDone = 0;
    Square interruptedMove = NoSquare;
    // Multi-PV searches only: every valued root move, best first (as in SearchInfo::lines).
    std::vector<RootLine> lines;
};

// Callbacks run on the engine's worker thread; keep them short and never call back into the
// Engine from them. Empty functions are skipped. onInfo is delivered at most about ten times a
// second (completed iterations that come faster are coalesced; the last one always arrives
// before onResult). Between them, about twice a second, come reports from inside the running
// iteration (SearchInfo::inProgress); one of those never displaces a completed iteration.
struct SearchListener {
    std::function<void(const SearchInfo&)> onInfo;
    std::function<void(const SearchResult&)> onResult;
    // Multi-ProbCut checks, as they happen (undelayed, capped per iteration of the search by
    // EngineOptions::maxCutEvents); empty = no stream and no cost.
    std::function<void(const CutEvent&)> onCutEvent;
};

} // namespace probcut
