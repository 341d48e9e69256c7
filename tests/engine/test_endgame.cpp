// The exact endgame solver: differential tests against a plain minimax written here (random
// positions with up to 12 empties, exact, WLD and windowed solves, both kernels), special
// positions (passes, finished games), the stop flag, and the FFO suites #1-#39 from
// ../shared/data/ffo (every score exact, every best move among the best), also with the
// shipped pattern evaluation ordering moves and driving the selective iterations.
#include "engine/core/kernel_portable.h"
#include "engine/core/notation.h"
#include "engine/core/stability.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/pattern.h"
#include "engine/eval/weights.h"
#include "engine/search/multi_probcut.h"
#include "tests/random_games.h"
#include "tests/shared_data.h"

#include <QFile>
#include <QtTest>

#include <algorithm>
#include <chrono>
#include <random>
#include <thread>

using namespace probcut;

Q_DECLARE_METATYPE(probcut::KernelKind)

namespace {

// Obviously correct references, on Board only: negamax of the final score, and a full-window
// alpha-beta (for 10-12 empties, where plain minimax is too slow; its root value is exact).
int minimax(const Board& b)
{
    const Bitboard m = b.legalMoves();
    if (!m)
        return b.opponentMoves() ? -minimax(b.passed()) : b.finalScore();
    int best = -1000;
    for (Square s : bits(m))
        best = std::max(best, -minimax(b.played(s)));
    return best;
}

int alphaBeta(const Board& b, int alpha, int beta)
{
    const Bitboard m = b.legalMoves();
    if (!m)
        return b.opponentMoves() ? -alphaBeta(b.passed(), -beta, -alpha) : b.finalScore();
    int best = -1000;
    for (Square s : bits(m)) {
        best = std::max(best, -alphaBeta(b.played(s), -beta, -std::max(alpha, best)));
        if (best >= beta)
            break;
    }
    return best;
}

int reference(const Board& b) { return b.emptyCount() <= 9 ? minimax(b) : alphaBeta(b, -64, 64); }

int sign(int v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); }

// The shipped weights (resources/weights), loaded once; null when they cannot be read.
const PatternEvaluator* shippedEvaluator()
{
    static const std::shared_ptr<const PatternEvaluator> evaluator = [] {
        QFile file(QStringLiteral(PROBCUT_SOURCE_DIR "/resources/weights/pattern-logistello46.pcw"));
        if (!file.open(QIODevice::ReadOnly))
            return std::shared_ptr<const PatternEvaluator>();
        const QByteArray bytes = file.readAll();
        auto w = PatternWeights::parse(
            std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())));
        if (!w)
            return std::shared_ptr<const PatternEvaluator>();
        return std::make_shared<const PatternEvaluator>(
            std::make_shared<const PatternWeights>(std::move(*w)));
    }();
    return evaluator.get();
}

// The shipped MPC parameters with their endgame fits (the solver's selective passes), or null.
const MpcParams* shippedMpc()
{
    static const std::shared_ptr<const MpcParams> params = [] {
        QFile file(QStringLiteral(PROBCUT_SOURCE_DIR "/resources/mpc/mpc-pattern.txt"));
        if (!file.open(QIODevice::ReadOnly))
            return std::shared_ptr<const MpcParams>();
        auto parsed = parseMpcParams(file.readAll().toStdString());
        if (!parsed || !parsed->hasEndFits())
            return std::shared_ptr<const MpcParams>();
        return std::make_shared<const MpcParams>(std::move(*parsed));
    }();
    return params.get();
}

// A position reached by random legal moves from the start, with exactly `empties` empties
// (games that end earlier are replayed with the next random numbers). Unlike
// test::randomPosition, the side to move may have no move: the tests below keep this sequence.
Board randomPosition(std::mt19937_64& rng, int empties)
{
    for (;;) {
        const Board b = test::playRandomly(Board::initial(), rng, {.empties = empties});
        if (b.emptyCount() == empties)
            return b;
    }
}

// The stop-latency bound holds on a normal build; a sanitizer slows the search between its polls
// many times over, so under one it only catches a hang (as in test_engine), and the FFO rows are
// cut to the parallel ones.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr double LatencySlack = 20;
constexpr bool SanitizedBuild = true;
#else
constexpr double LatencySlack = 1;
constexpr bool SanitizedBuild = false;
#endif

// A random 30-empty position: its solve takes far longer than the stop tests' delays.
Board thirtyEmpties()
{
    std::mt19937_64 rng(3);
    return randomPosition(rng, 30);
}

QList<KernelKind> kernels()
{
    QList<KernelKind> k{KernelKind::Portable};
    if (avx2KernelSupported())
        k.append(KernelKind::Avx2);
    if (avx512KernelSupported())
        k.append(KernelKind::Avx512);
    return k;
}

// The solver's stable discs by their definition, square by square: a disc of `d` whose four
// lines are full, or a corner, is stable; then, until nothing changes, a disc of `d` whose every
// line is full or has the board's edge or a stable disc of `d` beside it.
Bitboard referenceStableDiscs(Bitboard d, Bitboard occupied)
{
    static constexpr int Directions[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    const auto onBoard = [](int c, int r) { return c >= 0 && c < 8 && r >= 0 && r < 8; };
    const auto bit = [](int c, int r) { return squareBit(makeSquare(c, r)); };
    const auto full = [&](int c, int r, const int* dir) {
        for (int sign = -1; sign <= 1; sign += 2)
            for (int k = 1; onBoard(c + sign * k * dir[0], r + sign * k * dir[1]); ++k)
                if (!(occupied & bit(c + sign * k * dir[0], r + sign * k * dir[1])))
                    return false;
        return true;
    };
    Bitboard stable = d & 0x8100000000000081ULL;
    for (Square sq : bits(d)) {
        bool all = true;
        for (const auto& dir : Directions)
            all = all && full(columnOf(sq), rowOf(sq), dir);
        if (all)
            stable |= squareBit(sq);
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (Square sq : bits(d & ~stable)) {
            const int c = columnOf(sq), r = rowOf(sq);
            bool safe = true;
            for (const auto& dir : Directions) {
                const int c0 = c - dir[0], r0 = r - dir[1], c1 = c + dir[0], r1 = r + dir[1];
                safe = safe
                    && (full(c, r, dir) || !onBoard(c0, r0) || !onBoard(c1, r1) || (stable & bit(c0, r0))
                        || (stable & bit(c1, r1)));
            }
            if (safe) {
                stable |= squareBit(sq);
                changed = true;
            }
        }
    }
    return stable;
}

// Random positions with 0 to 24 empties (the solver counts stable discs from 3 empties up).
std::vector<Board> stabilityPositions()
{
    std::mt19937_64 rng(77);
    std::vector<Board> out;
    for (int i = 0; i < 3000; ++i)
        out.push_back(randomPosition(rng, int(rng() % 25)));
    return out;
}

} // namespace

// A line from `board` that can be played: each move legal, each pass forced.
bool playableLine(Board board, const std::vector<Square>& line)
{
    for (Square sq : line) {
        if (sq == PassMove ? board.legalMoves() != 0 : !board.isLegal(sq))
            return false;
        board = sq == PassMove ? board.passed() : board.played(sq);
    }
    return true;
}

// A full solve with the shipped evaluation and model, on a fresh table, without and then with a
// progress hook called at every stop poll.
struct ReportedSolve {
    EndgameResult quiet;
    EndgameResult result;
    std::vector<EndgameProgress> reports;
};
ReportedSolve solveWithReports(const Board& board, const PatternEvaluator& evaluator)
{
    ReportedSolve out;
    EndgameOptions opt;
    opt.eval = &evaluator.kernelEval();
    opt.mpc = shippedMpc();
    EndgameSolver quiet(16);
    out.quiet = quiet.solve(board, opt);
    opt.onProgress = [&out](const EndgameProgress& p) { out.reports.push_back(p); };
    opt.progressInterval = std::chrono::milliseconds(0);
    EndgameSolver solver(16);
    out.result = solver.solve(board, opt);
    return out;
}

class TestEndgame : public QObject {
    Q_OBJECT

private slots:
    void randomPositions_data()
    {
        QTest::addColumn<KernelKind>("kernel");
        QTest::addColumn<int>("empties");
        QTest::addColumn<int>("count");
        for (KernelKind k : kernels()) {
            for (int e = 0; e <= 12; ++e)
                QTest::addRow("%s %d empties", kernelName(k), e) << k << e << (e <= 9 ? 60 : 12);
        }
    }

    // Exact and WLD value, and that the best move achieves the value, against the reference.
    void randomPositions()
    {
        QFETCH(KernelKind, kernel);
        QFETCH(int, empties);
        QFETCH(int, count);
        std::mt19937_64 rng(1000 + empties);
        EndgameSolver solver(4);
        for (int i = 0; i < count; ++i) {
            const Board b = randomPosition(rng, empties);
            const int expected = reference(b);
            EndgameOptions opt;
            opt.kernel = kernel;
            const EndgameResult r = solver.solve(b, opt);
            QVERIFY(r.completed);
            if (r.score != expected)
                qWarning() << "position" << formatBoardString(Position{b, Color::Black}).c_str();
            QCOMPARE(r.score, expected);
            if (b.isGameOver()) {
                QCOMPARE(r.bestMove, NoSquare);
            } else if (b.mustPass()) {
                QCOMPARE(r.bestMove, PassMove);
            } else {
                QVERIFY(b.isLegal(r.bestMove));
                QCOMPARE(-reference(b.played(r.bestMove)), expected);
            }
            opt.wld = true;
            const EndgameResult w = solver.solve(b, opt);
            QCOMPARE(w.score, sign(expected));
            if (!b.isGameOver() && !b.mustPass())
                QCOMPARE(sign(-reference(b.played(w.bestMove))), sign(expected));
        }
    }

    // Fail-soft windowed solves: exact inside the window, true bounds outside it.
    // The solver's stable-disc search against the square-by-square definition, for both colours.
    void stableDiscsMatchTheDefinition()
    {
        int stableSeen = 0, withEdgeDiscs = 0;
        for (const Board& b : stabilityPositions()) {
            const Bitboard occupied = b.player | b.opponent;
            for (const Bitboard d : {b.player, b.opponent}) {
                const Bitboard expected = referenceStableDiscs(d, occupied);
                const Bitboard got = detail::stableDiscs<PortableKernel>(d, occupied);
                if (got != expected)
                    QFAIL(qPrintable(
                        QStringLiteral("stable discs of %1 (player %2, opponent %3): got %4, expected %5")
                            .arg(d, 16, 16, QChar('0'))
                            .arg(b.player, 16, 16, QChar('0'))
                            .arg(b.opponent, 16, 16, QChar('0'))
                            .arg(got, 16, 16, QChar('0'))
                            .arg(expected, 16, 16, QChar('0'))));
                stableSeen += __builtin_popcountll(got);
                withEdgeDiscs += (got & 0x7e8181818181817eULL) != 0;
            }
        }
        QVERIFY(stableSeen > 10000);
        QVERIFY(withEdgeDiscs > 500);
    }

    // Stable discs keep their colour whatever is played: random continuations to the end.
    void stableDiscsAreNeverFlipped()
    {
        std::mt19937_64 rng(78);
        int checked = 0;
        for (const Board& start : stabilityPositions()) {
            const Bitboard occupied = start.player | start.opponent;
            const Bitboard mine = detail::stableDiscs<PortableKernel>(start.player, occupied);
            const Bitboard theirs = detail::stableDiscs<PortableKernel>(start.opponent, occupied);
            checked += __builtin_popcountll(mine | theirs);
            for (int game = 0; game < 4; ++game) {
                Board b = start;
                bool moverIsStart = true;
                while (!b.isGameOver()) {
                    b = b.played(test::randomPly(b, rng));
                    moverIsStart = !moverIsStart;
                    const Bitboard startPlayer = moverIsStart ? b.player : b.opponent;
                    const Bitboard startOpponent = moverIsStart ? b.opponent : b.player;
                    QCOMPARE(mine & ~startPlayer, Bitboard(0));
                    QCOMPARE(theirs & ~startOpponent, Bitboard(0));
                }
            }
        }
        QVERIFY(checked > 10000);
    }

    void windows()
    {
        std::mt19937_64 rng(77);
        for (KernelKind kernel : kernels()) {
            EndgameSolver solver(2);
            for (int i = 0; i < 150; ++i) {
                const Board b = randomPosition(rng, 4 + int(rng() % 9));
                const int expected = reference(b);
                const int alpha = int(rng() % 129) - 64;
                const int beta = std::min(64, alpha + 1 + int(rng() % 20));
                if (alpha >= beta)
                    continue;
                EndgameOptions opt;
                opt.kernel = kernel;
                const EndgameResult r = solver.solve(b, alpha, beta, opt);
                QVERIFY(r.completed);
                if (r.score <= alpha)
                    QVERIFY2(expected <= r.score, qPrintable(QString("%1 vs %2").arg(expected).arg(r.score)));
                else if (r.score >= beta)
                    QVERIFY2(expected >= r.score, qPrintable(QString("%1 vs %2").arg(expected).arg(r.score)));
                else
                    QCOMPARE(r.score, expected);
            }
        }
    }

    // Every kernel searches the same tree: on positions with 14-20 empties, solved with the
    // evaluation and the selective passes on one thread, the vector kernels give the portable
    // kernel's score, move and node count (a flip or a move list that differed anywhere would
    // almost surely change the count).
    void kernelsSearchTheSameTree()
    {
        const PatternEvaluator* evaluator = shippedEvaluator();
        QVERIFY2(evaluator, "the shipped weights resources/weights/pattern-logistello46.pcw are missing");
        const MpcParams* mpc = shippedMpc();
        QVERIFY2(mpc, "the shipped resources/mpc/mpc-pattern.txt is missing or has no endgame fits");
        const QList<KernelKind> all = kernels();
        qInfo("kernels compared: %d", int(all.size()));
        std::mt19937_64 rng(16);
        for (int i = 0; i < 8; ++i) {
            const Board b = randomPosition(rng, 14 + i % 7);
            std::uint64_t nodes = 0;
            int score = 0;
            Square move = NoSquare;
            for (KernelKind kernel : all) {
                EndgameSolver solver(8);
                EndgameOptions opt;
                opt.kernel = kernel;
                opt.eval = &evaluator->kernelEval();
                opt.mpc = mpc;
                const EndgameResult r = solver.solve(b, opt);
                QVERIFY(r.completed);
                if (kernel == KernelKind::Portable) {
                    nodes = r.nodes;
                    score = r.score;
                    move = r.bestMove;
                    continue;
                }
                const QByteArray where = QByteArray(kernelName(kernel)) + " at "
                    + formatBoardString(Position{b, Color::Black}).c_str();
                QVERIFY2(r.score == score && r.bestMove == move, where.constData());
                QVERIFY2(r.nodes == nodes,
                    qPrintable(
                        QString("%1: %2 nodes, portable %3").arg(where.constData()).arg(r.nodes).arg(nodes)));
            }
        }
    }

    // The first probe of the exact solve may be anywhere (even out of range or odd).
    void guessesDoNotChangeResults()
    {
        std::mt19937_64 rng(11);
        for (KernelKind kernel : kernels()) {
            EndgameSolver solver(2);
            for (int i = 0; i < 60; ++i) {
                const Board b = randomPosition(rng, 6 + int(rng() % 7));
                EndgameOptions opt;
                opt.kernel = kernel;
                opt.guess = int(rng() % 161) - 80;
                const EndgameResult r = solver.solve(b, opt);
                QCOMPARE(r.score, reference(b));
                if (b.legalMoves())
                    QCOMPARE(-reference(b.played(r.bestMove)), r.score);
            }
        }
    }

    void principalVariationPlaysOutTheScore()
    {
        std::mt19937_64 rng(5);
        EndgameSolver solver(4);
        for (int i = 0; i < 40; ++i) {
            const Board b = randomPosition(rng, 8 + i % 8);
            EndgameOptions opt;
            opt.wantPv = true;
            const EndgameResult r = solver.solve(b, opt);
            Position p{b, Color::Black};
            for (Square s : r.pv)
                QVERIFY(p.play(s));
            QVERIFY(p.board.isGameOver());
            QCOMPARE(p.finalScoreBlack(), r.score);
        }
    }

    // The trace of a full-window solve (EndgameResult::probes): the first guess, the selective
    // passes' probes, then the exact ones; the last probe returns the score, and the probes'
    // nodes are all of the solve's nodes. A windowed solve has no probes.
    void probesAccountForTheNodes()
    {
        const PatternEvaluator* evaluator = shippedEvaluator();
        QVERIFY2(evaluator, "the shipped weights resources/weights/pattern-logistello46.pcw are missing");
        std::mt19937_64 rng(23);
        EndgameSolver solver(16);
        int traced = 0;
        while (traced < 6) {
            const Board b = randomPosition(rng, 18 + traced % 3);
            if (!b.legalMoves())
                continue;
            EndgameOptions opt;
            opt.eval = &evaluator->kernelEval();
            opt.mpc = traced % 2 ? shippedMpc() : nullptr;
            const EndgameResult r = solver.solve(b, opt);
            QVERIFY(r.completed);
            QVERIFY(r.probes.size() >= 2);
            QCOMPARE(r.probes.front().pass, 0);
            QCOMPARE(r.probes.back().pass, EndgameProbe::ExactPass);
            QCOMPARE(r.probes.back().value, r.score);
            std::uint64_t sum = 0;
            int lastPass = 0;
            for (const EndgameProbe& p : r.probes) {
                QVERIFY(p.pass >= lastPass);
                lastPass = p.pass;
                sum += p.nodes;
            }
            QCOMPARE(sum, r.nodes);
            QCOMPARE(solver.solve(b, r.score - 1, r.score + 1, opt).probes.size(), std::size_t(0));
            ++traced;
        }
    }

    // Reports from inside a solve (EndgameOptions::onProgress, here at every poll): passes in
    // order, the selective ones below 100 % with bounds, the exact one at 100 %, its bounds
    // holding for the final score, a legal hash move chain from the best move so far, node
    // counts that never go back; and the same nodes, score, move and probes as without the hook.
    void progressReportsFromInsideTheSolve()
    {
        const PatternEvaluator* evaluator = shippedEvaluator();
        QVERIFY2(evaluator, "the shipped weights resources/weights/pattern-logistello46.pcw are missing");
        // FFO #40: 20 empties, a2 +38.
        const Board b
            = parseBoardString("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X")->board;
        const ReportedSolve solved = solveWithReports(b, *evaluator);
        const EndgameResult& ref = solved.quiet;
        const EndgameResult& r = solved.result;
        const std::vector<EndgameProgress>& reports = solved.reports;
        QVERIFY(r.completed);
        QCOMPARE(r.score, 38);
        QCOMPARE(r.nodes, ref.nodes);
        QCOMPARE(r.score, ref.score);
        QCOMPARE(r.bestMove, ref.bestMove);
        QCOMPARE(r.probes.size(), ref.probes.size());
        QVERIFY(reports.size() >= 10);
        std::uint64_t nodes = 0;
        int pass = 0, exact = 0, selective = 0;
        for (const EndgameProgress& p : reports) {
            QVERIFY(p.nodes >= nodes);
            nodes = p.nodes;
            QVERIFY(p.pass >= pass);
            pass = p.pass;
            QVERIFY(p.lower <= p.upper);
            if (p.pass == EndgameProbe::ExactPass) {
                QCOMPARE(p.selectivity, 100.0);
                QVERIFY(p.lower <= r.score && r.score <= p.upper);
                ++exact;
            } else if (p.pass > 0) {
                QVERIFY(p.selectivity > 0 && p.selectivity < 100);
                selective += p.lastProbe != 0;
            }
            if (p.donePass)
                QVERIFY(p.doneSelectivity < 100);
            if (p.lastProbe)
                QVERIFY(p.move != NoSquare && !p.pv.empty() && p.pv.front() == p.move);
            QVERIFY(playableLine(b, p.pv));
        }
        QVERIFY(nodes <= r.nodes);
        QVERIFY(selective > 0);
        QVERIFY(exact > 0); // its first probe usually hits here: bounds are checked if any
    }

    // The selective passes store the bounds of subtrees they searched without a selective cut
    // as exact ones, which the exact pass then trusts: a full solve (selective passes, then the
    // exact pass, on a shared table) must agree with a windowed solve on a fresh table (no
    // selective passes), here at 18-19 empties, with fixed margins and with the fitted model.
    void selectivePassesLeaveExactBounds()
    {
        const PatternEvaluator* evaluator = shippedEvaluator();
        QVERIFY2(evaluator, "the shipped weights resources/weights/pattern-logistello46.pcw are missing");
        std::mt19937_64 rng(41);
        EndgameSolver solver(4);
        for (int i = 0; i < 6; ++i) {
            const Board b = randomPosition(rng, 18 + i % 2);
            if (!b.legalMoves())
                continue;
            EndgameOptions opt;
            opt.eval = &evaluator->kernelEval();
            opt.mpc = i % 2 ? shippedMpc() : nullptr;
            const EndgameResult full = solver.solve(b, opt);
            QVERIFY(full.completed);
            QVERIFY(full.probes.size() >= 3); // the guess, selective probes, the exact pass
            EndgameSolver fresh(4);
            const EndgameResult ref = fresh.solve(b, -63, 63, opt);
            QVERIFY(ref.probes.empty());
            if (ref.score > -63 && ref.score < 63)
                QCOMPARE(full.score, ref.score);
            // The best move reaches the score.
            const Board next = b.played(full.bestMove);
            QCOMPARE(-fresh.solve(next, -full.score - 1, -full.score + 1, opt).score, full.score);
        }
    }

    // Entries are kept between solves (a second solve of the same position is cheaper) until
    // clear() forgets them, in the main table and in the small one of the nodes next to the
    // leaves alike: after clear() a solve costs exactly the nodes of the first.
    void clearForgetsEveryTable()
    {
        std::mt19937_64 rng(4242);
        EndgameSolver solver(2);
        for (int i = 0; i < 3; ++i) {
            const Board b = randomPosition(rng, 12 + 2 * i);
            if (b.isGameOver() || b.mustPass())
                continue;
            const EndgameResult first = solver.solve(b);
            const EndgameResult again = solver.solve(b);
            QCOMPARE(again.score, first.score);
            QVERIFY(again.nodes < first.nodes);
            solver.clear();
            const EndgameResult cleared = solver.solve(b);
            QCOMPARE(cleared.score, first.score);
            QCOMPARE(cleared.nodes, first.nodes);
            solver.clear();
        }
    }

    void finishedGameAndPass()
    {
        EndgameSolver solver(1);
        // All black, white to move: the game is over, white lost 64 discs.
        const Board over{0, ~Bitboard(0)};
        EndgameResult r = solver.solve(over);
        QVERIFY(r.completed);
        QCOMPARE(r.bestMove, NoSquare);
        QCOMPARE(r.score, -64);

        std::mt19937_64 rng(9);
        int found = 0;
        for (int g = 0; g < 5000 && found < 10; ++g) {
            Board b = randomPosition(rng, 6 + int(rng() % 6));
            if (!b.mustPass())
                continue;
            ++found;
            r = solver.solve(b);
            QCOMPARE(r.bestMove, PassMove);
            QCOMPARE(r.score, minimax(b));
        }
        QVERIFY(found > 0);
    }

    void stopFlag()
    {
        auto pos = parseBoardString("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
        QVERIFY(pos.ok());
        const Board hard = thirtyEmpties();
        std::atomic<bool> stop{true};
        EndgameSolver solver(8);
        EndgameOptions opt;
        opt.stop = &stop;
        EndgameResult r = solver.solve(hard, opt);
        QVERIFY(!r.completed);

        stop = false;
        const auto t0 = std::chrono::steady_clock::now();
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            stop = true;
        });
        r = solver.solve(hard, opt);
        stopper.join();
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY(!r.completed);
        QVERIFY2(s < 0.6, qPrintable(QString("stopped after %1 s").arg(s)));

        // The table stays usable after an aborted search.
        stop = false;
        r = solver.solve(pos->board, opt);
        QVERIFY(r.completed);
        QCOMPARE(r.score, 18);
    }

    // A stop during a two-thread solve unwinds both threads within milliseconds (the helpers
    // poll the same flag), and the shared table stays usable afterwards.
    void stopFlagThreads()
    {
        const Board hard = thirtyEmpties();
        std::atomic<bool> stop{false};
        EndgameSolver solver(8);
        EndgameOptions opt;
        opt.stop = &stop;
        opt.threads = 2;
        opt.eval = shippedEvaluator() ? &shippedEvaluator()->kernelEval() : nullptr;
        // Five stops at different moments: each returns within 50 ms, bar one (on a loaded
        // machine a thread may wait that long for a core; the single-thread stop test in
        // test_engine has the same bound), and none takes more than 500 ms.
        QList<double> latencies;
        for (int run = 0; run < 5; ++run) {
            stop = false;
            std::atomic<std::int64_t> stoppedAt{0};
            std::thread stopper([&] {
                std::this_thread::sleep_for(std::chrono::milliseconds(100 + 40 * run));
                stoppedAt = std::chrono::steady_clock::now().time_since_epoch().count();
                stop = true;
            });
            const EndgameResult r = solver.solve(hard, opt);
            const auto returned = std::chrono::steady_clock::now().time_since_epoch().count();
            stopper.join();
            QVERIFY(!r.completed);
            const double ms = double(returned - stoppedAt.load()) * 1e3
                * std::chrono::steady_clock::period::num / std::chrono::steady_clock::period::den;
            QVERIFY2(ms < 500 * LatencySlack, qPrintable(QString("returned %1 ms after the stop").arg(ms)));
            latencies.append(ms);
        }
        std::sort(latencies.begin(), latencies.end());
        QVERIFY2(latencies[3] < 50 * LatencySlack,
            qPrintable(QString("stops returned %1 ms after the stop (sorted)")
                           .arg(QStringList{QString::number(latencies[0]), QString::number(latencies[1]),
                               QString::number(latencies[2]), QString::number(latencies[3]),
                               QString::number(latencies[4])}
                                    .join(", "))));
        auto pos = parseBoardString("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
        QVERIFY(pos.ok());
        stop = false;
        const EndgameResult r = solver.solve(pos->board, opt);
        QVERIFY(r.completed);
        QCOMPARE(r.score, 18);
    }

    // Windowed and WLD solves on two threads agree with the exact score (fail-soft bounds
    // outside the window), on positions with enough empties for the threads to split.
    void windowsThreads()
    {
        const PatternEvaluator* evaluator = shippedEvaluator();
        std::mt19937_64 rng(11);
        EndgameSolver reference(16), solver(16);
        for (int i = 0; i < 6; ++i) {
            const Board b = randomPosition(rng, 18 + i % 3);
            if (!b.legalMoves())
                continue;
            EndgameOptions one;
            one.eval = evaluator ? &evaluator->kernelEval() : nullptr;
            const EndgameResult exact = reference.solve(b, one);
            QVERIFY(exact.completed);
            EndgameOptions two = one;
            two.threads = 2;
            const EndgameResult full = solver.solve(b, two);
            QVERIFY(full.completed);
            QCOMPARE(full.score, exact.score);
            two.wld = true;
            const EndgameResult wld = solver.solve(b, two);
            QCOMPARE(wld.score, sign(exact.score));
            two.wld = false;
            for (int k = 0; k < 2; ++k) {
                const int alpha = std::clamp(exact.score - 12 + 2 * int(rng() % 12), -64, 63);
                const int beta = std::min(64, alpha + 1 + int(rng() % 8));
                solver.clear();
                const EndgameResult r = solver.solve(b, alpha, beta, two);
                QVERIFY(r.completed);
                if (r.score <= alpha)
                    QVERIFY2(exact.score <= r.score,
                        qPrintable(QString("%1 vs %2").arg(exact.score).arg(r.score)));
                else if (r.score >= beta)
                    QVERIFY2(exact.score >= r.score,
                        qPrintable(QString("%1 vs %2").arg(exact.score).arg(r.score)));
                else
                    QCOMPARE(r.score, exact.score);
            }
        }
    }

    void ffo_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<KernelKind>("kernel");
        QTest::addColumn<bool>("withEval");
        QTest::addColumn<bool>("withMpc");
        QTest::addColumn<int>("threads");
        const struct {
            const char* name;
            int first;
        } suites[] = {{"fforum-1-19.obf", 1}, {"fforum-20-39.obf", 20}};
        for (const auto& suite : suites) {
            const QString file = QStringLiteral("ffo/") + suite.name;
            QFile f(probcut::test::sharedDataDir() + "/" + file);
            if (!f.open(QIODevice::ReadOnly)) {
                QTest::addRow("%s (missing)", suite.name)
                    << file << -1 << bestKernel() << false << false << 1;
                continue;
            }
            const auto entries = parseObf(f.readAll().toStdString());
            if (!entries.ok()) {
                QTest::addRow("%s (unreadable)", suite.name)
                    << file << -2 << bestKernel() << false << false << 1;
                continue;
            }
            for (std::size_t i = 0; i < entries->size(); ++i) {
                const int number = suite.first + int(i);
                const int line = (*entries)[i].lineNumber;
                if (SanitizedBuild) {
                    // Under a sanitizer (ThreadSanitizer runs this unit for its parallel solves)
                    // only the two-thread rows of the quick suite, with the evaluation.
                    if (suite.first == 1)
                        QTest::addRow("#%d %s pattern 2 threads", number, kernelName(bestKernel()))
                            << file << line << bestKernel() << true << false << 2;
                    continue;
                }
                QTest::addRow("#%d %s", number, kernelName(bestKernel()))
                    << file << line << bestKernel() << false << false << 1;
                QTest::addRow("#%d %s pattern", number, kernelName(bestKernel()))
                    << file << line << bestKernel() << true << false << 1;
                // The selective passes with the fitted endgame model (as `probcut solve` runs).
                if (suite.first == 20)
                    QTest::addRow("#%d %s pattern mpc", number, kernelName(bestKernel()))
                        << file << line << bestKernel() << true << true << 1;
                // The portable kernel on the quick suite only, to keep the test short; so the
                // AVX2 kernel where the AVX-512 one is the best (with the evaluation: its
                // instantiation of the pattern code is the AVX2 units' own).
                if (suite.first == 1 && bestKernel() != KernelKind::Portable)
                    QTest::addRow("#%d portable", number)
                        << file << line << KernelKind::Portable << false << false << 1;
                if (suite.first == 1 && bestKernel() == KernelKind::Avx512)
                    QTest::addRow("#%d avx2 pattern", number)
                        << file << line << KernelKind::Avx2 << true << false << 1;
                // Parallel solves: two threads on the quick suite (with and without the
                // evaluation, the portable kernel on a few), and on the first positions of the
                // second one with the selective passes; three threads (more than this machine's
                // cores: helpers preempted inside split points) on a few.
                if (suite.first == 1) {
                    QTest::addRow("#%d %s 2 threads", number, kernelName(bestKernel()))
                        << file << line << bestKernel() << false << false << 2;
                    QTest::addRow("#%d %s pattern 2 threads", number, kernelName(bestKernel()))
                        << file << line << bestKernel() << true << false << 2;
                    if (number % 6 == 0)
                        QTest::addRow("#%d portable 2 threads", number)
                            << file << line << KernelKind::Portable << false << false << 2;
                    if (number % 5 == 0)
                        QTest::addRow("#%d %s pattern 3 threads", number, kernelName(bestKernel()))
                            << file << line << bestKernel() << true << false << 3;
                } else if (number < 27) {
                    QTest::addRow("#%d %s pattern mpc 2 threads", number, kernelName(bestKernel()))
                        << file << line << bestKernel() << true << true << 2;
                }
            }
        }
    }

    void ffo()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(KernelKind, kernel);
        QFETCH(bool, withEval);
        QFETCH(bool, withMpc);
        QFETCH(int, threads);
        PROBCUT_REQUIRE_SHARED(file);
        QVERIFY2(line != -2, "the FFO file does not parse");
        QFile f(probcut::test::sharedDataDir() + "/" + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto entries = parseObf(f.readAll().toStdString());
        QVERIFY(entries.ok());
        const auto it = std::find_if(
            entries->begin(), entries->end(), [&](const ObfEntry& e) { return e.lineNumber == line; });
        QVERIFY(it != entries->end());
        const ObfPosition& pos = it->position;

        static EndgameSolver solver(64);
        EndgameOptions opt;
        opt.kernel = kernel;
        opt.threads = threads;
        if (withEval) {
            const PatternEvaluator* evaluator = shippedEvaluator();
            QVERIFY2(evaluator, "the shipped weights resources/weights/pattern-logistello46.pcw are missing");
            opt.eval = &evaluator->kernelEval();
        }
        if (withMpc) {
            opt.mpc = shippedMpc();
            QVERIFY2(opt.mpc, "the shipped resources/mpc/mpc-pattern.txt is missing or has no endgame fits");
        }
        const EndgameResult r = solver.solve(pos.position.board, opt);
        QVERIFY(r.completed);
        QCOMPARE(r.score, pos.bestScore());
        bool best = false;
        for (const MoveScore& m : pos.moveScores)
            best |= m.move == r.bestMove && m.score == pos.bestScore();
        QVERIFY2(best,
            qPrintable("best move " + QString::fromStdString(squareName(r.bestMove))
                + " is not among the best of the file"));
    }

    // A root where the side to move must pass (18 empties, found by random play): the solve
    // answers PassMove, and its reports from inside hold bounds of the score of the side to
    // move with a playable line that starts with the pass.
    void progressReportsWithARootPass()
    {
        const PatternEvaluator* evaluator = shippedEvaluator();
        QVERIFY2(evaluator, "the shipped weights resources/weights/pattern-logistello46.pcw are missing");
        const Board b
            = parseBoardString("-------X---XXXXO--X-XXOO--XXXOOX---XOOXXOXXXXOXXOOOOOOXXOOOOOOOX X")->board;
        QVERIFY(!b.legalMoves());
        QVERIFY(b.passed().legalMoves());
        QVERIFY(b.emptyCount() >= 16);
        const ReportedSolve solved = solveWithReports(b, *evaluator);
        const EndgameResult& ref = solved.quiet;
        const EndgameResult& r = solved.result;
        const std::vector<EndgameProgress>& reports = solved.reports;
        QCOMPARE(ref.bestMove, PassMove);
        // The same score as the opponent's, negated.
        EndgameOptions opt;
        opt.eval = &evaluator->kernelEval();
        opt.mpc = shippedMpc();
        EndgameSolver other(16);
        QCOMPARE(ref.score, -other.solve(b.passed(), opt).score);
        QVERIFY(r.completed);
        QCOMPARE(r.score, ref.score);
        QCOMPARE(r.nodes, ref.nodes);
        QCOMPARE(r.bestMove, PassMove);
        QVERIFY(!reports.empty());
        int withLine = 0;
        for (const EndgameProgress& p : reports) {
            withLine += !p.pv.empty();
            QVERIFY(p.lower <= p.upper);
            if (p.pass == EndgameProbe::ExactPass)
                QVERIFY2(p.lower <= r.score && r.score <= p.upper,
                    qPrintable(QStringLiteral("[%1, %2] against %3").arg(p.lower).arg(p.upper).arg(r.score)));
            if (!p.pv.empty())
                QCOMPARE(p.pv.front(), PassMove);
            QVERIFY(playableLine(b, p.pv));
        }
        QVERIFY(withLine > 0);
    }
};

QTEST_APPLESS_MAIN(TestEndgame)
#include "test_endgame.moc"
