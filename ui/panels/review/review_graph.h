#pragma once
// The review's evaluation graph, drawn with a plain QPainter so the same drawing serves the
// review panel and the PDF export (which paints it on an image in a worker thread, where no
// widget or chart may live): the value after every move in discs for Black, the area above zero
// dark (Black ahead) and below light (White ahead), the mistakes as dots coloured by class, and
// optionally the current move.

#include "ui/panels/review/game_review.h"

#include <QColor>
#include <QWidget>

class QPainter;

namespace probcut::ui {

struct ReviewGraphStyle {
    QColor background{255, 255, 255};
    QColor text{40, 40, 40};
    QColor grid{210, 210, 210};
    QColor line{37, 99, 235};
    QColor blackArea{30, 30, 30, 70};
    QColor whiteArea{200, 200, 200, 60};
    QColor cursor{22, 163, 74};
    static ReviewGraphStyle forPalette(const QPalette& palette);
};

// Paints the graph of `review` into `rect`; `cursorPly` < 0 draws no cursor.
void paintReviewGraph(QPainter& painter, const QRectF& rect, const GameReview& review,
    const ReviewGraphStyle& style, int cursorPly = -1);
// The plot area inside `rect` (axis labels outside it) and the ply nearest an x position.
QRectF reviewGraphPlotArea(const QRectF& rect, const QFont& font);
int reviewGraphPlyAt(const QRectF& rect, const QFont& font, const GameReview& review, qreal x);

// The graph as a widget: a click goes to that move.
class ReviewGraphWidget : public QWidget {
    Q_OBJECT

public:
    explicit ReviewGraphWidget(QWidget* parent = nullptr);
    void setReview(const GameReview* review); // not owned; nullptr: empty
    void setCursorPly(int ply);
    QSize sizeHint() const override { return {360, 160}; }
    QSize minimumSizeHint() const override { return {160, 72}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    const GameReview* m_review = nullptr;
    int m_cursor = -1;
};

} // namespace probcut::ui
