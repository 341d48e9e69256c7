#pragma once
// Multi-PV analysis (SearchLimits::multiPv != 1): a value for every root move, deepening
// together. Each iteration searches every move not yet solved one ply deeper, as a search of
// the position after it (search()), so each move gets its own exact window and line; moves
// whose subtree is in the solver's range are solved exactly once and kept. A pass through the
// moves in the solver's range first gives them shallow values, so an analysis shows every move
// at once and then turns each exact. The Engine runs it in place of search().

#include "engine/search/search.h"

namespace probcut {

SearchResult searchMultiPv(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, const SearchControl& control, KernelKind kernel = bestKernel());

// The lines of a multi-PV search in display order: by shownScore, best first; a solved move
// before a selective one of the same value; then by square.
void sortRootLines(std::vector<RootLine>& lines);

} // namespace probcut
