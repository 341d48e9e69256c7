#include "engine/search/cut_tree.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace probcut {

namespace {

int heightIndexOf(int height) { return height > 0 && height < CutEvent::CutHeights ? height : 0; }

} // namespace

void CutTree::clear()
{
    m_nodes.assign(1, CutTreeNode{});
    m_iteration = 0;
    std::fill(std::begin(m_meanNodes), std::end(m_meanNodes), 0.0);
}

void CutTree::build(const std::vector<CutEvent>& events, int iteration)
{
    clear();
    m_iteration = iteration;
    if (m_iteration <= 0)
        for (const CutEvent& e : events)
            if (e.kind == CutEventKind::Subtree)
                m_iteration = std::max(m_iteration, e.iteration);
    m_nodes.reserve(events.size() + 1);
    for (const CutEvent& e : events)
        add(e);
    if (empty())
        m_iteration = 0;
}

bool CutTree::add(const CutEvent& e)
{
    if (e.kind != CutEventKind::Subtree || e.pathLength < 1 || e.pathLength > CutEvent::TreePlies)
        return false;
    if (m_nodes.empty())
        m_nodes.emplace_back();
    if (m_iteration <= 0)
        m_iteration = e.iteration;
    if (e.iteration != m_iteration)
        return false;
    int at = 0;
    for (int k = 0; k < e.pathLength; ++k) {
        const int move = e.path[k];
        int child = -1;
        for (int c : m_nodes[std::size_t(at)].children)
            if (m_nodes[std::size_t(c)].move == move) {
                child = c;
                break;
            }
        if (child < 0) {
            child = int(m_nodes.size());
            CutTreeNode n;
            n.parent = at;
            n.move = move;
            n.ply = k + 1;
            m_nodes.push_back(std::move(n));
            m_nodes[std::size_t(at)].children.push_back(child);
        }
        at = child;
    }
    CutTreeNode& n = m_nodes[std::size_t(at)];
    ++n.calls;
    n.nodes += e.nodes;
    for (int h = 0; h < CutEvent::CutHeights; ++h)
        n.cutsByHeight[h] += e.cutsByHeight[h];
    n.multiCuts += e.multiCuts;
    n.height = e.height;
    n.value = e.value;
    n.alpha = e.alpha;
    n.beta = e.beta;
    n.cut = CutEvent{};
    if (e.decision != CutDecision::NoCut) {
        n.cut = e;
        n.cut.kind = CutEventKind::Check;
    }
    if (e.pathLength == 1) {
        CutTreeNode& root = m_nodes[0];
        root.nodes += e.nodes;
        for (int h = 0; h < CutEvent::CutHeights; ++h)
            root.cutsByHeight[h] += e.cutsByHeight[h];
        root.multiCuts += e.multiCuts;
        root.height = std::max(root.height, e.height + 1);
    }
    return true;
}

void CutTree::estimateSavings(const MpcSummary& summary)
{
    for (int h = 0; h < CutEvent::CutHeights; ++h) {
        const MpcStats::Searched& s = summary.searched[h];
        m_meanNodes[h] = h > 0 && s.count > 0 ? double(s.nodes) / double(s.count) : 0.0;
    }
    // A height whose checks all cut has no full search to average: extrapolate from the highest
    // lower height that has one, by the mean growth per ply of the measured heights (clamped to
    // a plausible 1.5-6, 3 when unknown).
    double logGrowth = 0;
    int steps = 0, last = 0;
    for (int h = 1; h < CutEvent::CutHeights; ++h)
        if (m_meanNodes[h] > 0) {
            if (last > 0 && m_meanNodes[last] > 0) {
                logGrowth += std::log(m_meanNodes[h] / m_meanNodes[last]);
                steps += h - last;
            }
            last = h;
        }
    const double growth = steps > 0 ? std::clamp(std::exp(logGrowth / steps), 1.5, 6.0) : 3.0;
    for (int h = 2; h < CutEvent::CutHeights; ++h)
        if (m_meanNodes[h] == 0 && m_meanNodes[h - 1] > 0)
            m_meanNodes[h] = m_meanNodes[h - 1] * growth;
    for (CutTreeNode& n : m_nodes) {
        if (n.isCut() && n.cut.decision != CutDecision::MultiCut) {
            n.savedNodes = m_meanNodes[heightIndexOf(n.height)];
            continue;
        }
        double saved = 0;
        for (int h = 1; h < CutEvent::CutHeights; ++h)
            saved += double(n.cutsByHeight[h]) * m_meanNodes[h];
        n.savedNodes = saved;
    }
}

double CutTree::meanSearchNodes(int heightIndex) const
{
    return heightIndex >= 0 && heightIndex < CutEvent::CutHeights ? m_meanNodes[heightIndex] : 0.0;
}

std::uint64_t CutTree::cutsAtHeight(int heightIndex) const
{
    if (m_nodes.empty() || heightIndex < 0 || heightIndex >= CutEvent::CutHeights)
        return 0;
    return m_nodes[0].cutsByHeight[heightIndex];
}

std::vector<int> CutTree::pathTo(int index) const
{
    std::vector<int> path;
    for (int at = index; at > 0 && at < int(m_nodes.size()); at = m_nodes[std::size_t(at)].parent)
        path.push_back(m_nodes[std::size_t(at)].move);
    std::reverse(path.begin(), path.end());
    return path;
}

int CutTree::nodeAt(const std::vector<int>& path) const
{
    int at = 0;
    if (m_nodes.empty())
        return -1;
    for (int move : path) {
        int next = -1;
        for (int c : m_nodes[std::size_t(at)].children)
            if (m_nodes[std::size_t(c)].move == move)
                next = c;
        if (next < 0)
            break;
        at = next;
    }
    return at;
}

namespace {

void layoutChildren(const CutTree& tree, int parent, double x, double w, int band,
    const CutTreeLayoutOptions& o, std::vector<CutTreeRect>& out)
{
    const CutTreeNode& p = tree.node(parent);
    if (band >= o.bands || p.children.empty() || p.nodes == 0)
        return;
    std::vector<double> widths;
    widths.reserve(p.children.size());
    double sum = 0;
    for (int c : p.children) {
        const CutTreeNode& n = tree.node(c);
        double cw = w * double(n.nodes) / double(p.nodes);
        if (n.isCut())
            cw = std::max(cw, o.minStubWidth);
        widths.push_back(cw);
        sum += cw;
    }
    const double scale = sum > w ? w / sum : 1.0;
    double cx = x;
    for (std::size_t i = 0; i < p.children.size(); ++i) {
        const double cw = widths[i] * scale;
        if (cw >= o.minWidth) {
            out.push_back(CutTreeRect{p.children[i], cx, band * o.bandHeight, cw, o.bandHeight});
            layoutChildren(tree, p.children[i], cx, cw, band + 1, o, out);
        }
        cx += cw;
    }
}

} // namespace

std::vector<CutTreeRect> layoutCutTree(const CutTree& tree, int focus, const CutTreeLayoutOptions& options)
{
    std::vector<CutTreeRect> out;
    if (tree.nodes().empty() || focus < 0 || focus >= int(tree.nodes().size()) || options.bands < 1)
        return out;
    out.push_back(CutTreeRect{focus, 0, 0, options.width, options.bandHeight});
    layoutChildren(tree, focus, 0, options.width, 1, options, out);
    return out;
}

namespace {

// Sequential light-to-dark ramp (yellow, orange, red, purple), interpolated by height.
constexpr Rgb Ramp[] = {{255, 237, 160}, {254, 178, 76}, {240, 59, 32}, {189, 0, 38}, {100, 0, 70}};

} // namespace

Rgb cutHeightColour(int heightIndex)
{
    if (heightIndex <= 0)
        return Rgb{45, 0, 75}; // to the end of the game: the darkest
    const double t = std::clamp((heightIndex - 2) / double(CutEvent::CutHeights - 3), 0.0, 1.0);
    const double pos = t * (std::size(Ramp) - 1);
    const int i = std::min(int(pos), int(std::size(Ramp)) - 2);
    const double f = pos - i;
    auto mix = [f](std::uint8_t a, std::uint8_t b) { return std::uint8_t(std::lround(a + (b - a) * f)); };
    return Rgb{mix(Ramp[i].r, Ramp[i + 1].r), mix(Ramp[i].g, Ramp[i + 1].g), mix(Ramp[i].b, Ramp[i + 1].b)};
}

bool cutHeightColourIsLight(int heightIndex)
{
    const Rgb c = cutHeightColour(heightIndex);
    return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b > 150;
}

Rgb searchedNodeColour(double savedShare)
{
    const double s = std::clamp(savedShare, 0.0, 1.0);
    auto mix = [s](int a, int b) { return std::uint8_t(std::lround(a + (b - a) * s)); };
    return Rgb{mix(198, 120), mix(214, 150), mix(230, 196)};
}

std::string shortCount(double n)
{
    char buf[32];
    if (n >= 9.95e8)
        std::snprintf(buf, sizeof buf, "%.1fG", n / 1e9);
    else if (n >= 9.95e5)
        std::snprintf(buf, sizeof buf, "%.1fM", n / 1e6);
    else if (n >= 9.95e3)
        std::snprintf(buf, sizeof buf, "%.0fk", n / 1e3);
    else
        std::snprintf(buf, sizeof buf, "%.0f", n);
    return buf;
}

} // namespace probcut
