#pragma once
// The midgame search's tuning constants in one place (NegaScout, iterative deepening, Multi-ProbCut's
// threshold growth, ENDCUT, time management), each with its rationale. The measurements that
// chose them are in the commit messages and docs/benchmarks.md; the endgame solver's own are in
// engine/endgame/endgame_tuning.h, the fitted Multi-ProbCut model in resources/mpc/.

#include <cstdint>

namespace probcut {

// ---- NegaScout (search_impl.h) ------------------------------------------------------------
// Nodes this shallow neither probe nor store the table: their subtrees cost less than a likely
// cache miss.
inline constexpr int TtMinDepth = 2;
// Moves are ordered by a shallow search from this depth up at PV and cut nodes without a table
// move; below, the one-ply order is cheaper than the nodes it would save.
inline constexpr int ShallowSortMinDepth = 6;
// The history score's weight in move ordering is capped here, below the square and mobility terms.
inline constexpr int HistoryCap = 1000;
// History counts stop growing here, so long searches cannot overflow them.
inline constexpr int HistorySaturation = 1 << 24;
// Nodes between two looks at the clock and the stop flag: about 0.1 ms of search.
inline constexpr std::uint64_t PollInterval = 4096;

// ---- iterative deepening and the solver hand-off (search.cpp) ------------------------------
// Midgame iterations come first, so that a solve cut short still has a move to report: a few
// cheap ones without a time limit; with one, until a tenth of the budget is spent.
inline constexpr int IterationsBeforeSolve = 4;
inline constexpr int MaxIterationsBeforeSolve = 12;
// How far above SearchLimits::solveEmpties a selective search that has reached the end of the
// game still tries the exact solve (SearchDriver::finalSolveWanted says why).
inline constexpr int ExtraSolveEmpties = 6;

// ---- multi-PV (multi_pv.cpp) --------------------------------------------------------------
// In the solver's range every move is first searched to this root depth without the solver, so
// an analysis shows a value for each move before the first exact solve ends.
inline constexpr int MultiPvPreviewDepth = 3;

// ---- Multi-ProbCut (search_limits.h, MpcSettings::heightScale) ----------------------------
// The check threshold t grows with the height above this one: a wrong cut high in the tree
// costs a larger subtree.
inline constexpr int MpcHeightScaleFrom = 8;

// ---- ENDCUT (engine.cpp) ------------------------------------------------------------------
// The confidences (percent) of the selective endgame searches before the exact one (Buro's
// ENDCUT reports probable results at rising confidence).
inline constexpr double EndcutLevels[] = {73, 87, 95, 99};
// The selective endgame search checks only nodes with at least this many empties; smaller
// subtrees go to the exact solver, many times faster there. A position with no more empties is
// solved exactly even by a selective search.
inline constexpr int EndcutMinCheckEmpties = 15;

// ---- time management (time_manager.cpp) ---------------------------------------------------
// Odd and even iterations of an Othello search differ in cost (the side that makes the last
// move alternates), so branching factors are clamped to a plausible range and smoothed.
inline constexpr double MinBranching = 1.5;
inline constexpr double MaxBranching = 12.0;
// The clock keeps a margin for process and I/O latency: this share of the time left, at most
// ClockSafetyMax seconds, plus ClockSafetyFixed.
inline constexpr double ClockSafetyShare = 0.05;
inline constexpr double ClockSafetyMax = 1.0;
inline constexpr double ClockSafetyFixed = 0.02;
// The share of the increment a move may spend (the rest absorbs latency), and the largest share
// of the usable time one move may take while more are to come.
inline constexpr double IncrementShare = 0.8;
inline constexpr double MaxMoveShare = 0.25;
// A move may run past its budget up to this factor when an iteration is about to finish.
inline constexpr double HardBudgetFactor = 3.0;

} // namespace probcut
