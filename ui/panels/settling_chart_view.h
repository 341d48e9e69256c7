#pragma once
// A QChartView that paints from a cached frame and lays its chart out once a resize has settled.
// QtCharts repaints every axis, label and series item whenever the window repaints (a resize of
// the window repaints all of it) and lays them all out again at each size change: several
// milliseconds of GUI time a step while a window is dragged to a new size.
// - The frame is rendered again only when the scene reports a change (QGraphicsScene::changed)
//   or the size changes; otherwise a paint is one image copy. A rubber band paints directly.
// - The first resize after a quiet spell is applied at once; further ones within SettleMs show
//   the last frame (the strip a bigger view uncovers in the chart's background colour) and the
//   chart is laid out once for the final size, SettleMs after the last step. A mouse press, a
//   show or settle() applies a pending size first, so clicks and tests see the chart as drawn.

#include <QChartView>
#include <QElapsedTimer>
#include <QPixmap>
#include <QTimer>

namespace probcut::ui {

class SettlingChartView : public QChartView {
    Q_OBJECT

public:
    static constexpr int SettleMs = 150;

    explicit SettlingChartView(QChart* chart, QWidget* parent = nullptr);

    // Lays the chart out for the current size now if a resize is pending.
    void settle();
    bool isSettling() const { return m_pending; }
    // The chart was laid out for a new size, and its frame rendered, this many times (tests).
    int layoutCount() const { return m_layouts; }
    int renderCount() const { return m_renders; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void layOut(QResizeEvent* event); // the chart laid out for the view's size now
    void renderFrame();

    QTimer m_timer;
    QElapsedTimer m_lastResize;
    QPixmap m_frame; // the view as last rendered
    bool m_frameDirty = true;
    bool m_pending = false;
    int m_layouts = 0;
    int m_renders = 0;
};

} // namespace probcut::ui
