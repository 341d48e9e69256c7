// Opening names in the studio, offscreen: the window names the opening of the game on the board
// as moves are clicked, and keeps it right through undo, redo, navigation, paste (a rotated
// line and a transposition) and a new game; the book panel's Opening column names the
// continuations that lead into a named position, in any orientation, without cutting the name
// short. With PROBCUT_SCREENSHOT_DIR set, saves the window with the book panel at 1280x800 and
// 1920x1080, and the longest name in the side panel.

#include "engine/core/notation.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/game/game_model.h"
#include "ui/game/game_setup.h"
#include "ui/panels/book/book_moves_model.h"
#include "ui/panels/book/book_panel.h"
#include "ui/panels/book/book_store.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"

#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace probcut;
using namespace probcut::ui;

namespace {

Square sq(const char* name) { return *parseSquare(name); }

// The name shown, without the label's markup ("Opening: Tiger").
QString shownName(const MainWindow& window)
{
    QString text = window.openingText();
    text.remove(QStringLiteral("<b>")).remove(QStringLiteral("</b>"));
    return text;
}

QString openingTip(const MainWindow& window)
{
    auto* label = window.findChild<QLabel*>(QStringLiteral("openingText"));
    return label ? label->toolTip() : QString();
}

void saveShot(QWidget& widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(700); // past the flip animation of the last move
    widget.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

GameSetup twoHumans()
{
    GameSetup setup;
    setup.black = PlayerSetup{PlayerKind::Human, 0};
    setup.white = PlayerSetup{PlayerKind::Human, 0};
    return setup;
}

// The opening named on the book row of `move`, or "(no row)" when the book lacks the move.
QString bookName(BookMovesModel* model, const char* move)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->moveAt(row).move == sq(move))
            return model->index(row, BookMovesModel::OpeningColumn).data().toString();
    return QStringLiteral("(no row)");
}

} // namespace

class TestOpeningNamesUi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void windowNamesTheGame()
    {
        MainWindow window;
        window.startGame(twoHumans());
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.openingText(), QString());

        // Clicked on the board, as a player would.
        BoardWidget* board = window.boardWidget();
        test::click(board, sq("f5"));
        QCOMPARE(window.openingText(), QString()); // one move names nothing yet
        test::click(board, sq("d6"));
        QCOMPARE(shownName(window), QStringLiteral("Opening: Perpendicular Opening"));
        for (const char* move : {"c3", "d3"}) {
            test::click(board, sq(move));
            QCOMPARE(shownName(window), QStringLiteral("Opening: Perpendicular Opening"));
        }
        test::click(board, sq("c4"));
        QCOMPARE(shownName(window), QStringLiteral("Opening: Tiger"));
        QVERIFY2(
            openingTip(window).contains(QStringLiteral("f5 d6 c3 d3 c4")), qPrintable(openingTip(window)));
        QVERIFY(openingTip(window).contains(QStringLiteral("move 5")));
        test::click(board, sq("f4"));
        QCOMPARE(shownName(window), QStringLiteral("Opening: Tiger")); // not named: the Tiger stays
        QVERIFY(openingTip(window).contains(QStringLiteral("left the named lines")));
        test::click(board, sq("e6"));
        QCOMPARE(shownName(window), QStringLiteral("Opening: Leader's Tiger"));

        // Undo, redo and navigation follow the cursor.
        QAction* undo = test::findAction(window, QStringLiteral("Undo"));
        QAction* redo = test::findAction(window, QStringLiteral("Redo"));
        QVERIFY(undo && redo);
        undo->trigger();
        QCOMPARE(shownName(window), QStringLiteral("Opening: Tiger"));
        undo->trigger();
        undo->trigger();
        QCOMPARE(shownName(window), QStringLiteral("Opening: Perpendicular Opening"));
        redo->trigger();
        QCOMPARE(shownName(window), QStringLiteral("Opening: Tiger"));
        QVERIFY(window.gameModel()->goToPly(0));
        QCOMPARE(window.openingText(), QString());
        QVERIFY(window.gameModel()->goToPly(7));
        QCOMPARE(shownName(window), QStringLiteral("Opening: Leader's Tiger"));

        // A pasted game begun with c4 (the Tiger turned half round): the same name, and the
        // tooltip gives the moves as they stand on this board.
        QString error;
        QVERIFY2(window.pasteText(QStringLiteral("c4e3f6e6f5"), &error), qPrintable(error));
        QCOMPARE(shownName(window), QStringLiteral("Opening: Tiger"));
        QVERIFY2(
            openingTip(window).contains(QStringLiteral("c4 e3 f6 e6 f5")), qPrintable(openingTip(window)));
        // A transposition: c4 before c3 reaches the Tiger's discs.
        QVERIFY(window.pasteText(QStringLiteral("f5d6c4d3c3"), &error));
        QCOMPARE(shownName(window), QStringLiteral("Opening: Tiger"));
        // A Diagonal line from e6, reflected: Cow.
        QVERIFY(window.pasteText(QStringLiteral("e6f6f5d6c5"), &error));
        QCOMPARE(shownName(window), QStringLiteral("Opening: Cow"));

        // The longest name wraps in the narrow side panel instead of being cut short.
        QVERIFY(window.pasteText(QStringLiteral("f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2"), &error));
        QCOMPARE(shownName(window), QStringLiteral("Opening: Rotating Flat (Kling Continuation)"));
        auto* label = window.findChild<QLabel*>(QStringLiteral("openingText"));
        QTRY_VERIFY(label->height() >= label->heightForWidth(label->width()));
        saveShot(window, QStringLiteral("openings-long-name-1280x800"));

        // A new game clears it.
        window.startGame(twoHumans());
        QCOMPARE(window.openingText(), QString());
        QVERIFY(window.findChild<QLabel*>(QStringLiteral("openingText"))->isHidden());
    }

    void bookPanelNamesContinuations()
    {
        Settings().useBook.set(true);
        MainWindow window;
        window.startGame(twoHumans());
        window.resize(1280, 800);
        QDockWidget* dock = test::showPanelAlone(window, QStringLiteral("bookPanel"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(window.bookStore()->state() != BookStore::State::Loading, 15000);
        QVERIFY2(window.bookStore()->isReady(), qPrintable(window.bookStore()->problem()));
        auto* panel = dock->findChild<BookPanel*>();
        QVERIFY(panel);
        BookMovesModel* model = panel->movesModel();
        QCOMPARE(model->headerData(BookMovesModel::OpeningColumn, Qt::Horizontal).toString(),
            QStringLiteral("Opening"));

        GameModel* game = window.gameModel();
        for (const char* move : {"f5", "d6", "c3", "d3"})
            QVERIFY(game->play(sq(move)));
        QCOMPARE(bookName(model, "c4"), QStringLiteral("Tiger"));
        QVERIFY(game->play(sq("c4")));
        QVERIFY(game->play(sq("f4")));
        QCOMPARE(bookName(model, "e6"), QStringLiteral("Leader's Tiger"));
        QCOMPARE(bookName(model, "f6"), QStringLiteral("Stephenson"));
        QCOMPARE(bookName(model, "c5"), QString()); // in the book, not a named position
        int row = 0;
        while (row < model->rowCount() && model->moveAt(row).move != sq("e6"))
            ++row;
        QVERIFY(model->index(row, BookMovesModel::OpeningColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Leader's Tiger")));

        // The whole name fits in its column (fitted at most FitIntervalMs later).
        QTableView* view = panel->movesView();
        QTRY_VERIFY(view->horizontalHeader()->sectionSize(BookMovesModel::OpeningColumn)
            >= view->fontMetrics().horizontalAdvance(QStringLiteral("Leader's Tiger")));

        // The same continuations from a game begun with c4 (the board turned half round).
        window.startGame(twoHumans());
        for (const char* move : {"c4", "e3", "f6", "e6"})
            QVERIFY(game->play(sq(move)));
        QCOMPARE(bookName(model, "f5"), QStringLiteral("Tiger"));

        saveShots(window, {"f5", "d6", "c3", "d3", "c4", "f4"});
    }

private:
    // The window with the book panel after `moves`, at both sizes the issue names.
    void saveShots(MainWindow& window, std::initializer_list<const char*> moves)
    {
        if (qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR").isEmpty())
            return;
        window.startGame(twoHumans());
        for (const char* move : moves)
            QVERIFY(window.gameModel()->play(sq(move)));
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window.resize(size);
            saveShot(window, QStringLiteral("openings-%1x%2").arg(size.width()).arg(size.height()));
        }
    }
};

QTEST_MAIN(TestOpeningNamesUi)
#include "test_opening_names_ui.moc"
