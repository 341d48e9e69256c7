#pragma once
// Draws an Othello board and reports clicks and key presses; nothing more. It holds a copy of
// what to show (position, legal moves, last move, hints) set by its owner (MainWindow, the board
// editor) and never changes the game: a click, Enter on the keyboard cursor or a typed square
// ("f5") only emits squareClicked(), and the owner decides. Everything is vector-drawn from the
// widget size and a BoardTheme palette in paintEvent, so it is crisp at any size and device
// pixel ratio; grid lines are snapped to device pixels. A position that differs from the shown
// one by a single move is animated (discs turn over) when an animation time is set.

#include "engine/core/board.h"
#include "ui/engine/hint_analyser.h"
#include "ui/window/point_of_view.h"
#include "ui/window/theme.h"

#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>
#include <QWidget>

class QVariantAnimation;

namespace probcut::ui {

// A group of squares to highlight (the explanation panel's pattern instances): filled
// semi-transparently in `colour` under the discs, with `label` tagged on its first square.
struct BoardOverlay {
    Bitboard squares = 0;
    QColor colour;
    QString label;
};

// A ring around a square (the ProbCut panel's share of each root move's work that cuts saved): a
// faint full circle with an arc of `share` (0..1) of it in `colour`, and `label` in the square's
// lower right corner.
struct SquareRing {
    Square square = NoSquare;
    double share = 0;
    QColor colour;
    QString label;
};

// A numbered move of a line drawn on an empty square (the review's played and better lines): a
// round badge in `colour` with `label`, in the square's upper left or lower right quarter so two
// lines can share a square; the first move of a line also outlines its square.
struct MoveMark {
    enum class Corner { TopLeft, BottomRight };
    Square square = NoSquare;
    QColor colour;
    QString label;
    Corner corner = Corner::TopLeft;
    bool outline = false;
};

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setPosition(const Position& position);
    // Squares to mark as playable for the side to move (0 hides the markers).
    void setLegalMoves(Bitboard moves);
    // The square to mark as the last move, or NoSquare.
    void setLastMove(Square square);
    // Values drawn on the squares (empty array: none) and the square to highlight as best.
    void setHints(const MoveHints& hints, Square best);
    void clearHints();
    // Whose side the hint values are drawn for (they arrive for the side to move; the best move
    // stays the side to move's best either way).
    void setPointOfView(PointOfView::Kind pointOfView);
    PointOfView::Kind pointOfView() const { return m_pointOfView; }

    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return m_theme; }
    void setShowLegalMoves(bool show);
    void setShowCoordinates(bool show);
    void setShowLastMove(bool show);
    void setShowFlipsOnHover(bool show);

    // Preview: shows `position` instead of the game's (e.g. after a move of the engine's
    // principal variation) with a banner saying so, until clearPreview(), a click on the board
    // or Esc. The game's own position, moves and hints are kept and come back unchanged; a
    // click that ends a preview is not reported as squareClicked().
    void setPreview(const Position& position, const QString& banner, Square lastMove = NoSquare);
    void clearPreview();
    bool isPreviewing() const { return m_previewing; }
    const Position& previewPosition() const { return m_previewPosition; }
    QString previewBanner() const { return m_previewBanner; }
    // Highlighted square groups drawn over the felt (empty list: none); see BoardOverlay.
    void setOverlay(const QList<BoardOverlay>& overlay);
    void clearOverlay() { setOverlay({}); }
    const QList<BoardOverlay>& overlay() const { return m_overlay; }
    // Rings on squares (empty list: none); drawn over the hints, hidden during a preview.
    void setRings(const QList<SquareRing>& rings);
    void clearRings() { setRings({}); }
    const QList<SquareRing>& rings() const { return m_rings; }
    // Numbered moves of lines (empty list: none); drawn over the hints, hidden during a preview.
    void setMoveMarks(const QList<MoveMark>& marks);
    void clearMoveMarks() { setMoveMarks({}); }
    const QList<MoveMark>& moveMarks() const { return m_moveMarks; }
    // Duration of the disc-turning animation in ms; 0 turns it off.
    void setAnimationMs(int ms) { m_animationMs = ms; }

    const Position& position() const { return m_position; }
    Bitboard legalMoves() const { return m_legalMoves; }
    Square lastMove() const { return m_lastMove; }
    const MoveHints& hints() const { return m_hints; }
    Square bestHint() const { return m_bestHint; }
    Square keyboardCursor() const { return m_cursor; }
    bool isAnimating() const;

    // Geometry in widget coordinates, for hit testing and tests.
    QRectF boardRect() const;
    QRectF squareRect(Square square) const;
    // The square under `point`, or NoSquare if it is outside the 8x8 grid.
    Square squareAt(QPointF point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

    // The text drawn for a hint value ("+4", "−2", "0"), shared with tests.
    static QString hintText(double score);
    // The value drawn on `square`'s hint, from the point of view (empty: no hint there).
    QString hintTextAt(Square square) const;

signals:
    void squareClicked(int square);
    // The preview ended (clearPreview(), a click or Esc).
    void previewEnded();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    struct Geometry {
        QRectF frame; // board plus the coordinate margin
        QRectF board; // the 8x8 grid
        qreal cell = 0;
        qreal margin = 0;
    };
    Geometry geometry() const;
    void setHovered(Square square);
    // Parts of paintEvent, in painting order.
    void paintBoardSurface(QPainter& painter, const Geometry& g) const;
    void paintCoordinates(QPainter& painter, const Geometry& g) const;
    QRectF discRect(Square square, qreal cell) const;
    void paintDiscs(QPainter& painter, const Geometry& g, const Position& shown) const;
    void paintFlipRings(QPainter& painter, const Geometry& g, Bitboard legalShown) const;
    void paintLegalMarkers(QPainter& painter, const Geometry& g, Bitboard legalShown) const;
    void paintLastMove(QPainter& painter, const Geometry& g, Square lastShown) const;
    void paintKeyboardCursor(QPainter& painter, const Geometry& g) const;
    void paintHints(QPainter& painter, const Geometry& g);
    void paintOverlay(QPainter& painter, bool labels);
    void paintPreviewBanner(QPainter& painter, const Geometry& g);
    void paintRings(QPainter& painter, const Geometry& g) const;
    void paintMoveMarks(QPainter& painter, const Geometry& g) const;

    Position m_position;
    Bitboard m_legalMoves = 0;
    Square m_lastMove = NoSquare;
    Square m_hovered = NoSquare;
    Square m_pressed = NoSquare;
    MoveHints m_hints{};
    QList<SquareRing> m_rings;
    QList<MoveMark> m_moveMarks;
    Square m_bestHint = NoSquare;
    PointOfView::Kind m_pointOfView = PointOfView::SideToMove;
    BoardTheme m_theme;
    bool m_showLegal = true;
    bool m_showCoordinates = true;
    bool m_showLastMove = true;
    bool m_showFlips = false;
    int m_animationMs = 0;
    // Animation: discs in m_turning change colour; progress 0..1 from m_animation.
    QVariantAnimation* m_animation = nullptr;
    Bitboard m_turning = 0;
    qreal m_progress = 1;
    // Keyboard: the cursor square (shown while the board has focus after a key) and a typed
    // column letter waiting for its row digit.
    Square m_cursor = NoSquare;
    bool m_cursorVisible = false;
    QChar m_typedColumn;
    QList<BoardOverlay> m_overlay;
    // Preview state (see setPreview); the game's state above stays untouched meanwhile.
    bool m_previewing = false;
    Position m_previewPosition;
    QString m_previewBanner;
    Square m_previewLastMove = NoSquare;
};

} // namespace probcut::ui
