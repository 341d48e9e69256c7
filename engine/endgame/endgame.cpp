#include "engine/endgame/endgame.h"

#include "engine/core/kernel_portable.h"
#include "engine/endgame/endgame_impl.h"
#include "engine/eval/weights.h"
#include "engine/search/multi_probcut.h"

#include <algorithm>
#include <bit>
#include <cstdlib> // std::abs
#include <memory>
#include <thread>
#include <vector>

namespace probcut {

namespace detail {
#if defined(PROBCUT_HAVE_AVX2)
void endgameRunAvx2(EndgameCall& call); // endgame_avx2.cpp
#endif
#if defined(PROBCUT_HAVE_AVX512)
void endgameRunAvx512(EndgameCall& call); // endgame_avx512.cpp
#endif

void EndgameSplitPoint::lock() { mutex.lock(); }
void EndgameSplitPoint::unlock() { mutex.unlock(); }
} // namespace detail

namespace {

void run(detail::EndgameCall& call, KernelKind kernel)
{
#if defined(PROBCUT_HAVE_AVX512)
    if (kernel == KernelKind::Avx512 && avx512KernelSupported()) {
        detail::endgameRunAvx512(call);
        return;
    }
#endif
#if defined(PROBCUT_HAVE_AVX2)
    if (usesAvx2Units(kernel)) {
        detail::endgameRunAvx2(call);
        return;
    }
#endif
    (void)kernel;
    detail::endgameRun<PortableKernel>(call);
}

int clampScore(int v) { return std::clamp(v, -64, 64); }

// Below this many empties a solve takes well under a millisecond to a few milliseconds: starting
// threads would cost more than they gain.
constexpr int ParallelMinEmpties = detail::SplitMinEmpties + 4;
constexpr int MaxThreads = 256;

// The threads a solve of a position with `empties` empties runs on.
int solveThreads(const EndgameOptions& options, int empties)
{
    return empties < ParallelMinEmpties ? 1 : std::clamp(options.threads, 1, MaxThreads);
}

// Runs `call` on this thread with solveThreads() - 1 helper threads for the duration of the
// search; call.nodes becomes the sum over the threads. `localTables`: each thread's small tables
// (EndgameHashTable::setLocal), solveThreads() of them.
void runThreads(detail::EndgameCall& call, const EndgameOptions& options, int empties,
    const std::vector<detail::EndgameHashBucket*>& localTables)
{
    const int threads = solveThreads(options, empties);
    if (threads == 1) {
        run(call, options.kernel);
        return;
    }
    detail::EndgameParallel parallel;
    auto slots = std::make_unique<detail::EndgameThreadSlot[]>(std::size_t(threads));
    parallel.threads = slots.get();
    parallel.threadCount = threads;
    std::vector<detail::EndgameCall> helperCalls(std::size_t(threads - 1));
    std::vector<detail::EndgameHashTable> helperTables(helperCalls.size(), *call.table);
    std::vector<std::thread> helpers;
    helpers.reserve(helperCalls.size());
    for (std::size_t i = 0; i < helperCalls.size(); ++i) {
        detail::EndgameCall& h = helperCalls[i];
        helperTables[i].setLocal(localTables[i + 1]);
        h.table = &helperTables[i];
        h.stop = call.stop;
        h.eval = call.eval;
        h.cutModel = call.cutModel;
        h.parallel = &parallel;
        h.threadIndex = int(i) + 1;
        h.helper = true;
        helpers.emplace_back([&h, kernel = options.kernel] { run(h, kernel); });
    }
    call.parallel = &parallel;
    call.threadIndex = 0;
    run(call, options.kernel);
    parallel.quit.store(true, std::memory_order_release);
    for (std::size_t i = 0; i < helpers.size(); ++i) {
        helpers[i].join();
        call.nodes += helperCalls[i].nodes;
    }
    call.parallel = nullptr;
}

// The selective passes' model from the `endfit` records: for each empties count the fit of the
// check search's depth at that count, or at the nearest count fitted for that depth (the fits
// cover 12-21 empties; the passes cut from 8 up to the root).
void buildCutModel(const MpcParams& mpc, detail::EndgameCutModel& model)
{
    for (int n = detail::SelectiveMinEmpties; n <= 64; ++n) {
        const int depth = detail::selectiveCheckDepth(n);
        const MpcFit* best = nullptr;
        int bestDistance = 1000;
        for (int e = 1; e <= 60; ++e) {
            if (!MpcParams::validEndKey(e, depth) || !mpc.endFit(e, depth).usable())
                continue;
            const int distance = std::abs(e - n);
            if (distance < bestDistance || (distance == bestDistance && e > n)) {
                best = &mpc.endFit(e, depth);
                bestDistance = distance;
            }
        }
        if (!best)
            continue;
        detail::EndgameCutFit& f = model.fits[std::size_t(n)];
        f.invA = float(1 / best->a);
        f.b = float(best->b);
        f.sigma = float(best->sigma);
        f.usable = true;
    }
}

// A pass's ProbCut margin (percent of sigma) as a confidence in percent, as
// SearchLimits::selectivity reads it (0: the exact pass).
double passSelectivity(int cutPercent) { return cutPercent ? mpcConfidence(cutPercent / 100.0) : 100.0; }

// Turns the solver's progress state into EndgameProgress for the caller, at most once per
// interval (the clock is read once per poll, every 16 K nodes). The hash move chain is read
// on the solving thread between two nodes, so the table is consistent.
struct ProgressRelay {
    const EndgameOptions* options;
    const detail::EndgameHashTable* table;
    Board root;                // the searched position (after a forced pass at the root)
    bool passed;               // the caller's position had to pass first: flip the view
    std::uint64_t nodesBefore; // the pass itself
    std::chrono::steady_clock::time_point last;

    // Follows the stored moves from `board` after `first`, legal ones only, to the end or to
    // the first position without an entry.
    std::vector<Square> chain(Square first) const
    {
        std::vector<Square> pv;
        if (passed)
            pv.push_back(PassMove);
        if (first == NoSquare || !root.isLegal(first))
            return pv;
        detail::EndgameSearch<PortableKernel> probe(*table, nullptr, nullptr);
        Board pos = root.played(first);
        pv.push_back(first);
        for (int ply = 1; ply < 64 && !pos.isGameOver(); ++ply) {
            if (!pos.legalMoves()) {
                pv.push_back(PassMove);
                pos = pos.passed();
                continue;
            }
            int lower = -64, upper = 64;
            const Square h = probe.hashMove(pos.player, pos.opponent, &lower, &upper);
            if (h == NoSquare || !pos.isLegal(h))
                break;
            pv.push_back(h);
            pos = pos.played(h);
        }
        if (!pv.empty() && pv.back() == PassMove)
            pv.pop_back();
        return pv;
    }

    static void report(void* context, const detail::EndgameProgressState& s)
    {
        auto& r = *static_cast<ProgressRelay*>(context);
        const auto now = std::chrono::steady_clock::now();
        if (now - r.last < r.options->progressInterval)
            return;
        r.last = now;
        EndgameProgress p;
        p.pass = s.pass;
        p.selectivity = passSelectivity(s.cutPercent);
        // After a forced pass the searched side is the opponent: bounds swap and change sign.
        const int sign = r.passed ? -1 : 1;
        p.lower = r.passed ? -s.upper : s.lower;
        p.upper = r.passed ? -s.lower : s.upper;
        p.lastProbe = sign * s.direction;
        p.move = s.move == 0xff ? NoSquare : Square(s.move);
        p.donePass = s.donePass;
        p.doneSelectivity = passSelectivity(s.doneCutPercent);
        p.doneScore = sign * s.doneScore;
        p.doneMove = s.doneMove == 0xff ? NoSquare : Square(s.doneMove);
        p.nodes = s.nodes + r.nodesBefore;
        // The moves belong to the searched position; after a root pass the line starts with it.
        const Square first = p.move != NoSquare ? p.move : (p.donePass ? p.doneMove : NoSquare);
        if (first != NoSquare)
            p.pv = r.chain(first);
        if (r.passed) {
            p.move = PassMove;
            p.doneMove = p.donePass ? PassMove : NoSquare;
        }
        r.options->onProgress(p);
    }
};

} // namespace

EndgameSolver::EndgameSolver(std::size_t hashMiB) { resize(hashMiB); }

detail::EndgameHashBucket* EndgameSolver::localTable(std::size_t thread)
{
    while (m_localTables.size() <= thread) {
        auto* local = static_cast<detail::EndgameHashBucket*>(
            detail::allocateHugePageBuffer(detail::LocalTableBuckets * sizeof(detail::EndgameHashBucket)));
        std::uninitialized_fill_n(local, detail::LocalTableBuckets, detail::EndgameHashBucket{});
        m_localTables.emplace_back(local);
    }
    return m_localTables[thread].get();
}

EndgameSolver::~EndgameSolver() = default;

void EndgameSolver::TableDeleter::operator()(detail::EndgameHashBucket* p) const noexcept
{
    detail::freeHugePageBuffer(p);
}

void EndgameSolver::resize(std::size_t hashMiB)
{
    const std::size_t bytes = std::max<std::size_t>(hashMiB, 1) << 20;
    std::size_t count = 1;
    while (count * 2 * sizeof(detail::EndgameHashBucket) <= bytes)
        count *= 2;
    m_table.reset(); // the old table goes before the new one is allocated
    auto* buckets = static_cast<detail::EndgameHashBucket*>(
        detail::allocateHugePageBuffer(count * sizeof(detail::EndgameHashBucket)));
    std::uninitialized_fill_n(buckets, count, detail::EndgameHashBucket{});
    m_table.reset(buckets);
    m_bucketCount = count;
}

void EndgameSolver::clear()
{
    std::fill(m_table.get(), m_table.get() + m_bucketCount, detail::EndgameHashBucket{});
    for (const auto& local : m_localTables)
        std::fill(local.get(), local.get() + detail::LocalTableBuckets, detail::EndgameHashBucket{});
}

std::size_t EndgameSolver::hashBytes() const { return m_bucketCount * sizeof(detail::EndgameHashBucket); }

EndgameResult EndgameSolver::solve(const Board& board, const EndgameOptions& options)
{
    if (options.wld) {
        EndgameResult r = solve(board, -1, 1, options);
        r.score = r.score > 0 ? 1 : (r.score < 0 ? -1 : 0);
        return r;
    }
    return solve(board, -64, 64, options);
}

// Each child is solved in full (its own first guess and selective passes order its moves),
// through the one table, so the later children reuse the earlier ones' entries.
std::vector<EndgameMoveValue> EndgameSolver::solveMoves(const Board& board, const EndgameOptions& options)
{
    std::vector<EndgameMoveValue> values;
    if (board.isGameOver())
        return values;
    EndgameOptions childOptions = options;
    childOptions.wld = false;
    childOptions.guess = 0; // each child finds its own first guess
    auto solveChild = [&](Square move, const Board& child) {
        EndgameMoveValue v;
        v.move = move;
        if (child.isGameOver()) {
            v.score = -child.finalScore();
            v.completed = true;
        } else {
            const EndgameResult r = solve(child, childOptions);
            v.score = -r.score;
            v.completed = r.completed;
            v.nodes = r.nodes;
            if (options.wantPv) {
                v.pv.push_back(move);
                v.pv.insert(v.pv.end(), r.pv.begin(), r.pv.end());
            }
        }
        values.push_back(std::move(v));
    };
    if (board.mustPass()) {
        solveChild(PassMove, board.passed());
    } else {
        for (Bitboard m = board.legalMoves(); m; m &= m - 1) {
            const Square sq = Square(std::countr_zero(m));
            if (options.stop && options.stop->load(std::memory_order_relaxed)) {
                values.push_back(EndgameMoveValue{sq, 0, false, 0, {}});
                continue;
            }
            solveChild(sq, board.played(sq));
        }
    }
    std::stable_sort(values.begin(), values.end(), [](const EndgameMoveValue& a, const EndgameMoveValue& b) {
        if (a.completed != b.completed)
            return a.completed;
        return a.score > b.score;
    });
    return values;
}

EndgameResult EndgameSolver::solve(const Board& board, int alpha, int beta, const EndgameOptions& options)
{
    alpha = clampScore(alpha);
    beta = clampScore(beta);
    if (alpha >= beta)
        alpha = beta - 1;
    ++m_date;
    detail::EndgameHashTable table{m_table.get(), m_bucketCount - 1, m_date};
    table.setLocal(localTable(0));

    EndgameResult result;
    const Bitboard moves = board.legalMoves();
    Board searched = board;
    bool passed = false;
    if (!moves) {
        if (!board.opponentMoves()) {
            result.score = board.finalScore();
            result.completed = true;
            return result;
        }
        searched = board.passed();
        passed = true;
        result.bestMove = PassMove;
    }
    detail::EndgameCutModel cutModel;
    detail::EndgameCall call;
    if (options.mpc && options.eval) {
        buildCutModel(*options.mpc, cutModel);
        call.cutModel = &cutModel;
    }
    call.player = searched.player;
    call.opponent = searched.opponent;
    call.alpha = passed ? -beta : alpha;
    call.beta = passed ? -alpha : beta;
    call.root = true;
    call.guess = std::clamp(passed ? -options.guess : options.guess, -64, 64);
    call.table = &table;
    call.stop = options.stop;
    call.eval = options.eval;
    ProgressRelay relay{
        &options, &table, searched, passed, passed ? 1u : 0u, std::chrono::steady_clock::now()};
    if (options.onProgress) {
        call.progress = &ProgressRelay::report;
        call.progressContext = &relay;
    }
    const int empties = std::popcount(~(searched.player | searched.opponent));
    std::vector<detail::EndgameHashBucket*> localTables{localTable(0)};
    for (int i = 1; i < solveThreads(options, empties); ++i)
        localTables.push_back(localTable(std::size_t(i)));
    runThreads(call, options, empties, localTables);
    result.nodes = call.nodes + (passed ? 1 : 0);
    for (int i = 0; i < call.probes.count; ++i) {
        const detail::EndgameProbeRecord& r = call.probes.records[std::size_t(i)];
        result.probes.push_back(
            {r.pass, r.alpha, r.beta, r.value, r.move == 0xff ? NoSquare : Square(r.move), r.nodes});
    }
    result.completed = !call.aborted;
    if (!result.completed)
        return result;
    result.score = passed ? -call.score : call.score;
    if (!passed)
        result.bestMove = call.bestMove;

    if (options.wantPv && !options.wld && alpha < result.score && result.score < beta) {
        // Follow exact hash entries; where the table has none, find a move whose child solves
        // to the expected score with a window of width 2 around it.
        Board pos = board;
        int expected = result.score;
        for (int ply = 0; ply < 64; ++ply) {
            if (pos.isGameOver())
                break;
            if (!pos.legalMoves()) {
                result.pv.push_back(PassMove);
                pos = pos.passed();
                expected = -expected;
                continue;
            }
            Square chosen = NoSquare;
            if (ply == 0)
                chosen = result.bestMove;
            if (chosen == NoSquare) {
                detail::EndgameSearch<PortableKernel> probe(table, nullptr, nullptr);
                int lower = -64, upper = 64;
                const Square h = probe.hashMove(pos.player, pos.opponent, &lower, &upper);
                if (h != NoSquare && lower == expected && upper == expected && pos.isLegal(h)) {
                    const Board next = pos.played(h);
                    int cl = -64, cu = 64;
                    probe.hashMove(next.player, next.opponent, &cl, &cu);
                    if (cl == -expected && cu == -expected)
                        chosen = h;
                }
            }
            for (Bitboard m = pos.legalMoves(); m && chosen == NoSquare; m &= m - 1) {
                const Square s = __builtin_ctzll(m);
                const Board next = pos.played(s);
                detail::EndgameCall c;
                c.player = next.player;
                c.opponent = next.opponent;
                c.alpha = -expected - 1;
                c.beta = -expected + 1;
                c.root = false;
                c.table = &table;
                c.stop = options.stop;
                c.eval = options.eval;
                run(c, options.kernel);
                result.nodes += c.nodes;
                if (c.aborted)
                    return result;
                if (-c.score == expected)
                    chosen = s;
            }
            if (chosen == NoSquare)
                break; // cannot happen when the score is exact; keep the line found so far
            result.pv.push_back(chosen);
            pos = pos.played(chosen);
            expected = -expected;
        }
    }
    return result;
}

} // namespace probcut
