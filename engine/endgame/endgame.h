#pragma once
// The exact endgame solver: the final disc difference (or only win/draw/loss) of a position
// under perfect play, found by a full-width alpha-beta search to the end of the game.
// EndgameSolver owns its own transposition table and is reused across positions; the CLI
// (`probcut solve`), the tests, and the midgame search (when few empties remain) call it.
// The hot search is a template over the move kernel (endgame_impl.h), instantiated in
// endgame.cpp (portable) and endgame_avx2.cpp (AVX2), and dispatched here at run time.

#include "engine/core/bitboard.h"
#include "engine/core/board.h"
#include "engine/core/kernel.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace probcut {

struct PatternEval; // pattern.h
class MpcParams;    // mpc_params.h
struct EndgameProgress;

struct EndgameOptions {
    // Only the sign of the score is wanted: the search uses the window (-1, 1) and the result's
    // score is -1, 0 or +1.
    bool wld = false;
    KernelKind kernel = bestKernel();
    // Polled every few thousand nodes; when it becomes true the search unwinds within
    // milliseconds and the result has completed == false.
    const std::atomic<bool>* stop = nullptr;
    // Expected score (e.g. the last midgame iteration's), where the exact solve starts probing;
    // a good guess saves up to half the nodes, a bad one costs a few extra probes.
    int guess = 0;
    // Also compute a principal variation (walks the hash table and re-solves short tails;
    // usually costs well under 1% of the solve).
    bool wantPv = false;
    // The trained pattern evaluation, used high in the tree to order moves by a shallow search
    // and at the root to find a first guess; without it the solver orders by mobility alone
    // (same scores, several times more nodes). Must outlive the solve.
    const PatternEval* eval = nullptr;
    // The fitted ENDCUT model (MpcParams::endFit, `endfit` records): with it and `eval`, the
    // selective passes before an exact solve cut where the fitted a, b, sigma of their check
    // search give the bound the pass's confidence, instead of fixed margins. Scores stay exact
    // either way (the exact pass re-searches whatever the selective ones cut). Must outlive the
    // solve.
    const MpcParams* mpc = nullptr;
    // Reports from inside the solve (the root driver's pass, bounds and best move, the node
    // count, the hash move chain), at most one per progressInterval, called on the solving
    // thread from the stop poll; the Engine turns them into SearchInfo::inProgress. Unset, the
    // solve costs what it did (one null test per poll); set, node counts stay the same.
    std::function<void(const EndgameProgress&)> onProgress;
    std::chrono::milliseconds progressInterval{100};
    // Threads searching the solve together (Young Brothers Wait over the shared table): the
    // calling thread and threads - 1 helpers started for the solve and joined before it returns.
    // Positions with few empties are solved on the calling thread alone. Scores are the same;
    // node counts and the best move among equal ones vary from run to run above one thread.
    int threads = 1;
};

// One root search of a full-window solve (EndgameResult::probes): where a solve's nodes go.
struct EndgameProbe {
    static constexpr int ExactPass = 255;
    int pass = 0; // 0: the first-guess evaluation search; 1, 2: selective passes; ExactPass
    int alpha = 0;
    int beta = 0;
    int value = 0;          // fail-soft value of the probe (for pass 0: the guess)
    Square move = NoSquare; // best move found by the probe
    std::uint64_t nodes = 0;
};

// What a running solve has found so far (EndgameOptions::onProgress), from the side to move's
// view. Bounds of a selective pass hold at that pass's confidence only.
struct EndgameProgress {
    int pass = EndgameProbe::ExactPass; // the running root search, as EndgameProbe::pass
    double selectivity = 100;           // its confidence in percent (100: the exact pass)
    int lower = -64;                    // what it has proved of the score so far
    int upper = 64;
    // Its latest proof: +1 score >= lower (a probe failed high, or a root move inside the
    // running probe reached it), -1 score <= upper (a probe failed low), 0 none yet.
    int lastProbe = 0;
    Square move = NoSquare; // its best root move so far (NoSquare while nothing is proved)
    // The last finished selective pass (donePass 0: none yet): its confidence, score and move.
    int donePass = 0;
    double doneSelectivity = 100;
    int doneScore = 0;
    Square doneMove = NoSquare;
    std::uint64_t nodes = 0;
    // The hash table's move chain from the root, starting with `move` (or with `doneMove` when
    // the running pass has none yet), passes as PassMove; empty when neither is known.
    std::vector<Square> pv;
};

struct EndgameResult {
    // Exact final disc difference for the side to move, empties to the winner; in WLD mode
    // -1/0/+1. For a windowed solve the value is fail-soft: <= alpha means "at most", >= beta
    // "at least".
    int score = 0;
    // A best move; PassMove when the side to move must pass, NoSquare when the game is over.
    Square bestMove = NoSquare;
    // Positions searched (by all threads), counting the leaves reached by a last move.
    std::uint64_t nodes = 0;
    bool completed = false;           // false when stopped through EndgameOptions::stop
    std::vector<Square> pv;           // with wantPv: best line, passes included as PassMove
    std::vector<EndgameProbe> probes; // the root searches in order (from the side to move's view)
};

// One legal move's exact value (EndgameSolver::solveMoves), from the side to move's view.
struct EndgameMoveValue {
    Square move = NoSquare; // PassMove when the side to move must pass
    int score = 0;
    bool completed = false;  // false when stopped before this move was solved
    std::uint64_t nodes = 0; // of this move's solve
    std::vector<Square> pv;  // with wantPv: the move, then the best line after it
};

namespace detail {
struct EndgameHashBucket; // endgame_impl.h
}

// One solve at a time per solver (it owns the table and is not thread-safe; a parallel solve's
// threads share it through lockless entries); use one solver per calling thread. No allocation
// happens during a solve (move lists and split points live on the stack and in arrays made when
// it starts), except for the optional principal variation.
class EndgameSolver {
public:
    static constexpr std::size_t DefaultHashMiB = 64;

    explicit EndgameSolver(std::size_t hashMiB = DefaultHashMiB);
    ~EndgameSolver();
    EndgameSolver(const EndgameSolver&) = delete;
    EndgameSolver& operator=(const EndgameSolver&) = delete;

    // Exact (or WLD) value and a best move of `board`.
    EndgameResult solve(const Board& board, const EndgameOptions& options = {});
    // Windowed solve for callers that only need to know how the score compares with
    // (alpha, beta), -64 <= alpha < beta <= 64: a fail-soft bound outside the window, exact
    // inside it. Ignores options.wld.
    EndgameResult solve(const Board& board, int alpha, int beta, const EndgameOptions& options = {});
    // The exact value of every legal move (all-moves analysis), best first, ties in move order:
    // one full solve of each child through this solver's table, so the later children reuse
    // what the earlier ones stored. Ignores options.wld. Empty when the game is over; one
    // PassMove entry when the side to move must pass. Stopped (options.stop), the moves not yet
    // solved come last with completed == false.
    std::vector<EndgameMoveValue> solveMoves(const Board& board, const EndgameOptions& options = {});

    // Forget every stored bound (results stay correct without this: entries are exact facts
    // about positions, so the table can be kept between unrelated positions).
    void clear();
    // Reallocates the table (power-of-two bucket count not above `hashMiB` MiB; at least 1 MiB).
    void resize(std::size_t hashMiB);
    std::size_t hashBytes() const;

private:
    // The table lives in transparent huge pages where the system grants them (weights.h): every
    // probe lands on a random bucket, and with 4 KiB pages nearly each one also misses the TLB.
    struct TableDeleter {
        void operator()(detail::EndgameHashBucket* p) const noexcept;
    };
    std::unique_ptr<detail::EndgameHashBucket[], TableDeleter> m_table;
    std::size_t m_bucketCount = 0;
    // The small tables of the nodes near the leaves (EndgameHashTable::near and ::mid, in one
    // allocation), one pair for each thread a solve has used, made when first needed: their size
    // is fixed, so that each stays in its core's caches whatever the main table's size, and they
    // are not shared, so that the threads' constant writes there do not take the lines from each
    // other's caches.
    std::vector<std::unique_ptr<detail::EndgameHashBucket[], TableDeleter>> m_localTables;
    detail::EndgameHashBucket* localTable(std::size_t thread);
    std::uint8_t m_date = 0;
};

} // namespace probcut
