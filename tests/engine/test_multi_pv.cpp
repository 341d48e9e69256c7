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

    // Every move, then the top 3, each exact as in the file.
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

            // The top 3: the same first values, exact; the other moves only proved no better,
            // and the analysis ends solved.
            QVERIFY(r->lines.size() > 3);
            limits.multiPv = 3;
            limits.freshTables = true;
            const auto top = engine.think(limits);
            QVERIFY(top.ok());
            QCOMPARE(top->stopReason, StopReason::Solved);
            QVERIFY(top->solved);
            QCOMPARE(top->lines.size(), std::size_t(3));
            for (std::size_t k = 0; k < 3; ++k) {
                QVERIFY(top->lines[k].solved);
                QCOMPARE(top->lines[k].score, r->lines[k].score);
                QCOMPARE(int(top->lines[k].score), expected.at(top->lines[k].move));
            }
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

    // The top N by a null-window test of each move against the N-th best show the same
    // values as valuing every move, and cost fewer nodes. Without the transposition table
    // (with it, a value also depends on what deeper searches left there) the values are
    // those of the minimax at each depth, so the two must agree exactly.
    void topNMatchesEveryMove_data()
    {
        QTest::addColumn<bool>("table");
        QTest::newRow("no table") << false;
        QTest::newRow("table") << true;
    }

    void topNMatchesEveryMove()
    {
        QFETCH(bool, table);
        const auto evaluator = shippedEvaluator();
        std::uint64_t nodesTop3 = 0, nodesAll = 0;
        for (int depth = 3; depth <= 7; ++depth) {
            Engine all;
            all.setEvaluator(evaluator);
            QVERIFY(!all.setPosition(midgame()));
            SearchLimits limits;
            limits.depth = depth;
            limits.multiPv = 0;
            limits.useTranspositionTable = table;
            const auto every = all.think(limits);
            QVERIFY(every.ok());
            for (int n : {2, 3, 5}) { // 1 is the plain search, without lines
                Engine top;
                top.setEvaluator(evaluator);
                QVERIFY(!top.setPosition(midgame()));
                limits.multiPv = n;
                const auto r = top.think(limits);
                QVERIFY(r.ok());
                QCOMPARE(r->lines.size(), std::size_t(n));
                QCOMPARE(r->depth, depth);
                for (int k = 1; k < n; ++k)
                    QVERIFY(r->lines[std::size_t(k - 1)].shownScore >= r->lines[std::size_t(k)].shownScore);
                for (int k = 0; k < n && !table; ++k)
                    QVERIFY2(r->lines[std::size_t(k)].shownScore == every->lines[std::size_t(k)].shownScore,
                        qPrintable(QStringLiteral("depth %1, N %2, line %3: %4 against %5")
                                       .arg(depth)
                                       .arg(n)
                                       .arg(k + 1)
                                       .arg(r->lines[std::size_t(k)].shownScore)
                                       .arg(every->lines[std::size_t(k)].shownScore)));
                if (!table)
                    QCOMPARE(r->score, every->score);
                if (depth == 7 && n == 3) {
                    nodesTop3 = r->nodes;
                    nodesAll = every->nodes;
                }
            }
        }
        qInfo("top 3 of %d moves at depth 7 (%s): %llu nodes, every move %llu",
            std::popcount(midgame().legalMoves()), table ? "table" : "no table",
            static_cast<unsigned long long>(nodesTop3), static_cast<unsigned long long>(nodesAll));
        QVERIFY(nodesTop3 < nodesAll);
    }

    // A search with a root window reports a score outside it as a bound, in the midgame and
    // in the solver's range.
    void windowGivesBounds()
    {
        const auto evaluator = shippedEvaluator();
        const Board midgameBoard = midgame();
        PROBCUT_REQUIRE_SHARED("ffo/fforum-1-19.obf");
        const Board endgameBoard = ffoPositions("fforum-1-19.obf", 1).front().position.board;
        for (const auto& [board, depth] : {std::pair{midgameBoard, 6}, std::pair{endgameBoard, 0}}) {
            Engine engine;
            engine.setEvaluator(evaluator);
            QVERIFY(!engine.setPosition(board));
            SearchLimits limits;
            limits.depth = depth;
            limits.solveEmpties = 24;
            const auto full = engine.think(limits);
            QVERIFY(full.ok());
            QCOMPARE(full->bound, Bound::Exact);
            const double v = full->score;
            limits.windowLow = v + 1;
            limits.windowHigh = v + 2;
            limits.freshTables = true;
            const auto high = engine.think(limits);
            QVERIFY(high.ok());
            QCOMPARE(high->bound, Bound::Upper);
            QVERIFY(high->score <= v + 1 && high->score >= v);
            limits.windowLow = v - 2;
            limits.windowHigh = v - 1;
            const auto low = engine.think(limits);
            QVERIFY(low.ok());
            QCOMPARE(low->bound, Bound::Lower);
            QVERIFY(low->score >= v - 1 && low->score <= v);
            limits.windowLow = v - 1;
            limits.windowHigh = v + 1;
            const auto inside = engine.think(limits);
            QVERIFY(inside.ok());
            QCOMPARE(inside->bound, Bound::Exact);
            QCOMPARE(inside->score, v);
        }
        SearchLimits bad;
        bad.windowLow = 3;
        bad.windowHigh = 3;
        QVERIFY(Engine::checkLimits(bad));
        bad.windowLow = -65;
        bad.windowHigh = 0;
        bad.multiPv = 3;
        QVERIFY(Engine::checkLimits(bad));
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
