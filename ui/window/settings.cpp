#include "ui/window/settings.h"

#include <algorithm>
#include <thread>

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

int Settings::hardwareThreads()
{
    return std::clamp(int(std::thread::hardware_concurrency()), 1, MaxSearchThreads);
}

} // namespace probcut::ui
