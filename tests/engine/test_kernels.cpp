// Differential tests of the move-generation and flip kernels: the portable and the AVX2 kernel
// against a slow square-by-square reference (flipsWithReplies against flips and moves), on every position of
// many random games and on random (not necessarily reachable) bitboard pairs, which exercise edge wrap-around
// harder.
#include "engine/board.h"
#include "engine/kernel.h"
#include "engine/kernel_portable.h"
#include "reference_board.h"

#include <QtTest>

#include <random>

using namespace probcut;

namespace probcut {
// Defined in kernel_testhook_avx2.cpp (compiled for x86-64-v3) when the AVX2 unit is built.
Bitboard testAvx2Moves(Bitboard p, Bitboard o);
Bitboard testAvx2Flips(Bitboard p, Bitboard o, Square sq);
Bitboard testAvx2FlipsWithReplies(Bitboard p, Bitboard o, Square sq, Bitboard* replies);
Bitboard testAvx2FlipsWithBothMoves(Bitboard p, Bitboard o, Square sq, Bitboard* replies, Bitboard* own);
void testAvx2MovesAfter(Bitboard p, Bitboard o, Bitboard f, Square sq, Bitboard* replies, Bitboard* own);
} // namespace probcut

class TestKernels : public QObject {
    Q_OBJECT

private:
    static bool avx2() { return avx2KernelSupported(); }

    // Checks every kernel at (p, o); returns false and records the failure message otherwise.
    static bool checkPosition(Bitboard p, Bitboard o, QString* why)
    {
        const auto ref = test::ReferenceBoard::fromBitboards(p, o);
        const Bitboard refMoves = ref.moves();
        if (PortableKernel::moves(p, o) != refMoves) {
            *why = QStringLiteral("portable moves differ at p=%1 o=%2")
                       .arg(p, 16, 16, QChar('0'))
                       .arg(o, 16, 16, QChar('0'));
            return false;
        }
        if (avx2() && testAvx2Moves(p, o) != refMoves) {
            *why = QStringLiteral("avx2 moves differ at p=%1 o=%2")
                       .arg(p, 16, 16, QChar('0'))
                       .arg(o, 16, 16, QChar('0'));
            return false;
        }
        for (int sq = 0; sq < 64; ++sq) {
            if ((p | o) >> sq & 1)
                continue;
            const Bitboard f = ref.flips(sq);
            if (PortableKernel::flips(p, o, sq) != f) {
                *why = QStringLiteral("portable flips differ at %1 p=%2 o=%3")
                           .arg(QString::fromStdString(squareName(sq)))
                           .arg(p, 16, 16, QChar('0'))
                           .arg(o, 16, 16, QChar('0'));
                return false;
            }
            if (avx2() && testAvx2Flips(p, o, sq) != f) {
                *why = QStringLiteral("avx2 flips differ at %1 p=%2 o=%3")
                           .arg(QString::fromStdString(squareName(sq)))
                           .arg(p, 16, 16, QChar('0'))
                           .arg(o, 16, 16, QChar('0'));
                return false;
            }
            // The flips with the opponent's replies (the solver's ordering step), also for
            // squares where the move is illegal (f == 0: the disc is placed, nothing flips).
            const Bitboard replies = PortableKernel::moves(o ^ f, p ^ f ^ squareBit(sq));
            Bitboard got = ~Bitboard(0);
            if (PortableKernel::flipsWithReplies(p, o, sq, &got) != f || got != replies) {
                *why = QStringLiteral("portable flipsWithReplies differs at %1 p=%2 o=%3")
                           .arg(QString::fromStdString(squareName(sq)))
                           .arg(p, 16, 16, QChar('0'))
                           .arg(o, 16, 16, QChar('0'));
                return false;
            }
            got = ~Bitboard(0);
            if (avx2() && (testAvx2FlipsWithReplies(p, o, sq, &got) != f || got != replies)) {
                *why = QStringLiteral("avx2 flipsWithReplies differs at %1 p=%2 o=%3")
                           .arg(QString::fromStdString(squareName(sq)))
                           .arg(p, 16, 16, QChar('0'))
                           .arg(o, 16, 16, QChar('0'));
                return false;
            }
            // Our own moves after the move too (the solver's order value from 8 empties), in one
            // call with the flips or from given flips.
            const Bitboard own = PortableKernel::moves(p ^ f ^ squareBit(sq), o ^ f);
            for (int kernel = 0; kernel < 2; ++kernel) {
                if (kernel == 1 && !avx2())
                    break;
                Bitboard r1 = ~Bitboard(0), o1 = ~Bitboard(0), r2 = ~Bitboard(0), o2 = ~Bitboard(0);
                const Bitboard f1 = kernel ? testAvx2FlipsWithBothMoves(p, o, sq, &r1, &o1)
                                           : PortableKernel::flipsWithBothMoves(p, o, sq, &r1, &o1);
                if (kernel)
                    testAvx2MovesAfter(p, o, f, sq, &r2, &o2);
                else
                    PortableKernel::movesAfter(p, o, f, sq, &r2, &o2);
                if (f1 != f || r1 != replies || o1 != own || r2 != replies || o2 != own) {
                    *why = QStringLiteral("%1 flipsWithBothMoves/movesAfter differ at %2 p=%3 o=%4")
                               .arg(kernel ? "avx2" : "portable")
                               .arg(QString::fromStdString(squareName(sq)))
                               .arg(p, 16, 16, QChar('0'))
                               .arg(o, 16, 16, QChar('0'));
                    return false;
                }
            }
        }
        return true;
    }

private slots:
    void reportsKernel()
    {
        qInfo("AVX2 kernel compiled: %s, supported by this CPU: %s", avx2KernelCompiled() ? "yes" : "no",
            avx2() ? "yes" : "no");
        QVERIFY(parseKernelName("portable") == KernelKind::Portable);
        QVERIFY(parseKernelName("auto") == bestKernel());
        QVERIFY(!parseKernelName("sse9"));
    }

    void randomGames()
    {
        std::mt19937_64 rng(20261122);
        int positions = 0;
        for (int game = 0; game < 3000; ++game) {
            Board b = Board::initial();
            while (!b.isGameOver()) {
                QString why;
                if (!checkPosition(b.player, b.opponent, &why))
                    QFAIL(qPrintable(why));
                ++positions;
                const Bitboard m = b.legalMoves();
                if (!m) {
                    b = b.passed();
                    continue;
                }
                int k = int(rng() % __builtin_popcountll(m));
                Bitboard mm = m;
                while (k--)
                    mm &= mm - 1;
                b = b.played(__builtin_ctzll(mm));
            }
        }
        qInfo("checked %d positions from random games", positions);
        QVERIFY(positions > 100000);
    }

    void randomBitboards()
    {
        std::mt19937_64 rng(7);
        for (int i = 0; i < 200000; ++i) {
            // Dense and sparse mixtures, including boards that could never occur in a game.
            Bitboard occupied = rng() | ((i & 1) ? rng() : 0);
            Bitboard p = occupied & rng();
            Bitboard o = occupied & ~p;
            QString why;
            if (!checkPosition(p, o, &why))
                QFAIL(qPrintable(why));
        }
    }

    void edgeCases()
    {
        // Full lines along every edge and diagonal, with the player's disc at each end.
        const Bitboard patterns[] = {0, ~Bitboard(0), 0xff00000000000000ULL, 0x00000000000000ffULL,
            0x0101010101010101ULL, 0x8080808080808080ULL, 0x8040201008040201ULL, 0x0102040810204080ULL};
        for (Bitboard a : patterns) {
            for (Bitboard b : patterns) {
                for (int s = 0; s < 64; ++s) {
                    const Bitboard p = (a & ~squareBit(s));
                    const Bitboard o = b & ~p & ~squareBit(s);
                    QString why;
                    if (!checkPosition(p, o, &why))
                        QFAIL(qPrintable(why));
                    if (!checkPosition(o, p, &why))
                        QFAIL(qPrintable(why));
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestKernels)
#include "test_kernels.moc"
