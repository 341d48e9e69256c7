// MainWindow, offscreen: whole games played by simulated clicks on the board (a seeded random
// legal move each turn), pass and result announcements, illegal clicks, undo/redo through the
// menu actions, resizing. Set PROBCUT_SCREENSHOT_DIR to also save PNGs of what it shows.

#include "engine/core/notation.h"
#include "engine/search/levels.h"
#include "tests/random_games.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/help_dialog.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/game/game_model.h"
#include "ui/panels/regression/regression_panel.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

using namespace probcut;
using probcut::test::click;
using probcut::test::findAction;
using probcut::ui::BoardWidget;
using probcut::ui::GameModel;
using probcut::ui::HelpDialog;
using probcut::ui::MainWindow;
using probcut::ui::NewGameDialog;

namespace {

Square sq(const char* name) { return *parseSquare(name); }

QString labelText(const MainWindow& window, const char* name)
{
    auto* label = window.findChild<QLabel*>(QString::fromLatin1(name));
    return label ? label->text() : QString();
}

void saveShot(QWidget& widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    // Let pending layout requests run first, as the event loop would before painting.
    QCoreApplication::processEvents();
    widget.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// The new-game dialog is modal: accept it from the event loop it runs (the settings in test
// mode say two humans, see initTestCase).
void acceptNextDialog()
{
    QTimer::singleShot(0, [] {
        if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
            dialog->accept();
    });
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void startsReady();
    void playsFullGameByClicks_data();
    void playsFullGameByClicks();
    void announcesPass();
    void illegalClickIsHarmless();
    void undoRedoActions();
    void keyboardShortcuts();
    void aboutBox();
    void resizeKeepsBoardSquare_data();
    void resizeKeepsBoardSquare();
    void everyPanelOpenFitsWithoutOverlap();
    void layoutPresetsArrangeThePanels_data();
    void layoutPresetsArrangeThePanels();
    void helpGuideAndShortcuts();
    void boardPictures();
};

void TestMainWindow::initTestCase()
{
    QCoreApplication::setApplicationName(QStringLiteral("ProbCut Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROBCUT_VERSION));
    // Settings go to a throw-away test location; New Game defaults to two humans here.
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    probcut::ui::Settings().whitePlayer.set(0);
    probcut::ui::Settings().startKind.set(0);
}

void TestMainWindow::startsReady()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.windowIcon().isNull());
    QCOMPARE(window.statusText(), QStringLiteral("Black to move"));
    QCOMPARE(labelText(window, "blackCount"), QStringLiteral("2"));
    QCOMPARE(labelText(window, "whiteCount"), QStringLiteral("2"));
    QCOMPARE(window.boardWidget()->legalMoves(), Position::initial().board.legalMoves());
    QCOMPARE(window.boardWidget()->lastMove(), NoSquare);
    QVERIFY(window.minimumSize().width() >= 400);
    // A first window takes about 80 % of the screen's available area.
    const QSize available = window.screen()->availableSize();
    QCOMPARE(window.size(),
        QSize(std::max(560, available.width() * 4 / 5), std::max(420, available.height() * 4 / 5)));
    // The menus the issue asks for.
    QStringList menus;
    for (QAction* action : window.menuBar()->actions())
        menus << action->text().remove(QLatin1Char('&'));
    QCOMPARE(menus,
        (QStringList{QStringLiteral("Game"), QStringLiteral("Moves"), QStringLiteral("Position"),
            QStringLiteral("View"), QStringLiteral("Help")}));
    QVERIFY(findAction(window, QStringLiteral("New Game")));
    QVERIFY(findAction(window, QStringLiteral("About")));
    QVERIFY(!findAction(window, QStringLiteral("Undo"))->isEnabled());
    QVERIFY(!window.grab().toImage().isNull());
}

void TestMainWindow::playsFullGameByClicks_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<QSize>("size");
    QTest::addRow("seed 11, default size") << 11u << QSize(920, 680);
    QTest::addRow("seed 12, small") << 12u << QSize(540, 400);
    QTest::addRow("seed 13, large") << 13u << QSize(1500, 1100);
}

void TestMainWindow::playsFullGameByClicks()
{
    QFETCH(quint32, seed);
    QFETCH(QSize, size);
    MainWindow window;
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameModel* model = window.gameModel();
    BoardWidget* board = window.boardWidget();
    QSignalSpy over(model, &GameModel::gameOver);

    QRandomGenerator rng(seed);
    Position reference;
    int clicks = 0;
    while (!model->isGameOver()) {
        QVERIFY(clicks < 64);
        QCOMPARE(board->position(), model->position());
        QCOMPARE(board->legalMoves(), model->legalMoves());
        const Square move = test::randomMove(model->position().board, rng);
        click(board, move);
        ++clicks;
        QVERIFY(reference.play(move));
        if (reference.board.mustPass())
            QVERIFY(reference.play(PassMove));
        QCOMPARE(model->position(), reference); // the click played exactly that move
        QCOMPARE(board->lastMove(), move);
        const QString black = QString::number(__builtin_popcountll(reference.black()));
        const QString white = QString::number(__builtin_popcountll(reference.white()));
        QCOMPARE(labelText(window, "blackCount"), black);
        QCOMPARE(labelText(window, "whiteCount"), white);
        if (clicks == 30 || clicks == 31)
            saveShot(
                window, QStringLiteral("midgame%1-%2x%3").arg(clicks).arg(size.width()).arg(size.height()));
    }
    QCOMPARE(over.count(), 1);
    QCOMPARE(board->legalMoves(), Bitboard{0}); // no markers once it is over
    const int b = model->blackDiscs(), w = model->whiteDiscs();
    const QString status = window.statusText();
    if (model->finalScoreBlack() > 0)
        QCOMPARE(status, QStringLiteral("Black wins %1–%2").arg(b).arg(w));
    else if (model->finalScoreBlack() < 0)
        QCOMPARE(status, QStringLiteral("White wins %1–%2").arg(w).arg(b));
    else
        QCOMPARE(status, QStringLiteral("Draw %1–%2").arg(b).arg(w));
    QVERIFY(!window.grab().toImage().isNull());
    saveShot(window, QStringLiteral("gameover-%1x%2").arg(size.width()).arg(size.height()));

    // Clicking after the end changes nothing.
    const Position end = model->position();
    click(board, sq("a1"));
    QCOMPARE(model->position(), end);

    // New game from the button.
    auto* newGame = window.findChild<QWidget*>(QStringLiteral("newGameButton"));
    QVERIFY(newGame);
    acceptNextDialog();
    QTest::mouseClick(newGame, Qt::LeftButton);
    QCOMPARE(model->position(), Position::initial());
    QCOMPARE(window.statusText(), QStringLiteral("Black to move"));
}

void TestMainWindow::announcesPass()
{
    const quint32 seed = test::seedWithPass();
    QVERIFY(seed != 0);
    const std::vector<Square> line = test::randomGame(seed);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardWidget* board = window.boardWidget();
    GameModel* model = window.gameModel();
    bool announced = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == PassMove)
            continue;
        click(board, line[i]);
        QCOMPARE(model->lastMove(), line[i]);
        if (i + 1 < line.size() && line[i + 1] == PassMove && !model->isGameOver()) {
            const Color passer = model->positionAt(int(i) + 1).sideToMove;
            const QString name = MainWindow::colorName(passer);
            QCOMPARE(window.statusText(), QStringLiteral("%1 has no legal move and passes").arg(name));
            QVERIFY(labelText(window, "detailText")
                        .contains(QStringLiteral("%1 to move").arg(MainWindow::colorName(opposite(passer)))));
            QCOMPARE(window.findChild<QLabel*>(QStringLiteral("statusText"))->property("tone"),
                QVariant(QStringLiteral("notice")));
            if (!announced)
                saveShot(window, QStringLiteral("pass"));
            announced = true;
        } else if (!model->isGameOver()) {
            QVERIFY(!window.statusText().contains(QStringLiteral("passes")));
        }
    }
    QVERIFY(announced);
    QVERIFY(model->isGameOver());
}

void TestMainWindow::illegalClickIsHarmless()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameModel* model = window.gameModel();
    QSignalSpy changed(model, &GameModel::positionChanged);
    for (Square s : {sq("a1"), sq("d4"), sq("e5"), sq("c3")}) {
        click(window.boardWidget(), s);
        QCOMPARE(model->position(), Position::initial());
        QVERIFY(!window.statusBar()->currentMessage().isEmpty());
    }
    QCOMPARE(changed.count(), 0);
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("c3")));
    QCOMPARE(window.statusText(), QStringLiteral("Black to move"));
}

void TestMainWindow::undoRedoActions()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameModel* model = window.gameModel();
    QAction* undo = findAction(window, QStringLiteral("Undo"));
    QAction* redo = findAction(window, QStringLiteral("Redo"));
    QVERIFY(undo && redo);
    click(window.boardWidget(), sq("f5"));
    click(window.boardWidget(), sq("d6"));
    QVERIFY(undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    undo->trigger();
    QCOMPARE(model->currentPly(), 1);
    QCOMPARE(window.boardWidget()->lastMove(), sq("f5"));
    QCOMPARE(window.statusText(), QStringLiteral("White to move"));
    QVERIFY(redo->isEnabled());
    redo->trigger();
    QCOMPARE(model->currentPly(), 2);
    QCOMPARE(window.boardWidget()->lastMove(), sq("d6"));
    QVERIFY(!redo->isEnabled());
    // The shortcuts the issue asks for.
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    QCOMPARE(findAction(window, QStringLiteral("New Game"))->shortcut(), QKeySequence(QKeySequence::New));
    QCOMPARE(findAction(window, QStringLiteral("Quit"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
}

void TestMainWindow::keyboardShortcuts()
{
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    GameModel* model = window.gameModel();
    click(window.boardWidget(), sq("f5"));
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(model->currentPly(), 0);
    QTest::keyClick(&window, Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(model->currentPly(), 1);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(model->currentPly(), 1);
    acceptNextDialog();
    QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
    QCOMPARE(model->currentPly(), 0);
    QVERIFY(!model->canRedo());
}

void TestMainWindow::aboutBox()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString text;
    bool seen = false;
    // The box is modal: inspect and close it from the event loop it runs.
    QTimer::singleShot(0, &window, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        seen = true;
        text = box->text();
        saveShot(*box, QStringLiteral("about"));
        box->accept();
    });
    findAction(window, QStringLiteral("About"))->trigger();
    QVERIFY(seen);
    QVERIFY(text.contains(QStringLiteral("ProbCut Studio")));
    QVERIFY(text.contains(QStringLiteral(PROBCUT_VERSION)));
}

void TestMainWindow::resizeKeepsBoardSquare_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("minimum-ish") << QSize(520, 380);
    QTest::newRow("wide") << QSize(1600, 700);
    QTest::newRow("tall") << QSize(700, 1200);
}

void TestMainWindow::resizeKeepsBoardSquare()
{
    QFETCH(QSize, size);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.resize(size);
    QTRY_COMPARE(window.size(), size.expandedTo(window.minimumSize()));
    BoardWidget* board = window.boardWidget();
    const QRectF boardRect = board->boardRect();
    QCOMPARE(boardRect.width(), boardRect.height());
    QVERIFY(QRectF(board->rect()).contains(boardRect));
    for (Square s : {sq("a1"), sq("h1"), sq("a8"), sq("h8")}) {
        const QRectF r = board->squareRect(s);
        QCOMPARE(r.width(), r.height());
        QVERIFY(boardRect.contains(r));
    }
    // The board, not the panel, takes the room of the central area (the dock panels beside it
    // have their own).
    const QWidget* central = window.centralWidget();
    QVERIFY2(boardRect.width() > 0.5 * qMin(central->width() - 250, central->height() - 20),
        qPrintable(QStringLiteral("board %1 in a central area of %2x%3")
                       .arg(boardRect.width())
                       .arg(central->width())
                       .arg(central->height())));
    QVERIFY(!window.grab().toImage().isNull());
    saveShot(window, QStringLiteral("resize-%1x%2").arg(size.width()).arg(size.height()));
}

// Every dock panel open at once (View > Panels) in a 1400 x 900 window: their minimum heights add
// up to more than the column holds, so each must scroll rather than be laid over its neighbours
// or push the window past its size.
void TestMainWindow::everyPanelOpenFitsWithoutOverlap()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    QVERIFY(docks.size() >= 6);
    for (QDockWidget* dock : docks)
        if (!dock->toggleViewAction()->isChecked())
            dock->toggleViewAction()->trigger();
    QTest::qWait(100);
    QCOMPARE(window.size(), QSize(1400, 900));
    // Docks behind another tab are moved out of the window; the others must not intersect.
    QList<QRect> shown;
    for (QDockWidget* dock : docks)
        if (window.rect().contains(dock->geometry()))
            shown << dock->geometry();
    QVERIFY(shown.size() >= 4);
    for (int i = 0; i < shown.size(); ++i)
        for (int j = i + 1; j < shown.size(); ++j)
            QVERIFY2(!shown[i].intersects(shown[j]),
                qPrintable(QStringLiteral("%1,%2 %3x%4 and %5,%6 %7x%8")
                               .arg(shown[i].x())
                               .arg(shown[i].y())
                               .arg(shown[i].width())
                               .arg(shown[i].height())
                               .arg(shown[j].x())
                               .arg(shown[j].y())
                               .arg(shown[j].width())
                               .arg(shown[j].height())));
}

// Help > Guide (F1) and Help > Keyboard Shortcuts open one help window: the guide lists every
// level as the level table has it, and the shortcut page every menu command with a shortcut.
void TestMainWindow::helpGuideAndShortcuts()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* guide = findAction(window, QStringLiteral("Guide"));
    QAction* keys = findAction(window, QStringLiteral("Keyboard Shortcuts"));
    QVERIFY(guide && keys);
    QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
    guide->trigger();
    auto* help = window.findChild<HelpDialog*>();
    QVERIFY(help);
    QVERIFY(help->isVisible());
    QCOMPARE(help->page(), HelpDialog::Page::Guide);
    const QString text = help->browser()->toPlainText();
    for (int i = 0; i < LevelCount; ++i)
        QVERIFY2(text.contains(NewGameDialog::levelName(i)), qPrintable(NewGameDialog::levelName(i)));
    QVERIFY(text.contains(QStringLiteral("Multi-ProbCut")));
    saveShot(*help, QStringLiteral("help-guide"));
    keys->trigger();
    QCOMPARE(window.findChildren<HelpDialog*>().size(), 1); // the same window, other page
    QCOMPARE(help->page(), HelpDialog::Page::Shortcuts);
    const QString shortcuts = help->browser()->toPlainText();
    int listed = 0;
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcut().isEmpty() || action->associatedObjects().isEmpty())
            continue;
        const QString key = action->shortcut().toString(QKeySequence::NativeText);
        QVERIFY2(shortcuts.contains(key), qPrintable(key));
        ++listed;
    }
    QVERIFY(listed >= 15);
    QVERIFY(shortcuts.contains(QStringLiteral("f5")));
    saveShot(*help, QStringLiteral("help-shortcuts"));
}

// Save Board as Image / Copy Board as Image: an 800-pixel picture of the position as on screen
// (discs where they are, no legal-move dots), as PNG, SVG or on the clipboard; other suffixes
// are refused with a message.
void TestMainWindow::boardPictures()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.gameModel()->loadGame(Position::initial(), parseTranscript("f5d6c3").value().moves));
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("board.png"));
    QVERIFY2(window.saveBoardImageTo(png, &error), qPrintable(error));
    const QImage image(png);
    if (!qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR").isEmpty())
        QFile::copy(
            png, qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR") + QStringLiteral("/board-picture.png"));
    QCOMPARE(image.size(), QSize(800, 800));
    // Where the discs are: a board of the same size says where each square is drawn.
    BoardWidget geometry;
    geometry.resize(800, 800);
    const Board& board = window.gameModel()->position().board;
    auto lightness
        = [&](Square s) { return image.pixelColor(geometry.squareRect(s).center().toPoint()).lightness(); };
    const Position& pos = window.gameModel()->position();
    // (Not the last move's disc: it carries the red last-move mark.)
    const Bitboard blacks = pos.black() & ~squareBit(window.gameModel()->lastMove());
    const Square black = Square(__builtin_ctzll(blacks)), white = Square(__builtin_ctzll(pos.white()));
    const Square empty = *parseSquare("a1");
    QVERIFY2(lightness(black) < 80, qPrintable(QString::number(lightness(black))));
    QVERIFY2(lightness(white) > 170, qPrintable(QString::number(lightness(white))));
    // A legal move of White (to move) shows no dot: its centre is felt, like an empty corner.
    const Square legal = Square(__builtin_ctzll(board.legalMoves()));
    QVERIFY(qAbs(lightness(legal) - lightness(empty)) < 25);
    saveShot(window, QStringLiteral("board-picture-window"));

    const QString svg = dir.filePath(QStringLiteral("board.svg"));
    QVERIFY2(window.saveBoardImageTo(svg, &error), qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(svgText.contains("ProbCut Studio"));
    // Drawn again from the SVG, the discs are where the PNG has them.
    QSvgRenderer renderer(svgText);
    QVERIFY(renderer.isValid());
    QImage drawn(800, 800, QImage::Format_ARGB32_Premultiplied);
    drawn.fill(Qt::transparent);
    QPainter painter(&drawn);
    renderer.render(&painter);
    painter.end();
    auto drawnLightness
        = [&](Square s) { return drawn.pixelColor(geometry.squareRect(s).center().toPoint()).lightness(); };
    QVERIFY(drawnLightness(black) < 80);
    QVERIFY(drawnLightness(white) > 170);

    QVERIFY(!window.saveBoardImageTo(dir.filePath(QStringLiteral("board.bmp")), &error));
    QVERIFY(error.contains(QStringLiteral("PNG")));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("board.bmp"))));

    findAction(window, QStringLiteral("Copy Board as Image"))->trigger();
    QCOMPARE(QApplication::clipboard()->image().size(), QSize(800, 800));
}

QTEST_MAIN(TestMainWindow)
// View > Layouts at both sizes: each preset shows its panels (and only those), docked; the board
// keeps a playable size; Study ProbCut gives the cut picture a wide column. With
// PROBCUT_SCREENSHOT_DIR set, saves each preset at each size.
void TestMainWindow::layoutPresetsArrangeThePanels_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestMainWindow::layoutPresetsArrangeThePanels()
{
    QFETCH(QSize, size);
    MainWindow window;
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    const std::tuple<const char*, MainWindow::Layout, QStringList> presets[] = {
        {"layoutPlay", MainWindow::Layout::Play, {}},
        {"layoutAnalyse", MainWindow::Layout::Analyse,
            {QStringLiteral("pvPanel"), QStringLiteral("evalGraphPanel"), QStringLiteral("allMovesPanel"),
                QStringLiteral("bookPanel"), QStringLiteral("reviewPanel")}},
        {"layoutStudyProbCut", MainWindow::Layout::StudyProbCut,
            {QStringLiteral("cutPanel"), QStringLiteral("regressionPanel")}},
    };
    for (const auto& [action, layout, docks] : presets) {
        QAction* a = window.findChild<QAction*>(QLatin1String(action));
        QVERIFY2(a, action);
        QVERIFY(!a->shortcut().isEmpty());
        a->trigger();
        QTest::qWait(300);
        for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
            QCOMPARE(dock->isVisible(), docks.contains(dock->objectName()));
            QVERIFY(!dock->isFloating());
        }
        const QRect board = window.boardWidget()->rect();
        QVERIFY2(std::min(board.width(), board.height()) >= 300,
            qPrintable(QStringLiteral("%1: board %2x%3")
                           .arg(QLatin1String(action))
                           .arg(board.width())
                           .arg(board.height())));
        if (layout == MainWindow::Layout::StudyProbCut) {
            QDockWidget* cuts = window.panel(QStringLiteral("cutPanel"));
            QVERIFY2(cuts->width() >= size.width() / 4, qPrintable(QString::number(cuts->width())));
            QVERIFY(window.panel(QStringLiteral("regressionPanel"))->width() >= 260);
            // Its samples were parsed in the background while the window started.
            const auto* plot = window.findChild<probcut::ui::RegressionPanel*>();
            QVERIFY(plot);
            qInfo("regression panel shown: data ready in %.1f ms on the GUI thread",
                plot->loadSeconds() * 1000);
        }
        // No panel of the preset scrolls: each tab in turn, raised, fits its dock.
        QStringList scrolling;
        for (const QString& name : docks) {
            QDockWidget* dock = window.panel(name);
            dock->raise();
            QTest::qWait(50);
            auto* scroll = dock->findChild<QScrollArea*>(name + QStringLiteral("Scroll"));
            QVERIFY(scroll);
            if (scroll->verticalScrollBar()->isVisible() || scroll->horizontalScrollBar()->isVisible())
                scrolling << QStringLiteral("%1 (%2x%3 px, needs %4x%5)")
                                 .arg(name)
                                 .arg(scroll->viewport()->width())
                                 .arg(scroll->viewport()->height())
                                 .arg(scroll->widget()->minimumSizeHint().width())
                                 .arg(scroll->widget()->heightForWidth(scroll->viewport()->width()));
        }
        QVERIFY2(scrolling.isEmpty(), qPrintable(scrolling.join(QStringLiteral(", "))));
        if (layout == MainWindow::Layout::Analyse) {
            window.panel(QStringLiteral("pvPanel"))->raise();
            window.panel(QStringLiteral("evalGraphPanel"))->raise();
            QTest::qWait(50);
        }
        if (!dir.isEmpty())
            window.grab().save(QStringLiteral("%1/layout-%2-%3x%4.png")
                                   .arg(dir, QLatin1String(action))
                                   .arg(size.width())
                                   .arg(size.height()));
    }
}

#include "test_main_window.moc"
