// ENDCUT (Buro's selective endgame search): the `endfit` records of the MPC parameter file
// (round trip, rejection of bad records), the selective endgame search against the exact
// solver when no check can cut, and the Engine's ENDCUT iterations (probable results at
// increasing confidence, then the exact one; a stop keeps a legal move).
#include "engine/core/text_fields.h"
#include "engine/endgame/endgame.h"
#include "engine/engine.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search.h"
#include "tests/engine/synthetic_mpc.h"
#include "tests/random_games.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <random>

using namespace probcut;
using Clock = std::chrono::steady_clock;

namespace {

// This file's positions draw their moves with uniform_int_distribution.
Board randomPosition(std::mt19937& rng, int empties)
{
    return test::randomPosition<test::Pick::Uniform>(rng, empties);
}

std::string withChecksum(std::string body)
{
    appendChecksumLine(body);
    return body;
}

// Endgame fits for the simple evaluation with deviation `sigma` at every empties count in
// [lo, hi] and depth 0..8.
std::shared_ptr<MpcParams> endParams(double sigma, int lo = 10, int hi = 30)
{
    auto p = std::make_shared<MpcParams>(6);
    p->evaluator = "simple";
    for (int e = lo; e <= hi; ++e)
        for (int d = 0; d <= 8 && d < e; ++d)
            p->setEndFit(e, d, MpcFit{1.0, 0.0, sigma, 0.9, 100});
    return p;
}

} // namespace

class TestEndcut : public QObject {
    Q_OBJECT

private slots:
    void endFitsRoundTrip()
    {
        MpcParams p(6);
        p.evaluator = "pattern";
        p.setFit(3, 6, 2, MpcFit{1.02, -0.5, 3.25, 0.97, 250});
        p.setEndFit(12, 4, MpcFit{1.178, 0.76, 6.54, 0.923, 150});
        p.setEndFit(21, 8, MpcFit{1.2, 1.28, 4.92, 0.95, 150});
        const std::string text = formatMpcParams(p);
        QVERIFY(text.find("endfit 12 4 ") != std::string::npos);
        auto back = parseMpcParams(text);
        QVERIFY2(bool(back), back ? "" : back.error().describe().c_str());
        QVERIFY(back->hasEndFits());
        QCOMPARE(back->endFit(12, 4).a, 1.178);
        QCOMPARE(back->endFit(12, 4).sigma, 6.54);
        QCOMPARE(back->endFit(21, 8).n, 150u);
        QCOMPARE(back->endFit(20, 8).n, 0u);
        QCOMPARE(back->fit(3, 6, 2).b, -0.5);
        QCOMPARE(formatMpcParams(*back), text);

        // A file without them (all files before ENDCUT) still reads and formats as before.
        MpcParams plain(6);
        plain.evaluator = "pattern";
        plain.setFit(3, 6, 2, MpcFit{1.02, -0.5, 3.25, 0.97, 250});
        const std::string old = formatMpcParams(plain);
        QVERIFY(old.find("endfit") == std::string::npos);
        QVERIFY(old.rfind("probcut-mpc 1\n", 0) == 0);
        auto oldBack = parseMpcParams(old);
        QVERIFY(bool(oldBack));
        QVERIFY(!oldBack->hasEndFits());
    }

    void endFitsRejected_data()
    {
        QTest::addColumn<QString>("records");
        QTest::addColumn<QString>("message");
        QTest::newRow("depth not below empties") << "endfit 6 6 1 0 3 0.9 10\n"
                                                 << "below the empties";
        QTest::newRow("empties 0") << "endfit 0 0 1 0 3 0.9 10\n"
                                   << "empties must be 1..60";
        QTest::newRow("empties 61") << "endfit 61 2 1 0 3 0.9 10\n"
                                    << "empties must be 1..60";
        QTest::newRow("depth 17") << "endfit 30 17 1 0 3 0.9 10\n"
                                  << "depth 0..16";
        QTest::newRow("negative depth") << "endfit 30 -1 1 0 3 0.9 10\n"
                                        << "depth 0..16";
        QTest::newRow("sigma 0") << "endfit 20 4 1 0 0 0.9 10\n"
                                 << "sigma";
        QTest::newRow("slope") << "endfit 20 4 -1 0 3 0.9 10\n"
                               << "slope";
        QTest::newRow("r") << "endfit 20 4 1 0 3 1.5 10\n"
                           << "correlation";
        QTest::newRow("no samples") << "endfit 20 4 1 0 3 0.9 0\n"
                                    << "sample count";
        QTest::newRow("too few fields") << "endfit 20 4 1 0 3 0.9\n"
                                        << "expected 'endfit";
        QTest::newRow("not a number") << "endfit 20 4 1 x 3 0.9 10\n"
                                      << "expected 'endfit";
        QTest::newRow("duplicate") << "endfit 20 4 1 0 3 0.9 10\nendfit 20 4 1 0 3 0.9 10\n"
                                   << "duplicate endfit";
        QTest::newRow("fit after endfit") << "endfit 20 4 1 0 3 0.9 10\nfit 2 4 2 1 0 3 0.9 10\n"
                                          << "before the 'endfit'";
    }
    void endFitsRejected()
    {
        QFETCH(QString, records);
        QFETCH(QString, message);
        const std::string body = "probcut-mpc 1\nevaluator pattern\nstage-width 6\n" + records.toStdString();
        auto r = parseMpcParams(withChecksum(body));
        QVERIFY(!r);
        QVERIFY2(
            r.error().message.find(message.toStdString()) != std::string::npos, r.error().message.c_str());
    }

    // With selectivity 100 (no plan) and with fits so wide that no check can cut, the selective
    // endgame search (NegaScout to the end, exact sub-solves below EndcutMinCheckEmpties)
    // returns the solver's score.
    void noCutEqualsSolver()
    {
        SimpleEvaluator eval;
        TranspositionTable tt(8);
        EndgameSolver solver(8), reference(8);
        const auto wide = endParams(64);
        std::mt19937 rng(2026);
        for (int i = 0; i < 8; ++i) {
            const Board b = randomPosition(rng, 16 + i % 3);
            const int exact = reference.solve(b).score;
            for (double selectivity : {100.0, 99.9}) {
                SearchLimits limits;
                limits.selectivity = selectivity;
                limits.selectiveEndgame = true;
                SearchControl control;
                control.endgame = &solver;
                control.mpc = wide.get();
                tt.clear();
                const SearchResult r = search(b, limits, tt, eval, control);
                QCOMPARE(r.depth, b.emptyCount());
                QCOMPARE(int(r.score), exact);
                QCOMPARE(r.solved, selectivity == 100.0);
                QVERIFY(b.legalMoves() & squareBit(r.bestMove));
            }
        }
    }

    // With no node below the root where a check could be made, a selective search in the
    // solver's range is the exact solve (and says so).
    void smallPositionsStayExact()
    {
        SimpleEvaluator eval;
        TranspositionTable tt(8);
        EndgameSolver solver(8), reference(8);
        const auto params = endParams(3);
        std::mt19937 rng(3);
        for (int empties : {10, 14, EndcutMinCheckEmpties}) {
            const Board b = randomPosition(rng, empties);
            SearchLimits limits;
            limits.selectivity = 73;
            limits.selectiveEndgame = true;
            SearchControl control;
            control.endgame = &solver;
            control.mpc = params.get();
            const SearchResult r = search(b, limits, tt, eval, control);
            QVERIFY(r.solved);
            QCOMPARE(r.selectivity, 100.0);
            QCOMPARE(int(r.score), reference.solve(b).score);
        }
    }

    // Without selectiveEndgame (the levels' searches) a selective search in the solver's range
    // hands over to the exact solver, fits or not.
    void levelsSolveExactly()
    {
        SimpleEvaluator eval;
        TranspositionTable tt(8);
        EndgameSolver solver(8), reference(8);
        const auto params = endParams(3);
        std::mt19937 rng(11);
        for (int i = 0; i < 2; ++i) {
            const Board b = randomPosition(rng, 18);
            SearchLimits limits;
            limits.selectivity = 73;
            SearchControl control;
            control.endgame = &solver;
            control.mpc = params.get();
            tt.clear();
            const SearchResult r = search(b, limits, tt, eval, control);
            QVERIFY(r.solved);
            QCOMPARE(int(r.score), reference.solve(b).score);
        }
    }

    // A cutting selective endgame search still ends with a legal move and a sane score, and
    // reports its selectivity without claiming a solve.
    void selectiveEndgameSearch()
    {
        SimpleEvaluator eval;
        TranspositionTable tt(8);
        EndgameSolver solver(8);
        const auto params = endParams(3);
        std::mt19937 rng(7);
        for (int i = 0; i < 4; ++i) {
            const Board b = randomPosition(rng, 18);
            SearchLimits limits;
            limits.selectivity = 73;
            limits.selectiveEndgame = true;
            SearchControl control;
            control.endgame = &solver;
            control.mpc = params.get();
            tt.clear();
            const SearchResult r = search(b, limits, tt, eval, control);
            QCOMPARE(r.depth, 18);
            QVERIFY(!r.solved);
            QCOMPARE(r.selectivity, 73.0);
            QVERIFY(b.legalMoves() & squareBit(r.bestMove));
            QVERIFY(r.score >= -64 && r.score <= 64);
        }
    }

    // Outside the solver's range a selective midgame search that has searched to the end of the
    // game (its score only probable) spends the rest of its time on the exact solve; with a
    // fixed depth or a node budget it stops at the selective result.
    void selectiveSearchToTheEndThenSolves()
    {
        SimpleEvaluator eval;
        TranspositionTable tt(8);
        EndgameSolver solver(8), reference(8);
        const MpcParams params = probcut::test::syntheticMpcParams();
        std::mt19937 rng(5);
        for (int i = 0; i < 3; ++i) {
            const Board b = randomPosition(rng, 15 + i);
            const int exact = reference.solve(b).score;
            SearchLimits limits;
            limits.selectivity = 87;
            limits.solveEmpties = 12;
            SearchControl control;
            control.endgame = &solver;
            control.mpc = &params;
            std::atomic<bool> stop{false}; // a caller's stop flag, never raised
            control.stop = &stop;
            std::vector<SearchInfo> iterations;
            control.onIteration = [&](const SearchInfo& info) { iterations.push_back(info); };
            tt.clear();
            limits.depth = i == 2 ? 60 : 0; // 60: the levels' "no depth limit"
            const SearchResult r = search(b, limits, tt, eval, control);
            QVERIFY(r.solved);
            QCOMPARE(r.selectivity, 100.0);
            QCOMPARE(r.stopReason, StopReason::Solved);
            QCOMPARE(int(r.score), exact);
            QVERIFY(b.legalMoves() & squareBit(r.bestMove));
            // The selective iteration to the end came first, then the exact one.
            QVERIFY(iterations.size() >= 2);
            QCOMPARE(iterations.back().selectivity, 100.0);
            QVERIFY(iterations.back().solved);
            QCOMPARE(iterations[iterations.size() - 2].depth, b.emptyCount());
            QCOMPARE(iterations[iterations.size() - 2].selectivity, 87.0);

            // A fixed depth, a node budget, and a position more than 6 empties above the
            // caller's solveEmpties: the selective result stands.
            for (int bound : {0, 1, 2}) {
                SearchLimits bounded = limits;
                if (bound == 0)
                    bounded.depth = b.emptyCount();
                else if (bound == 1)
                    bounded.nodes = 1ull << 40;
                else
                    bounded.solveEmpties = b.emptyCount() - 7;
                SearchControl plain;
                plain.endgame = &solver;
                plain.mpc = &params;
                tt.clear();
                const SearchResult s = search(b, bounded, tt, eval, plain);
                QCOMPARE(s.depth, b.emptyCount());
                QVERIFY(!s.solved);
                QCOMPARE(s.selectivity, 87.0);
            }
        }
    }

    void engineReportsIncreasingConfidence()
    {
        EngineOptions options;
        options.infoIntervalMs = 0;
        options.hashMiB = 8;
        options.endgameHashMiB = 8;
        Engine engine(options);
        engine.setMpcParams(endParams(4));
        std::mt19937 rng(11);
        const Board b = randomPosition(rng, 17);
        QVERIFY(!engine.setPosition(b).has_value());
        std::mutex mutex;
        std::vector<SearchInfo> infos;
        engine.setListener(SearchListener{[&](const SearchInfo& i) {
            std::lock_guard l(mutex);
            infos.push_back(i);
        }});
        SearchLimits limits;
        limits.endcut = EndcutMode::On;
        auto r = engine.think(limits);
        QVERIFY(bool(r));
        QVERIFY(r->solved);
        EndgameSolver reference(8);
        QCOMPARE(int(r->score), reference.solve(b).score);
        std::vector<double> levels;
        std::uint64_t nodes = 0;
        // Completed passes only: a slow pass (e.g. under a sanitizer) also reports from inside.
        for (const SearchInfo& i : infos)
            if (!i.inProgress && i.depth >= b.emptyCount()) {
                levels.push_back(i.selectivity);
                QCOMPARE(i.solved, i.selectivity == 100);
                QVERIFY(i.nodes > nodes); // counted over the whole ENDCUT search
                nodes = i.nodes;
            }
        QCOMPARE(r->nodes, nodes);
        QCOMPARE(levels, (std::vector<double>{73, 87, 95, 99, 100}));

        // Auto without a time limit and Off: the exact solve only.
        for (EndcutMode mode : {EndcutMode::Auto, EndcutMode::Off}) {
            infos.clear();
            limits.endcut = mode;
            auto exact = engine.think(limits);
            QVERIFY(bool(exact) && exact->solved);
            for (const SearchInfo& i : infos)
                QVERIFY(i.depth < b.emptyCount() || i.selectivity == 100);
        }
    }

    void stopMidEndcutReturnsLegalMove()
    {
        EngineOptions options;
        options.hashMiB = 8;
        options.endgameHashMiB = 8;
        Engine engine(options);
        engine.setMpcParams(endParams(4));
        std::mt19937 rng(5);
        const Board b = randomPosition(rng, 26);
        QVERIFY(!engine.setPosition(b).has_value());
        SearchLimits limits;
        limits.endcut = EndcutMode::On;
        limits.solveEmpties = 30;
        QVERIFY(bool(engine.go(limits)));
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        const auto t0 = Clock::now();
        engine.stop();
        engine.waitForSearchFinished();
        QVERIFY(std::chrono::duration<double>(Clock::now() - t0).count() < 1.0);
        const SearchResult r = engine.lastResult();
        QVERIFY(b.legalMoves() & squareBit(r.bestMove));
    }
};

QTEST_APPLESS_MAIN(TestEndcut)
#include "test_endcut.moc"
