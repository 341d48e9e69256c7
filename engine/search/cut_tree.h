#pragma once
// The search-tree picture of one iteration (an icicle chart): the searched position as the top
// band, its moves as the next, their replies below, each node as wide as the nodes searched
// under it; subtrees that Multi-ProbCut (or multi-cut) cut at once are drawn as stubs coloured by
// the height of the cut, with the nodes a full search of that height costs on average. Built
// from the engine's subtree events (CutEvent::kind Subtree, nodes up to CutEvent::TreePlies
// moves from the root). The studio's ProbCut panel paints the layout with QPainter and
// `probcut analyse --cut-tree` writes it as SVG (cut_tree_svg.h): one model, one layout, one
// palette. Tested in tests/engine/test_cut_tree.cpp.

#include "engine/search/search_limits.h"

#include <cstdint>
#include <string>
#include <vector>

namespace probcut {

struct CutTreeNode {
    int parent = -1;
    int move = -1; // the move into the node (-1: the root)
    int ply = 0;
    int calls = 0;           // searches of the node (a null-window one and its re-search: 2)
    std::uint64_t nodes = 0; // searched under the node in the iteration, its calls summed
    std::uint32_t cutsByHeight[CutEvent::CutHeights] = {}; // cuts inside it, the node's own included
    std::uint32_t multiCuts = 0;
    // The node's own last call: depth, window and result (discs, for the side to move there).
    int height = 0;
    double value = 0, alpha = 0, beta = 0;
    // Cut at once by a check (decision FailHigh/FailLow with the check's fields) or by multi-cut;
    // NoCut otherwise.
    CutEvent cut;
    bool isCut() const { return cut.decision != CutDecision::NoCut; }
    // The nodes a full search would have cost instead: for a cut node its own cut's estimate,
    // for the others the sum over the cuts inside (CutTree::estimateSavings).
    double savedNodes = 0;
    std::vector<int> children; // in search order
    std::uint64_t cuts() const
    {
        std::uint64_t n = multiCuts;
        for (std::uint32_t c : cutsByHeight)
            n += c;
        return n;
    }
};

class CutTree {
public:
    CutTree() { clear(); }
    // From the subtree events of one iteration of a search (check events are ignored): the
    // deepest iteration present, or `iteration` when > 0. The root's nodes are the sum of its
    // moves' (the root itself sends no event).
    void build(const std::vector<CutEvent>& events, int iteration = 0);
    // Adds one event of the tree's iteration (the first event sets it when empty); false for an
    // event of another iteration or a check, which is left out.
    bool add(const CutEvent& event);
    void clear();
    // The average cost of a full search at each height, from the search's counters (a cut of
    // height h saves about that; a height with no full search is extrapolated from the ones
    // below); cuts to the end of the game (height index 0) are not estimated.
    void estimateSavings(const MpcSummary& summary);

    bool empty() const { return m_nodes.size() <= 1; }
    int iteration() const { return m_iteration; }
    const std::vector<CutTreeNode>& nodes() const { return m_nodes; }
    const CutTreeNode& node(int index) const { return m_nodes[std::size_t(index)]; }
    // The moves from the root to a node.
    std::vector<int> pathTo(int index) const;
    // The node at the end of `path` (moves from the root), or the deepest one on the way.
    int nodeAt(const std::vector<int>& path) const;
    // Cut counts of the whole iteration by height index (as CutEvent::cutsByHeight) and multi-cuts.
    std::uint64_t cutsAtHeight(int heightIndex) const;
    std::uint64_t totalCuts() const { return m_nodes.empty() ? 0 : m_nodes[0].cuts(); }
    // Mean nodes of a full search by height (after estimateSavings; 0 = unknown).
    double meanSearchNodes(int heightIndex) const;

private:
    std::vector<CutTreeNode> m_nodes; // [0] = the root
    int m_iteration = 0;
    double m_meanNodes[CutEvent::CutHeights] = {};
};

// One rectangle of the icicle layout, in pixels.
struct CutTreeRect {
    int node = 0;
    double x = 0, y = 0, w = 0, h = 0;
};

struct CutTreeLayoutOptions {
    double width = 800;
    double bandHeight = 40;
    int bands = CutEvent::TreePlies + 1; // the focus node's band included
    double minStubWidth = 4;             // a cut node is drawn at least this wide
    double minWidth = 1;                 // narrower nodes are left out
};

// The icicle of the subtree under `focus` (which spans the full width in the top band): each
// child as wide as its share of its parent's nodes (what is left over is the parent's own work:
// checks and move ordering), cut stubs at least minStubWidth (the row is scaled to fit).
std::vector<CutTreeRect> layoutCutTree(const CutTree& tree, int focus, const CutTreeLayoutOptions& options);

struct Rgb {
    std::uint8_t r = 0, g = 0, b = 0;
};
// The colour of a cut by its height index (0: to the end of the game): light yellow for the
// shallow cuts through orange and red to dark purple for the highest (a sequential palette that
// stays distinct for colour-blind readers), readable with dark text up to height 8.
Rgb cutHeightColour(int heightIndex);
// Whether dark text is readable on cutHeightColour(heightIndex).
bool cutHeightColourIsLight(int heightIndex);
// The colour of a searched (not cut) node: a neutral blue-grey, darker with the share of its
// subtree that cuts saved.
Rgb searchedNodeColour(double savedShare);

// "1.2M", "35k", "870": a node count in a few characters.
std::string shortCount(double n);

} // namespace probcut
