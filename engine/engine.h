#pragma once
// The engine facade (CONVENTIONS.md §2, the shape of Stockfish's engine.h): one position, one
// worker thread, searches started with go() and reported through a SearchListener. The GUI's
// EngineController, the CLI and the protocols use only this class. go() returns at once with a
// search id that every report carries, so callers can drop reports of superseded searches;
// stop() is idempotent; think() is the blocking form. All public functions are thread-safe;
// listener callbacks run on the worker thread and must not call back into the Engine.

#include "engine/core/board.h"
#include "engine/core/kernel.h"
#include "engine/core/result.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/evaluator.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search_limits.h"
#include "engine/search/transposition_table.h"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace probcut {

struct SearchControl; // search.h

struct EngineOptions {
    std::size_t hashMiB = 64;        // midgame transposition table
    std::size_t endgameHashMiB = 32; // the endgame solver's own table
    KernelKind kernel = bestKernel();
    int infoIntervalMs = 100;                       // minimum spacing of SearchInfo deliveries
    std::size_t maxCutEvents = CutEvent::StreamCap; // checks per iteration (see CutEvent::StreamCap)
    int progressIntervalMs = 500;                   // spacing of reports from inside an iteration or a solve
    // Called once on the engine's worker thread before its first search (e.g. to lower its
    // scheduling priority): every search thread is started from the worker and inherits what
    // it sets, helper threads of parallel searches included.
    std::function<void()> onWorkerStart;
};

class Engine {
public:
    explicit Engine(EngineOptions options = {});
    ~Engine(); // stops any search and joins the worker
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Replaces the position; a running search is stopped first (StopReason::Superseded).
    // Rejects impossible positions (see Board::validate).
    std::optional<Error> setPosition(const Board& board);
    Board position() const;

    // Takes effect from the next go().
    void setListener(SearchListener listener);
    // nullptr restores the simple evaluation. Takes effect from the next go().
    void setEvaluator(std::shared_ptr<const Evaluator> evaluator);

    // Multi-ProbCut parameters; they are used only while their `evaluator` names the evaluator
    // in use (Evaluator::name()). Without usable ones (nullptr = none) searches with
    // selectivity below 100 are exact and report 100. From the next go().
    void setMpcParams(std::shared_ptr<const MpcParams> params);

    // Starts searching the current position and returns its id at once. A running search is
    // superseded. Errors: limits out of range, or a finished game (nothing to search).
    Result<SearchId> go(const SearchLimits& limits);
    // Asks the current search to stop; it reports the last completed iteration. No effect when
    // idle; calling it again is harmless.
    void stop();
    void waitForSearchFinished();
    bool isSearching() const;
    // go() + waitForSearchFinished(): the result of this search.
    Result<SearchResult> think(const SearchLimits& limits);
    // The result of the most recent finished search (searchId 0 before any).
    SearchResult lastResult() const;

    // Forget the transposition tables (not during a search: stops it first).
    void clearHash();
    void setHashSize(std::size_t mebibytes);

    // Why `limits` cannot be searched, or nothing.
    static std::optional<Error> checkLimits(const SearchLimits& limits);

private:
    struct Job {
        SearchId id;
        Board board;
        SearchLimits limits;
        SearchListener listener;
        std::shared_ptr<const Evaluator> evaluator;
        std::shared_ptr<const MpcParams> mpc;
    };
    void workerLoop();
    void runJob(const Job& job);
    static bool endcutApplies(const Job& job, const MpcParams* mpc);
    SearchResult runEndcut(const Job& job, SearchControl& control);
    // Stops the running search with `reason` and waits until the worker is idle. Needs the lock.
    void supersede(std::unique_lock<std::mutex>& lock);
    // Empties the midgame and endgame tables (the worker while idle or in its job; clearHash()).
    void forgetTables();

    const EngineOptions m_options;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake; // worker: a job or quit
    std::condition_variable m_idle; // callers: the worker finished a job
    std::optional<Job> m_job;
    bool m_busy = false; // a job is queued or running
    bool m_quit = false;
    SearchId m_nextId = 0;
    Board m_board = Board::initial();
    SearchListener m_listener;
    std::shared_ptr<const Evaluator> m_evaluator;
    std::shared_ptr<const MpcParams> m_mpcParams;
    SearchResult m_lastResult;
    std::atomic<bool> m_stop{false};
    std::atomic<StopReason> m_stopReason{StopReason::Stopped};
    // Used by the worker only while m_busy; the callers touch them only when idle.
    TranspositionTable m_tt;
    EndgameSolver m_endgame;
    std::thread m_worker; // last: started after everything above exists
};

} // namespace probcut
