#pragma once
// Draws an Othello board and reports clicks; nothing more. It holds a copy of what to show
// (position, legal moves, last move) set by its owner (MainWindow, later the analysis views)
// and never changes the game: a click only emits squareClicked(), and the owner decides.
// Everything is vector-drawn from the widget size in paintEvent, so it is crisp at any size and
// device pixel ratio; grid lines are snapped to device pixels.

#include "engine/board.h"

#include <QRectF>
#include <QWidget>

namespace probcut::ui {

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setPosition(const Position& position);
    // Squares to mark as playable for the side to move (0 hides the markers).
    void setLegalMoves(Bitboard moves);
    // The square to mark as the last move, or NoSquare.
    void setLastMove(Square square);

    const Position& position() const { return m_position; }
    Bitboard legalMoves() const { return m_legalMoves; }
    Square lastMove() const { return m_lastMove; }

    // Geometry in widget coordinates, for hit testing and tests.
    QRectF boardRect() const;
    QRectF squareRect(Square square) const;
    // The square under `point`, or NoSquare if it is outside the 8x8 grid.
    Square squareAt(QPointF point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void squareClicked(int square);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Geometry {
        QRectF frame; // board plus the coordinate margin
        QRectF board; // the 8x8 grid
        qreal cell = 0;
        qreal margin = 0;
    };
    Geometry geometry() const;
    void setHovered(Square square);

    Position m_position;
    Bitboard m_legalMoves = 0;
    Square m_lastMove = NoSquare;
    Square m_hovered = NoSquare;
    Square m_pressed = NoSquare;
};

} // namespace probcut::ui
