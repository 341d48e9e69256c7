// Differential tests of the move-generation and flip kernels: the portable, AVX2 and AVX-512
// kernels against a slow square-by-square reference (flipsWithReplies against flips and moves), on every
// position of many random games and on random (not necessarily reachable) bitboard pairs, which exercise edge
// wrap-around harder.
#include "engine/core/board.h"
#include "engine/core/kernel.h"
#include "engine/core/kernel_portable.h"
#include "reference_board.h"
#include "tests/random_games.h"

#include <QtTest>

#include <random>
#include <vector>

using namespace probcut;

namespace probcut {
// Defined in kernel_testhook_avx2.cpp (compiled for x86-64-v3) when the AVX2 unit is built, and
// in kernel_testhook_avx512.cpp (x86-64-v4) when the AVX-512 one is.
Bitboard testAvx2Moves(Bitboard p, Bitboard o);
Bitboard testAvx2Flips(Bitboard p, Bitboard o, Square sq);
Bitboard testAvx2FlipsWithReplies(Bitboard p, Bitboard o, Square sq, Bitboard* replies);
Bitboard testAvx2FlipsWithBothMoves(Bitboard p, Bitboard o, Square sq, Bitboard* replies, Bitboard* own);
void testAvx2MovesAfter(Bitboard p, Bitboard o, Bitboard f, Square sq, Bitboard* replies, Bitboard* own);
Bitboard testAvx512Moves(Bitboard p, Bitboard o);
Bitboard testAvx512Flips(Bitboard p, Bitboard o, Square sq);
Bitboard testAvx512FlipsWithReplies(Bitboard p, Bitboard o, Square sq, Bitboard* replies);
Bitboard testAvx512FlipsWithBothMoves(Bitboard p, Bitboard o, Square sq, Bitboard* replies, Bitboard* own);
void testAvx512MovesAfter(Bitboard p, Bitboard o, Bitboard f, Square sq, Bitboard* replies, Bitboard* own);
} // namespace probcut

namespace {

// One kernel's entry points, as the solver and perft call them.
struct KernelUnderTest {
    const char* name;
    Bitboard (*moves)(Bitboard, Bitboard);
    Bitboard (*flips)(Bitboard, Bitboard, Square);
    Bitboard (*flipsWithReplies)(Bitboard, Bitboard, Square, Bitboard*);
    Bitboard (*flipsWithBothMoves)(Bitboard, Bitboard, Square, Bitboard*, Bitboard*);
    void (*movesAfter)(Bitboard, Bitboard, Bitboard, Square, Bitboard*, Bitboard*);
};

// The kernels this CPU can run.
const std::vector<KernelUnderTest>& kernelsUnderTest()
{
    static const std::vector<KernelUnderTest> all = [] {
        std::vector<KernelUnderTest> k{
            {"portable", PortableKernel::moves, PortableKernel::flips, PortableKernel::flipsWithReplies,
                PortableKernel::flipsWithBothMoves, PortableKernel::movesAfter}};
        if (avx2KernelSupported())
            k.push_back({"avx2", testAvx2Moves, testAvx2Flips, testAvx2FlipsWithReplies,
                testAvx2FlipsWithBothMoves, testAvx2MovesAfter});
        if (avx512KernelSupported())
            k.push_back({"avx512", testAvx512Moves, testAvx512Flips, testAvx512FlipsWithReplies,
                testAvx512FlipsWithBothMoves, testAvx512MovesAfter});
        return k;
    }();
    return all;
}

QString where(const char* kernel, const char* what, int sq, Bitboard p, Bitboard o)
{
    return QStringLiteral("%1 %2 differ%3 p=%4 o=%5")
        .arg(kernel, what, sq < 0 ? QString() : " at " + QString::fromStdString(squareName(sq)))
        .arg(p, 16, 16, QChar('0'))
        .arg(o, 16, 16, QChar('0'));
}

} // namespace

class TestKernels : public QObject {
    Q_OBJECT

private:
    // Checks every kernel at (p, o); returns false and records the failure message otherwise.
    static bool checkPosition(Bitboard p, Bitboard o, QString* why)
    {
        const auto ref = test::ReferenceBoard::fromBitboards(p, o);
        const Bitboard refMoves = ref.moves();
        for (const KernelUnderTest& k : kernelsUnderTest()) {
            if (k.moves(p, o) != refMoves) {
                *why = where(k.name, "moves", -1, p, o);
                return false;
            }
            for (int sq = 0; sq < 64; ++sq) {
                if ((p | o) >> sq & 1)
                    continue;
                const Bitboard f = ref.flips(sq);
                if (k.flips(p, o, sq) != f) {
                    *why = where(k.name, "flips", sq, p, o);
                    return false;
                }
                // The flips with the opponent's replies (the solver's ordering step), also for
                // squares where the move is illegal (f == 0: the disc is placed, nothing flips).
                const Bitboard replies = PortableKernel::moves(o ^ f, p ^ f ^ squareBit(sq));
                Bitboard got = ~Bitboard(0);
                if (k.flipsWithReplies(p, o, sq, &got) != f || got != replies) {
                    *why = where(k.name, "flipsWithReplies", sq, p, o);
                    return false;
                }
                // Our own moves after the move too (the solver's order value from 8 empties), in
                // one call with the flips or from given flips.
                const Bitboard own = PortableKernel::moves(p ^ f ^ squareBit(sq), o ^ f);
                Bitboard r1 = ~Bitboard(0), o1 = ~Bitboard(0), r2 = ~Bitboard(0), o2 = ~Bitboard(0);
                const Bitboard f1 = k.flipsWithBothMoves(p, o, sq, &r1, &o1);
                k.movesAfter(p, o, f, sq, &r2, &o2);
                if (f1 != f || r1 != replies || o1 != own || r2 != replies || o2 != own) {
                    *why = where(k.name, "flipsWithBothMoves/movesAfter", sq, p, o);
                    return false;
                }
            }
        }
        return true;
    }

private slots:
    void reportsKernel()
    {
        qInfo("AVX2 kernel compiled: %s, supported by this CPU: %s; AVX-512: %s, %s",
            avx2KernelCompiled() ? "yes" : "no", avx2KernelSupported() ? "yes" : "no",
            avx512KernelCompiled() ? "yes" : "no", avx512KernelSupported() ? "yes" : "no");
        QVERIFY(parseKernelName("portable") == KernelKind::Portable);
        QCOMPARE(parseKernelName("avx2").has_value(), avx2KernelSupported());
        QCOMPARE(parseKernelName("avx512").has_value(), avx512KernelSupported());
        QCOMPARE(bestKernel(),
            avx512KernelSupported() ? KernelKind::Avx512
                                    : (avx2KernelSupported() ? KernelKind::Avx2 : KernelKind::Portable));
        for (KernelKind k : {KernelKind::Portable, KernelKind::Avx2, KernelKind::Avx512})
            QCOMPARE(parseKernelName(kernelName(k)).value_or(k), k);
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
                b = b.played(test::randomPly(b, rng));
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
