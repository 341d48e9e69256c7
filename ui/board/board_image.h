#pragma once
// Pictures of a position for documents, web pages and lessons: Game > Save Board as Image (PNG or
// SVG) and Copy Board as Image. Drawn by an off-screen BoardWidget, so a picture looks exactly
// like the board on screen in the chosen theme, without the legal-move dots, hints, cursor or
// overlays that belong to play. Called by MainWindow; tests check sizes and formats.

#include "engine/core/board.h"
#include "ui/window/theme.h"

#include <QByteArray>
#include <QImage>
#include <QString>

namespace probcut::ui {

struct BoardPicture {
    Position position;
    Square lastMove = NoSquare; // marked when set
    BoardTheme theme;
    bool coordinates = true;
};

// A square raster image `size` pixels wide and high.
QImage boardImage(const BoardPicture& picture, int size);
// An SVG drawing of the same (vector shapes and text; `size` is its nominal width in pixels).
QByteArray boardSvg(const BoardPicture& picture, int size, const QString& title);

} // namespace probcut::ui
