#pragma once
// The endgame solver's tuning constants: layer thresholds, table sizes, move-ordering weights,
// the selective passes' margins and the parallel split depth, each with its rationale. The
// measurements that chose them are in the commit messages and docs/benchmarks.md.

#include <array>
#include <cstddef>
#include <cstdint>

namespace probcut::detail {

// The main table holds the nodes with more than MidTableMaxEmpties empties; the nodes next to
// the leaves go to a small table of NearTableBuckets buckets (512 KiB) that stays in the core's
// L2 cache: their transpositions are close together in the tree, and a probe of the main table
// down there (a likely cache miss at each of the most numerous hashed nodes) costs more time than
// the nodes it saves.
inline constexpr std::size_t NearTableBuckets = std::size_t(1) << 14;
// The nodes a little higher up (up to MidTableMaxEmpties) have a per-thread table of their own
// too, of MidTableBuckets buckets (1 MiB), and never touch the main table; it is allocated with
// the near table (LocalTableBuckets).
inline constexpr std::size_t MidTableBuckets = std::size_t(1) << 15;
inline constexpr std::size_t LocalTableBuckets = NearTableBuckets + MidTableBuckets;

// deep() tries the stability cut only from this alpha up: near a zero score the count costs more
// than it saves (Edax also skips it below a threshold). solve3() and solve4() try it at any alpha:
// at 3-4 empties one side often has the 33 discs it needs, many of them stable in refuted lines.
constexpr int StabilityDeepMinAlpha = 8;
// Hashing down to 5 empties pays because the nodes with 5-7 empties use the small near table
// (NearTableBuckets), where a probe is cheap; every node above solve4() is a hashed PVS node.
constexpr int DeepMinEmpties = 5;      // hash table, PVS and fastest-first sorting from here up
constexpr int NearTableMaxEmpties = 7; // nodes with at most this many empties: the small table
// The nodes with 8 to MidTableMaxEmpties empties use the thread's mid table alone, in the selective
// passes too: waiting on main-table probes there costs more time than the nodes they would save.
constexpr int MidTableMaxEmpties = 10;
constexpr int EtcMinEmpties = 6; // enhanced transposition cut-off from here up
// The potential-mobility, own-mobility and flip terms of the fastest-first order (orderValue)
// only from here up: below, these tie-breakers cost more time than the nodes they save.
constexpr int PotentialMobilityMinEmpties = 10;
// Order points per move we would have after ours and per disc our move flips, against 32 per
// opponent reply: among refutations, the ones that keep our options and flip few discs have
// smaller subtrees. From EvalSortMinEmpties up, where the evaluation ordering adds its own view
// of the move, the flips count twice as much (FlipOrderWeightHigh).
constexpr int OwnMobilityOrderWeight = 8;
constexpr int FlipOrderWeight = 4;
constexpr int FlipOrderWeightHigh = 8;
constexpr int SortSearchMinEmpties = 14;  // ordering by a shallow search from here up
constexpr int SortSearchDepthDivisor = 3; // its depth: (n - SortSearchMinEmpties) / this
// With the pattern evaluation the ordering search starts at EvalSortMinEmpties and goes one ply
// deeper, (n - 11) / 3: a static evaluation of each child at 13 empties, 1 ply at 14, 5 at 26.
// Lower down the static evaluations cost more time than the nodes they save.
constexpr int EvalSortDepthOffset = 3;
constexpr int EvalSortMinEmpties = 13;
constexpr int EvalScaleUnits = 128; // the pattern evaluation's units per disc (evaluator.h)
// Ordering points per disc of evaluation, against 32 per opponent reply: a disc of evaluation
// counts half a reply.
constexpr int EvalOrderWeight = 16;
// The weight when the ordering search is a static evaluation (depth 0, at 13 empties): less
// reliable than a search, it counts half as much.
constexpr int EvalOrderWeightStatic = 8;
// The ordering search's window: moves more than this below the best one found so far (they are
// searched in one-ply order) are only proven that bad, which is cheaper than an exact value.
constexpr int SortSearchWindow = 2 * EvalScaleUnits;
// Selective iterations before the exact solve, from SelectiveRootMinEmpties at the root: ProbCut
// at nodes with SelectiveMinEmpties or more, checked by an evaluation search of depth
// (n - SelectiveDepthOffset) / SelectiveDepthDivisor (0 below 10 empties, 4 at 22) with margins
// of SelectiveMargins percent of SelectiveSigma. The sigma is a round guess at the error of such
// a shallow search against the exact score (the evaluation's mean absolute error at 20-24
// empties is about 5.8 discs).
constexpr int SelectiveMinEmpties = 8;
constexpr int SelectiveDepthOffset = 6;
constexpr int SelectiveDepthDivisor = 4;
constexpr int SelectiveRootMinEmpties = 18;
constexpr int SelectiveSigma = 6 * 128; // eval units
// With the fitted endgame model (EndgameOptions::mpc) the three passes cut at these multiples of
// the fitted sigma, in percent; the fixed margins of the passes without a model keep the same
// proportions.
inline constexpr std::array<int, 3> SelectiveModelMargins{50, 120, 210};
inline constexpr std::array<int, 3> SelectiveMargins{35, 85, 150}; // percent of SelectiveSigma
// The check search's depth at n empties.
constexpr int selectiveCheckDepth(int n) { return (n - SelectiveDepthOffset) / SelectiveDepthDivisor; }
// After a hash move that did not cut, the ordering search keeps its full depth: the node is one
// whose order matters.
constexpr int HashMoveSortReduction = 0;
constexpr int GuessDepth = 6;
// A full-window solve from this many empties starts probing at an evaluation search's value
// instead of 0 (below SelectiveRootMinEmpties without the selective passes): a solve of a
// lopsided position, such as a bad move's child in a solve of every move, otherwise walks up
// from 0 in doubling steps.
constexpr int GuessMinEmpties = 12;
// Evaluation searches sort their moves fastest-first from this remaining depth up; closer to the
// leaves the sort costs more time than the nodes it saves.
constexpr int EvalSearchSortDepth = 2;
// ETC's probes of the children (from EtcMinEmpties up) rank a child with a weaker pass's entry
// inside the window a little higher (etc()): its subtree is partly in the table already.
constexpr int SelectiveEntryBonus = 32;
// A child that a weaker pass found refuting at this window (its entry's bound clears beta for
// us) ranks this much higher: ahead of the order values and the evaluation searches' ranking,
// after the hash move.
constexpr int SelectiveRefutationBonus = 256;
// Parallel solves split nodes with this many empties or more, once their first move is searched
// (smaller subtrees cost more in hand-overs than they gain), and poll for a cut-off at a split
// point above them every ParallelPollInterval nodes.
constexpr int SplitMinEmpties = 14;
constexpr std::uint64_t ParallelPollInterval = 1 << 10;

} // namespace probcut::detail
