#pragma once
// The All Moves panel (Moves > Analyse All Moves): every legal move of the position on the board
// valued at once and deepened together until stopped or every move is exact (HintAnalyser's
// multi-PV search), in a sortable table and on the board's squares. It follows the position as
// the user moves or navigates. Values follow the point of view (for the side to move or for
// Black), as the caption and the header say.

#include "ui/window/point_of_view.h"

#include <QWidget>

class QAction;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace probcut::ui {

class AllMovesModel;
class BoardWidget;
class GameModel;
class HintAnalyser;

class AllMovesPanel : public QWidget {
    Q_OBJECT

public:
    AllMovesPanel(GameModel* model, BoardWidget* board, QWidget* parent = nullptr);
    // Room for the four columns with a few moves of each line (the dock starts at this).
    QSize sizeHint() const override;

    QAction* analyseAction() const { return m_action; }
    HintAnalyser* analyser() const { return m_analyser; }
    AllMovesModel* model() const { return m_table; }
    QTableView* view() const { return m_view; }
    void setPointOfView(PointOfView::Kind pointOfView);
    QString pointOfViewText() const;
    QString statusText() const;
    // Moves whose subtree has at most this many empties are solved exactly.
    static constexpr int SolveEmpties = 22;

signals:
    // The analysis stopped being shown on the board (turned off or the position changed).
    void boardReleased();

private:
    void setEnabled(bool on);
    void restart();
    void refresh();

    GameModel* m_model;
    BoardWidget* m_board;
    HintAnalyser* m_analyser;
    AllMovesModel* m_table;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QLabel* m_pointOfView;
    QLabel* m_status;
    QAction* m_action;
    bool m_enabled = false;
    PointOfView::Kind m_pov = PointOfView::SideToMove;
};

} // namespace probcut::ui
