// probcut-studio: the desktop application. Everything lives in probcut_ui; this only sets up
// the application identity (used by QSettings and the About box), the translation, the command
// line, and shows the main window (restoring a crashed session's game if the user wants it).

#include "ui/window/app_icon.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"
#include "ui/window/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QStatusBar>
#include <QStyleFactory>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ProbCut"));
    QApplication::setApplicationName(QStringLiteral("ProbCut Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PROBCUT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.probcut.ProbCutStudio"));
    QApplication::setWindowIcon(probcut::ui::appIcon());
    // Fusion honours the palettes of the light, dark and high-contrast themes on every platform.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Othello program and study board built on Multi-ProbCut search."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption language(QStringLiteral("language"),
        QApplication::translate("main", "Use this language (en, fr, de, ja) instead of the saved setting."),
        QStringLiteral("code"));
    parser.addOption(language);
    parser.addPositionalArgument(QStringLiteral("file"),
        QApplication::translate("main", "A game to open: GGF, transcript (.txt) or WTHOR (.wtb)."),
        QStringLiteral("[file]"));
    parser.process(app);

    const probcut::ui::Settings settings;
    probcut::ui::installTranslations(
        parser.isSet(language) ? parser.value(language) : settings.language.get());

    auto* window = new probcut::ui::MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    if (!window->offerRestore()) {
        if (!parser.positionalArguments().isEmpty())
            window->openFile(parser.positionalArguments().constFirst());
        else
            window->startDefaultGame();
    }
    // A language switch in the preferences installs it and replaces the window by a fresh one
    // (every string is created translated), carrying the game over.
    probcut::ui::MainWindow::replaceOnLanguageChange(window);
    return app.exec();
}
