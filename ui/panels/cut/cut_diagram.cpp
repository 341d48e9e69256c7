#include "ui/panels/cut/cut_diagram.h"

#include "ui/panels/cut/cut_event_format.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <bit>
#include <cmath>
#include <numbers>

namespace probcut::ui {

CutDiagram::CutDiagram(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAccessibleName(tr("ProbCut sketch"));
    setAccessibleDescription(tr("Deep search value against shallow search value: the fitted line, a shaded "
                                "band around it, the score that matters as a horizontal line, and the "
                                "shallow values that are enough to skip the deep search."));
}

void CutDiagram::setExample(
    double a, double b, double sigma, double t, double beta, double shallow, bool highCheck)
{
    m_model = Model{a, b, sigma, t, beta, shallow, highCheck};
    m_hasExample = true;
    m_checkDepth = m_height = 0;
    m_toEnd = false;
    update();
}

void CutDiagram::setExample(const CutEvent& check)
{
    setExample(check.a, check.b, check.sigma, check.threshold, check.windowBound, check.shallowValue,
        check.highCheck);
    m_checkDepth = check.checkDepth;
    m_height = check.height;
    m_toEnd = check.height >= 64 - std::popcount(check.player | check.opponent);
}

void CutDiagram::clearExample()
{
    m_model = Model{};
    m_hasExample = false;
    m_checkDepth = m_height = 0;
    m_toEnd = false;
    update();
}

QSize CutDiagram::sizeHint() const { return {320, 200}; }
QSize CutDiagram::minimumSizeHint() const { return {220, 140}; }

void CutDiagram::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    QColor region = pal.color(QPalette::Highlight);
    region.setAlpha(80);
    QColor band = text;
    band.setAlpha(45);
    p.fillRect(rect(), base);

    QFont small = font();
    if (small.pointSizeF() > 0)
        small.setPointSizeF(std::max(7.0, small.pointSizeF() * 0.85));
    p.setFont(small);
    const QFontMetricsF fm(small);
    const double lineH = fm.height();

    const QRectF plot = QRectF(rect()).adjusted(lineH + 8, 4, -4, -(lineH + 8));
    if (plot.width() < 40 || plot.height() < 40)
        return;

    // The model and its cut point: the shallow value at which the band's near edge meets the bound.
    const double a = m_model.a > 0 ? m_model.a : 1;
    const double tSigma = std::max(0.0, m_model.t * m_model.sigma);
    const double cutX = ((m_model.high ? tSigma : -tSigma) + m_model.beta - m_model.b) / a;
    const double unit = std::max(tSigma / a, 1.0);
    double xLo = cutX - (m_model.high ? 3.6 : 1.8) * unit;
    double xHi = cutX + (m_model.high ? 1.8 : 3.6) * unit;
    if (m_hasExample) {
        xLo = std::min(xLo, m_model.shallow - 0.4 * unit);
        xHi = std::max(xHi, m_model.shallow + 0.4 * unit);
    }
    const auto line = [&](double x) { return a * x + m_model.b; };
    double yLo = std::min({line(xLo), line(xHi), m_model.beta}) - tSigma;
    double yHi = std::max({line(xLo), line(xHi), m_model.beta}) + tSigma;
    const double pad = 0.06 * (yHi - yLo);
    yLo -= pad;
    yHi += pad;
    const auto px = [&](double x) { return plot.left() + (x - xLo) / (xHi - xLo) * plot.width(); };
    const auto py = [&](double y) { return plot.bottom() - (y - yLo) / (yHi - yLo) * plot.height(); };

    p.save();
    p.setClipRect(plot);
    const QRectF cutRect = m_model.high ? QRectF(QPointF(px(cutX), plot.top()), plot.bottomRight())
                                        : QRectF(plot.topLeft(), QPointF(px(cutX), plot.bottom()));
    p.fillRect(cutRect, region);

    QPainterPath bandPath;
    bandPath.moveTo(px(xLo), py(line(xLo) + tSigma));
    bandPath.lineTo(px(xHi), py(line(xHi) + tSigma));
    bandPath.lineTo(px(xHi), py(line(xHi) - tSigma));
    bandPath.lineTo(px(xLo), py(line(xLo) - tSigma));
    bandPath.closeSubpath();
    p.fillPath(bandPath, band);

    p.setPen(QPen(text, 1.6));
    p.drawLine(QPointF(px(xLo), py(line(xLo))), QPointF(px(xHi), py(line(xHi))));
    p.setPen(QPen(text, 1.2, Qt::DashLine));
    p.drawLine(QPointF(plot.left(), py(m_model.beta)), QPointF(plot.right(), py(m_model.beta)));
    p.setPen(QPen(text, 1, Qt::DotLine));
    p.drawLine(QPointF(px(cutX), plot.top()), QPointF(px(cutX), plot.bottom()));
    p.setPen(QPen(text, 1.4));
    p.setBrush(base);
    p.drawEllipse(QPointF(px(cutX), py(m_model.beta)), 3.5, 3.5);
    p.restore();

    p.setPen(QPen(text, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());

    // Axis titles.
    const QString xTitle = m_checkDepth > 0 ? tr("shallow search (%1 plies)").arg(m_checkDepth)
                                            : tr("shallow search (d plies)");
    const QString yTitle = m_toEnd ? tr("deep search (to the end)")
        : m_height > 0             ? tr("deep search (%1 plies)").arg(m_height)
                                   : tr("deep search (h plies)");
    p.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), lineH), Qt::AlignCenter, xTitle);
    p.save();
    p.translate(plot.left() - 6, plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-plot.height() / 2, -lineH, plot.height(), lineH), Qt::AlignCenter, yTitle);
    p.restore();

    // Labels inside the plot, kept clear of its edges.
    const auto label = [&](QPointF at, const QString& s, Qt::Alignment align) {
        const double w = fm.horizontalAdvance(s) + 2;
        double x = align & Qt::AlignRight ? at.x() - w : at.x();
        x = std::clamp(x, plot.left() + 3, plot.right() - w - 2);
        const double y = std::clamp(
            at.y() - (align & Qt::AlignBottom ? lineH : 0), plot.top() + 1, plot.bottom() - lineH - 1);
        p.drawText(QRectF(x, y, w, lineH), Qt::AlignLeft | Qt::AlignVCenter, s);
    };
    const QString bound = m_hasExample
        ? (m_model.high ? tr("\u03b2 = %1").arg(formatDiscs(m_model.beta))
                        : tr("\u03b1 = %1").arg(formatDiscs(m_model.beta)))
        : (m_model.high ? tr("\u03b2: score to beat") : tr("\u03b1: score already secured"));
    // The bound's label sits on the side away from the cut region, the band's in the empty corner.
    label(m_model.high ? QPointF(plot.left() + 4, py(m_model.beta) - 2)
                       : QPointF(plot.right() - 4, py(m_model.beta) + 2),
        bound, m_model.high ? Qt::AlignBottom : Qt::AlignRight);

    // The line's label runs along it, just above, at the end far from the cut region where
    // the bound's line does not cross the band.
    const QString prediction = tr("prediction \u00b1 t\u00b7\u03c3");
    const double margin = 0.03 * (xHi - xLo);
    const QPointF from(px(xLo + margin), py(line(xLo + margin)));
    const QPointF to(px(xHi - margin), py(line(xHi - margin)));
    const QPointF along = (to - from) / std::hypot(to.x() - from.x(), to.y() - from.y());
    const double width = fm.horizontalAdvance(prediction) + 2;
    p.save();
    p.translate(m_model.high ? from : to - width * along);
    p.rotate(std::atan2(along.y(), along.x()) * 180 / std::numbers::pi);
    p.drawText(QRectF(0, -lineH - 1, width, lineH), Qt::AlignLeft | Qt::AlignVCenter, prediction);
    p.restore();
    const QString cut = tr("cut: skip the deep search");
    const QRectF cutText = cutRect.intersected(plot).adjusted(4, 3, -3, -3);
    p.drawText(
        cutText, (m_model.high ? Qt::AlignBottom : Qt::AlignTop) | Qt::AlignHCenter | Qt::TextWordWrap, cut);

    if (m_hasExample) {
        const QPointF dot(px(m_model.shallow), py(line(m_model.shallow)));
        p.setPen(QPen(text, 1, Qt::DotLine));
        p.drawLine(dot, QPointF(dot.x(), plot.bottom()));
        p.setPen(Qt::NoPen);
        p.setBrush(text);
        p.drawEllipse(dot, 4, 4);
        p.setPen(text);
        label({dot.x() + 5, dot.y() + 2}, formatDiscs(m_model.shallow), {});
    }
}

} // namespace probcut::ui
