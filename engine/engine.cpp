#include "engine/engine.h"

#include "engine/eval/simple_evaluator.h"
#include "engine/search/multi_pv.h"
#include "engine/search/search.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace probcut {

namespace {

bool finiteNonNegative(double x) { return std::isfinite(x) && x >= 0; }

} // namespace

Engine::Engine(EngineOptions options)
    : m_options(options), m_evaluator(std::make_shared<SimpleEvaluator>()), m_tt(options.hashMiB),
      m_endgame(options.endgameHashMiB), m_worker([this] { workerLoop(); })
{
}

Engine::~Engine()
{
    {
        std::unique_lock lock(m_mutex);
        m_quit = true;
        m_stopReason = StopReason::Stopped;
        m_stop = true;
    }
    m_wake.notify_all();
    m_worker.join();
}

std::optional<Error> Engine::checkLimits(const SearchLimits& l)
{
    if (l.depth < 0 || l.depth > 60)
        return Error{"depth must be from 0 (no limit) to 60, got " + std::to_string(l.depth)};
    if (!finiteNonNegative(l.moveTime) || !finiteNonNegative(l.clockRemaining)
        || !finiteNonNegative(l.clockIncrement))
        return Error{"times must be finite and not negative"};
    if (!(l.selectivity > 0 && l.selectivity <= 100))
        return Error{"selectivity must be a confidence in percent, above 0 and at most 100"};
    if (l.mpc.tries < 1 || l.mpc.tries > MpcStats::Tries || l.mpc.minHeight < 2
        || l.mpc.maxHeight > MpcParams::MaxHeight || !(l.mpc.lateScale > 0 && std::isfinite(l.mpc.lateScale)))
        return Error{"Multi-ProbCut settings out of range (tries 1-4, heights 2-16, positive scale)"};
    if (l.multiCut.enabled && (l.multiCut.c < 1 || l.multiCut.m < l.multiCut.c || l.multiCut.r < 0))
        return Error{"multi-cut needs 1 <= C <= M and R >= 0"};
    if (l.solveEmpties < 0 || l.solveEmpties > 60)
        return Error{"solve threshold must be from 0 to 60 empties"};
    if (l.threads < 1 || l.threads > 256)
        return Error{"threads must be from 1 to 256, got " + std::to_string(l.threads)};
    if (l.multiPv < 0 || l.multiPv > 64)
        return Error{"multi-PV must be from 0 (every move) to 64 lines, got " + std::to_string(l.multiPv)};
    if (!(l.windowLow < l.windowHigh) || std::isnan(l.windowLow) || std::isnan(l.windowHigh))
        return Error{"the search window must have its low edge below its high edge"};
    if (l.multiPv != 1 && !l.fullWindow())
        return Error{"a multi-PV search takes the full window"};
    return std::nullopt;
}

std::optional<Error> Engine::setPosition(const Board& board)
{
    if (auto bad = board.validate())
        return Error{"impossible position: " + *bad};
    std::unique_lock lock(m_mutex);
    supersede(lock);
    m_board = board;
    return std::nullopt;
}

Board Engine::position() const
{
    std::lock_guard lock(m_mutex);
    return m_board;
}

void Engine::setListener(SearchListener listener)
{
    std::lock_guard lock(m_mutex);
    m_listener = std::move(listener);
}

void Engine::setEvaluator(std::shared_ptr<const Evaluator> evaluator)
{
    std::lock_guard lock(m_mutex);
    m_evaluator = evaluator ? std::move(evaluator) : std::make_shared<SimpleEvaluator>();
}

void Engine::setMpcParams(std::shared_ptr<const MpcParams> params)
{
    std::lock_guard lock(m_mutex);
    m_mpcParams = std::move(params);
}

void Engine::supersede(std::unique_lock<std::mutex>& lock)
{
    if (!m_busy)
        return;
    m_stopReason = StopReason::Superseded;
    m_stop = true;
    m_idle.wait(lock, [this] { return !m_busy; });
}

Result<SearchId> Engine::go(const SearchLimits& limits)
{
    if (auto bad = checkLimits(limits))
        return *bad;
    std::unique_lock lock(m_mutex);
    if (m_board.isGameOver()) {
        return Error{"the game is over (final score " + std::to_string(m_board.finalScore())
            + " for the side to move): there is nothing to search"};
    }
    supersede(lock);
    m_stop = false;
    m_stopReason = StopReason::Stopped;
    const SearchId id = ++m_nextId;
    m_job = Job{id, m_board, limits, m_listener, m_evaluator, m_mpcParams};
    m_busy = true;
    lock.unlock();
    m_wake.notify_all();
    return id;
}

void Engine::stop()
{
    std::lock_guard lock(m_mutex);
    if (m_busy && !m_stop) {
        m_stopReason = StopReason::Stopped;
        m_stop = true;
    }
}

void Engine::waitForSearchFinished()
{
    std::unique_lock lock(m_mutex);
    m_idle.wait(lock, [this] { return !m_busy; });
}

bool Engine::isSearching() const
{
    std::lock_guard lock(m_mutex);
    return m_busy;
}

Result<SearchResult> Engine::think(const SearchLimits& limits)
{
    auto id = go(limits);
    if (!id)
        return id.error();
    std::unique_lock lock(m_mutex);
    m_idle.wait(lock, [&] { return !m_busy || m_lastResult.searchId >= *id; });
    if (m_lastResult.searchId != *id)
        return Error{"the search was superseded by another go() before it finished"};
    return m_lastResult;
}

SearchResult Engine::lastResult() const
{
    std::lock_guard lock(m_mutex);
    return m_lastResult;
}

void Engine::clearHash()
{
    std::unique_lock lock(m_mutex);
    supersede(lock);
    forgetTables();
}

void Engine::forgetTables()
{
    m_tt.clear();
    m_endgame.clear();
}

void Engine::setHashSize(std::size_t mebibytes)
{
    std::unique_lock lock(m_mutex);
    supersede(lock);
    m_tt.resize(mebibytes);
}

void Engine::workerLoop()
{
    if (m_options.onWorkerStart)
        m_options.onWorkerStart();
    for (;;) {
        std::unique_lock lock(m_mutex);
        m_wake.wait(lock, [this] { return m_quit || m_job.has_value(); });
        if (m_quit)
            return;
        const Job job = std::move(*m_job);
        m_job.reset();
        lock.unlock();
        runJob(job);
    }
}

bool Engine::endcutApplies(const Job& job, const MpcParams* mpc)
{
    const SearchLimits& l = job.limits;
    const int empties = job.board.emptyCount();
    if (!mpc || l.multiPv != 1 || !l.fullWindow() || l.endcut == EndcutMode::Off || l.selectivity < 100
        || l.depth != 0 || empties > l.solveEmpties || empties < 2)
        return false;
    if (l.endcut == EndcutMode::Auto && !(l.moveTime > 0 || l.clockRemaining > 0))
        return false;
    // Some fitted empties count must lie below the root for a check to be made.
    for (int e = EndcutMinCheckEmpties; e < empties; ++e)
        for (int d = 0; d <= MpcParams::MaxHeight; ++d)
            if (MpcParams::validEndKey(e, d) && mpc->endFit(e, d).usable())
                return true;
    return false;
}

// ENDCUT iterations (Buro): selective searches to the end at EndcutLevels, then the exact solve,
// all under one time budget (the searches share control.start). Each pass starts from an empty
// midgame table: its bounds hold only at its own confidence and would otherwise cut the next,
// more confident pass short. A stop keeps the last pass that finished.
SearchResult Engine::runEndcut(const Job& job, SearchControl& control)
{
    const int empties = job.board.emptyCount();
    auto onIteration = control.onIteration;
    bool firstPass = true;
    // After the first pass only results to the end are reported (not each pass's short
    // iterations, which would read as the search falling back).
    // Node counts are of the whole ENDCUT search so far, as for one search.
    std::uint64_t nodes = 0;
    auto onProgress = control.onProgress;
    auto forward = [&](const std::function<void(const SearchInfo&)>& to, const SearchInfo& info) {
        if (!(firstPass || info.depth >= empties) || !to)
            return;
        SearchInfo total = info;
        total.nodes += nodes;
        total.nodesPerSecond = total.seconds > 0 ? double(total.nodes) / total.seconds : 0;
        to(total);
    };
    control.onIteration = [&](const SearchInfo& info) { forward(onIteration, info); };
    control.onProgress = [&](const SearchInfo& info) { forward(onProgress, info); };
    std::optional<SearchResult> best;
    SearchResult last;
    bool stopped = false;
    for (double level : EndcutLevels) {
        SearchLimits limits = job.limits;
        limits.selectivity = level;
        limits.selectiveEndgame = true;
        m_tt.clear();
        last = search(job.board, limits, m_tt, *job.evaluator, control, m_options.kernel);
        firstPass = false;
        nodes += last.nodes;
        if (last.depth >= empties)
            best = last;
        if (last.depth < empties || m_stop.load()) {
            stopped = true;
            break;
        }
    }
    if (!stopped) {
        SearchLimits limits = job.limits;
        limits.endcut = EndcutMode::Off;
        m_tt.clear();
        last = search(job.board, limits, m_tt, *job.evaluator, control, m_options.kernel);
        nodes += last.nodes;
        if (last.solved || !best)
            best = last;
    } else if (!best) {
        best = last;
    }
    SearchResult result = *best;
    result.nodes = nodes;
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - control.start).count();
    if (!result.solved)
        result.stopReason
            = last.stopReason == StopReason::Solved ? StopReason::DepthReached : last.stopReason;
    control.onIteration = onIteration;
    control.onProgress = onProgress;
    return result;
}

void Engine::runJob(const Job& job)
{
    using Clock = std::chrono::steady_clock;
    const auto interval = std::chrono::milliseconds(m_options.infoIntervalMs);
    Clock::time_point lastDelivery = Clock::now() - interval;
    std::optional<SearchInfo> pending;
    if (job.limits.freshTables)
        forgetTables();
    // The newest completed iteration, and whether a report from inside a later one was the last
    // thing delivered: the listener's last info before the result is a completed iteration.
    std::optional<SearchInfo> lastCompleted;
    bool progressDelivered = false;
    auto deliver = [&](const SearchInfo& info) {
        lastDelivery = Clock::now();
        progressDelivered = info.inProgress;
        if (job.listener.onInfo)
            job.listener.onInfo(info);
    };

    SearchControl control;
    control.searchId = job.id;
    control.stop = &m_stop;
    control.stopReason = &m_stopReason;
    control.endgame = &m_endgame;
    control.progressInterval = std::chrono::milliseconds(m_options.progressIntervalMs);
    // Iterations that complete faster than the delivery interval are coalesced: the newest one
    // waits and is sent when the interval has passed (checked from the search's poll).
    auto offer = [&](const SearchInfo& info) {
        if (Clock::now() - lastDelivery >= interval) {
            pending.reset();
            deliver(info);
        } else {
            pending = info;
        }
    };
    control.onIteration = [&](const SearchInfo& info) {
        lastCompleted = info;
        offer(info);
    };
    control.onPoll = [&] {
        if (pending && Clock::now() - lastDelivery >= interval) {
            deliver(*pending);
            pending.reset();
        }
    };
    // Reports from inside an iteration never displace a completed iteration still waiting.
    control.onProgress = [&](const SearchInfo& info) {
        if (!pending || pending->inProgress)
            offer(info);
    };
    // Parameters fitted for another evaluation would cut at the wrong places: not used.
    control.mpc = job.mpc && job.mpc->evaluator == job.evaluator->name() ? job.mpc.get() : nullptr;
    if (job.listener.onCutEvent) {
        control.onCutEvent = job.listener.onCutEvent;
        control.maxCutEvents = m_options.maxCutEvents;
    }
    control.start = Clock::now();

    SearchResult result = endcutApplies(job, control.mpc) ? runEndcut(job, control)
        : job.limits.multiPv != 1
        ? searchMultiPv(job.board, job.limits, m_tt, *job.evaluator, control, m_options.kernel)
        : search(job.board, job.limits, m_tt, *job.evaluator, control, m_options.kernel);
    if (pending && !pending->inProgress)
        deliver(*pending);
    else if (progressDelivered && lastCompleted) {
        // With the search's final counts: node counts never go back for the listener.
        SearchInfo last = *lastCompleted;
        last.nodes = std::max(last.nodes, result.nodes);
        last.seconds = std::max(last.seconds, result.seconds);
        last.nodesPerSecond = last.seconds > 0 ? double(last.nodes) / last.seconds : 0;
        deliver(last);
    }
    if (job.listener.onResult)
        job.listener.onResult(result);

    std::lock_guard lock(m_mutex);
    m_lastResult = std::move(result);
    m_busy = false;
    m_idle.notify_all();
}

} // namespace probcut
