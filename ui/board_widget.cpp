#include "ui/board_widget.h"

#include "ui/disc_painter.h"

#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QRadialGradient>

#include <cmath>

namespace probcut::ui {

namespace {

// Felt and frame colours, chosen for contrast with both disc colours and with the markers.
constexpr QRgb FeltLight = 0x2f8a52;
constexpr QRgb FeltDark = 0x1f6b3d;
constexpr QRgb FrameLight = 0x1d3b2a;
constexpr QRgb FrameDark = 0x11271b;
constexpr QRgb GridColor = 0x0d3a1f;
constexpr QRgb LabelColor = 0xc9dccf;
constexpr QRgb LastMoveColor = 0xe8402f;

qreal snap(qreal value, qreal dpr) { return std::round(value * dpr) / dpr; }

} // namespace

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setAccessibleName(tr("Othello board"));
}

void BoardWidget::setPosition(const Position& position)
{
    if (position == m_position)
        return;
    m_position = position;
    update();
}

void BoardWidget::setLegalMoves(Bitboard moves)
{
    if (moves == m_legalMoves)
        return;
    m_legalMoves = moves;
    // The hover ghost and cursor depend on legality.
    setHovered(m_hovered);
    update();
}

void BoardWidget::setLastMove(Square square)
{
    if (square == m_lastMove)
        return;
    m_lastMove = square;
    update();
}

QSize BoardWidget::sizeHint() const { return QSize(560, 560); }
QSize BoardWidget::minimumSizeHint() const { return QSize(200, 200); }

BoardWidget::Geometry BoardWidget::geometry() const
{
    const qreal dpr = devicePixelRatioF();
    const qreal side = qMin(width(), height());
    Geometry g;
    // The coordinate margin scales with the board but keeps labels legible when small and
    // modest when large.
    g.margin = snap(qBound<qreal>(14.0, side * 0.055, 34.0), dpr);
    const qreal inner = qMax<qreal>(8.0, side - 2 * g.margin);
    // A whole number of device pixels per cell, so every grid line lands on a pixel boundary.
    g.cell = std::floor(inner * dpr / 8) / dpr;
    const qreal boardSide = 8 * g.cell;
    const qreal x = snap((width() - boardSide) / 2, dpr);
    const qreal y = snap((height() - boardSide) / 2, dpr);
    g.board = QRectF(x, y, boardSide, boardSide);
    g.frame = g.board.adjusted(-g.margin, -g.margin, g.margin, g.margin);
    return g;
}

QRectF BoardWidget::boardRect() const { return geometry().board; }

QRectF BoardWidget::squareRect(Square square) const
{
    if (square < 0 || square > 63)
        return {};
    const Geometry g = geometry();
    return QRectF(
        g.board.left() + columnOf(square) * g.cell, g.board.top() + rowOf(square) * g.cell, g.cell, g.cell);
}

Square BoardWidget::squareAt(QPointF point) const
{
    const Geometry g = geometry();
    if (!g.board.contains(point) || g.cell <= 0)
        return NoSquare;
    const int column = qBound(0, int((point.x() - g.board.left()) / g.cell), 7);
    const int row = qBound(0, int((point.y() - g.board.top()) / g.cell), 7);
    return makeSquare(column, row);
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    const Geometry g = geometry();
    const qreal dpr = devicePixelRatioF();
    const qreal cell = g.cell;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);

    // Frame with a slight vertical sheen, rounded like a real board's edge.
    const qreal corner = g.margin * 0.45;
    QLinearGradient frameShade(g.frame.topLeft(), g.frame.bottomLeft());
    frameShade.setColorAt(0, QColor(FrameLight));
    frameShade.setColorAt(1, QColor(FrameDark));
    painter.setPen(Qt::NoPen);
    painter.setBrush(frameShade);
    painter.drawRoundedRect(g.frame, corner, corner);

    // Felt: lighter in the middle so the board does not look flat.
    QRadialGradient felt(g.board.center(), g.board.width() * 0.75);
    felt.setColorAt(0, QColor(FeltLight));
    felt.setColorAt(1, QColor(FeltDark));
    painter.setBrush(felt);
    painter.drawRect(g.board);

    // Grid: lines exactly one or more device pixels wide, centred on pixel boundaries.
    const qreal lineWidth = qMax(1.0 / dpr, snap(cell * 0.025, dpr));
    QPen gridPen(QColor(GridColor), lineWidth);
    gridPen.setCapStyle(Qt::FlatCap);
    painter.setPen(gridPen);
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (int i = 0; i <= 8; ++i) {
        const qreal x = g.board.left() + i * cell;
        const qreal y = g.board.top() + i * cell;
        painter.drawLine(QPointF(x, g.board.top()), QPointF(x, g.board.bottom()));
        painter.drawLine(QPointF(g.board.left(), y), QPointF(g.board.right(), y));
    }
    painter.setRenderHint(QPainter::Antialiasing, true);

    // The four star points at the corners of the central 4x4 (c3, f3, c6, f6 inner corners).
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(GridColor));
    const qreal star = qMax<qreal>(1.5, cell * 0.07);
    for (int c : {2, 6})
        for (int r : {2, 6})
            painter.drawEllipse(QPointF(g.board.left() + c * cell, g.board.top() + r * cell), star, star);

    // Coordinates: a-h above and below, 1-8 left and right (never translated).
    QFont font = painter.font();
    font.setPixelSize(qMax(9, int(g.margin * 0.5)));
    font.setWeight(QFont::DemiBold);
    painter.setFont(font);
    painter.setPen(QColor(LabelColor));
    for (int i = 0; i < 8; ++i) {
        const QString letter(QChar('a' + i));
        const QString digit(QChar('1' + i));
        const qreal x = g.board.left() + i * cell;
        const qreal y = g.board.top() + i * cell;
        painter.drawText(QRectF(x, g.frame.top(), cell, g.margin), Qt::AlignCenter, letter);
        painter.drawText(QRectF(x, g.board.bottom(), cell, g.margin), Qt::AlignCenter, letter);
        painter.drawText(QRectF(g.frame.left(), y, g.margin, cell), Qt::AlignCenter, digit);
        painter.drawText(QRectF(g.board.right(), y, g.margin, cell), Qt::AlignCenter, digit);
    }

    const Bitboard black = m_position.black();
    const Bitboard white = m_position.white();
    const qreal inset = cell * 0.07;
    auto discRect = [&](Square sq) { return squareRect(sq).adjusted(inset, inset, -inset, -inset); };
    for (Square sq : bits(black))
        paintDisc(painter, discRect(sq), Color::Black);
    for (Square sq : bits(white))
        paintDisc(painter, discRect(sq), Color::White);

    // Legal moves: small translucent dots in the colour of the side to move; the hovered one
    // becomes a faint ghost disc, so the user sees what a click would do.
    const bool blackToMove = m_position.sideToMove == Color::Black;
    const QColor markerColor = blackToMove ? QColor(0, 0, 0, 105) : QColor(255, 255, 255, 150);
    for (Square sq : bits(m_legalMoves)) {
        const QRectF r = squareRect(sq);
        if (sq == m_hovered) {
            painter.setOpacity(0.45);
            paintDisc(painter, discRect(sq), m_position.sideToMove);
            painter.setOpacity(1.0);
            continue;
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(markerColor);
        const qreal radius = cell * 0.12;
        painter.drawEllipse(r.center(), radius, radius);
    }

    // Last move: a small red dot with a thin dark ring, visible on both disc colours.
    if (m_lastMove >= 0 && m_lastMove < 64) {
        const QPointF centre = squareRect(m_lastMove).center();
        const qreal radius = qMax<qreal>(2.5, cell * 0.075);
        painter.setPen(QPen(QColor(60, 0, 0, 160), qMax<qreal>(0.8, cell * 0.012)));
        painter.setBrush(QColor(LastMoveColor));
        painter.drawEllipse(centre, radius, radius);
    }
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressed = squareAt(event->position());
    event->accept();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    // A click is a press and release on the same square (like a button), so a drag that
    // slips off a square does not play it.
    const Square square = squareAt(event->position());
    const bool click = square != NoSquare && square == m_pressed;
    m_pressed = NoSquare;
    event->accept();
    if (click)
        emit squareClicked(square);
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    setHovered(squareAt(event->position()));
    QWidget::mouseMoveEvent(event);
}

void BoardWidget::leaveEvent(QEvent* event)
{
    setHovered(NoSquare);
    QWidget::leaveEvent(event);
}

void BoardWidget::setHovered(Square square)
{
    const bool legal = square >= 0 && square < 64 && (m_legalMoves & squareBit(square));
    setCursor(legal ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (square == m_hovered)
        return;
    const bool wasLegal = m_hovered >= 0 && m_hovered < 64 && (m_legalMoves & squareBit(m_hovered));
    m_hovered = square;
    if (legal || wasLegal)
        update();
}

} // namespace probcut::ui
