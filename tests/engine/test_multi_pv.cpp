// Multi-PV: every root move's value, exact in the solver's range. The FFO files score every
// legal move (../shared/data/ffo), so both EndgameSolver::solveMoves and the Engine's multi-PV
// search are checked move by move against them; then the lines' order, count, depth and
// stop behaviour on a midgame position, and the refusal of out-of-range counts.
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/engine.h"
#include "engine/eval/pattern.h"
#include "engine/eval/weights.h"
#include "engine/search/multi_pv.h"
#include "tests/shared_data.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <thread>

using namespace probcut;

namespace {

Board midgame() { return parseTranscript("d3c5f6f5e6e3c3f3c4b4b5c2d2b3a3c1a2d6c6e7")->end.board; }

std::shared_ptr<const PatternEvaluator> shippedEvaluator()
{
    QFile file(QStringLiteral(PROBCUT_SOURCE_DIR "/resources/weights/pattern-logistello46.pcw"));
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    const QByteArray bytes = file.readAll();
    auto w = PatternWeights::parse(
        std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())));
    if (!w)
        return nullptr;
    return std::make_shared<const PatternEvaluator>(std::make_shared<const PatternWeights>(std::move(*w)));
}

// The first `count` positions of an FFO file.
std::vector<ObfPosition> ffoPositions(const QString& name, int count)
{
    QFile f(probcut::test::sharedDataDir() + "/ffo/" + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const auto entries = parseObf(f.readAll().toStdString());
    std::vector<ObfPosition> out;
    if (!entries.ok())
        return out;
    for (const auto& e : *entries)
        if (int(out.size()) < count)
            out.push_back(e.position);
    return out;
}

std::map<Square, int> fileScores(const ObfPosition& p)
{
    std::map<Square, int> m;
    for (const MoveScore& s : p.moveScores)
        m[s.move] = s.score;
    return m;
}

} // namespace

class TestMultiPv : public QObject {
    Q_OBJECT

private slots:
    void solveMovesMatchesFfo()
    {
        PROBCUT_REQUIRE_SHARED("ffo/fforum-1-19.obf");
        const auto positions = ffoPositions("fforum-1-19.obf", 19);
        QCOMPARE(positions.size(), std::size_t(19));
        const auto evaluator = shippedEvaluator();
        QVERIFY(evaluator);
        EndgameSolver solver(16);
        EndgameOptions options;
        options.eval = &evaluator->kernelEval();
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const ObfPosition& p = positions[i];
            const auto values = solver.solveMoves(p.position.board, options);
            const auto expected = fileScores(p);
            QCOMPARE(values.size(), std::size_t(std::popcount(p.position.board.legalMoves())));
            for (const EndgameMoveValue& v : values) {
                QVERIFY(v.completed);
                QVERIFY2(expected.count(v.move),
                    qPrintable(QString("#%1 %2").arg(i + 1).arg(squareName(v.move).c_str())));
                QVERIFY2(expected.at(v.move) == v.score,
                    qPrintable(QString("#%1 %2: %3, file %4")
                                   .arg(i + 1)
                                   .arg(squareName(v.move).c_str())
                                   .arg(v.score)
                                   .arg(expected.at(v.move))));
            }
            for (std::size_t k = 1; k < values.size(); ++k)
                QVERIFY(values[k - 1].score >= values[k].score); // best first
        }
    }

    void engineMultiPvMatchesFfo()
    {
        PROBCUT_REQUIRE_SHARED("ffo/fforum-1-19.obf");
        const auto positions = ffoPositions("fforum-1-19.obf", 6);
        QCOMPARE(positions.size(), std::size_t(6));
        Engine engine;
        engine.setEvaluator(shippedEvaluator());
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const ObfPosition& p = positions[i];
            QVERIFY(!engine.setPosition(p.position.board));
            SearchLimits limits;
            limits.multiPv = 0;
            limits.solveEmpties = 24;
            const auto r = engine.think(limits);
            QVERIFY(r.ok());
            const auto expected = fileScores(p);
            QCOMPARE(r->lines.size(), std::size_t(std::popcount(p.position.board.legalMoves())));
            QVERIFY(r->solved);
            QCOMPARE(r->stopReason, StopReason::Solved);
            for (const RootLine& l : r->lines) {
                QVERIFY(l.solved);
                QCOMPARE(l.shownScore, l.score);
                QCOMPARE(l.pv.front(), l.move);
                QVERIFY2(int(l.score) == expected.at(l.move),
                    qPrintable(QString("#%1 %2: %3, file %4")
                                   .arg(i + 1)
                                   .arg(squareName(l.move).c_str())
                                   .arg(l.score)
                                   .arg(expected.at(l.move))));
            }
            QCOMPARE(r->bestMove, r->lines.front().move);
            QCOMPARE(int(r->score), p.bestScore());
        }
    }

    void topLinesBestFirst()
    {
        Engine engine;
        engine.setEvaluator(shippedEvaluator());
        QVERIFY(!engine.setPosition(midgame()));
        SearchLimits limits;
        limits.multiPv = 3;
        limits.depth = 5;
        std::vector<SearchInfo> infos;
        std::mutex mutex;
        engine.setListener({[&](const SearchInfo& i) {
            std::lock_guard l(mutex);
            infos.push_back(i);
        }});
        const auto r = engine.think(limits);
        QVERIFY(r.ok());
        QCOMPARE(r->lines.size(), std::size_t(3));
        QCOMPARE(r->depth, 5);
        QCOMPARE(r->stopReason, StopReason::DepthReached);
        for (std::size_t k = 0; k < r->lines.size(); ++k) {
            const RootLine& l = r->lines[k];
            QVERIFY(midgame().isLegal(l.move));
            QCOMPARE(l.depth, 5);
            QCOMPARE(l.pv.front(), l.move);
            QVERIFY(!l.solved);
            if (k > 0) {
                QVERIFY(r->lines[k - 1].shownScore >= l.shownScore);
                QVERIFY(r->lines[k - 1].move != l.move);
            }
        }
        // Every completed iteration reports its lines.
        std::lock_guard l(mutex);
        QVERIFY(!infos.empty());
        QVERIFY(
            std::all_of(infos.begin(), infos.end(), [](const SearchInfo& i) { return !i.lines.empty(); }));
    }

    // The shown value of a selective move is the mean of its two deepest searches.
    void shownScoreAveragesTwoDepths()
    {
        Engine a, b, c;
        for (Engine* e : {&a, &b, &c}) {
            e->setEvaluator(shippedEvaluator());
            QVERIFY(!e->setPosition(midgame()));
        }
        SearchLimits limits;
        limits.multiPv = 0;
        limits.depth = 6;
        const auto deep = a.think(limits);
        QVERIFY(deep.ok());
        for (const RootLine& l : deep->lines)
            QVERIFY(std::isfinite(l.shownScore));
        // The same move searched alone at depths 5 and 6 (child depths 4 and 5).
        const RootLine& best = deep->lines.front();
        SearchLimits child;
        child.depth = 4;
        QVERIFY(!b.setPosition(midgame().played(best.move)));
        const auto d5 = b.think(child);
        child.depth = 5;
        QVERIFY(!c.setPosition(midgame().played(best.move)));
        const auto d6 = c.think(child);
        QVERIFY(d5.ok() && d6.ok());
        QCOMPARE(best.score, -d6->score);
        QCOMPARE(best.shownScore, (-d5->score - d6->score) / 2);
    }

    void stopKeepsTheLinesSoFar()
    {
        Engine engine;
        engine.setEvaluator(shippedEvaluator());
        QVERIFY(!engine.setPosition(Board::initial().played(37)));
        SearchLimits limits;
        limits.multiPv = 0;
        const auto id = engine.go(limits);
        QVERIFY(id.ok());
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        engine.stop();
        engine.waitForSearchFinished();
        const SearchResult r = engine.lastResult();
        QCOMPARE(r.stopReason, StopReason::Stopped);
        QCOMPARE(r.lines.size(), std::size_t(3)); // after f5: three replies
        QVERIFY(r.depth >= 2);
    }

    void timeLimitIsKept()
    {
        Engine engine;
        engine.setEvaluator(shippedEvaluator());
        QVERIFY(!engine.setPosition(midgame()));
        SearchLimits limits;
        limits.multiPv = 0;
        limits.moveTime = 0.3;
        const auto t0 = std::chrono::steady_clock::now();
        const auto r = engine.think(limits);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY(r.ok());
        QVERIFY2(seconds < 1.5, qPrintable(QString::number(seconds)));
        QCOMPARE(r->lines.size(), std::size_t(std::popcount(midgame().legalMoves())));
    }

    void outOfRangeCountsAreRefused()
    {
        SearchLimits limits;
        limits.multiPv = -1;
        QVERIFY(Engine::checkLimits(limits));
        limits.multiPv = 65;
        QVERIFY(Engine::checkLimits(limits));
        limits.multiPv = 64;
        QVERIFY(!Engine::checkLimits(limits));
    }
};

QTEST_APPLESS_MAIN(TestMultiPv)
#include "test_multi_pv.moc"
