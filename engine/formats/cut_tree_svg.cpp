#include "engine/formats/cut_tree_svg.h"

#include "engine/core/bitboard.h"

#include <cstdio>
#include <sstream>

namespace probcut {

namespace {

std::string escaped(const std::string& text)
{
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string hex(Rgb c)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
    return buf;
}

std::string discs(double v)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%+.1f", v);
    return buf;
}

std::string nodeLabel(const CutTree& tree, int index)
{
    const CutTreeNode& n = tree.node(index);
    return index == 0 ? std::string("position") : squareName(Square(n.move));
}

std::string nodeTooltip(const CutTree& tree, int index)
{
    const CutTreeNode& n = tree.node(index);
    std::string path;
    for (int m : tree.pathTo(index)) {
        if (!path.empty())
            path += ' ';
        path += squareName(Square(m));
    }
    std::ostringstream s;
    s << (path.empty() ? std::string("the searched position") : path) << "\n";
    if (n.isCut()) {
        if (n.cut.decision == CutDecision::MultiCut)
            s << "cut by multi-cut at depth " << n.height;
        else
            s << "cut by ProbCut: a " << n.cut.checkDepth << "-ply check said " << discs(n.cut.shallowValue)
              << ", beyond the bound " << discs(n.cut.bound) << ", so the " << n.height
              << "-ply search was skipped";
        if (n.savedNodes > 0)
            s << "; saved about " << shortCount(n.savedNodes) << " nodes";
    } else {
        s << shortCount(double(n.nodes)) << " nodes searched";
        if (n.cuts() > 0)
            s << ", " << n.cuts() << " cuts inside saving about " << shortCount(n.savedNodes) << " nodes";
        if (index > 0)
            s << "; value "
              << (n.value >= n.beta           ? "at least "
                         : n.value <= n.alpha ? "at most "
                                              : "")
              << discs(n.value) << " for the side to move there, window (" << discs(n.alpha) << ", "
              << discs(n.beta) << ")";
    }
    return s.str();
}

} // namespace

std::string cutTreeSvg(const CutTree& tree, int focus, const CutTreeSvgOptions& options)
{
    CutTreeLayoutOptions layout;
    layout.width = options.width - 20;
    layout.bandHeight = options.bandHeight;
    const std::vector<CutTreeRect> rects = layoutCutTree(tree, focus, layout);

    const double top = 30 + 18.0 * double(options.subtitle.size()) + 10;
    const double pictureHeight = layout.bandHeight * layout.bands;
    const double legendTop = top + pictureHeight + 20;
    const double height = legendTop + 130;
    std::ostringstream s;
    s << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << options.width << "\" height=\"" << height
      << "\" viewBox=\"0 0 " << options.width << " " << height << "\" font-family=\"sans-serif\">\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    s << "<text x=\"10\" y=\"22\" font-size=\"16\" font-weight=\"bold\" fill=\"#111\">"
      << escaped(options.title) << "</text>\n";
    for (std::size_t i = 0; i < options.subtitle.size(); ++i)
        s << "<text x=\"10\" y=\"" << 42 + 18 * i << "\" font-size=\"12\" fill=\"#333\">"
          << escaped(options.subtitle[i]) << "</text>\n";

    s << "<g transform=\"translate(10," << top << ")\">\n";
    for (const CutTreeRect& r : rects) {
        const CutTreeNode& n = tree.node(r.node);
        const std::uint64_t nodes = n.nodes;
        const double savedShare
            = n.savedNodes > 0 ? n.savedNodes / (n.savedNodes + double(nodes > 0 ? nodes : 1)) : 0.0;
        const Rgb fill = n.isCut() ? cutHeightColour(n.cut.decision == CutDecision::MultiCut ? 1 : n.height)
                                   : searchedNodeColour(savedShare);
        const bool dark = n.isCut() && !cutHeightColourIsLight(n.height);
        s << "<g class=\"" << (n.isCut() ? "cut" : "node") << "\" data-cuts=\"" << n.cuts() << "\"><title>"
          << escaped(nodeTooltip(tree, r.node)) << "</title>\n"
          << "<rect x=\"" << r.x << "\" y=\"" << r.y << "\" width=\"" << r.w << "\" height=\"" << r.h - 2
          << "\" fill=\"" << hex(fill) << "\" stroke=\"#ffffff\" stroke-width=\"0.5\"/>\n";
        if (r.w >= 34) {
            std::string label = nodeLabel(tree, r.node);
            if (r.w >= 80) {
                label += ' ';
                label += n.isCut() ? std::string("cut") : shortCount(double(nodes));
            }
            s << "<text x=\"" << r.x + 4 << "\" y=\"" << r.y + r.h / 2 + 4 << "\" font-size=\"12\" fill=\""
              << (dark ? "#ffffff" : "#111111") << "\">" << escaped(label) << "</text>\n";
        }
        s << "</g>\n";
    }
    s << "</g>\n";

    // Legend: the heights that cut, with their counts, and the searched-node shading.
    s << "<g transform=\"translate(10," << legendTop << ")\" font-size=\"12\" fill=\"#111\">\n"
      << "<text x=\"0\" y=\"0\">Cut stubs by the height of the cut (how deep the skipped search would "
         "have gone); counts over the whole iteration:</text>\n";
    double x = 0, y = 10;
    for (int h = 1; h <= CutEvent::CutHeights; ++h) {
        const int index = h % CutEvent::CutHeights; // heights 1..16, then "to the end" (0)
        const std::uint64_t count = tree.cutsAtHeight(index);
        if (count == 0)
            continue;
        s << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"18\" height=\"14\" fill=\""
          << hex(cutHeightColour(index)) << "\"/><text x=\"" << x + 22 << "\" y=\"" << y + 12 << "\">"
          << (index == 0 ? "end" : "h") << (index == 0 ? std::string() : std::to_string(index)) << ": "
          << count << "</text>\n";
        x += 110;
        if (x > options.width - 130) {
            x = 0;
            y += 20;
        }
    }
    if (tree.totalCuts() == 0)
        s << "<text x=\"0\" y=\"22\">no cuts in this iteration</text>\n";
    s << "<g transform=\"translate(0," << y - 10
      << ")\">\n<rect x=\"0\" y=\"40\" width=\"18\" height=\"14\" fill=\"" << hex(searchedNodeColour(0))
      << "\"/><rect x=\"18\" y=\"40\" width=\"18\" height=\"14\" fill=\"" << hex(searchedNodeColour(1))
      << "\"/><text x=\"42\" y=\"52\">searched: width = nodes searched under it; darker = a larger share "
         "saved by cuts inside</text>\n"
      << "<text x=\"0\" y=\"76\">Iteration " << tree.iteration() << ", " << tree.totalCuts()
      << " cuts, about " << shortCount(tree.nodes().empty() ? 0 : tree.node(0).savedNodes)
      << " nodes saved (estimated from the mean cost of full searches of each height)</text>\n"
      << "</g>\n</g>\n</svg>\n";
    return s.str();
}

} // namespace probcut
