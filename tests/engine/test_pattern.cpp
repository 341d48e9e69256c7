// Pattern evaluation unit: index extraction and evaluation (portable and AVX2 paths) against a
// slow digit-by-digit reference on random games and arbitrary boards, the shape tables, symmetry invariance
// of the evaluation, and the weights file (round trip; corrupt, truncated and mismatched files refused).
#include "engine/core/kernel_portable.h"
#include "engine/eval/pattern.h"
#include "engine/eval/pattern_impl.h"
#include "engine/eval/weights.h"
#include "tests/random_games.h"

#include <QtTest>

#include <random>
#include <set>

using namespace probcut;

namespace {

// Positions from random games, every ply of each game but the positions where the side to move
// must pass.
std::vector<Board> randomPositions(std::uint64_t seed, int games)
{
    std::mt19937_64 rng(seed);
    std::vector<Board> out;
    for (int g = 0; g < games; ++g)
        for (const Board& b : test::randomGameBoards(Board::initial(), rng))
            if (!b.mustPass())
                out.push_back(b);
    return out;
}

PatternWeights randomWeights(std::uint64_t seed)
{
    PatternWeights w(pattern::DefaultStageCount);
    std::mt19937_64 rng(seed);
    for (std::int16_t& x : w.all())
        x = std::int16_t(int(rng() % 801) - 400);
    w.symmetrize();
    return w;
}

} // namespace

class TestPattern : public QObject {
    Q_OBJECT

private slots:
    void shapes()
    {
        using namespace pattern;
        int total = 0;
        for (int f = 0; f < FamilyCount; ++f) {
            const Family& fam = Families[f];
            std::set<Bitboard> placements;
            for (int i = 0; i < fam.instanceCount; ++i) {
                Bitboard m = 0;
                for (int k = 0; k < fam.size; ++k)
                    m |= squareBit(mapSquare(fam.squares[k], fam.instances[i]));
                QCOMPARE(__builtin_popcountll(m), fam.size);
                placements.insert(m);
            }
            // Distinct placements, and together with the self-symmetry they cover all 8
            // symmetries (so the evaluation can be invariant).
            QCOMPARE(int(placements.size()), fam.instanceCount);
            QCOMPARE(
                fam.instanceCount * (fam.selfSymmetry == Symmetry::Identity ? 1 : 2), 8 / (f == 6 ? 2 : 1));
            Bitboard self = 0, canon = 0;
            for (int k = 0; k < fam.size; ++k) {
                canon |= squareBit(fam.squares[k]);
                self |= squareBit(mapSquare(fam.squares[k], fam.selfSymmetry));
            }
            QCOMPARE(self, canon);
            total += fam.instanceCount;
        }
        QCOMPARE(total, InstanceCount);
        // mapSquare agrees with Board's transform.
        for (Symmetry s : AllSymmetries)
            for (Square q = 0; q < 64; ++q)
                QCOMPARE(mapSquare(q, s), transform(q, s));
        // mirrorIndex is an involution.
        for (int f = 0; f < FamilyCount; ++f)
            for (int i = 0; i < pow3(Families[f].size); i += 7)
                QCOMPARE(mirrorIndex(f, mirrorIndex(f, i)), i);
    }

    void indicesAgainstReference()
    {
        const auto boards = randomPositions(7, 60);
        for (const Board& b : boards) {
            PatternFeatures ref, fast, portable;
            patternFeaturesReference(b, ref);
            patternFeatures(b.player, b.opponent, fast);
            pattern::features<PortableKernel>(b.player, b.opponent, portable);
            if (ref.offsets != fast.offsets || ref.offsets != portable.offsets) {
                for (int i = 0; i <= pattern::InstanceCount; ++i) {
                    QCOMPARE(fast.offsets[i], ref.offsets[i]);
                    QCOMPARE(portable.offsets[i], ref.offsets[i]);
                }
            }
        }
    }

    // Arbitrary boards (not only positions reachable in games: every square pattern, full and
    // almost empty boards): the index extraction of both kernels against the reference, and
    // both kernels' evaluation against the sum of the reference features' weights.
    void randomBoardsAgainstReference()
    {
        auto w = std::make_shared<PatternWeights>(randomWeights(31));
        const PatternEval hot = w->eval();
        std::mt19937_64 rng(37);
        for (int n = 0; n < 20000; ++n) {
            const Bitboard occupied = n % 4 == 0 ? ~Bitboard(0) : rng() | (n % 4 == 1 ? rng() : 0);
            const Bitboard p = occupied & rng();
            Board b{p, occupied & ~p};
            PatternFeatures ref, fast, portable;
            patternFeaturesReference(b, ref);
            patternFeatures(b.player, b.opponent, fast);
            pattern::features<PortableKernel>(b.player, b.opponent, portable);
            QCOMPARE(fast.offsets, ref.offsets);
            QCOMPARE(portable.offsets, ref.offsets);
            const std::int16_t* st = w->stage(pattern::stageOf(b.discCount(), w->stageCount()));
            int sum = 0;
            for (std::uint32_t off : ref.offsets)
                sum += st[off];
            sum = std::clamp(sum, -EvalMaxHeuristic, EvalMaxHeuristic);
            QCOMPARE(hot.evaluate<PortableKernel>(b.player, b.opponent), sum);
            for (KernelKind k : {KernelKind::Portable, KernelKind::Avx2})
                QCOMPARE(int(patternEvaluateMany(hot, &b, 1, k)), sum);
        }
    }

    void symmetryInvariance()
    {
        auto w = std::make_shared<PatternWeights>(randomWeights(11));
        PatternEvaluator eval(w);
        const PatternEval hot = w->eval();
        const auto boards = randomPositions(13, 40);
        for (const Board& b : boards) {
            const int v = eval.evaluate(b);
            QCOMPARE(hot.evaluate<PortableKernel>(b.player, b.opponent), v);
            for (Symmetry s : AllSymmetries)
                QCOMPARE(eval.evaluate(b.transformed(s)), v);
        }
    }

    void evaluationIsTheSumOfFeatures()
    {
        auto w = std::make_shared<PatternWeights>(randomWeights(17));
        PatternEvaluator eval(w);
        for (const Board& b : randomPositions(19, 10)) {
            PatternFeatures f;
            patternFeaturesReference(b, f);
            const std::int16_t* st = w->stage(pattern::stageOf(b.discCount(), w->stageCount()));
            int sum = 0;
            for (std::uint32_t off : f.offsets)
                sum += st[off];
            sum = std::clamp(sum, -EvalMaxHeuristic, EvalMaxHeuristic);
            QCOMPARE(eval.evaluate(b), sum);
        }
    }

    // The compile-time plan of the AVX2 index extraction (pattern_impl.h, namespace vec): every
    // instance in exactly one lane, and its view segments reading exactly its squares in digit
    // order (so a new pattern family is checked even before the differential tests run).
    void vectorPlan()
    {
        using namespace pattern;
        using vec::View;
        const vec::Plan& plan = vec::ThePlan;
        std::vector<int> lanesOf(InstanceCount, 0);
        for (int l = 0; l < vec::LaneCount; ++l)
            if (plan.laneInstance[l] >= 0)
                ++lanesOf[plan.laneInstance[l]];
        for (int i = 0; i < InstanceCount; ++i)
            QCOMPARE(lanesOf[i], 1);
        int vectors = 0;
        for (int b = 0; b < vec::BlockCount; ++b) {
            QCOMPARE(plan.firstVector[b], vectors);
            vectors += plan.levels[b];
        }
        QCOMPARE(plan.vectorCount, vectors);
        // The square at bit `bit` of line `line` of a view (the inverse of viewLine/viewBit).
        auto squareAt = [](View v, int line, int bit) {
            switch (v) {
            case View::Rows: return makeSquare(bit, line);
            case View::Columns: return makeSquare(line, bit);
            case View::Diag9: return makeSquare(bit, (line + bit) & 7);
            case View::Diag7: return makeSquare(bit, (line - bit) & 7);
            }
            return Square(-1);
        };
        for (int i = 0; i < InstanceCount; ++i) {
            const Instance& in = Tables.instances[i];
            const vec::ViewLayout& layout = plan.layouts[i];
            int digit = 0;
            for (int s = 0; s < layout.count; ++s) {
                const vec::ViewSegment& sg = layout.segments[s];
                QCOMPARE(sg.first, digit);
                QVERIFY(sg.len >= 1 && sg.low >= 0 && sg.low + sg.len <= 8);
                for (int j = 0; j < sg.len; ++j, ++digit) {
                    const int bit = sg.reversed ? sg.low + sg.len - 1 - j : sg.low + j;
                    QCOMPARE(squareAt(sg.view, sg.line, bit), in.squares[digit]);
                }
            }
            QCOMPARE(digit, Families[in.family].size);
        }
    }

    // The global features on positions counted by hand, and the cap of the mobility table.
    void globalFeatures()
    {
        using namespace pattern;
        PatternFeatures f;
        // Start position, black to move: 4 moves each, 60 empties.
        patternFeatures(Board::initial().player, Board::initial().opponent, f);
        QCOMPARE(int(f.offsets[ParityFeature]), ParityOffset);
        QCOMPARE(int(f.offsets[MobilityFeature]), MobilityOffset + mobilityIndex(4, 4));
        // An opponent disc in the corner a1 next to the side's b1: no move for the side (a1
        // cannot be flanked), c1 for the opponent; 62 empties.
        const Board corner{squareBit(1), squareBit(0)};
        patternFeatures(corner.player, corner.opponent, f);
        QCOMPARE(int(f.offsets[MobilityFeature]), MobilityOffset + mobilityIndex(0, 1));
        QCOMPARE(int(f.offsets[ParityFeature]), ParityOffset + 0);
        // Caps: counts beyond the table are folded onto its last row and column.
        QCOMPARE(mobilityIndex(30, 2), mobilityIndex(MobilityCap, 2));
        QCOMPARE(mobilityIndex(3, 40), mobilityIndex(3, MobilityCap));
        QCOMPARE(mobilityIndex(MobilityCap, MobilityCap), MobilityTableSize - 1);
        QCOMPARE(MobilityOffset + MobilityTableSize, StageStride);
        QCOMPARE(patternInstanceName(MobilityFeature), std::string("mobility"));
        QCOMPARE(patternInstanceName(ParityFeature), std::string("parity"));
        QCOMPARE(patternInstanceSquares(MobilityFeature), Bitboard(0));
    }

    void stages()
    {
        QCOMPARE(pattern::stageOf(4, 15), 0);
        QCOMPARE(pattern::stageOf(8, 15), 0);
        QCOMPARE(pattern::stageOf(9, 15), 1);
        QCOMPARE(pattern::stageOf(40, 15), 8);
        QCOMPARE(pattern::stageOf(41, 15), 9);
        QCOMPARE(pattern::stageOf(64, 15), 14);
        QCOMPARE(pattern::stageOf(64, 60), 59);
        QVERIFY(!pattern::validStageCount(13));
    }

    void fileRoundTrip()
    {
        const PatternWeights w = randomWeights(23);
        const auto bytes = w.serialize();
        auto back = PatternWeights::parse(bytes, "w.bin");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QCOMPARE(back->stageCount(), w.stageCount());
        QVERIFY(std::equal(w.all().begin(), w.all().end(), back->all().begin(), back->all().end()));
        PatternWeights other(30);
        auto b30 = PatternWeights::parse(other.serialize());
        QVERIFY(b30.ok());
        QCOMPARE(b30->stageCount(), 30);
    }

    // A file of the patterns-only set LOG1 (written before the mobility tables existed) loads
    // with its pattern and parity weights and zero mobility tables.
    void patternsOnlyFileLoads()
    {
        const PatternWeights w = randomWeights(41);
        const int oldStride = pattern::MobilityOffset;
        std::vector<std::uint8_t> b{'P', 'C', 'P', 'A', 'T', 'W', '\r', '\n'};
        auto put = [&](std::uint32_t v) {
            for (int i = 0; i < 4; ++i)
                b.push_back(std::uint8_t(v >> (8 * i)));
        };
        put(1);
        put(pattern::PatternSetIdPatternsOnly);
        put(std::uint32_t(w.stageCount()));
        put(EvalScale);
        put(pattern::FamilyCount);
        for (int f = 0; f < pattern::FamilyCount; ++f)
            put(std::uint32_t(pattern::pow3(pattern::Families[f].size)));
        put(std::uint32_t(oldStride));
        for (int s = 0; s < w.stageCount(); ++s)
            for (int i = 0; i < oldStride; ++i) {
                b.push_back(std::uint8_t(std::uint16_t(w.stage(s)[i])));
                b.push_back(std::uint8_t(std::uint16_t(w.stage(s)[i]) >> 8));
            }
        const std::uint64_t h = fnv1a64(b);
        for (int i = 0; i < 8; ++i)
            b.push_back(std::uint8_t(h >> (8 * i)));
        auto back = PatternWeights::parse(b, "old.pcw");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QCOMPARE(back->stageCount(), w.stageCount());
        for (int s = 0; s < w.stageCount(); ++s) {
            QVERIFY(std::equal(w.stage(s), w.stage(s) + oldStride, back->stage(s)));
            QVERIFY(std::all_of(back->stage(s) + oldStride, back->stage(s) + pattern::StageStride,
                [](std::int16_t x) { return x == 0; }));
        }
        // Written back, it is a file of the current set.
        const auto again = back->serialize();
        QCOMPARE(again.size(),
            8 + 4 * (6 + std::size_t(pattern::FamilyCount))
                + std::size_t(w.stageCount()) * pattern::StageStride * 2 + 8);
        QVERIFY(PatternWeights::parse(again).ok());
        // A truncated old file is still refused.
        b.resize(b.size() - 10);
        QVERIFY(!PatternWeights::parse(b, "old.pcw").ok());
    }

    void badFiles_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("magic") << 0 << "w.bin: not a ProbCut pattern-weights file (bad magic)";
        QTest::newRow("empty") << 1 << "bad magic";
        QTest::newRow("header") << 2 << "truncated header";
        QTest::newRow("version") << 3 << "format version 2 is not supported";
        QTest::newRow("set id") << 4 << "made for another pattern set";
        QTest::newRow("stages") << 5 << "stage count 13 is not a divisor of 60";
        QTest::newRow("table size") << 6 << "table of edge+2x has 59050 entries";
        QTest::newRow("truncated") << 7 << "(truncated)";
        QTest::newRow("trailing") << 8 << "(trailing data)";
        QTest::newRow("flipped bit") << 9 << "checksum mismatch (the file is corrupt)";
        QTest::newRow("checksum byte") << 10 << "checksum mismatch";
    }
    void badFiles()
    {
        QFETCH(int, kind);
        QFETCH(QString, expected);
        auto bytes = randomWeights(29).serialize();
        switch (kind) {
        case 0: bytes[1] = 'X'; break;
        case 1: bytes.clear(); break;
        case 2: bytes.resize(20); break;
        case 3: bytes[8] = 2; break;
        case 4: bytes[12] ^= 1; break;
        case 5: bytes[16] = 13; break;
        case 6: bytes[28] += 1; break;
        case 7: bytes.resize(bytes.size() - 1000); break;
        case 8: bytes.push_back(0); break;
        case 9: bytes[bytes.size() / 2] ^= 0x10; break;
        case 10: bytes.back() ^= 1; break;
        }
        auto w = PatternWeights::parse(bytes, "w.bin");
        QVERIFY(!w.ok());
        const QString msg = QString::fromStdString(w.error().message);
        QVERIFY2(msg.contains(expected), qPrintable(msg));
    }
};

QTEST_APPLESS_MAIN(TestPattern)
#include "test_pattern.moc"
