#include "ui/panels/eval_graph/mistake_model.h"

#include "ui/panels/pv/pv_model.h"
#include "ui/window/theme.h"

#include <QColor>
#include <QGuiApplication>

#include <cmath>

namespace probcut::ui {

namespace {
QString signedDiscs(double v)
{
    const long r = std::lround(v);
    return r > 0 ? QStringLiteral("+%1").arg(r)
        : r < 0  ? QStringLiteral("\u2212%1").arg(-r)
                 : QStringLiteral("0");
}
} // namespace

MistakeModel::MistakeModel(QObject* parent) : QAbstractTableModel(parent) {}

void MistakeModel::setRows(std::vector<MistakeRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

QString MistakeModel::kindName(MistakeKind kind)
{
    switch (kind) {
    case MistakeKind::Inaccuracy: return tr("Inaccuracy");
    case MistakeKind::Mistake: return tr("Mistake");
    case MistakeKind::Blunder: return tr("Blunder");
    case MistakeKind::None: break;
    }
    return {};
}

QColor MistakeModel::kindColor(MistakeKind kind)
{
    switch (kind) {
    case MistakeKind::Inaccuracy: return QColor(234, 179, 8);
    case MistakeKind::Mistake: return QColor(234, 88, 12);
    case MistakeKind::Blunder: return QColor(200, 30, 30);
    case MistakeKind::None: break;
    }
    return QColor(120, 120, 120);
}

void MistakeModel::setPointOfView(PointOfView::Kind pointOfView)
{
    m_pointOfView = pointOfView;
    if (!m_rows.empty())
        emit dataChanged(index(0, PlayedColumn), index(rowCount() - 1, BestColumn));
}

int MistakeModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}
int MistakeModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant MistakeModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MistakeRow& r = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MoveColumn:
            return tr("%1. %2").arg(r.moveNumber).arg(r.mover == Color::Black ? tr("Black") : tr("White"));
        case PlayedColumn:
            return QStringLiteral("%1 (%2)").arg(PvHistoryModel::moveText(r.played),
                signedDiscs(PointOfView::fromMover(r.playedValue, r.mover, m_pointOfView)));
        case BestColumn:
            return QStringLiteral("%1 (%2)").arg(PvHistoryModel::moveText(r.best),
                signedDiscs(PointOfView::fromMover(r.bestValue, r.mover, m_pointOfView)));
        case LossColumn: return QString::number(r.loss, 'f', 1);
        case KindColumn: return kindName(r.kind);
        default: return {};
        }
    case Qt::ForegroundRole:
        if (index.column() == KindColumn || index.column() == LossColumn)
            return readableOn(kindColor(r.kind), QGuiApplication::palette().color(QPalette::Base));
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == LossColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                            : QVariant(int(Qt::AlignLeft | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        return m_pointOfView == PointOfView::Black
            ? tr("Values in discs for Black; the loss is what the side that moved lost. Click to go to the "
                 "position before the move.")
            : tr("Values in discs for the side that moved. Click to go to the position before the move.");
    case PlyRole: return r.ply;
    case LossRole: return r.loss;
    case KindRole: return int(r.kind);
    default: return {};
    }
}

QVariant MistakeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case MoveColumn: return tr("Move");
    case PlayedColumn: return tr("Played");
    case BestColumn: return tr("Best");
    case LossColumn: return tr("Lost");
    case KindColumn: return tr("Kind");
    default: return {};
    }
}

} // namespace probcut::ui
