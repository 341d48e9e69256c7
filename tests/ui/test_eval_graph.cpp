// The evaluation graph panel and Analyse Game, offscreen, with real searches: every position of
// a short game gets a value and progress reaches 100 %; a blunder built into an endgame (the
// worst move where the solver proves it loses 12 discs or more) is flagged with its exact loss;
// cancel stops the background engine at once; clicking the chart goes to that move; values the
// engines report while they search are plotted. Item models are checked by
// QAbstractItemModelTester. Set PROBCUT_SCREENSHOT_DIR to save a PNG of the analysed game.

#include "engine/core/notation.h"
#include "engine/engine.h"
#include "tests/random_games.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/game_analyser.h"
#include "ui/game/game_model.h"
#include "ui/panels/eval_graph/eval_graph_panel.h"
#include "ui/panels/eval_graph/mistake_model.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <optional>
#include <random>

using namespace probcut;
using namespace probcut::ui;

namespace {

// The exact value of `p` for its side to move (passes and game ends handled here, since the
// engine searches only positions with a move).
double exactValue(Engine& engine, Position p)
{
    if (p.board.isGameOver())
        return p.board.finalScore();
    double sign = 1;
    if (p.board.mustPass()) {
        p.play(PassMove);
        sign = -1;
    }
    SearchLimits limits;
    limits.depth = 60;
    limits.solveEmpties = 60;
    if (engine.setPosition(p.board))
        return 0;
    auto result = engine.think(limits);
    return result ? sign * result->score : 0;
}

// A game from the start to `empties` empty squares, random moves from a fixed seed.
std::vector<Square> randomOpening(int empties, unsigned seed)
{
    std::mt19937 rng(seed);
    Position p = Position::initial();
    return test::playRandomLine(p, rng, {.empties = empties});
}

Position playLine(Position p, const std::vector<Square>& line)
{
    for (Square sq : line)
        p.play(sq);
    return p;
}

GameAnalyser::Strength depth(int d, int solve = 0)
{
    GameAnalyser::Strength s;
    s.depth = d;
    s.solveEmpties = solve;
    s.selectivity = 100;
    return s;
}

} // namespace

class TestEvalGraph : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void mistakeClasses();
    void analyseShortGame();
    void blunderFlagged();
    void cancelStopsAtOnce();
    void engineValuesPlotted();
};

void TestEvalGraph::mistakeClasses()
{
    QCOMPARE(mistakeKind(0), MistakeKind::None);
    QCOMPARE(mistakeKind(1.9), MistakeKind::None);
    QCOMPARE(mistakeKind(2), MistakeKind::Inaccuracy);
    QCOMPARE(mistakeKind(6), MistakeKind::Mistake);
    QCOMPARE(mistakeKind(12), MistakeKind::Blunder);
    QCOMPARE(mistakeKind(40), MistakeKind::Blunder);
}

void TestEvalGraph::analyseShortGame()
{
    GameModel model;
    const auto game = parseTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3c6");
    QVERIFY(game);
    QCOMPARE(game->moves.size(), std::size_t(20));
    QVERIFY(model.loadGame(Position::initial(), game->moves));
    EvalGraphPanel panel(&model);
    panel.resize(700, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QAbstractItemModelTester tester(
        panel.mistakeModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    GameAnalyser* analyser = panel.analyser();
    QSignalSpy progress(analyser, &GameAnalyser::progressChanged);
    QSignalSpy finished(analyser, &GameAnalyser::finished);
    QElapsedTimer timer;
    timer.start();
    panel.analyseGame(depth(4));
    QVERIFY(analyser->isRunning());
    QVERIFY(finished.wait(20000));
    qInfo("20-move game at depth 4 analysed in %lld ms", timer.elapsed());
    QVERIFY(!analyser->isRunning());
    QCOMPARE(analyser->progress(), 100);
    QCOMPARE(progress.last().at(0).toInt(), 100);
    // Progress only grows.
    for (int i = 1; i < progress.size(); ++i)
        QVERIFY(progress.at(i).at(0).toInt() >= progress.at(i - 1).at(0).toInt());
    // A value for every position of the game, and a verdict on every move.
    QCOMPARE(analyser->results().size(), std::size_t(21));
    const auto values = panel.lineValues();
    QCOMPARE(values.size(), std::size_t(21));
    for (std::size_t i = 0; i < values.size(); ++i) {
        QVERIFY2(values[i].has_value(), qPrintable(QStringLiteral("ply %1").arg(i)));
        QVERIFY(analyser->results()[i].valued);
        const PlyAnalysis& r = analyser->results()[i];
        QCOMPARE(*values[i], r.graphValue);
        // The graph's value is the position's own value or its mean with the shallower one.
        if (i > 0 && !r.exact && analyser->results()[i - 1].moveValued) {
            const PlyAnalysis& b = analyser->results()[i - 1];
            const double shallower = b.mover == Color::Black ? b.playedValue : -b.playedValue;
            QCOMPARE(r.graphValue, (r.value + shallower) / 2);
        }
    }
    for (std::size_t i = 0; i < 20; ++i) {
        const PlyAnalysis& r = analyser->results()[i];
        QVERIFY(r.moveValued);
        QVERIFY(r.loss >= 0);
        QCOMPARE(r.loss, std::max(0.0, r.bestValue - r.playedValue));
        if (r.best == r.played)
            QCOMPARE(r.loss, 0.0);
    }
    // The table lists exactly the moves that lost 2 discs or more.
    int flagged = 0;
    for (std::size_t i = 0; i < 20; ++i)
        flagged += analyser->results()[i].loss >= InaccuracyLoss;
    QCOMPARE(panel.mistakeModel()->rowCount(), flagged);
    QCOMPARE(panel.markerCount(MistakeKind::Inaccuracy) + panel.markerCount(MistakeKind::Mistake)
            + panel.markerCount(MistakeKind::Blunder),
        flagged);

    // Clicking the chart at a move's point goes to that move.
    QCOMPARE(model.currentPly(), 20);
    const QPoint at = panel.chartView()->pointAt(5, *values[5]);
    QTest::mouseClick(panel.chartView()->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(model.currentPly(), 5);
    const QPoint later = panel.chartView()->pointAt(12, *values[12]);
    QTest::mouseClick(panel.chartView()->viewport(), Qt::LeftButton, {}, later);
    QCOMPARE(model.currentPly(), 12);
    // Values are kept by position: they stay after navigation.
    QCOMPARE(panel.lineValues(), values);
}

void TestEvalGraph::blunderFlagged()
{
    // From a random 14-empty endgame, play the worst move where the solver says it loses at least
    // 12 discs against the best, then the best moves to the end.
    Engine engine;
    std::vector<Square> line;
    int blunderPly = -1;
    double blunderLoss = 0;
    for (unsigned seed = 1; seed < 40 && blunderPly < 0; ++seed) {
        line = randomOpening(14, seed);
        Position p = playLine(Position::initial(), line);
        if (p.board.isGameOver() || p.board.mustPass())
            continue;
        const double best = exactValue(engine, p);
        Square worst = NoSquare;
        double worstValue = 1e9;
        for (Square sq : bits(p.board.legalMoves())) {
            Position child = p;
            child.play(sq);
            const double v = -exactValue(engine, child);
            if (v < worstValue) {
                worstValue = v;
                worst = sq;
            }
        }
        if (best - worstValue >= BlunderLoss) {
            blunderPly = int(line.size());
            blunderLoss = best - worstValue;
            line.push_back(worst);
        }
    }
    QVERIFY2(blunderPly >= 0, "no position with a 12-disc blunder found");
    // Finish the game with first legal moves (passes included, as the model records them).
    Position p = playLine(Position::initial(), line);
    while (!p.board.isGameOver()) {
        const Square next = p.board.mustPass() ? PassMove : Square(__builtin_ctzll(p.board.legalMoves()));
        p.play(next);
        line.push_back(next);
    }

    GameModel model;
    QVERIFY(model.loadGame(Position::initial(), line));
    EvalGraphPanel panel(&model);
    QAbstractItemModelTester tester(
        panel.mistakeModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy finished(panel.analyser(), &GameAnalyser::finished);
    // Only the endgame matters here: depth 2 before it, exact from 16 empties.
    panel.analyseGame(depth(2, 16));
    QVERIFY(finished.wait(20000));
    const PlyAnalysis& r = panel.analyser()->results()[std::size_t(blunderPly)];
    QVERIFY(r.exact);
    QCOMPARE(mistakeKind(r.loss), MistakeKind::Blunder);
    QCOMPARE(r.loss, blunderLoss);
    // In the table and in the graph.
    bool listed = false;
    for (const MistakeRow& row : panel.mistakeModel()->rows())
        if (row.ply == blunderPly) {
            listed = true;
            QCOMPARE(row.kind, MistakeKind::Blunder);
            QCOMPARE(row.played, line[std::size_t(blunderPly)]);
        }
    QVERIFY(listed);
    QVERIFY(panel.markerCount(MistakeKind::Blunder) >= 1);
    // Clicking the row goes to the position the blunder was played from.
    auto* table = panel.findChild<QTableView*>(QStringLiteral("mistakeTable"));
    QVERIFY(table);
    int row = 0;
    while (panel.mistakeModel()->rows()[std::size_t(row)].ply != blunderPly)
        ++row;
    emit table->clicked(panel.mistakeModel()->index(row, MistakeModel::PlayedColumn));
    QCOMPARE(model.currentPly(), blunderPly);
    // The last position's value is the final result, exactly.
    QCOMPARE(panel.lineValues().back().value(), double(p.finalScoreBlack()));
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        panel.resize(520, 620);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        model.goToPly(blunderPly + 1);
        QCoreApplication::processEvents();
        panel.grab().save(dir + QStringLiteral("/eval-graph-blunder.png"));
    }
}

void TestEvalGraph::cancelStopsAtOnce()
{
    GameModel model;
    QVERIFY(model.loadGame(Position::initial(), randomOpening(20, 7)));
    EvalGraphPanel panel(&model);
    GameAnalyser* analyser = panel.analyser();
    QSignalSpy plies(analyser, &GameAnalyser::plyAnalysed);
    QSignalSpy cancelled(analyser, &GameAnalyser::cancelled);
    // Deep enough that no position finishes quickly.
    panel.analyseGame(depth(30, 24));
    QTest::qWait(300);
    QVERIFY(analyser->isRunning());
    auto* cancel = panel.findChild<QPushButton*>(QStringLiteral("cancelAnalysisButton"));
    QVERIFY(cancel && cancel->isEnabled());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!analyser->isRunning());
    QVERIFY(!cancel->isEnabled());
    QCOMPARE(cancelled.count(), 1);
    // The next search on the same engine waits for the cancelled one to stop: that wait is the
    // cancel latency.
    QElapsedTimer timer;
    timer.start();
    const SearchId id = analyser->engineController()->search(Position::initial(), SearchLimits{});
    const qint64 latency = timer.elapsed();
    qInfo("cancel latency %lld ms", latency);
    QVERIFY(id != 0);
    QVERIFY2(latency < 500, qPrintable(QStringLiteral("took %1 ms").arg(latency)));
    analyser->engineController()->cancel();
    const int seen = plies.count();
    QTest::qWait(200);
    QCOMPARE(plies.count(), seen);
}

void TestEvalGraph::engineValuesPlotted()
{
    GameModel model;
    const auto game = parseTranscript("f5d6c3d3c4");
    QVERIFY(model.loadGame(Position::initial(), game->moves));
    EvalGraphPanel panel(&model);
    EngineController engine;
    panel.watchEngine(&engine);
    QSignalSpy finished(&engine, &EngineController::finished);
    SearchLimits limits;
    limits.depth = 6;
    const Position here = model.position();
    engine.search(here, limits);
    QVERIFY(finished.wait(10000));
    const auto result = finished.at(0).at(0).value<SearchResult>();
    QTRY_VERIFY(panel.lineValues().back().has_value());
    // For Black: the side to move here is White, so the sign flips.
    QCOMPARE(here.sideToMove, Color::White);
    QCOMPARE(*panel.lineValues().back(), -result.score);
    QCOMPARE(panel.valueOf(here)->depth, result.depth);
}

QTEST_MAIN(TestEvalGraph)
#include "test_eval_graph.moc"
