#pragma once
// The mistakes of the current line found by Analyse Game, as a table: move number, who played,
// the move played, the best move, the discs lost and the class (inaccuracy ≥ 2, mistake ≥ 6,
// blunder ≥ 12). The evaluation graph panel fills it; tests check it with
// QAbstractItemModelTester.

#include "engine/core/board.h"
#include "ui/engine/game_analyser.h"
#include "ui/window/point_of_view.h"

#include <QAbstractTableModel>

#include <vector>

namespace probcut::ui {

struct MistakeRow {
    int ply = 0;        // the position the move was played from (ply of the line)
    int moveNumber = 0; // as on a game sheet (passes not counted)
    Color mover = Color::Black;
    Square played = NoSquare;
    Square best = NoSquare;
    double bestValue = 0, playedValue = 0, loss = 0; // discs for the mover
    MistakeKind kind = MistakeKind::None;
};

class MistakeModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, PlayedColumn, BestColumn, LossColumn, KindColumn, ColumnCount };
    enum Role { PlyRole = Qt::UserRole + 1, LossRole, KindRole };

    explicit MistakeModel(QObject* parent = nullptr);
    void setRows(std::vector<MistakeRow> rows);
    const std::vector<MistakeRow>& rows() const { return m_rows; }
    // Whose side the played and best values are shown from (the loss is always the mover's).
    void setPointOfView(PointOfView::Kind pointOfView);
    static QString kindName(MistakeKind kind);
    static QColor kindColor(MistakeKind kind);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<MistakeRow> m_rows;
    PointOfView::Kind m_pointOfView = PointOfView::SideToMove;
};

} // namespace probcut::ui
