#include "ui/board/board_widget.h"

#include "ui/board/disc_painter.h"
#include "ui/window/theme.h"

#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QRadialGradient>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace probcut::ui {

namespace {

qreal snap(qreal value, qreal dpr) { return std::round(value * dpr) / dpr; }

} // namespace

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent), m_theme(boardTheme(ThemeKind::Light))
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setAccessibleName(tr("Othello board"));
    m_animation = new QVariantAnimation(this);
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setEasingCurve(QEasingCurve::InOutSine);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_progress = value.toReal();
        update();
    });
    connect(m_animation, &QVariantAnimation::finished, this, [this] {
        m_turning = 0;
        m_progress = 1;
        update();
    });
}

void BoardWidget::setPosition(const Position& position)
{
    if (position == m_position)
        return;
    m_rings.clear(); // they belong to a position (the ProbCut panel's root moves)
    // One move later (or earlier): the discs that change colour turn over, if animation is on.
    const Bitboard oldBlack = m_position.black(), oldWhite = m_position.white();
    const Bitboard newBlack = position.black(), newWhite = position.white();
    const Bitboard turned = (oldBlack & newWhite) | (oldWhite & newBlack);
    const Bitboard placed = (newBlack | newWhite) & ~(oldBlack | oldWhite);
    const bool oneMove = __builtin_popcountll(placed) == 1 && turned != 0
        && ((oldBlack | oldWhite) & ~(newBlack | newWhite)) == 0;
    m_animation->stop();
    m_position = position;
    if (oneMove && m_animationMs > 0 && isVisible()) {
        m_turning = turned;
        m_progress = 0;
        m_animation->setDuration(m_animationMs);
        m_animation->start();
    } else {
        m_turning = 0;
        m_progress = 1;
    }
    update();
}

bool BoardWidget::isAnimating() const { return m_animation->state() == QAbstractAnimation::Running; }

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

void BoardWidget::setHints(const MoveHints& hints, Square best)
{
    m_hints = hints;
    m_bestHint = best;
    update();
}

void BoardWidget::clearHints()
{
    m_hints.fill(std::nullopt);
    m_bestHint = NoSquare;
    update();
}

void BoardWidget::setPointOfView(PointOfView::Kind pointOfView)
{
    if (pointOfView == m_pointOfView)
        return;
    m_pointOfView = pointOfView;
    update();
}

void BoardWidget::setTheme(const BoardTheme& theme)
{
    m_theme = theme;
    update();
}

void BoardWidget::setShowLegalMoves(bool show)
{
    m_showLegal = show;
    update();
}

void BoardWidget::setShowCoordinates(bool show)
{
    m_showCoordinates = show;
    update();
}

void BoardWidget::setShowLastMove(bool show)
{
    m_showLastMove = show;
    update();
}

void BoardWidget::setShowFlipsOnHover(bool show)
{
    m_showFlips = show;
    update();
}

void BoardWidget::setPreview(const Position& position, const QString& banner, Square lastMove)
{
    m_previewing = true;
    m_previewPosition = position;
    m_previewBanner = banner;
    m_previewLastMove = lastMove;
    m_animation->stop();
    m_turning = 0;
    m_progress = 1;
    update();
}

void BoardWidget::clearPreview()
{
    if (!m_previewing)
        return;
    m_previewing = false;
    m_previewBanner.clear();
    update();
    emit previewEnded();
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

QString BoardWidget::hintText(double score)
{
    const int rounded = int(std::lround(score));
    if (rounded > 0)
        return QStringLiteral("+%1").arg(rounded);
    if (rounded < 0)
        return QStringLiteral("\u2212%1").arg(-rounded); // a real minus sign
    return QStringLiteral("0");
}

QString BoardWidget::hintTextAt(Square square) const
{
    if (square < 0 || square >= 64 || !m_hints[std::size_t(square)])
        return {};
    return hintText(
        PointOfView::fromMover(m_hints[std::size_t(square)]->score, m_position.sideToMove, m_pointOfView));
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    const Geometry g = geometry();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);

    paintBoardSurface(painter, g);
    paintCoordinates(painter, g);
    paintOverlay(painter, false);
    // A preview replaces what is drawn (discs, last move) and hides the game's markers.
    const Position& shown = m_previewing ? m_previewPosition : m_position;
    const Bitboard legalShown = m_previewing ? 0 : m_legalMoves;
    const Square lastShown = m_previewing ? m_previewLastMove : m_lastMove;
    paintDiscs(painter, g, shown);
    paintFlipRings(painter, g, legalShown);
    paintLegalMarkers(painter, g, legalShown);

    if (!m_previewing) {
        paintHints(painter, g);
        paintRings(painter, g);
        paintMoveMarks(painter, g);
    }

    paintLastMove(painter, g, lastShown);
    paintOverlay(painter, true);
    paintKeyboardCursor(painter, g);

    if (m_previewing)
        paintPreviewBanner(painter, g);
}

void BoardWidget::paintBoardSurface(QPainter& painter, const Geometry& g) const
{
    // Paints the empty board: the frame, the felt, the grid and the four star points.
    const qreal dpr = devicePixelRatioF();
    const qreal cell = g.cell;
    const BoardTheme& t = m_theme;

    // Frame with a slight vertical sheen, rounded like a real board's edge.
    const qreal corner = g.margin * 0.45;
    QLinearGradient frameShade(g.frame.topLeft(), g.frame.bottomLeft());
    frameShade.setColorAt(0, t.frameTop);
    frameShade.setColorAt(1, t.frameBottom);
    painter.setPen(Qt::NoPen);
    painter.setBrush(frameShade);
    painter.drawRoundedRect(g.frame, corner, corner);

    // Felt: lighter in the middle so the board does not look flat.
    QRadialGradient felt(g.board.center(), g.board.width() * 0.75);
    felt.setColorAt(0, t.feltCentre);
    felt.setColorAt(1, t.feltEdge);
    painter.setBrush(felt);
    painter.drawRect(g.board);

    // Grid: lines exactly one or more device pixels wide, centred on pixel boundaries.
    const qreal lineWidth = qMax(1.0 / dpr, snap(cell * 0.025, dpr));
    QPen gridPen(t.grid, lineWidth);
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
    painter.setBrush(t.grid);
    const qreal star = qMax<qreal>(1.5, cell * 0.07);
    for (int c : {2, 6})
        for (int r : {2, 6})
            painter.drawEllipse(QPointF(g.board.left() + c * cell, g.board.top() + r * cell), star, star);
}

void BoardWidget::paintCoordinates(QPainter& painter, const Geometry& g) const
{
    // Paints the coordinates: a-h above and below, 1-8 left and right (never translated).
    if (!m_showCoordinates)
        return;
    const qreal cell = g.cell;
    QFont font = painter.font();
    font.setPixelSize(qMax(9, int(g.margin * 0.5)));
    font.setWeight(QFont::DemiBold);
    painter.setFont(font);
    painter.setPen(m_theme.label);
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
}

QRectF BoardWidget::discRect(Square square, qreal cell) const
{
    // The rectangle a disc on `square` fills: the square less a small inset.
    const qreal inset = cell * 0.07;
    return squareRect(square).adjusted(inset, inset, -inset, -inset);
}

void BoardWidget::paintDiscs(QPainter& painter, const Geometry& g, const Position& shown) const
{
    // Paints the discs of `shown`, those turning over (m_turning) squeezed as they turn.
    const qreal cell = g.cell;
    const BoardTheme& t = m_theme;
    // A disc, squeezed horizontally by `widthFactor` while it turns over.
    auto drawDisc = [&](Square sq, Color color, qreal widthFactor) {
        const QRectF r = discRect(sq, cell);
        painter.save();
        painter.translate(r.center());
        painter.scale(qMax<qreal>(0.02, widthFactor), 1.0);
        painter.translate(-r.center());
        paintDisc(painter, r, color);
        if (t.discOutline.isValid()) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(t.discOutline, qMax<qreal>(1.0, cell * 0.03)));
            painter.drawEllipse(r.adjusted(cell * 0.02, cell * 0.02, -cell * 0.02, -cell * 0.02));
        }
        painter.restore();
    };
    const Bitboard black = shown.black();
    const Bitboard white = shown.white();
    for (Square sq : bits(black | white)) {
        const Color color = (black & squareBit(sq)) ? Color::Black : Color::White;
        if (m_turning & squareBit(sq)) {
            // First half: the old colour narrows to an edge; second half: the new one widens.
            const qreal p = m_progress;
            const Color shown = p < 0.5 ? opposite(color) : color;
            drawDisc(sq, shown, std::abs(std::cos(p * M_PI)));
        } else {
            drawDisc(sq, color, 1.0);
        }
    }
}

void BoardWidget::paintFlipRings(QPainter& painter, const Geometry& g, Bitboard legalShown) const
{
    // Paints the flips on hover: the discs the hovered legal move would turn get a ring in the
    // mover's colour, so the user sees what a click would do before making it.
    const qreal cell = g.cell;
    const bool hoveredLegal = m_hovered >= 0 && m_hovered < 64 && (legalShown & squareBit(m_hovered));
    if (m_showFlips && hoveredLegal) {
        const Bitboard flips = m_position.board.flips(m_hovered);
        const bool blackMoves = m_position.sideToMove == Color::Black;
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(blackMoves ? QColor(20, 20, 20, 220) : QColor(250, 250, 250, 230),
            qMax<qreal>(1.5, cell * 0.06)));
        for (Square sq : bits(flips)) {
            const QPointF c = squareRect(sq).center();
            painter.drawEllipse(c, cell * 0.17, cell * 0.17);
        }
    }
}

void BoardWidget::paintLegalMarkers(QPainter& painter, const Geometry& g, Bitboard legalShown) const
{
    // Paints the legal moves: small translucent dots in the colour of the side to move; the
    // hovered one becomes a faint ghost disc, so the user sees what a click would do. Squares
    // with a hint show the hint instead.
    const qreal cell = g.cell;
    const BoardTheme& t = m_theme;
    const bool blackToMove = m_position.sideToMove == Color::Black;
    const QColor markerColor = blackToMove ? t.markerBlack : t.markerWhite;
    for (Square sq : bits(legalShown)) {
        const QRectF r = squareRect(sq);
        if (sq == m_hovered) {
            painter.setOpacity(0.45);
            paintDisc(painter, discRect(sq, cell), m_position.sideToMove);
            painter.setOpacity(1.0);
            continue;
        }
        if (!m_showLegal || m_hints[sq])
            continue;
        // Outlined where the theme outlines discs (high contrast): a black dot on the dark felt
        // would be nearly invisible otherwise.
        painter.setPen(
            t.discOutline.isValid() ? QPen(t.discOutline, qMax(1.0, cell * 0.02)) : QPen(Qt::NoPen));
        painter.setBrush(markerColor);
        const qreal radius = cell * (t.discOutline.isValid() ? 0.14 : 0.12);
        painter.drawEllipse(r.center(), radius, radius);
    }
}

void BoardWidget::paintLastMove(QPainter& painter, const Geometry& g, Square lastShown) const
{
    // Paints the last move: a small dot with a thin ring, visible on both disc colours.
    if (m_showLastMove && lastShown >= 0 && lastShown < 64) {
        const qreal cell = g.cell;
        const QPointF centre = squareRect(lastShown).center();
        const qreal radius = qMax<qreal>(2.5, cell * 0.075);
        painter.setPen(QPen(m_theme.lastMoveRing, qMax<qreal>(0.8, cell * 0.012)));
        painter.setBrush(m_theme.lastMove);
        painter.drawEllipse(centre, radius, radius);
    }
}

void BoardWidget::paintKeyboardCursor(QPainter& painter, const Geometry& g) const
{
    // Paints the keyboard cursor: a rounded frame round its square while the board has focus.
    if (m_cursorVisible && hasFocus() && m_cursor >= 0 && m_cursor < 64) {
        const qreal cell = g.cell;
        const qreal w = qMax<qreal>(2.0, cell * 0.05);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(m_theme.cursor, w));
        painter.drawRoundedRect(squareRect(m_cursor).adjusted(w, w, -w, -w), cell * 0.08, cell * 0.08);
    }
}

void BoardWidget::paintPreviewBanner(QPainter& painter, const Geometry& g)
{
    // A coloured frame round the board and a banner across its top: the position shown is not
    // the game's, and the banner says how to get back.
    const QColor accent(217, 119, 6);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(accent, qMax<qreal>(3.0, g.margin * 0.3)));
    painter.drawRoundedRect(g.frame.adjusted(1.5, 1.5, -1.5, -1.5), g.margin * 0.45, g.margin * 0.45);
    QFont font = painter.font();
    font.setPixelSize(qMax(11, int(g.cell * 0.22)));
    font.setBold(true);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const qreal pad = metrics.height() * 0.35;
    const QRectF textArea = g.board.adjusted(g.cell * 0.2, 0, -g.cell * 0.2, 0);
    const QRectF bounds = metrics.boundingRect(textArea, Qt::AlignCenter | Qt::TextWordWrap, m_previewBanner);
    const QRectF box(g.board.left() + g.cell * 0.1, g.board.top() + g.cell * 0.1,
        g.board.width() - g.cell * 0.2, bounds.height() + 2 * pad);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 244, 214, 235));
    painter.drawRoundedRect(box, pad, pad);
    painter.setPen(QPen(accent, 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(box, pad, pad);
    painter.setPen(QColor(74, 52, 0));
    painter.drawText(box.adjusted(pad, pad, -pad, -pad), Qt::AlignCenter | Qt::TextWordWrap, m_previewBanner);
}

void BoardWidget::paintHints(QPainter& painter, const Geometry& g)
{
    const qreal cell = g.cell;
    QFont big = painter.font();
    big.setPixelSize(qMax(9, int(cell * 0.34)));
    big.setBold(true);
    QFont small = painter.font();
    small.setPixelSize(qMax(7, int(cell * 0.17)));
    small.setBold(false);
    for (Square sq = 0; sq < 64; ++sq) {
        if (!m_hints[sq])
            continue;
        const MoveHint& hint = *m_hints[sq];
        const QRectF r = squareRect(sq);
        QColor text = m_theme.hintText;
        // The best move and every move tied with it (to the hundredth shown).
        const bool best = sq == m_bestHint
            || (m_bestHint != NoSquare && m_hints[m_bestHint]
                && hint.score >= m_hints[m_bestHint]->score - 0.005);
        if (best) {
            // The best move: a filled rounded square, so it is found at a glance.
            const qreal pad = cell * 0.08;
            painter.setPen(Qt::NoPen);
            painter.setBrush(m_theme.hintBest);
            painter.drawRoundedRect(r.adjusted(pad, pad, -pad, -pad), cell * 0.12, cell * 0.12);
            text = m_theme.hintBestText;
        }
        painter.setFont(big);
        painter.setPen(text);
        const QRectF valueRect(r.left(), r.top() + cell * 0.12, cell, cell * 0.5);
        painter.drawText(valueRect, Qt::AlignCenter, hintTextAt(sq));
        // Below the value: the depth, or "exact" for a solved value (in the exact colour).
        painter.setFont(small);
        if (hint.exact && !best)
            painter.setPen(m_theme.hintExact);
        const QString detail = hint.exact ? tr("exact") : tr("d%1", "search depth").arg(hint.depth);
        painter.drawText(QRectF(r.left(), r.top() + cell * 0.6, cell, cell * 0.3), Qt::AlignCenter, detail);
    }
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    if (m_previewing) {
        // Any click returns from a preview and plays nothing.
        m_pressed = NoSquare;
        clearPreview();
        event->accept();
        return;
    }
    m_pressed = squareAt(event->position());
    m_cursorVisible = false;
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

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    // Arrow keys move a cursor (starting on the first legal move), Enter plays it; typing a
    // square name ("f5") plays that square directly.
    auto moveCursor = [&](int dc, int dr) {
        if (m_cursor == NoSquare) {
            m_cursor = m_legalMoves ? Square(__builtin_ctzll(m_legalMoves)) : makeSquare(3, 3);
        } else {
            const int c = qBound(0, columnOf(m_cursor) + dc, 7);
            const int r = qBound(0, rowOf(m_cursor) + dr, 7);
            m_cursor = makeSquare(c, r);
        }
        m_cursorVisible = true;
        update();
    };
    if (m_previewing && event->key() == Qt::Key_Escape) {
        clearPreview();
        return;
    }
    const QString text = event->text().toLower();
    switch (event->key()) {
    case Qt::Key_Left: moveCursor(-1, 0); return;
    case Qt::Key_Right: moveCursor(1, 0); return;
    case Qt::Key_Up: moveCursor(0, -1); return;
    case Qt::Key_Down: moveCursor(0, 1); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_cursor != NoSquare && m_cursorVisible) {
            emit squareClicked(m_cursor);
            return;
        }
        break;
    case Qt::Key_Escape:
        m_typedColumn = QChar();
        m_cursorVisible = false;
        update();
        return;
    default:
        if (text.size() == 1 && text[0] >= QLatin1Char('a') && text[0] <= QLatin1Char('h')) {
            m_typedColumn = text[0];
            return;
        }
        if (text.size() == 1 && text[0] >= QLatin1Char('1') && text[0] <= QLatin1Char('8')
            && !m_typedColumn.isNull()) {
            const Square sq = makeSquare(m_typedColumn.unicode() - 'a', text[0].unicode() - '1');
            m_typedColumn = QChar();
            m_cursor = sq;
            update();
            emit squareClicked(sq);
            return;
        }
        break;
    }
    QWidget::keyPressEvent(event);
}

void BoardWidget::focusOutEvent(QFocusEvent* event)
{
    m_typedColumn = QChar();
    update();
    QWidget::focusOutEvent(event);
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

void BoardWidget::setOverlay(const QList<BoardOverlay>& overlay)
{
    m_overlay = overlay;
    update();
}

void BoardWidget::paintOverlay(QPainter& painter, bool labels)
{
    if (m_overlay.isEmpty())
        return;
    const qreal cell = geometry().cell;
    painter.save();
    if (!labels) {
        // A light wash plus a ring inside each square, the rings of later groups nested inside
        // earlier ones, so overlapping groups stay distinguishable on the green felt.
        const qreal ring = qMax<qreal>(2.0, cell * 0.045);
        for (int k = 0; k < m_overlay.size(); ++k) {
            const BoardOverlay& o = m_overlay[k];
            QColor fill = o.colour;
            fill.setAlpha(55);
            const qreal inset = ring * (0.5 + 1.2 * (k % 3));
            for (Square sq : bits(o.squares)) {
                const QRectF r = squareRect(sq);
                painter.setPen(Qt::NoPen);
                painter.setBrush(fill);
                painter.drawRect(r.adjusted(1, 1, -1, -1));
                painter.setBrush(Qt::NoBrush);
                painter.setPen(QPen(o.colour, ring));
                painter.drawRect(r.adjusted(inset, inset, -inset, -inset));
            }
        }
        painter.restore();
        return;
    }
    QFont font = painter.font();
    font.setPixelSize(qMax(9, int(cell * 0.2)));
    font.setBold(true);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    Bitboard tagged = 0; // one tag a square: overlapping groups put theirs on different squares
    for (const BoardOverlay& o : m_overlay) {
        if (o.label.isEmpty() || !o.squares)
            continue;
        const Bitboard free = o.squares & ~tagged;
        const Square at = Square(__builtin_ctzll(free ? free : o.squares));
        tagged |= squareBit(at);
        const QRectF first = squareRect(at);
        const qreal w = metrics.horizontalAdvance(o.label) + cell * 0.12;
        const QRectF tag(first.left() + cell * 0.04, first.top() + cell * 0.04, w, metrics.height() + 2);
        QColor back = o.colour.darker(150);
        back.setAlpha(230);
        painter.setPen(Qt::NoPen);
        painter.setBrush(back);
        painter.drawRoundedRect(tag, 3, 3);
        painter.setPen(Qt::white);
        painter.drawText(tag, Qt::AlignCenter, o.label);
    }
    painter.restore();
}

void BoardWidget::setMoveMarks(const QList<MoveMark>& marks)
{
    m_moveMarks = marks;
    update();
}

void BoardWidget::paintMoveMarks(QPainter& painter, const Geometry& g) const
{
    if (m_moveMarks.isEmpty())
        return;
    const qreal cell = g.cell;
    const qreal badge = cell * 0.44;
    QFont font = painter.font();
    font.setPixelSize(qMax(8, int(badge * 0.6)));
    font.setBold(true);
    painter.save();
    painter.setFont(font);
    for (const MoveMark& mark : m_moveMarks) {
        if (mark.square == NoSquare || mark.square == PassMove)
            continue;
        const QRectF r = squareRect(mark.square);
        if (mark.outline) {
            painter.setBrush(Qt::NoBrush);
            // Lighter than the badge: a dark green outline would vanish on the felt.
            painter.setPen(QPen(mark.colour.lighter(150), qMax<qreal>(2.0, cell * 0.06)));
            painter.drawRect(r.adjusted(cell * 0.04, cell * 0.04, -cell * 0.04, -cell * 0.04));
        }
        const QPointF corner = mark.corner == MoveMark::Corner::TopLeft
            ? r.topLeft() + QPointF(cell * 0.06, cell * 0.06)
            : r.bottomRight() - QPointF(cell * 0.06 + badge, cell * 0.06 + badge);
        const QRectF circle(corner, QSizeF(badge, badge));
        painter.setPen(QPen(QColor(255, 255, 255, 220), qMax<qreal>(1.0, cell * 0.02)));
        painter.setBrush(mark.colour);
        painter.drawEllipse(circle);
        const bool whiteText
            = contrastRatio(QColor(Qt::white), mark.colour) >= contrastRatio(QColor(Qt::black), mark.colour);
        painter.setPen(whiteText ? Qt::white : Qt::black);
        painter.drawText(circle, Qt::AlignCenter, mark.label);
    }
    painter.restore();
}

void BoardWidget::setRings(const QList<SquareRing>& rings)
{
    m_rings = rings;
    update();
}

void BoardWidget::paintRings(QPainter& painter, const Geometry& g) const
{
    if (m_rings.isEmpty())
        return;
    const qreal cell = g.cell;
    const qreal width = qMax<qreal>(2.0, cell * 0.07);
    QFont small = painter.font();
    small.setPixelSize(qMax(7, int(cell * 0.2)));
    small.setBold(true);
    painter.setFont(small);
    for (const SquareRing& ring : m_rings) {
        if (ring.square == NoSquare)
            continue;
        const QRectF r = squareRect(ring.square);
        const QRectF circle = r.adjusted(
            width + cell * 0.03, width + cell * 0.03, -width - cell * 0.03, -width - cell * 0.03);
        QColor faint = ring.colour;
        faint.setAlphaF(0.3f);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(faint, width, Qt::SolidLine, Qt::FlatCap));
        painter.drawEllipse(circle);
        const double share = std::clamp(ring.share, 0.0, 1.0);
        if (share > 0) {
            painter.setPen(QPen(ring.colour, width, Qt::SolidLine, Qt::FlatCap));
            // Clockwise from 12 o'clock, like a pie of the work saved.
            painter.drawArc(circle, 90 * 16, -int(std::lround(share * 360 * 16)));
        }
        if (!ring.label.isEmpty()) {
            const QFontMetricsF fm(small);
            const QRectF tag(r.right() - fm.horizontalAdvance(ring.label) - 5, r.bottom() - fm.height() - 2,
                fm.horizontalAdvance(ring.label) + 4, fm.height());
            QColor back = m_theme.feltEdge;
            back.setAlphaF(0.85f);
            painter.setPen(Qt::NoPen);
            painter.setBrush(back);
            painter.drawRoundedRect(tag, 2, 2);
            painter.setPen(readableOn(m_theme.hintText, back));
            painter.drawText(tag, Qt::AlignCenter, ring.label);
        }
    }
}

} // namespace probcut::ui
