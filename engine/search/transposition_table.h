#pragma once
// The transposition table shared by the iterations of a search and by successive searches of
// one game: 64-byte buckets of four 16-byte entries (one cache line per probe), full 64-bit key
// verification, both a lower and an upper bound per entry (so MTD(f)'s null-window passes and
// NegaScout's re-searches reuse each other's work, Plaat et al. 1996), and replacement that
// prefers empty slots, then entries from older searches, then the shallowest. Owned by the
// Engine (one per engine) and used by the search's hot code only through the K-templated
// accessors below, which keep the AVX2 and portable instantiations apart (kernel.h).

#include "engine/core/lockless_slot.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace probcut {

// What the table knows about one position: the data word of a slot (TtSlot).
struct TtEntry {
    std::int16_t lower = 0;
    std::int16_t upper = 0;
    std::uint8_t move = 0xff; // 0xff: none
    std::uint8_t depth = 0;
    std::uint8_t age = 0;
    std::uint8_t used = 0;
};
static_assert(sizeof(TtEntry) == 8);

// Shared without locks by the threads of a lazy-SMP search.
using TtSlot = LocklessSlot<TtEntry>;

struct alignas(64) TtBucket {
    static constexpr int Ways = 4;
    TtSlot entry[Ways];
};
static_assert(sizeof(TtBucket) == 64);

struct TtHit {
    int lower;
    int upper;
    int depth; // TranspositionTable::SolvedDepth when the bounds are game-theoretic
    int move;  // a square, PassMove, or -1
};

class TranspositionTable {
public:
    // Depth recorded for results that searched to the end of the game: valid at any depth.
    static constexpr int SolvedDepth = 127;
    static constexpr std::uint8_t NoMove = 0xff;

    explicit TranspositionTable(std::size_t mebibytes = 16);

    // Rounds down to a power of two number of buckets (at least one); clears the table.
    void resize(std::size_t mebibytes);
    void clear();
    // Called at the start of each search: entries of older searches become first to replace.
    void newSearch() { ++m_age; }
    std::size_t sizeBytes() const { return (m_mask + 1) * sizeof(TtBucket); }
    std::size_t bucketCount() const { return m_mask + 1; }
    // Per mille of the first 1000 buckets' entries written in the current search.
    int hashfull() const;

    template <class K>
    void prefetch(std::uint64_t key) const
    {
        __builtin_prefetch(&m_buckets[key & m_mask]);
    }

    template <class K>
    bool probe(std::uint64_t key, TtHit& hit) const
    {
        const TtBucket& b = m_buckets[key & m_mask];
        for (int i = 0; i < TtBucket::Ways; ++i) {
            TtEntry e;
            if (b.entry[i].load(key, e) && e.used) {
                hit.lower = e.lower;
                hit.upper = e.upper;
                hit.depth = e.depth;
                hit.move = e.move == NoMove ? -1 : e.move;
                return true;
            }
        }
        return false;
    }

    // Records lower <= score <= upper at `depth`; `move` is the best or refuting move or -1.
    template <class K>
    void store(std::uint64_t key, int depth, int lower, int upper, int move)
    {
        TtBucket& b = m_buckets[key & m_mask];
        const std::uint8_t mv = move < 0 ? NoMove : std::uint8_t(move);
        TtSlot* victim = nullptr;
        int victimRank = 1 << 30;
        for (int i = 0; i < TtBucket::Ways; ++i) {
            TtSlot& slot = b.entry[i];
            TtEntry e = slot.entry();
            if (e.used && slot.holds(key, e)) {
                if (depth > e.depth || e.age != m_age) {
                    e.lower = std::int16_t(lower);
                    e.upper = std::int16_t(upper);
                    e.depth = std::uint8_t(depth);
                } else if (depth == e.depth) {
                    // Same depth: intersect the bounds; if searches disagree (instability),
                    // trust the newest.
                    const int lo = lower > e.lower ? lower : e.lower;
                    const int up = upper < e.upper ? upper : e.upper;
                    e.lower = std::int16_t(lo <= up ? lo : lower);
                    e.upper = std::int16_t(lo <= up ? up : upper);
                }
                if (mv != NoMove && depth >= e.depth)
                    e.move = mv;
                else if (e.move == NoMove)
                    e.move = mv;
                e.age = m_age;
                slot.store(key, e);
                return;
            }
            // Rank: empty < older search < shallower.
            const int rank = !e.used ? -1 : (e.age == m_age ? 256 : 0) + e.depth;
            if (rank < victimRank) {
                victimRank = rank;
                victim = &slot;
            }
        }
        TtEntry e;
        e.lower = std::int16_t(lower);
        e.upper = std::int16_t(upper);
        e.depth = std::uint8_t(depth);
        e.move = mv;
        e.age = m_age;
        e.used = 1;
        victim->store(key, e);
    }

private:
    std::unique_ptr<TtBucket[]> m_buckets;
    std::size_t m_mask = 0;
    std::uint8_t m_age = 0;
};

} // namespace probcut
