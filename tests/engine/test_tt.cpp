// The transposition table: sizing, store/probe with key verification, bound merging at equal
// depth, and the replacement order (empty, then older searches, then shallowest).
#include "engine/core/kernel_portable.h"
#include "engine/search/transposition_table.h"

#include <QtTest>

using namespace probcut;
using K = PortableKernel;

class TestTt : public QObject {
    Q_OBJECT

    static std::uint64_t sameBucket(const TranspositionTable& tt, std::uint64_t base, int i)
    {
        return base + std::uint64_t(i) * tt.bucketCount(); // same low bits, different key
    }

private slots:
    void sizesArePowersOfTwo()
    {
        TranspositionTable tt(1);
        QCOMPARE(tt.sizeBytes(), std::size_t(1) << 20);
        QCOMPARE(tt.bucketCount(), (std::size_t(1) << 20) / 64);
        tt.resize(3);
        QCOMPARE(tt.sizeBytes(), std::size_t(2) << 20);
        tt.resize(0); // degenerate: one bucket still works
        QCOMPARE(tt.bucketCount(), std::size_t(1));
        tt.store<K>(42, 3, -5, 7, 19);
        TtHit hit;
        QVERIFY(tt.probe<K>(42, hit));
    }

    void storeProbeAndKeyVerification()
    {
        TranspositionTable tt(1);
        TtHit hit;
        QVERIFY(!tt.probe<K>(12345, hit));
        tt.store<K>(12345, 6, -100, 250, 37);
        QVERIFY(tt.probe<K>(12345, hit));
        QCOMPARE(hit.lower, -100);
        QCOMPARE(hit.upper, 250);
        QCOMPARE(hit.depth, 6);
        QCOMPARE(hit.move, 37);
        // Same bucket, other key: a miss.
        QVERIFY(!tt.probe<K>(sameBucket(tt, 12345, 1), hit));
        // No move recorded.
        tt.store<K>(777, 2, 0, 0, -1);
        QVERIFY(tt.probe<K>(777, hit));
        QCOMPARE(hit.move, -1);
        tt.clear();
        QVERIFY(!tt.probe<K>(12345, hit));
    }

    void boundsMergeAtEqualDepth()
    {
        TranspositionTable tt(1);
        TtHit hit;
        tt.store<K>(5, 8, 100, 10000, 3);   // lower bound 100
        tt.store<K>(5, 8, -10000, 300, -1); // upper bound 300 at the same depth: both kept
        QVERIFY(tt.probe<K>(5, hit));
        QCOMPARE(hit.lower, 100);
        QCOMPARE(hit.upper, 300);
        QCOMPARE(hit.move, 3);          // a store without a move keeps the old one
        tt.store<K>(5, 6, 200, 200, 9); // shallower: bounds kept
        QVERIFY(tt.probe<K>(5, hit));
        QCOMPARE(hit.lower, 100);
        QCOMPARE(hit.depth, 8);
        tt.store<K>(5, 10, -50, -50, 11); // deeper: replaces
        QVERIFY(tt.probe<K>(5, hit));
        QCOMPARE(hit.lower, -50);
        QCOMPARE(hit.upper, -50);
        QCOMPARE(hit.depth, 10);
        QCOMPARE(hit.move, 11);
        tt.store<K>(5, 10, 400, 10000, 12); // contradicts: the newest wins
        QVERIFY(tt.probe<K>(5, hit));
        QCOMPARE(hit.lower, 400);
        QCOMPARE(hit.upper, 10000);
        tt.store<K>(5, TranspositionTable::SolvedDepth, 2, 2, 13);
        QVERIFY(tt.probe<K>(5, hit));
        QCOMPARE(hit.depth, TranspositionTable::SolvedDepth);
    }

    void replacesShallowestOfTheCurrentSearch()
    {
        TranspositionTable tt(1);
        const int depths[4] = {5, 3, 7, 4};
        for (int i = 0; i < 4; ++i)
            tt.store<K>(sameBucket(tt, 99, i), depths[i], 0, 0, i);
        tt.store<K>(sameBucket(tt, 99, 4), 6, 0, 0, 4);
        TtHit hit;
        QVERIFY(!tt.probe<K>(sameBucket(tt, 99, 1), hit)); // depth 3 went
        for (int i : {0, 2, 3, 4})
            QVERIFY(tt.probe<K>(sameBucket(tt, 99, i), hit));
    }

    void replacesOlderSearchesFirst()
    {
        TranspositionTable tt(1);
        tt.store<K>(sameBucket(tt, 7, 0), 20, 0, 0, 1); // deep, from an old search
        tt.newSearch();
        for (int i = 1; i < 4; ++i)
            tt.store<K>(sameBucket(tt, 7, i), 2, 0, 0, 1);
        tt.store<K>(sameBucket(tt, 7, 4), 2, 0, 0, 1);
        TtHit hit;
        QVERIFY(!tt.probe<K>(sameBucket(tt, 7, 0), hit));
        for (int i = 1; i < 5; ++i)
            QVERIFY(tt.probe<K>(sameBucket(tt, 7, i), hit));
        QVERIFY(tt.hashfull() > 0);
    }
};

QTEST_APPLESS_MAIN(TestTt)
#include "test_tt.moc"
