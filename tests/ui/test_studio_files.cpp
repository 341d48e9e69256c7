// Files and positions through the main window, offscreen: GGF and transcript save/open round
// trips (atomic writes), clear errors for bad or missing files with the game left unchanged,
// picking a game from a WTHOR database (shared data), the crash autosave and its removal on a
// clean exit, paste through the window, the symmetry transforms and the board editor.

#include "engine/core/notation.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/board_editor_dialog.h"
#include "ui/dialogs/wthor_dialog.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace probcut;
using namespace probcut::ui;
using probcut::test::findAction;

namespace {

std::vector<Square> line(const char* transcript) { return parseTranscript(transcript).value().moves; }

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestStudioFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void ggfRoundTrip();
    void transcriptRoundTrip();
    void transcriptNeedsInitialStart();
    void badFilesExplained_data();
    void badFilesExplained();
    void wthorPickGame();
    void autosaveAndCleanExit();
    void pasteThroughWindow();
    void symmetryTransform();
    void boardEditor();

private:
    QTemporaryDir m_dir;
};

void TestStudioFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
}

void TestStudioFiles::ggfRoundTrip()
{
    MainWindow window;
    QVERIFY(window.gameModel()->loadGame(Position::initial(), line("f5d6c3d3c4f4f6f3e6e7"), 6));
    const QString path = m_dir.filePath(QStringLiteral("game.ggf"));
    QString error;
    QVERIFY2(window.saveFile(path, &error), qPrintable(error));
    QVERIFY(!QFile::exists(path + QStringLiteral(".tmp")));
    MainWindow other;
    QVERIFY2(other.openFile(path, &error), qPrintable(error));
    // The whole line is saved, not only the moves up to the cursor.
    QCOMPARE(other.gameModel()->line(), line("f5d6c3d3c4f4f6f3e6e7"));
    QVERIFY(Settings().recentFiles.get().contains(QFileInfo(path).absoluteFilePath()));
}

void TestStudioFiles::transcriptRoundTrip()
{
    MainWindow window;
    QVERIFY(window.gameModel()->loadGame(Position::initial(), line("f5f6e6f4e3")));
    const QString path = m_dir.filePath(QStringLiteral("game.txt"));
    QString error;
    QVERIFY2(window.saveFile(path, &error), qPrintable(error));
    MainWindow other;
    QVERIFY2(other.openFile(path, &error), qPrintable(error));
    QCOMPARE(other.gameModel()->line(), line("f5f6e6f4e3"));
}

void TestStudioFiles::transcriptNeedsInitialStart()
{
    MainWindow window;
    Position start = Position::initial();
    start.play(*parseSquare("f5"));
    window.gameModel()->newGame(start);
    QString error;
    QVERIFY(!window.saveFile(m_dir.filePath(QStringLiteral("no.txt")), &error));
    QVERIFY2(error.contains(QStringLiteral("GGF")), qPrintable(error));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("no.txt"))));
    QVERIFY(window.saveFile(m_dir.filePath(QStringLiteral("yes.ggf")), &error));
}

void TestStudioFiles::badFilesExplained_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("mustMention");
    QTest::addRow("missing") << QStringLiteral("missing.ggf") << QByteArray()
                             << QStringLiteral("missing.ggf");
    QTest::addRow("garbage ggf") << QStringLiteral("bad.ggf") << QByteArray("(;GM[Othello]BO[8 nonsense];)")
                                 << QStringLiteral("GGF");
    QTest::addRow("illegal transcript")
        << QStringLiteral("bad.txt") << QByteArray("f5f5") << QStringLiteral("transcript");
    QTest::addRow("truncated wthor") << QStringLiteral("bad.wtb") << QByteArray(20, '\0')
                                     << QStringLiteral("bad.wtb");
}

void TestStudioFiles::badFilesExplained()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, mustMention);
    const QString path = m_dir.filePath(name);
    if (!bytes.isEmpty())
        writeFile(path, bytes);
    MainWindow window;
    QVERIFY(window.gameModel()->loadGame(Position::initial(), line("f5d6")));
    QString error;
    QVERIFY(!window.openFile(path, &error));
    QVERIFY2(error.contains(mustMention), qPrintable(error));
    // Nothing is lost.
    QCOMPARE(window.gameModel()->line(), line("f5d6"));
}

void TestStudioFiles::wthorPickGame()
{
    const QString path = QStringLiteral(PROBCUT_SHARED_DIR "/data/games/wthor/WTH_1990.wtb");
    if (!QFile::exists(path)) {
        if (qEnvironmentVariableIsSet("CI"))
            QFAIL("shared data missing: WTH_1990.wtb");
        QSKIP("shared data not available");
    }
    MainWindow window;
    window.show();
    int rows = 0;
    QString firstBlack;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<WthorDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        rows = dialog->table()->rowCount();
        firstBlack = dialog->table()->item(2, 1)->text();
        dialog->table()->selectRow(2);
        dialog->accept();
    });
    QVERIFY(window.openFile(path));
    QVERIFY(rows > 100);
    QVERIFY(!firstBlack.startsWith(QLatin1Char('#'))); // names came from WTHOR.JOU
    QVERIFY(window.gameModel()->lineLength() > 50);
    QCOMPARE(window.gameModel()->startPosition(), Position::initial());
}

void TestStudioFiles::autosaveAndCleanExit()
{
    QFile::remove(MainWindow::autosavePath());
    {
        MainWindow window;
        window.show();
        QVERIFY(!window.offerRestore()); // nothing to restore; arms the autosave
        QVERIFY(window.gameModel()->play(*parseSquare("f5")));
        QVERIFY(QFile::exists(MainWindow::autosavePath()));
        QVERIFY(window.gameModel()->play(*parseSquare("d6")));
        QFile f(MainWindow::autosavePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().toLower().contains("w[d6]"));
        f.close();
        // A crash would leave it here; a clean exit removes it.
        window.close();
        QVERIFY(!QFile::exists(MainWindow::autosavePath()));
    }
    // Restoring: a leftover autosave is offered (answered Yes here) and loaded.
    writeFile(MainWindow::autosavePath(),
        "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
        "*]B[f5]W[f6]B[e6];)");
    MainWindow window;
    window.show();
    QTimer::singleShot(0, [] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Yes)->click();
    });
    window.offerRestore();
    QCOMPARE(window.gameModel()->line(), line("f5f6e6"));
    // The autosave has no players: both colours are the user's now, and the window says so.
    QCOMPARE(window.gameController()->setup().black.kind, PlayerKind::Human);
    QCOMPARE(window.gameController()->setup().white.kind, PlayerKind::Human);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("both played by you"))
            && message.contains(QStringLiteral("clock is off")),
        qPrintable(message));
}

void TestStudioFiles::pasteThroughWindow()
{
    MainWindow window;
    QVERIFY(window.gameModel()->loadGame(Position::initial(), line("f5d6c3")));
    QString error;
    QVERIFY(!window.pasteText(QStringLiteral("f5 z9"), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(window.gameModel()->line(), line("f5d6c3"));
    QVERIFY(window.pasteText(QStringLiteral("F5F6E6F4"), &error));
    QCOMPARE(window.gameModel()->line(), line("f5f6e6f4"));
    QCOMPARE(window.gameModel()->currentPly(), 4);
    // The replaced game is not lost: Back to the Previous Game swaps it back (and forth).
    QAction* previous = findAction(window, QStringLiteral("Previous Game"));
    QVERIFY(previous && previous->isEnabled());
    previous->trigger();
    QCOMPARE(window.gameModel()->line(), line("f5d6c3"));
    previous->trigger();
    QCOMPARE(window.gameModel()->line(), line("f5f6e6f4"));
}

void TestStudioFiles::symmetryTransform()
{
    MainWindow window;
    QVERIFY(window.gameModel()->loadGame(Position::initial(), line("f5d6c3"), 2));
    QAction* rotate = findAction(window, QStringLiteral("Rotate 180"));
    QVERIFY(rotate);
    rotate->trigger();
    QCOMPARE(window.gameModel()->line(), line("c4e3f6"));
    QCOMPARE(window.gameModel()->currentPly(), 2);
    rotate->trigger();
    QCOMPARE(window.gameModel()->line(), line("f5d6c3"));
}

void TestStudioFiles::boardEditor()
{
    BoardEditorDialog editor(Position::initial());
    editor.show();
    // Clicking the board cycles a square: empty -> black -> white -> empty.
    const Square a1 = *parseSquare("a1");
    QTest::mouseClick(editor.board(), Qt::LeftButton, {}, editor.board()->squareRect(a1).center().toPoint());
    QVERIFY(editor.position().black() & squareBit(a1));
    editor.applyTool(a1);
    QVERIFY(editor.position().white() & squareBit(a1));
    editor.applyTool(a1);
    QVERIFY(!((editor.position().black() | editor.position().white()) & squareBit(a1)));
    editor.setSideToMove(Color::White);
    QCOMPARE(editor.position().sideToMove, Color::White);
    // An impossible position (an empty centre square) is refused with a reason.
    editor.applyTool(*parseSquare("d4")); // white -> empty
    editor.accept();
    QVERIFY(editor.isVisible());
    QVERIFY(editor.findChild<QLabel*>(QStringLiteral("editorMessage"))
                ->text()
                .contains(QStringLiteral("cannot")));
}

QTEST_MAIN(TestStudioFiles)
#include "test_studio_files.moc"
