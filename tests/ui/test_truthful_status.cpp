// Truthful status, offscreen: a paste (or open) that replaces the game is undone in one step, old
// game, players and clock included, and says when it changed who plays a colour; the panels'
// status texts belong to the game on the board (reset when it is replaced); and one point of view
// (Preferences > Show values for) sets the sign and the label of every value: board hints, All
// Moves, the book, the principal variation and Explain Position.

#include "engine/core/notation.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/engine/game_analyser.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/panels/analysis/analysis_panels.h"
#include "ui/panels/book/book_moves_model.h"
#include "ui/panels/book/book_panel.h"
#include "ui/panels/book/book_store.h"
#include "ui/panels/cut/cut_comparison_view.h"
#include "ui/panels/cut/cut_panel.h"
#include "ui/panels/eval_graph/eval_graph_panel.h"
#include "ui/panels/explain/explain_panel.h"
#include "ui/panels/moves/all_moves_model.h"
#include "ui/panels/moves/all_moves_panel.h"
#include "ui/panels/pv/pv_model.h"
#include "ui/panels/pv/pv_panel.h"
#include "ui/panels/regression/regression_panel.h"
#include "ui/window/main_window.h"
#include "ui/window/point_of_view.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>

#include <bit>

using namespace probcut;
using namespace probcut::ui;
using probcut::test::click;
using probcut::test::findAction;

namespace {

std::vector<Square> line(const char* transcript) { return parseTranscript(transcript).value().moves; }
Square sq(const char* name) { return *parseSquare(name); }

// Human Black against the engine as White with a clock, four moves played: Black to move.
void setUpEngineGame(MainWindow& window)
{
    GameSetup setup;
    setup.black.kind = PlayerKind::Human;
    setup.white.kind = PlayerKind::Engine;
    setup.white.level = 0;
    setup.clock = true;
    setup.clockMinutes = 7;
    window.startGame(setup);
    QVERIFY(window.gameModel()->loadGame(Position::initial(), line("f5d6c3d3")));
}

MoveHints oneHint(Square square, double score)
{
    MoveHints hints{};
    MoveHint hint;
    hint.score = score;
    hint.depth = 6;
    hint.pv = {square};
    hints[std::size_t(square)] = hint;
    return hints;
}

} // namespace

class TestTruthfulStatus : public QObject {
    Q_OBJECT

private slots:
    void init();
    void pasteIsUndoneInOneStep();
    void pasteSaysWhoPlaysNow();
    void afterAMoveUndoTakesBackMoves();
    void panelsResetWhenTheGameIsReplaced();
    void preferencesOfferThePointOfView();
    void pointOfViewFlipsHintsMovesAndBook();
    void pointOfViewLabelsEveryPanel();
    void pointOfViewFlipsTheCutComparison();
    void screenshots();
};

// "Was it right?": with values for Black, a position with White to move shows its value negated,
// and a cut at a White node claims the mirrored bound (at least +4 for White = at most -4 for
// Black); at a Black node nothing changes.
void TestTruthfulStatus::pointOfViewFlipsTheCutComparison()
{
    CutComparison::Result r;
    r.position = Position::initial();
    r.position.play(sq("f5")); // White to move
    r.depth = r.requestedDepth = 4;
    for (CutComparison::Side* side : {&r.selective, &r.sameTime, &r.sameDepth}) {
        side->depth = 4;
        side->value = 2.5;
        side->bestMove = sq("f6");
        side->finished = true;
    }
    CutComparison::CutVerdict white; // the root: White to move
    white.cut.decision = CutDecision::FailHigh;
    white.cut.windowBound = 4;
    white.checked = true;
    white.deepValue = 6;
    CutComparison::CutVerdict black = white; // one move down: Black to move
    black.cut.path[0] = std::uint8_t(sq("f6"));
    black.cut.pathLength = 1;
    r.verdicts = {white, black};
    CutComparisonView view;
    view.setResult(r);
    auto text = [&](int row, int column) { return view.cutsTable()->item(row, column)->text(); };
    auto value = [&] {
        return view.table()->item(CutComparisonView::ValueRow, CutComparisonView::SelectiveColumn)->text();
    };
    QCOMPARE(view.table()->verticalHeaderItem(CutComparisonView::ValueRow)->text(),
        QStringLiteral("Value for White"));
    QVERIFY2(value().startsWith(QLatin1Char('+')), qPrintable(value()));
    QVERIFY2(text(0, CutComparisonView::ClaimColumn).startsWith(QStringLiteral("at least +4")),
        qPrintable(text(0, CutComparisonView::ClaimColumn)));
    view.setPointOfView(PointOfView::Black);
    QCOMPARE(view.table()->verticalHeaderItem(CutComparisonView::ValueRow)->text(),
        QStringLiteral("Value for Black"));
    QVERIFY2(value().startsWith(QChar(0x2212)), qPrintable(value()));
    QVERIFY2(text(0, CutComparisonView::ClaimColumn).startsWith(QStringLiteral("at most \u22124")),
        qPrintable(text(0, CutComparisonView::ClaimColumn)));
    QVERIFY2(text(0, CutComparisonView::DeepColumn).startsWith(QChar(0x2212)),
        qPrintable(text(0, CutComparisonView::DeepColumn)));
    QVERIFY2(text(1, CutComparisonView::ClaimColumn).startsWith(QStringLiteral("at least +4")),
        qPrintable(text(1, CutComparisonView::ClaimColumn)));
    QVERIFY(view.cutsTable()
                ->horizontalHeaderItem(CutComparisonView::ClaimColumn)
                ->toolTip()
                .contains(QStringLiteral("for Black")));
}

void TestTruthfulStatus::init()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestTruthfulStatus::pasteIsUndoneInOneStep()
{
    MainWindow window;
    setUpEngineGame(window);
    QAction* undo = window.undoAction();
    QVERIFY(window.pasteText(QStringLiteral("F5F6E6F4")));
    QCOMPARE(window.gameModel()->line(), line("f5f6e6f4"));
    QCOMPARE(window.gameController()->setup().white.kind, PlayerKind::Human);
    QVERIFY(window.canUndoReplacement());
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text().remove(QLatin1Char('&')), QStringLiteral("Undo Paste"));

    undo->trigger();
    // One step: the old game, its players and its clock are back.
    QCOMPARE(window.gameModel()->line(), line("f5d6c3d3"));
    QCOMPARE(window.gameController()->setup().white.kind, PlayerKind::Engine);
    QCOMPARE(window.gameController()->setup().black.kind, PlayerKind::Human);
    QVERIFY(window.gameController()->setup().clock);
    QCOMPARE(window.gameController()->setup().clockMinutes, 7);
    QVERIFY(!window.canUndoReplacement());
    QCOMPARE(undo->text().remove(QLatin1Char('&')), QStringLiteral("Undo Move"));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("Undone")));
    // The pasted game is one step away too.
    findAction(window, QStringLiteral("Previous Game"))->trigger();
    QCOMPARE(window.gameModel()->line(), line("f5f6e6f4"));
}

void TestTruthfulStatus::pasteSaysWhoPlaysNow()
{
    MainWindow window;
    setUpEngineGame(window);
    QVERIFY(window.pasteText(
        QStringLiteral("---------------------------OX------XO--------------------------- X")));
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("played by you (White was the engine)")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("clock is off")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("Undo (Ctrl+Z)")), qPrintable(message));

    // Two humans before: nothing to say about the players.
    QVERIFY(window.pasteText(QStringLiteral("f5d6")));
    const QString second = window.statusBar()->currentMessage();
    QVERIFY2(!second.contains(QStringLiteral("engine")), qPrintable(second));
    QVERIFY2(second.contains(QStringLiteral("Undo")), qPrintable(second));
}

void TestTruthfulStatus::afterAMoveUndoTakesBackMoves()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setUpEngineGame(window);
    QVERIFY(window.pasteText(QStringLiteral("F5F6E6F4")));
    const Bitboard legal = window.gameModel()->legalMoves();
    QVERIFY(legal != 0);
    click(window.boardWidget(), Square(std::countr_zero(legal)));
    QCOMPARE(window.gameModel()->currentPly(), 5);
    QVERIFY(!window.canUndoReplacement());
    QCOMPARE(window.undoAction()->text().remove(QLatin1Char('&')), QStringLiteral("Undo Move"));
    window.undoAction()->trigger();
    // A move undone, the pasted game kept.
    QCOMPARE(window.gameModel()->currentPly(), 4);
    QCOMPARE(window.gameController()->setup().white.kind, PlayerKind::Human);
}

void TestTruthfulStatus::panelsResetWhenTheGameIsReplaced()
{
    MainWindow window;
    auto* panels = window.findChild<AnalysisPanels*>();
    auto* book = window.findChild<BookPanel*>();
    auto* cuts = window.findChild<CutPanel*>();
    auto* plots = window.findChild<RegressionPanel*>();
    QVERIFY(panels && book && cuts && plots);
    PvPanel* pv = panels->pvPanel();
    EvalGraphPanel* graph = panels->evalGraph();
    const QString idlePv = pv->statusText();
    const QString idleGraph = graph->summaryText();

    // Book: a message about the game on the board.
    QVERIFY(!book->addCurrentGame());
    QVERIFY(!book->messageText().isEmpty());
    QVERIFY(window.pasteText(QStringLiteral("f5d6c3d3")));

    // Evaluation graph: Analyse Game's verdict on this line.
    QSignalSpy finished(graph->analyser(), &GameAnalyser::finished);
    graph->analyseGame(GameAnalyser::Strength{2, 4, 100});
    QVERIFY(finished.wait(30000));
    QVERIFY(graph->summaryText() != idleGraph);
    QCOMPARE(graph->progressText(), EvalGraphPanel::tr("Analysed"));

    // Principal variation: an analysis report of the position on the board.
    SearchInfo info;
    info.depth = 8;
    info.score = 1.5;
    info.pv = {sq("c4")};
    pv->addReport(PvPanel::Source::Analysis, window.gameModel()->position(), info);
    QVERIFY(pv->statusText() != idlePv);

    // ProbCut panel and regression plots: a search's checks.
    CutEvent check;
    check.player = window.gameModel()->position().board.player;
    check.opponent = window.gameModel()->position().board.opponent;
    check.iteration = 4;
    check.height = 4;
    check.checkDepth = 2;
    cuts->addEvents(CutPanel::Source::Analysis, window.analysisController(), 42, {check});
    QCOMPARE(cuts->searchId(), SearchId(42));
    QVERIFY(plots->ensureLoaded());
    plots->addCutEvents(43, {});
    QVERIFY2(plots->liveText().contains(QStringLiteral("current search")), qPrintable(plots->liveText()));

    QVERIFY(window.pasteText(QStringLiteral("f5f6e6f4")));
    QCOMPARE(pv->statusText(), idlePv);
    QCOMPARE(graph->summaryText(), idleGraph);
    QCOMPARE(graph->progressText(), EvalGraphPanel::tr("Not analysed"));
    QVERIFY(book->messageText().isEmpty());
    QCOMPARE(cuts->searchId(), SearchId(0));
    QVERIFY2(!plots->liveText().contains(QStringLiteral("current search")), qPrintable(plots->liveText()));

    // Undoing the paste brings back the analysed line, and with it the verdict.
    window.undoAction()->trigger();
    QCOMPARE(window.gameModel()->line(), line("f5d6c3d3"));
    QCOMPARE(graph->progressText(), EvalGraphPanel::tr("Analysed"));
    QVERIFY(graph->summaryText() != idleGraph);
}

void TestTruthfulStatus::preferencesOfferThePointOfView()
{
    QCOMPARE(Settings().pointOfView.get(), int(PointOfView::SideToMove)); // the default
    SettingsDialog dialog;
    auto* choice = dialog.findChild<QComboBox*>(QStringLiteral("pointOfView"));
    QVERIFY(choice);
    QCOMPARE(choice->count(), 2);
    QCOMPARE(choice->currentIndex(), int(PointOfView::SideToMove));
    choice->setCurrentIndex(PointOfView::Black);
    dialog.save();
    QCOMPARE(Settings().pointOfView.get(), int(PointOfView::Black));
}

void TestTruthfulStatus::pointOfViewFlipsHintsMovesAndBook()
{
    // Board hints: a move worth +3 for White (to move) reads −3 for Black.
    MainWindow window;
    QVERIFY(window.pasteText(QStringLiteral("f5")));
    BoardWidget* board = window.boardWidget();
    board->setHints(oneHint(sq("d6"), 3), sq("d6"));
    QCOMPARE(board->hintTextAt(sq("d6")), QStringLiteral("+3"));
    Settings().pointOfView.set(PointOfView::Black);
    window.applySettings();
    QCOMPARE(board->pointOfView(), PointOfView::Black);
    board->setHints(oneHint(sq("d6"), 3), sq("d6")); // the window dropped them: hints are off
    QCOMPARE(board->hintTextAt(sq("d6")), QStringLiteral("\u22123"));

    // All Moves: the value and the header's side.
    AllMovesModel moves;
    moves.setPointOfView(PointOfView::Black, Color::White);
    moves.setHints(oneHint(sq("d6"), 3));
    QCOMPARE(moves.index(0, AllMovesModel::ValueColumn).data().toString(), QStringLiteral("\u22123.00"));
    QCOMPARE(moves.headerData(AllMovesModel::ValueColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
        QStringLiteral("Value (Black)"));
    moves.setPointOfView(PointOfView::SideToMove, Color::White);
    QCOMPARE(moves.index(0, AllMovesModel::ValueColumn).data().toString(), QStringLiteral("+3.00"));
    QCOMPARE(moves.headerData(AllMovesModel::ValueColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
        QStringLiteral("Value (White)"));

    // The book's moves.
    BookPositionInfo info;
    BookMoveInfo move;
    move.move = sq("d6");
    move.value = 1.5;
    info.moves = {move};
    BookMovesModel bookMoves;
    bookMoves.setInfo(info, QStringLiteral("White"), parseTranscript("f5").value().end);
    bookMoves.setPointOfView(PointOfView::Black, Color::White);
    QCOMPARE(bookMoves.index(0, BookMovesModel::ValueColumn).data().toString(), QStringLiteral("\u22121.50"));
    QCOMPARE(bookMoves.headerData(BookMovesModel::ValueColumn, Qt::Horizontal).toString(),
        QStringLiteral("Value (Black)"));
    bookMoves.setPointOfView(PointOfView::SideToMove, Color::White);
    QCOMPARE(bookMoves.index(0, BookMovesModel::ValueColumn).data().toString(), QStringLiteral("+1.50"));

    // The principal variation: a lower bound for White is an upper bound for Black.
    PvHistoryModel history;
    history.setPointOfView(PointOfView::Black, Color::White);
    SearchInfo report;
    report.depth = 6;
    report.score = 2;
    report.bound = Bound::Lower;
    history.addIteration(report);
    QCOMPARE(
        history.index(0, PvHistoryModel::ScoreColumn).data().toString(), QStringLiteral("\u2264 \u22122.00"));
    QCOMPARE(history.headerData(PvHistoryModel::ScoreColumn, Qt::Horizontal).toString(),
        QStringLiteral("Score (Black)"));
}

void TestTruthfulStatus::pointOfViewLabelsEveryPanel()
{
    MainWindow window;
    QVERIFY(window.pasteText(QStringLiteral("f5"))); // White to move
    auto* panels = window.findChild<AnalysisPanels*>();
    auto* book = window.findChild<BookPanel*>();
    auto* explain = window.findChild<ExplainPanel*>();
    QVERIFY(panels && book && explain);
    auto* detail = window.findChild<QLabel*>(QStringLiteral("detailText"));
    QVERIFY(detail);
    window.setHintsEnabled(true);
    QVERIFY2(detail->text().contains(QStringLiteral("Hints: discs for the side to move (White)")),
        qPrintable(detail->text()));
    QVERIFY(explain->summaryText().contains(QStringLiteral("for the side to move (White)")));
    QVERIFY(panels->pvPanel()->scoreCaption().contains(QStringLiteral("White")));
    QTRY_VERIFY_WITH_TIMEOUT(window.bookStore()->state() != BookStore::State::Loading, 15000);
    QVERIFY2(window.bookStore()->isReady(), qPrintable(window.bookStore()->problem()));
    QVERIFY2(book->positionText().contains(QStringLiteral("for the side to move (White)")),
        qPrintable(book->positionText()));
    const double value = book->movesModel()->info()->moves.front().value;
    const QString forWhite = book->movesModel()->index(0, BookMovesModel::ValueColumn).data().toString();
    QCOMPARE(forWhite, BookMovesModel::valueText(value));

    Settings().pointOfView.set(PointOfView::Black);
    window.applySettings();
    QVERIFY2(detail->text().contains(QStringLiteral("Hints: discs for Black")), qPrintable(detail->text()));
    QVERIFY(explain->summaryText().contains(QStringLiteral("for Black")));
    QCOMPARE(panels->pvPanel()->scoreCaption(), QStringLiteral("Score (Black)"));
    QVERIFY(panels->allMovesPanel()->pointOfViewText().contains(QStringLiteral("for Black")));
    QVERIFY(book->positionText().contains(QStringLiteral("for Black")));
    QCOMPARE(book->movesModel()->index(0, BookMovesModel::ValueColumn).data().toString(),
        BookMovesModel::valueText(-value));
    window.setHintsEnabled(false);
}

// Screenshots (PROBCUT_SCREENSHOT_DIR): Preferences, and the window with hints and All Moves in
// each point of view, White to move, at 1280 x 800 and 1920 x 1080.
void TestTruthfulStatus::screenshots()
{
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set PROBCUT_SCREENSHOT_DIR to write the screenshots");
    QDir().mkpath(dir);
    {
        SettingsDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.grab().save(dir + QStringLiteral("/preferences.png"));
    }
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.pasteText(QStringLiteral("f5d6c3d3c4f4c5b3c2")));
    AllMovesPanel* panel = window.findChild<AnalysisPanels*>()->allMovesPanel();
    test::showPanelAlone(window, QStringLiteral("allMovesPanel"));
    panel->analyseAction()->setChecked(true);
    window.setHintsEnabled(true);
    QTest::qWait(5000);
    for (const int pov : {int(PointOfView::SideToMove), int(PointOfView::Black)}) {
        Settings().pointOfView.set(pov);
        window.applySettings();
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window.resize(size);
            QTest::qWait(300);
            window.grab().save(dir
                + QStringLiteral("/window-%1-%2x%3.png")
                      .arg(pov == PointOfView::Black ? QStringLiteral("black")
                                                     : QStringLiteral("side-to-move"))
                      .arg(size.width())
                      .arg(size.height()));
        }
    }
    panel->analyseAction()->setChecked(false);
    window.setHintsEnabled(false);
}

QTEST_MAIN(TestTruthfulStatus)
#include "test_truthful_status.moc"
