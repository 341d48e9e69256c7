#include "ui/panels/regression/point_cloud_item.h"

#include <QChart>
#include <QPainter>
#include <QValueAxis>
#include <QWidget>

#include <cmath>
#include <vector>

namespace probcut::ui {

namespace {
// Between the axes (z 4 in QtCharts) and the series (z 5), so lines and live markers stay on top.
constexpr double CloudZValue = 4.5;
} // namespace

PointCloudItem::PointCloudItem(QChart* chart, QValueAxis* x, QValueAxis* y)
    : QGraphicsItem(chart), m_chart(chart), m_x(x), m_y(y)
{
    setZValue(CloudZValue);
    setAcceptedMouseButtons(Qt::NoButton);
    m_area = chart->plotArea();
}

void PointCloudItem::setPoints(QList<QPointF> points)
{
    m_points = std::move(points);
    m_dirty = true;
    update();
}

void PointCloudItem::setColor(const QColor& color)
{
    if (color == m_color)
        return;
    m_color = color;
    m_dirty = true;
    update();
}

void PointCloudItem::setMarkerSize(double pixels)
{
    m_markerSize = pixels;
    m_dirty = true;
    update();
}

void PointCloudItem::geometryChanged()
{
    const QRectF area = m_chart->plotArea();
    if (area != m_area) {
        prepareGeometryChange();
        m_area = area;
    }
    update();
}

QRectF PointCloudItem::boundingRect() const { return m_area; }

void PointCloudItem::render(const QRectF& area, double dpr)
{
    ++m_renders;
    const QSize size((area.size() * dpr).toSize());
    m_image = QImage(size.expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    m_image.setDevicePixelRatio(dpr);
    m_image.fill(Qt::transparent);
    m_imageDpr = dpr;
    m_imageRanges = QRectF(m_x->min(), m_y->min(), m_x->max() - m_x->min(), m_y->max() - m_y->min());
    m_dirty = false;
    if (m_points.isEmpty() || m_imageRanges.width() <= 0 || m_imageRanges.height() <= 0)
        return;

    // One marker, drawn once antialiased, then stamped at each occupied device pixel (points on
    // the same pixel would only darken it further; the translucent colour already shows density
    // where markers overlap).
    const int side = std::max(1, int(std::ceil(m_markerSize * dpr)) + 2);
    QImage marker(side, side, QImage::Format_ARGB32_Premultiplied);
    marker.fill(Qt::transparent);
    {
        QPainter p(&marker);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(m_color);
        const double r = m_markerSize * dpr / 2;
        p.drawEllipse(QPointF(side / 2.0, side / 2.0), r, r);
    }
    const int w = m_image.width(), h = m_image.height();
    std::vector<bool> used(std::size_t(w) * std::size_t(h), false);
    const double sx = w / m_imageRanges.width(), sy = h / m_imageRanges.height();
    QPainter p(&m_image);
    p.scale(1 / dpr, 1 / dpr); // device pixels
    for (const QPointF& v : std::as_const(m_points)) {
        const double px = (v.x() - m_imageRanges.left()) * sx;
        const double py = h - (v.y() - m_imageRanges.top()) * sy;
        const int ix = int(std::floor(px)), iy = int(std::floor(py));
        if (ix < 0 || iy < 0 || ix >= w || iy >= h)
            continue; // off the plot (the panel's statistics count these)
        const std::size_t cell = std::size_t(iy) * std::size_t(w) + std::size_t(ix);
        if (used[cell])
            continue;
        used[cell] = true;
        p.drawImage(QPointF(ix - side / 2.0 + 0.5, iy - side / 2.0 + 0.5), marker);
    }
}

void PointCloudItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget)
{
    const QRectF area = m_area; // kept current by geometryChanged()
    if (area.isEmpty())
        return;
    const double dpr = widget ? widget->devicePixelRatioF() : painter->device()->devicePixelRatioF();
    const QRectF ranges(m_x->min(), m_y->min(), m_x->max() - m_x->min(), m_y->max() - m_y->min());
    if (m_dirty || dpr != m_imageDpr || ranges != m_imageRanges
        || m_image.size() != (area.size() * dpr).toSize().expandedTo(QSize(1, 1)))
        render(area, dpr);
    painter->drawImage(area.topLeft(), m_image);
}

} // namespace probcut::ui
