// Settings and translations: every typed setting round-trips through QSettings and falls back to
// its default on bad stored values; the recent-files list; the window layout is remembered; each
// translation's .qm loads from the resources and translates every message of the sources (the
// .ts files are parsed, and an lupdate run, when the tool is installed, finds nothing missing).

#include "ui/dialogs/settings_dialog.h"
#include "ui/game/game_model.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"
#include "ui/window/translations.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QPointer>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace probcut::ui;

namespace {

struct Message {
    QString context, source, comment, translation;
    bool numerus = false, unfinished = false;
    QStringList numerusForms;
};

QList<Message> readTs(const QString& path, QString* language = nullptr)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("TS") && language)
                *language = xml.attributes().value(QLatin1String("language")).toString();
            else if (name == QLatin1String("name"))
                context = xml.readElementText();
            else if (name == QLatin1String("message")) {
                current = Message{};
                current.context = context;
                current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source"))
                current.source = xml.readElementText();
            else if (name == QLatin1String("comment"))
                current.comment = xml.readElementText();
            else if (name == QLatin1String("translation")) {
                const auto type = xml.attributes().value(QLatin1String("type"));
                current.unfinished = type == QLatin1String("unfinished") || type == QLatin1String("obsolete")
                    || type == QLatin1String("vanished");
                if (!current.numerus)
                    current.translation = xml.readElementText();
            } else if (name == QLatin1String("numerusform"))
                current.numerusForms << xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << current;
        }
    }
    return messages;
}

QString tsPath(const QString& language)
{
    return QStringLiteral(PROBCUT_SOURCE_DIR "/translations/probcut-studio_%1.ts").arg(language);
}

} // namespace

class TestStudioSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTrip();
    void badValuesReadAsDefault();
    void recentFiles();
    void windowLayoutRemembered();
    void settingsDialogSaves();
    void translationLoads_data();
    void translationLoads();
    void translationComplete_data();
    void translationComplete();
    void translationsMatchSources();
    void languageSwitchKeepsGame();
};

void TestStudioSettings::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestStudioSettings::roundTrip()
{
    const Settings s;
    QCOMPARE(s.theme.get(), 0);
    QCOMPARE(s.showLegalMoves.get(), true);
    QCOMPARE(s.language.get(), QString());
    s.theme.set(2);
    s.language.set(QStringLiteral("ja"));
    s.animationMs.set(0);
    s.showFlipsOnHover.set(true);
    s.hintLevel.set(7);
    s.clock.set(true);
    s.clockMinutes.set(15);
    s.windowGeometry.set(QByteArray("\x01\x02\x03", 3));
    QSettings().sync();
    const Settings t; // a fresh reader sees the same values
    QCOMPARE(t.theme.get(), 2);
    QCOMPARE(t.language.get(), QStringLiteral("ja"));
    QCOMPARE(t.animationMs.get(), 0);
    QCOMPARE(t.showFlipsOnHover.get(), true);
    QCOMPARE(t.hintLevel.get(), 7);
    QCOMPARE(t.clock.get(), true);
    QCOMPARE(t.clockMinutes.get(), 15);
    QCOMPARE(t.windowGeometry.get(), QByteArray("\x01\x02\x03", 3));
    t.theme.reset();
    QCOMPARE(t.theme.get(), 0);
    QSettings().clear();
}

void TestStudioSettings::badValuesReadAsDefault()
{
    QSettings raw;
    raw.setValue(Settings().theme.key(), 17);
    raw.setValue(Settings().hintLevel.key(), QStringLiteral("lots"));
    raw.setValue(Settings().clockMinutes.key(), -3);
    const Settings s;
    QCOMPARE(s.theme.get(), 0);
    QCOMPARE(s.hintLevel.get(), s.hintLevel.defaultValue());
    QCOMPARE(s.clockMinutes.get(), 5);
    QSettings().clear();
}

void TestStudioSettings::recentFiles()
{
    const Settings s;
    for (int i = 0; i < 12; ++i)
        s.addRecentFile(QStringLiteral("/games/%1.ggf").arg(i));
    s.addRecentFile(QStringLiteral("/games/5.ggf"));
    const QStringList files = s.recentFiles.get();
    QCOMPARE(files.size(), Settings::MaxRecentFiles);
    QCOMPARE(files.first(), QStringLiteral("/games/5.ggf"));
    QCOMPARE(files.count(QStringLiteral("/games/5.ggf")), 1);
    QSettings().clear();
}

void TestStudioSettings::windowLayoutRemembered()
{
    {
        MainWindow window;
        window.resize(777, 555);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.close();
    }
    QVERIFY(!Settings().windowGeometry.get().isEmpty());
    MainWindow again;
    QCOMPARE(again.size(), QSize(777, 555));
    QSettings().clear();
}

void TestStudioSettings::settingsDialogSaves()
{
    SettingsDialog dialog;
    auto* theme = dialog.findChild<QComboBox*>(QStringLiteral("theme"));
    auto* language = dialog.findChild<QComboBox*>(QStringLiteral("language"));
    QVERIFY(theme && language);
    QCOMPARE(theme->count(), 3);
    theme->setCurrentIndex(1);
    language->setCurrentIndex(language->findData(QStringLiteral("de")));
    // Search threads: one per hardware thread until changed.
    auto* threads = dialog.findChild<QSpinBox*>(QStringLiteral("searchThreads"));
    QVERIFY(threads);
    QCOMPARE(threads->value(), Settings::hardwareThreads());
    QCOMPARE(Settings().searchThreads.defaultValue(), Settings::hardwareThreads());
    threads->setValue(1);
    dialog.save();
    QCOMPARE(Settings().theme.get(), 1);
    QCOMPARE(Settings().language.get(), QStringLiteral("de"));
    QCOMPARE(Settings().searchThreads.get(), 1);
    QSettings().clear();
}

void TestStudioSettings::translationLoads_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("newGame");
    QTest::addRow("fr") << QStringLiteral("fr") << QStringLiteral("Nouvelle partie");
    QTest::addRow("de") << QStringLiteral("de") << QStringLiteral("Neue Partie");
    QTest::addRow("ja") << QStringLiteral("ja") << QStringLiteral("新規対局");
}

void TestStudioSettings::translationLoads()
{
    QFETCH(QString, language);
    QFETCH(QString, newGame);
    QVERIFY(availableTranslations().contains(language));
    QTranslator translator;
    QVERIFY2(translator.load(translationPath(language)), qPrintable(translationPath(language)));
    QCOMPARE(translator.language(), language);
    QCOMPARE(translator.translate("probcut::ui::MainWindow", "New Game"), newGame);
    // Every message of the .ts comes back translated from the compiled .qm.
    const QList<Message> messages = readTs(tsPath(language));
    QVERIFY(messages.size() > 100);
    for (const Message& m : messages) {
        const QString out
            = translator.translate(m.context.toUtf8().constData(), m.source.toUtf8().constData(),
                m.comment.isEmpty() ? nullptr : m.comment.toUtf8().constData(), m.numerus ? 1 : -1);
        QVERIFY2(!out.isEmpty(), qPrintable(m.context + QStringLiteral(": ") + m.source));
    }
    // The window comes up translated.
    QCoreApplication::installTranslator(&translator);
    {
        MainWindow window;
        QVERIFY(window.findChild<QWidget*>(QStringLiteral("newGameButton")));
        const QString status = window.statusText();
        QVERIFY2(!status.contains(QStringLiteral("to move")), qPrintable(status));
    }
    QCoreApplication::removeTranslator(&translator);
}

void TestStudioSettings::translationComplete_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& l : availableTranslations())
        QTest::newRow(qPrintable(l)) << l;
}

void TestStudioSettings::translationComplete()
{
    QFETCH(QString, language);
    QString declared;
    const QList<Message> messages = readTs(tsPath(language), &declared);
    QVERIFY(declared.startsWith(language));
    QVERIFY(messages.size() > 100);
    for (const Message& m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source;
        QVERIFY2(!m.unfinished, qPrintable(QStringLiteral("unfinished: ") + where));
        if (m.numerus) {
            QVERIFY2(!m.numerusForms.isEmpty(), qPrintable(where));
            for (const QString& form : m.numerusForms)
                QVERIFY2(!form.isEmpty(), qPrintable(where));
        } else {
            QVERIFY2(!m.translation.isEmpty(), qPrintable(where));
            // Placeholders survive translation.
            for (int i = 1; i <= 9; ++i) {
                const QString ph = QStringLiteral("%%1").arg(i);
                QVERIFY2(m.source.contains(ph) == m.translation.contains(ph),
                    qPrintable(where + QStringLiteral(" -> ") + m.translation));
            }
        }
    }
}

void TestStudioSettings::translationsMatchSources()
{
    // lupdate over the sources into a scratch .ts: it must find no message the committed .ts
    // lacks (i.e. someone added a tr() string without translating it).
    QString lupdate;
    for (const QString& dir : {QLibraryInfo::path(QLibraryInfo::LibraryExecutablesPath),
             QLibraryInfo::path(QLibraryInfo::BinariesPath), QStringLiteral("/usr/lib/qt6/bin")})
        if (QFile::exists(dir + QStringLiteral("/lupdate"))) {
            lupdate = dir + QStringLiteral("/lupdate");
            break;
        }
    if (lupdate.isEmpty())
        QSKIP("lupdate is not installed");
    QTemporaryDir scratch;
    const QString out = scratch.filePath(QStringLiteral("scan.ts"));
    QProcess process;
    process.start(lupdate,
        {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
            QStringLiteral("-I"), QStringLiteral(PROBCUT_SOURCE_DIR),
            QStringLiteral(PROBCUT_SOURCE_DIR "/ui"),
            QStringLiteral(PROBCUT_SOURCE_DIR "/app/studio/main.cpp"), QStringLiteral("-ts"), out});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QSet<QString> committed;
    for (const Message& m : readTs(tsPath(QStringLiteral("fr"))))
        committed.insert(m.context + QLatin1Char('\x1f') + m.source + QLatin1Char('\x1f') + m.comment);
    int missing = 0;
    for (const Message& m : readTs(out))
        if (!committed.contains(
                m.context + QLatin1Char('\x1f') + m.source + QLatin1Char('\x1f') + m.comment)) {
            qWarning("not in the .ts files: %s: %s", qPrintable(m.context), qPrintable(m.source));
            ++missing;
        }
    QCOMPARE(missing, 0);
}

void TestStudioSettings::languageSwitchKeepsGame()
{
    // What main() does on a language change: install it, build a new window from the old one's
    // snapshot. The game, cursor and players survive; every string is in the new language.
    MainWindow old;
    QVERIFY(old.gameModel()->loadGame(probcut::Position::initial(), {37, 43, 18}, 2));
    const MainWindow::Snapshot state = old.snapshot();
    QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
    {
        MainWindow replacement;
        replacement.restore(state);
        QCOMPARE(replacement.gameModel()->line(), (std::vector<probcut::Square>{37, 43, 18}));
        QCOMPARE(replacement.gameModel()->currentPly(), 2);
        QCOMPARE(replacement.statusText(), QStringLiteral("Schwarz am Zug"));
    }
    QCOMPARE(installTranslations(QStringLiteral("ja")), QStringLiteral("ja"));
    {
        MainWindow replacement;
        replacement.restore(state);
        QCOMPARE(replacement.statusText(), QStringLiteral("黒番"));
    }
    // Back to English: the earlier translators are gone, not stacked.
    QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    MainWindow english;
    english.restore(state);
    QCOMPARE(english.statusText(), QStringLiteral("Black to move"));

    // The whole switch as the preferences trigger it: the window replaces itself.
    auto* window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    QVERIFY(window->gameModel()->loadGame(probcut::Position::initial(), {37, 43}));
    MainWindow::replaceOnLanguageChange(window);
    QPointer<MainWindow> previous(window);
    emit window->languageChangeRequested(QStringLiteral("fr"));
    QTRY_VERIFY(previous.isNull()); // closed and deleted
    MainWindow* current = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* mw = qobject_cast<MainWindow*>(w); mw && mw->isVisible())
            current = mw;
    QVERIFY(current);
    QCOMPARE(current->gameModel()->line(), (std::vector<probcut::Square>{37, 43}));
    QCOMPARE(current->statusText(), QStringLiteral("Noir au trait"));
    current->close();
    installTranslations(QStringLiteral("en"));
}

QTEST_MAIN(TestStudioSettings)
#include "test_studio_settings.moc"
