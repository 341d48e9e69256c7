// The comparison with a search without pruning (ui/panels/cut/cut_comparison.h): on a midgame
// position with the shipped evaluation and Multi-ProbCut parameters, each side matches a plain
// search of the same limits, the same-time column lies inside the same-depth one, the verdicts
// follow from the deep values, cancel() stops at once and silences the comparison, and the view
// fills its tables.
#include "engine/core/notation.h"
#include "engine/engine.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/panels/cut/cut_comparison.h"
#include "ui/panels/cut/cut_comparison_view.h"

#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QtTest>

#include <cmath>
#include <mutex>

using namespace probcut;
using namespace probcut::ui;

namespace {

// Under a sanitizer (several times slower, on shared cores) waits get more time.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr int WaitScale = 4;
#else
constexpr int WaitScale = 1;
#endif

constexpr int Depth = 10;
constexpr double Selectivity = 73; // the levels' lowest: the most cuts, the likeliest mistakes

// A midgame position (33 empties), where the shipped model cuts.
Position midgamePosition()
{
    return parseTranscript("d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7f8e8g4f3g5b4")->end;
}

// What the comparison's searches are, run plainly: a fresh engine with the default table,
// searching to `depth` without the solver; `cuts` receives the check events.
SearchResult plainSearch(
    const Board& board, int depth, double selectivity, std::vector<CutEvent>* cuts = nullptr)
{
    std::mutex mutex; // before the engine: its listener uses it until the engine is gone
    Engine engine;
    engine.setEvaluator(studioEvaluator());
    engine.setMpcParams(studioMpcParams());
    if (cuts) {
        SearchListener listener;
        listener.onCutEvent = [&](const CutEvent& e) {
            std::lock_guard lock(mutex);
            if (e.kind == CutEventKind::Check && e.iteration == depth)
                cuts->push_back(e);
        };
        engine.setListener(std::move(listener));
    }
    if (engine.setPosition(board))
        qFatal("bad position");
    SearchLimits limits;
    limits.depth = depth;
    limits.selectivity = selectivity;
    limits.solveEmpties = 0;
    auto result = engine.think(limits);
    if (!result)
        qFatal("%s", result.error().describe().c_str());
    return *result;
}

} // namespace

class TestCutComparison : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(studioEvaluator());
        QVERIFY(studioMpcParams());
    }

    void picksCutsOfEveryHeightCheapestFirst()
    {
        std::vector<CutEvent> events(6);
        for (int k = 0; k < 6; ++k) {
            events[k].player = std::uint64_t(k + 1);
            events[k].height = 4;
            events[k].checkDepth = 2;
            events[k].pathLength = 6 - k;
            events[k].decision = k % 2 ? CutDecision::FailHigh : CutDecision::FailLow;
        }
        events[5].decision = CutDecision::NoCut; // not a cut
        events[4].kind = CutEventKind::Subtree;  // not a check
        events[3].player = events[2].player;     // the same node and decision as [2]
        events[3].decision = events[2].decision;
        const auto picked = CutComparison::pickCuts(events, 12);
        QCOMPARE(picked.size(), std::size_t(3));
        QCOMPARE(picked[0].pathLength, 3); // events[3]; events[2] is the same node
        QCOMPARE(picked[1].pathLength, 5);
        QCOMPARE(picked[2].pathLength, 6);
        QCOMPARE(CutComparison::pickCuts(events, 1).size(), std::size_t(1));

        // Mixed heights: one of each height in turn, the lowest first.
        std::vector<CutEvent> mixed(6);
        const int heights[] = {8, 4, 8, 6, 4, 6};
        for (int k = 0; k < 6; ++k) {
            mixed[k].player = std::uint64_t(100 + k);
            mixed[k].height = heights[k];
            mixed[k].checkDepth = 2;
            mixed[k].pathLength = 1 + k;
            mixed[k].decision = CutDecision::FailHigh;
        }
        const auto round = CutComparison::pickCuts(mixed, 12);
        QCOMPARE(round.size(), std::size_t(6));
        const int expected[] = {4, 6, 8, 4, 6, 8};
        for (int k = 0; k < 6; ++k)
            QCOMPARE(round[std::size_t(k)].height, expected[k]);
        QCOMPARE(round[0].pathLength, 2); // the nearest the root of height 4

        CutEvent high;
        high.decision = CutDecision::FailHigh;
        high.windowBound = 2;
        QVERIFY(!CutComparison::contradicts(high, 2));
        QVERIFY(CutComparison::contradicts(high, 1.5));
        CutEvent low = high;
        low.decision = CutDecision::FailLow;
        QVERIFY(!CutComparison::contradicts(low, 2));
        QVERIFY(CutComparison::contradicts(low, 2.5));
    }

    void comparesWithBruteForce()
    {
        const Position position = midgamePosition();
        std::vector<CutEvent> cuts;
        const SearchResult selective = plainSearch(position.board, Depth, Selectivity, &cuts);
        const SearchResult exact = plainSearch(position.board, Depth, 100);
        QVERIFY(!cuts.empty());

        CutComparison comparison(studioEvaluator(), studioMpcParams());
        QSignalSpy finished(&comparison, &CutComparison::finished);
        QSignalSpy failed(&comparison, &CutComparison::failed);
        QSignalSpy progress(&comparison, &CutComparison::progress);
        comparison.start(position, Depth, Selectivity, cuts, 10);
        QVERIFY(comparison.isRunning());
        QVERIFY(finished.wait(30000 * WaitScale));
        QCOMPARE(failed.count(), 0);
        QVERIFY(!comparison.isRunning());
        QVERIFY(progress.count() > 0);
        const auto r = finished.takeFirst().at(0).value<CutComparison::Result>();

        // Both sides to the same nominal depth, each what a plain search of its limits finds
        // (searches with one thread and a fresh table of the same size are deterministic).
        QCOMPARE(r.depth, Depth);
        QCOMPARE(r.selective.depth, Depth);
        QCOMPARE(r.sameDepth.depth, Depth);
        QVERIFY(r.selective.finished && r.sameDepth.finished);
        QVERIFY(r.selectivity < 100);
        QCOMPARE(r.selective.bestMove, selective.bestMove);
        QCOMPARE(r.selective.value, selective.score);
        QCOMPARE(r.selective.nodes, selective.nodes);
        QCOMPARE(r.sameDepth.bestMove, exact.bestMove);
        QCOMPARE(r.sameDepth.value, exact.score);
        QCOMPARE(r.sameDepth.nodes, exact.nodes);
        // Pruning saves nodes here (a fixed, deterministic search).
        QVERIFY2(r.sameDepth.nodes >= r.selective.nodes,
            qPrintable(QStringLiteral("%1 < %2").arg(r.sameDepth.nodes).arg(r.selective.nodes)));
        // The same-time reading is a moment of the same-depth search.
        QVERIFY(r.sameTime.depth <= r.sameDepth.depth);
        QVERIFY(r.sameTime.nodes <= r.sameDepth.nodes);
        QVERIFY(r.sameTime.seconds <= r.sameDepth.seconds);
        QCOMPARE(r.sameTime.finished, r.sameTime.depth >= Depth);
        for (const CutComparison::Side* side : {&r.selective, &r.sameTime, &r.sameDepth})
            if (side->depth > 0)
                QVERIFY(position.board.isLegal(side->bestMove));
        qInfo("with ProbCut: depth %d, %llu nodes, %.3f s, %s %.2f; same time: depth %d, %llu nodes; "
              "same depth: %llu nodes, %.3f s, %s %.2f",
            r.selective.depth, qulonglong(r.selective.nodes), r.selective.seconds,
            squareName(r.selective.bestMove).c_str(), r.selective.value, r.sameTime.depth,
            qulonglong(r.sameTime.nodes), qulonglong(r.sameDepth.nodes), r.sameDepth.seconds,
            squareName(r.sameDepth.bestMove).c_str(), r.sameDepth.value);

        // The verdicts: the picked cuts, each checked, consistent with its deep value.
        const auto picked = CutComparison::pickCuts(cuts);
        QCOMPARE(r.verdicts.size(), qsizetype(picked.size()));
        for (qsizetype k = 0; k < r.verdicts.size(); ++k) {
            const CutComparison::CutVerdict& v = r.verdicts[k];
            QCOMPARE(v.cut.player, picked[std::size_t(k)].player);
            QVERIFY(v.checked);
            const bool wrongSide = v.cut.decision == CutDecision::FailHigh ? v.deepValue < v.cut.windowBound
                                                                           : v.deepValue > v.cut.windowBound;
            QCOMPARE(v.contradicted, wrongSide);
        }
        // The first deep value is an exact search of the node to its height.
        const CutEvent& first = r.verdicts.front().cut;
        Board node{first.player, first.opponent};
        const bool passed = node.legalMoves() == 0;
        const SearchResult deep = plainSearch(passed ? node.passed() : node, first.height, 100);
        QCOMPARE(r.verdicts.front().deepValue, passed ? -deep.score : deep.score);
        qInfo("%d of %d cuts contradicted", r.contradictions(), int(r.verdicts.size()));

        // The view shows it all.
        CutComparisonView view;
        view.setResult(r);
        QTableWidget* table = view.table();
        QCOMPARE(table->rowCount(), int(CutComparisonView::RowCount));
        QCOMPARE(table->columnCount(), int(CutComparisonView::ColumnCount));
        for (int row = 0; row < table->rowCount(); ++row)
            for (int column = 0; column < table->columnCount(); ++column)
                QVERIFY(table->item(row, column) && !table->item(row, column)->text().isEmpty());
        QCOMPARE(table->item(CutComparisonView::DepthRow, CutComparisonView::SameDepthColumn)->text(),
            QString::number(Depth));
        QCOMPARE(table->item(CutComparisonView::BestMoveRow, CutComparisonView::SelectiveColumn)->text(),
            QString::fromStdString(squareName(r.selective.bestMove)));
        const QString valueHeader = table->verticalHeaderItem(CutComparisonView::ValueRow)->text();
        QVERIFY2(valueHeader.contains(
                     position.sideToMove == Color::Black ? QStringLiteral("Black") : QStringLiteral("White")),
            qPrintable(valueHeader));
        QCOMPARE(view.cutsTable()->rowCount(), int(r.verdicts.size()));
        for (int row = 0; row < view.cutsTable()->rowCount(); ++row) {
            const QString verdict = view.cutsTable()->item(row, CutComparisonView::VerdictColumn)->text();
            QCOMPARE(verdict,
                r.verdicts[row].contradicted ? QStringLiteral("contradicted") : QStringLiteral("held"));
        }
        const QString summary = view.summaryText();
        // "cut(s)": no translation is loaded here.
        const QString counts = QStringLiteral("%1 of %2 cut").arg(r.contradictions()).arg(r.verdicts.size());
        QVERIFY2(summary.startsWith(counts), qPrintable(summary));
        QVERIFY2(
            summary.contains(r.selective.bestMove == r.sameDepth.bestMove ? QStringLiteral("both moves agree")
                                                                          : QStringLiteral("differs")),
            qPrintable(summary));
        qInfo("%s", qPrintable(summary));
        view.clear();
        QCOMPARE(view.cutsTable()->rowCount(), 0);
        QVERIFY(view.summaryText().isEmpty());
    }

    void cancelStopsAtOnce()
    {
        const Position position = midgamePosition();
        CutComparison comparison(studioEvaluator(), studioMpcParams());
        QSignalSpy finished(&comparison, &CutComparison::finished);
        QSignalSpy failed(&comparison, &CutComparison::failed);
        QSignalSpy progress(&comparison, &CutComparison::progress);
        // Far deeper than the cap allows in the time waited: the searches are still running.
        for (const char* stage : {"With ProbCut", "Without pruning"}) {
            comparison.start(position, 16, Selectivity, {}, 60);
            QTRY_VERIFY_WITH_TIMEOUT(
                !progress.isEmpty() && progress.last().at(0).toString().startsWith(QLatin1String(stage)),
                20000 * WaitScale);
            comparison.cancel();
            QVERIFY(!comparison.isRunning());
            progress.clear();
            QTest::qWait(300);
            QCOMPARE(progress.count(), 0);
            QCOMPARE(finished.count(), 0);
            QCOMPARE(failed.count(), 0);
        }
        // The engine is free at once: a small comparison runs to its end.
        comparison.start(position, 4, Selectivity, {}, 10);
        QVERIFY(finished.wait(10000 * WaitScale));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(0).value<CutComparison::Result>().sameDepth.depth, 4);

        // A new start supersedes the running comparison: only the new one reports.
        finished.clear();
        comparison.start(position, 16, Selectivity, {}, 60);
        comparison.start(position, 3, Selectivity, {}, 10);
        QVERIFY(finished.wait(10000 * WaitScale));
        QTest::qWait(200);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(0).value<CutComparison::Result>().depth, 3);

        // Destroying a running comparison stops its search.
        auto* running = new CutComparison(studioEvaluator(), studioMpcParams());
        running->start(position, 16, Selectivity, {}, 60);
        QTest::qWait(200);
        QElapsedTimer timer;
        timer.start();
        delete running;
        QVERIFY2(timer.elapsed() < 2000 * WaitScale, qPrintable(QString::number(timer.elapsed())));
    }

    void cancelWhileCheckingCuts()
    {
        const Position position = midgamePosition();
        std::vector<CutEvent> cuts;
        plainSearch(position.board, 6, Selectivity, &cuts);
        QVERIFY(!cuts.empty());
        CutComparison comparison(studioEvaluator(), studioMpcParams());
        QSignalSpy finished(&comparison, &CutComparison::finished);
        // Cancelled from a receiver of the first check's announcement.
        bool cancelled = false;
        connect(&comparison, &CutComparison::progress, &comparison, [&](const QString& text) {
            if (text.startsWith(QLatin1String("Checking the cuts")) && !cancelled) {
                cancelled = true;
                comparison.cancel();
            }
        });
        comparison.start(position, 6, Selectivity, cuts, 10);
        QTRY_VERIFY_WITH_TIMEOUT(cancelled, 20000 * WaitScale);
        QVERIFY(!comparison.isRunning());
        QTest::qWait(300);
        QCOMPARE(finished.count(), 0);
        // And it runs again afterwards.
        cancelled = true;
        comparison.start(position, 6, Selectivity, cuts, 10);
        QVERIFY(finished.wait(20000 * WaitScale));
        QVERIFY(!finished.first().at(0).value<CutComparison::Result>().verdicts.isEmpty());
    }

    void failsWhenNothingIsPruned()
    {
        const Position position = midgamePosition();
        CutComparison comparison(studioEvaluator(), studioMpcParams());
        QSignalSpy failed(&comparison, &CutComparison::failed);
        comparison.start(position, 4, 100, {}, 10);
        QCOMPARE(failed.count(), 1); // at once
        QVERIFY(!comparison.isRunning());

        // Without parameters the search cannot prune: found once it has run.
        CutComparison unfitted(studioEvaluator(), nullptr);
        QSignalSpy unfittedFailed(&unfitted, &CutComparison::failed);
        QSignalSpy unfittedFinished(&unfitted, &CutComparison::finished);
        unfitted.start(position, 4, Selectivity, {}, 10);
        QVERIFY(unfittedFailed.wait(10000 * WaitScale));
        QCOMPARE(unfittedFinished.count(), 0);
        QVERIFY(!unfitted.isRunning());
    }

    void viewButtons()
    {
        CutComparisonView view;
        QSignalSpy compare(&view, &CutComparisonView::compareRequested);
        QSignalSpy cancel(&view, &CutComparisonView::cancelRequested);
        QVERIFY(view.compareButton()->isEnabled());
        QVERIFY(!view.cancelButton()->isEnabled());
        view.compareButton()->click();
        QCOMPARE(compare.count(), 1);
        view.setRunning(true);
        QVERIFY(!view.compareButton()->isEnabled());
        view.cancelButton()->click();
        QCOMPARE(cancel.count(), 1);
        view.setStatus(QStringLiteral("x"));
        QCOMPARE(view.statusText(), QStringLiteral("x"));
    }
};

QTEST_MAIN(TestCutComparison)
#include "test_cut_comparison.moc"
