// The Engine facade's soak in short (500 random go/stop/setPosition cycles, see
// engine_soak.h): no deadlock, one result per search in order, impossible positions refused.
// The 10,000-cycle run with its memory report is soak_engine (scripts/soak.sh engine).
#include "tests/engine/engine_soak.h"

#include <QtTest>

using namespace probcut::soak;

class TestEngineSoak : public QObject {
    Q_OBJECT

private slots:
    void fiveHundredCycles()
    {
        const SoakReport r = runEngineSoak(500, 7);
        qInfo("cycles %d, searches %d, refused %d, %.2f s, rss %ld -> %ld KiB", r.cycles, r.started,
            r.refused, r.seconds, r.rssStartKb, r.rssEndKb);
        QCOMPARE(r.cycles, 500);
        QVERIFY(r.started > 400);
        QCOMPARE(r.results, r.started);
        QCOMPARE(r.outOfOrder, 0);
        QCOMPARE(r.badPositions, 0);
    }
};

QTEST_APPLESS_MAIN(TestEngineSoak)
#include "test_engine_soak.moc"
