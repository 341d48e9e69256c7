#include "ui/panels/review/review_graph.h"

#include "ui/panels/eval_graph/mistake_model.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace probcut::ui {

namespace {

int plyCount(const GameReview& review) { return std::max(20, int(review.line.size())); }

// A round range with headroom above the most extreme value, so its dot is not cut by the edge.
double valueRange(const GameReview& review)
{
    double extreme = 8;
    for (const auto& v : review.values)
        if (v)
            extreme = std::max(extreme, std::abs(*v));
    for (double range : {8.0, 16.0, 24.0, 32.0, 48.0, 64.0})
        if (extreme + 3 <= range)
            return range;
    return 64;
}

} // namespace

ReviewGraphStyle ReviewGraphStyle::forPalette(const QPalette& palette)
{
    ReviewGraphStyle s;
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    s.background = palette.color(QPalette::Base);
    s.text = palette.color(QPalette::Text);
    s.grid = dark ? QColor(80, 80, 80) : QColor(215, 215, 215);
    s.line = dark ? QColor(96, 165, 250) : QColor(37, 99, 235);
    s.blackArea = dark ? QColor(0, 0, 0, 140) : QColor(30, 30, 30, 70);
    s.whiteArea = dark ? QColor(255, 255, 255, 70) : QColor(190, 190, 190, 60);
    s.cursor = dark ? QColor(74, 222, 128) : QColor(22, 163, 74);
    return s;
}

QRectF reviewGraphPlotArea(const QRectF& rect, const QFont& font)
{
    const QFontMetricsF fm(font);
    const qreal left = fm.horizontalAdvance(QStringLiteral("+64")) + 8;
    // Room on the right for half the last move number, which is centred on the plot's edge.
    return rect.adjusted(
        left, fm.height() * 0.6, -(fm.horizontalAdvance(QStringLiteral("60")) / 2 + 4), -(fm.height() + 6));
}

int reviewGraphPlyAt(const QRectF& rect, const QFont& font, const GameReview& review, qreal x)
{
    const QRectF plot = reviewGraphPlotArea(rect, font);
    const double t = (x - plot.left()) / std::max<qreal>(1, plot.width());
    return std::clamp(int(std::lround(t * plyCount(review))), 0, int(review.line.size()));
}

void paintReviewGraph(QPainter& painter, const QRectF& rect, const GameReview& review,
    const ReviewGraphStyle& style, int cursorPly)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect, style.background);
    const QRectF plot = reviewGraphPlotArea(rect, painter.font());
    const QFontMetricsF fm(painter.font());
    const int plies = plyCount(review);
    const double range = valueRange(review);
    auto xOf = [&](double ply) { return plot.left() + plot.width() * ply / plies; };
    auto yOf = [&](double v) { return plot.center().y() - plot.height() / 2 * v / range; };

    // Grid: every 10 moves, and a quarter of the range.
    painter.setPen(QPen(style.grid, 1));
    for (int ply = 0; ply <= plies; ply += 10) {
        painter.drawLine(QPointF(xOf(ply), plot.top()), QPointF(xOf(ply), plot.bottom()));
        painter.setPen(style.text);
        painter.drawText(QRectF(xOf(ply) - 20, plot.bottom() + 3, 40, fm.height()),
            Qt::AlignHCenter | Qt::AlignTop, QString::number(ply));
        painter.setPen(QPen(style.grid, 1));
    }
    for (int k = -2; k <= 2; ++k) {
        const double v = range * k / 2;
        painter.setPen(QPen(style.grid, k == 0 ? 1.5 : 1));
        painter.drawLine(QPointF(plot.left(), yOf(v)), QPointF(plot.right(), yOf(v)));
        painter.setPen(style.text);
        const QString label = k == 0 ? QStringLiteral("0")
                                     : QStringLiteral("%1%2")
                                           .arg(k > 0 ? QStringLiteral("+") : QStringLiteral("−"))
                                           .arg(std::lround(std::abs(v)));
        painter.drawText(
            QRectF(rect.left(), yOf(v) - fm.height() / 2, plot.left() - rect.left() - 4, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, label);
    }

    // The curve through the known values, with the areas to the zero line.
    QList<QPointF> points;
    for (std::size_t ply = 0; ply < review.values.size(); ++ply)
        if (review.values[ply])
            points << QPointF(xOf(double(ply)), yOf(*review.values[ply]));
    if (points.size() >= 2) {
        QPainterPath curve;
        curve.moveTo(points.front());
        for (int i = 1; i < points.size(); ++i)
            curve.lineTo(points[i]);
        QPainterPath area = curve;
        area.lineTo(points.back().x(), yOf(0));
        area.lineTo(points.front().x(), yOf(0));
        area.closeSubpath();
        painter.save();
        painter.setPen(Qt::NoPen);
        painter.setClipRect(QRectF(plot.left(), plot.top(), plot.width(), yOf(0) - plot.top()));
        painter.setBrush(style.blackArea);
        painter.drawPath(area);
        painter.setClipRect(QRectF(plot.left(), yOf(0), plot.width(), plot.bottom() - yOf(0)));
        painter.setBrush(style.whiteArea);
        painter.drawPath(area);
        painter.restore();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(style.line, std::max<qreal>(2, fm.height() / 8)));
        painter.drawPath(curve);
    }

    // The mistakes, on the value after the move, sized and coloured by class.
    for (const ReviewMistake& m : review.mistakes) {
        const std::size_t after = std::size_t(m.ply) + 1;
        const double v = after < review.values.size() && review.values[after]
            ? *review.values[after]
            : (m.mover == Color::Black ? m.playedValue : -m.playedValue);
        // Sized with the text, so a print-sized graph gets print-sized dots.
        const qreal radius = fm.height() * (0.2 + 0.08 * int(m.kind));
        painter.setPen(QPen(style.text, 1));
        painter.setBrush(MistakeModel::kindColor(m.kind));
        painter.drawEllipse(QPointF(xOf(double(after)), yOf(v)), radius, radius);
    }

    if (cursorPly >= 0 && cursorPly <= int(review.line.size())) {
        painter.setPen(QPen(style.cursor, 1.5, Qt::DashLine));
        painter.drawLine(QPointF(xOf(cursorPly), plot.top()), QPointF(xOf(cursorPly), plot.bottom()));
    }
    painter.setPen(QPen(style.grid, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
    painter.restore();
}

ReviewGraphWidget::ReviewGraphWidget(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("reviewGraph"));
    setCursor(Qt::PointingHandCursor);
}

void ReviewGraphWidget::setReview(const GameReview* review)
{
    m_review = review;
    update();
}

void ReviewGraphWidget::setCursorPly(int ply)
{
    if (ply == m_cursor)
        return;
    m_cursor = ply;
    update();
}

void ReviewGraphWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const ReviewGraphStyle style = ReviewGraphStyle::forPalette(palette());
    if (!m_review) {
        painter.fillRect(rect(), style.background);
        return;
    }
    paintReviewGraph(painter, QRectF(rect()), *m_review, style, m_cursor);
}

void ReviewGraphWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && m_review) {
        emit plyClicked(reviewGraphPlyAt(QRectF(rect()), font(), *m_review, event->position().x()));
        event->accept();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

} // namespace probcut::ui
