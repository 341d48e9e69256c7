// The explanation APIs behind the studio's position-explanation panel: the classic features
// counted per side (their differences must be classicFeatures), and the pattern evaluation
// taken apart per instance (the terms must sum to the evaluation, for random and for the
// shipped weights), with a readable, distinct name and the right squares for every instance.
#include "engine/eval/classic_eval.h"
#include "engine/eval/pattern.h"
#include "engine/eval/weights.h"
#include "tests/random_games.h"

#include <QFile>
#include <QTest>

#include <random>
#include <set>

using namespace probcut;

namespace {

// Positions from random games, every ply of each game.
std::vector<Board> randomPositions(int games, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<Board> out;
    for (int g = 0; g < games; ++g) {
        const std::vector<Board> game = test::randomGameBoards(Board::initial(), rng);
        out.insert(out.end(), game.begin(), game.end());
    }
    return out;
}

PatternWeights randomWeights(std::uint64_t seed)
{
    PatternWeights w(pattern::DefaultStageCount);
    std::mt19937_64 rng(seed);
    // Large weights, so some positions clamp: the test covers the clamp too.
    for (std::int16_t& x : w.all())
        x = std::int16_t(int(rng() % 2001) - 1000);
    return w;
}

void checkTermsSum(const PatternWeights& weights, const std::vector<Board>& boards)
{
    const PatternEvaluator evaluator(std::make_shared<PatternWeights>(weights));
    for (const Board& b : boards) {
        const PatternTerms terms = patternTerms(evaluator.kernelEval(), b);
        const int clamped = std::clamp(terms.sum(), -EvalMaxHeuristic, EvalMaxHeuristic);
        QCOMPARE(clamped, evaluator.evaluate(b));
    }
}

} // namespace

class TestExplain : public QObject {
    Q_OBJECT

private slots:
    void classicCountsMatchDifferences()
    {
        for (const Board& b : randomPositions(40, 1)) {
            const ClassicFeatures f = classicFeatures(b);
            const ClassicFeatureCounts c = classicFeatureCounts(b);
            for (int k = 0; k < ClassicFeatureCount; ++k)
                QCOMPARE(c.player[std::size_t(k)] - c.opponent[std::size_t(k)], f.value[std::size_t(k)]);
        }
    }

    void classicCountsStartPosition()
    {
        const ClassicFeatureCounts c = classicFeatureCounts(Position::initial().board);
        QCOMPARE(c.player[int(ClassicFeature::Discs)], 2);
        QCOMPARE(c.opponent[int(ClassicFeature::Discs)], 2);
        QCOMPARE(c.player[int(ClassicFeature::Mobility)], 4);
        QCOMPARE(c.opponent[int(ClassicFeature::Mobility)], 4);
        QCOMPARE(c.player[int(ClassicFeature::Frontier)], 2);
        QCOMPARE(c.player[int(ClassicFeature::Stable)], 0);
    }

    void patternTermsSumToEvaluationRandomWeights()
    {
        checkTermsSum(randomWeights(5), randomPositions(30, 2));
    }

    void patternTermsSumToEvaluationShippedWeights()
    {
        QFile file(QStringLiteral(PROBCUT_SOURCE_DIR "/resources/weights/pattern-logistello46.pcw"));
        if (!file.open(QIODevice::ReadOnly))
            QFAIL("the shipped weights resources/weights/pattern-logistello46.pcw are missing");
        const QByteArray bytes = file.readAll();
        auto w = PatternWeights::parse(
            std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())));
        QVERIFY2(bool(w), w ? "" : w.error().message.c_str());
        checkTermsSum(*w, randomPositions(30, 3));
    }

    void instanceNamesAndSquares()
    {
        std::set<std::string> names;
        for (int i = 0; i < pattern::InstanceCount; ++i) {
            const std::string name = patternInstanceName(i);
            QVERIFY(!name.empty());
            names.insert(name);
            const Bitboard squares = patternInstanceSquares(i);
            QCOMPARE(__builtin_popcountll(squares),
                pattern::Families[std::size_t(pattern::Tables.instances[std::size_t(i)].family)].size);
        }
        QCOMPARE(int(names.size()), pattern::InstanceCount); // every instance has its own name
        QCOMPARE(patternInstanceName(pattern::InstanceCount), std::string("parity"));
        QCOMPARE(patternInstanceSquares(pattern::InstanceCount), Bitboard(0));
        QCOMPARE(patternInstanceName(0), std::string("edge+2X (north)"));
        QCOMPARE(patternInstanceName(1), std::string("edge+2X (south)"));
    }
};

QTEST_APPLESS_MAIN(TestExplain)
#include "test_explain.moc"
