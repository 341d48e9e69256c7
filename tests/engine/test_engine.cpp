// The Engine facade: blocking and non-blocking searches, stop latency and the result of the
// last completed iteration, stale search ids, listener rate limit, refusals (finished game,
// impossible position, bad limits), endgame hand-over, and many go/stop/setPosition cycles
// (run this one under TSan too: see the report of the search helper).
#include "engine/core/notation.h"
#include "engine/engine.h"
#include "tests/random_games.h"

#include <QtTest>

#include <chrono>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

using namespace probcut;
using Clock = std::chrono::steady_clock;

namespace {

Board midgame() { return parseTranscript("d3c5f6f5e6e3c3f3c4b4b5c2d2b3a3c1a2d6c6e7")->end.board; }

Board randomPosition(std::mt19937& rng, int plies)
{
    Board b = Board::initial();
    for (int i = 0; i < plies; ++i) {
        if (!b.legalMoves())
            break;
        const Board next = b.played(test::randomMove<test::Pick::Uniform>(b, rng));
        if (next.isGameOver() || !next.legalMoves())
            break;
        b = next;
    }
    return b;
}

double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// The latency bounds below hold on a normal build; a sanitizer slows the search between its
// polls (and the machine it shares) many times over, so under one they only catch a hang.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr double LatencySlack = 20;
#else
constexpr double LatencySlack = 1;
#endif

// Collects what the listener delivers, from the worker thread.
struct Recorder {
    std::mutex mutex;
    std::vector<SearchInfo> infos;
    std::vector<Clock::time_point> infoTimes;
    std::vector<SearchResult> results;

    SearchListener listener()
    {
        return SearchListener{[this](const SearchInfo& i) {
                                  std::lock_guard l(mutex);
                                  infos.push_back(i);
                                  infoTimes.push_back(Clock::now());
                              },
            [this](const SearchResult& r) {
                std::lock_guard l(mutex);
                results.push_back(r);
            }};
    }
};

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    // EngineOptions::onWorkerStart runs once, on the worker (not the caller's thread), before
    // the first search: what it sets (a priority) is inherited by every search thread.
    void workerStartHook()
    {
        std::mutex mutex;
        std::vector<std::thread::id> calls;
        EngineOptions options{4, 4};
        options.onWorkerStart = [&] {
            std::lock_guard lock(mutex);
            calls.push_back(std::this_thread::get_id());
        };
        Engine engine(options);
        SearchLimits limits;
        limits.depth = 3;
        for (int i = 0; i < 2; ++i)
            QVERIFY(bool(engine.think(limits)));
        std::lock_guard lock(mutex);
        QCOMPARE(calls.size(), std::size_t(1));
        QVERIFY(calls[0] != std::this_thread::get_id());
    }

    void thinkToFixedDepth()
    {
        Engine engine(EngineOptions{4, 4});
        QVERIFY(!engine.setPosition(midgame()));
        SearchLimits limits;
        limits.depth = 6;
        const auto r = engine.think(limits);
        QVERIFY(r.ok());
        QCOMPARE(r->depth, 6);
        QCOMPARE(r->stopReason, StopReason::DepthReached);
        QVERIFY(midgame().isLegal(r->bestMove));
        QVERIFY(!r->pv.empty());
        QCOMPARE(r->pv.front(), r->bestMove);
        QVERIFY(r->searchId >= 1);
        QVERIFY(!engine.isSearching());
    }

    // SearchLimits::freshTables: the search runs as on a new engine (same nodes and value), while
    // without it the tables of the first search make the second one cheaper.
    void freshTablesSearchAsNew()
    {
        SearchLimits limits;
        limits.depth = 7;
        limits.solveEmpties = 0;
        Engine fresh(EngineOptions{4, 4});
        QVERIFY(!fresh.setPosition(midgame()));
        const auto alone = fresh.think(limits);
        QVERIFY(alone.ok());

        Engine reused(EngineOptions{4, 4});
        QVERIFY(!reused.setPosition(midgame()));
        QVERIFY(reused.think(limits).ok());
        const auto warm = reused.think(limits);
        QVERIFY(warm.ok());
        QVERIFY(warm->nodes < alone->nodes);
        limits.freshTables = true;
        const auto cleared = reused.think(limits);
        QVERIFY(cleared.ok());
        QCOMPARE(cleared->nodes, alone->nodes);
        QCOMPARE(cleared->score, alone->score);
        QCOMPARE(cleared->bestMove, alone->bestMove);
    }

    void stopReturnsLastIterationQuickly()
    {
        Engine engine(EngineOptions{16, 4});
        Recorder rec;
        engine.setListener(rec.listener());
        QVERIFY(!engine.setPosition(midgame()));
        const auto id = engine.go(SearchLimits{}); // no limit: runs until stopped
        QVERIFY(id.ok());
        QTest::qWait(300);
        QVERIFY(engine.isSearching());
        const auto t0 = Clock::now();
        engine.stop();
        engine.waitForSearchFinished();
        const double latency = since(t0);
        QVERIFY2(latency < 0.050 * LatencySlack, qPrintable(QString("stop took %1 s").arg(latency)));
        engine.stop(); // idempotent, also when idle
        std::lock_guard l(rec.mutex);
        QCOMPARE(rec.results.size(), std::size_t(1));
        const SearchResult& r = rec.results.front();
        QCOMPARE(r.searchId, *id);
        QCOMPARE(r.stopReason, StopReason::Stopped);
        QVERIFY(r.depth >= 1);
        // The last delivered info is the last completed iteration, and the result is its move.
        QVERIFY(!rec.infos.empty());
        QCOMPARE(rec.infos.back().depth, r.depth);
        QCOMPARE(rec.infos.back().pv.front(), r.bestMove);
        QCOMPARE(rec.infos.back().score, r.score);
    }

    // Between completed iterations the listener hears from the running one (about twice a
    // second): bounds at the running depth with a legal first move, or the last completed
    // iteration with fresh node counts; the last info before the result is a completed one.
    void reportsFromInsideIterations()
    {
        Engine engine(EngineOptions{16, 4});
        Recorder rec;
        engine.setListener(rec.listener());
        const Board board = midgame();
        QVERIFY(!engine.setPosition(board));
        QVERIFY(engine.go(SearchLimits{}).ok());
        QTest::qWait(2500);
        engine.stop();
        engine.waitForSearchFinished();
        std::lock_guard l(rec.mutex);
        QCOMPARE(rec.results.size(), std::size_t(1));
        const SearchResult& r = rec.results.front();
        int completed = 0, inProgress = 0;
        std::uint64_t nodes = 0;
        for (const SearchInfo& i : rec.infos) {
            QVERIFY2(i.nodes >= nodes, "node counts never go back");
            nodes = i.nodes;
            QVERIFY(!i.pv.empty());
            QVERIFY(board.legalMoves() & squareBit(i.pv.front()));
            if (!i.inProgress) {
                QCOMPARE(i.bound, Bound::Exact);
                QVERIFY(i.depth >= completed); // the last may repeat one after a running report
                completed = i.depth;
                continue;
            }
            ++inProgress;
            if (i.bound == Bound::Exact)
                QCOMPARE(i.depth, completed); // nothing known of the running iteration yet
            else
                QVERIFY2(i.depth > completed,
                    qPrintable(QString("bound at depth %1 after iteration %2 completed")
                                   .arg(i.depth)
                                   .arg(completed)));
        }
        QVERIFY2(inProgress > 0, "no report from inside an iteration in 2.5 s");
        QVERIFY(!rec.infos.back().inProgress);
        QCOMPARE(rec.infos.back().depth, r.depth);
        QCOMPARE(rec.infos.back().pv.front(), r.bestMove);
    }

    void staleSearchIds()
    {
        Engine engine(EngineOptions{4, 4});
        Recorder rec;
        engine.setListener(rec.listener());
        QVERIFY(!engine.setPosition(midgame()));
        const auto first = engine.go(SearchLimits{});
        QVERIFY(first.ok());
        QTest::qWait(20);
        SearchLimits shallow;
        shallow.depth = 4;
        const auto second = engine.go(shallow);
        QVERIFY(second.ok());
        QVERIFY(*second > *first);
        engine.waitForSearchFinished();
        std::lock_guard l(rec.mutex);
        QCOMPARE(rec.results.size(), std::size_t(2));
        QCOMPARE(rec.results[0].searchId, *first);
        QCOMPARE(rec.results[0].stopReason, StopReason::Superseded);
        QCOMPARE(rec.results[1].searchId, *second);
        QCOMPARE(rec.results[1].stopReason, StopReason::DepthReached);
        // Every info carries its search's id, and those of the first precede the second's.
        bool seenSecond = false;
        for (const SearchInfo& i : rec.infos) {
            QVERIFY(i.searchId == *first || i.searchId == *second);
            if (i.searchId == *second)
                seenSecond = true;
            else
                QVERIFY(!seenSecond);
        }
        QCOMPARE(engine.lastResult().searchId, *second);
    }

    void listenerIsRateLimited()
    {
        Engine engine(EngineOptions{16, 4});
        Recorder rec;
        engine.setListener(rec.listener());
        QVERIFY(!engine.setPosition(midgame()));
        SearchLimits limits;
        limits.moveTime = 0.6;
        const auto t0 = Clock::now();
        QVERIFY(engine.go(limits).ok());
        engine.waitForSearchFinished();
        const double seconds = since(t0);
        std::lock_guard l(rec.mutex);
        QVERIFY(!rec.infos.empty());
        // At most ten a second, plus the final flush of the last iteration.
        QVERIFY2(rec.infos.size() <= std::size_t(seconds * 10) + 2,
            qPrintable(QString("%1 infos in %2 s").arg(rec.infos.size()).arg(seconds)));
        for (std::size_t i = 1; i + 1 < rec.infoTimes.size(); ++i)
            QVERIFY(rec.infoTimes[i] - rec.infoTimes[i - 1] >= std::chrono::milliseconds(95));
        QCOMPARE(rec.results.size(), std::size_t(1));
        QCOMPARE(rec.results[0].depth, rec.infos.back().depth);
        QCOMPARE(rec.results[0].stopReason, StopReason::TimeLimit);
        QVERIFY(seconds < 0.6 + 0.05 * LatencySlack);
    }

    void refusesBadRequests()
    {
        Engine engine(EngineOptions{1, 1});
        // Finished game.
        QVERIFY(!engine.setPosition(Board{~Bitboard(0) >> 20, ~(~Bitboard(0) >> 20)}));
        const auto r = engine.go(SearchLimits{});
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.find("game is over") != std::string::npos, r.error().message.c_str());
        QVERIFY(!engine.think(SearchLimits{}).ok());
        // Impossible position.
        const auto bad = engine.setPosition(Board{1, 1});
        QVERIFY(bad.has_value());
        QVERIFY(bad->message.find("impossible") != std::string::npos);
        // Bad limits.
        QVERIFY(!engine.setPosition(midgame()));
        SearchLimits limits;
        limits.depth = 99;
        QVERIFY(!engine.go(limits).ok());
        limits = {};
        limits.moveTime = -1;
        QVERIFY(!engine.go(limits).ok());
        QVERIFY(!engine.isSearching());
    }

    void mustPassAnswersPass()
    {
        // White to move with no move on a board where Black still has moves.
        auto p = parseBoardString(std::string(56, 'X') + "XXXXXXO- O");
        QVERIFY(p.ok());
        QVERIFY(p->board.mustPass());
        Engine engine(EngineOptions{1, 1});
        QVERIFY(!engine.setPosition(p->board));
        const auto r = engine.think(SearchLimits{});
        QVERIFY(r.ok());
        QCOMPARE(r->bestMove, PassMove);
        QCOMPARE(r->stopReason, StopReason::NoMoves);
    }

    void handsTheEndgameToTheSolver()
    {
        std::mt19937 rng(8);
        Board b = randomPosition(rng, 46);
        QVERIFY(b.emptyCount() <= 14 && b.legalMoves());
        Engine engine(EngineOptions{4, 4});
        QVERIFY(!engine.setPosition(b));
        SearchLimits limits; // default solve threshold covers 14 empties
        const auto r = engine.think(limits);
        QVERIFY(r.ok());
        QCOMPARE(r->stopReason, StopReason::Solved);
        QVERIFY(r->solved);
        QCOMPARE(r->depth, b.emptyCount());
        EndgameSolver solver(4);
        const EndgameResult exact = solver.solve(b);
        QCOMPARE(int(r->score), exact.score);
        QVERIFY(b.isLegal(r->bestMove));
        QCOMPARE(-solver.solve(b.played(r->bestMove)).score, exact.score);
    }

    // An exact solve reports from inside too (the solver's progress hook, every 20 ms here):
    // the exact pass's last probe as a bound with the best move so far, else the last completed
    // iteration again. The bounds hold for the final score, node counts never go back, and the
    // last info before the result is the solve itself. Also with the solve on two threads
    // (SearchLimits::threads): the same score, nodes summed over the threads.
    // On two threads FFO #40 takes about 0.2 s, often too short for a report with a proved bound,
    // so that row solves FFO #42 (about 0.5 s there).
    void reportsFromInsideTheSolve_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("expectedEmpties");
        QTest::addColumn<int>("expectedScore");
        // FFO #40: 20 empties, X to move, a2 +38.
        QTest::newRow("1 thread") << 1
                                  << QStringLiteral(
                                         "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X")
                                  << 20 << 38;
        // FFO #42: 22 empties, X to move, g2 +6.
        QTest::newRow("2 threads")
            << 2 << QStringLiteral("--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X") << 22
            << 6;
    }

    void reportsFromInsideTheSolve()
    {
        QFETCH(int, threads);
        QFETCH(QString, position);
        QFETCH(int, expectedEmpties);
        QFETCH(int, expectedScore);
        const auto pos = parseBoardString(position.toStdString());
        QVERIFY(pos.ok());
        const Board board = pos->board;
        const int empties = board.emptyCount();
        QCOMPARE(empties, expectedEmpties);
        EngineOptions options{16, 16};
        options.progressIntervalMs = 1;
        Engine engine(options);
        Recorder rec;
        engine.setListener(rec.listener());
        QVERIFY(!engine.setPosition(board));
        SearchLimits limits;
        limits.solveEmpties = empties;
        limits.threads = threads;
        QVERIFY(engine.go(limits).ok());
        engine.waitForSearchFinished();
        std::lock_guard l(rec.mutex);
        QCOMPARE(rec.results.size(), std::size_t(1));
        const SearchResult& r = rec.results.front();
        QVERIFY(r.solved);
        QCOMPARE(r.stopReason, StopReason::Solved);
        QCOMPARE(int(r.score), expectedScore);
        int fromSolver = 0;
        std::uint64_t nodes = 0;
        for (const SearchInfo& i : rec.infos) {
            QVERIFY2(i.nodes >= nodes, "node counts never go back");
            nodes = i.nodes;
            QVERIFY(!i.pv.empty());
            QVERIFY(board.isLegal(i.pv.front()));
            if (!i.inProgress || i.depth < empties)
                continue;
            ++fromSolver;
            QVERIFY(!i.solved);
            QCOMPARE(i.selectivity, 100.0); // no selective passes without the pattern evaluation
            QVERIFY(i.bound != Bound::Exact);
            if (i.bound == Bound::Lower)
                QVERIFY2(i.score <= r.score, qPrintable(QString("lower bound %1").arg(i.score)));
            else
                QVERIFY2(i.score >= r.score, qPrintable(QString("upper bound %1").arg(i.score)));
            // The line is playable: the hash move chain, passes included.
            Board b = board;
            for (Square sq : i.pv) {
                if (sq == PassMove) {
                    QVERIFY(!b.legalMoves());
                    b = b.passed();
                } else {
                    QVERIFY(b.isLegal(sq));
                    b = b.played(sq);
                }
            }
        }
        QVERIFY2(fromSolver > 0, "no report from inside the solve");
        QVERIFY(!rec.infos.back().inProgress);
        QVERIFY(rec.infos.back().solved);
        QCOMPARE(rec.infos.back().score, r.score);
        QCOMPARE(rec.infos.back().pv.front(), r.bestMove);
        QVERIFY(r.nodes >= nodes);
    }

    void manyCyclesWithoutDeadlock()
    {
        Engine engine(EngineOptions{2, 2});
        Recorder rec;
        engine.setListener(rec.listener());
        std::mt19937 rng(42);
        int started = 0;
        for (int i = 0; i < 150; ++i) {
            QVERIFY(!engine.setPosition(randomPosition(rng, 8 + i % 30)));
            SearchLimits limits;
            if (i % 3 == 0)
                limits.depth = 3;
            if (i % 5 == 0)
                limits.moveTime = 0.002;
            if (engine.go(limits).ok())
                ++started;
            switch (i % 4) {
            case 0: engine.stop(); break;
            case 1: break; // next setPosition supersedes
            case 2:
                engine.stop();
                engine.stop();
                engine.waitForSearchFinished();
                break;
            case 3: std::this_thread::sleep_for(std::chrono::microseconds(300)); break;
            }
        }
        engine.stop();
        engine.waitForSearchFinished();
        std::lock_guard l(rec.mutex);
        QCOMPARE(int(rec.results.size()), started);
        for (std::size_t i = 1; i < rec.results.size(); ++i)
            QVERIFY(rec.results[i].searchId > rec.results[i - 1].searchId);
    }

    void destructorStopsARunningSearch()
    {
        auto engine = std::make_unique<Engine>(EngineOptions{4, 4});
        QVERIFY(!engine->setPosition(midgame()));
        QVERIFY(engine->go(SearchLimits{}).ok());
        QTest::qWait(50);
        const auto t0 = Clock::now();
        engine.reset();
        QVERIFY2(since(t0) < 0.1 * LatencySlack, qPrintable(QString("destruction took %1 s").arg(since(t0))));
    }
};

QTEST_APPLESS_MAIN(TestEngine)
#include "test_engine.moc"
