// The analysis dock panels of the main window (issue 8). Each panel is a QDockWidget with a
// stable objectName, created here and registered with addPanel(), so its toggle appears under
// View > Panels and its place is saved with the window state. Panels watch the game engine
// (m_engine, while an engine player thinks) and the analysis engine (m_analysis).

#include "ui/main_window.h"

#include "ui/analysis_panels.h"
#include "ui/cut_panel.h"

#include <QDockWidget>
#include <QMenu>

namespace probcut::ui {

void MainWindow::addPanel(QDockWidget* dock, Qt::DockWidgetArea area)
{
    Q_ASSERT(!dock->objectName().isEmpty());
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

    // Principal variation and evaluation graph, with Analyse Position / Analyse Game.
    new AnalysisPanels(this);

    // ProbCut cut decisions: what Multi-ProbCut skipped in the current search of either engine.
    // The engines stream their checks only once the panel has been shown.
    {
        auto* dock = new QDockWidget(tr("ProbCut Cuts"), this);
        dock->setObjectName(QStringLiteral("cutPanel"));
        auto* panel = new CutPanel(m_board, dock);
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
}

} // namespace probcut::ui
