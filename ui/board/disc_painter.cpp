#include "ui/board/disc_painter.h"

#include <QPainter>
#include <QRadialGradient>

namespace probcut::ui {

void paintDisc(QPainter& painter, const QRectF& bounds, Color color)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const qreal d = bounds.width();
    // The disc stays centred in `bounds` (so rows and columns line up); its shadow falls below
    // right and may reach slightly past the disc's bounds, into the cell's inset.
    const QRectF disc = bounds.adjusted(d * 0.025, d * 0.025, -d * 0.025, -d * 0.025);
    const QRectF shadow = disc.translated(d * 0.025, d * 0.04);

    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawEllipse(shadow);

    // Light comes from the top left: a radial gradient whose focal point is offset that way.
    const QPointF centre = disc.center();
    const qreal r = disc.width() / 2;
    QRadialGradient shade(centre, r, centre - QPointF(r * 0.35, r * 0.4));
    if (color == Color::Black) {
        shade.setColorAt(0.0, QColor(0x5a, 0x5a, 0x5e));
        shade.setColorAt(0.55, QColor(0x22, 0x22, 0x25));
        shade.setColorAt(1.0, QColor(0x0c, 0x0c, 0x0e));
    } else {
        shade.setColorAt(0.0, QColor(0xff, 0xff, 0xff));
        shade.setColorAt(0.6, QColor(0xee, 0xee, 0xea));
        shade.setColorAt(1.0, QColor(0xc4, 0xc4, 0xbe));
    }
    painter.setBrush(shade);
    const qreal rim = qMax<qreal>(0.6, d * 0.012);
    painter.setPen(QPen(color == Color::Black ? QColor(0x05, 0x05, 0x05) : QColor(0x9a, 0x9a, 0x94), rim));
    painter.drawEllipse(disc.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2));
    painter.restore();
}

QPixmap discPixmap(Color color, int logicalSize, qreal devicePixelRatio)
{
    const int side = qMax(1, qRound(logicalSize * devicePixelRatio));
    QPixmap pixmap(side, side);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    paintDisc(painter, QRectF(0, 0, logicalSize, logicalSize), color);
    return pixmap;
}

} // namespace probcut::ui
