#pragma once
// The three looks of the studio — light (green felt), dark, high contrast — in one place: the
// board's colours as a palette struct BoardWidget draws from, and the application palette that
// goes with each. MainWindow applies them when the setting changes.

#include <QColor>
#include <QPalette>
#include <QString>

namespace probcut::ui {

enum class ThemeKind { Light = 0, Dark = 1, HighContrast = 2 };
inline constexpr int ThemeCount = 3;

struct BoardTheme {
    QColor background; // around the board (the window)
    QColor feltCentre, feltEdge;
    QColor frameTop, frameBottom;
    QColor grid;
    QColor label;
    QColor lastMove, lastMoveRing;
    QColor markerBlack, markerWhite; // legal-move dots for each side to move
    QColor hintText, hintBest, hintBestText, hintExact;
    QColor cursor;      // keyboard cursor
    QColor discOutline; // drawn around discs when valid (high contrast)
};

BoardTheme boardTheme(ThemeKind kind);
// The application palette for `kind` (under the Fusion style, which honours palettes).
QPalette applicationPalette(ThemeKind kind);
QString themeName(ThemeKind kind);

} // namespace probcut::ui
