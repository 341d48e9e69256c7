#include "ui/window/point_of_view.h"

#include "ui/window/settings.h"

namespace probcut::ui {

PointOfView::Kind PointOfView::saved() { return Kind(Settings().pointOfView.get()); }

QString PointOfView::label(Color toMove, Kind kind)
{
    return kind == Black ? tr("for Black") : tr("for the side to move (%1)").arg(colourName(toMove));
}

QString PointOfView::colourName(Color color) { return color == Color::Black ? tr("Black") : tr("White"); }

QString PointOfView::choiceText(Kind kind)
{
    return kind == Black ? tr("Black (+ is good for Black)")
                         : tr("The side to move (+ is good for the player to move)");
}

} // namespace probcut::ui
