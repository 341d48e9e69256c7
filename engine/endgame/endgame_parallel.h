#pragma once
// The shared state of a parallel endgame solve (Young Brothers Wait): split points, each
// thread's slot and the solve's pool.

#include "engine/core/bitboard.h"
#include "engine/endgame/endgame_order.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>

namespace probcut::detail {

// A node whose remaining moves several threads search: after its first move is searched (the
// eldest brother), a node with enough empties publishes itself, and idle threads take its other
// moves one at a time (Feldmann, Mysliwietz & Monien 1994). It lives in its owner's slot array
// for the whole solve, so a thread that read a stale pointer finds an inactive split point, never
// freed memory. lock()/unlock() are out of line in endgame.cpp (no library inline code shared
// between the kernel units).
struct EndgameSplitPoint {
    void lock();
    void unlock();

    std::mutex mutex;
    // Set by the owner under the lock before the split point is published, constant while active.
    EndgameSplitPoint* parent = nullptr; // the split point the owner was working under
    Bitboard player = 0;
    Bitboard opponent = 0;
    int beta = 0;
    int empties = 0;
    unsigned parity = 0;
    EndgameMove* list = nullptr; // on the owner's stack; read under the lock
    int count = 0;
    int alpha0 = 0;
    int cutMargin = 0; // the pass the owner is in (EndgameSearch::m_cutMargin, m_cutT, m_strength)
    float cutT = 0;
    std::uint8_t strength = 0;
    // Under the lock.
    bool active = false;
    int next = 0; // the next move of `list` to search
    int alpha = 0;
    int best = 0;
    int bestSq = 0;
    std::uint64_t taint = 0; // the helpers' EndgameSearch::m_taint increments
    // Atomic: read without the lock (by waiting owners, polls and idle threads' scans).
    std::atomic<int> helpers{0};       // threads other than the owner working here
    std::atomic<bool> cut{false};      // a beta cut-off or the owner's abort: everyone leaves
    std::atomic<bool> hasMoves{false}; // a hint for the scans: moves left to take
};

// Each thread's split points (a stack: nested splits of one thread are nested in its tree) and
// its node count as of its last poll (for the progress reports).
struct EndgameThreadSlot {
    static constexpr int MaxSplits = 16;
    std::array<EndgameSplitPoint, MaxSplits> splits;
    std::atomic<int> splitCount{0};
    std::atomic<std::uint64_t> nodes{0};
};

struct EndgameParallel {
    EndgameThreadSlot* threads = nullptr;
    int threadCount = 0;
    std::atomic<int> idle{0};      // threads looking for work (helpers, and owners waiting)
    std::atomic<bool> quit{false}; // the solve is over: helpers leave
};

} // namespace probcut::detail
