#include "ui/panels/cut/cut_summary_model.h"

#include "ui/panels/cut/cut_event_format.h"

#include <QBrush>
#include <QFont>
#include <QPalette>
#include <QStringList>

#include <algorithm>

namespace probcut::ui {

CutSummaryModel::CutSummaryModel(QObject* parent) : QAbstractTableModel(parent) {}

void CutSummaryModel::clear()
{
    beginResetModel();
    m_events = {};
    m_engine = {};
    for (auto& h : m_depths)
        for (auto& t : h)
            t = 0;
    m_rows.clear();
    endResetModel();
}

void CutSummaryModel::addEvents(const QVector<CutEvent>& events)
{
    for (const CutEvent& e : events) {
        if (e.kind != CutEventKind::Check || e.height < 0 || e.height >= MpcStats::Heights || e.tryIndex < 0
            || e.tryIndex >= MpcStats::Tries)
            continue;
        MpcStats::Counters& c = m_events.c[e.height][e.tryIndex];
        ++c.checks;
        if (e.decision == CutDecision::FailHigh)
            ++c.failHigh;
        else if (e.decision == CutDecision::FailLow)
            ++c.failLow;
        if (e.checkDepth >= 0 && e.checkDepth < 32)
            m_depths[e.height][e.tryIndex] |= 1u << e.checkDepth;
    }
    refresh();
}

void CutSummaryModel::setEngineCounts(const MpcSummary& counts)
{
    m_engine = counts;
    refresh();
}

const MpcSummary& CutSummaryModel::shownCounts() const { return showsEngineCounts() ? m_engine : m_events; }

// New (height, try) rows are inserted in place so views keep their scroll position and
// selection; every count may change, so all rows are then reported changed.
void CutSummaryModel::refresh()
{
    const MpcSummary& shown = shownCounts();
    for (int h = MpcStats::Heights - 1; h >= 0; --h)
        for (int t = 0; t < MpcStats::Tries; ++t) {
            if (shown.c[h][t].checks == 0)
                continue;
            auto at = std::find_if(m_rows.begin(), m_rows.end(),
                [&](const Key& k) { return k.height < h || (k.height == h && k.tryIndex >= t); });
            if (at != m_rows.end() && at->height == h && at->tryIndex == t)
                continue;
            const int row = int(at - m_rows.begin());
            beginInsertRows({}, row, row);
            m_rows.insert(at, Key{h, t});
            endInsertRows();
        }
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

MpcStats::Counters CutSummaryModel::countersOf(int row) const
{
    const MpcSummary& shown = shownCounts();
    if (row < int(m_rows.size()))
        return shown.c[m_rows[row].height][m_rows[row].tryIndex];
    MpcStats::Counters total;
    for (const auto& h : shown.c)
        for (const auto& t : h) {
            total.checks += t.checks;
            total.failHigh += t.failHigh;
            total.failLow += t.failLow;
        }
    return total;
}

int CutSummaryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size()) + 1;
}

int CutSummaryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CutSummaryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const int row = index.row();
    const bool totals = row == totalsRow();
    const MpcStats::Counters c = countersOf(row);
    const std::uint64_t cuts = c.failHigh + c.failLow;
    const std::uint64_t noCut = c.checks - std::min(c.checks, cuts);
    if (role == CountRole) {
        switch (index.column()) {
        case ChecksColumn: return quint64(c.checks);
        case FailHighColumn: return quint64(c.failHigh);
        case FailLowColumn: return quint64(c.failLow);
        case NoCutColumn: return quint64(noCut);
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() <= CheckDepthColumn ? int(Qt::AlignCenter)
                                                  : int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && totals) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole)
        return headerData(index.column(), Qt::Horizontal, Qt::ToolTipRole);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case HeightColumn: return totals ? tr("Total") : QString::number(m_rows[row].height);
    case TryColumn: return totals ? QString() : QString::number(m_rows[row].tryIndex + 1);
    case CheckDepthColumn: {
        if (totals)
            return QString();
        QStringList depths;
        const std::uint32_t bits = m_depths[m_rows[row].height][m_rows[row].tryIndex];
        for (int d = 0; d < 32; ++d)
            if (bits & (1u << d))
                depths << QString::number(d);
        return depths.isEmpty() ? QStringLiteral("\u2013") : depths.join(QStringLiteral(", "));
    }
    case ChecksColumn: return QString::number(c.checks);
    case FailHighColumn: return QString::number(c.failHigh);
    case FailLowColumn: return QString::number(c.failLow);
    case NoCutColumn: return QString::number(noCut);
    case CutRateColumn: return c.checks ? formatPercent(double(cuts) / double(c.checks)) : QString();
    }
    return {};
}

QVariant CutSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case HeightColumn: return CutTerms::height();
        case TryColumn: return CutTerms::tryIndex();
        case CheckDepthColumn: return CutTerms::checkDepth();
        case ChecksColumn: return CutTerms::checks();
        case FailHighColumn: return CutTerms::failHigh();
        case FailLowColumn: return CutTerms::failLow();
        case NoCutColumn: return CutTerms::noCut();
        case CutRateColumn: return CutTerms::cutRate();
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case HeightColumn: return tr("Height");
    case TryColumn: return tr("Try");
    case CheckDepthColumn: return tr("Check depth");
    case ChecksColumn: return tr("Checks");
    case FailHighColumn: return tr("Cut high");
    case FailLowColumn: return tr("Cut low");
    case NoCutColumn: return tr("No cut");
    case CutRateColumn: return tr("Cut %");
    }
    return {};
}

} // namespace probcut::ui
