// Perft 1-10 from the start position, exact, with every kernel (the reference counts from
// ../shared/data/README.md are repeated here so the test needs no data files). Depths 11 and
// 12 are the benchmark `probcut perft 12 --baseline`.
#include "engine/core/notation.h"
#include "engine/core/perft.h"
#include "tests/random_games.h"

#include <QtTest>

using namespace probcut;

Q_DECLARE_METATYPE(probcut::KernelKind)

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void startPosition_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("leaves");
        QTest::addColumn<KernelKind>("kernel");
        const quint64 counts[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284};
        for (KernelKind k : {KernelKind::Portable, KernelKind::Avx2}) {
            if (k == KernelKind::Avx2 && !avx2KernelSupported())
                continue;
            for (int d = 0; d <= 10; ++d)
                QTest::addRow("%s depth %d", kernelName(k), d) << d << counts[d] << k;
        }
    }

    void startPosition()
    {
        QFETCH(int, depth);
        QFETCH(quint64, leaves);
        QFETCH(KernelKind, kernel);
        QCOMPARE(quint64(perft(Board::initial(), depth, kernel)), leaves);
    }

    void passesAndEndsCountAsPlies()
    {
        // A position where the side to move must pass: perft 1 counts the pass as one leaf, and
        // a finished game is one leaf at every depth.
        std::mt19937_64 rng(1);
        int passPositions = 0;
        for (int g = 0; g < 2000 && passPositions < 20; ++g) {
            Board b = Board::initial();
            while (!b.isGameOver()) {
                if (b.mustPass()) {
                    ++passPositions;
                    QCOMPARE(perft(b, 1), std::uint64_t(1));
                    QCOMPARE(perft(b, 2), std::uint64_t(__builtin_popcountll(b.opponentMoves())));
                    QCOMPARE(perft(b, 3, KernelKind::Portable), perft(b.passed(), 2, KernelKind::Portable));
                    b = b.passed();
                    continue;
                }
                b = b.played(test::randomMove(b, rng));
            }
            for (int d = 1; d <= 4; ++d)
                QCOMPARE(perft(b, d), std::uint64_t(1));
        }
        QVERIFY(passPositions > 0);
    }

    void kernelsAgreeFromMidgame()
    {
        if (!avx2KernelSupported())
            QSKIP("no AVX2 on this CPU; the portable kernel alone is covered above");
        auto line = parseTranscript("f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1");
        QVERIFY(line.ok());
        for (int d = 1; d <= 7; ++d)
            QCOMPARE(
                perft(line->end.board, d, KernelKind::Avx2), perft(line->end.board, d, KernelKind::Portable));
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "test_perft.moc"
