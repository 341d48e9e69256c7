// The ProbCut panel's search-tree picture, offscreen: the widget against a synthetic tree whose
// widths and cuts are known (layout in widget coordinates, hit testing, zoom by clicking, the
// highlight of the step-through, painting speed for 100,000 nodes), then the panel fed by a real
// selective search of the studio's engine (every root move drawn, the last finished iteration
// shown, the step-through lighting each cut, the rings on the board, Save Picture as PNG and SVG).
#include "engine/core/notation.h"
#include "tests/cut_events.h"
#include "ui/board/board_widget.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/panels/cut/cut_panel.h"
#include "ui/panels/cut/cut_picture.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace probcut;
using namespace probcut::ui;

namespace {

using probcut::test::subtree;

constexpr const char* MidgameLine = "d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7f8e8g4f3g5b4";

Position midgame() { return parseTranscript(MidgameLine)->end; }

CutTree syntheticTree()
{
    CutEvent cut = subtree({37}, 3);
    cut.decision = CutDecision::FailHigh;
    cut.checkDepth = 2;
    cut.shallowValue = 9;
    cut.bound = 6;
    cut.windowBound = 2;
    cut.sigma = 2.5;
    cut.threshold = 1.64;
    cut.highCheck = true;
    cut.cutsByHeight[5] = 1;
    CutTree tree;
    tree.build(
        {subtree({19}, 6000), subtree({19, 20}, 3000), subtree({19, 21}, 2000), subtree({26}, 3000), cut});
    return tree;
}

} // namespace

class TestCutPicture : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCoreApplication::setApplicationName(QStringLiteral("ProbCut Studio"));
        QCoreApplication::setOrganizationName(QStringLiteral("ProbCut"));
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void widgetLaysOutAndZooms()
    {
        CutPicture picture;
        picture.resize(600, 300);
        picture.setRoot(midgame());
        picture.setTree(syntheticTree());
        picture.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picture));
        const CutTree& t = picture.tree();
        const int d4 = t.nodeAt({19}), e4 = t.nodeAt({26}), f5 = t.nodeAt({37});
        const QRectF root = picture.nodeRect(0), rd4 = picture.nodeRect(d4), re4 = picture.nodeRect(e4);
        QVERIFY(!root.isEmpty() && !rd4.isEmpty() && !re4.isEmpty());
        QVERIFY(std::fabs(rd4.width() / re4.width() - 2.0) < 0.01);
        QVERIFY(picture.nodeRect(f5).width() > 3.9); // the stub, widened (the row then scaled to fit)
        QCOMPARE(picture.nodeAt(rd4.center()), d4);
        QVERIFY(picture.describe(f5).contains(CutPicture::tr("After %1").arg(QStringLiteral("f5"))));
        QVERIFY(picture.describe(d4).contains(QStringLiteral("6")));

        // Clicking d4 zooms into it; clicking the top band zooms out again.
        QSignalSpy selected(&picture, &CutPicture::nodeSelected);
        QTest::mouseClick(&picture, Qt::LeftButton, {}, rd4.center().toPoint());
        QCOMPARE(picture.focusNode(), d4);
        QCOMPARE(selected.size(), 1);
        QVERIFY(std::fabs(picture.nodeRect(d4).width() - root.width()) < 0.5);
        QTest::mouseClick(&picture, Qt::LeftButton, {}, picture.nodeRect(d4).center().toPoint());
        QCOMPARE(picture.focusNode(), 0);

        // A highlight deeper than the tree lights the deepest node on its way.
        picture.setHighlightPath({19, 20, 40, 41});
        QCOMPARE(picture.highlightedNode(), t.nodeAt({19, 20}));
        const QImage image = picture.grab().toImage();
        QVERIFY(!image.isNull());
        QVERIFY(image.pixelColor(rd4.center().toPoint()) != image.pixelColor(2, picture.height() - 2));

        // A new tree of the same shape keeps the zoom.
        picture.setFocusNode(d4);
        picture.setTree(syntheticTree());
        QCOMPARE(picture.focusNode(), d4);
        picture.clear();
        QCOMPARE(picture.focusNode(), 0);
        QVERIFY(picture.nodeAt(QPointF(10, 10)) < 0 || picture.tree().empty());
    }

    // Painting a saved tree of 100,000 nodes: well under 200 ms.
    void largeTreePaintsFast()
    {
        std::vector<CutEvent> events;
        for (int a = 0; a < 10; ++a) {
            events.push_back(subtree({a}, 1000000));
            for (int b = 0; b < 10; ++b) {
                events.push_back(subtree({a, 10 + b}, 100000));
                for (int c = 0; c < 16; ++c) {
                    events.push_back(subtree({a, 10 + b, 20 + c}, 6000));
                    for (int d = 0; d < 64; ++d)
                        events.push_back(subtree({a, 10 + b, 20 + c, d}, 90));
                }
            }
        }
        CutTree tree;
        tree.build(events);
        QVERIFY(tree.nodes().size() > 100000);
        CutPicture picture;
        picture.resize(1600, 500);
        QElapsedTimer timer;
        timer.start();
        picture.setTree(std::move(tree));
        QImage image(picture.size(), QImage::Format_ARGB32_Premultiplied);
        picture.render(&image);
        const qint64 ms = timer.elapsed();
        qInfo("100,000-node tree laid out and painted in %lld ms", (long long)ms);
        QVERIFY2(ms < 200, qPrintable(QString::number(ms)));
    }

    void panelShowsTheSearch()
    {
        EngineController controller;
        QString error;
        auto evaluator = studioEvaluator(&error);
        QVERIFY2(evaluator, qPrintable(error));
        auto mpc = studioMpcParams(&error);
        QVERIFY2(mpc, qPrintable(error));
        controller.setEvaluator(evaluator);
        controller.setMpcParams(mpc);
        BoardWidget board;
        board.setPosition(midgame());
        CutPanel panel(&board);
        panel.watch(&controller, CutPanel::Source::Analysis);
        panel.setActive(true);
        panel.resize(1000, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.tabs()->currentWidget(), panel.picturePage());
        QSignalSpy finished(&controller, &EngineController::finished);
        SearchLimits limits;
        limits.depth = 10;
        limits.selectivity = 95;
        limits.solveEmpties = 0;
        QVERIFY(controller.search(midgame(), limits) != 0);
        QVERIFY(finished.wait(60000));
        const SearchResult result = finished.last().at(0).value<SearchResult>();
        QTRY_VERIFY(!panel.picture()->tree().empty());
        const CutTree& tree = panel.picture()->tree();
        QCOMPARE(tree.iteration(), result.depth);
        // Every root move is drawn: no first-move starvation.
        QCOMPARE(int(tree.node(0).children.size()), std::popcount(midgame().board.legalMoves()));
        QVERIFY(tree.totalCuts() > 0);
        QTRY_VERIFY(
            panel.picture()->tree().node(0).savedNodes > 0); // the final counters come with the result

        // The rings: one per root move, on the board showing the searched position.
        QCOMPARE(board.rings().size(), int(tree.node(0).children.size()));
        for (const SquareRing& ring : board.rings()) {
            QVERIFY(midgame().board.legalMoves() & squareBit(ring.square));
            QVERIFY(ring.share >= 0 && ring.share <= 1);
        }

        // The step-through: each step lights its node and explains its cut.
        QVERIFY(panel.stepCount() > 0);
        QSignalSpy stepped(&panel, &CutPanel::cutStepped);
        panel.stepTo(0);
        QCOMPARE(stepped.size(), 1);
        QVERIFY(panel.picture()->highlightedNode() > 0);
        QVERIFY2(panel.nodeText().contains(QStringLiteral("ply"))
                || panel.nodeText().contains(QStringLiteral("end")),
            qPrintable(panel.nodeText()));
        const CutEvent first = stepped.last().at(0).value<CutEvent>();
        QVERIFY(first.decision == CutDecision::FailHigh || first.decision == CutDecision::FailLow);
        auto* next = panel.findChild<QToolButton*>(QStringLiteral("cutStepNext"));
        if (panel.stepCount() > 1) {
            QVERIFY(next->isEnabled());
            next->click();
            QCOMPARE(panel.stepIndex(), 1);
        }

        // Save Picture: an SVG that Qt's renderer reads, and a PNG.
        QTemporaryDir dir;
        QVERIFY(panel.savePicture(dir.filePath(QStringLiteral("tree.svg"))));
        QSvgRenderer svg(dir.filePath(QStringLiteral("tree.svg")));
        QVERIFY(svg.isValid());
        QVERIFY(panel.savePicture(dir.filePath(QStringLiteral("tree.png"))));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("tree.png"))).isNull());
        QString error2;
        QVERIFY(!panel.savePicture(dir.filePath(QStringLiteral("missing/dir/tree.svg")), &error2));
        QVERIFY(!error2.isEmpty());

        // The rings go when the board moves on, or the panel is hidden.
        panel.hide();
        QVERIFY(board.rings().isEmpty());
    }

    // The picture follows a long selective search (PROBCUT_PICTURE_SECONDS, 10 by default) on
    // the GUI thread without stalling it: the longest gap between 1 ms ticks with the panel
    // showing the picture, against the same search with the panel inactive (no events), and the
    // memory of the picture's data (the stored events and the two trees).
    void followsALongSearch()
    {
        const int env = qEnvironmentVariableIntValue("PROBCUT_PICTURE_SECONDS");
        const int seconds = env > 0 ? env : 10;
        struct Run {
            qint64 worstNs = 0;
            SearchResult result;
            double pictureMb = 0;
            std::size_t events = 0, treeNodes = 0;
        };
        auto run = [&](bool active) {
            Run r;
            EngineController controller;
            controller.setEvaluator(studioEvaluator());
            controller.setMpcParams(studioMpcParams());
            BoardWidget board;
            board.setPosition(midgame());
            CutPanel panel(&board);
            panel.watch(&controller, CutPanel::Source::Analysis);
            panel.setActive(active);
            panel.resize(900, 700);
            panel.show();
            if (!QTest::qWaitForWindowExposed(&panel))
                return r;
            QElapsedTimer clock;
            qint64 last = 0;
            int ticks = 0;
            QTimer probe;
            probe.setTimerType(Qt::PreciseTimer);
            probe.setInterval(1);
            connect(&probe, &QTimer::timeout, this, [&] {
                const qint64 now = clock.nsecsElapsed();
                if (ticks++ > 0)
                    r.worstNs = std::max(r.worstNs, now - last);
                last = now;
            });
            SearchLimits limits;
            limits.depth = 60;
            limits.selectivity = 95;
            limits.solveEmpties = 0;
            QEventLoop loop;
            connect(&controller, &EngineController::finished, &loop, [&](const SearchResult& result) {
                r.result = result;
                loop.quit();
            });
            clock.start();
            probe.start();
            if (controller.search(midgame(), limits) == 0)
                return r;
            QTimer::singleShot(seconds * 1000, &controller, [&] { controller.moveNow(); });
            loop.exec();
            probe.stop();
            const CutTree& tree = panel.picture()->tree();
            r.events = panel.iterationEventCount();
            r.treeNodes = tree.nodes().size();
            r.pictureMb
                = (double(r.events) * sizeof(CutEvent) + 2.0 * double(r.treeNodes) * sizeof(CutTreeNode))
                / (1024.0 * 1024.0);
            return r;
        };
        const Run off = run(false);
        const Run on = run(true);
        qInfo(
            "PICTURE %d s search: picture shown: depth %d, %.1f M nodes/s, longest event-loop gap %.1f ms, "
            "picture "
            "data about %.1f MB (%zu events kept, %zu tree nodes); panel inactive: depth %d, %.1f M nodes/s, "
            "longest gap %.1f ms",
            seconds, on.result.depth, on.result.nodes / std::max(1e-9, on.result.seconds) / 1e6,
            on.worstNs / 1e6, on.pictureMb, on.events, on.treeNodes, off.result.depth,
            off.result.nodes / std::max(1e-9, off.result.seconds) / 1e6, off.worstNs / 1e6);
        QVERIFY(on.result.depth > 0 && off.result.depth > 0);
        QVERIFY(on.treeNodes > 1);
        QVERIFY(on.pictureMb < 100);
        // A gross hang fails everywhere; the 30 ms goal is reported above (a loaded 2-core CI
        // machine cannot promise it).
        QVERIFY2(on.worstNs < 500'000'000, qPrintable(QStringLiteral("stalled %1 ms").arg(on.worstNs / 1e6)));
    }
};

QTEST_MAIN(TestCutPicture)
#include "test_cut_picture.moc"
