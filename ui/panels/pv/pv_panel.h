#pragma once
// The principal variation panel: what an engine is thinking right now — the game engine while
// an engine player thinks, or the analysis engine in Analyse Position mode. It shows the latest
// completed iteration (depth, confidence, score with its bound, nodes, speed, time), the
// principal variation as clickable moves (a click previews the position after that move on the
// board) and the iteration history in a table. Reports for any other position than the one on
// the board are never shown; the panel clears when the position changes. Created by
// installAnalysisPanels() in a dock "pvPanel"; tested in tests/ui/test_pv_panel.cpp.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"
#include "ui/window/point_of_view.h"

#include <QWidget>

class QGridLayout;
class QHBoxLayout;
class QLabel;
class QTableView;
class QPushButton;
class QAction;

namespace probcut::ui {

class BoardWidget;
class EngineController;
class GameController;
class GameModel;
class PvHistoryModel;

class PvPanel : public QWidget {
    Q_OBJECT

public:
    enum class Source { None, GameEngine, Analysis };

    PvPanel(GameModel* model, BoardWidget* board, QWidget* parent = nullptr);

    // Shows the game engine's thinking (its reports arrive through the GameController).
    void watchGame(GameController* game, EngineController* engine);
    // Shows the analysis engine's reports.
    void watchAnalysis(EngineController* engine);
    // The button next to the title toggles this action (Analyse Position).
    void setAnalyseAction(QAction* action);

    PvHistoryModel* historyModel() const { return m_history; }
    Source source() const { return m_source; }
    // The position the shown reports belong to.
    const Position& searchedPosition() const { return m_position; }
    // The principal variation on show (the latest iteration's, or the selected row's).
    const std::vector<Square>& shownPv() const { return m_pv; }
    QString summaryText() const;
    QString statusText() const;
    QString scoreCaption() const;
    // Whose side the score is shown from (the reports give it for the side to move).
    void setPointOfView(PointOfView::Kind pointOfView);
    QString pvLineText() const;
    // Shows the position after the first `count` moves of the shown PV on the board (a preview
    // with a banner; any click on the board returns). False if there is no such move.
    bool previewMove(int count);

    // Adds a report for `position` from `source` (public for tests; normally from signals).
    void addReport(Source source, const Position& position, const SearchInfo& info);
    void clear();
    // Analyse Position was turned off or paused: the rows stay, the status says so.
    void noteAnalysisStopped(bool paused);

protected:
    void changeEvent(QEvent* event) override; // a new theme: the PV's colours follow the palette

private:
    // Parts of the constructor.
    QHBoxLayout* buildStatusRow();
    QGridLayout* buildStatGrid();
    void buildPvLine();
    void buildHistoryTable();
    void showInfo(const SearchInfo& info);
    void showPv(const std::vector<Square>& pv);
    void onPositionChanged();
    void onRowSelected(int row);
    void setStatus(const QString& text);
    void updatePointOfView();

    GameModel* m_model;
    BoardWidget* m_board;
    PvHistoryModel* m_history;
    Source m_source = Source::None;
    Position m_position;
    std::vector<Square> m_pv;
    int m_previewed = 0;     // moves of m_pv previewed on the board (0: none)
    bool m_keepOnce = false; // the next position change is the game engine's own move
    QLabel* m_status;
    QLabel* m_depth;
    QLabel* m_selectivity;
    QLabel* m_score;
    QLabel* m_scoreCaption = nullptr;
    PointOfView::Kind m_pov = PointOfView::SideToMove;
    QLabel* m_nodes;
    QLabel* m_speed;
    QLabel* m_time;
    QLabel* m_pvLine = nullptr;
    QTableView* m_table;
    QPushButton* m_analyseButton;
};

} // namespace probcut::ui
