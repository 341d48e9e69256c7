// Multi-ProbCut: the parameter file (round trip, rejection of corrupted, truncated and
// out-of-range files), the threshold arithmetic of Buro's Fig. 7 for known (a, b, σ, t), and
// the selective search: confidence 100 % is exactly the brute-force search, lower confidences
// search fewer nodes, heights above the fitted ones borrow the model of the same gap.
#include "engine/core/notation.h"
#include "engine/core/text_fields.h"
#include "engine/engine.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search.h"
#include "tests/engine/synthetic_mpc.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace probcut;

namespace {

MpcParams sampleParams()
{
    MpcParams p(6);
    p.evaluator = "simple";
    p.setFit(3, 8, 4, MpcFit{0.97, -0.25, 3.125, 0.981, 412});
    p.setFit(10, 2, 0, MpcFit{1.02, 0.5, 2.0, 0.99, 7});
    p.setFit(0, 16, 15, MpcFit{1.0, 0.0, 0.001, 1.0, 1});
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
            control.onCutEvent = [events](const CutEvent& e) {
                if (e.kind == CutEventKind::Check)
                    events->push_back(e);
            };
            control.maxCutEvents = std::numeric_limits<std::size_t>::max(); // every check
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
        // After the three fits (lines 4-6), before the checksum.
        QTest::newRow("spread record") << "spread"
                                       << "line 7: unknown record 'spread'";
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
            appendChecksumLine(body);
            return body;
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
        } else if (edit == "spread") {
            text.insert(text.rfind("checksum "), "spread 3 0.75 0.025\n");
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
                if (e.kind != CutEventKind::Check)
                    return;
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
            if (e.kind != CutEventKind::Check || e.height <= Fitted)
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

    // What the checks cost and what they save: the nodes of the check searches and of the
    // full searches after no cut are counted per height, inside the search's node count.
    void checkCostCounters()
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

        QVERIFY(any.nodes < plain.nodes);
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
        control.onCutEvent = [&](const CutEvent& e) {
            if (e.kind == CutEventKind::Check)
                events.push_back(e);
        };
        control.maxCutEvents = std::numeric_limits<std::size_t>::max(); // every check
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
            if (e.kind != CutEventKind::Check)
                return;
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
