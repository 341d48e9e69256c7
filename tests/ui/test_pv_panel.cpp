// The principal variation panel and Analyse Position, offscreen, with real searches: the
// iteration history model (checked by QAbstractItemModelTester) receives rows from the analysis
// engine and from the game engine, the PV line shows legal moves, clicking a PV move previews
// the position on the board and any click returns, and reports never outlive their position.

#include "engine/core/notation.h"
#include "tests/random_games.h"
#include "ui/board/board_widget.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/game_analyser.h"
#include "ui/engine/position_analysis.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/panels/analysis/analysis_panels.h"
#include "ui/panels/eval_graph/eval_graph_panel.h"
#include "ui/panels/pv/pv_model.h"
#include "ui/panels/pv/pv_panel.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <utility>

using namespace probcut;
using namespace probcut::ui;

namespace {

AnalysisPanels* panelsOf(const MainWindow& window) { return window.findChild<AnalysisPanels*>(); }

// A midgame position (the start of a common opening) so the searches have something to do.
void loadOpening(MainWindow& window)
{
    const auto line = parseTranscript("f5d6c3d3c4f4f6f3e6e7");
    QVERIFY(line);
    QVERIFY(window.gameModel()->loadGame(Position::initial(), line->moves));
}

SearchInfo fakeInfo(int depth, double score, std::vector<Square> pv)
{
    SearchInfo info;
    info.searchId = 1;
    info.depth = depth;
    info.selectivity = 95;
    info.score = score;
    info.nodes = std::uint64_t(depth) * 1000;
    info.seconds = depth * 0.01;
    info.nodesPerSecond = 1e5;
    info.pv = std::move(pv);
    return info;
}

} // namespace

class TestPvPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void historyModel();
    void panelsAndActionsExist();
    void analysePositionFillsPanel();
    void analysisFollowsThePosition();
    void previewAndReturn();
    void gameEngineThinkingShown();
    void analysisPausesForTheGameEngine();
    void staleReportsNotShown();
    void solverReportsShown();
    void screenshots();
};

void TestPvPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    Settings().animationMs.set(0);
}

void TestPvPanel::historyModel()
{
    PvHistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.addIteration(fakeInfo(1, 1.5, {19}));
    model.addIteration(fakeInfo(2, -0.25, {19, 18}));
    QCOMPARE(model.rowCount(), 2);
    // The same iteration reported again replaces its row.
    model.addIteration(fakeInfo(2, 0.5, {19, 18, PassMove}));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.data(model.index(1, PvHistoryModel::PvColumn)).toString(), QStringLiteral("d3 c3 pass"));
    QCOMPARE(model.data(model.index(1, PvHistoryModel::ScoreColumn)).toString(), QStringLiteral("+0.50"));
    QCOMPARE(
        model.data(model.index(0, PvHistoryModel::SelectivityColumn)).toString(), QStringLiteral("95 %"));
    SearchInfo bound = fakeInfo(3, -2, {19});
    bound.bound = Bound::Lower;
    model.addIteration(bound);
    QVERIFY(model.data(model.index(2, PvHistoryModel::ScoreColumn))
                .toString()
                .startsWith(QStringLiteral("\u2265")));
    SearchInfo solved = fakeInfo(20, 4, {19});
    solved.solved = true;
    model.addIteration(solved);
    QVERIFY(
        model.data(model.index(3, PvHistoryModel::ScoreColumn)).toString().contains(QStringLiteral("+4")));
    QCOMPARE(model.data(model.index(3, 0), PvHistoryModel::SolvedRole).toBool(), true);
    model.clear();
    QCOMPARE(model.rowCount(), 0);

    // Reports from inside a running iteration: a bound at the running depth gets its own row,
    // which the completed iteration replaces; when the search stops first, the engine repeats
    // the last completed iteration and the unfinished row goes.
    model.addIteration(fakeInfo(5, 1.0, {19}));
    SearchInfo running = fakeInfo(6, 1.5, {18});
    running.inProgress = true;
    running.bound = Bound::Lower;
    model.addIteration(running);
    QCOMPARE(model.rowCount(), 2);
    QVERIFY(model.data(model.index(1, PvHistoryModel::ScoreColumn))
                .toString()
                .startsWith(QStringLiteral("\u2265")));
    model.addIteration(fakeInfo(6, 2.0, {18}));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.data(model.index(1, PvHistoryModel::ScoreColumn)).toString(), QStringLiteral("+2.00"));
    running.depth = 7;
    model.addIteration(running);
    QCOMPARE(model.rowCount(), 3);
    model.addIteration(fakeInfo(6, 2.0, {18}));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.data(model.index(1, PvHistoryModel::DepthColumn)).toString(), QStringLiteral("6"));

    // An exact solve reports from inside at the solve's depth: a selective pass's result, then
    // the exact pass's bound, each a row of its own; the solved result replaces them all.
    SearchInfo pass = fakeInfo(20, 4, {18});
    pass.inProgress = true;
    pass.selectivity = 77;
    model.addIteration(pass);
    SearchInfo probe = fakeInfo(20, 2, {18});
    probe.inProgress = true;
    probe.bound = Bound::Lower;
    model.addIteration(probe);
    QCOMPARE(model.rowCount(), 4);
    SearchInfo end = fakeInfo(20, 4, {18});
    end.solved = true;
    model.addIteration(end);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.data(model.index(2, 0), PvHistoryModel::SolvedRole).toBool(), true);
}

void TestPvPanel::panelsAndActionsExist()
{
    MainWindow window;
    QVERIFY(window.panel(QStringLiteral("pvPanel")));
    QVERIFY(window.panel(QStringLiteral("evalGraphPanel")));
    AnalysisPanels* panels = panelsOf(window);
    QVERIFY(panels);
    QVERIFY(panels->analysePositionAction()->isCheckable());
    // Hidden until asked for (the board keeps its room); the actions show them.
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.panel(QStringLiteral("pvPanel"))->isVisible());
    QVERIFY(!window.panel(QStringLiteral("evalGraphPanel"))->isVisible());
    panels->analysePositionAction()->setChecked(true);
    QVERIFY(window.panel(QStringLiteral("pvPanel"))->isVisible());
    panels->analysePositionAction()->setChecked(false);
    // Both actions are in the Moves menu.
    auto* moves = window.menuBar()->findChild<QMenu*>(QStringLiteral("movesMenu"));
    QVERIFY(moves);
    QVERIFY(moves->actions().contains(panels->analysePositionAction()));
    QVERIFY(moves->actions().contains(panels->analyseGameAction()));
    // Analyse Game from the menu runs in the background on the game in the window.
    loadOpening(window);
    GameAnalyser* analyser = panels->evalGraph()->analyser();
    QSignalSpy finished(analyser, &GameAnalyser::finished);
    panels->analyseGameAction()->trigger();
    QVERIFY(window.panel(QStringLiteral("evalGraphPanel"))->isVisible());
    QVERIFY(analyser->isRunning());
    QCOMPARE(analyser->line(), window.gameModel()->line());
    QVERIFY(finished.wait(30000));
    for (const auto& value : panels->evalGraph()->lineValues())
        QVERIFY(value.has_value());
}

void TestPvPanel::analysePositionFillsPanel()
{
    MainWindow window;
    AnalysisPanels* panels = panelsOf(window);
    PvPanel* pv = panels->pvPanel();
    QAbstractItemModelTester tester(
        pv->historyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    loadOpening(window);
    QSignalSpy infos(window.analysisController(), &EngineController::info);
    panels->analysePositionAction()->setChecked(true);
    QVERIFY(window.analysisController()->isSearching());
    QCOMPARE(panels->positionAnalysis()->state(), PositionAnalysis::State::Searching);
    // Infinite analysis: several completed iterations arrive while the GUI stays responsive.
    QTRY_VERIFY_WITH_TIMEOUT(pv->historyModel()->rowCount() >= 4, 15000);
    QCOMPARE(pv->source(), PvPanel::Source::Analysis);
    QVERIFY(pv->searchedPosition() == window.gameModel()->position());
    const std::vector<Square>& line = pv->shownPv();
    QVERIFY(!line.empty());
    QVERIFY(window.gameModel()->legalMoves() & squareBit(line.front()));
    QVERIFY(pv->pvLineText().startsWith(QString::fromStdString(squareName(line.front()))));
    // The depths grow row by row; the summary labels show the latest one.
    const auto& rows = pv->historyModel()->iterations();
    for (std::size_t i = 1; i < rows.size(); ++i)
        QVERIFY(rows[i].depth > rows[i - 1].depth);
    auto* depthLabel = pv->findChild<QLabel*>(QStringLiteral("pvDepth"));
    QVERIFY(depthLabel);
    // (A slow build, e.g. under ThreadSanitizer, may end on a report from inside the running
    // iteration: its depth then carries the ellipsis.)
    const SearchInfo& last = pv->historyModel()->iterations().back();
    const bool running = last.inProgress && last.bound != Bound::Exact;
    QCOMPARE(
        depthLabel->text(), QString::number(last.depth) + (running ? QStringLiteral("\u2026") : QString()));
    auto* pvLabel = pv->findChild<QLabel*>(QStringLiteral("pvLine"));
    QVERIFY(pvLabel->text().contains(QStringLiteral("pv:1")));
    // Turned off: the search stops and nothing more arrives.
    panels->analysePositionAction()->setChecked(false);
    QVERIFY(!window.analysisController()->isSearching());
    QCOMPARE(panels->positionAnalysis()->state(), PositionAnalysis::State::Off);
    QCOMPARE(pv->findChild<QLabel*>(QStringLiteral("pvStatus"))->text(), PvPanel::tr("Analysis stopped"));
    // The panel's button turns it on and off as well.
    auto* button = pv->findChild<QPushButton*>(QStringLiteral("analyseButton"));
    QVERIFY(button && !button->isChecked());
    button->click();
    QVERIFY(panels->analysePositionAction()->isChecked());
    QVERIFY(window.analysisController()->isSearching());
    QVERIFY(button->isChecked());
    button->click();
    QVERIFY(!panels->analysePositionAction()->isChecked());
    QVERIFY(!window.analysisController()->isSearching());
    const int before = pv->historyModel()->rowCount();
    QTest::qWait(300);
    QCOMPARE(pv->historyModel()->rowCount(), before);
}

void TestPvPanel::analysisFollowsThePosition()
{
    MainWindow window;
    AnalysisPanels* panels = panelsOf(window);
    loadOpening(window);
    panels->analysePositionAction()->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(panels->pvPanel()->historyModel()->rowCount() >= 1, 10000);
    // Navigation restarts the analysis on the new position; the old rows go at once.
    window.gameModel()->goToPly(4);
    QCOMPARE(window.analysisController()->searchedPosition(), window.gameModel()->positionAt(4));
    QVERIFY(window.analysisController()->isSearching());
    QTRY_VERIFY_WITH_TIMEOUT(panels->pvPanel()->historyModel()->rowCount() >= 1, 10000);
    QVERIFY(panels->pvPanel()->searchedPosition() == window.gameModel()->positionAt(4));
    // A move played on the board too.
    const Square move = Square(__builtin_ctzll(window.gameModel()->legalMoves()));
    QVERIFY(window.gameModel()->play(move));
    QCOMPARE(window.analysisController()->searchedPosition(), window.gameModel()->position());
    // Near the end it finishes with an exact solve and stays idle.
    // Playing the first legal move each turn reaches 14 empties; loading that line restarts.
    std::vector<Square> moves;
    Position p = Position::initial();
    while (p.board.emptyCount() > 14 && !p.board.isGameOver()) {
        const Square next = p.board.mustPass() ? PassMove : Square(__builtin_ctzll(p.board.legalMoves()));
        QVERIFY(p.play(next));
        moves.push_back(next);
    }
    QVERIFY(window.gameModel()->loadGame(Position::initial(), moves));
    QTRY_COMPARE_WITH_TIMEOUT(panels->positionAnalysis()->state(), PositionAnalysis::State::Finished, 15000);
    QVERIFY(panels->pvPanel()->historyModel()->iterations().back().solved);
    // Game over: idle.
    while (!window.gameModel()->isGameOver() && window.gameModel()->legalMoves())
        window.gameModel()->play(Square(__builtin_ctzll(window.gameModel()->legalMoves())));
    QVERIFY(window.gameModel()->isGameOver());
    QCOMPARE(panels->positionAnalysis()->state(), PositionAnalysis::State::Idle);
    QVERIFY(!window.analysisController()->isSearching());
}

void TestPvPanel::previewAndReturn()
{
    MainWindow window;
    window.resize(1100, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    AnalysisPanels* panels = panelsOf(window);
    PvPanel* pv = panels->pvPanel();
    loadOpening(window);
    panels->analysePositionAction()->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(pv->historyModel()->rowCount() >= 3 && pv->shownPv().size() >= 2, 15000);
    panels->analysePositionAction()->setChecked(false);
    BoardWidget* board = window.boardWidget();
    const Position game = window.gameModel()->position();
    const std::vector<Square> line = pv->shownPv();
    Position expected = game;
    QVERIFY(expected.play(line[0]));
    QVERIFY(expected.play(line[1]));

    // Clicking the second move's link previews the position after two moves.
    auto* pvLabel = pv->findChild<QLabel*>(QStringLiteral("pvLine"));
    emit pvLabel->linkActivated(QStringLiteral("pv:2"));
    QVERIFY(board->isPreviewing());
    QCOMPARE(board->previewPosition(), expected);
    QVERIFY(board->previewBanner().contains(QString::fromStdString(squareName(line[1]))));
    QCOMPARE(board->position(), game); // the game's own position is kept underneath
    QCOMPARE(window.gameModel()->position(), game);

    // A click on the board (even on a legal square) only returns: no move is played.
    const Square legal = Square(__builtin_ctzll(window.gameModel()->legalMoves()));
    QSignalSpy clicked(board, &BoardWidget::squareClicked);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(legal).center().toPoint());
    QVERIFY(!board->isPreviewing());
    QCOMPARE(clicked.count(), 0);
    QCOMPARE(window.gameModel()->position(), game);

    // Esc returns as well, and so does navigation.
    QVERIFY(pv->previewMove(1));
    QVERIFY(board->isPreviewing());
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Escape);
    QVERIFY(!board->isPreviewing());
    QVERIFY(pv->previewMove(1));
    window.gameModel()->goToPly(2);
    QVERIFY(!board->isPreviewing());
    // After navigation the old PV is gone and cannot be previewed.
    QVERIFY(!pv->previewMove(1));
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        window.gameModel()->goToPly(window.gameModel()->lineLength());
        panels->analysePositionAction()->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(pv->historyModel()->rowCount() >= 6, 15000);
        pv->previewMove(3);
        QCoreApplication::processEvents();
        window.grab().save(dir + QStringLiteral("/pv-preview.png"));
        panels->analysePositionAction()->setChecked(false);
    }
}

void TestPvPanel::gameEngineThinkingShown()
{
    MainWindow window;
    AnalysisPanels* panels = panelsOf(window);
    PvPanel* pv = panels->pvPanel();
    QAbstractItemModelTester tester(
        pv->historyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The engine plays Black at a level deep enough for a few iterations.
    GameSetup setup;
    setup.black = PlayerSetup{PlayerKind::Engine, 4};
    setup.white = PlayerSetup{PlayerKind::Human, 0};
    QSignalSpy moved(window.gameController(), &GameController::engineMoved);
    window.startGame(setup);
    QVERIFY(moved.wait(15000));
    // What the engine thought about the move it played stays up after the move.
    QCOMPARE(pv->source(), PvPanel::Source::GameEngine);
    QVERIFY(pv->historyModel()->rowCount() >= 1);
    QCOMPARE(pv->shownPv().front(), Square(moved.at(0).at(0).toInt()));
    QCOMPARE(pv->searchedPosition(), Position::initial());
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("pvStatus"))->text().contains(QStringLiteral("played")));
    // Level 4 (Intermediate) prunes with Multi-ProbCut at 95 %: the engine label names that confidence, so a
    // selective value never reads like a full-width or exact one.
    const QString engineText = window.findChild<QLabel*>(QStringLiteral("engineText"))->text();
    QVERIFY2(engineText.contains(QStringLiteral("95 % confidence")), qPrintable(engineText));
}

void TestPvPanel::analysisPausesForTheGameEngine()
{
    MainWindow window;
    AnalysisPanels* panels = panelsOf(window);
    GameSetup setup;
    setup.black = PlayerSetup{PlayerKind::Human, 0};
    setup.white = PlayerSetup{PlayerKind::Engine, LevelCount - 1}; // thinks long
    window.startGame(setup);
    panels->analysePositionAction()->setChecked(true);
    QVERIFY(window.analysisController()->isSearching()); // Black (human) to move: analysed
    QVERIFY(window.gameController()->humanPlay(*parseSquare("f5")));
    // The engine thinks now: the analysis waits, and the panel shows the engine.
    QVERIFY(window.gameController()->isEngineThinking());
    QVERIFY(!window.analysisController()->isSearching());
    QCOMPARE(panels->positionAnalysis()->state(), PositionAnalysis::State::Paused);
    QTRY_VERIFY_WITH_TIMEOUT(panels->pvPanel()->historyModel()->rowCount() >= 1, 10000);
    QCOMPARE(panels->pvPanel()->source(), PvPanel::Source::GameEngine);
    // After the engine's move the analysis resumes on the new position.
    window.gameController()->moveNow();
    QTRY_VERIFY_WITH_TIMEOUT(!window.gameController()->isEngineThinking(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(window.analysisController()->isSearching(), 5000);
    QCOMPARE(window.analysisController()->searchedPosition(), window.gameModel()->position());
    panels->analysePositionAction()->setChecked(false);
}

void TestPvPanel::staleReportsNotShown()
{
    MainWindow window;
    PvPanel* pv = panelsOf(window)->pvPanel();
    loadOpening(window);
    const Position here = window.gameModel()->position();
    pv->addReport(
        PvPanel::Source::Analysis, here, fakeInfo(3, 1, {Square(__builtin_ctzll(here.board.legalMoves()))}));
    QCOMPARE(pv->historyModel()->rowCount(), 1);
    // A report about another position is dropped.
    pv->addReport(PvPanel::Source::Analysis, window.gameModel()->positionAt(3), fakeInfo(4, 1, {19}));
    QCOMPARE(pv->historyModel()->rowCount(), 1);
    // A position change clears the panel.
    window.gameModel()->goToPly(3);
    QCOMPARE(pv->historyModel()->rowCount(), 0);
    QVERIFY(pv->shownPv().empty());
}

// With PROBCUT_SCREENSHOT_DIR set: the whole window with both panels, after Analyse Game and
// during Analyse Position, as a person would see it.
// Analyse Position ends with an exact solve, which reports from inside (the solver's progress
// hook): rows at the solve's depth, a bound of its running pass or a selective pass's result,
// with a legal first move, before the solved row. FFO #45 (24 empties, 234 M nodes: several
// seconds even on a fast machine); the analysis stops at the first such row. With PROBCUT_SCREENSHOT_DIR set
// the window is saved then, and again for FFO #42 (22 empties, under a second) if a report arrives in time.
void TestPvPanel::solverReportsShown()
{
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    MainWindow window;
    AnalysisPanels* panels = panelsOf(window);
    if (!dir.isEmpty()) {
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.panel(QStringLiteral("pvPanel"))->show();
    }
    const PvHistoryModel* history = panels->pvPanel()->historyModel();
    const struct {
        const char* name;
        const char* board;
        bool required;
    } cases[] = {
        {"24", "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X", true},
        {"22", "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X", false},
    };
    for (const auto& c : cases) {
        if (!c.required && dir.isEmpty())
            continue;
        const auto position = parseBoardString(c.board);
        QVERIFY(position);
        const int empties = position->board.emptyCount();
        QVERIFY(window.gameModel()->loadGame(*position, {}));
        panels->analysePositionAction()->setChecked(true);
        auto solverRow = [&]() -> const SearchInfo* {
            for (const SearchInfo& i : history->iterations())
                if (i.inProgress && i.depth == empties)
                    return &i;
            return nullptr;
        };
        if (c.required) {
            QTRY_VERIFY_WITH_TIMEOUT(solverRow() != nullptr, 60000);
        } else {
            QTRY_VERIFY_WITH_TIMEOUT(solverRow() != nullptr
                    || panels->positionAnalysis()->state() == PositionAnalysis::State::Finished,
                60000);
        }
        if (const SearchInfo* row = solverRow()) {
            QVERIFY(!row->solved);
            QVERIFY(row->selectivity > 0 && row->selectivity <= 100);
            QVERIFY(!row->pv.empty());
            QVERIFY(position->board.isLegal(row->pv.front()));
        } else {
            qWarning("no report from inside the %d-empties solve before it ended", empties);
        }
        if (!dir.isEmpty()) {
            QCoreApplication::processEvents();
            window.grab().save(
                dir + QStringLiteral("/studio-solve-progress-%1.png").arg(QLatin1String(c.name)));
            // Later, a probe's bound (when one comes before the end), and the end.
            auto boundRow = [&] {
                for (const SearchInfo& i : history->iterations())
                    if (i.inProgress && i.depth == empties && i.bound != Bound::Exact)
                        return true;
                return false;
            };
            QTRY_VERIFY_WITH_TIMEOUT(
                boundRow() || panels->positionAnalysis()->state() == PositionAnalysis::State::Finished,
                60000);
            QCoreApplication::processEvents();
            if (boundRow())
                window.grab().save(
                    dir + QStringLiteral("/studio-solve-bound-%1.png").arg(QLatin1String(c.name)));
            QTRY_VERIFY_WITH_TIMEOUT(
                panels->positionAnalysis()->state() == PositionAnalysis::State::Finished, 60000);
            QCoreApplication::processEvents();
            window.grab().save(dir + QStringLiteral("/studio-solve-end-%1.png").arg(QLatin1String(c.name)));
        }
        panels->analysePositionAction()->setChecked(false);
    }
    if (dir.isEmpty())
        return;
    // The game engine solving FFO #45 at the strongest level: its label and the panel.
    QVERIFY(window.gameModel()->loadGame(*parseBoardString(cases[0].board), {}));
    window.gameController()->setPlayers(
        PlayerSetup{PlayerKind::Engine, LevelCount - 1}, PlayerSetup{PlayerKind::Human, 0});
    QVERIFY(window.gameController()->isEngineThinking());
    QTest::qWait(4000);
    QCoreApplication::processEvents();
    window.grab().save(dir + QStringLiteral("/studio-solve-engine-24.png"));
    window.gameController()->cancelTurn();
}

void TestPvPanel::screenshots()
{
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("PROBCUT_SCREENSHOT_DIR not set");
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    AnalysisPanels* panels = panelsOf(window);
    window.panel(QStringLiteral("pvPanel"))->show();
    window.panel(QStringLiteral("evalGraphPanel"))->show();
    // A complete game drawn by a small linear congruential generator.
    std::uint32_t seed = 12345;
    auto lcg = [&seed] {
        seed = seed * 1103515245u + 12345u;
        return seed >> 16;
    };
    Position p = Position::initial();
    const std::vector<Square> moves = test::playRandomLine(p, lcg);
    QVERIFY(window.gameModel()->loadGame(Position::initial(), moves));
    QSignalSpy finished(panels->evalGraph()->analyser(), &GameAnalyser::finished);
    panels->evalGraph()->analyseGame(GameAnalyser::preset(0));
    QVERIFY(finished.wait(120000));
    window.gameModel()->goToPly(24);
    panels->analysePositionAction()->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(panels->pvPanel()->historyModel()->rowCount() >= 8, 30000);
    QCoreApplication::processEvents();
    window.grab().save(dir + QStringLiteral("/studio-analysis.png"));
    // The same in the dark and high-contrast themes: the PV's moves and its previewed prefix
    // take the palette's link and highlight colours.
    panels->pvPanel()->previewMove(2);
    for (const auto& [theme, name] : {std::pair{1, "dark"}, std::pair{2, "high-contrast"}}) {
        Settings().theme.set(theme);
        window.applySettings();
        QCoreApplication::processEvents();
        window.grab().save(dir + QStringLiteral("/studio-analysis-%1.png").arg(QLatin1String(name)));
    }
    Settings().theme.set(0);
    window.applySettings();
    window.boardWidget()->clearPreview();
    panels->analysePositionAction()->setChecked(false);

    // The game engine thinking: Black becomes an engine (a strong level) at move 25, out of book.
    window.gameModel()->loadGame(Position::initial(), std::vector<Square>(moves.begin(), moves.begin() + 24));
    window.gameController()->setPlayers(
        PlayerSetup{PlayerKind::Engine, LevelCount - 1}, PlayerSetup{PlayerKind::Human, 0});
    QVERIFY(window.gameController()->isEngineThinking());
    QTRY_VERIFY_WITH_TIMEOUT(panels->pvPanel()->historyModel()->rowCount() >= 4, 30000);
    QCoreApplication::processEvents();
    window.grab().save(dir + QStringLiteral("/studio-game-engine.png"));
    window.gameController()->cancelTurn();
}

QTEST_MAIN(TestPvPanel)
#include "test_pv_panel.moc"
