// The search-tree picture's model (engine/search/cut_tree.h) and its SVG (cut_tree_svg.h): first
// against synthetic subtree events whose widths and cuts are known, then against a real
// selective search, whose subtree events must add up to the search's own counters, whose check
// stream must represent every root move, and whose SVG legend must print the same counts.
#include "engine/core/notation.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/formats/cut_tree_svg.h"
#include "engine/search/cut_tree.h"
#include "engine/search/search.h"
#include "engine/search/transposition_table.h"
#include "tests/cut_events.h"
#include "tests/engine/synthetic_mpc.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QtTest>

#include <map>
#include <set>

using namespace probcut;

namespace {

using probcut::test::subtree;

CutEvent cutSubtree(std::initializer_list<int> path, int height)
{
    CutEvent e = subtree(path, 2); // the checks' nodes
    e.height = height;
    e.decision = CutDecision::FailHigh;
    e.checkDepth = height / 2;
    e.cutsByHeight[height] = 1;
    return e;
}

Board midgameBoard()
{
    return parseTranscript("d3c5f6f5e6e3c3d2c4b5b3d6c7a3a6f4c6e7f7d7f8e8g4f3g5b4")->end.board;
}

struct RealSearch {
    SearchResult result;
    std::vector<CutEvent> events;
    MpcSummary lastIteration; // the counters of the deepest iteration alone
};

RealSearch runSearch(int depth, std::size_t cap)
{
    static const MpcParams params = test::syntheticMpcParams();
    SimpleEvaluator eval;
    TranspositionTable tt(4);
    SearchLimits limits;
    limits.depth = depth;
    limits.solveEmpties = 0;
    limits.selectivity = 87;
    SearchControl control;
    control.mpc = &params;
    RealSearch r;
    control.maxCutEvents = cap;
    control.onCutEvent = [&](const CutEvent& e) { r.events.push_back(e); };
    MpcSummary previous{}, last{};
    control.onIteration = [&](const SearchInfo& info) {
        previous = last;
        last = info.mpc;
    };
    r.result = search(midgameBoard(), limits, tt, eval, control);
    for (int h = 0; h < MpcStats::Heights; ++h) {
        for (int t = 0; t < MpcStats::Tries; ++t) {
            r.lastIteration.c[h][t].checks = last.c[h][t].checks - previous.c[h][t].checks;
            r.lastIteration.c[h][t].failHigh = last.c[h][t].failHigh - previous.c[h][t].failHigh;
            r.lastIteration.c[h][t].failLow = last.c[h][t].failLow - previous.c[h][t].failLow;
        }
        r.lastIteration.searched[h] = last.searched[h];
    }
    return r;
}

double luminance(Rgb c) { return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b; }

} // namespace

class TestCutTree : public QObject {
    Q_OBJECT
private slots:
    // Widths in proportion to nodes, the parent's own work left blank, stubs at least their
    // minimum width, calls of one node summed, other iterations and checks ignored.
    void syntheticTree()
    {
        std::vector<CutEvent> events = {
            subtree({19}, 600), subtree({19, 20}, 300), subtree({19, 21}, 100), cutSubtree({19, 29}, 4),
            subtree({26}, 200), subtree({26}, 100),    // the re-search of the same move
            cutSubtree({37}, 6), subtree({44}, 90, 4), // an older iteration
        };
        events[0].cutsByHeight[4] = 3; // the stub below and two deeper cuts
        events[0].cutsByHeight[3] = 2;
        CutEvent check;
        check.iteration = 5;
        check.pathLength = 1;
        check.path[0] = 44;
        events.push_back(check);
        CutTree tree;
        tree.build(events);
        QCOMPARE(tree.iteration(), 5);
        QCOMPARE(tree.node(0).children.size(), std::size_t(3)); // 19, 26, 37
        QCOMPARE(tree.node(0).nodes, std::uint64_t(600 + 300 + 2));
        const int d4 = tree.nodeAt({19});
        const int e4 = tree.nodeAt({26});
        const int f5 = tree.nodeAt({37});
        QCOMPARE(tree.node(e4).calls, 2);
        QCOMPARE(tree.node(e4).nodes, std::uint64_t(300));
        QVERIFY(tree.node(f5).isCut() && !tree.node(d4).isCut());
        QCOMPARE(tree.cutsAtHeight(4), std::uint64_t(3));
        QCOMPARE(tree.cutsAtHeight(6), std::uint64_t(1));
        QCOMPARE(tree.totalCuts(), std::uint64_t(6));
        QCOMPARE(tree.pathTo(tree.nodeAt({19, 29})), (std::vector<int>{19, 29}));

        MpcSummary summary;
        summary.searched[4] = {10, 5000}; // a full height-4 search costs 500 nodes
        summary.searched[3] = {10, 1000};
        summary.searched[6] = {2, 9000};
        tree.estimateSavings(summary);
        QCOMPARE(tree.node(tree.nodeAt({19, 29})).savedNodes, 500.0);
        QCOMPARE(tree.node(d4).savedNodes, 3 * 500.0 + 2 * 100.0);
        QCOMPARE(tree.node(f5).savedNodes, 4500.0);
        // Height 5 had no full search: extrapolated from height 4 by the growth per ply of the
        // measured heights ((500/100 * 4500/500) ^ (1/3) = 3.56 a ply).
        QVERIFY(std::fabs(tree.meanSearchNodes(5) - 500 * std::cbrt(45.0)) < 1e-6);

        CutTreeLayoutOptions o;
        o.width = 1000;
        o.bandHeight = 10;
        o.minStubWidth = 8;
        const std::vector<CutTreeRect> rects = layoutCutTree(tree, 0, o);
        std::map<int, CutTreeRect> at;
        for (const CutTreeRect& r : rects)
            at[r.node] = r;
        QCOMPARE(at[0].w, 1000.0);
        // The root's moves: 600, 300 and a 2-node stub widened to 8 px, the row scaled to fit.
        QVERIFY(std::fabs(at[d4].w / at[e4].w - 2.0) < 1e-9);
        QVERIFY(at[f5].w > 7.9);
        QVERIFY(std::fabs(at[d4].w + at[e4].w + at[f5].w - 1000.0) < 1e-6);
        QCOMPARE(at[tree.nodeAt({19, 20})].y, 20.0); // third band
        // d4's children: 300, 100 and a stub; the rest of d4 is its own work.
        const double scale = at[d4].w / 600;
        QVERIFY(std::fabs(at[tree.nodeAt({19, 20})].w - 300 * scale) < 1e-6);
        QCOMPARE(at[tree.nodeAt({19, 29})].w, o.minStubWidth);
        QVERIFY(at[tree.nodeAt({19, 20})].w + at[tree.nodeAt({19, 21})].w + o.minStubWidth < at[d4].w);

        // Zoomed into d4: it spans the width.
        const std::vector<CutTreeRect> zoomed = layoutCutTree(tree, d4, o);
        QCOMPARE(zoomed.front().node, d4);
        QCOMPARE(zoomed.front().w, 1000.0);
        QVERIFY(std::fabs(zoomed[1].w - 500.0) < 1e-6); // 300 of 600
    }

    // Heights darken: a cut higher in the tree (larger skipped subtree) is drawn darker.
    void paletteDarkensWithHeight()
    {
        for (int h = 2; h < CutEvent::CutHeights - 1; ++h)
            QVERIFY2(luminance(cutHeightColour(h + 1)) <= luminance(cutHeightColour(h)),
                qPrintable(QString::number(h)));
        QVERIFY(cutHeightColourIsLight(2));
        QVERIFY(!cutHeightColourIsLight(16));
        QVERIFY(!cutHeightColourIsLight(0));
        QVERIFY(luminance(searchedNodeColour(1)) < luminance(searchedNodeColour(0)));
        QCOMPARE(QString::fromStdString(shortCount(1234567)), QString("1.2M"));
        QCOMPARE(QString::fromStdString(shortCount(35400)), QString("35k"));
        QCOMPARE(QString::fromStdString(shortCount(870)), QString("870"));
    }

    // A real search: the subtree events of each iteration count every cut of that iteration
    // (the search's own counters), and the nodes under the root moves add up to at most the
    // search's nodes.
    void realSearchMatchesCounters()
    {
        const RealSearch r = runSearch(9, std::numeric_limits<std::size_t>::max());
        std::map<int, std::vector<CutEvent>> byIteration;
        for (const CutEvent& e : r.events)
            if (e.kind == CutEventKind::Subtree) {
                QVERIFY(e.pathLength >= 1 && e.pathLength <= CutEvent::TreePlies);
                QCOMPARE(e.height + e.pathLength, e.iteration);
                byIteration[e.iteration].push_back(e);
            }
        QVERIFY(byIteration.count(9));
        std::uint64_t cuts[CutEvent::CutHeights] = {}, nodes = 0;
        for (const auto& [iteration, events] : byIteration) {
            CutTree tree;
            tree.build(events);
            QCOMPARE(tree.iteration(), iteration);
            for (int h = 0; h < CutEvent::CutHeights; ++h)
                cuts[h] += tree.cutsAtHeight(h);
            nodes += tree.node(0).nodes;
        }
        QVERIFY(nodes <= r.result.nodes && nodes * 10 >= r.result.nodes * 9);
        std::uint64_t total = 0;
        for (int h = 1; h < MpcStats::Heights; ++h) {
            std::uint64_t counted = 0;
            for (const auto& t : r.result.mpc.c[h])
                counted += t.failHigh + t.failLow;
            QCOMPARE(cuts[h], counted);
            total += counted;
        }
        QVERIFY(total > 0);
        QCOMPARE(cuts[0], std::uint64_t(0)); // no end-of-game checks without endgame fits

        // Nodes cut at once carry their check; the others none.
        CutTree last;
        last.build(byIteration[9]);
        int stubs = 0;
        for (const CutTreeNode& n : last.nodes())
            if (n.isCut()) {
                ++stubs;
                QVERIFY(n.cut.decision == CutDecision::FailHigh || n.cut.decision == CutDecision::FailLow);
                QVERIFY(n.cut.checkDepth < n.height);
                QVERIFY(n.cut.sigma > 0);
                QVERIFY(n.cutsByHeight[n.height] >= 1);
            }
        QVERIFY(stubs > 0);
    }

    // The check stream, capped, is sampled across the root moves and heights: every root move
    // whose subtree made checks is represented, no (root move, height) exceeds its quota, and the
    // iteration stays under the cap.
    void sampledAcrossRootMoves()
    {
        const std::size_t cap = 400;
        const RealSearch all = runSearch(9, std::numeric_limits<std::size_t>::max());
        const RealSearch capped = runSearch(9, cap);
        QCOMPARE(capped.result.nodes, all.result.nodes); // the stream does not change the search
        std::set<int> rootMovesAll, rootMovesCapped;
        std::map<std::pair<int, int>, int> perBucket;
        std::size_t checks9 = 0;
        for (const CutEvent& e : all.events)
            if (e.kind == CutEventKind::Check && e.iteration == 9 && e.pathLength > 0)
                rootMovesAll.insert(e.path[0]);
        std::size_t allChecks9 = 0;
        for (const CutEvent& e : all.events)
            allChecks9 += e.kind == CutEventKind::Check && e.iteration == 9;
        for (const CutEvent& e : capped.events) {
            if (e.kind != CutEventKind::Check || e.iteration != 9 || e.pathLength == 0)
                continue;
            ++checks9;
            rootMovesCapped.insert(e.path[0]);
            ++perBucket[{e.path[0], e.height < CutEvent::CutHeights ? e.height : 0}];
        }
        QVERIFY2(allChecks9 > cap, qPrintable(QString::number(allChecks9)));
        QVERIFY(checks9 <= cap);
        QCOMPARE(rootMovesCapped, rootMovesAll);
        const int rootMoves
            = int(midgameBoard().legalMoves() ? __builtin_popcountll(midgameBoard().legalMoves()) : 1);
        const int rootQuota = int(cap) / rootMoves, quota = std::max(1, rootQuota / 2);
        std::map<int, int> perRoot;
        for (const auto& [bucket, n] : perBucket) {
            QVERIFY(n <= quota);
            perRoot[bucket.first] += n;
        }
        for (const auto& [root, n] : perRoot)
            QVERIFY(n <= rootQuota);
        qInfo("iteration 9: %zu checks in all, %zu kept under a cap of %zu, %zu root moves", allChecks9,
            checks9, cap, rootMovesCapped.size());
    }

    // The SVG prints the counts per height of the iteration, equal to the search's counters.
    void svgCountsEqualCounters()
    {
        const RealSearch r = runSearch(8, std::numeric_limits<std::size_t>::max());
        CutTree tree;
        tree.build(r.events);
        QCOMPARE(tree.iteration(), 8);
        tree.estimateSavings(r.result.mpc);
        CutTreeSvgOptions o;
        o.title = "Search tree & cuts <test>";
        const QString svg = QString::fromStdString(cutTreeSvg(tree, 0, o));
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains("Search tree &amp; cuts &lt;test&gt;"));
        QVERIFY(svg.trimmed().endsWith("</svg>"));
        QCOMPARE(svg.count("<g "), svg.count("</g>"));
        int legendEntries = 0;
        QRegularExpression legend(QStringLiteral(">h(\\d+): (\\d+)<"));
        for (auto it = legend.globalMatch(svg); it.hasNext();) {
            const auto m = it.next();
            const int h = m.captured(1).toInt();
            std::uint64_t counted = 0;
            for (const auto& t : r.lastIteration.c[h])
                counted += t.failHigh + t.failLow;
            QCOMPARE(m.captured(2).toULongLong(), counted);
            ++legendEntries;
        }
        QVERIFY(legendEntries > 0);
        std::uint64_t lastCuts = 0;
        for (const auto& h : r.lastIteration.c)
            for (const auto& t : h)
                lastCuts += t.failHigh + t.failLow;
        QVERIFY(svg.contains(QString("%1 cuts").arg(lastCuts)));
        QVERIFY(svg.contains("class=\"cut\""));
    }

    // A saved tree of 100,000 nodes lays out and renders as SVG in well under 200 ms.
    void largeTreeIsFast()
    {
        std::vector<CutEvent> events;
        events.reserve(100000);
        for (int a = 0; a < 10; ++a)
            for (int b = 0; b < 10; ++b) {
                events.push_back(subtree({a, 10 + b}, 100000));
                for (int c = 0; c < 16; ++c) {
                    events.push_back(subtree({a, 10 + b, 20 + c}, 10000));
                    for (int d = 0; d < 64; ++d)
                        events.push_back(d % 3 ? subtree({a, 10 + b, 20 + c, d}, 90)
                                               : cutSubtree({a, 10 + b, 20 + c, d}, 3));
                }
            }
        for (int a = 0; a < 10; ++a)
            events.push_back(subtree({a}, 1000000));
        QElapsedTimer timer;
        timer.start();
        CutTree tree;
        tree.build(events);
        const qint64 buildMs = timer.restart();
        const std::string svg = cutTreeSvg(tree, 0, CutTreeSvgOptions{});
        const qint64 ms = timer.elapsed();
        QVERIFY(tree.nodes().size() > 100000);
        QVERIFY(!svg.empty());
        qInfo("%zu nodes: built in %lld ms, rendered as SVG in %lld ms", tree.nodes().size(),
            (long long)buildMs, (long long)ms);
        QVERIFY2(ms < 200, qPrintable(QString("%1 ms").arg(ms)));
    }
};

QTEST_APPLESS_MAIN(TestCutTree)
#include "test_cut_tree.moc"
