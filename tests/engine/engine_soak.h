#pragma once
// The Engine facade's soak: many random go/stop/setPosition cycles on one Engine, checking that
// no call deadlocks (a watchdog aborts with a message when no cycle completes for a while),
// that every search started reports exactly one result, in order, and measuring the process's
// resident memory before and after. Shared by the short test in the suite (test_engine_soak)
// and the long run (soak_engine, scripts/soak.sh engine).

#include "engine/core/board.h"
#include "engine/engine.h"
#include "tests/random_games.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <random>
#include <string>
#include <thread>

namespace probcut::soak {

struct SoakReport {
    int cycles = 0;
    int started = 0;      // go() calls that started a search
    int refused = 0;      // go() calls refused (a side that must pass, bad limits on purpose)
    int results = 0;      // onResult deliveries
    int outOfOrder = 0;   // results whose search id did not increase
    int badPositions = 0; // impossible positions that setPosition failed to refuse
    long rssStartKb = 0;  // VmRSS after the warm-up cycles (see runEngineSoak)
    long rssEndKb = 0;    // VmRSS after the last cycle
    double seconds = 0;
};

// VmRSS of this process in KiB (0 where /proc is not there).
inline long residentKb()
{
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::atol(line.c_str() + 6);
    }
    return 0;
}

// VmRSS with the engine idle and its tables at their initial size, every page touched
// (clearHash writes them all), so two samples differ only by what was leaked or kept.
inline long settledResidentKb(Engine& engine)
{
    engine.stop();
    engine.waitForSearchFinished();
    engine.setHashSize(4);
    engine.clearHash();
    return residentKb();
}

// Runs `cycles` cycles. Each sets a position (now and then an impossible one, which must be
// refused), starts a search with random limits, and ends it a random way: stop(), stop() twice
// and wait, a short sleep then stop(), a blocking think(), superseding by the next
// setPosition() or go(), clearHash() or setHashSize() during the search. `watchdogSeconds`
// without a completed cycle aborts the process: a deadlock must not hang a test run silently.
inline SoakReport runEngineSoak(int cycles, unsigned seed, double watchdogSeconds = 30)
{
    using Clock = std::chrono::steady_clock;
    SoakReport report;
    std::mutex mutex;
    SearchId lastId = 0;
    Engine engine(EngineOptions{4, 4});
    SearchListener listener;
    listener.onResult = [&](const SearchResult& r) {
        std::lock_guard lock(mutex);
        ++report.results;
        if (r.searchId <= lastId)
            ++report.outOfOrder;
        lastId = r.searchId;
    };
    engine.setListener(listener);

    std::atomic<int> done{0};
    std::mutex watchMutex;
    std::condition_variable watchWake;
    bool finished = false;
    std::thread watchdog([&] {
        std::unique_lock lock(watchMutex);
        int seen = -1;
        while (!finished) {
            if (watchWake.wait_for(
                    lock, std::chrono::duration<double>(watchdogSeconds), [&] { return finished; }))
                break;
            const int now = done.load();
            if (now == seen) {
                std::fprintf(stderr, "engine soak: no cycle completed for %.0f s after %d cycles: deadlock\n",
                    watchdogSeconds, now);
                std::abort();
            }
            seen = now;
        }
    });

    std::mt19937 rng(seed);
    auto pick = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    // Allocator pools and thread stacks settle during the first searches: the memory "at the
    // start" is taken after a tenth of the cycles (at most 200).
    const int warmUp = std::max(1, std::min(200, cycles / 10));
    const auto t0 = Clock::now();
    for (int i = 0; i < cycles; ++i) {
        if (pick(0, 49) == 0) {
            // Overlapping discs: must be refused, and must not disturb a running search.
            Board bad = Board::initial();
            bad.opponent |= bad.player;
            if (!engine.setPosition(bad))
                ++report.badPositions;
        }
        const Board board = test::randomPlayout<test::Pick::Uniform>(rng, pick(0, 58));
        if (engine.setPosition(board))
            ++report.badPositions;
        SearchLimits limits;
        switch (pick(0, 4)) {
        case 0: limits.depth = pick(1, 6); break;
        case 1: limits.moveTime = pick(1, 5) / 1000.0; break;
        case 2: limits.nodes = std::uint64_t(pick(100, 20000)); break;
        case 3: break; // unlimited: ended by stop() or superseded below (or solved quickly)
        case 4:
            limits.clockRemaining = pick(10, 200) / 1000.0;
            limits.clockIncrement = 0.001;
            break;
        }
        limits.solveEmpties = pick(0, 2) * 6; // 0, 6 or 12 empties: keep waits short
        if (pick(0, 3) == 0)
            limits.algorithm = SearchAlgorithm::Mtdf;
        const bool unlimited
            = limits.depth == 0 && limits.moveTime == 0 && limits.nodes == 0 && limits.clockRemaining == 0;
        int ending = pick(0, 7);
        if (ending == 3 && unlimited)
            ending = 0; // a blocking think() needs a limit
        if (ending == 3) {
            limits.depth = std::min(limits.depth == 0 ? 3 : limits.depth, 4);
            const auto r = engine.think(limits);
            if (r.ok())
                ++report.started;
            else
                ++report.refused;
        } else {
            if (engine.go(limits).ok())
                ++report.started;
            else
                ++report.refused;
            switch (ending) {
            case 0: engine.stop(); break;
            case 1:
                engine.stop();
                engine.stop();
                engine.waitForSearchFinished();
                break;
            case 2:
                std::this_thread::sleep_for(std::chrono::microseconds(pick(0, 2000)));
                engine.stop();
                break;
            case 4: break; // the next cycle's setPosition supersedes it
            case 5:
                if (engine.go(limits).ok()) // supersedes the first search of this position
                    ++report.started;
                else
                    ++report.refused;
                if (unlimited)
                    engine.stop();
                break;
            case 6:
                if (pick(0, 1))
                    engine.clearHash();
                else
                    engine.setHashSize(std::size_t(pick(1, 4)));
                break;
            case 7:
                (void)engine.isSearching();
                (void)engine.lastResult();
                engine.stop();
                break;
            }
        }
        done.fetch_add(1);
        if (i == warmUp - 1)
            report.rssStartKb = settledResidentKb(engine);
    }
    engine.stop();
    engine.waitForSearchFinished();
    report.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    report.cycles = done.load();
    report.rssEndKb = settledResidentKb(engine);
    {
        std::lock_guard lock(watchMutex);
        finished = true;
    }
    watchWake.notify_all();
    watchdog.join();
    std::lock_guard lock(mutex);
    return report;
}

} // namespace probcut::soak
