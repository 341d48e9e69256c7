#pragma once
// Wires the principal variation panel, the All Moves panel, the evaluation graph panel, the game
// review and the Analyse Position / Analyse All Moves / Analyse Game / Game Review actions into a
// MainWindow: creates the docks ("pvPanel", "allMovesPanel", "evalGraphPanel", "reviewPanel"),
// adds the actions to the Moves menu, and connects the panels
// to the game engine, the analysis engine and the model. One object per window, a child of it (found with
// findChild in tests); created from MainWindow::createPanels().

#include <QObject>

class QAction;
class QDockWidget;

namespace probcut::ui {

class AllMovesPanel;
class EvalGraphPanel;
class MainWindow;
class PositionAnalysis;
class PvPanel;
class ReviewPanel;

class AnalysisPanels : public QObject {
    Q_OBJECT

public:
    explicit AnalysisPanels(MainWindow* window);

    PvPanel* pvPanel() const { return m_pv; }
    AllMovesPanel* allMovesPanel() const { return m_allMoves; }
    EvalGraphPanel* evalGraph() const { return m_graph; }
    PositionAnalysis* positionAnalysis() const { return m_analysis; }
    QAction* analysePositionAction() const { return m_analyseAction; }
    QAction* analyseGameAction() const { return m_analyseGameAction; }
    ReviewPanel* reviewPanel() const { return m_review; }

private:
    MainWindow* m_window;
    PvPanel* m_pv = nullptr;
    AllMovesPanel* m_allMoves = nullptr;
    EvalGraphPanel* m_graph = nullptr;
    PositionAnalysis* m_analysis = nullptr;
    QAction* m_analyseAction = nullptr;
    QAction* m_analyseGameAction = nullptr;
    ReviewPanel* m_review = nullptr;
};

} // namespace probcut::ui
