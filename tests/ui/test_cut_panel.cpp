// The ProbCut cut-decisions panel, offscreen: the EngineController's cut-event stream from a real
// Multi-ProbCut search with the studio's evaluation and fitted parameters (batches on the GUI
// thread, none when disabled, stale searches dropped), and the panel's models fed from it.

#include "engine/notation.h"
#include "ui/engine_controller.h"
#include "ui/studio_evaluator.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace probcut;
using namespace probcut::ui;

namespace {

// A midgame position (24 empties after a common opening line), black to move.
Position midgame()
{
    const auto line = parseTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f7c5b6g5e3g4h3c6b5a6b4a4c7b3");
    return line ? line->end : Position::initial();
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
    void controllerDeliversCutEventsInBatches();
    void controllerIsSilentWhenDisabled();
    void staleCutEventsAreDropped();
};

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

QTEST_MAIN(TestCutPanel)
#include "test_cut_panel.moc"
