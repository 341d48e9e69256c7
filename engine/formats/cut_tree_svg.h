#pragma once
// The search-tree picture (engine/search/cut_tree.h) as a stand-alone SVG file: the same layout
// and palette as the studio's ProbCut panel, with a legend of the cut heights and their counts,
// and a tooltip (<title>) on every node. Written by `probcut analyse --cut-tree FILE.svg` and by
// the panel's "Save Picture".

#include "engine/search/cut_tree.h"

#include <string>
#include <vector>

namespace probcut {

struct CutTreeSvgOptions {
    double width = 1000;
    double bandHeight = 44;
    std::string title;                 // first line above the picture
    std::vector<std::string> subtitle; // further lines (position, search settings)
};

std::string cutTreeSvg(const CutTree& tree, int focus, const CutTreeSvgOptions& options);

} // namespace probcut
