#pragma once
// The book panel's table: for the position on the board, its book moves (and the deviation,
// the best move not in the book, marked as such) with value, games, wins/draws/losses for the
// side to move, book positions below, the depth of the deepest line and where the value comes
// from, and the named opening (engine/book/opening_names.h) the move leads into. Every header
// and cell explains itself in a tooltip. Filled from Book::lookup by the
// BookPanel; tested with QAbstractItemModelTester.

#include "engine/book/book.h"
#include "ui/window/point_of_view.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace probcut::ui {

class BookMovesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        MoveColumn,
        ValueColumn,
        // Third, where a narrow dock still shows it: the statistics to its right are detail.
        OpeningColumn,
        GamesColumn,
        ResultsColumn,
        BelowColumn,
        DepthColumn,
        SourceColumn,
        ColumnCount
    };
    // Data role holding the move's square (int) in every column.
    static constexpr int SquareRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    // The statistics of `position` (nullopt: not in the book); `moverName` names the side to
    // move in the tooltips ("Black").
    void setInfo(
        const std::optional<BookPositionInfo>& info, const QString& moverName, const Position& position);
    const std::optional<BookPositionInfo>& info() const { return m_info; }
    // Whose side values are shown from; the book gives them for `toMove`, the side to move.
    void setPointOfView(PointOfView::Kind pointOfView, Color toMove);
    const BookMoveInfo& moveAt(int row) const { return m_info->moves[std::size_t(row)]; }
    // The name of the opening the move of `row` leads into; empty when its position has none.
    QString openingAt(int row) const;
    // The row's columns in one line (the move's tooltip): "d3: +0.20 for Black · 1,234 games · ...".
    QString rowSummary(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Shared with the panel's position line.
    static QString valueText(double discs);
    static QString sourceText(BookValueSource source);
    static QString sourceExplanation(BookValueSource source);
    QString columnExplanation(int column) const;

private:
    std::optional<BookPositionInfo> m_info;
    QString m_mover;
    std::vector<QString> m_openings; // per move: the name of the position it leads into, or empty
    PointOfView::Kind m_pointOfView = PointOfView::SideToMove;
    Color m_toMove = Color::Black;
};

} // namespace probcut::ui
