// probcut-studio: the desktop application. Everything lives in probcut_ui; this only sets up
// the application identity (used by QSettings and the About box) and shows the main window.

#include "ui/app_icon.h"
#include "ui/main_window.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ProbCut"));
    QApplication::setApplicationName(QStringLiteral("ProbCut Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PROBCUT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.probcut.ProbCutStudio"));
    QApplication::setWindowIcon(probcut::ui::appIcon());

    probcut::ui::MainWindow window;
    window.show();
    return app.exec();
}
