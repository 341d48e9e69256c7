#pragma once
// A scatter of many points inside a QChart, painted as one cached image. QScatterSeries makes a
// graphics item per point and repaints every one (an antialiased ellipse) whenever the chart is
// laid out, which made each resize of the regression panel cost tens of milliseconds of GUI
// time; this item redraws its image only when the plot area, the axes' ranges, the points or the
// colour change, and stamps one prerendered marker per occupied device pixel.
// Used by RegressionPanel for the sampled positions; tests read points() and count().

#include <QColor>
#include <QGraphicsItem>
#include <QImage>
#include <QList>
#include <QPointF>

class QChart;
class QValueAxis;

namespace probcut::ui {

class PointCloudItem : public QGraphicsItem {
public:
    // The item becomes a child of `chart` and maps values through the two axes.
    PointCloudItem(QChart* chart, QValueAxis* x, QValueAxis* y);

    void setPoints(QList<QPointF> points);
    void setColor(const QColor& color);
    void setMarkerSize(double pixels);
    const QList<QPointF>& points() const { return m_points; }
    int count() const { return int(m_points.size()); }
    // The cached image was (re)drawn this many times; a resize redraws it once.
    int renders() const { return m_renders; }

    // Call when the chart's plot area or an axis range changed.
    void geometryChanged();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void render(const QRectF& area, double dpr);

    QChart* m_chart;
    QValueAxis* m_x;
    QValueAxis* m_y;
    QList<QPointF> m_points;
    QColor m_color{31, 92, 180, 110};
    double m_markerSize = 6;
    QRectF m_area;
    QImage m_image; // the cloud for m_area at m_imageDpr
    double m_imageDpr = 0;
    QRectF m_imageRanges; // (x min, y min, x span, y span) the image was drawn for
    bool m_dirty = true;
    int m_renders = 0;
};

} // namespace probcut::ui
