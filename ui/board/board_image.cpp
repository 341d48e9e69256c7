#include "ui/board/board_image.h"

#include "ui/board/board_widget.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

#include <memory>

namespace probcut::ui {

namespace {

// The board as it is drawn on screen, without what belongs to play.
std::unique_ptr<BoardWidget> pictureWidget(const BoardPicture& picture, int size)
{
    auto board = std::make_unique<BoardWidget>();
    board->setAttribute(Qt::WA_DontShowOnScreen);
    board->setAnimationMs(0);
    board->setTheme(picture.theme);
    board->setShowLegalMoves(false);
    board->setShowCoordinates(picture.coordinates);
    board->setShowLastMove(picture.lastMove != NoSquare);
    board->setShowFlipsOnHover(false);
    board->setPosition(picture.position);
    board->setLegalMoves(0);
    board->setLastMove(picture.lastMove);
    board->resize(size, size);
    return board;
}

} // namespace

QImage boardImage(const BoardPicture& picture, int size)
{
    const auto board = pictureWidget(picture, size);
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    board->render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    return image;
}

QByteArray boardSvg(const BoardPicture& picture, int size, const QString& title)
{
    const auto board = pictureWidget(picture, size);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(size, size));
    svg.setViewBox(QRect(0, 0, size, size));
    svg.setTitle(title);
    svg.setDescription(QStringLiteral("ProbCut Studio"));
    QPainter painter(&svg);
    board->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.end();
    return bytes;
}

} // namespace probcut::ui
