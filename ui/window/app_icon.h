#pragma once
// The application icon, rendered from the SVG in the resources at the usual icon sizes. Done
// here with QSvgRenderer rather than relying on the SVG icon-engine plugin being deployed, so
// the icon shows on every platform. Called by main() and MainWindow.

#include <QIcon>

namespace probcut::ui {

QIcon appIcon();
// Resource path of the SVG (also used by the About box).
inline constexpr const char* AppIconPath = ":/icons/probcut-studio.svg";

} // namespace probcut::ui
