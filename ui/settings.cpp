#include "ui/settings.h"

namespace probcut::ui {

void Settings::addRecentFile(const QString& path) const
{
    QStringList files = recentFiles.get();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    recentFiles.set(files);
}

} // namespace probcut::ui
