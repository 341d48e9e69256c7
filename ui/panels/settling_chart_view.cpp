#include "ui/panels/settling_chart_view.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QResizeEvent>

namespace probcut::ui {

SettlingChartView::SettlingChartView(QChart* chart, QWidget* parent) : QChartView(chart, parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(SettleMs);
    connect(&m_timer, &QTimer::timeout, this, &SettlingChartView::settle);
    connect(scene(), &QGraphicsScene::changed, this, [this] {
        m_frameDirty = true;
        viewport()->update();
    });
}

void SettlingChartView::settle()
{
    m_timer.stop();
    if (!m_pending)
        return;
    m_pending = false;
    QResizeEvent event(size(), size());
    layOut(&event);
    viewport()->update();
}

void SettlingChartView::layOut(QResizeEvent* event)
{
    QChartView::resizeEvent(event); // QGraphicsView's own handling, then the chart's layout
    m_frameDirty = true;
    ++m_layouts;
}

void SettlingChartView::resizeEvent(QResizeEvent* event)
{
    const bool burst = isVisible() && m_lastResize.isValid() && m_lastResize.elapsed() < SettleMs
        && !event->oldSize().isEmpty() && !m_frame.isNull();
    m_lastResize.start();
    if (!burst && !m_pending) {
        layOut(event);
        return;
    }
    if (!m_pending && m_frameDirty)
        renderFrame(); // the chart as it is laid out now, before the viewport moves on
    m_pending = true;
    QGraphicsView::resizeEvent(event); // the viewport follows; the chart keeps its layout
    m_timer.start();
}

void SettlingChartView::renderFrame()
{
    const QSize size = viewport()->size();
    if (size.isEmpty())
        return;
    m_frame = QPixmap(size * devicePixelRatio());
    m_frame.setDevicePixelRatio(devicePixelRatio());
    m_frame.fill(Qt::transparent);
    QPainter painter(&m_frame);
    painter.setRenderHints(renderHints());
    render(&painter, QRectF(QPointF(0, 0), size), QRect(QPoint(0, 0), size));
    m_frameDirty = false;
    ++m_renders;
}

void SettlingChartView::paintEvent(QPaintEvent* event)
{
    if (!scene() || !rubberBandRect().isNull()) {
        QChartView::paintEvent(event);
        return;
    }
    if (!m_pending && (m_frameDirty || m_frame.deviceIndependentSize().toSize() != viewport()->size()))
        renderFrame();
    QPainter painter(viewport());
    if (m_pending && chart())
        painter.fillRect(event->rect(), chart()->backgroundBrush());
    painter.drawPixmap(0, 0, m_frame);
}

void SettlingChartView::mousePressEvent(QMouseEvent* event)
{
    settle();
    QChartView::mousePressEvent(event);
}

void SettlingChartView::showEvent(QShowEvent* event)
{
    settle();
    QChartView::showEvent(event);
}

} // namespace probcut::ui
