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

// WCAG 2 contrast ratio of two opaque colours (1 to 21); text needs 4.5 (level AA).
double contrastRatio(const QColor& a, const QColor& b);
inline constexpr double MinTextContrast = 4.5;
// `colour`, made lighter or darker (hue kept) until it reads on `background` at
// MinTextContrast: coloured text in tables (values, mistake kinds) in every theme.
QColor readableOn(const QColor& colour, const QColor& background);
// The colours of good and bad values (green, red) as text on the palette's base.
QColor goodValueColor(const QPalette& palette);
QColor badValueColor(const QPalette& palette);

} // namespace probcut::ui
