#include "ui/panels/moves/all_moves_model.h"

#include "engine/core/notation.h"

#include <QFont>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace probcut::ui {

namespace {
// Values are shown to a hundredth of a disc; equal at that precision means tied.
constexpr double TieTolerance = 0.005;
// A line as moves separated by spaces ("pa" for a pass), easier to follow than a transcript.
QString lineText(const std::vector<Square>& pv)
{
    QStringList moves;
    for (Square sq : pv)
        moves << QString::fromStdString(squareName(sq));
    return moves.join(QLatin1Char(' '));
}

} // namespace

AllMovesModel::AllMovesModel(QObject* parent) : QAbstractTableModel(parent) {}

void AllMovesModel::setHints(const MoveHints& hints)
{
    std::vector<Row> rows;
    for (Square sq = 0; sq < 64; ++sq)
        if (hints[std::size_t(sq)])
            rows.push_back({sq, *hints[std::size_t(sq)]});
    std::stable_sort(
        rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.hint.score > b.hint.score; });
    if (rows.size() == m_rows.size()) {
        // Same moves (the usual case while deepening): update in place, no model reset, so the
        // view keeps its selection and scroll position.
        m_rows = std::move(rows);
        m_best = m_rows.empty() ? 0 : m_rows.front().hint.score;
        if (!m_rows.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = std::move(rows);
    m_best = m_rows.empty() ? 0 : m_rows.front().hint.score;
    endResetModel();
}

void AllMovesModel::setPointOfView(PointOfView::Kind pointOfView, Color toMove)
{
    if (pointOfView == m_pointOfView && toMove == m_toMove)
        return;
    m_pointOfView = pointOfView;
    m_toMove = toMove;
    emit headerDataChanged(Qt::Horizontal, ValueColumn, ValueColumn);
    if (!m_rows.empty())
        emit dataChanged(index(0, ValueColumn), index(rowCount() - 1, ValueColumn));
}

double AllMovesModel::shownValue(int row) const
{
    if (row < 0 || row >= int(m_rows.size()))
        return 0;
    return PointOfView::fromMover(m_rows[std::size_t(row)].hint.score, m_toMove, m_pointOfView);
}

void AllMovesModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

Square AllMovesModel::moveAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)].move : NoSquare;
}

bool AllMovesModel::isBest(int row) const
{
    return row >= 0 && row < int(m_rows.size())
        && m_rows[std::size_t(row)].hint.score >= m_best - TieTolerance;
}

int AllMovesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AllMovesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString AllMovesModel::valueText(double discs)
{
    const double v = std::abs(discs) < TieTolerance ? 0.0 : discs;
    // A real minus sign, as the board, the PV and the book show values.
    return v > 0 ? QStringLiteral("+%1").arg(v, 0, 'f', 2)
        : v < 0  ? QStringLiteral("\u2212%1").arg(-v, 0, 'f', 2)
                 : QString::number(v, 'f', 2);
}

QString AllMovesModel::depthText(const MoveHint& hint)
{
    if (hint.exact)
        return tr("exact");
    if (hint.selectivity < 100)
        return tr("depth %1 @ %2%", "search depth and confidence")
            .arg(hint.depth)
            .arg(hint.selectivity, 0, 'f', 0);
    return tr("depth %1").arg(hint.depth);
}

QVariant AllMovesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const bool best = isBest(index.row());
    if (role == BestRole)
        return best;
    if (role == Qt::FontRole && best) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::TextAlignmentRole && (index.column() == ValueColumn || index.column() == DepthColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == SortRole) {
        switch (index.column()) {
        case MoveColumn: return QString::fromStdString(squareName(row.move));
        case ValueColumn: return row.hint.score;
        case DepthColumn: return row.hint.exact ? 1000 : row.hint.depth;
        default: return lineText(row.hint.pv);
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case MoveColumn:
            // The best move(s), ties included, carry a star.
            return (best ? QStringLiteral("★ ") : QString()) + QString::fromStdString(squareName(row.move));
        case ValueColumn: {
            // An exact value is a whole number of discs.
            const double value = shownValue(index.row());
            return row.hint.exact ? QStringLiteral("%1%2").arg(value > 0 ? "+" : "").arg(int(value))
                                  : valueText(value);
        }
        case DepthColumn: return depthText(row.hint);
        default: return lineText(row.hint.pv);
        }
    }
    if (role == Qt::ToolTipRole) {
        // The move's line also on the move: a narrow panel drops the Line column.
        if (index.column() == LineColumn || index.column() == MoveColumn)
            return lineText(row.hint.pv);
        if (index.column() == ValueColumn)
            return (row.hint.exact ? tr("The exact final disc difference with best play after this move")
                                   : tr("The mean of this move's two deepest searches, in discs"))
                + QLatin1Char(' ') + PointOfView::label(m_toMove, m_pointOfView);
    }
    return {};
}

QVariant AllMovesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MoveColumn: return tr("Move");
    case ValueColumn:
        return tr("Value (%1)").arg(PointOfView::colourName(PointOfView::shownFor(m_toMove, m_pointOfView)));
    case DepthColumn: return tr("Found by");
    default: return tr("Line");
    }
}

} // namespace probcut::ui
