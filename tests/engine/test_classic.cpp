// Classic evaluation unit: stable discs are never flipped in random continuations, features
// are differentials (swapping the sides negates them) invariant under the board's symmetries,
// wipe-out detection, and the weights text format.
#include "engine/eval/classic_eval.h"
#include "tests/random_games.h"

#include <QtTest>

#include <random>

using namespace probcut;

class TestClassic : public QObject {
    Q_OBJECT

private slots:
    void stableDiscsAreNeverFlipped()
    {
        std::mt19937_64 rng(5);
        int stableSeen = 0;
        for (int game = 0; game < 300; ++game) {
            const Board b = test::playRandomly(Board::initial(), rng, {.plies = 30 + int(rng() % 30)});
            if (b.isGameOver())
                continue;
            // Discs of the side to move (as `player`) that stableDiscs calls stable.
            const Bitboard stable = stableDiscs(b.player, b.opponent);
            QCOMPARE(stable & ~b.player, Bitboard(0));
            stableSeen += __builtin_popcountll(stable);
            for (int trial = 0; trial < 5; ++trial) {
                // Follow the colours through a random continuation: plies alternate sides.
                Board c = b;
                bool sameSide = true;
                for (int ply = 0; ply < 60 && !c.isGameOver(); ++ply) {
                    c = c.played(test::randomPly(c, rng));
                    sameSide = !sameSide;
                    const Bitboard mine = sameSide ? c.player : c.opponent;
                    QCOMPARE(stable & ~mine, Bitboard(0));
                }
            }
        }
        QVERIFY(stableSeen > 100);
        QCOMPARE(
            stableDiscs(~Bitboard(0) & 0x00000000ffffffffULL, 0xffffffff00000000ULL), 0x00000000ffffffffULL);
    }

    void featuresAreDifferentials()
    {
        std::mt19937_64 rng(9);
        for (int i = 0; i < 300; ++i) {
            const Board b = test::playRandomly(Board::initial(), rng, {.plies = int(rng() % 60)});
            const ClassicFeatures f = classicFeatures(b);
            const ClassicFeatures g = classicFeatures(b.passed());
            for (int k = 0; k < ClassicFeatureCount; ++k)
                QCOMPARE(g.value[k], -f.value[k]);
            for (Symmetry s : AllSymmetries) {
                const ClassicFeatures t = classicFeatures(b.transformed(s));
                QCOMPARE(t.value, f.value);
            }
        }
    }

    void knownFeatures()
    {
        const ClassicFeatures f = classicFeatures(Board::initial());
        for (int k = 0; k < ClassicFeatureCount; ++k)
            QCOMPARE(f.value[k], 0);
        // Black on a1 (corner, stable), white on b2 (an X-square, but a1 is taken): black to move.
        Board b{squareBit(0) | squareBit(27) | squareBit(36), squareBit(9) | squareBit(28) | squareBit(35)};
        const ClassicFeatures g = classicFeatures(b);
        QCOMPARE(g[ClassicFeature::Corners], 1);
        QCOMPARE(g[ClassicFeature::XSquares], 0);
        QCOMPARE(g[ClassicFeature::Stable], 1);
    }

    void wipeOut()
    {
        ClassicEvaluator eval;
        QCOMPARE(eval.evaluate(Board{0, squareBit(27) | squareBit(28)}), -EvalMaxHeuristic);
        QCOMPARE(eval.evaluate(Board{squareBit(27) | squareBit(28), 0}), EvalMaxHeuristic);
        const auto c = eval.contributions(Board::initial());
        QCOMPARE(c[0], 0.0);
    }

    void weightsText()
    {
        ClassicWeights w;
        w.stage(3)[2] = 1.25;
        auto back = ClassicWeights::parse(w.serialize(), "c.txt");
        QVERIFY(back.ok());
        QCOMPARE(back->stage(3)[2], 1.25);
        QVERIFY(!ClassicWeights::parse("hello\n").ok());
        std::string text = w.serialize();
        text.erase(text.rfind("14 "));
        auto missing = ClassicWeights::parse(text, "c.txt");
        QVERIFY(!missing.ok());
        QCOMPARE(
            QString::fromStdString(missing.error().message), QStringLiteral("c.txt: stage 14 is missing"));
        auto bad = ClassicWeights::parse("probcut-classic-weights 1\n0 1 2\n", "c.txt");
        QVERIFY(!bad.ok());
        QVERIFY(QString::fromStdString(bad.error().message).startsWith("c.txt: line 2:"));
    }
};

QTEST_APPLESS_MAIN(TestClassic)
#include "test_classic.moc"
