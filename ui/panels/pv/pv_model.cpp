#include "ui/panels/pv/pv_model.h"

#include "engine/core/bitboard.h"

#include <QBrush>
#include <QFont>
#include <QFontDatabase>

#include <cmath>

namespace probcut::ui {

PvHistoryModel::PvHistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

void PvHistoryModel::addIteration(const SearchInfo& info)
{
    // A completed iteration replaces the reports from inside deeper iterations that did not
    // finish (the engine ends with its last completed iteration when a search stops), and
    // those from inside its own depth: an exact solve reports its selective passes and its
    // probes at the solve's depth, then ends solved.
    if (!info.inProgress) {
        int keep = int(m_rows.size());
        while (keep > 0 && m_rows[keep - 1].inProgress && m_rows[keep - 1].depth >= info.depth)
            --keep;
        if (keep < int(m_rows.size())) {
            beginRemoveRows({}, keep, int(m_rows.size()) - 1);
            m_rows.resize(keep);
            endRemoveRows();
        }
    }
    if (!m_rows.empty()) {
        const SearchInfo& last = m_rows.back();
        if (last.depth == info.depth && last.selectivity == info.selectivity && last.solved == info.solved) {
            m_rows.back() = info;
            const int row = int(m_rows.size()) - 1;
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
            return;
        }
    }
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.push_back(info);
    endInsertRows();
}

void PvHistoryModel::clear()
{
    if (m_rows.empty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void PvHistoryModel::setPointOfView(PointOfView::Kind pointOfView, Color toMove)
{
    if (pointOfView == m_pointOfView && toMove == m_toMove)
        return;
    m_pointOfView = pointOfView;
    m_toMove = toMove;
    emit headerDataChanged(Qt::Horizontal, ScoreColumn, ScoreColumn);
    if (!m_rows.empty())
        emit dataChanged(index(0, ScoreColumn), index(rowCount() - 1, ScoreColumn));
}

SearchInfo PvHistoryModel::shown(const SearchInfo& info) const
{
    SearchInfo s = info;
    if (PointOfView::shownFor(m_toMove, m_pointOfView) == m_toMove)
        return s;
    s.score = -info.score;
    // A lower bound for one side is an upper bound for the other.
    s.bound = info.bound == Bound::Lower ? Bound::Upper
        : info.bound == Bound::Upper     ? Bound::Lower
                                         : info.bound;
    return s;
}

int PvHistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PvHistoryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PvHistoryModel::moveText(Square square)
{
    return square == PassMove ? tr("pass") : QString::fromStdString(squareName(square));
}

QString PvHistoryModel::pvText(const std::vector<Square>& pv)
{
    QStringList moves;
    for (Square sq : pv)
        moves << moveText(sq);
    return moves.join(QLatin1Char(' '));
}

QString PvHistoryModel::scoreText(const SearchInfo& info)
{
    const double s = info.score;
    // A real minus sign; exact (solved) scores are whole discs.
    const QString number = info.solved ? (s > 0 ? QStringLiteral("+%1").arg(std::lround(s))
                                   : s < 0      ? QStringLiteral("\u2212%1").arg(std::lround(-s))
                                                : QStringLiteral("0"))
                                       : (s > 0        ? QStringLiteral("+%1").arg(s, 0, 'f', 2)
                                               : s < 0 ? QStringLiteral("\u2212%1").arg(-s, 0, 'f', 2)
                                                       : QStringLiteral("0.00"));
    if (info.solved)
        return tr("%1 solved").arg(number);
    switch (info.bound) {
    case Bound::Lower: return QStringLiteral("\u2265 ") + number;
    case Bound::Upper: return QStringLiteral("\u2264 ") + number;
    case Bound::Exact: break;
    }
    return number;
}

QString PvHistoryModel::nodesText(double nodes)
{
    if (nodes >= 1e9)
        return QStringLiteral("%1 G").arg(nodes / 1e9, 0, 'f', 2);
    if (nodes >= 1e6)
        return QStringLiteral("%1 M").arg(nodes / 1e6, 0, 'f', 1);
    if (nodes >= 1e4)
        return QStringLiteral("%1 k").arg(nodes / 1e3, 0, 'f', 0);
    return QString::number(qint64(nodes));
}

QString PvHistoryModel::timeText(double seconds)
{
    if (seconds < 10)
        return QStringLiteral("%1 s").arg(seconds, 0, 'f', 2);
    if (seconds < 120)
        return QStringLiteral("%1 s").arg(seconds, 0, 'f', 1);
    const int total = int(seconds);
    return QStringLiteral("%1:%2").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'));
}

QVariant PvHistoryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SearchInfo& info = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case DepthColumn: return QString::number(info.depth);
        case SelectivityColumn: return QStringLiteral("%1 %").arg(info.selectivity, 0, 'f', 0);
        case ScoreColumn: return scoreText(shown(info));
        case NodesColumn: return nodesText(double(info.nodes));
        case TimeColumn: return timeText(info.seconds);
        case SpeedColumn: return nodesText(info.nodesPerSecond) + QStringLiteral("/s");
        case PvColumn: return pvText(info.pv);
        default: return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == PvColumn ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                          : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::FontRole:
        if (index.column() == PvColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == SelectivityColumn)
            return tr(
                "Multi-ProbCut confidence: 100 % searches every move; lower values prune moves the shallow "
                "check says are this likely irrelevant");
        if (index.column() == PvColumn)
            return pvText(info.pv);
        if (index.column() == ScoreColumn)
            return tr("Discs %1; \u2265/\u2264 mark a bound, \u201csolved\u201d the exact result of "
                      "perfect play")
                .arg(PointOfView::label(m_toMove, m_pointOfView));
        return {};
    case ScoreRole: return info.score;
    case DepthRole: return info.depth;
    case SolvedRole: return info.solved;
    default: return {};
    }
}

QVariant PvHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DepthColumn: return tr("Depth");
    case SelectivityColumn: return tr("Conf.");
    case ScoreColumn:
        return tr("Score (%1)").arg(PointOfView::colourName(PointOfView::shownFor(m_toMove, m_pointOfView)));
    case NodesColumn: return tr("Nodes");
    case TimeColumn: return tr("Time");
    case SpeedColumn: return tr("Speed");
    case PvColumn: return tr("PV");
    default: return {};
    }
}

} // namespace probcut::ui
