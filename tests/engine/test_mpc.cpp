// Multi-ProbCut: the parameter file (round trip, rejection of corrupted, truncated and
// out-of-range files), the threshold arithmetic of Buro's Fig. 7 for known (a, b, σ, t), and
// the selective search: confidence 100 % is exactly the brute-force search, lower confidences
// search fewer nodes, heights above the fitted ones borrow the model of the same gap.
#include "engine/core/notation.h"
#include "engine/engine.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search.h"
#include "engine/training/mpc_samples.h"
#include "tests/engine/synthetic_mpc.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <random>

using namespace probcut;

namespace {

MpcParams sampleParams()
{
    MpcParams p(6);
    p.evaluator = "simple";
    p.setFit(3, 8, 4, MpcFit{0.97, -0.25, 3.125, 0.981, 412});
    p.setFit(10, 2, 0, MpcFit{1.02, 0.5, 2.0, 0.99, 7});
    p.setFit(0, 16, 15, MpcFit{1.0, 0.0, 0.001, 1.0, 1});
    p.setSpread(3, MpcSpread{0.75, 0.025});
    return p;
}

// A synthetic model good enough to prune with (tests/engine/synthetic_mpc.h).
MpcParams syntheticParams() { return probcut::test::syntheticMpcParams(); }

Board benchBoard(const char* line)
{
    auto m = parseTranscript(line);
    return m->end.board;
}

// The midgame position (29 discs) most tests search, and their limits: a fixed depth with no
// exact endgame, so only the midgame search (and its cuts) decides.
Board midgameBoard() { return benchBoard("d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7f8e8g4f3g5b4"); }

SearchLimits fixedDepth(int depth)
{
    SearchLimits limits;
    limits.depth = depth;
    limits.solveEmpties = 0;
    return limits;
}

// Depth-9 searches of the midgame board with the synthetic parameters, each from a cleared
// table: brute force, and Multi-ProbCut at 87 % with the settings a test varies.
struct SelectiveRuns {
    MpcParams params = syntheticParams();
    SimpleEvaluator eval;
    Board board = midgameBoard();
    TranspositionTable tt{4};

    SearchResult bruteForce()
    {
        tt.clear();
        return search(board, fixedDepth(9), tt, eval);
    }
    SearchResult selective(const MpcSettings& settings = {}, std::vector<CutEvent>* events = nullptr)
    {
        SearchLimits limits = fixedDepth(9);
        limits.selectivity = 87;
        limits.mpc = settings;
        SearchControl control;
        control.mpc = &params;
        if (events) {
            control.onCutEvent = [events](const CutEvent& e) { events->push_back(e); };
            control.maxCutEvents = 1000000;
        }
        tt.clear();
        return search(board, limits, tt, eval, control);
    }
};

} // namespace

class TestMpc : public QObject {
    Q_OBJECT
private slots:
    void roundTrip()
    {
        const MpcParams p = sampleParams();
        const std::string text = formatMpcParams(p);
        auto back = parseMpcParams(text);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->stageWidth(), 6);
        QCOMPARE(QString::fromStdString(back->evaluator), QString("simple"));
        const MpcFit& f = back->fit(3, 8, 4);
        QCOMPARE(f.n, 412u);
        QCOMPARE(f.a, 0.97);
        QCOMPARE(f.b, -0.25);
        QCOMPARE(f.sigma, 3.125);
        QCOMPARE(f.r, 0.981);
        QCOMPARE(back->fit(10, 2, 0).n, 7u);
        QCOMPARE(back->fit(0, 16, 15).n, 1u);
        QCOMPARE(back->fit(3, 8, 3).n, 0u);
        QVERIFY(back->hasSpread(3));
        QCOMPARE(back->spread(3), (MpcSpread{0.75, 0.025}));
        QVERIFY(!back->hasSpread(4));
        QCOMPARE(back->spread(4), MpcSpread{}); // constant sigma
        QVERIFY(text.find("spread 3 0.75 0.025\n") != std::string::npos);
        QCOMPARE(formatMpcParams(*back), text);
    }

    void rejectsBadFiles_data()
    {
        QTest::addColumn<QString>("edit");   // how to damage the file
        QTest::addColumn<QString>("expect"); // part of the error message
        QTest::newRow("empty") << "empty"
                               << "truncated";
        QTest::newRow("truncated mid-line") << "cut-middle"
                                            << "truncated";
        QTest::newRow("no checksum") << "drop-checksum"
                                     << "no checksum";
        QTest::newRow("flipped digit") << "flip-digit"
                                       << "checksum mismatch";
        QTest::newRow("bad magic") << "magic"
                                   << "not a ProbCut Studio";
        QTest::newRow("future version") << "version"
                                        << "unsupported version 2";
        QTest::newRow("sigma out of range") << "sigma"
                                            << "sigma must be";
        QTest::newRow("depth not below height") << "depth"
                                                << "depth below the height";
        QTest::newRow("trailing garbage") << "trailing"
                                          << "nothing may follow";
        // 2^32 + 3 became stage 3 when narrowed to int, but indexed the table unnarrowed.
        QTest::newRow("stage beyond int") << "huge-stage"
                                          << "stage must be below";
        QTest::newRow("height beyond int") << "huge-height"
                                           << "stage must be below";
        QTest::newRow("spread slope out of range") << "spread-c1"
                                                   << "c1 in [0, 1]";
        QTest::newRow("spread without a factor") << "spread-c0"
                                                 << "c0 must be in (0, 4]";
        QTest::newRow("spread of no stage") << "spread-stage"
                                            << "spread stage must be below";
        QTest::newRow("duplicate spread") << "spread-twice"
                                          << "duplicate spread";
        QTest::newRow("fit after a spread") << "spread-order"
                                            << "'fit' records must come before the 'spread'";
        QTest::newRow("spread field missing") << "spread-short"
                                              << "expected 'spread <stage> <c0> <c1>'";
    }
    void rejectsBadFiles()
    {
        QFETCH(QString, edit);
        QFETCH(QString, expect);
        std::string text = formatMpcParams(sampleParams());
        auto resign = [](std::string body) {
            // Re-sign a hand-edited body so that only the edit itself can be rejected.
            const auto cut = body.rfind("checksum ");
            body.resize(cut);
            char sum[40];
            std::snprintf(sum, sizeof sum, "checksum %016llx\n", (unsigned long long)fnv1a64(body));
            return body + sum;
        };
        auto replace = [&](const std::string& from, const std::string& to) {
            const auto at = text.find(from);
            QVERIFY(at != std::string::npos);
            text.replace(at, from.size(), to);
        };
        if (edit == "empty")
            text.clear();
        else if (edit == "cut-middle")
            text.resize(text.size() / 2);
        else if (edit == "drop-checksum")
            text.resize(text.rfind("checksum "));
        else if (edit == "flip-digit")
            replace("0.97 ", "0.98 ");
        else if (edit == "magic")
            replace("probcut-mpc", "probcut-mpx");
        else if (edit == "version") {
            replace("probcut-mpc 1", "probcut-mpc 2");
            text = resign(text);
        } else if (edit == "sigma") {
            replace("3.125", "-3.125");
            text = resign(text);
        } else if (edit == "depth") {
            replace("fit 3 8 4", "fit 3 8 8");
            text = resign(text);
        } else if (edit == "huge-stage") {
            replace("fit 3 8 4", "fit 4294967299 8 4");
            text = resign(text);
        } else if (edit == "huge-height") {
            replace("fit 3 8 4", "fit 3 4294967304 4");
            text = resign(text);
        } else if (edit.startsWith("spread-")) {
            const std::string good = "spread 3 0.75 0.025\n";
            const std::string bad = edit == "spread-c1" ? "spread 3 0.75 1.5\n"
                : edit == "spread-c0"                   ? "spread 3 0 0.025\n"
                : edit == "spread-stage"                ? "spread 11 0.75 0.025\n"
                : edit == "spread-twice"                ? good + good
                : edit == "spread-order"                ? good + "fit 4 8 4 1 0 1 0.9 10\n"
                                                        : "spread 3 0.75\n";
            replace(good, bad);
            text = resign(text);
        } else if (edit == "trailing")
            text += "fit 3 8 5 1 0 1 0.9 10\n";
        auto r = parseMpcParams(text);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message).contains(expect), r.error().message.c_str());
    }

    void thresholds()
    {
        // Confidence levels of the studio's table.
        QVERIFY(std::fabs(mpcThreshold(68.2689492) - 1.0) < 1e-6);
        QVERIFY(std::fabs(mpcThreshold(95) - 1.959964) < 1e-5);
        QVERIFY(std::fabs(mpcThreshold(99) - 2.575829) < 1e-5);
        QVERIFY(std::isinf(mpcThreshold(100)));
        // mpcConfidence is its inverse (the endgame solver's passes report their confidence).
        for (double c : {50.0, 73.0, 87.0, 95.0, 99.0})
            QVERIFY(std::fabs(mpcConfidence(mpcThreshold(c)) - c) < 1e-9);
        QVERIFY(std::fabs(mpcConfidence(1.0) - 68.2689492) < 1e-6);
        QCOMPARE(mpcConfidence(std::numeric_limits<double>::infinity()), 100.0);
        // Buro's bounds: (t·σ + β − b)/a and (−t·σ + α − b)/a, here in whole units.
        // a = 1.25, b = 2, σ = 4, t = 1.5, β = 10: (6 + 10 − 2)/1.25 = 11.2 -> 12 (up, safe).
        QCOMPARE(mpcHighBound(1.25, 2, 4, 1.5, 10), 12);
        // α = −10: (−6 − 10 − 2)/1.25 = −14.4 -> −15 (down, safe).
        QCOMPARE(mpcLowBound(1.25, 2, 4, 1.5, -10), -15);
        // Exact quotients stay as they are: (1·2 + 6 − 0)/1 = 8.
        QCOMPARE(mpcHighBound(1, 0, 2, 1, 6), 8);
        QCOMPARE(mpcLowBound(1, 0, 2, 1, -6), -8);
        // Negative intermediate values round toward the safe side too: (0.5 − 3 − 1)/0.5 = −7.
        QCOMPARE(mpcHighBound(0.5, 1, 0.5, 1, -3), -7);
        // ProbCut(4,8), t = 1.5 with the EvalScale unit: a = 1, b = 0, σ = 3 discs = 384 units.
        QCOMPARE(mpcHighBound(1, 0, 384, 1.5, 0), 576);
        QCOMPARE(mpcLowBound(1, 0, 384, 1.5, 0), -576);
    }

    void fullConfidenceIsBruteForce()
    {
        const MpcParams params = syntheticParams();
        SimpleEvaluator eval;
        const Board b = midgameBoard();
        for (KernelKind k : {KernelKind::Portable, bestKernel()}) {
            TranspositionTable tt(4);
            SearchLimits limits = fixedDepth(8);
            const SearchResult plain = search(b, limits, tt, eval, {}, k);
            tt.clear();
            SearchControl control;
            control.mpc = &params;
            const SearchResult full = search(b, limits, tt, eval, control, k);
            QCOMPARE(full.nodes, plain.nodes);
            QCOMPARE(full.score, plain.score);
            QCOMPARE(full.bestMove, plain.bestMove);
            QCOMPARE(full.selectivity, 100.0);
        }
    }

    void lowerConfidenceSearchesFewerNodes()
    {
        const MpcParams params = syntheticParams();
        SimpleEvaluator eval;
        const Board b = midgameBoard();
        TranspositionTable tt(4);
        SearchLimits limits = fixedDepth(9);
        const SearchResult plain = search(b, limits, tt, eval);
        std::uint64_t previous = plain.nodes;
        for (double conf : {95.0, 73.0}) {
            tt.clear();
            limits.selectivity = conf;
            MpcStats stats;
            SearchControl control;
            control.mpc = &params;
            control.mpcStats = &stats;
            int events = 0;
            control.onCutEvent = [&](const CutEvent& e) {
                ++events;
                QVERIFY(e.checkDepth < e.height);
            };
            control.maxCutEvents = 50;
            const SearchResult r = search(b, limits, tt, eval, control);
            QCOMPARE(r.selectivity, conf);
            QVERIFY2(r.nodes < previous,
                qPrintable(QString("%1 nodes at %2 %, %3 before").arg(r.nodes).arg(conf).arg(previous)));
            QVERIFY(stats.totalChecks() > 0);
            QVERIFY(stats.totalCuts() > 0);
            QVERIFY(events > 0 && events <= 50 * limits.depth);
            QVERIFY(std::fabs(r.score - plain.score) < 12);
            previous = r.nodes;
        }
    }

    // fitMpcSpread: residuals whose deviation grows with |v_d| give c1 > 0, a constant deviation
    // c1 = 0 and c0 = 1 (the constant sigma).
    void spreadFit()
    {
        for (double growth : {0.0, 0.1}) {
            MpcSamples samples(6, 8);
            std::mt19937 rng(7);
            std::uniform_real_distribution<double> uniform(-30, 30);
            std::normal_distribution<double> normal(0, 1);
            for (int i = 0; i < 3000; ++i) {
                const double x = uniform(rng);
                const double sd = 1 + growth * std::fabs(x);
                std::vector<double> v(9);
                for (double& y : v)
                    y = std::clamp(x + sd * normal(rng), -64.0, 64.0);
                samples.add(30, v); // stage 5
            }
            const auto spread = fitMpcSpread(samples, 5);
            QVERIFY(spread.has_value());
            QVERIFY(!fitMpcSpread(samples, 4).has_value()); // no positions there
            if (growth == 0) {
                QVERIFY2(spread->c1 < 0.005, qPrintable(QString::number(spread->c1)));
                QVERIFY2(std::fabs(spread->c0 - 1) < 0.08, qPrintable(QString::number(spread->c0)));
            } else {
                // Binned by the noisy v_d rather than the true value, the growth comes out
                // attenuated: 0.066 here (the same with an independent Python version).
                const double ratio = spread->c1 / spread->c0;
                QVERIFY2(ratio > 0.05 && ratio < 0.1, qPrintable(QString::number(ratio)));
            }
        }
    }

    // MpcSettings::sigmaByValue: without spread records nothing changes; a spread (c0, 0) is the
    // fits' sigma times c0; a growing spread (c1 > 0) widens the margins of every check whose
    // bound is away from 0, so it cuts less.
    void sigmaByValue()
    {
        SelectiveRuns runs;
        const SearchResult plain = runs.selective();
        MpcSettings byValue;
        byValue.sigmaByValue = true;
        const SearchResult same = runs.selective(byValue);
        QCOMPARE(same.nodes, plain.nodes);
        QCOMPARE(same.score, plain.score);

        const MpcParams base = runs.params;
        for (int st = 0; st < runs.params.stageCount(); ++st)
            runs.params.setSpread(st, MpcSpread{0.5, 0});
        const SearchResult halved = runs.selective(byValue);
        runs.params = base;
        for (int st = 0; st < runs.params.stageCount(); ++st)
            for (int h = 1; h <= MpcParams::MaxHeight; ++h)
                for (int d = 0; d < h; ++d) {
                    MpcFit f = runs.params.fit(st, h, d);
                    f.sigma *= 0.5;
                    runs.params.setFit(st, h, d, f);
                }
        const SearchResult narrow = runs.selective();
        QCOMPARE(halved.nodes, narrow.nodes);
        QCOMPARE(halved.score, narrow.score);
        QCOMPARE(halved.bestMove, narrow.bestMove);
        QVERIFY(halved.nodes < plain.nodes);

        runs.params = base;
        for (int st = 0; st < runs.params.stageCount(); ++st)
            runs.params.setSpread(st, MpcSpread{0.5, 0.2});
        const SearchResult growing = runs.selective(byValue);
        QVERIFY2(growing.nodes > halved.nodes,
            qPrintable(QString("%1 nodes with c1 0.2, %2 with 0").arg(growing.nodes).arg(halved.nodes)));
    }

    // MpcSettings::heightScale: the threshold grows above height 8, so a depth-11 search (checks
    // at heights 9 and 10 below the root) cuts less; 0 is Buro's single threshold.
    void thresholdGrowsWithHeight()
    {
        const MpcParams params = syntheticParams();
        SimpleEvaluator eval;
        TranspositionTable tt(4);
        auto run = [&](double scale) {
            SearchLimits limits = fixedDepth(11);
            limits.selectivity = 87;
            limits.mpc.heightScale = scale;
            SearchControl control;
            control.mpc = &params;
            tt.clear();
            return search(midgameBoard(), limits, tt, eval, control);
        };
        const SearchResult plain = run(0);
        const SearchResult wider = run(0.5);
        QVERIFY2(wider.nodes > plain.nodes,
            qPrintable(QString("%1 against %2").arg(wider.nodes).arg(plain.nodes)));
        QCOMPARE(run(0).nodes, plain.nodes);
    }

    // Heights above the deepest fitted one borrow the fitted pair with the same gap h - d
    // (MpcSettings::extendHeights, on by default); with it off they are never checked.
    void extendedHeightsBorrowTheSameGap()
    {
        MpcParams params(6);
        params.evaluator = "simple";
        constexpr int Fitted = 5;
        for (int st = 0; st < params.stageCount(); ++st)
            for (int h = 1; h <= Fitted; ++h)
                for (int d = 0; d < h; ++d)
                    params.setFit(st, h, d, MpcFit{1.0, 0.0, 0.5 + 0.25 * (h - d), 0.97, 100});
        SimpleEvaluator eval;
        const Board b = midgameBoard();
        TranspositionTable tt(4);
        SearchLimits limits = fixedDepth(9);
        limits.selectivity = 87;
        int above = 0;
        SearchControl control;
        control.mpc = &params;
        control.maxCutEvents = 100000;
        control.onCutEvent = [&](const CutEvent& e) {
            if (e.height <= Fitted)
                return;
            ++above;
            QVERIFY(e.checkDepth <= e.height / 2);
            QVERIFY(e.checkDepth - (e.height - Fitted) >= 0);
            QCOMPARE(e.sigma, 0.5 + 0.25 * (e.height - e.checkDepth));
        };
        const SearchResult extended = search(b, limits, tt, eval, control);
        QVERIFY(above > 0);
        std::uint64_t checksAbove = 0;
        for (int h = Fitted + 1; h < MpcStats::Heights; ++h)
            for (const auto& c : extended.mpc.c[h])
                checksAbove += c.checks;
        QVERIFY(checksAbove > 0);

        tt.clear();
        above = 0;
        limits.mpc.extendHeights = false;
        const SearchResult fittedOnly = search(b, limits, tt, eval, control);
        QCOMPARE(above, 0);
        QVERIFY(fittedOnly.mpc.checks() > 0);
        QVERIFY2(extended.nodes < fittedOnly.nodes,
            qPrintable(
                QString("%1 nodes extended, %2 fitted only").arg(extended.nodes).arg(fittedOnly.nodes)));
    }

    // CheckChoice::LeastSigma takes, from the top, the check depth with the smallest sigma
    // at or below h/2, then the best of the shallower ones; Deepest takes the deepest ones.
    // Here even check depths predict better (sigma 1) than odd ones (sigma 3).
    void checkChoiceBySigma()
    {
        MpcParams params(6);
        params.evaluator = "simple";
        for (int st = 0; st < params.stageCount(); ++st)
            for (int h = 1; h <= MpcParams::MaxHeight; ++h)
                for (int d = 0; d < h; ++d)
                    params.setFit(st, h, d, MpcFit{1.0, 0.0, d % 2 == 0 ? 1.0 : 3.0, 0.97, 100});
        SimpleEvaluator eval;
        const Board b = midgameBoard();
        for (auto choice : {MpcSettings::CheckChoice::Deepest, MpcSettings::CheckChoice::LeastSigma}) {
            TranspositionTable tt(4);
            SearchLimits limits = fixedDepth(9);
            limits.selectivity = 87;
            limits.mpc.tries = 2;
            limits.mpc.checkChoice = choice;
            int events = 0;
            SearchControl control;
            control.mpc = &params;
            control.maxCutEvents = 100000;
            control.onCutEvent = [&](const CutEvent& e) {
                ++events;
                const int top = e.height / 2;
                if (choice == MpcSettings::CheckChoice::Deepest) {
                    QCOMPARE(e.checkDepth, top - 1 + e.tryIndex); // top >= 1 from the minimum height 3
                } else {
                    // Even depths only: the deepest even one first in cost (tried last).
                    QCOMPARE(e.checkDepth % 2, 0);
                    QVERIFY(e.checkDepth <= top && e.checkDepth > top - 4);
                }
            };
            const SearchResult r = search(b, limits, tt, eval, control);
            QVERIFY(events > 0);
            QVERIFY(r.mpc.cuts() > 0);
        }
    }

    // MpcSettings::pvChecks off: no checks at expected PV nodes, so fewer checks than with
    // them (not necessarily fewer nodes: the checks at PV nodes cost nodes too), and still
    // far fewer nodes than the exact search.
    void noChecksAtPvNodes()
    {
        SelectiveRuns runs;
        const SearchResult plain = runs.bruteForce();
        const SearchResult everywhere = runs.selective();
        MpcSettings settings;
        settings.pvChecks = false;
        const SearchResult offPv = runs.selective(settings);
        QVERIFY(offPv.mpc.checks() > 0);
        QVERIFY2(offPv.mpc.checks() < everywhere.mpc.checks(),
            qPrintable(QString("%1 checks without PV nodes, %2 with")
                           .arg(offPv.mpc.checks())
                           .arg(everywhere.mpc.checks())));
        QVERIFY2(2 * offPv.nodes < plain.nodes,
            qPrintable(
                QString("%1 / %2 / %3 nodes").arg(everywhere.nodes).arg(offPv.nodes).arg(plain.nodes)));
    }

    // A threshold raised next to the root (MpcSettings::nearRootPlies/nearRootScale): over the
    // whole tree with a huge factor no check cuts and the search is brute force's; over the top
    // plies only, more nodes than without it and still fewer than brute force.
    void nearRootThreshold()
    {
        SelectiveRuns runs;
        const SearchResult plain = runs.bruteForce();
        const SearchResult normal = runs.selective();
        MpcSettings settings;
        settings.nearRootPlies = 2;
        settings.nearRootScale = 3;
        std::vector<CutEvent> events;
        const SearchResult top = runs.selective(settings, &events);
        QVERIFY2(top.nodes > normal.nodes && top.nodes < plain.nodes,
            qPrintable(QString("%1 / %2 / %3 nodes").arg(normal.nodes).arg(top.nodes).arg(plain.nodes)));
        // The events report the threshold each check used, so their bounds still follow from
        // their model: scaled in the top plies, Buro's elsewhere.
        QVERIFY(!events.empty());
        bool scaled = false, unscaled = false;
        for (const CutEvent& e : events) {
            const double sign = e.highCheck ? 1 : -1;
            const double exactBound = (sign * e.threshold * e.sigma + e.windowBound - e.b) / e.a;
            QVERIFY(std::fabs(e.bound - exactBound) <= 1.0 / EvalScale + 1e-9);
            QCOMPARE(e.threshold, mpcThreshold(87) * (e.pathLength <= 2 ? 3 : 1));
            (e.pathLength <= 2 ? scaled : unscaled) = true;
        }
        QVERIFY(scaled && unscaled);
        settings.nearRootPlies = 60;
        settings.nearRootScale = 1e6;
        const SearchResult none = runs.selective(settings);
        QCOMPARE(none.mpc.cuts(), std::uint64_t(0));
        QCOMPARE(none.score, plain.score);
        QCOMPARE(none.bestMove, plain.bestMove);
    }

    // What the checks cost and what they save: the nodes of the check searches and of the
    // full searches after no cut are counted per height, inside the search's node count.
    // MpcSettings::checkBounds: a check decided only by table bounds of its own depth (or
    // parity) cannot reuse the previous iteration's deeper bounds, so it searches more.
    void checkCostCountersAndTableBounds()
    {
        SelectiveRuns runs;
        const SearchResult plain = runs.bruteForce();
        const SearchResult any = runs.selective();
        std::uint64_t checkNodes = 0, searchedNodes = 0, searched = 0;
        for (int h = 0; h < MpcStats::Heights; ++h) {
            for (int t = 0; t < MpcStats::Tries; ++t) {
                checkNodes += any.mpc.c[h][t].nodes;
                QVERIFY(any.mpc.c[h][t].nodes >= any.mpc.c[h][t].checks);
            }
            searched += any.mpc.searched[h].count;
            searchedNodes = std::max(searchedNodes, any.mpc.searched[h].nodes);
        }
        QVERIFY(checkNodes > 0 && checkNodes < any.nodes);
        QVERIFY(searched > 0 && searchedNodes > 0 && searchedNodes < any.nodes);

        MpcSettings settings;
        settings.checkBounds = MpcSettings::CheckBounds::Exact;
        const SearchResult exact = runs.selective(settings);
        settings.checkBounds = MpcSettings::CheckBounds::SameParity;
        const SearchResult parity = runs.selective(settings);
        QVERIFY2(any.nodes < parity.nodes && parity.nodes <= exact.nodes && exact.nodes < plain.nodes,
            qPrintable(QString("%1 / %2 / %3 / %4 nodes")
                           .arg(any.nodes)
                           .arg(parity.nodes)
                           .arg(exact.nodes)
                           .arg(plain.nodes)));
    }

    // The events explain themselves: the path from the root replays to the node's position,
    // the bound follows from the node's window and the model (a, b, σ, t) as in Buro's Fig. 7,
    // the decision agrees with the shallow value, and the uncapped counters in the result
    // count exactly the checks the stream reported.
    void cutEventsCarryPathAndModel()
    {
        const MpcParams params = syntheticParams();
        SimpleEvaluator eval;
        const Board root = midgameBoard();
        TranspositionTable tt(4);
        SearchLimits limits = fixedDepth(9);
        limits.selectivity = 87;
        SearchControl control;
        control.searchId = 42;
        control.mpc = &params;
        std::vector<CutEvent> events;
        control.onCutEvent = [&](const CutEvent& e) { events.push_back(e); };
        control.maxCutEvents = 1000000;
        const SearchResult r = search(root, limits, tt, eval, control);
        QVERIFY(!events.empty());
        std::uint64_t checks = 0, high = 0, low = 0;
        for (const CutEvent& e : events) {
            QCOMPARE(e.searchId, SearchId(42));
            QVERIFY(e.iteration >= e.pathLength + e.height && e.iteration <= limits.depth);
            Board b = root;
            for (int k = 0; k < e.pathLength; ++k) {
                if (b.legalMoves() == 0)
                    b = Board{b.opponent, b.player}; // a forced pass
                QVERIFY(b.legalMoves() & squareBit(e.path[k]));
                b = b.played(e.path[k]);
            }
            if (!(b.player == e.player && b.opponent == e.opponent))
                b = Board{b.opponent, b.player}; // the node itself may be reached by a pass
            QVERIFY(b.player == e.player && b.opponent == e.opponent);
            QCOMPARE(e.pathLength, b.discCount() - root.discCount());
            QVERIFY(e.pathLength + e.height <= limits.depth);
            QCOMPARE(e.threshold, mpcThreshold(87));
            QVERIFY(e.sigma > 0);
            const double t = e.threshold, sign = e.highCheck ? 1 : -1;
            const double exactBound = (sign * t * e.sigma + e.windowBound - e.b) / e.a;
            QVERIFY(std::fabs(e.bound - exactBound) <= 1.0 / EvalScale + 1e-9);
            if (e.decision == CutDecision::FailHigh)
                QVERIFY(e.highCheck && e.shallowValue >= e.bound);
            if (e.decision == CutDecision::FailLow)
                QVERIFY(!e.highCheck && e.shallowValue <= e.bound);
            ++checks;
            high += e.decision == CutDecision::FailHigh;
            low += e.decision == CutDecision::FailLow;
        }
        std::uint64_t sumHigh = 0, sumLow = 0;
        for (const auto& h : r.mpc.c)
            for (const auto& c : h) {
                sumHigh += c.failHigh;
                sumLow += c.failLow;
            }
        QCOMPARE(r.mpc.checks(), checks);
        QCOMPARE(sumHigh, high);
        QCOMPARE(sumLow, low);
        QVERIFY(high > 0 && low > 0);
    }

    // Through the facade: parameters for the evaluator in use give a selective search with a
    // capped event stream; parameters fitted for another evaluator are ignored.
    void engineUsesMatchingParameters()
    {
        EngineOptions options;
        options.hashMiB = 4;
        options.endgameHashMiB = 1;
        options.maxCutEvents = 20;
        Engine engine(options);
        QVERIFY(!engine.setPosition(midgameBoard()));
        std::atomic<int> events{0};
        std::atomic<int> deepest{0}; // events of the last iteration (depth 8)
        SearchListener listener;
        listener.onCutEvent = [&](const CutEvent& e) {
            ++events;
            if (e.iteration == 8)
                ++deepest;
        };
        engine.setListener(listener);
        SearchLimits limits = fixedDepth(8);
        limits.selectivity = 87;
        auto exact = engine.think(limits);
        QVERIFY(exact.ok());
        QCOMPARE(exact->selectivity, 100.0); // no parameters yet
        QCOMPARE(events.load(), 0);
        auto params = std::make_shared<MpcParams>(syntheticParams());
        engine.setMpcParams(params);
        engine.clearHash();
        auto selective = engine.think(limits);
        QVERIFY(selective.ok());
        QCOMPARE(selective->selectivity, 87.0);
        QVERIFY(selective->nodes < exact->nodes);
        QVERIFY(events.load() > 0 && deepest.load() <= 20); // the cap is per iteration
        params = std::make_shared<MpcParams>(syntheticParams());
        params->evaluator = "pattern";
        engine.setMpcParams(params);
        engine.clearHash();
        auto other = engine.think(limits);
        QCOMPARE(other->selectivity, 100.0);
        QCOMPARE(other->nodes, exact->nodes);
    }
};

QTEST_APPLESS_MAIN(TestMpc)
#include "test_mpc.moc"
