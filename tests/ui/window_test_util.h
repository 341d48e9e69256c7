#pragma once
// Helpers for the GUI tests that drive the main window: a click on a board square, a menu action
// found by its text, one dock shown alone, and the width of a table's shown columns.
#include "engine/core/board.h"
#include "ui/board/board_widget.h"
#include "ui/window/main_window.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QTest>

namespace probcut::test {

inline void click(ui::BoardWidget* board, Square s)
{
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(s).center().toPoint());
}

// The first action whose text (without its '&' shortcut marks) contains `textPart`.
inline QAction* findAction(const ui::MainWindow& window, const QString& textPart)
{
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text().remove(QLatin1Char('&')).contains(textPart))
            return action;
    return nullptr;
}

// Shows the dock named `name` and hides all the others (the panel alone on the right, as a user
// would look at it, for screenshots); returns it.
inline QDockWidget* showPanelAlone(const ui::MainWindow& window, const QString& name)
{
    QDockWidget* dock = window.panel(name);
    for (QDockWidget* other : window.findChildren<QDockWidget*>())
        if (other != dock)
            other->hide();
    dock->show();
    return dock;
}

// The width of a table's shown columns (hidden ones count nothing).
inline int shownColumnsWidth(const QHeaderView* header)
{
    int sum = 0;
    for (int c = 0; c < header->count(); ++c)
        sum += header->isSectionHidden(c) ? 0 : header->sectionSize(c);
    return sum;
}

} // namespace probcut::test
