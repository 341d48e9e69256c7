#pragma once
// Whose side every value in the studio is shown from (Preferences > Show values for): the side
// to move of the position the value is about, or always Black. Engines, the book and the
// evaluations all value a position for its side to move; every place that shows such a value
// converts it here and labels it with label() or colourName(), so no figure is left without
// saying whose it is. MainWindow::applySettings() hands the choice to the board and the panels.

#include "engine/core/board.h"

#include <QCoreApplication>
#include <QString>

namespace probcut::ui {

class PointOfView {
    Q_DECLARE_TR_FUNCTIONS(PointOfView)

public:
    enum Kind { SideToMove = 0, Black = 1 };

    // The preference as saved (Settings::pointOfView).
    static Kind saved();
    // The colour whose values are shown for a position with `toMove` to move.
    static Color shownFor(Color toMove, Kind kind) { return kind == Black ? Color::Black : toMove; }
    // `value`, given for `valueFor`, as shown for a position with `toMove` to move.
    static double shown(double value, Color valueFor, Color toMove, Kind kind)
    {
        return valueFor == shownFor(toMove, kind) ? value : -value;
    }
    // A value for the side to move of a position with `toMove` to move, as shown.
    static double fromMover(double value, Color toMove, Kind kind)
    {
        return shown(value, toMove, toMove, kind);
    }
    // "for Black" / "for the side to move (White)": the suffix that says whose a value is.
    static QString label(Color toMove, Kind kind);
    // The colour's name alone, for tight places (a column header "Value (Black)").
    static QString colourName(Color color);
    // The Preferences choices, in Kind order.
    static QString choiceText(Kind kind);
};

} // namespace probcut::ui
