#include "ui/panels/analysis/analysis_panels.h"

#include "ui/board/board_widget.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/game_analyser.h"
#include "ui/engine/position_analysis.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/panels/eval_graph/eval_graph_panel.h"
#include "ui/panels/moves/all_moves_panel.h"
#include "ui/panels/pv/pv_panel.h"
#include "ui/panels/review/review_panel.h"
#include "ui/window/main_window.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>

namespace probcut::ui {

AnalysisPanels::AnalysisPanels(MainWindow* window) : QObject(window), m_window(window)
{
    setObjectName(QStringLiteral("analysisPanels"));
    GameModel* model = window->gameModel();
    BoardWidget* board = window->boardWidget();

    m_analysis = new PositionAnalysis(model, window->gameController(), window->analysisController(), this);
    m_analyseAction = new QAction(tr("&Analyse Position"), window);
    m_analyseAction->setObjectName(QStringLiteral("analysePositionAction"));
    m_analyseAction->setCheckable(true);
    m_analyseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_analyseAction->setStatusTip(
        tr("Let the engine analyse the position on the board without limit; it follows "
           "the position as you move or navigate"));
    m_analyseAction->setToolTip(tr("Analyse the position on the board without limit (Ctrl+Shift+A)"));
    connect(m_analyseAction, &QAction::toggled, m_analysis, &PositionAnalysis::setEnabled);
    connect(m_analysis, &PositionAnalysis::enabledChanged, m_analyseAction, &QAction::setChecked);

    // Principal variation.
    auto* pvDock = new QDockWidget(tr("Principal Variation"), window);
    pvDock->setObjectName(QStringLiteral("pvPanel"));
    m_pv = new PvPanel(model, board, pvDock);
    m_pv->watchGame(window->gameController(), window->engineController());
    m_pv->watchAnalysis(window->analysisController());
    m_pv->setAnalyseAction(m_analyseAction);
    // What the panels say about the old game and its searches goes with it.
    connect(window, &MainWindow::aboutToReplaceGame, m_pv, &PvPanel::clear);
    connect(m_analysis, &PositionAnalysis::stateChanged, m_pv, [this](PositionAnalysis::State state) {
        if (state == PositionAnalysis::State::Off || state == PositionAnalysis::State::Paused)
            m_pv->noteAnalysisStopped(state == PositionAnalysis::State::Paused);
    });
    pvDock->setWidget(m_pv);
    window->addPanel(pvDock, Qt::RightDockWidgetArea);
    // Hidden at first, like the other analysis panels, so the board keeps its room in a small
    // window; Analyse Position shows it (View > Panels too, and the saved window state).
    pvDock->hide();
    connect(m_analyseAction, &QAction::toggled, pvDock, [pvDock](bool on) {
        if (on) {
            pvDock->show();
            pvDock->raise();
        }
    });

    // Every move valued: a table and the board's squares.
    auto* movesDock = new QDockWidget(tr("All Moves"), window);
    movesDock->setObjectName(QStringLiteral("allMovesPanel"));
    m_allMoves = new AllMovesPanel(model, board, movesDock);
    movesDock->setWidget(m_allMoves);
    window->addPanel(movesDock, Qt::RightDockWidgetArea);
    // A tab beside the principal variation: both answer "what should be played here".
    window->tabifyDockWidget(pvDock, movesDock);
    movesDock->hide();
    connect(m_allMoves->analyseAction(), &QAction::toggled, movesDock, [movesDock](bool on) {
        if (on) {
            movesDock->show();
            movesDock->raise();
        }
    });

    // Evaluation graph and Analyse Game.
    auto* graphDock = new QDockWidget(tr("Evaluation Graph"), window);
    graphDock->setObjectName(QStringLiteral("evalGraphPanel"));
    m_graph = new EvalGraphPanel(model, graphDock);
    m_graph->watchGame(window->gameController(), window->engineController());
    m_graph->watchEngine(window->analysisController());
    connect(window, &MainWindow::aboutToReplaceGame, m_graph, &EvalGraphPanel::gameReplaced);
    if (auto evaluator = studioEvaluator()) {
        m_graph->analyser()->engineController()->setEvaluator(evaluator);
        if (auto mpc = studioMpcParams())
            m_graph->analyser()->engineController()->setMpcParams(mpc);
    }
    graphDock->setWidget(m_graph);
    window->addPanel(graphDock, Qt::RightDockWidgetArea);
    graphDock->hide(); // Analyse Game shows it

    m_analyseGameAction = new QAction(tr("Analyse &Game"), window);
    m_analyseGameAction->setObjectName(QStringLiteral("analyseGameAction"));
    m_analyseGameAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    m_analyseGameAction->setStatusTip(
        tr("Value every position of the game in the background and mark the moves that lost discs"));
    connect(m_analyseGameAction, &QAction::triggered, this, [this, graphDock] {
        graphDock->show();
        graphDock->raise();
        m_graph->analyseGame();
    });

    // Game Review: a tab beside the evaluation graph, whose analyser it shares.
    auto* reviewDock = new QDockWidget(tr("Game Review"), window);
    reviewDock->setObjectName(QStringLiteral("reviewPanel"));
    m_review = new ReviewPanel(model, board, m_graph, reviewDock);
    m_review->setNameSource([window](Color color) { return window->playerName(color); });
    reviewDock->setWidget(m_review);
    window->addPanel(reviewDock, Qt::RightDockWidgetArea);
    window->tabifyDockWidget(graphDock, reviewDock);
    reviewDock->hide();
    connect(m_review->reviewAction(), &QAction::triggered, reviewDock, [reviewDock] {
        reviewDock->show();
        reviewDock->raise();
    });

    const QList<QAction*> actions{m_analyseAction, m_allMoves->analyseAction(), m_analyseGameAction,
        m_review->reviewAction(), m_review->exportGgfAction(), m_review->exportPdfAction()};
    if (auto* moves = window->menuBar()->findChild<QMenu*>(QStringLiteral("movesMenu"))) {
        moves->addSeparator();
        for (QAction* a : actions.mid(0, 3))
            moves->addAction(a);
        moves->addSeparator();
        for (QAction* a : actions.mid(3))
            moves->addAction(a);
    } else {
        window->addActions(actions);
    }

    // A preview on the board never outlives the position it was made from.
    connect(model, &GameModel::positionChanged, board, &BoardWidget::clearPreview);
}

} // namespace probcut::ui
