// The regression panel (ui/panels/regression/regression_panel.h): it loads the shipped samples and
// parameters, shows the parameter file's r², σ, n for a selection (compared with the file itself, read from
// the source tree), switches selections quickly with the right number of points, draws the
// ±t·σ band for the chosen confidence, and plots verified live points for the cut events of a
// real Multi-ProbCut search; the cut verifier alone matches a plain search and cancels.
#include "engine/core/notation.h"
#include "engine/engine.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search.h"
#include "engine/search/transposition_table.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_model.h"
#include "ui/panels/cut/cut_verifier.h"
#include "ui/panels/regression/point_cloud_item.h"
#include "ui/panels/regression/regression_panel.h"
#include "ui/panels/settling_chart_view.h"
#include "ui/window/main_window.h"
#include "ui/window/theme.h"

#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <mutex>

using namespace probcut;
using namespace probcut::ui;

namespace {

// The live verifier re-runs deep searches at a low priority: under a sanitizer (several times
// slower, on cores shared with other jobs) waiting for it gets more time. What is checked is
// unchanged.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr int WaitScale = 4;
#else
constexpr int WaitScale = 1;
#endif

MpcParams sourceParams()
{
    QFile f(QStringLiteral(PROBCUT_SOURCE_DIR "/resources/mpc/mpc-pattern.txt"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read resources/mpc/mpc-pattern.txt");
    const QByteArray bytes = f.readAll();
    auto p = parseMpcParams(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!p)
        qFatal("%s", p.error().describe().c_str());
    return *p;
}

// A midgame position (33 empties), where the shipped model cuts.
Position midgamePosition()
{
    return parseTranscript("d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7f8e8g4f3g5b4")->end;
}
Board midgame() { return midgamePosition().board; }

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

} // namespace

class TestRegressionPanel : public QObject {
    Q_OBJECT
private slots:
    void loadsShippedDataAndShowsFileR2()
    {
        // The first call parses the embedded file; the panel then only builds its index. (The
        // main window has loaded the parameters for its engines already.)
        QVERIFY(studioMpcParams());
        QElapsedTimer timer;
        timer.start();
        QVERIFY(studioMpcSamples());
        const double parseMs = double(timer.nsecsElapsed()) / 1e6;
        RegressionPanel panel;
        QVERIFY(panel.ensureLoaded());
        qInfo(
            "embedded samples parsed in %.2f ms (first call, resource opened); panel loaded in %.2f ms more",
            parseMs, panel.loadSeconds() * 1000);
        const MpcParams file = sourceParams();
        QVERIFY(panel.data()->stages().size() >= 8);
        // The default selection: a midgame stage with ProbCut's classic pair (d = 4, h = 8).
        QCOMPARE(panel.selectedHeight(), 8);
        QCOMPARE(panel.selectedDepth(), 4);
        for (auto [st, h, d] : {std::tuple{5, 8, 4}, {2, 10, 5}, {9, 3, 1}, {7, 6, 0}}) {
            QVERIFY(panel.select(st, h, d));
            const MpcFit& f = file.fit(st, h, d);
            QVERIFY(f.n > 0);
            const QString text = panel.findChild<QLabel*>(QStringLiteral("regressionStats"))->text();
            QVERIFY2(text.contains(QStringLiteral("r² %1 ").arg(f.r * f.r, 0, 'f', 3)), qPrintable(text));
            QVERIFY2(
                text.contains(QStringLiteral("\u03c3 %1 discs").arg(f.sigma, 0, 'f', 2)), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("n %1").arg(f.n)), qPrintable(text));
            // The r² recomputed from the plotted points is the file's.
            const auto& s = panel.data()->series(st, h, d);
            QVERIFY(s.refitted);
            QVERIFY(std::fabs(s.r2Samples - f.r * f.r) < 1e-7);
            QVERIFY2(
                text.contains(QStringLiteral("refitted: %1").arg(f.r * f.r, 0, 'f', 3)), qPrintable(text));
            QCOMPARE(panel.pointCloud()->count(), int(f.n));
            // The fitted line at x = 0 passes through b.
            const QPointF p0 = panel.fitSeries()->at(0), p1 = panel.fitSeries()->at(1);
            const double yAt0 = p0.y() + (p1.y() - p0.y()) * (0 - p0.x()) / (p1.x() - p0.x());
            QVERIFY(std::fabs(yAt0 - f.b) < 1e-9);
            qInfo("stage %d h %d d %d: %s", st, h, d, qPrintable(text));
        }
    }

    void switchingIsQuick()
    {
        RegressionPanel panel;
        panel.resize(700, 560);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const MpcParams file = sourceParams();
        QList<double> first, again, painted;
        for (int pass = 0; pass < 2; ++pass)
            for (int st : panel.data()->stages())
                for (int h : {4, 8, 10}) {
                    QElapsedTimer timer;
                    timer.start();
                    QVERIFY(panel.select(st, h, h / 2));
                    (pass == 0 ? first : again).append(double(timer.nsecsElapsed()) / 1e6);
                    QCOMPARE(panel.pointCloud()->count(), int(file.fit(st, h, h / 2).n));
                    panel.repaint(); // the chart redraws the new series
                    if (pass == 1)
                        painted.append(double(timer.nsecsElapsed()) / 1e6);
                }
        qInfo("switching selection: select() median %.2f ms first time, %.2f ms cached (max %.2f); "
              "with repaint median %.2f ms",
            median(first), median(again), *std::max_element(again.begin(), again.end()), median(painted));
        QVERIFY(panel.data()->builtSeries() <= 3 * panel.data()->stages().size());
        // Switching through the combo boxes behaves the same.
        auto* heightBox = panel.findChild<QComboBox*>(QStringLiteral("regressionHeight"));
        QVERIFY(heightBox);
        heightBox->setCurrentIndex(heightBox->findData(6));
        QCOMPARE(panel.selectedHeight(), 6);
        QVERIFY(panel.selectedDepth() < 6);
        QCOMPARE(
            panel.pointCloud()->count(), int(file.fit(panel.selectedStage(), 6, panel.selectedDepth()).n));
    }

    void bandFollowsConfidence()
    {
        RegressionPanel panel;
        QVERIFY(panel.select(4, 8, 4));
        const MpcFit f = sourceParams().fit(4, 8, 4);
        for (double c : RegressionPanel::Confidences) {
            panel.setConfidence(c);
            const double t = mpcThreshold(c);
            for (int i = 0; i < 2; ++i) {
                QVERIFY(
                    std::fabs(panel.bandHighSeries()->at(i).y() - panel.fitSeries()->at(i).y() - t * f.sigma)
                    < 1e-9);
                QVERIFY(
                    std::fabs(panel.fitSeries()->at(i).y() - panel.bandLowSeries()->at(i).y() - t * f.sigma)
                    < 1e-9);
            }
            QVERIFY(panel.statsText().contains(QStringLiteral("t %1 (%2 %)").arg(t, 0, 'f', 2).arg(c)));
        }
        // Above height 8 the band widens as the search's threshold does (MpcSettings::heightScale).
        QVERIFY(panel.select(4, 10, 5));
        const MpcFit g = sourceParams().fit(4, 10, 5);
        panel.setConfidence(95);
        const double raised = mpcHeightThreshold(mpcThreshold(95), 10, MpcSettings{}.heightScale);
        QVERIFY(raised > mpcThreshold(95));
        QVERIFY(std::fabs(panel.bandHighSeries()->at(0).y() - panel.fitSeries()->at(0).y() - raised * g.sigma)
            < 1e-9);
        QVERIFY2(panel.statsText().contains(QStringLiteral("t %1 (95 %)").arg(raised, 0, 'f', 2)),
            qPrintable(panel.statsText()));
        QVERIFY(panel.statsText().contains(QStringLiteral("t raised 20 %")));
    }

    // The sampler fed directly with the cut events of a real search (as the engine listener
    // delivers them), then verified in the background.
    void livePointsFromRealCutEvents()
    {
        Engine engine;
        engine.setEvaluator(studioEvaluator());
        engine.setMpcParams(studioMpcParams());
        std::mutex mutex;
        QVector<CutEvent> events;
        SearchListener listener;
        listener.onCutEvent = [&](const CutEvent& e) {
            std::lock_guard lock(mutex);
            events.append(e);
        };
        engine.setListener(listener);
        QVERIFY(!engine.setPosition(midgame()));
        SearchLimits limits;
        limits.depth = 10;
        limits.selectivity = 87;
        limits.solveEmpties = 0;
        auto result = engine.think(limits);
        QVERIFY(result.ok());
        QVERIFY2(!events.isEmpty(), "the search made no Multi-ProbCut check");
        const qsizetype cuts = std::count_if(
            events.begin(), events.end(), [](const CutEvent& e) { return e.decision != CutDecision::NoCut; });
        qInfo("search: %lld checks, %lld cuts", (long long)events.size(), (long long)cuts);

        RegressionPanel panel;
        QVERIFY(panel.ensureLoaded());
        QVERIFY(panel.select(panel.data()->stages().first(), 2, 1)); // where this search cannot cut
        QSignalSpy updated(&panel, &RegressionPanel::liveUpdated);
        // In batches, as EngineController delivers them.
        for (qsizetype i = 0; i < events.size(); i += 500)
            panel.addCutEvents(result->searchId, events.mid(i, 500));
        // "Follow the search" moved the selection to the most frequent cutting pair.
        QVERIFY(panel.selectedHeight() >= 3);
        QVERIFY(panel.liveCutsSelected() >= 10);
        QVERIFY(panel.liveSubmitted() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(panel.livePending() == 0, 60000 * WaitScale);
        QCOMPARE(panel.liveVerified(), panel.liveSubmitted());
        QCOMPARE(panel.liveRightSeries()->count() + panel.liveWrongSeries()->count(), panel.liveVerified());
        QCOMPARE(updated.count(), panel.liveVerified());
        qInfo("live: h %d d %d, %d cuts verified, %d right; %s", panel.selectedHeight(),
            panel.selectedDepth(), panel.liveVerified(), panel.liveRight(), qPrintable(panel.liveText()));
        // At 87 % confidence most cuts must be right (the band is 1.5 σ wide).
        QVERIFY(panel.liveRight() * 2 >= panel.liveVerified());

        // A new search replaces the sample; a disabled panel takes nothing.
        panel.addCutEvents(result->searchId + 1, {});
        QCOMPARE(panel.liveVerified(), 0);
        QCOMPARE(panel.liveRightSeries()->count(), 0);
        panel.setLiveEnabled(false);
        panel.addCutEvents(result->searchId + 2, events);
        QCOMPARE(panel.liveSubmitted(), 0);
        QCOMPARE(panel.livePending(), 0);
    }

    // The verifier on its own: a check is answered with the values of the fit's protocol (an
    // exact search to the height from a fresh 16 MiB table, every iteration's value), run here
    // directly for comparison; the queue is bounded; cancelAll() stops the running check, which
    // then reports nothing, and the next one runs; destruction stops a running check.
    void verifierMatchesPlainSearchAndCancels()
    {
        const auto evaluator = studioEvaluator();
        CutVerifier verifier(evaluator);
        QSignalSpy verified(&verifier, &CutVerifier::verified);
        const Board b = midgame();
        CutCheck check;
        check.searchId = 5;
        check.event.player = b.player;
        check.event.opponent = b.opponent;
        check.event.height = 6;
        check.event.checkDepth = 3;
        check.event.decision = CutDecision::FailHigh;
        check.stage = 7;
        QCOMPARE(verifier.pending(), 0);
        QVERIFY(verifier.submit(check));
        QCOMPARE(verifier.pending(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(verified.count(), 1, 30000 * WaitScale);
        QCOMPARE(verifier.pending(), 0);
        const auto result = verified.first().first().value<VerifiedCut>();
        QCOMPARE(result.check.searchId, SearchId(5));
        QCOMPARE(result.check.stage, 7);

        TranspositionTable tt(16);
        SearchLimits limits;
        limits.depth = 6;
        limits.solveEmpties = 0;
        SearchControl control;
        double values[7] = {};
        control.onIteration = [&](const SearchInfo& info) { values[info.depth] = info.score; };
        QCOMPARE(search(b, limits, tt, *evaluator, control).stopReason, StopReason::DepthReached);
        QCOMPARE(result.shallow, values[3]);
        QCOMPARE(result.deep, values[6]);

        // A deep check runs, MaxQueued wait, one more is refused; cancelled, none is reported.
        CutCheck deep = check;
        deep.event.height = 16;
        deep.event.checkDepth = 8;
        verified.clear();
        for (int i = 0; i <= CutVerifier::MaxQueued; ++i)
            QVERIFY(verifier.submit(deep));
        QVERIFY(!verifier.submit(deep));
        QCOMPARE(verifier.pending(), CutVerifier::MaxQueued + 1);
        verifier.cancelAll();
        QCOMPARE(verifier.pending(), 1); // the stopped check, until its end is delivered
        QTRY_COMPARE_WITH_TIMEOUT(verifier.pending(), 0, 10000 * WaitScale);
        QCOMPARE(verified.count(), 0);
        QVERIFY(verifier.submit(check));
        QTRY_COMPARE_WITH_TIMEOUT(verified.count(), 1, 30000 * WaitScale);
        QCOMPARE(verified.first().first().value<VerifiedCut>().deep, values[6]);
        QVERIFY(verifier.submit(deep)); // left running: the destructor stops it
    }

    // The main window has the panel under View > Panels; it loads its data when first shown.
    void mainWindowHasThePanel()
    {
        MainWindow window;
        QDockWidget* dock = window.panel(QStringLiteral("regressionPanel"));
        QVERIFY(dock);
        auto* panel = dock->findChild<RegressionPanel*>();
        QVERIFY(panel);
        QVERIFY(!panel->data()); // nothing parsed while hidden
        window.show();
        dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(panel->data() != nullptr);
        QVERIFY(panel->pointCloud()->count() > 0);
        // The positions are one cached image: each resize redraws it once, not point by point.
        auto* view = panel->findChild<QWidget*>(QStringLiteral("regressionChart"));
        QVERIFY(view);
        view->grab();
        QVERIFY(panel->pointCloud()->renders() >= 1);
        const int before = panel->pointCloud()->renders();
        for (int i = 1; i <= 3; ++i) {
            window.resize(window.width() + 20, window.height() + 10);
            QCoreApplication::processEvents();
            view->grab();
            view->grab(); // unchanged: the cached image is painted again
        }
        QVERIFY(panel->pointCloud()->renders() - before <= 3);
        QVERIFY(window.engineController()->cutEventsEnabled());
        QVERIFY(window.analysisController()->cutEventsEnabled());
    }

    // A cut that claimed the impossible is judged wrong; a safe one right.
    // The chart views paint from a cached frame and lay the chart out once per burst of resizes
    // (SettlingChartView): a window being dragged to a new size would otherwise lay out and
    // repaint every axis and series item at each step.
    void chartViewSettlesAfterAResizeBurst()
    {
        auto* chart = new QChart;
        auto* series = new QLineSeries;
        for (int i = 0; i < 20; ++i)
            series->append(i, std::sin(i / 3.0));
        chart->addSeries(series);
        chart->createDefaultAxes();
        SettlingChartView view(chart);
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(!view.isSettling());
        view.grab();
        const int renders = view.renderCount();
        view.grab();
        view.grab();
        QCOMPARE(view.renderCount(), renders); // nothing changed: the cached frame is copied

        const int layouts = view.layoutCount();
        QTest::qWait(SettlingChartView::SettleMs + 50); // a quiet spell: the next resize is at once
        for (int i = 1; i <= 5; ++i) {
            view.resize(400 + 10 * i, 300 + 5 * i);
            QCoreApplication::processEvents();
            view.grab();
        }
        QVERIFY(view.layoutCount() - layouts <= 1); // only the burst's first step
        QVERIFY(view.isSettling());
        QTRY_VERIFY(!view.isSettling());
        QCOMPARE(view.layoutCount() - layouts, 2); // and once for the final size
        QCOMPARE(chart->size().toSize(), view.viewport()->size());

        // A change of the chart renders the frame again.
        QTest::qWait(10);
        view.grab();
        const int before = view.renderCount();
        series->append(20, 1.0);
        QTRY_VERIFY((view.grab(), view.renderCount() > before));
        // A click applies a pending resize before the chart is hit-tested.
        view.resize(500, 400);
        view.resize(510, 405);
        QVERIFY(view.isSettling());
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(50, 50));
        QVERIFY(!view.isSettling());
        QCOMPARE(chart->size().toSize(), view.viewport()->size());
    }

    void judgesCutsAgainstTheirWindowBound()
    {
        RegressionPanel panel;
        QVERIFY(panel.ensureLoaded());
        const Board b = midgame();
        const int stage = panel.data()->params()->stageOf(b.emptyCount());
        QVERIFY(panel.select(stage, 4, 2));
        CutEvent e;
        e.player = b.player;
        e.opponent = b.opponent;
        e.height = 4;
        e.checkDepth = 2;
        e.decision = CutDecision::FailHigh;
        e.windowBound = 60; // "the deep value is at least +60": false in this balanced position
        CutEvent safe = e;
        safe.decision = CutDecision::FailLow;
        safe.windowBound = 60;    // "at most +60": true
        safe.player = b.opponent; // another position (the side to move swapped)
        safe.opponent = b.player;
        QSignalSpy updated(&panel, &RegressionPanel::liveUpdated);
        panel.addCutEvents(77, {e, safe});
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 2, 30000);
        QCOMPARE(panel.liveVerified(), 2);
        QCOMPARE(panel.liveRight(), 1);
        QCOMPARE(panel.liveWrongSeries()->count(), 1);
        QCOMPARE(panel.liveRightSeries()->count(), 1);
        const QString tip = panel.liveTip(panel.liveWrongSeries()->at(0));
        QVERIFY2(tip.contains(QStringLiteral("the cut was wrong")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("at least 60.00")), qPrintable(tip));
        qInfo("%s", qPrintable(tip));
    }

    // The same through EngineController's cut-event stream, during a real search.
    void livePointsFromController()
    {
        EngineController controller;
        controller.setEvaluator(studioEvaluator());
        controller.setMpcParams(studioMpcParams());
        RegressionPanel panel;
        panel.attachController(&controller);
        QVERIFY(!controller.cutEventsEnabled()); // not before the panel is shown
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(controller.cutEventsEnabled());
        QSignalSpy finished(&controller, &EngineController::finished);
        SearchLimits limits;
        limits.depth = 10;
        limits.selectivity = 87;
        limits.solveEmpties = 0;
        QVERIFY(controller.search(midgamePosition(), limits) != 0);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000 * WaitScale);
        QVERIFY(panel.liveSubmitted() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(panel.livePending() == 0, 60000 * WaitScale);
        QVERIFY(panel.liveVerified() > 0);
        QVERIFY(panel.liveRightSeries()->count() + panel.liveWrongSeries()->count() == panel.liveVerified());
        qInfo("controller: %s", qPrintable(panel.liveText()));
    }

    // Screenshots for the closing note, only when PROBCUT_SHOTS_DIR names a directory
    // (run under xvfb-run with QT_QPA_PLATFORM=xcb): the main window with the panel during a real
    // analysis, and the panel alone at a few selections.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("PROBCUT_SHOTS_DIR");
        if (dir.isEmpty())
            QSKIP("set PROBCUT_SHOTS_DIR to take screenshots");
        QDir().mkpath(dir);
        MainWindow window;
        window.resize(1500, 960);
        auto moves = parseTranscript("d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7f8e8g4f3g5b4");
        QVERIFY(moves.ok());
        QVERIFY(window.gameModel()->loadGame(Position::initial(), moves->moves));
        QDockWidget* dock = window.panel(QStringLiteral("regressionPanel"));
        auto* panel = dock->findChild<RegressionPanel*>();
        window.show();
        // As a user would: the cut decisions and the plots, tabbed, the plots in front; the
        // principal variation above.
        window.panel(QStringLiteral("cutPanel"))->show();
        window.panel(QStringLiteral("pvPanel"))->show();
        if (QDockWidget* graph = window.panel(QStringLiteral("evalGraphPanel")))
            graph->hide(); // three stacked panels leave the plot too little height
        dock->show();
        dock->raise();
        window.resizeDocks({dock}, {640}, Qt::Horizontal);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SearchLimits limits;
        limits.depth = 12;
        limits.selectivity = 87;
        limits.solveEmpties = 0;
        QSignalSpy finished(window.analysisController(), &EngineController::finished);
        QVERIFY(window.analysisController()->search(window.gameModel()->position(), limits) != 0);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000 * WaitScale);
        QTRY_VERIFY_WITH_TIMEOUT(panel->livePending() == 0, 120000 * WaitScale);
        QTest::qWait(300);
        QVERIFY(window.grab().save(dir + QStringLiteral("/regression-window.png")));
        QVERIFY(panel->grab().save(dir + QStringLiteral("/regression-live.png")));
        qInfo("live: %s", qPrintable(panel->liveText()));

        RegressionPanel alone;
        alone.resize(640, 620);
        alone.show();
        QVERIFY(QTest::qWaitForWindowExposed(&alone));
        for (auto [st, h, d, c] :
            {std::tuple{5, 8, 4, 95.0}, {2, 10, 5, 99.0}, {8, 6, 0, 73.0}, {9, 4, 2, 87.0}}) {
            QVERIFY(alone.select(st, h, d));
            alone.setConfidence(c);
            QTest::qWait(100);
            QVERIFY(
                alone.grab().save(dir + QStringLiteral("/regression-s%1-h%2-d%3.png").arg(st).arg(h).arg(d)));
        }
        // The dark look follows the palette.
        alone.setPalette(applicationPalette(ThemeKind::Dark));
        QTest::qWait(100);
        QVERIFY(alone.grab().save(dir + QStringLiteral("/regression-dark.png")));
    }
};

QTEST_MAIN(TestRegressionPanel)
#include "test_regression_panel.moc"
