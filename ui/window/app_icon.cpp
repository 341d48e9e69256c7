#include "ui/window/app_icon.h"

#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

namespace probcut::ui {

QIcon appIcon()
{
    QSvgRenderer renderer{QString::fromLatin1(AppIconPath)};
    if (!renderer.isValid())
        return {};
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        renderer.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace probcut::ui
