#include "ui/panels/cut/cut_root_moves_model.h"

#include "ui/panels/cut/cut_event_format.h"

#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

#include <algorithm>

namespace probcut::ui {

CutRootMovesModel::CutRootMovesModel(QObject* parent) : QAbstractTableModel(parent) {}

void CutRootMovesModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_iteration = 0;
    endResetModel();
}

void CutRootMovesModel::addEvents(const QVector<CutEvent>& events)
{
    int firstChanged = int(m_rows.size()), lastChanged = -1;
    for (const CutEvent& e : events) {
        if (e.kind != CutEventKind::Check || e.pathLength < 1 || e.iteration < m_iteration)
            continue;
        if (e.iteration > m_iteration) {
            m_iteration = e.iteration;
            firstChanged = 0;
            lastChanged = int(m_rows.size()) - 1; // all rows turn stale
        }
        const int move = e.path[0];
        auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.move == move; });
        int row = int(it - m_rows.begin());
        if (it == m_rows.end()) {
            beginInsertRows({}, row, row);
            m_rows.push_back(Row{});
            m_rows.back().move = move;
            m_rows.back().iteration = e.iteration;
            endInsertRows();
        }
        Row& r = m_rows[row];
        if (r.iteration < e.iteration) {
            const int move = r.move;
            r = Row{};
            r.move = move;
            r.iteration = e.iteration;
        }
        ++r.checks;
        if (e.decision != CutDecision::NoCut) {
            if (e.decision == CutDecision::FailHigh)
                ++r.failHigh;
            else
                ++r.failLow;
            ++r.cutsByHeight[e.height];
            // Higher first; at equal height the one nearer the root skipped more of the tree.
            if (!r.hasCut || e.height > r.deepest.height
                || (e.height == r.deepest.height && e.pathLength < r.deepest.pathLength)) {
                r.deepest = e;
                r.hasCut = true;
            }
        }
        firstChanged = std::min(firstChanged, row);
        lastChanged = std::max(lastChanged, row);
    }
    if (lastChanged >= firstChanged)
        emit dataChanged(index(firstChanged, 0), index(lastChanged, ColumnCount - 1));
}

const CutEvent* CutRootMovesModel::deepestCut(int row) const
{
    if (row < 0 || row >= int(m_rows.size()) || !m_rows[row].hasCut)
        return nullptr;
    return &m_rows[row].deepest;
}

std::uint64_t CutRootMovesModel::totalChecks() const
{
    std::uint64_t n = 0;
    for (const Row& r : m_rows)
        if (r.iteration == m_iteration)
            n += r.checks;
    return n;
}

bool CutRootMovesModel::isStale(int row) const
{
    return row >= 0 && row < int(m_rows.size()) && m_rows[row].iteration < m_iteration;
}

int CutRootMovesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CutRootMovesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CutRootMovesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Row& r = m_rows[index.row()];
    const CutEvent* cut = r.hasCut ? &r.deepest : nullptr;
    if (role == CountRole) {
        switch (index.column()) {
        case ChecksColumn: return quint64(r.checks);
        case FailHighColumn: return quint64(r.failHigh);
        case FailLowColumn: return quint64(r.failLow);
        case DeepestHeightColumn: return cut ? QVariant(cut->height) : QVariant();
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == MoveColumn || index.column() == CutHeightsColumn
            ? int(Qt::AlignLeft | Qt::AlignVCenter)
            : int(Qt::AlignRight | Qt::AlignVCenter);
    const bool stale = r.iteration < m_iteration;
    if (role == Qt::ForegroundRole && stale)
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::ToolTipRole) {
        QString tip = headerData(index.column(), Qt::Horizontal, Qt::ToolTipRole).toString();
        if (stale)
            tip += QLatin1Char('\n')
                + tr("Greyed: depth %1 has not reached this move yet; the numbers are from depth %2.")
                      .arg(m_iteration)
                      .arg(r.iteration);
        if (cut && index.column() >= DeepestHeightColumn && index.column() != CutHeightsColumn)
            tip += QLatin1Char('\n')
                + tr("Deepest cut below %1 at %2 (%3); click to see it on the board.")
                      .arg(QString::fromStdString(squareName(Square(r.move))), cutPathText(*cut),
                          CutTerms::decisionName(cut->decision));
        return tip;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case MoveColumn: return QString::fromStdString(squareName(Square(r.move)));
    case ChecksColumn: return QString::number(r.checks);
    case FailHighColumn: return QString::number(r.failHigh);
    case FailLowColumn: return QString::number(r.failLow);
    case CutHeightsColumn: {
        QStringList parts;
        for (const auto& [height, count] : r.cutsByHeight)
            parts << QStringLiteral("h%1\u00d7%2").arg(height).arg(count);
        return parts.join(QLatin1Char(' '));
    }
    case DeepestHeightColumn: return cut ? QString::number(cut->height) : QString();
    case CheckDepthColumn: return cut ? QString::number(cut->checkDepth) : QString();
    case ShallowValueColumn: return cut ? formatDiscs(cut->shallowValue) : QString();
    case BoundColumn:
        return cut
            ? QStringLiteral("%1 %2").arg(
                cut->highCheck ? QStringLiteral("\u2265") : QStringLiteral("\u2264"), formatDiscs(cut->bound))
            : QString();
    case ConfidenceColumn: return cut ? formatPercent(cutConfidence(*cut)) : QString();
    }
    return {};
}

QVariant CutRootMovesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MoveColumn: return CutTerms::rootMove();
        case ChecksColumn: return CutTerms::checks();
        case FailHighColumn: return CutTerms::failHigh();
        case FailLowColumn: return CutTerms::failLow();
        case CutHeightsColumn: return CutTerms::cutHeights();
        case DeepestHeightColumn:
            return tr("Deepest cut: the height of the largest subtree skipped below this move.")
                + QLatin1Char('\n') + CutTerms::height();
        case CheckDepthColumn: return CutTerms::checkDepth();
        case ShallowValueColumn: return CutTerms::shallowValue();
        case BoundColumn: return CutTerms::bound();
        case ConfidenceColumn: return CutTerms::confidence();
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MoveColumn: return tr("Move");
    case ChecksColumn: return tr("Checks");
    case FailHighColumn: return tr("Cut high");
    case FailLowColumn: return tr("Cut low");
    case CutHeightsColumn: return tr("Cuts by height");
    case DeepestHeightColumn: return tr("Deepest");
    case CheckDepthColumn: return tr("Check depth");
    case ShallowValueColumn: return tr("Shallow");
    case BoundColumn: return tr("Bound");
    case ConfidenceColumn: return tr("Confidence");
    }
    return {};
}

} // namespace probcut::ui
