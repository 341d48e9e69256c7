// The studio's opening book, offscreen: the shipped book loads in the background and the book
// panel shows, at the start position, the moves and values Book::lookup gives; a game added to
// a small temporary book is learned on the background thread, saved atomically to the user's
// book, shown in the panel at once and read back by a fresh load (the shipped file untouched);
// a damaged user book or a damaged shipped book is a message, never a crash; the engine player
// plays a book move, within the randomness; double-clicking a book move asks to play it; the
// main window has the panel. Every model runs under QAbstractItemModelTester.

#include "engine/core/notation.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/levels.h"
#include "engine/search/search.h"
#include "tests/random_games.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/engine/engine_controller.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/game/player.h"
#include "ui/panels/book/book_moves_model.h"
#include "ui/panels/book/book_panel.h"
#include "ui/panels/book/book_store.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace probcut;
using namespace probcut::ui;

namespace {

const QString ShippedBook = QStringLiteral(PROBCUT_SOURCE_DIR "/resources/book/book.pcb");
// The weakest level that plays as the engine (and so from the book): levels 1-4 are human-like.
const int FirstEngineLevel = [] {
    int i = 0;
    while (i < LevelCount - 1 && Levels[std::size_t(i)].human)
        ++i;
    return i;
}();

std::vector<Square> moves(const char* transcript)
{
    auto line = parseTranscript(transcript);
    return line ? line->moves : std::vector<Square>{};
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A small book from three openings (and `extra`, if given), valued by depth-2 searches of the
// simple evaluation.
QByteArray smallBook(const char* extra = nullptr)
{
    Book book;
    BookParams params;
    params.maxPly = 8;
    params.searchDepth = 2;
    book.setParams(params);
    for (const char* game : {"f5d6c3d3c4f4", "f5f6e6f4e3", "f5d6c5f4e3"})
        (void)book.addGame(moves(game), 2);
    if (extra)
        (void)book.addGame(moves(extra), -4);
    SimpleEvaluator evaluator;
    TranspositionTable tt(1);
    book.evaluatePending([&](const Board& b, int reduction) -> std::optional<BookEvaluation> {
        SearchLimits limits;
        limits.depth = std::max(1, 2 - reduction);
        limits.solveEmpties = 0;
        const SearchResult r = search(b, limits, tt, evaluator);
        return BookEvaluation{r.score, BookValueSource::Searched, r.depth, r.bestMove};
    });
    const std::vector<std::uint8_t> bytes = book.serialize();
    return QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()));
}

// Starts loading and waits until it is over (BookStore::loaded).
bool loadAndWait(BookStore& store, int timeoutMs = 15000)
{
    QSignalSpy loaded(&store, &BookStore::loaded);
    store.load();
    return loaded.wait(timeoutMs);
}

// A random legal line from the start (passes left out), `plies` moves or to the end of the game.
std::vector<Square> randomLine(std::uint64_t seed, int plies = 60)
{
    std::mt19937_64 rng(seed);
    Position pos = Position::initial();
    std::vector<Square> line;
    while (!pos.board.isGameOver() && int(line.size()) < plies) {
        const Square s = test::randomPly(pos.board, rng);
        pos.play(s);
        if (s != PassMove)
            line.push_back(s);
    }
    return line;
}

} // namespace

class TestBookPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY2(QFile::exists(ShippedBook), "resources/book/book.pcb is missing");
    }

    void shippedBookAtStartPosition()
    {
        QTemporaryDir dir;
        BookStore store;
        store.setPaths(ShippedBook, dir.filePath(QStringLiteral("none/book.pcb")));
        QSignalSpy changed(&store, &BookStore::stateChanged);
        QSignalSpy loaded(&store, &BookStore::loaded);
        store.load();
        QCOMPARE(store.state(), BookStore::State::Loading);
        QVERIFY(loaded.wait(15000));
        QVERIFY2(store.isReady(), qPrintable(store.problem()));
        QCOMPARE(store.origin(), BookStore::Origin::Shipped);
        QVERIFY(store.problem().isEmpty());
        QCOMPARE(store.summary().positions, std::uint64_t(55399));
        qInfo("BOOKLOAD shipped book (%llu positions) loaded in %.3f s",
            static_cast<unsigned long long>(store.summary().positions), store.loadSeconds());
        QVERIFY(store.statusText().contains(QStringLiteral("55")));

        {
            // The load's parts, on this thread: read + parse + verify, then the first look-up
            // with positions below (which builds the child index the loader warms up).
            QElapsedTimer t;
            t.start();
            const QByteArray bytes = readFile(ShippedBook);
            auto book = Book::parse(std::span(
                reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())));
            QVERIFY(bool(book));
            const double parsed = t.nsecsElapsed() / 1e6;
            t.restart();
            QVERIFY(book->lookup(Position::initial().board, true));
            qInfo("BOOKLOAD parts: read+parse %.1f ms, first look-up with index %.1f ms", parsed,
                t.nsecsElapsed() / 1e6);
        }
        // What the panel costs the GUI thread per position change: a look-up with the sizes of
        // the sub-books below every move (the largest at the start position).
        QElapsedTimer lookupTimer;
        lookupTimer.start();
        for (int k = 0; k < 20; ++k)
            QVERIFY(store.lookup(Position::initial().board, true));
        qInfo("BOOKLOOKUP start position with positions below: %.2f ms a look-up",
            lookupTimer.nsecsElapsed() / 1e6 / 20);

        GameModel game;
        BookPanel panel(&store, &game);
        QAbstractItemModelTester tester(
            panel.movesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel.resize(600, 400);
        panel.show(); // the positions below are counted while the panel is shown
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const auto expected = store.book()->lookup(Position::initial().board, true);
        QVERIFY(expected);
        BookMovesModel* model = panel.movesModel();
        QCOMPARE(model->rowCount(), int(expected->moves.size()));
        QVERIFY(model->rowCount() >= 4); // the four symmetric first moves
        for (int row = 0; row < model->rowCount(); ++row) {
            const BookMoveInfo& m = expected->moves[std::size_t(row)];
            QCOMPARE(model->moveAt(row).value, m.value);
            QCOMPARE(model->index(row, BookMovesModel::ValueColumn).data().toString(),
                BookMovesModel::valueText(m.value));
            QCOMPARE(model->index(row, BookMovesModel::MoveColumn).data(BookMovesModel::SquareRole).toInt(),
                int(m.move));
            QCOMPARE(model->moveAt(row).positionsBelow, m.positionsBelow);
            QVERIFY(
                !model->index(row, BookMovesModel::GamesColumn).data(Qt::ToolTipRole).toString().isEmpty());
        }
        for (int c = 0; c < BookMovesModel::ColumnCount; ++c)
            QVERIFY(!model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(panel.positionText().contains(QStringLiteral("In the book")));
        QVERIFY(panel.positionText().contains(BookMovesModel::valueText(expected->value)));
        QVERIFY(panel.summaryText().contains(QLocale().toString(55399)));

        // A narrow dock drops the statistics from the right instead of scrolling sideways; the
        // move's tooltip keeps them all. Widened again, every column comes back.
        {
            QTableView* view = panel.movesView();
            QHeaderView* header = view->horizontalHeader();
            const auto shownWidth = [header] { return test::shownColumnsWidth(header); };
            panel.resize(260, 400);
            QTRY_VERIFY(header->isSectionHidden(BookMovesModel::BelowColumn));
            QVERIFY(!header->isSectionHidden(BookMovesModel::MoveColumn));
            QVERIFY(!header->isSectionHidden(BookMovesModel::ValueColumn));
            QVERIFY2(shownWidth() <= view->viewport()->width(),
                qPrintable(QStringLiteral("%1 > %2").arg(shownWidth()).arg(view->viewport()->width())));
            const QString tip = model->index(0, BookMovesModel::MoveColumn).data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QStringLiteral("games")) && tip.contains(QStringLiteral("positions below")),
                qPrintable(tip));
            panel.resize(1000, 400);
            QTRY_VERIFY(!header->isSectionHidden(BookMovesModel::BelowColumn));
            for (int c = 0; c < BookMovesModel::ColumnCount; ++c)
                QVERIFY(!header->isSectionHidden(c));
            panel.resize(600, 400);
        }

        // Following the book updates the table; leaving it says so.
        QVERIFY(game.play(*parseSquare("f5")));
        QCOMPARE(model->rowCount(), int(store.book()->lookup(game.position().board, true)->moves.size()));
        for (const char* m : {"a1", "h8"}) // not legal: stays
            QVERIFY(!game.play(*parseSquare(m)));
        QVERIFY(game.loadGame(Position::initial(), moves("f5f4e3f6d3e6d6c5c4b4")));
        if (!store.lookup(game.position().board))
            QVERIFY(panel.positionText().contains(QStringLiteral("Not in the book")));

        // Double-clicking a move asks for it to be played.
        game.newGame();
        QSignalSpy activated(&panel, &BookPanel::moveActivated);
        QTableView* view = panel.movesView();
        const QRect cell = view->visualRect(model->index(0, BookMovesModel::MoveColumn));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().toInt(), int(expected->moves.front().move));
    }

    void enginePlaysBookMove()
    {
        QTemporaryDir dir;
        BookStore store;
        store.setPaths(ShippedBook, dir.filePath(QStringLiteral("user.pcb")));
        QVERIFY(loadAndWait(store));
        QVERIFY(store.isReady());
        Settings().useBook.set(true);
        Settings().bookRandomness.set(1);

        EngineController engine;
        EnginePlayer player(&engine, FirstEngineLevel);
        player.setBook(&store);
        QSignalSpy book(&player, &Player::bookMove);
        QSignalSpy chosen(&player, &Player::moveChosen);
        Position pos = Position::initial();
        pos.play(*parseSquare("f5"));
        player.startTurn(pos, 0, 0);
        QVERIFY(!engine.isSearching()); // answered from the book, no search
        QTRY_COMPARE(chosen.count(), 1);
        QCOMPARE(book.count(), 1);
        const int square = chosen.first().first().toInt();
        const auto info = store.lookup(pos.board);
        QVERIFY(info);
        const double best = info->moves.front().value;
        bool found = false;
        for (const BookMoveInfo& m : info->moves)
            if (int(m.move) == square) {
                found = true;
                QVERIFY(m.value >= best - 1.0 - 1e-9);
            }
        QVERIFY(found);

        // A cancelled turn never plays its book move.
        chosen.clear();
        player.startTurn(pos, 0, 0);
        player.cancelTurn();
        QTest::qWait(50);
        QCOMPARE(chosen.count(), 0);

        // With the book off the engine searches.
        Settings().useBook.set(false);
        player.startTurn(pos, 0, 0);
        QVERIFY(engine.isSearching());
        player.cancelTurn();
        Settings().useBook.set(true);
    }

    void addGameRoundTrip()
    {
        QTemporaryDir dir;
        const QString shipped = dir.filePath(QStringLiteral("shipped.pcb"));
        const QString user = dir.filePath(QStringLiteral("data/book.pcb")); // directory made on save
        const QByteArray original = smallBook();
        QVERIFY(writeFile(shipped, original));

        BookStore store;
        store.setPaths(shipped, user);
        store.setLearningDepth(2);
        QVERIFY(loadAndWait(store));
        QVERIFY(store.isReady());
        const std::size_t before = store.book()->size();

        GameModel game;
        BookPanel panel(&store, &game);
        QAbstractItemModelTester tester(
            panel.movesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // A game the book does not know after f5 f4 (unfinished: its result is estimated).
        const std::vector<Square> line = moves("f5d6c4d3c3f4");
        QVERIFY(game.loadGame(Position::initial(), line));
        game.goToPly(3);
        QVERIFY(!store.lookup(game.position().board));
        QVERIFY(panel.positionText().contains(QStringLiteral("Not in the book")));

        QSignalSpy finished(&store, &BookStore::learningFinished);
        QSignalSpy progress(&store, &BookStore::learningProgress);
        QVERIFY(panel.addCurrentGame());
        QVERIFY(store.isLearning());
        QVERIFY(!panel.addGameAction()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(finished.count(), 1);
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
        QVERIFY(progress.count() > 0);
        QCOMPARE(store.origin(), BookStore::Origin::User);
        QVERIFY(store.book()->size() > before);
        QVERIFY(panel.addGameAction()->isEnabled());
        QVERIFY(panel.messageText().contains(QStringLiteral("added")));

        // The panel shows the new game at once: the position after f5 f4 is now in the book, and
        // at the start the move f5 counts one more game.
        QVERIFY(panel.positionText().contains(QStringLiteral("In the book")));
        QVERIFY(panel.movesModel()->rowCount() > 0);

        // Saved: the shipped file is untouched, the user file parses and holds the game.
        QCOMPARE(readFile(shipped), original);
        const QByteArray saved = readFile(user);
        QVERIFY(!saved.isEmpty());
        QVERIFY(!QFile::exists(user + QStringLiteral(".tmp")));
        auto reread = Book::parse(
            std::span(reinterpret_cast<const std::uint8_t*>(saved.constData()), std::size_t(saved.size())));
        QVERIFY(bool(reread));
        Position p = Position::initial();
        for (Square s : line) {
            p.play(s);
            QVERIFY2(reread->contains(p.board), squareName(s).c_str());
        }
        QCOMPARE(
            reread->lookup(Position::initial().board)->games, store.lookup(Position::initial().board)->games);
        QCOMPARE(reread->lookup(Position::initial().board)->games, 4u);

        // A fresh load prefers the user's book.
        BookStore again;
        again.setPaths(shipped, user);
        QVERIFY(loadAndWait(again));
        QCOMPARE(again.origin(), BookStore::Origin::User);
        QCOMPARE(again.book()->size(), store.book()->size());
        QVERIFY(again.statusText().contains(QStringLiteral("yours")));
    }

    void cancelLeavesBookUnchanged()
    {
        QTemporaryDir dir;
        const QString shipped = dir.filePath(QStringLiteral("shipped.pcb"));
        const QString user = dir.filePath(QStringLiteral("book.pcb"));
        QVERIFY(writeFile(shipped, smallBook()));
        BookStore store;
        store.setPaths(shipped, user);
        store.setLearningDepth(12); // slow enough to be cancelled
        QVERIFY(loadAndWait(store));
        const std::size_t before = store.book()->size();
        QSignalSpy finished(&store, &BookStore::learningFinished);
        QVERIFY(store.addGame(moves("c4c3d3c5b3"), std::nullopt, std::make_shared<SimpleEvaluator>()));
        QString why;
        QVERIFY(!store.addGame(moves("c4e3"), 0, std::make_shared<SimpleEvaluator>(), &why)); // one at a time
        QVERIFY(!why.isEmpty());
        store.cancelLearning();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(finished.count(), 1);
        QVERIFY(!finished.first().at(0).toBool());
        QCOMPARE(store.book()->size(), before);
        QCOMPARE(store.origin(), BookStore::Origin::Shipped);
        QVERIFY(!QFile::exists(user));
    }

    // A newer shipped book (an upgrade) is not hidden by the user's book made from the older one:
    // the user's learned games are learned again into it, and the list beside the user's book
    // follows. A user book without the list is kept; a damaged list is a message.
    void newerShippedBookRelearnsYourGames()
    {
        QTemporaryDir dir;
        const QString shipped = dir.filePath(QStringLiteral("shipped.pcb"));
        const QString user = dir.filePath(QStringLiteral("data/book.pcb"));
        const QString list = BookStore::learnedGamesPath(user);
        QVERIFY(writeFile(shipped, smallBook()));
        const auto evaluator = std::make_shared<SimpleEvaluator>();
        const std::vector<Square> mine = moves("c4e3f6e6f5");
        auto inBook = [](const BookStore& store, const std::vector<Square>& line) {
            Position p = Position::initial();
            for (Square s : line) {
                p.play(s);
                if (!store.book()->contains(p.board))
                    return false;
            }
            return true;
        };
        // A store as the studio makes one at start-up, loaded.
        auto open = [&](BookStore& store) {
            store.setPaths(shipped, user);
            store.setEvaluator(evaluator);
            store.setLearningDepth(2);
            return loadAndWait(store);
        };
        {
            BookStore store;
            QVERIFY(open(store));
            QSignalSpy finished(&store, &BookStore::learningFinished);
            QVERIFY(store.addGame(mine, 10, evaluator));
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
            QCOMPARE(store.learnedGames().size(), std::size_t(1));
            const QString text = QString::fromUtf8(readFile(list));
            QVERIFY2(text.contains(QStringLiteral("game c4e3f6e6f5 +10")), qPrintable(text));
            QVERIFY(text.contains(QStringLiteral("complete yes")));
        }
        // The same shipped book: the user's book is used as it is.
        {
            BookStore store;
            QVERIFY(open(store));
            QCOMPARE(store.origin(), BookStore::Origin::User);
            QVERIFY(!store.isLearning());
            QVERIFY(inBook(store, mine));
        }
        // An upgrade brings a shipped book with a line the old one did not have.
        const std::vector<Square> upgrade = moves("d3c5f6f5e6");
        QVERIFY(writeFile(shipped, smallBook("d3c5f6f5e6")));
        const QByteArray newShipped = readFile(shipped);
        {
            BookStore store;
            QSignalSpy finished(&store, &BookStore::learningFinished);
            QVERIFY(open(store));
            QCOMPARE(store.origin(), BookStore::Origin::Shipped); // at once, while relearning
            QVERIFY(inBook(store, upgrade));
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
            QCOMPARE(finished.count(), 1);
            QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
            QVERIFY(finished.first().at(1).toString().contains(QStringLiteral("updated")));
            QCOMPARE(store.origin(), BookStore::Origin::User);
            QVERIFY(inBook(store, upgrade));
            QVERIFY(inBook(store, mine));
            QCOMPARE(readFile(shipped), newShipped); // never written
        }
        {
            BookStore store; // learned into the new one: no more relearning
            QVERIFY(open(store));
            QCOMPARE(store.origin(), BookStore::Origin::User);
            QVERIFY(!store.isLearning());
            QVERIFY(inBook(store, upgrade) && inBook(store, mine));
        }
        // A damaged list: said, and the user's book is kept.
        QVERIFY(writeFile(list, QByteArray("base zz\ngame c4e3 +2\n")));
        QVERIFY(writeFile(shipped, smallBook("e6f4c3c4d3")));
        {
            BookStore store;
            QVERIFY(open(store));
            QCOMPARE(store.origin(), BookStore::Origin::User);
            QVERIFY(!store.isLearning());
            QVERIFY2(store.problem().contains(QStringLiteral("line 1")), qPrintable(store.problem()));
        }
        // A user book from before the list existed is kept as it is.
        QVERIFY(QFile::remove(list));
        {
            BookStore store;
            QVERIFY(open(store));
            QCOMPARE(store.origin(), BookStore::Origin::User);
            QVERIFY(!store.isLearning());
            QVERIFY(store.problem().isEmpty());
        }
    }

    void damagedBooksAreMessages()
    {
        QTemporaryDir dir;
        const QString shipped = dir.filePath(QStringLiteral("shipped.pcb"));
        const QString user = dir.filePath(QStringLiteral("book.pcb"));
        QByteArray good = smallBook();
        QVERIFY(writeFile(shipped, good));
        QByteArray bad = good;
        bad[bad.size() / 2] = char(bad[bad.size() / 2] ^ 0x5a); // checksum no longer matches
        QVERIFY(writeFile(user, bad));

        {
            BookStore store;
            store.setPaths(shipped, user);
            QVERIFY(loadAndWait(store));
            QVERIFY(store.isReady()); // the shipped book instead
            QCOMPARE(store.origin(), BookStore::Origin::Shipped);
            QVERIFY(store.problem().contains(QStringLiteral("damaged")));
            GameModel game;
            BookPanel panel(&store, &game);
            QVERIFY(panel.messageText().contains(QStringLiteral("damaged")));
            QVERIFY(panel.positionText().contains(QStringLiteral("In the book")));
        }
        {
            // Both damaged (and a truncated one): no book, a message, and look-ups answer nothing.
            QVERIFY(writeFile(shipped, good.left(good.size() / 3)));
            BookStore store;
            store.setPaths(shipped, user);
            QVERIFY(loadAndWait(store));
            QCOMPARE(store.state(), BookStore::State::Failed);
            QVERIFY(!store.isReady());
            QVERIFY(!store.problem().isEmpty());
            QVERIFY(!store.chooseMove(Position::initial().board, 2));
            GameModel game;
            BookPanel panel(&store, &game);
            QAbstractItemModelTester tester(
                panel.movesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            QCOMPARE(panel.movesModel()->rowCount(), 0);
            QVERIFY(panel.positionText().contains(QStringLiteral("No opening book")));
            QVERIFY(!panel.messageText().isEmpty());
            game.play(*parseSquare("f5"));
        }
        {
            // Missing entirely.
            BookStore store;
            store.setPaths(
                dir.filePath(QStringLiteral("nothing.pcb")), dir.filePath(QStringLiteral("no.pcb")));
            QVERIFY(loadAndWait(store));
            QCOMPARE(store.state(), BookStore::State::Failed);
            QVERIFY(store.problem().contains(QStringLiteral("does not exist")));
        }
    }

    // With PROBCUT_SCREENSHOT_DIR set (e.g. under xvfb-run), saves the window with the book
    // panel shown a few moves into a book line.
    void screenshot()
    {
        const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("PROBCUT_SCREENSHOT_DIR is not set");
        MainWindow window;
        window.resize(1400, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(window.bookStore()->state() != BookStore::State::Loading, 15000);
        QDockWidget* dock = test::showPanelAlone(window, QStringLiteral("bookPanel"));
        dock->raise();
        QVERIFY(window.gameModel()->loadGame(Position::initial(), moves("f5d6c3d3c4")));
        QTest::qWait(300);
        QDir().mkpath(dir);
        QVERIFY(window.grab().save(dir + QStringLiteral("/book-panel-window.png")));
        QVERIFY(dock->grab().save(dir + QStringLiteral("/book-panel.png")));
        window.resizeDocks({dock}, {260}, Qt::Horizontal);
        QTest::qWait(300);
        QVERIFY(dock->grab().save(dir + QStringLiteral("/book-panel-260.png")));
    }

    void autoAddFinishedGame()
    {
        QTemporaryDir dir;
        const QString shipped = dir.filePath(QStringLiteral("shipped.pcb"));
        const QString user = dir.filePath(QStringLiteral("book.pcb"));
        QVERIFY(writeFile(shipped, smallBook()));
        BookStore store;
        store.setPaths(shipped, user);
        store.setLearningDepth(2);
        QVERIFY(loadAndWait(store));
        GameModel game;
        BookPanel panel(&store, &game);
        // A random finished game, all but its last move loaded, the last one played.
        const std::vector<Square> line = randomLine(7);
        QVERIFY(game.loadGame(Position::initial(), std::vector<Square>(line.begin(), line.end() - 1)));
        QSignalSpy finished(&store, &BookStore::learningFinished);
        Settings().autoAddToBook.set(false);
        QVERIFY(game.play(line.back()));
        QVERIFY(!store.isLearning()); // off by default
        game.undo();
        Settings().autoAddToBook.set(true);
        QVERIFY(game.play(line.back()));
        QVERIFY(store.isLearning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        Settings().autoAddToBook.set(false);
        QCOMPARE(finished.count(), 1);
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
        QVERIFY(QFile::exists(user));
        // The finished game's result was counted at the start position.
        const auto start = store.lookup(Position::initial().board);
        QCOMPARE(start->games, 4u);
    }

    // A figure, not a check (PROBCUT_BOOK_BENCH=1): adding a studio game to a copy of the
    // shipped book at its own depth (8), as "Add this game to the book" does.
    void learnIntoShippedBookTiming()
    {
        if (qEnvironmentVariableIsEmpty("PROBCUT_BOOK_BENCH"))
            QSKIP("set PROBCUT_BOOK_BENCH=1 to time learning into the shipped book");
        QTemporaryDir dir;
        BookStore store;
        store.setPaths(ShippedBook, dir.filePath(QStringLiteral("book.pcb")));
        QVERIFY(loadAndWait(store));
        const std::size_t before = store.book()->size();
        GameModel game;
        BookPanel panel(&store, &game);
        // A random 20-ply line: it leaves the book within a few moves.
        QVERIFY(game.loadGame(Position::initial(), randomLine(3, 20)));
        QSignalSpy finished(&store, &BookStore::learningFinished);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(panel.addCurrentGame());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 600000);
        qInfo("BOOKLEARN %lld new positions learned into the shipped book in %.2f s (depth %d)",
            static_cast<long long>(store.book()->size() - before), timer.nsecsElapsed() / 1e9,
            store.book()->params().searchDepth);
        qInfo("BOOKLEARN message: %s", qPrintable(panel.messageText()));
    }

    void settingsDialogBookOptions()
    {
        Settings().useBook.set(true);
        Settings().bookRandomness.set(2);
        Settings().autoAddToBook.set(false);
        SettingsDialog dialog;
        auto* use = dialog.findChild<QCheckBox*>(QStringLiteral("useBook"));
        auto* variety = dialog.findChild<QComboBox*>(QStringLiteral("bookRandomness"));
        auto* autoAdd = dialog.findChild<QCheckBox*>(QStringLiteral("autoAddToBook"));
        QVERIFY(use && variety && autoAdd);
        QVERIFY(use->isChecked());
        QCOMPARE(variety->currentIndex(), 2);
        QCOMPARE(variety->count(), Settings().bookRandomness.maximum() + 1);
        QVERIFY(!autoAdd->isChecked());
        use->setChecked(false);
        QVERIFY(!variety->isEnabled());
        variety->setCurrentIndex(0);
        autoAdd->setChecked(true);
        dialog.save();
        QVERIFY(!Settings().useBook.get());
        QCOMPARE(Settings().bookRandomness.get(), 0);
        QVERIFY(Settings().autoAddToBook.get());
        Settings().useBook.reset();
        Settings().bookRandomness.reset();
        Settings().autoAddToBook.reset();
    }

    void mainWindowHasBookPanel()
    {
        Settings().useBook.set(true);
        MainWindow window;
        QDockWidget* dock = window.panel(QStringLiteral("bookPanel"));
        QVERIFY(dock);
        QVERIFY(dock->findChild<BookPanel*>());
        QVERIFY(window.bookStore());
        QTRY_VERIFY_WITH_TIMEOUT(window.bookStore()->state() != BookStore::State::Loading, 15000);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("addGameToBookAction")));
        QVERIFY(window.findChild<QLabel*>(QStringLiteral("bookStatusLabel"))
                    ->text()
                    .contains(QStringLiteral("55")));
        // An engine playing Black opens from the book, and its text says so (the human-like levels
        // play without the book).
        GameSetup setup;
        setup.black = PlayerSetup{PlayerKind::Engine, FirstEngineLevel};
        setup.white = PlayerSetup{PlayerKind::Human, 0};
        window.startGame(setup);
        QTRY_COMPARE(window.gameModel()->currentPly(), 1);
        QVERIFY2(window.engineText().contains(QStringLiteral("book move")), qPrintable(window.engineText()));

        // While the engine thinks, double-clicking a book move previews it instead.
        Settings().useBook.set(false);
        GameSetup slow;
        slow.black = PlayerSetup{PlayerKind::Human, 0};
        slow.white = PlayerSetup{PlayerKind::Engine, 9};
        window.startGame(slow);
        QVERIFY(window.gameModel()->play(*parseSquare("f5")));
        QTRY_VERIFY(window.gameController()->isEngineThinking());
        auto* panel = dock->findChild<BookPanel*>();
        emit panel->moveActivated(*parseSquare("d6"));
        QVERIFY(window.boardWidget()->isPreviewing());
        QCOMPARE(window.gameModel()->currentPly(), 1); // nothing played
        window.boardWidget()->clearPreview();
        window.gameController()->cancelTurn();
        Settings().useBook.set(true);
    }
};

QTEST_MAIN(TestBookPanel)
#include "test_book_panel.moc"
