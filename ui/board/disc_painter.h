#pragma once
// How a disc looks, in one place: the board widget, the score panel's icons and anything later
// (move list, analysis panel) draw discs through these functions, so they match at every size.

#include "engine/core/board.h"

#include <QPixmap>
#include <QRectF>

class QPainter;

namespace probcut::ui {

// Paints a shaded disc filling `bounds` (a square), with a soft drop shadow inside it.
void paintDisc(QPainter& painter, const QRectF& bounds, Color color);

// A disc icon `logicalSize` pixels wide, rendered at `devicePixelRatio` so it stays sharp on
// HiDPI screens.
QPixmap discPixmap(Color color, int logicalSize, qreal devicePixelRatio);

} // namespace probcut::ui
