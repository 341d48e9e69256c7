// The midgame search against plain minimax on random positions (same evaluator, same fixed
// depth, same pass rule), NegaScout against MTD(f), with and without the transposition table,
// on both kernels; exact results near the end; the time manager's budget arithmetic.
#include "engine/core/board.h"
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/search.h"
#include "engine/search/time_manager.h"
#include "tests/random_games.h"

#include <QtTest>

#include <atomic>
#include <random>
#include <vector>

using namespace probcut;

namespace {

// Plain negamax: depth counts discs placed (a pass costs nothing), leaves are evaluations for
// the side to move, finished games are exact final scores in EvalScale units.
int minimax(const Board& b, int depth, const Evaluator& eval)
{
    const Bitboard moves = b.legalMoves();
    if (!moves) {
        if (!b.opponentMoves())
            return b.finalScore() * EvalScale;
        return -minimax(b.passed(), depth, eval);
    }
    if (depth == 0)
        return eval.evaluate(b);
    int best = -1000000;
    for (Square s : bits(moves))
        best = std::max(best, -minimax(b.played(s), depth - 1, eval));
    return best;
}

// A searchable position after `plies` random plies (fewer near the end of the game), passed
// where the side to move has no move.
Board randomPosition(std::mt19937& rng, int plies)
{
    const Board b = test::randomPlayout<test::Pick::Uniform>(rng, plies);
    return b.legalMoves() ? b : b.passed();
}

std::vector<KernelKind> kernels()
{
    std::vector<KernelKind> k{KernelKind::Portable};
    if (avx2KernelSupported())
        k.push_back(KernelKind::Avx2);
    return k;
}

SearchResult fixedDepth(const Board& b, int depth, SearchAlgorithm algorithm, bool useTt, KernelKind kernel)
{
    static SimpleEvaluator eval;
    TranspositionTable tt(1);
    SearchLimits limits;
    limits.depth = depth;
    limits.algorithm = algorithm;
    limits.useTranspositionTable = useTt;
    limits.solveEmpties = 0;
    return search(b, limits, tt, eval, {}, kernel);
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void matchesMinimax_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("seed");
        for (int depth = 1; depth <= 5; ++depth)
            for (int seed = 0; seed < (depth <= 3 ? 12 : 4); ++seed)
                QTest::newRow(qPrintable(QString("depth %1 seed %2").arg(depth).arg(seed))) << depth << seed;
    }
    void matchesMinimax()
    {
        QFETCH(int, depth);
        QFETCH(int, seed);
        std::mt19937 rng(1234 + seed * 7 + depth);
        const Board b = randomPosition(rng, std::uniform_int_distribution<int>(4, 50)(rng));
        SimpleEvaluator eval;
        const int expected = minimax(b, depth, eval);
        for (KernelKind k : kernels()) {
            for (auto algorithm : {SearchAlgorithm::NegaScout, SearchAlgorithm::Mtdf}) {
                for (bool useTt : {true, false}) {
                    const SearchResult r = fixedDepth(b, depth, algorithm, useTt, k);
                    const QString what = QString("%1 %2 %3")
                                             .arg(kernelName(k))
                                             .arg(algorithm == SearchAlgorithm::Mtdf ? "mtdf" : "pvs")
                                             .arg(useTt ? "tt" : "no-tt");
                    QVERIFY2(int(std::lround(r.score * EvalScale)) == expected,
                        qPrintable(
                            what + QString(": %1 vs minimax %2").arg(r.score * EvalScale).arg(expected)));
                    QCOMPARE(r.depth, std::min(depth, b.emptyCount()));
                    // The chosen move achieves the score.
                    QVERIFY(b.isLegal(r.bestMove));
                    QCOMPARE(-minimax(b.played(r.bestMove), depth - 1, eval), expected);
                    // The PV is legal, starts with the move and, with the table, has `depth`
                    // moves unless the game ends first.
                    QCOMPARE(r.pv.front(), r.bestMove);
                    Board line = b;
                    int moves = 0;
                    for (Square s : r.pv) {
                        if (s == PassMove) {
                            QVERIFY(line.mustPass());
                            line = line.passed();
                        } else {
                            QVERIFY(line.isLegal(s));
                            line = line.played(s);
                            ++moves;
                        }
                    }
                    if (useTt)
                        QVERIFY2(moves == depth || (moves < depth && line.isGameOver()),
                            qPrintable(what + QString(" pv has %1 moves").arg(moves)));
                }
            }
        }
    }

    // Deeper searches have no reference, but every algorithm must agree with every other.
    void algorithmsAgreeDeeper()
    {
        // A position where an earlier table hash collided (positions differing only in row 8).
        const Board collision
            = parseBoardString("-----------------OOOOOO---OXX-O---XOXXXX----OOX----OOX----O-O-X- X")->board;
        for (auto algorithm : {SearchAlgorithm::NegaScout, SearchAlgorithm::Mtdf})
            QCOMPARE(fixedDepth(collision, 6, algorithm, true, KernelKind::Portable).score,
                fixedDepth(collision, 6, algorithm, false, KernelKind::Portable).score);
        std::mt19937 rng(99);
        for (int i = 0; i < 40; ++i) {
            const Board b = randomPosition(rng, 10 + i % 30);
            const int ref = int(std::lround(
                fixedDepth(b, 6, SearchAlgorithm::NegaScout, false, KernelKind::Portable).score * EvalScale));
            QCOMPARE(
                int(std::lround(fixedDepth(b, 6, SearchAlgorithm::NegaScout, true, KernelKind::Portable).score
                    * EvalScale)),
                ref);
            QCOMPARE(int(std::lround(fixedDepth(b, 6, SearchAlgorithm::Mtdf, true, KernelKind::Portable).score
                         * EvalScale)),
                ref);
        }
        for (int i = 0; i < 3; ++i) {
            const Board b = randomPosition(rng, 20 + 6 * i);
            const int ref = int(std::lround(
                fixedDepth(b, 7, SearchAlgorithm::NegaScout, false, KernelKind::Portable).score * EvalScale));
            for (KernelKind k : kernels()) {
                QCOMPARE(
                    int(std::lround(fixedDepth(b, 7, SearchAlgorithm::NegaScout, true, k).score * EvalScale)),
                    ref);
                QCOMPARE(int(std::lround(fixedDepth(b, 7, SearchAlgorithm::Mtdf, true, k).score * EvalScale)),
                    ref);
            }
        }
    }

    // `probcut bench` relies on this: the node count of a fixed-depth search with a fresh table
    // is a signature, the same on every run and on both kernels.
    void nodeCountIsDeterministic()
    {
        std::mt19937 rng(21);
        const Board b = randomPosition(rng, 22);
        const SearchResult first = fixedDepth(b, 7, SearchAlgorithm::NegaScout, true, KernelKind::Portable);
        for (KernelKind k : kernels()) {
            const SearchResult r = fixedDepth(b, 7, SearchAlgorithm::NegaScout, true, k);
            QCOMPARE(r.nodes, first.nodes);
            QCOMPARE(r.bestMove, first.bestMove);
            QCOMPARE(r.pv, first.pv);
        }
    }

    void solvesNearTheEnd()
    {
        std::mt19937 rng(5);
        SimpleEvaluator eval;
        for (int i = 0; i < 6; ++i) {
            const Board b = randomPosition(rng, 52 + i % 3);
            if (b.isGameOver())
                continue;
            const int empties = b.emptyCount();
            const int exact = minimax(b, 64, eval);
            SearchLimits limits; // no depth limit: the search reaches the end and says so
            TranspositionTable tt(1);
            const SearchResult r = search(b, limits, tt, eval);
            QCOMPARE(r.stopReason, StopReason::Solved);
            QVERIFY(r.solved);
            QCOMPARE(r.depth, empties);
            QCOMPARE(int(std::lround(r.score * EvalScale)), exact);
            QCOMPARE(int(r.score) * EvalScale, exact); // a whole number of discs
        }
    }

    // Lazy SMP (SearchLimits::threads): helpers share the table, the main search decides.
    // Searched to the end of the game the value is still exact and the move reaches it; a fixed
    // depth is reached; a stop ends the helpers too.
    void lazySmpHelpers()
    {
        std::mt19937 rng(31);
        SimpleEvaluator eval;
        EndgameSolver solver(4);
        for (int i = 0; i < 4; ++i) {
            const Board b = randomPosition(rng, 48 + i % 3); // plies: 12-14 empties
            if (!b.legalMoves())
                continue;
            SearchLimits limits;
            limits.solveEmpties = 0;
            limits.threads = 2;
            TranspositionTable tt(4);
            const SearchResult r = search(b, limits, tt, eval);
            QCOMPARE(r.stopReason, StopReason::Solved);
            const int exact = solver.solve(b).score;
            QCOMPARE(int(std::lround(r.score)), exact);
            QVERIFY(b.isLegal(r.bestMove));
            QCOMPARE(-solver.solve(b.played(r.bestMove)).score, exact);
        }
        const Board mid = randomPosition(rng, 26);
        SearchLimits limits;
        limits.depth = 7;
        limits.threads = 2;
        TranspositionTable tt(4);
        const SearchResult one = fixedDepth(mid, 7, SearchAlgorithm::NegaScout, true, KernelKind::Portable);
        const SearchResult two = search(mid, limits, tt, eval);
        QCOMPARE(two.stopReason, StopReason::DepthReached);
        QCOMPARE(two.depth, 7);
        QVERIFY(mid.isLegal(two.bestMove));
        QVERIFY(two.nodes > 0 && one.nodes > 0);

        std::atomic<bool> stop{false};
        SearchControl control;
        control.stop = &stop;
        control.onIteration = [&](const SearchInfo& info) {
            if (info.depth == 5)
                stop = true;
        };
        SearchLimits unlimited;
        unlimited.solveEmpties = 0;
        unlimited.threads = 3;
        TranspositionTable tt2(4);
        const SearchResult s = search(mid, unlimited, tt2, eval, control);
        QCOMPARE(s.stopReason, StopReason::Stopped);
        QCOMPARE(s.depth, 5);
    }

    void passAndFinishedGame()
    {
        // Black to move has no move but White has: the search answers "pass".
        auto mustPass = Board{0, 0};
        // a1 black, b1 white, c1 empty... construct: player (to move) h8; opponent g8 and a1.
        mustPass.player = squareBit(0);
        mustPass.opponent = squareBit(1) | squareBit(8) | squareBit(9);
        // Player at a1 surrounded by opponent discs with no empty beyond them in line: no move.
        if (mustPass.legalMoves() == 0 && mustPass.opponentMoves() != 0) {
            TranspositionTable tt(1);
            SimpleEvaluator eval;
            const SearchResult r = search(mustPass, {}, tt, eval);
            QCOMPARE(r.bestMove, PassMove);
            QCOMPARE(r.stopReason, StopReason::NoMoves);
        }
        Board over{~Bitboard(0), 0};
        TranspositionTable tt(1);
        SimpleEvaluator eval;
        const SearchResult r = search(over, {}, tt, eval);
        QCOMPARE(r.bestMove, NoSquare);
        QCOMPARE(r.stopReason, StopReason::NoMoves);
    }

    void multiCutSearchesAndReturnsLegalMoves()
    {
        std::mt19937 rng(77);
        SimpleEvaluator eval;
        for (int i = 0; i < 3; ++i) {
            const Board b = randomPosition(rng, 24);
            SearchLimits limits;
            limits.depth = 7;
            limits.multiCut = {true, 2, 6, 2};
            TranspositionTable tt(1);
            const SearchResult r = search(b, limits, tt, eval);
            QVERIFY(b.isLegal(r.bestMove));
            QCOMPARE(r.depth, 7);
            QVERIFY(!r.solved);
        }
    }

    void nodeLimitStopsWithCompletedIteration()
    {
        std::mt19937 rng(3);
        const Board b = randomPosition(rng, 20);
        SearchLimits limits;
        limits.nodes = 20000;
        TranspositionTable tt(1);
        SimpleEvaluator eval;
        const SearchResult r = search(b, limits, tt, eval);
        QCOMPARE(r.stopReason, StopReason::NodeLimit);
        QVERIFY(r.depth >= 1);
        QVERIFY(b.isLegal(r.bestMove));
        QVERIFY(r.nodes < 20000 + 10000);
        // Stopped inside an iteration (the poll), which the result describes.
        if (r.interruptedDepth > 0) {
            QCOMPARE(r.interruptedDepth, r.depth + 1);
            QVERIFY(
                r.interruptedMovesDone >= 0 && r.interruptedMovesDone < __builtin_popcountll(b.legalMoves()));
            QVERIFY(r.interruptedMove == NoSquare || b.isLegal(r.interruptedMove));
        }
    }

    void timeManagerBudget()
    {
        // 60 s for a position with 40 empties: 20 moves to play, about 3 s each.
        const double b = TimeManager::clockBudget(60, 0, 40);
        QVERIFY(b > 2 && b < 4);
        // The last move may use (almost) everything; the budget never exceeds the clock.
        QVERIFY(TimeManager::clockBudget(1, 0, 1) <= 1);
        QVERIFY(TimeManager::clockBudget(0.01, 0, 20) >= 0);
        QVERIFY(TimeManager::clockBudget(10, 2, 40) > TimeManager::clockBudget(10, 0, 40));

        SearchLimits limits;
        limits.moveTime = 1.0;
        TimeManager tm(limits, 40, std::chrono::steady_clock::now());
        QVERIFY(tm.limited());
        QVERIFY(tm.shouldStartIteration(0));
        tm.iterationFinished(0.01);
        tm.iterationFinished(0.05); // branching factor 5: next predicted 0.25 s
        QVERIFY(std::abs(tm.predictNextIteration() - 0.25) < 1e-9);
        QVERIFY(tm.shouldStartIteration(0.7));
        QVERIFY(!tm.shouldStartIteration(0.8)); // 0.8 + 0.25 cannot finish within 1 s
        QVERIFY(!TimeManager(SearchLimits{}, 40, {}).limited());
    }

    // A time-limited search stops on its own clock and reports the last iteration it completed.
    // No wall-time bound tighter than "the deadline was not ignored" (CONVENTIONS.md §6: timing
    // is for benchmarks; a loaded machine or a sanitizer slows the search many times over).
    void gameClockIsHonoured()
    {
        std::mt19937 rng(12);
        const Board b = randomPosition(rng, 16);
        SearchLimits limits;
        limits.clockRemaining = 1.0; // about 22 moves still to play: ~45 ms soft, 3x that hard
        const double hard = 3 * TimeManager::clockBudget(1.0, 0, b.emptyCount());
        const Timed t = timedSearch(b, limits);
        QCOMPARE(t.result.stopReason, StopReason::TimeLimit);
        QVERIFY(b.isLegal(t.result.bestMove));
        checkLastIteration(t);
        QVERIFY2(t.seconds < hard * DeadlineSlack + 1.0,
            qPrintable(QString("%1 s, hard limit %2 s").arg(t.seconds).arg(hard)));
    }

    void timeLimitIsHonoured()
    {
        std::mt19937 rng(11);
        const Board b = randomPosition(rng, 16);
        SearchLimits limits;
        limits.moveTime = 0.2;
        const Timed t = timedSearch(b, limits);
        QCOMPARE(t.result.stopReason, StopReason::TimeLimit);
        QVERIFY(t.result.depth >= MinDepthIn200Ms);
        QVERIFY(t.result.depth < b.emptyCount()); // stopped by the clock, not the end of the game
        checkLastIteration(t);
        QVERIFY2(t.seconds < 0.2 * DeadlineSlack + 1.0, qPrintable(QString::number(t.seconds)));
    }

    // A stop flag raised while iteration 5 reports (on the searching thread, so the outcome
    // does not depend on timing) ends the search at the next poll: the result is the last
    // completed iteration, never a half-searched one.
    void stopReturnsLastCompletedIteration()
    {
        std::mt19937 rng(13);
        const Board b = randomPosition(rng, 14);
        std::atomic<bool> stop{false};
        std::vector<SearchInfo> iterations;
        SearchControl control;
        control.stop = &stop;
        control.onIteration = [&](const SearchInfo& info) {
            iterations.push_back(info);
            if (info.depth == 5)
                stop = true;
        };
        SearchLimits limits;
        limits.solveEmpties = 0;
        TranspositionTable tt(4);
        SimpleEvaluator eval;
        const SearchResult r = search(b, limits, tt, eval, control);
        QCOMPARE(r.stopReason, StopReason::Stopped);
        QVERIFY(!iterations.empty());
        // A stop raised between iterations is seen before the next one starts.
        QCOMPARE(iterations.back().depth, 5);
        QCOMPARE(r.interruptedDepth, 0);
        QCOMPARE(r.depth, iterations.back().depth);
        QCOMPARE(r.bestMove, iterations.back().pv.front());
        QCOMPARE(r.score, iterations.back().score);
        QVERIFY(r.depth < b.emptyCount());
    }

private:
    struct Timed {
        SearchResult result;
        std::vector<SearchInfo> iterations;
        double seconds = 0;
    };

    // Under a sanitizer the clock checks themselves run many times slower (the poll comes every
    // few thousand nodes), so the sanity bound on "the deadline was not ignored" scales.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    static constexpr double DeadlineSlack = 20;
    static constexpr int MinDepthIn200Ms = 1;
#else
    static constexpr double DeadlineSlack = 4;
    static constexpr int MinDepthIn200Ms = 4; // hundreds of times fewer nodes than 0.2 s allows
#endif

    static Timed timedSearch(const Board& b, const SearchLimits& limits)
    {
        Timed t;
        TranspositionTable tt(4);
        SimpleEvaluator eval;
        SearchControl control;
        control.onIteration = [&](const SearchInfo& info) { t.iterations.push_back(info); };
        const auto t0 = std::chrono::steady_clock::now();
        t.result = search(b, limits, tt, eval, control);
        t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return t;
    }

    // The reported move, depth and score are those of the last completed iteration.
    static void checkLastIteration(const Timed& t)
    {
        QVERIFY(!t.iterations.empty());
        const SearchInfo& last = t.iterations.back();
        QCOMPARE(t.result.depth, last.depth);
        QCOMPARE(t.result.bestMove, last.pv.front());
        QCOMPARE(t.result.score, last.score);
    }
};

QTEST_APPLESS_MAIN(TestSearch)
#include "test_search.moc"
