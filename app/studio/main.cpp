// probcut-studio: the desktop application. Everything lives in probcut_ui; this only sets up
// the application identity (used by QSettings and the About box), the command line, and shows
// the main window.

#include "ui/app_icon.h"
#include "ui/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QStatusBar>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ProbCut"));
    QApplication::setApplicationName(QStringLiteral("ProbCut Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PROBCUT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.probcut.ProbCutStudio"));
    QApplication::setWindowIcon(probcut::ui::appIcon());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Othello program and study board built on Multi-ProbCut search."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QApplication::translate("main", "A game file to open (not supported yet)."),
        QStringLiteral("[file]"));
    parser.process(app);

    probcut::ui::MainWindow window;
    // The desktop entry passes files (Exec=probcut-studio %f); until games can be loaded, say so
    // instead of silently showing an empty board.
    if (!parser.positionalArguments().isEmpty())
        window.statusBar()->showMessage(
            QApplication::translate("main", "Opening game files is not supported yet: %1")
                .arg(parser.positionalArguments().constFirst()));
    window.show();
    return app.exec();
}
