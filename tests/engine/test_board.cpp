// Board unit: the eight symmetries (against explicit coordinate formulas), canonical form,
// hashing, make/undo, passes, game end and the final score rule.
#include "engine/core/board.h"
#include "engine/core/notation.h"
#include "tests/random_games.h"

#include <QtTest>

#include <random>
#include <set>
#include <unordered_set>

using namespace probcut;

Q_DECLARE_METATYPE(probcut::Symmetry)

namespace {

// Where (column c, row r) goes under each symmetry, written out by hand.
Square mapByFormula(Square s, Symmetry sym)
{
    const int c = columnOf(s), r = rowOf(s);
    switch (sym) {
    case Symmetry::Identity: return makeSquare(c, r);
    case Symmetry::FlipVertical: return makeSquare(c, 7 - r);
    case Symmetry::MirrorHorizontal: return makeSquare(7 - c, r);
    case Symmetry::Rotate180: return makeSquare(7 - c, 7 - r);
    case Symmetry::FlipDiagonal: return makeSquare(r, c);
    case Symmetry::FlipAntiDiagonal: return makeSquare(7 - r, 7 - c);
    case Symmetry::Rotate90: return makeSquare(7 - r, c); // clockwise: top row becomes right column
    case Symmetry::Rotate270: return makeSquare(r, 7 - c);
    }
    return s;
}

} // namespace

class TestBoard : public QObject {
    Q_OBJECT

private slots:
    void symmetry_data()
    {
        QTest::addColumn<Symmetry>("sym");
        for (Symmetry s : AllSymmetries)
            QTest::newRow(symmetryName(s)) << s;
    }

    void symmetry()
    {
        QFETCH(Symmetry, sym);
        std::mt19937_64 rng(uint64_t(sym) + 1);
        for (Square s = 0; s < 64; ++s) {
            QCOMPARE(transform(s, sym), mapByFormula(s, sym));
            QCOMPARE(transform(squareBit(s), sym), squareBit(mapByFormula(s, sym)));
            QCOMPARE(transform(transform(s, sym), inverse(sym)), s);
        }
        QCOMPARE(transform(PassMove, sym), PassMove);
        for (int i = 0; i < 2000; ++i) {
            const Bitboard b = rng();
            Bitboard expected = 0;
            for (Square s : bits(b))
                expected |= squareBit(mapByFormula(s, sym));
            QCOMPARE(transform(b, sym), expected);
            QCOMPARE(transform(transform(b, sym), inverse(sym)), b);
        }
        // Game positions: the rules commute with the symmetry.
        for (int i = 0; i < 300; ++i) {
            const Board b = test::playRandomly(Board::initial(), rng, {.plies = int(rng() % 60)});
            const Board t = b.transformed(sym);
            QCOMPARE(t.legalMoves(), transform(b.legalMoves(), sym));
            for (Square s : bits(b.legalMoves()))
                QCOMPARE(t.flips(transform(s, sym)), transform(b.flips(s), sym));
            QCOMPARE(t.finalScore(), b.finalScore());
        }
    }

    void symmetriesFormAGroup()
    {
        // The composition of any two symmetries is one of the eight.
        const Bitboard probe = 0x0000000000000106ULL; // b1, c1, a2: no symmetry maps it to itself
        std::set<Bitboard> images;
        for (Symmetry a : AllSymmetries)
            images.insert(transform(probe, a));
        QCOMPARE(images.size(), size_t(8));
        for (Symmetry a : AllSymmetries)
            for (Symmetry b : AllSymmetries)
                QVERIFY(images.count(transform(transform(probe, a), b)) == 1);
    }

    void canonicalForm()
    {
        std::mt19937_64 rng(42);
        for (int i = 0; i < 500; ++i) {
            const Board b = test::playRandomly(Board::initial(), rng, {.plies = int(rng() % 60)});
            Symmetry used;
            const Board c = b.canonical(&used);
            QCOMPARE(b.transformed(used), c);
            for (Symmetry s : AllSymmetries) {
                QCOMPARE(b.transformed(s).canonical(), c);
                QCOMPARE(b.transformed(s).canonicalHash(), c.hash());
            }
        }
        // The four first moves are one position up to symmetry.
        std::set<std::uint64_t> firstMoves;
        for (Square s : bits(Board::initial().legalMoves()))
            firstMoves.insert(Board::initial().played(s).canonicalHash());
        QCOMPARE(firstMoves.size(), size_t(1));
    }

    void hashSpreads()
    {
        std::mt19937_64 rng(3);
        std::set<std::uint64_t> hashes;
        std::set<std::pair<Bitboard, Bitboard>> boards;
        for (int i = 0; i < 20000; ++i) {
            const Board b = test::playRandomly(Board::initial(), rng, {.plies = 1 + int(rng() % 59)});
            boards.insert({b.player, b.opponent});
            hashes.insert(b.hash());
        }
        QCOMPARE(hashes.size(), boards.size());
        // Swapping sides gives a different hash.
        const Board b = test::playRandomly(Board::initial(), rng, {.plies = 20});
        QVERIFY(b.hash() != b.passed().hash());
        // Low bits are well spread (used to index tables): all 256 values occur.
        std::set<int> low;
        for (int i = 0; i < 5000; ++i)
            low.insert(int(test::playRandomly(Board::initial(), rng, {.plies = 10 + i % 40}).hash() & 255));
        QCOMPARE(low.size(), size_t(256));
    }

    void hashSeparatesRowOnlyDifferences()
    {
        // Positions that differ only within one row (the case where multiply-then-combine
        // hashes cancel): all 3^8 fillings of each row, the rest fixed, must hash apart.
        for (int row = 0; row < 8; ++row) {
            std::set<std::uint64_t> hashes;
            const Bitboard rowMask = Bitboard(0xff) << (row * 8);
            const Board base{0x0000001008000000ULL & ~rowMask, 0x0000000810000000ULL & ~rowMask};
            int count = 0;
            for (int code = 0; code < 6561; ++code) {
                Board b = base;
                int c = code;
                for (int col = 0; col < 8; ++col, c /= 3) {
                    if (c % 3 == 1)
                        b.player |= squareBit(makeSquare(col, row));
                    else if (c % 3 == 2)
                        b.opponent |= squareBit(makeSquare(col, row));
                }
                hashes.insert(b.hash());
                ++count;
            }
            QCOMPARE(int(hashes.size()), count);
        }
    }

    // The solver's cheaper hash (quickHashBitboards): the checks above, on more positions, and
    // every position one or two squares away from a few hundred positions of random games.
    void quickHashSeparatesPositions()
    {
        std::mt19937_64 rng(16);
        {
            std::unordered_set<std::uint64_t> keys;
            std::set<std::pair<Bitboard, Bitboard>> boards;
            for (int i = 0; i < 300000; ++i) {
                const Board b = test::playRandomly(Board::initial(), rng, {.plies = 1 + int(rng() % 59)});
                if (boards.insert({b.player, b.opponent}).second)
                    QVERIFY(keys.insert(quickHashBitboards(b.player, b.opponent)).second);
            }
            const Board b = test::playRandomly(Board::initial(), rng, {.plies = 20});
            QVERIFY(quickHashBitboards(b.player, b.opponent) != quickHashBitboards(b.opponent, b.player));
        }
        // Low bits index the tables: all 4096 values of the low 12 bits occur over 100,000
        // positions (a uniform hash misses one with probability about 4096 e^-24).
        std::set<int> low;
        for (int i = 0; i < 100000; ++i) {
            const Board b = test::playRandomly(Board::initial(), rng, {.plies = 10 + i % 40});
            low.insert(int(quickHashBitboards(b.player, b.opponent) & 4095));
        }
        QCOMPARE(low.size(), size_t(4096));
        // Every filling of one square or of two (empty, ours, theirs) around a position.
        for (int i = 0; i < 40; ++i) {
            const Board base = test::playRandomly(Board::initial(), rng, {.plies = 4 + int(rng() % 56)});
            std::unordered_set<std::uint64_t> keys;
            std::size_t count = 0;
            const auto fill = [](Bitboard& p, Bitboard& o, Square s, int state) {
                p &= ~squareBit(s);
                o &= ~squareBit(s);
                if (state == 1)
                    p |= squareBit(s);
                else if (state == 2)
                    o |= squareBit(s);
            };
            std::set<std::pair<Bitboard, Bitboard>> seen;
            for (Square a = 0; a < 64; ++a)
                for (Square b = a; b < 64; ++b)
                    for (int sa = 0; sa < 3; ++sa)
                        for (int sb = 0; sb < 3; ++sb) {
                            Bitboard p = base.player, o = base.opponent;
                            fill(p, o, a, sa);
                            fill(p, o, b, sb);
                            if (!seen.insert({p, o}).second)
                                continue;
                            ++count;
                            keys.insert(quickHashBitboards(p, o));
                        }
            QCOMPARE(keys.size(), count);
        }
    }

    // neighbours() against a square-by-square walk of the eight directions.
    void neighboursMatchesReference()
    {
        std::mt19937_64 rng(61);
        for (int i = 0; i < 20000; ++i) {
            const Bitboard b = i < 64 ? squareBit(Square(i)) : rng() & rng() & (i % 2 ? rng() : ~Bitboard(0));
            Bitboard expected = 0;
            for (Square s = 0; s < 64; ++s) {
                if (!(b >> s & 1))
                    continue;
                for (int dc = -1; dc <= 1; ++dc)
                    for (int dr = -1; dr <= 1; ++dr) {
                        const int c = columnOf(s) + dc, r = rowOf(s) + dr;
                        if ((dc || dr) && c >= 0 && c < 8 && r >= 0 && r < 8)
                            expected |= squareBit(makeSquare(c, r));
                    }
            }
            QCOMPARE(neighbours(b), expected);
        }
    }

    void makeUndo()
    {
        std::mt19937_64 rng(9);
        for (int i = 0; i < 2000; ++i) {
            Board b = test::playRandomly(Board::initial(), rng, {.plies = int(rng() % 58)});
            for (Square s : bits(b.legalMoves())) {
                const Board before = b;
                const Bitboard f = b.flips(s);
                QVERIFY(f != 0);
                b.makeMove(s, f);
                QCOMPARE(b, before.played(s));
                QCOMPARE(b.discCount(), before.discCount() + 1);
                QCOMPARE(b.opponentCount(), before.playerCount() + 1 + __builtin_popcountll(f));
                b.undoMove(s, f);
                QCOMPARE(b, before);
            }
        }
    }

    void finalScore_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("score");
        // Empties go to the winner.
        QTest::newRow("black wins with empties")
            << QString(QString(40, 'X') + QString(20, 'O') + QString(4, '-') + " X") << 24;
        QTest::newRow("seen by white")
            << QString(QString(40, 'X') + QString(20, 'O') + QString(4, '-') + " O") << -24;
        QTest::newRow("draw with empties")
            << QString(QString(30, 'X') + QString(30, 'O') + QString(4, '-') + " X") << 0;
        QTest::newRow("full board") << QString(QString(33, 'O') + QString(31, 'X') + " X") << -2;
        QTest::newRow("wipe-out") << QString(QString(13, '-') + QString(51, 'O') + " O") << 64;
    }

    void finalScore()
    {
        QFETCH(QString, board);
        QFETCH(int, score);
        auto p = parseBoardString(board.toStdString());
        QVERIFY2(p.ok(), p.ok() ? "" : p.error().describe().c_str());
        QCOMPARE(p->board.finalScore(), score);
    }

    void passesAndGameEnd()
    {
        // Passes and game ends met in random games obey the rules.
        std::mt19937_64 rng(5);
        int passes = 0, ends = 0;
        for (int g = 0; g < 500; ++g) {
            Position pos;
            while (!pos.board.isGameOver()) {
                if (pos.board.mustPass()) {
                    ++passes;
                    QVERIFY(pos.board.legalMoves() == 0);
                    QVERIFY(pos.board.opponentMoves() != 0);
                    QVERIFY(pos.board.isLegal(PassMove));
                    const Color before = pos.sideToMove;
                    QVERIFY(pos.play(PassMove));
                    QCOMPARE(pos.sideToMove, opposite(before));
                    continue;
                }
                QVERIFY(!pos.board.isLegal(PassMove));
                QVERIFY(!pos.play(PassMove));
                QVERIFY(pos.play(test::randomMove(pos.board, rng)));
            }
            ++ends;
            QVERIFY(!pos.board.isLegal(PassMove));
            QCOMPARE(pos.finalScoreBlack(),
                pos.sideToMove == Color::Black ? pos.board.finalScore() : -pos.board.finalScore());
        }
        QVERIFY(passes > 0);
        QCOMPARE(ends, 500);
    }

    void illegalMovesRejected()
    {
        Position pos;
        QVERIFY(!pos.play(makeSquare(0, 0))); // a1 flips nothing
        QVERIFY(!pos.play(makeSquare(3, 3))); // d4 occupied
        QVERIFY(!pos.play(-1));
        QVERIFY(!pos.play(65));
        QCOMPARE(pos, Position::initial());
    }

    void validate()
    {
        QVERIFY(!Board::initial().validate());
        QVERIFY((Board{squareBit(0), squareBit(0)}.validate()));
        QVERIFY((Board{0, 0}.validate())); // empty centre is impossible
    }
};

QTEST_APPLESS_MAIN(TestBoard)
#include "test_board.moc"
