#include "ui/panels/cut/cut_tree_model.h"

#include "ui/panels/cut/cut_event_format.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace probcut::ui {

CutTreeModel::CutTreeModel(QObject* parent) : QAbstractItemModel(parent) {}

void CutTreeModel::clear()
{
    beginResetModel();
    m_events.clear();
    m_nodes.clear();
    endResetModel();
}

CutTreeModel::Tree CutTreeModel::compute(std::vector<CutEvent> events, int plies)
{
    Tree tree;
    tree.plies = std::clamp(plies, 1, CutEvent::MaxPath);
    std::erase_if(events, [](const CutEvent& e) { return e.kind != CutEventKind::Check; });
    tree.events = std::move(events);
    const std::vector<CutEvent>& checks = tree.events;
    std::vector<Node>& nodes = tree.nodes;
    nodes.assign(1, Node{});
    // Move nodes first (children found by linear search: a node has at most a few dozen).
    std::vector<int> checksAt(checks.size(), -1);
    for (std::size_t i = 0; i < checks.size(); ++i) {
        const CutEvent& e = checks[i];
        int node = 0;
        const int levels = std::min(e.pathLength, tree.plies);
        for (int k = 0; k <= levels; ++k) {
            Node& n = nodes[node];
            ++n.checks;
            if (e.decision == CutDecision::FailHigh)
                ++n.failHigh;
            else if (e.decision == CutDecision::FailLow)
                ++n.failLow;
            if (e.decision != CutDecision::NoCut)
                n.maxCutHeight = std::max(n.maxCutHeight, e.height);
            if (k == levels)
                break;
            const int move = e.path[k];
            int child = -1;
            for (int c : nodes[node].children)
                if (nodes[c].event < 0 && nodes[c].move == move) {
                    child = c;
                    break;
                }
            if (child < 0) {
                child = int(nodes.size());
                Node created;
                created.parent = node;
                created.move = move;
                created.depth = k + 1;
                nodes.push_back(created);
                nodes[node].children.push_back(child);
            }
            node = child;
        }
        if (e.pathLength <= tree.plies)
            checksAt[i] = node;
        else
            ++nodes[node].deeper;
    }
    // Moves with the most checks first (the search spent the most effort there), then the
    // node's own checks in search order.
    for (Node& n : nodes)
        std::stable_sort(n.children.begin(), n.children.end(),
            [&nodes](int a, int b) { return nodes[a].checks > nodes[b].checks; });
    for (std::size_t i = 0; i < checks.size(); ++i) {
        if (checksAt[i] < 0)
            continue;
        Node row;
        row.parent = checksAt[i];
        row.event = int(i);
        row.depth = nodes[checksAt[i]].depth;
        row.checks = 1;
        const CutEvent& e = checks[i];
        row.failHigh = e.decision == CutDecision::FailHigh;
        row.failLow = e.decision == CutDecision::FailLow;
        row.maxCutHeight = e.decision != CutDecision::NoCut ? e.height : 0;
        const int id = int(nodes.size());
        nodes.push_back(row);
        nodes[checksAt[i]].children.push_back(id);
    }
    for (Node& n : nodes)
        for (std::size_t r = 0; r < n.children.size(); ++r)
            nodes[n.children[r]].row = int(r);
    return tree;
}

void CutTreeModel::adopt(Tree tree)
{
    beginResetModel();
    m_events = std::move(tree.events);
    m_nodes = std::move(tree.nodes);
    m_plies = tree.plies;
    endResetModel();
}

void CutTreeModel::build(const std::vector<CutEvent>& events, int plies) { adopt(compute(events, plies)); }

int CutTreeModel::nodeOf(const QModelIndex& index) const
{
    if (!index.isValid())
        return m_nodes.empty() ? -1 : 0;
    return int(index.internalId());
}

const CutEvent* CutTreeModel::eventAt(const QModelIndex& index) const
{
    const int node = nodeOf(index);
    if (node < 0 || m_nodes[node].event < 0)
        return nullptr;
    return &m_events[m_nodes[node].event];
}

std::vector<int> CutTreeModel::pathTo(const QModelIndex& index) const
{
    std::vector<int> path;
    for (int node = nodeOf(index); node > 0; node = m_nodes[node].parent)
        if (m_nodes[node].event < 0)
            path.push_back(m_nodes[node].move);
    std::reverse(path.begin(), path.end());
    return path;
}

QModelIndex CutTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return {};
    const int p = nodeOf(parent);
    if (p < 0 || row < 0 || column < 0 || column >= ColumnCount || row >= int(m_nodes[p].children.size()))
        return {};
    return createIndex(row, column, quintptr(m_nodes[p].children[row]));
}

QModelIndex CutTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const int p = m_nodes[nodeOf(child)].parent;
    if (p <= 0)
        return {};
    return createIndex(m_nodes[p].row, 0, quintptr(p));
}

int CutTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const int p = nodeOf(parent);
    return p < 0 ? 0 : int(m_nodes[p].children.size());
}

int CutTreeModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant CutTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Node& n = m_nodes[nodeOf(index)];
    const CutEvent* e = n.event >= 0 ? &m_events[n.event] : nullptr;
    if (role == CountRole) {
        switch (index.column()) {
        case ChecksColumn: return quint64(n.checks);
        case CutsColumn: return quint64(n.failHigh + n.failLow);
        case HeightColumn: return e ? e->height : n.maxCutHeight;
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == NodeColumn || index.column() == DecisionColumn
            ? int(Qt::AlignLeft | Qt::AlignVCenter)
            : int(Qt::AlignRight | Qt::AlignVCenter);
    // Check rows in italics; those that did not cut greyed, as they changed nothing.
    if (role == Qt::FontRole && e) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    if (role == Qt::ForegroundRole && e && e->decision == CutDecision::NoCut)
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::ToolTipRole) {
        QString tip = headerData(index.column(), Qt::Horizontal, Qt::ToolTipRole).toString();
        if (!e && index.column() == CutsColumn)
            tip += QLatin1Char('\n') + tr("%1 fail high, %2 fail low").arg(n.failHigh).arg(n.failLow);
        if (!e && n.deeper > 0)
            tip += QLatin1Char('\n')
                + tr("%n check(s) deeper than the tree's last level are counted here.", nullptr,
                    int(n.deeper));
        if (e)
            tip += QLatin1Char('\n') + tr("Click to see this position on the board.");
        return tip;
    }
    if (role != Qt::DisplayRole)
        return {};
    if (!e) {
        switch (index.column()) {
        case NodeColumn: return QString::fromStdString(squareName(Square(n.move)));
        case ChecksColumn: return QString::number(n.checks);
        case CutsColumn: return QString::number(n.failHigh + n.failLow);
        case HeightColumn: return n.maxCutHeight ? QString::number(n.maxCutHeight) : QString();
        default: return {};
        }
    }
    switch (index.column()) {
    case NodeColumn: return tr("check, try %1").arg(e->tryIndex + 1);
    case ChecksColumn: return QString();
    case CutsColumn: return e->decision != CutDecision::NoCut ? QStringLiteral("1") : QString();
    case HeightColumn: return QString::number(e->height);
    case CheckDepthColumn: return QString::number(e->checkDepth);
    case ShallowValueColumn: return formatDiscs(e->shallowValue);
    case BoundColumn:
        return QStringLiteral("%1 %2").arg(
            e->highCheck ? QStringLiteral("\u2265") : QStringLiteral("\u2264"), formatDiscs(e->bound));
    case DecisionColumn: return CutTerms::decisionName(e->decision);
    case ConfidenceColumn:
        return e->decision != CutDecision::NoCut ? formatPercent(cutConfidence(*e)) : QString();
    }
    return {};
}

QVariant CutTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case NodeColumn:
            return tr(
                "Position: a move from the searched position (and replies below it), or a check made at "
                "that position.");
        case ChecksColumn: return CutTerms::checks();
        case CutsColumn: return tr("Cuts: how many checks at or below this position skipped a subtree.");
        case HeightColumn:
            return CutTerms::height() + QLatin1Char('\n')
                + tr("On a move row: the largest height cut at or below that position.");
        case CheckDepthColumn: return CutTerms::checkDepth();
        case ShallowValueColumn: return CutTerms::shallowValue();
        case BoundColumn: return CutTerms::bound();
        case DecisionColumn: return CutTerms::decision();
        case ConfidenceColumn: return CutTerms::confidence();
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NodeColumn: return tr("Position");
    case ChecksColumn: return tr("Checks");
    case CutsColumn: return tr("Cuts");
    case HeightColumn: return tr("Height");
    case CheckDepthColumn: return tr("Check depth");
    case ShallowValueColumn: return tr("Shallow");
    case BoundColumn: return tr("Bound");
    case DecisionColumn: return tr("Decision");
    case ConfidenceColumn: return tr("Confidence");
    }
    return {};
}

} // namespace probcut::ui
