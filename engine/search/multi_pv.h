#pragma once
// Multi-PV analysis (SearchLimits::multiPv != 1): a value for every root move, deepening
// together. Each iteration searches every move not yet solved one ply deeper, as a search of
// the position after it (search()), so each move gets its own exact window and line; moves
// whose subtree is in the solver's range are solved exactly once and kept. A pass through the
// moves in the solver's range first gives them shallow values, so an analysis shows every move
// at once and then turns each exact. The Engine runs it in place of search().
// With N lines (multiPv = N, fewer than the moves), once N moves are valued in an iteration
// each further move is first tested with a null window against the N-th best shown value
// (SearchLimits::windowLow/High); only a move that beats it is valued, so the others cost a
// refutation, not a full search. In the solver's range a move solved below exact values is
// final, and the analysis ends when the top N are solved and the rest proved no better.

#include "engine/search/search.h"

namespace probcut {

SearchResult searchMultiPv(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, const SearchControl& control, KernelKind kernel = bestKernel());

// The lines of a multi-PV search in display order: by shownScore, best first; a solved move
// before a selective one of the same value; then by square.
void sortRootLines(std::vector<RootLine>& lines);

} // namespace probcut
