#pragma once
// Synthetic search-tree events for the tests of the cut-tree model and of the studio's picture.
#include "engine/search/search_limits.h"

#include <cstdint>
#include <initializer_list>

namespace probcut::test {

// The search of the node reached by `path` (root move first) in iteration `iteration`, with
// `nodes` nodes; its height is what the iteration had left there.
inline CutEvent subtree(std::initializer_list<int> path, std::uint64_t nodes, int iteration = 5)
{
    CutEvent e;
    e.kind = CutEventKind::Subtree;
    e.iteration = iteration;
    e.nodes = nodes;
    for (int m : path)
        e.path[e.pathLength++] = std::uint8_t(m);
    e.height = iteration - e.pathLength;
    return e;
}

} // namespace probcut::test
