// Training pipeline unit: the game tree's negamax labels (merging by canonical form, exact
// scores overriding), the positions file, and the least-squares fit recovering known weights.
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/training/position_labeller.h"
#include "engine/training/training.h"
#include "tests/random_games.h"

#include <QtTest>

#include <functional>
#include <random>
#include <set>

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

// ENDCUT fits for the pattern evaluation at every empties count in [10, 30], depths 0..6.
std::shared_ptr<MpcParams> endFits(double sigma)
{
    auto p = std::make_shared<MpcParams>(6);
    p->evaluator = "pattern";
    for (int e = 10; e <= 30; ++e)
        for (int d = 0; d <= 6 && d < e; ++d)
            p->setEndFit(e, d, MpcFit{1.0, 0.0, sigma, 0.9, 100});
    return p;
}

// The mean evaluation (discs) over `pos` of weights fitted to `pos` in stage 8 alone (discs
// 37-40), with `options`' label weights and a light ridge: the weighted mean of the labels.
double meanOfStage8Fit(const std::vector<LabelledPosition>& pos, FitOptions options)
{
    options.stages = {8};
    options.smoothDiscs = 0;
    options.iterations = 40;
    options.ridge = 0.01;
    PatternWeights fitted(15);
    fitPatternWeights(pos, fitted, options, nullptr);
    PatternEvaluator eval(std::make_shared<PatternWeights>(fitted));
    double sum = 0;
    for (const LabelledPosition& p : pos)
        sum += unitsToDiscs(eval.evaluate(p.board));
    return sum / double(pos.size());
}

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

    void resultLabels()
    {
        // A line of 14 plies from the start; exact score +8 for black at 50 empties (after 10
        // plies), and the game ends +8 for black: with resultLabels the 4 later positions are
        // exact +8 for black (training positions; held-out ones keep their game-tree label),
        // without them game-tree labels.
        std::mt19937_64 rng(21);
        std::vector<Square> moves;
        std::vector<Position> after{Position::initial()};
        while (moves.size() < 14) {
            const Position& at = after.back();
            QVERIFY(at.board.legalMoves());
            moves.push_back(test::randomMove(at.board, rng));
            Position next = at;
            QVERIFY(next.play(moves.back()));
            after.push_back(next);
        }
        for (bool on : {false, true}) {
            for (int modulus : {1000000, 1}) { // almost nothing held out / everything held out
                GameTreeBuilder b;
                b.addGame(moves, 8, 50, 8);
                const auto pos = b.build(on, modulus);
                std::size_t later = 0;
                for (int plies = 11; plies <= 14; ++plies) {
                    const Position& end = after[std::size_t(plies)];
                    const LabelledPosition* p = find(pos, end.board);
                    QVERIFY(p);
                    QCOMPARE(int(p->label), end.sideToMove == Color::Black ? 8 : -8);
                    const bool held = isValidation(p->board, modulus);
                    QCOMPARE(p->kind, on && !held ? LabelKind::Exact : LabelKind::GameTree);
                    later += p->kind == LabelKind::Exact;
                }
                QCOMPARE(b.resultLabelCount(), later);
                QCOMPARE(later, std::size_t(on && modulus > 1 ? 4 : 0));
            }
        }
        // A game whose result differs from its exact score: the later positions stay unreliable.
        GameTreeBuilder b;
        b.addGame(moves, 2, 50, 8);
        const auto pos = b.build(true, 1000000);
        const LabelledPosition* p = find(pos, after[12].board);
        QVERIFY(p);
        QCOMPARE(p->kind, LabelKind::None);
        QCOMPARE(b.resultLabelCount(), std::size_t(0));
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
                if (!b.mustPass() && b.discCount() >= 37) {
                    const double v = unitsToDiscs(truthEval.evaluate(b));
                    pos.push_back({b.canonical(), std::int8_t(std::lround(std::clamp(v, -64.0, 64.0))),
                        LabelKind::GameTree});
                }
                b = b.played(test::randomPly(b, rng));
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

    void mutedFeaturesStayZero()
    {
        // Labels of the mobility table alone: fitted with mobility muted, its weights stay 0 and
        // so do the other features' (nothing else explains the labels); unmuted, it is learnt.
        std::mt19937_64 rng(9);
        std::vector<LabelledPosition> pos;
        while (pos.size() < 4000) {
            const Board b = test::randomPosition(rng, 26);
            const int mobility
                = __builtin_popcountll(b.legalMoves()) - __builtin_popcountll(b.opponentMoves());
            pos.push_back(
                {b.canonical(), std::int8_t(std::clamp(2 * mobility, -64, 64)), LabelKind::GameTree});
        }
        QCOMPARE(featureRange("mobility"), std::make_pair(pattern::MobilityOffset, pattern::StageStride));
        QCOMPARE(featureRange("edge+2x"), std::make_pair(0, pattern::pow3(10)));
        QCOMPARE(featureRange("nonsense"), std::make_pair(0, 0));
        const int stage = pattern::stageOf(38, 15);
        for (bool mute : {true, false}) {
            PatternWeights w(15);
            FitOptions options;
            options.stages = {stage};
            options.smoothDiscs = 0;
            options.iterations = 30;
            if (mute)
                options.muted = {"mobility", "edge+2x", "corner2x5", "corner3x3", "line2", "line3", "line4",
                    "diag8", "diag7", "diag6", "diag5", "diag4", "parity"};
            StageReport report;
            fitPatternWeights(pos, w, options, [&](const StageReport& r) { report = r; });
            QVERIFY(report.completed);
            const std::int16_t* st = w.stage(stage);
            const bool anyMobility = std::any_of(st + pattern::MobilityOffset, st + pattern::StageStride,
                [](std::int16_t x) { return x != 0; });
            QCOMPARE(anyMobility, !mute);
            if (mute) {
                QVERIFY(std::all_of(st, st + pattern::StageStride, [](std::int16_t x) { return x == 0; }));
                QCOMPARE(report.activeWeights, std::size_t(0));
            } else {
                QVERIFY2(report.trainMae < 1.0, qPrintable(QString::number(report.trainMae)));
                // The side to move always has a move in these positions, so the cells of no
                // own move are never fitted: they take their fitted neighbours' values, not 0
                // (which would make positions without a move look good to a search).
                const std::int16_t* noMove = st + pattern::MobilityOffset + pattern::mobilityIndex(0, 0);
                QVERIFY(std::any_of(
                    noMove, noMove + pattern::MobilityCap + 1, [](std::int16_t x) { return x != 0; }));
                QVERIFY(std::all_of(noMove + 12, noMove + pattern::MobilityCap + 1,
                    [](std::int16_t x) { return x < 0; })); // labels 2 * (own - opponent)
            }
        }
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
                if (!b.mustPass() && b.discCount() >= 37 && !isValidation(b.canonical())) {
                    pos.push_back({b.canonical(), 20, LabelKind::GameTree});
                    pos.push_back({b.canonical(), -20, LabelKind::Exact});
                }
                b = b.played(test::randomPly(b, rng));
            }
        }
        for (double weight : {1.0, 3.0}) {
            FitOptions options;
            options.exactWeight = weight;
            const double mean = meanOfStage8Fit(pos, options), expected = (20 - weight * 20) / (1 + weight);
            QVERIFY2(std::abs(mean - expected) < 1.0, qPrintable(QString::number(mean)));
        }
    }

    void backoffGivesRareConfigurationsTheirHalvesValue()
    {
        // Labels of a piece-square sum over the corner 3x3 regions: every configuration's value
        // is the sum of its squares', which the halves' tables learn from all positions. With
        // FitOptions::backoff the configurations seen too rarely to be fitted (muted) take that
        // value instead of 0, so the held-out error drops; the evaluation stays symmetric.
        std::mt19937_64 rng(11);
        constexpr int Value[9] = {24, -6, 4, -6, -12, 2, 4, 2, 1}; // a1 b1 c1 a2 b2 c2 a3 b3 c3
        auto label = [&](const Board& b) {
            int v = 0;
            for (Symmetry s : {Symmetry::Identity, Symmetry::MirrorHorizontal, Symmetry::FlipVertical,
                     Symmetry::Rotate180}) {
                const Board t = b.transformed(s);
                for (int k = 0; k < 9; ++k) {
                    const Bitboard bit = squareBit(makeSquare(k % 3, k / 3));
                    v += (t.player & bit) ? Value[k] : (t.opponent & bit) ? -Value[k] : 0;
                }
            }
            return std::int8_t(std::clamp(v / 2, -64, 64));
        };
        std::vector<LabelledPosition> pos;
        while (pos.size() < 3000) {
            const Board b = test::randomPosition(rng, 26).canonical();
            pos.push_back({b, label(b), LabelKind::GameTree});
        }
        const int stage = pattern::stageOf(38, 15);
        double validationMae[2] = {0, 0};
        for (bool backoff : {false, true}) {
            PatternWeights w(15);
            FitOptions options;
            options.stages = {stage};
            options.smoothDiscs = 0;
            options.iterations = 60;
            options.minOccurrences = 3;
            options.backoff = backoff;
            options.muted = {"edge+2x", "corner2x5", "line2", "line3", "line4", "diag8", "diag7", "diag6",
                "diag5", "diag4", "mobility"};
            StageReport report;
            fitPatternWeights(pos, w, options, [&](const StageReport& r) { report = r; });
            QVERIFY(report.completed);
            validationMae[backoff] = report.validationMae;
            PatternEvaluator eval(std::make_shared<PatternWeights>(w));
            for (std::size_t i = 0; i < 50; ++i)
                for (Symmetry s : AllSymmetries)
                    QCOMPARE(eval.evaluate(pos[i].board.transformed(s)), eval.evaluate(pos[i].board));
            // Configurations of the corner 3x3 with a non-zero weight: without backoff only the
            // fitted ones, with it most.
            const std::int16_t* st = w.stage(stage);
            const auto [begin, end] = featureRange("corner3x3");
            const auto nonZero = std::count_if(st + begin, st + end, [](std::int16_t x) { return x != 0; });
            if (backoff)
                QVERIFY2(nonZero > (end - begin) * 3 / 4, qPrintable(QString::number(nonZero)));
            else
                QVERIFY2(nonZero < (end - begin) / 2, qPrintable(QString::number(nonZero)));
        }
        QVERIFY2(validationMae[1] < 0.5 * validationMae[0],
            qPrintable(QString("%1 vs %2").arg(validationMae[1]).arg(validationMae[0])));
    }

    void validationErrorSplitsBalancedPositions()
    {
        // Exact labels within BalancedScore discs count as balanced too; the other kinds never do.
        PatternEvaluator eval(std::make_shared<PatternWeights>(15)); // all zero: error = |label|
        const Board b = Board::initial();
        std::vector<LabelledPosition> pos = {{b, 10, LabelKind::Exact}, {b, -16, LabelKind::Exact},
            {b, 30, LabelKind::Exact}, {b, 4, LabelKind::GameTree}};
        const ErrorByDiscs e = validationError(pos, eval, 10, ErrorSet::All);
        const int d = b.discCount();
        QCOMPARE(e.countAll[d], std::size_t(4));
        QCOMPARE(e.countExact[d], std::size_t(3));
        QCOMPARE(e.countBalanced[d], std::size_t(2));
        QCOMPARE(e.sumBalanced[d], 26.0);
        QCOMPARE(e.sumExact[d], 56.0);
    }

    void validationErrorSelectsHeldOutOrTrainingPositions()
    {
        // The held-out and the training positions split the whole set, by the fit's own rule.
        PatternEvaluator eval(std::make_shared<PatternWeights>(15));
        std::mt19937 rng(7);
        std::vector<LabelledPosition> pos;
        std::size_t heldOut = 0;
        while (pos.size() < 400) {
            const Board c = test::randomPosition(rng, 30).canonical();
            heldOut += isValidation(c, 10);
            pos.push_back({c, 2, LabelKind::Exact});
        }
        const auto total = [](const ErrorByDiscs& e) {
            std::size_t n = 0;
            for (std::size_t c : e.countExact)
                n += c;
            return n;
        };
        const std::size_t h = total(validationError(pos, eval, 10, ErrorSet::HeldOut));
        const std::size_t t = total(validationError(pos, eval, 10, ErrorSet::Training));
        QCOMPARE(h, heldOut);
        QCOMPARE(h + t, pos.size());
        QVERIFY(h > 0 && t > h);
    }

    void huberDiscountsOutliers()
    {
        // Parity alone: 90 % of the labels say +10, 10 % are "blunders" at -50. Least squares
        // lands on the mean (+4); Huber's loss (delta 4 discs, 3 reweighted refits) near the
        // majority's +10.
        std::mt19937_64 rng(13);
        std::vector<LabelledPosition> pos;
        while (pos.size() < 4000) {
            const Board b = test::randomPosition(rng, 25 + int(rng() % 2)).canonical();
            pos.push_back({b, std::int8_t(pos.size() % 10 == 0 ? -50 : 10), LabelKind::GameTree});
        }
        const int stage = pattern::stageOf(38, 15);
        for (double huber : {0.0, 4.0}) {
            PatternWeights w(15);
            FitOptions options;
            options.stages = {stage};
            options.smoothDiscs = 0;
            options.iterations = 20;
            options.huber = huber;
            options.muted = {"edge+2x", "corner2x5", "corner3x3", "line2", "line3", "line4", "diag8", "diag7",
                "diag6", "diag5", "diag4", "mobility"};
            fitPatternWeights(pos, w, options, nullptr);
            const std::int16_t* st = w.stage(stage);
            for (int parity = 0; parity < 2; ++parity) {
                const double v = unitsToDiscs(st[pattern::ParityOffset + parity]);
                if (huber == 0)
                    QVERIFY2(std::abs(v - 4) < 1, qPrintable(QString::number(v)));
                else
                    QVERIFY2(v > 9 && v < 10.5, qPrintable(QString::number(v)));
            }
        }
    }

    void searchedLabelsRoundTrip()
    {
        // The searched kinds keep their search depth and confidence in bytes 18-19 of a record;
        // records written before they existed have zeros there and read as before.
        std::vector<LabelledPosition> pos{
            {Board::initial(), 3, LabelKind::Probable, 0, 87},
            {after("f5d6"), -7, LabelKind::Searched, 12, 73},
            {after("f5"), 0, LabelKind::Exact},
        };
        const auto bytes = serializePositions(pos);
        QCOMPARE(bytes[16 + 18], std::uint8_t(0));
        QCOMPARE(bytes[16 + 24 + 18], std::uint8_t(12));
        auto back = parsePositions(bytes, "p.bin");
        QVERIFY(back.ok());
        QCOMPARE((*back)[0].kind, LabelKind::Probable);
        QCOMPARE(int((*back)[0].searchConfidence), 87);
        QCOMPARE((*back)[1].kind, LabelKind::Searched);
        QCOMPARE(int((*back)[1].searchDepth), 12);
        QCOMPARE(int((*back)[1].searchConfidence), 73);
        QCOMPARE(int((*back)[1].label), -7);
        QCOMPARE((*back)[2].kind, LabelKind::Exact);
        QCOMPARE(int((*back)[2].searchDepth), 0);
        auto badKind = bytes;
        badKind[16 + 17] = 5;
        QVERIFY(!parsePositions(badKind, "p.bin").ok());
        auto badDepth = bytes;
        badDepth[16 + 18] = 61;
        QVERIFY(!parsePositions(badDepth, "p.bin").ok());
    }

    void applyLabelsKeepsTheMostTrusted()
    {
        const Board a = Board::initial(), b = after("f5").canonical(), c = after("f5d6").canonical(),
                    d = after("f5d6c3").canonical();
        std::vector<LabelledPosition> pos{{a, 1, LabelKind::GameTree}, {b, 2, LabelKind::Exact},
            {c, 3, LabelKind::None}, {d, 4, LabelKind::GameTree}};
        // A searched label replaces a game-tree one and an unreliable one, never an exact one;
        // of two labels for one board the more trusted wins whatever their order.
        const std::vector<LabelledPosition> labels{{a, -10, LabelKind::Searched, 12, 87},
            {b, -20, LabelKind::Probable, 0, 87}, {c, -30, LabelKind::Probable, 0, 73},
            {d, -41, LabelKind::Exact}, {d, -40, LabelKind::Searched, 14, 87}};
        QCOMPARE(applyLabels(pos, labels), std::size_t(3));
        QCOMPARE(int(pos[0].label), -10);
        QCOMPARE(pos[0].kind, LabelKind::Searched);
        QCOMPARE(int(pos[0].searchDepth), 12);
        QCOMPARE(int(pos[1].label), 2);
        QCOMPARE(pos[1].kind, LabelKind::Exact);
        QCOMPARE(int(pos[2].label), -30);
        QCOMPARE(pos[2].kind, LabelKind::Probable);
        QCOMPARE(int(pos[3].label), -41);
        QCOMPARE(pos[3].kind, LabelKind::Exact);
    }

    void addUnmatchedLabelsAppendsNewBoardsSorted()
    {
        const Board a = Board::initial(), b = after("f5").canonical(), c = after("f5d6").canonical(),
                    d = after("f5d6c3").canonical();
        std::vector<LabelledPosition> pos{{a, 1, LabelKind::GameTree}, {b, 2, LabelKind::GameTree}};
        std::sort(pos.begin(), pos.end(), [](const auto& x, const auto& y) {
            return std::pair(x.board.player, x.board.opponent) < std::pair(y.board.player, y.board.opponent);
        });
        // a is known (not added); c twice: the exact label wins over the searched one; d once.
        const std::vector<LabelledPosition> labels{{a, -10, LabelKind::Exact}, {c, -30, LabelKind::Exact},
            {d, -40, LabelKind::Searched, 12, 87}, {c, -31, LabelKind::Searched, 14, 87}};
        QCOMPARE(addUnmatchedLabels(pos, labels), std::size_t(2));
        QCOMPARE(pos.size(), std::size_t(4));
        for (std::size_t i = 1; i < pos.size(); ++i)
            QVERIFY(std::pair(pos[i - 1].board.player, pos[i - 1].board.opponent)
                < std::pair(pos[i].board.player, pos[i].board.opponent));
        QCOMPARE(int(find(pos, a)->label), 1); // applyLabels' job, not this one's
        QCOMPARE(int(find(pos, c)->label), -30);
        QCOMPARE(find(pos, c)->kind, LabelKind::Exact);
        QCOMPARE(int(find(pos, d)->label), -40);
        QCOMPARE(int(find(pos, d)->searchDepth), 12);
        QCOMPARE(addUnmatchedLabels(pos, labels), std::size_t(0));
    }

    void randomPliesWalksLegalMovesReproducibly()
    {
        std::mt19937_64 rng(11);
        int walked = 0, ended = 0;
        for (int i = 0; i < 300; ++i) {
            const Board start = test::randomPosition(rng, 8 + int(rng() % 20));
            const int k = 1 + int(rng() % 5);
            const auto r = randomPlies(start, k, 1000 + std::uint64_t(i));
            QCOMPARE(r, randomPlies(start, k, 1000 + std::uint64_t(i)));
            if (!r) {
                ++ended;
                continue;
            }
            ++walked;
            // k discs were placed, the result is canonical and its side to move can move.
            QCOMPARE(r->emptyCount(), start.emptyCount() - k);
            QCOMPARE(*r, r->canonical());
            QVERIFY(r->legalMoves() != 0);
            QVERIFY(!r->validate());
            // Reachable: some sequence of k legal moves (with passes) from start gives r. Check
            // by a small search over all move sequences.
            std::function<bool(const Board&, int)> reaches = [&](const Board& b, int left) {
                if (left == 0) {
                    const Board x = b.legalMoves() ? b : b.passed();
                    return x.canonical() == *r;
                }
                Bitboard moves = b.legalMoves();
                if (!moves)
                    return b.opponentMoves() && reaches(b.passed(), left);
                for (; moves; moves &= moves - 1)
                    if (reaches(b.played(Square(__builtin_ctzll(moves))), left - 1))
                        return true;
                return false;
            };
            QVERIFY(reaches(start, k));
        }
        QVERIFY(walked > 250);
        // Different seeds choose different moves.
        const Board s = Board::initial();
        std::set<std::pair<Bitboard, Bitboard>> seen;
        for (std::uint64_t seed = 0; seed < 40; ++seed) {
            const auto r = randomPlies(s, 4, seed);
            QVERIFY(r);
            seen.insert({r->player, r->opponent});
        }
        QVERIFY(seen.size() > 5);
        // A finished game has no walk.
        QVERIFY(!randomPlies(Board{~0ULL, 0}, 1, 1));
    }

    void labelWeightsSelectRows()
    {
        // Every board with a game-tree label of +20 and a searched one of -20: with the
        // game-tree weight 0 only the searched labels are fitted; with weights 1 and 3 the fit
        // lands on their weighted mean.
        std::mt19937_64 rng(7);
        std::vector<LabelledPosition> pos;
        while (pos.size() < 6000) {
            const Board b = test::randomPosition(rng, 24 + int(rng() % 4)).canonical();
            if (isValidation(b))
                continue;
            pos.push_back({b, 20, LabelKind::GameTree});
            pos.push_back({b, -20, LabelKind::Searched, 12, 87});
        }
        for (auto [gameTree, searched] : {std::pair{0.0, 1.0}, std::pair{1.0, 3.0}}) {
            FitOptions options;
            options.gameTreeWeight = gameTree;
            options.searchedWeight = searched;
            const double mean = meanOfStage8Fit(pos, options);
            const double expected = (20 * gameTree - 20 * searched) / (gameTree + searched);
            QVERIFY2(std::abs(mean - expected) < 1.0, qPrintable(QString::number(mean)));
        }
    }

    void labellerMethods()
    {
        auto weights = std::make_shared<const PatternWeights>(15); // all zero: evaluates 0
        auto eval = std::make_shared<const PatternEvaluator>(weights);
        const LabelMethod exact{};
        const LabelMethod deep{LabelMethod::Kind::Depth, 14, 100};
        const LabelMethod selective{LabelMethod::Kind::Selective, 0, 87};
        const LabelMethod shallow{LabelMethod::Kind::Depth, 4, 73};
        // What each method needs: endgame fits for the selective search, midgame fits for a
        // depth-limited one below 100 %.
        QVERIFY(!PositionLabeller::check(exact, eval.get(), nullptr));
        QVERIFY(!PositionLabeller::check(deep, eval.get(), nullptr));
        QVERIFY(PositionLabeller::check(selective, eval.get(), nullptr));
        QVERIFY(PositionLabeller::check(shallow, eval.get(), nullptr));
        QVERIFY(PositionLabeller::check({LabelMethod::Kind::Depth, 0, 100}, eval.get(), nullptr));
        QVERIFY(
            PositionLabeller::check({LabelMethod::Kind::Selective, 0, 100}, eval.get(), endFits(1).get()));
        QVERIFY(!PositionLabeller::check(selective, eval.get(), endFits(1).get()));
        QCOMPARE(selective.describe(), std::string("selective 87%"));
        QCOMPARE(shallow.describe(), std::string("depth 4 at 73%"));
        QCOMPARE(selective.record(Board::initial(), 70).label, std::int8_t(64));
        QCOMPARE(int(shallow.record(Board::initial(), 5).searchDepth), 4);
        QCOMPARE(int(shallow.record(Board::initial(), 5).searchConfidence), 73);
        QCOMPARE(exact.record(Board::initial(), 5).kind, LabelKind::Exact);

        // On positions of 12-14 empties: the exact method is the solver's score, a depth reaching
        // the end of the game is exact too, and so is the selective search when its fits are
        // too wide to cut (sigma 1000 discs).
        PositionLabeller byExact(exact, eval, nullptr, 4), byDepth(deep, eval, nullptr, 4),
            bySelective(selective, eval, endFits(1000), 4);
        EndgameSolver solver(4);
        std::mt19937_64 rng(11);
        for (int i = 0; i < 12; ++i) {
            const Board b = test::randomPosition(rng, 12 + i % 3);
            const int truth = solver.solve(b).score;
            const PositionLabel e = byExact.label(b), d = byDepth.label(b), s = bySelective.label(b);
            QVERIFY(e.completed && d.completed && s.completed);
            QCOMPARE(e.score, truth);
            QCOMPARE(d.score, truth);
            QCOMPARE(s.score, truth);
            QCOMPARE(byExact.label(b.passed().passed()).score, truth);
        }
        // A finished game is its final score; a position where the side to move must pass is
        // minus the label of the position after the pass.
        const Board over{0xFFFFFFFFFFFFFF00ULL, 0}; // white wiped out, 8 empties
        QVERIFY(over.isGameOver());
        QCOMPARE(byDepth.label(over).score, over.finalScore());
        std::optional<Board> pass;
        while (!pass) {
            Board b = test::randomPosition(rng, 16);
            while (!b.isGameOver() && !pass) {
                if (b.mustPass()) {
                    pass = b;
                    break;
                }
                b = b.played(test::randomMove(b, rng));
            }
        }
        QCOMPARE(byExact.label(*pass).score, -solver.solve(pass->passed()).score);
        QCOMPARE(byDepth.label(*pass).score, -solver.solve(pass->passed()).score);
        // A stop requested before the search gives an incomplete label.
        std::atomic<bool> stop{true};
        QVERIFY(!byExact.label(test::randomPosition(rng, 14), &stop).completed);
    }
};

QTEST_APPLESS_MAIN(TestTraining)
#include "test_training.moc"
