// The ProbCut cut-decisions panel, offscreen: the EngineController's cut-event stream from a real
// Multi-ProbCut search with the studio's evaluation and fitted parameters (batches on the GUI
// thread, none when disabled, stale searches dropped), and the panel's models fed from it.

#include "engine/core/notation.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_model.h"
#include "ui/panels/analysis/analysis_panels.h"
#include "ui/panels/cut/cut_comparison_view.h"
#include "ui/panels/cut/cut_event_format.h"
#include "ui/panels/cut/cut_panel.h"
#include "ui/panels/cut/cut_picture.h"
#include "ui/panels/cut/cut_root_moves_model.h"
#include "ui/panels/cut/cut_summary_model.h"
#include "ui/panels/cut/cut_tree_model.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>

#include <functional>

#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace probcut;
using namespace probcut::ui;

namespace {

// A midgame position (25 discs placed, 35 empties), white to move.
constexpr const char* MidgameLine = "d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7f8e8g4f3g5b4";

Position midgame()
{
    const auto line = parseTranscript(MidgameLine);
    if (!line.ok())
        qFatal("bad test line: %s", line.error().describe().c_str());
    return line->end;
}

SearchLimits mpcLimits(int depth, double selectivity)
{
    SearchLimits limits;
    limits.depth = depth;
    limits.selectivity = selectivity;
    limits.solveEmpties = 0;
    return limits;
}

void setUpStudioEngine(EngineController& controller)
{
    QString error;
    auto evaluator = studioEvaluator(&error);
    QVERIFY2(evaluator, qPrintable(error));
    auto mpc = studioMpcParams(&error);
    QVERIFY2(mpc, qPrintable(error));
    controller.setEvaluator(evaluator);
    controller.setMpcParams(mpc);
}

} // namespace

class TestCutPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void controllerDeliversCutEventsInBatches();
    void controllerIsSilentWhenDisabled();
    void staleCutEventsAreDropped();
    void panelModelsMatchTheEngine();
    void panelFollowsOnlyTheCurrentSearch();
    void everyColumnIsExplained();
    void mainWindowHasThePanel();
    void screenshots();
};

void TestCutPanel::initTestCase()
{
    QCoreApplication::setApplicationName(QStringLiteral("ProbCut Studio"));
    QCoreApplication::setOrganizationName(QStringLiteral("ProbCut"));
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestCutPanel::controllerDeliversCutEventsInBatches()
{
    EngineController controller;
    setUpStudioEngine(controller);
    controller.setCutEventsEnabled(true);
    QSignalSpy events(&controller, &EngineController::cutEvents);
    QSignalSpy finished(&controller, &EngineController::finished);
    int received = 0;
    bool afterFinish = false;
    connect(&controller, &EngineController::cutEvents, this, [&](SearchId, const QVector<CutEvent>& batch) {
        received += batch.size();
        if (!finished.isEmpty())
            afterFinish = true;
    });
    const SearchId id = controller.search(midgame(), mpcLimits(9, 87));
    QVERIFY(id != 0);
    QVERIFY(finished.wait(30000));
    QVERIFY(!events.isEmpty());
    QVERIFY(!afterFinish);
    for (const auto& call : events)
        QCOMPARE(call.at(0).value<SearchId>(), id);
    QVERIFY(received > 0);
    qInfo("cut events %d in %d batches", received, int(events.size()));
    // Batches are rate-limited: far fewer than the events.
    QVERIFY(events.size() < received);
}

void TestCutPanel::controllerIsSilentWhenDisabled()
{
    EngineController controller;
    setUpStudioEngine(controller);
    QSignalSpy events(&controller, &EngineController::cutEvents);
    QSignalSpy finished(&controller, &EngineController::finished);
    QVERIFY(controller.search(midgame(), mpcLimits(8, 87)) != 0);
    QVERIFY(finished.wait(30000));
    QCOMPARE(events.size(), 0);
}

void TestCutPanel::staleCutEventsAreDropped()
{
    EngineController controller;
    setUpStudioEngine(controller);
    controller.setCutEventsEnabled(true);
    QSignalSpy events(&controller, &EngineController::cutEvents);
    QSignalSpy finished(&controller, &EngineController::finished);
    const SearchId first = controller.search(midgame(), mpcLimits(14, 87));
    QVERIFY(first != 0);
    // Let the first search produce events the GUI thread has not flushed yet, then replace it.
    QThread::msleep(300);
    const SearchId second = controller.search(midgame(), mpcLimits(8, 87));
    QVERIFY(second > first);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.last().at(0).value<SearchResult>().searchId, second);
    for (const auto& call : events)
        QCOMPARE(call.at(0).value<SearchId>(), second);
    QVERIFY(controller.staleReportsDropped() > 0);
}

// A real selective search through the panel: its three models (checked by
// QAbstractItemModelTester while they fill) agree with each other and with the engine's
// complete counters; clicking a cut previews exactly the checked position.
void TestCutPanel::panelModelsMatchTheEngine()
{
    EngineController controller;
    setUpStudioEngine(controller);
    BoardWidget board;
    CutPanel panel(&board);
    panel.watch(&controller, CutPanel::Source::Analysis);
    QVERIFY(!controller.cutEventsEnabled());
    panel.setActive(true);
    QVERIFY(controller.cutEventsEnabled());
    QAbstractItemModelTester summaryTester(panel.summaryModel());
    QAbstractItemModelTester rootTester(panel.rootMovesModel());
    QAbstractItemModelTester treeTester(panel.treeModel());
    QSignalSpy finished(&controller, &EngineController::finished);
    const SearchId id = controller.search(midgame(), mpcLimits(10, 87));
    QVERIFY(finished.wait(30000));
    const SearchResult result = finished.last().at(0).value<SearchResult>();
    QCOMPARE(panel.searchId(), id);
    QCOMPARE(panel.source(), CutPanel::Source::Analysis);
    QVERIFY(panel.eventsReceived() > 0);

    // By height: the rows add up to the totals row, which counts every event, and the engine's
    // own counters agree (the stream is not capped at this depth).
    CutSummaryModel* summary = panel.summaryModel();
    const int totals = summary->totalsRow();
    QVERIFY(totals > 0);
    auto count = [&](int row, int column) {
        return summary->data(summary->index(row, column), CutSummaryModel::CountRole).toULongLong();
    };
    quint64 checks = 0, high = 0, low = 0;
    for (int row = 0; row < totals; ++row) {
        checks += count(row, CutSummaryModel::ChecksColumn);
        high += count(row, CutSummaryModel::FailHighColumn);
        low += count(row, CutSummaryModel::FailLowColumn);
        QCOMPARE(count(row, CutSummaryModel::NoCutColumn) + count(row, CutSummaryModel::FailHighColumn)
                + count(row, CutSummaryModel::FailLowColumn),
            count(row, CutSummaryModel::ChecksColumn));
    }
    QCOMPARE(count(totals, CutSummaryModel::ChecksColumn), checks);
    QCOMPARE(checks, quint64(panel.eventsReceived()));
    QCOMPARE(checks, quint64(result.mpc.checks()));
    QCOMPARE(high + low, quint64(result.mpc.cuts()));
    QVERIFY(high > 0 && low > 0);
    // Heights descend down the table.
    for (int row = 1; row < totals; ++row)
        QVERIFY(summary->data(summary->index(row, 0)).toString().toInt()
            <= summary->data(summary->index(row - 1, 0)).toString().toInt());
    qInfo("checks %llu, fail high %llu, fail low %llu in %d rows", checks, high, low, totals);

    // Root moves: the newest iteration's checks, each under the move its path starts with.
    CutRootMovesModel* roots = panel.rootMovesModel();
    QCOMPARE(roots->iteration(), result.depth);
    QVERIFY(roots->rowCount() > 0);
    quint64 iterationChecks = 0;
    for (const CutEvent& e : panel.iterationEvents()) {
        QCOMPARE(e.iteration, result.depth);
        iterationChecks += e.kind == CutEventKind::Check && e.pathLength > 0;
    }
    QCOMPARE(quint64(roots->totalChecks()), iterationChecks);
    const Board rootBoard = midgame().board;
    int deepestRow = -1;
    for (int row = 0; row < roots->rowCount(); ++row) {
        const int move = parseSquare(roots->data(roots->index(row, 0)).toString().toStdString()).value();
        QVERIFY(rootBoard.legalMoves() & squareBit(move));
        if (const CutEvent* cut = roots->deepestCut(row)) {
            QCOMPARE(int(cut->path[0]), move);
            QVERIFY(cut->decision != CutDecision::NoCut);
            QVERIFY(cutConfidence(*cut) >= 0.5);
            if (deepestRow < 0)
                deepestRow = row;
        }
    }
    QVERIFY(deepestRow >= 0);

    // Clicking a root move shows its deepest cut on the board.
    const CutEvent cut = *roots->deepestCut(deepestRow);
    QTableView* view = panel.rootMovesView();
    panel.resize(900, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QRect cell = view->visualRect(roots->index(deepestRow, 0));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QVERIFY(board.isPreviewing());
    QCOMPARE(board.previewPosition().board.player, cut.player);
    QCOMPARE(board.previewPosition().board.opponent, cut.opponent);
    QVERIFY(!panel.detailsText().isEmpty());

    // The tree, on request: the root counts every check of the iteration, checks appear as
    // rows under their node, and a check row previews its position.
    panel.buildTree(2);
    QVERIFY(panel.isBuildingTree()); // on its own thread
    QTRY_VERIFY(!panel.isBuildingTree());
    CutTreeModel* tree = panel.treeModel();
    const auto events = panel.iterationEvents();
    const quint64 checksKept = quint64(std::count_if(
        events.begin(), events.end(), [](const CutEvent& e) { return e.kind == CutEventKind::Check; }));
    QCOMPARE(quint64(tree->totalChecks()), checksKept);
    QVERIFY(tree->rowCount() > 0);
    quint64 topChecks = 0;
    QModelIndex checkRow;
    std::function<void(const QModelIndex&)> visit = [&](const QModelIndex& parent) {
        for (int r = 0; r < tree->rowCount(parent); ++r) {
            const QModelIndex i = tree->index(r, 0, parent);
            if (!checkRow.isValid() && tree->eventAt(i) && tree->eventAt(i)->decision != CutDecision::NoCut)
                checkRow = i;
            visit(i);
        }
    };
    for (int r = 0; r < tree->rowCount(); ++r)
        topChecks
            += tree->data(tree->index(r, CutTreeModel::ChecksColumn), CutTreeModel::CountRole).toULongLong();
    QCOMPARE(topChecks, checksKept); // no checks at the root itself
    visit({});
    QVERIFY(checkRow.isValid());
    const CutEvent* treeCut = tree->eventAt(checkRow);
    QVERIFY(treeCut->pathLength <= 2);
    QCOMPARE(int(tree->pathTo(checkRow).size()), treeCut->pathLength);
    panel.showCut(*treeCut);
    QCOMPARE(board.previewPosition().board.player, treeCut->player);

    // A request made while a build runs is served after it; a clear() drops a running build.
    panel.buildTree(1);
    panel.buildTree(3);
    QTRY_VERIFY(!panel.isBuildingTree());
    QCOMPARE(tree->plies(), 3);
    QCOMPARE(quint64(tree->totalChecks()), checksKept);
    panel.buildTree(2);
    panel.clear();
    QTRY_VERIFY(!panel.isBuildingTree());
    QCOMPARE(tree->rowCount(), 0);
}

// A search superseded before its events were shown leaves nothing in the panel: only the new
// search's checks are counted.
void TestCutPanel::panelFollowsOnlyTheCurrentSearch()
{
    EngineController controller;
    setUpStudioEngine(controller);
    CutPanel panel(nullptr);
    panel.watch(&controller, CutPanel::Source::GameEngine);
    panel.setActive(true);
    QSignalSpy finished(&controller, &EngineController::finished);
    QVERIFY(controller.search(midgame(), mpcLimits(14, 87)) != 0);
    QThread::msleep(300);
    // An earlier position of the same game: the first search's table cannot answer it.
    const auto earlier = parseTranscript("d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7");
    QVERIFY(earlier.ok());
    const SearchId second = controller.search(earlier->end, mpcLimits(9, 73));
    QVERIFY(finished.wait(30000));
    const SearchResult result = finished.last().at(0).value<SearchResult>();
    QCOMPARE(result.searchId, second);
    QCOMPARE(panel.searchId(), second);
    QVERIFY(result.mpc.checks() > 0);
    QCOMPARE(quint64(panel.eventsReceived()), quint64(result.mpc.checks()));
    QVERIFY(panel.statusText().contains(CutPanel::tr("Game engine")));
}

void TestCutPanel::everyColumnIsExplained()
{
    CutSummaryModel summary;
    CutRootMovesModel roots;
    CutTreeModel tree;
    for (QAbstractItemModel* model : {static_cast<QAbstractItemModel*>(&summary),
             static_cast<QAbstractItemModel*>(&roots), static_cast<QAbstractItemModel*>(&tree)})
        for (int c = 0; c < model->columnCount(); ++c) {
            QVERIFY(!model->headerData(c, Qt::Horizontal).toString().isEmpty());
            QVERIFY2(model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().size() > 20,
                qPrintable(model->headerData(c, Qt::Horizontal).toString()));
        }
    QVERIFY(CutTerms::explanation().contains(QStringLiteral("Buro")));
}

void TestCutPanel::mainWindowHasThePanel()
{
    MainWindow window;
    QDockWidget* dock = window.panel(QStringLiteral("cutPanel"));
    QVERIFY(dock);
    auto* panel = dock->findChild<CutPanel*>();
    QVERIFY(panel);
    QVERIFY(!window.analysisController()->cutEventsEnabled());
    window.show();
    dock->show();
    QTRY_VERIFY(panel->isActive());
    QVERIFY(window.analysisController()->cutEventsEnabled());
    QVERIFY(window.engineController()->cutEventsEnabled());
}

// Not a check: with PROBCUT_SCREENSHOT_DIR set (e.g. under xvfb-run), saves pictures of the panel
// in the studio during a real Analyse Position search, for a person to look at: the search-tree
// picture while it runs and when done (1280 x 800 and 1920 x 1080, each theme), a cut explained,
// the board's rings, a step-through frame beside the regression plot, the comparison with a
// search without pruning, the tables and "What is this?".
void TestCutPanel::screenshots()
{
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set PROBCUT_SCREENSHOT_DIR to save screenshots");
    QDir().mkpath(dir);
    MainWindow window;
    window.resize(1280, 800);
    const auto line = parseTranscript(MidgameLine);
    QVERIFY(line.ok());
    window.gameModel()->loadGame(line->start, line->moves);
    QDockWidget* dock = test::showPanelAlone(window, QStringLiteral("cutPanel"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* panel = dock->findChild<CutPanel*>();
    auto* panels = window.findChild<AnalysisPanels*>();
    QVERIFY(panels);
    panels->analysePositionAction()->trigger();
    QTest::qWait(2500);
    window.grab().save(dir + QStringLiteral("/cut-picture-running-1280x800.png"));
    QTest::qWait(4000);
    panels->analysePositionAction()->trigger(); // stop
    QTest::qWait(500);
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
        for (int theme = 0; theme < 3; ++theme) {
            Settings().theme.set(theme);
            window.applySettings();
            window.resize(size);
            QTest::qWait(300);
            window.grab().save(dir
                + QStringLiteral("/cut-picture-%1x%2-theme%3.png")
                      .arg(size.width())
                      .arg(size.height())
                      .arg(theme));
        }
    Settings().theme.set(0);
    window.applySettings();
    window.resize(1280, 800);
    QTest::qWait(200);

    // A cut stub selected: its explanation beside the picture.
    CutPicture* picture = panel->picture();
    const CutTree& tree = picture->tree();
    int stub = -1;
    for (int i = 1; i < int(tree.nodes().size()) && stub < 0; ++i)
        if (tree.node(i).isCut() && !picture->nodeRect(i).isEmpty())
            stub = i;
    window.grab().save(dir + QStringLiteral("/cut-board-rings.png"));
    if (stub > 0) {
        window.resize(1920, 1080);
        QTest::qWait(300);
        QTest::mouseClick(picture, Qt::LeftButton, {}, picture->nodeRect(stub).center().toPoint());
        QTest::qWait(300);
        dock->grab().save(dir + QStringLiteral("/cut-picture-explained.png"));
        window.resize(1280, 800);
        QTest::qWait(200);
    }

    // A step of the step-through beside the regression plot.
    QDockWidget* plots = window.panel(QStringLiteral("regressionPanel"));
    plots->show();
    window.splitDockWidget(dock, plots, Qt::Horizontal);
    window.resize(1920, 1080);
    QTest::qWait(1500);
    if (panel->stepCount() > 0)
        panel->stepTo(std::min(3, panel->stepCount() - 1));
    QTest::qWait(800);
    window.grab().save(dir + QStringLiteral("/cut-step-through-1920x1080.png"));
    plots->hide();
    window.resize(1280, 800);

    // The comparison with a search without pruning.
    panel->tabs()->setCurrentWidget(panel->comparisonView());
    panel->compareWithBruteForce();
    QTest::qWait(100);
    window.grab().save(dir + QStringLiteral("/cut-compare-running.png"));
    QTRY_VERIFY_WITH_TIMEOUT(panel->comparisonView()->compareButton()->isEnabled(), 90000);
    QTest::qWait(300);
    dock->grab().save(dir + QStringLiteral("/cut-compare.png"));

    panel->tabs()->setCurrentWidget(panel->summaryView());
    QTest::qWait(200);
    dock->grab().save(dir + QStringLiteral("/cut-panel-by-height.png"));
    panel->tabs()->setCurrentWidget(panel->treeView()->parentWidget());
    panel->buildTree(3);
    QTRY_VERIFY(!panel->isBuildingTree());
    panel->treeView()->expandToDepth(1);
    QTest::qWait(300);
    dock->grab().save(dir + QStringLiteral("/cut-panel-tree.png"));
    panel->findChild<QToolButton*>(QStringLiteral("cutAboutButton"))->setChecked(true);
    QTest::qWait(300);
    dock->grab().save(dir + QStringLiteral("/cut-panel-about.png"));
}

QTEST_MAIN(TestCutPanel)
#include "test_cut_panel.moc"
