// The analysis dock panels of the main window (issue 8). Each panel is a QDockWidget with a
// stable objectName, created here and registered with addPanel(), so its toggle appears under
// View > Panels and its place is saved with the window state. Panels watch the game engine
// (m_engine, while an engine player thinks) and the analysis engine (m_analysis).

#include "ui/window/main_window.h"

#include "engine/eval/pattern.h"
#include "ui/board/board_widget.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/panels/book/book_panel.h"
#include "ui/panels/book/book_store.h"
#include "ui/panels/explain/explain_panel.h"
#include "ui/panels/regression/regression_panel.h"

#include "ui/panels/analysis/analysis_panels.h"
#include "ui/panels/cut/cut_panel.h"

#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QStatusBar>
#include <QVBoxLayout>

#include <algorithm>

namespace probcut::ui {

namespace {

// A dock panel's scroll area (addPanel): it asks for the panel's full minimum width and for its
// minimum height only up to KeptHeight, so a crowded column squeezes every panel a little
// (each keeps a useful view and scrolls) instead of some to nothing or over each other.
class PanelScrollArea : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    static constexpr int KeptHeight = 180;

    QSize minimumSizeHint() const override
    {
        const QSize scrollMin = QScrollArea::minimumSizeHint();
        if (!widget())
            return scrollMin;
        const QSize content = widget()->minimumSizeHint();
        return {std::max(scrollMin.width(), content.width()),
            std::max(scrollMin.height(), std::min(content.height(), KeptHeight))};
    }
};

// The panel inside its scroll area. QScrollArea asks a widget whose layout has a height for
// width (any word-wrapped label) for heightForWidth(), which a layout answers with its
// preferred height: a panel would scroll whenever its dock is smaller than the panel would
// like, though its minimum fits. This frame answers with the minimum height for the width.
class PanelFrame : public QWidget {
public:
    explicit PanelFrame(QWidget* content)
    {
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(content);
    }

    int heightForWidth(int width) const override { return layout()->totalMinimumHeightForWidth(width); }
};

} // namespace

void MainWindow::addPanel(QDockWidget* dock, Qt::DockWidgetArea area)
{
    Q_ASSERT(!dock->objectName().isEmpty());
    // With several panels open in one column their minimum heights can add up to more than the
    // window has (six panels need about 1100 pixels): Qt then lays them over each other, or the
    // window grows past the screen. Inside a scroll area a squeezed panel scrolls instead, and
    // it fills its dock whenever there is room.
    if (QWidget* content = dock->widget()) {
        auto* scroll = new PanelScrollArea(dock);
        scroll->setObjectName(dock->objectName() + QStringLiteral("Scroll"));
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        scroll->setWidget(new PanelFrame(content));
        dock->setWidget(scroll);
    }
    dock->setFeatures(
        QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    if (m_panelsMenu)
        m_panelsMenu->addAction(dock->toggleViewAction());
}

QDockWidget* MainWindow::panel(const QString& objectName) const
{
    return findChild<QDockWidget*>(objectName, Qt::FindDirectChildrenOnly);
}

void MainWindow::createPanels()
{
    // One block per panel, in View > Panels order.

    QDockWidget* bookDock = nullptr;
    // Book: the opening book is loaded in the background; the engine players play from it and
    // the panel shows what it knows about the position. Its state is also shown, unobtrusively,
    // at the right of the status bar.
    {
        m_bookStore = new BookStore(this);
        // What it learns the user's games into a newer shipped book with (see BookStore).
        m_bookStore->setEvaluator(studioEvaluator());
        m_game->setBookStore(m_bookStore);
        auto* status = new QLabel(this);
        status->setObjectName(QStringLiteral("bookStatusLabel"));
        statusBar()->addPermanentWidget(status);
        auto showState = [this, status] {
            status->setText(m_bookStore->statusText());
            QString tip = m_bookStore->problem();
            if (m_bookStore->isReady())
                tip = (tip.isEmpty() ? QString() : tip + QLatin1Char('\n'))
                    + tr("Loaded in %1 s").arg(m_bookStore->loadSeconds(), 0, 'f', 2);
            status->setToolTip(tip);
            if (!m_bookStore->problem().isEmpty())
                statusBar()->showMessage(m_bookStore->problem(), 10000);
        };
        connect(m_bookStore, &BookStore::stateChanged, this, showState);
        showState();

        auto* dock = new QDockWidget(tr("Opening Book"), this);
        dock->setObjectName(QStringLiteral("bookPanel"));
        auto* panel = new BookPanel(m_bookStore, m_model, dock);
        connect(this, &MainWindow::aboutToReplaceGame, panel, &BookPanel::gameReplaced);
        dock->setWidget(panel);
        addPanel(dock, Qt::RightDockWidgetArea);
        dock->hide(); // shown from View > Panels; the saved window state may show it
        bookDock = dock;
        // Double-click: play the move, or preview it while the engine is thinking.
        connect(panel, &BookPanel::moveActivated, this, [this](int square) {
            if (!m_game->isEngineThinking()) {
                onSquareClicked(square);
                return;
            }
            Position after = m_model->position();
            if (!after.play(Square(square)))
                return;
            m_board->setPreview(after,
                tr("Book move %1 (preview) — click the board or press Esc to return")
                    .arg(QString::fromStdString(squareName(Square(square)))),
                Square(square));
        });
        // "Add this Game to the Book" also in the Game menu, above Preferences.
        if (QMenu* game = menuBar()->actions().isEmpty() ? nullptr : menuBar()->actions().first()->menu()) {
            game->insertAction(m_settingsAction, panel->addGameAction());
            game->insertSeparator(m_settingsAction);
        }
        // The engine's text says when it played from the book.
        connect(
            m_game, &GameController::engineBookMove, this, [this](int square, double value, int candidates) {
                // The book values the move for its player; shown from the point of view, named.
                const Color mover = m_model->sideToMove();
                const double shown = PointOfView::fromMover(value, mover, m_pointOfView);
                const QString score = shown > 0.005 ? QStringLiteral("+%1").arg(shown, 0, 'f', 1)
                    : shown < -0.005                ? QStringLiteral("\u2212%1").arg(-shown, 0, 'f', 1)
                                                    : QStringLiteral("0.0");
                m_thinkingPosition = m_model->position();
                m_lastThinking
                    = tr("%1 (engine): book move %2, value %3 for %4 (picked from %n book move(s))", nullptr,
                        candidates)
                          .arg(colorName(mover), QString::fromStdString(squareName(Square(square))), score,
                              colorName(PointOfView::shownFor(mover, m_pointOfView)));
                m_engineLabel->setText(m_lastThinking);
            });
        m_bookStore->load();
    }

    // Explain: the classic features and the pattern evaluation's largest terms on the board.
    {
        auto* dock = new QDockWidget(tr("Explain Position"), this);
        dock->setObjectName(QStringLiteral("explainPanel"));
        auto pattern = std::dynamic_pointer_cast<const PatternEvaluator>(studioEvaluator());
        dock->setWidget(new ExplainPanel(m_model, m_board, pattern, dock));
        addPanel(dock, Qt::RightDockWidgetArea);
        // Tabbed with the book: both are about the position on the board, and the right-hand
        // area is shared with the search panels.
        if (bookDock)
            tabifyDockWidget(bookDock, dock);
        dock->hide();
    }

    // Principal variation and evaluation graph, with Analyse Position / Analyse Game.
    new AnalysisPanels(this);

    // ProbCut cut decisions: what Multi-ProbCut skipped in the current search of either engine.
    // The engines stream their checks only once the panel has been shown.
    {
        auto* dock = new QDockWidget(tr("ProbCut Cuts"), this);
        dock->setObjectName(QStringLiteral("cutPanel"));
        auto* panel = new CutPanel(m_board, dock);
        // Its search belonged to the old game.
        connect(this, &MainWindow::aboutToReplaceGame, panel, &CutPanel::clear);
        panel->watch(m_engine, CutPanel::Source::GameEngine);
        panel->watch(m_analysis, CutPanel::Source::Analysis);
        dock->setWidget(panel);
        addPanel(dock, Qt::RightDockWidgetArea);
        dock->hide();
        connect(dock, &QDockWidget::visibilityChanged, panel, [panel](bool visible) {
            if (visible)
                panel->setActive(true);
        });
    }

    // Regression plots: the data the Multi-ProbCut model was fitted from, and live checks of
    // the current search's cuts. Parsed when first shown; the engines stream checks from then.
    {
        auto* dock = new QDockWidget(tr("Regression Plots"), this);
        dock->setObjectName(QStringLiteral("regressionPanel"));
        auto* plots = new RegressionPanel(dock);
        connect(this, &MainWindow::aboutToReplaceGame, plots, &RegressionPanel::gameReplaced);
        plots->attachController(m_engine);
        plots->attachController(m_analysis);
        dock->setWidget(plots);
        addPanel(dock, Qt::RightDockWidgetArea);
        // Tabbed with the cut decisions: both show Multi-ProbCut at work, and the plot needs height.
        if (QDockWidget* cuts = panel(QStringLiteral("cutPanel"))) {
            tabifyDockWidget(cuts, dock);
            // The cut panel's step-through marks each cut on the plot.
            if (auto* cutPanel = cuts->findChild<CutPanel*>())
                connect(cutPanel, &CutPanel::cutStepped, plots, &RegressionPanel::showCut);
        }
        dock->hide();
    }
}

void MainWindow::applyLayout(Layout layout)
{
    // Every panel back into the window and hidden, then the preset's shown in place.
    for (QDockWidget* dock : findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
        dock->setFloating(false);
        dock->hide();
    }
    auto show = [this](const char* name) {
        QDockWidget* dock = panel(QLatin1String(name));
        if (dock) {
            removeDockWidget(dock);
            addDockWidget(Qt::RightDockWidgetArea, dock);
            dock->show();
        }
        return dock;
    };
    // The share of the window's width the right column gets.
    double share = 0;
    switch (layout) {
    case Layout::Play: break;
    case Layout::Analyse: {
        QDockWidget* pv = show("pvPanel");
        QDockWidget* graph = show("evalGraphPanel");
        if (pv && graph)
            splitDockWidget(pv, graph, Qt::Vertical);
        for (const char* name : {"allMovesPanel", "bookPanel"})
            if (QDockWidget* dock = show(name); dock && pv)
                tabifyDockWidget(pv, dock);
        // The review shares the graph's analysis: its tab sits beside the graph.
        if (QDockWidget* review = show("reviewPanel"); review && graph)
            tabifyDockWidget(graph, review);
        if (pv)
            pv->raise();
        if (graph)
            graph->raise();
        // The principal variation needs about 220 pixels; the graph and the review more.
        if (pv && graph)
            resizeDocks({pv, graph}, {height() * 2 / 5, height() * 3 / 5}, Qt::Vertical);
        share = 0.45;
        break;
    }
    case Layout::StudyProbCut: {
        // Side by side on a wide window; on a narrower one the plot goes below the picture, so the
        // board keeps its size.
        QDockWidget* cuts = show("cutPanel");
        QDockWidget* plots = show("regressionPanel");
        const bool wide = width() >= 1600;
        if (cuts && plots)
            splitDockWidget(cuts, plots, wide ? Qt::Horizontal : Qt::Vertical);
        if (cuts && plots && wide)
            resizeDocks({cuts, plots}, {width() * 36 / 100, width() * 22 / 100}, Qt::Horizontal);
        else if (cuts && plots)
            resizeDocks({cuts, plots}, {height() * 62 / 100, height() * 38 / 100}, Qt::Vertical);
        share = wide ? 0 : 0.5;
        break;
    }
    }
    if (share > 0) {
        QList<QDockWidget*> column;
        for (QDockWidget* dock : findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
            if (dock->isVisible())
                column << dock;
        if (!column.isEmpty())
            resizeDocks({column.first()}, {int(width() * share)}, Qt::Horizontal);
    }
}

} // namespace probcut::ui
