#pragma once
// The All Moves table: one row per legal move of the analysed position with its value (discs,
// for the side to move or for Black, as the point of view says and the header names), how it was found
// (exact, or depth and confidence) and its line. The moves with the best value (ties included) are marked.
// Sortable through a proxy: each column gives a number or text under SortRole.

#include "engine/core/board.h"
#include "ui/engine/hint_analyser.h"
#include "ui/window/point_of_view.h"

#include <QAbstractTableModel>

#include <vector>

namespace probcut::ui {

class AllMovesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, ValueColumn, DepthColumn, LineColumn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int BestRole = Qt::UserRole + 2; // bool: among the best moves

    explicit AllMovesModel(QObject* parent = nullptr);

    // Replaces the rows with the valued moves of `hints` (a move without a value yet is left out).
    void setHints(const MoveHints& hints);
    // The analysed position's side to move and whose side values are shown from; the values
    // arrive for the side to move. Sorting by value keeps best-for-the-mover first either way.
    void setPointOfView(PointOfView::Kind pointOfView, Color toMove);
    double shownValue(int row) const;
    void clear();
    Square moveAt(int row) const;
    bool isBest(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString valueText(double discs);
    static QString depthText(const MoveHint& hint);

private:
    struct Row {
        Square move;
        MoveHint hint;
    };
    std::vector<Row> m_rows;
    double m_best = 0;
    PointOfView::Kind m_pointOfView = PointOfView::SideToMove;
    Color m_toMove = Color::Black;
};

} // namespace probcut::ui
