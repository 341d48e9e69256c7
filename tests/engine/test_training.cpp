// Training pipeline unit: the game tree's negamax labels (merging by canonical form, exact
// scores overriding), the positions file, and the least-squares fit recovering known weights.
#include "engine/notation.h"
#include "engine/training.h"

#include <QtTest>

#include <random>

using namespace probcut;
using namespace probcut::training;

namespace {

std::vector<Square> line(const char* transcript)
{
    auto l = parseTranscript(transcript);
    return l ? l->moves : std::vector<Square>{};
}

const LabelledPosition* find(const std::vector<LabelledPosition>& v, const Board& b)
{
    const Board c = b.canonical();
    for (const auto& p : v)
        if (p.board == c)
            return &p;
    return nullptr;
}

Board after(const char* transcript) { return parseTranscript(transcript)->end.board; }

} // namespace

class TestTraining : public QObject {
    Q_OBJECT

private slots:
    void gameTreeNegamax()
    {
        GameTreeBuilder b;
        // Two unfinished games from the same position after f5 d6; results for black.
        b.addGame(line("f5d6c3d3c4"), -10);
        b.addGame(line("f5d6c5f4e3"), 20);
        // The same game as the first one in a symmetric orientation (d3 c5 f6 f5 e6 is f5 d6 c3
        // d3 c4 transposed): merged, and its different result ignored in favour of the max.
        b.addGame(line("d3c5f6f5e6"), 30);
        const auto pos = b.build();
        const LabelledPosition* root = find(pos, after("f5d6"));
        QVERIFY(root);
        // Black to move after f5 d6: best continuation for black is max(30, 20) = 30.
        QCOMPARE(int(root->label), 30);
        QCOMPARE(root->kind, LabelKind::GameTree);
        const LabelledPosition* white = find(pos, after("f5"));
        QVERIFY(white);
        QCOMPARE(int(white->label), -30); // white to move: only d6 was seen
        const LabelledPosition* start = find(pos, Board::initial());
        QVERIFY(start);
        QCOMPARE(int(start->label), 30);
    }

    void exactOverrides()
    {
        GameTreeBuilder b;
        const auto moves = line("f5d6c3d3c4f4f6f3e6e7");
        // Exact score +8 for black at the position with 50 empties (after all 10 moves).
        b.addGame(moves, -20, 50, 8);
        const auto pos = b.build();
        const LabelledPosition* last = find(pos, after("f5d6c3d3c4f4f6f3e6e7"));
        QVERIFY(last);
        QCOMPARE(last->kind, LabelKind::Exact);
        QCOMPARE(int(last->label), 8); // black to move
        const LabelledPosition* before = find(pos, after("f5d6c3d3c4f4f6f3e6"));
        QCOMPARE(int(before->label), -8); // white to move, one ply earlier
    }

    void positionsFile()
    {
        GameTreeBuilder b;
        b.addGame(line("f5d6c3d3c4f4f6f3e6e7"), 4);
        const auto pos = b.build();
        const auto bytes = serializePositions(pos);
        auto back = parsePositions(bytes, "p.bin");
        QVERIFY(back.ok());
        QCOMPARE(back->size(), pos.size());
        QCOMPARE((*back)[3].board, pos[3].board);
        QCOMPARE((*back)[3].label, pos[3].label);
        auto truncated = bytes;
        truncated.pop_back();
        QVERIFY(!parsePositions(truncated, "p.bin").ok());
        auto corrupt = bytes;
        corrupt[16 + 17] = 9;
        QVERIFY(!parsePositions(corrupt, "p.bin").ok());
        // A record count whose size in bytes wraps around to the file's size (found by
        // fuzz/fuzz_positions): 16 + 0x8000000000000002 * 24 = 64 modulo 2^64.
        auto huge = serializePositions(std::span(pos).first(2));
        for (int k = 0; k < 8; ++k)
            huge[8 + k] = std::uint8_t(0x8000000000000002ULL >> (8 * k));
        QCOMPARE(huge.size(), std::size_t(64));
        QVERIFY(!parsePositions(huge, "p.bin").ok());
    }

    void fitRecoversKnownWeights()
    {
        // Labels made by a known sparse, symmetric weight set (corner 3x3 and parity only) on
        // positions of random games in one stage: the fit must reproduce them closely.
        PatternWeights truth(15);
        std::mt19937_64 rng(3);
        const int stage = 8; // discs 37-40
        std::int16_t* t = truth.stage(stage);
        for (int i = 0; i < pattern::pow3(9); ++i)
            t[pattern::FamilyOffset[2] + i] = std::int16_t(int(rng() % 512) - 256);
        t[pattern::ParityOffset] = 64;
        t[pattern::ParityOffset + 1] = -64;
        truth.symmetrize();
        PatternEvaluator truthEval(std::make_shared<PatternWeights>(truth));
        std::vector<LabelledPosition> pos;
        while (pos.size() < 30000) {
            Board b = Board::initial();
            while (!b.isGameOver() && b.discCount() < 41) {
                if (b.mustPass()) {
                    b = b.passed();
                    continue;
                }
                if (b.discCount() >= 37) {
                    const double v = unitsToDiscs(truthEval.evaluate(b));
                    pos.push_back({b.canonical(), std::int8_t(std::lround(std::clamp(v, -64.0, 64.0))),
                        LabelKind::GameTree});
                }
                Bitboard m = b.legalMoves();
                for (int k = int(rng() % __builtin_popcountll(m)); k > 0; --k)
                    m &= m - 1;
                b = b.played(__builtin_ctzll(m));
            }
        }
        PatternWeights fitted(15);
        FitOptions options;
        options.stages = {stage};
        options.smoothDiscs = 0;
        options.iterations = 40;
        options.minOccurrences = 1;
        options.ridge = 0.01;
        StageReport report;
        fitPatternWeights(pos, fitted, options, [&](const StageReport& r) { report = r; });
        QVERIFY(report.completed);
        QVERIFY2(report.trainMae < 0.6, qPrintable(QString::number(report.trainMae)));
        QVERIFY2(report.validationMae < 1.5, qPrintable(QString::number(report.validationMae)));
        // The fitted evaluation is symmetric.
        PatternEvaluator fittedEval(std::make_shared<PatternWeights>(fitted));
        for (std::size_t i = 0; i < 50; ++i)
            for (Symmetry s : AllSymmetries)
                QCOMPARE(fittedEval.evaluate(pos[i].board.transformed(s)), fittedEval.evaluate(pos[i].board));
    }

    void exactWeightPullsTowardsExactLabels()
    {
        // Every board twice, a game-tree label of +20 and an exact one of -20: least squares
        // lands on their mean weighted by FitOptions::exactWeight ((20 - 3 * 20) / 4 = -10).
        std::mt19937_64 rng(5);
        std::vector<LabelledPosition> pos;
        while (pos.size() < 6000) {
            Board b = Board::initial();
            while (!b.isGameOver() && b.discCount() < 41) {
                if (b.mustPass()) {
                    b = b.passed();
                    continue;
                }
                if (b.discCount() >= 37 && !isValidation(b.canonical())) {
                    pos.push_back({b.canonical(), 20, LabelKind::GameTree});
                    pos.push_back({b.canonical(), -20, LabelKind::Exact});
                }
                Bitboard m = b.legalMoves();
                for (int k = int(rng() % __builtin_popcountll(m)); k > 0; --k)
                    m &= m - 1;
                b = b.played(__builtin_ctzll(m));
            }
        }
        for (double weight : {1.0, 3.0}) {
            PatternWeights fitted(15);
            FitOptions options;
            options.stages = {8};
            options.smoothDiscs = 0;
            options.iterations = 40;
            options.ridge = 0.01;
            options.exactWeight = weight;
            fitPatternWeights(pos, fitted, options, nullptr);
            PatternEvaluator eval(std::make_shared<PatternWeights>(fitted));
            double sum = 0;
            for (const LabelledPosition& p : pos)
                sum += unitsToDiscs(eval.evaluate(p.board));
            const double mean = sum / double(pos.size()), expected = (20 - weight * 20) / (1 + weight);
            QVERIFY2(std::abs(mean - expected) < 1.0, qPrintable(QString::number(mean)));
        }
    }
};

QTEST_APPLESS_MAIN(TestTraining)
#include "test_training.moc"
