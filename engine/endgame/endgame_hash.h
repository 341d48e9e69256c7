#pragma once
// The endgame solver's hash table: entries, two-slot buckets and the table of one thread (the
// shared main table and its own near and mid tables). The probe and replacement code is in
// EndgameSearch (endgame_impl.h), inside the hot template.

#include "engine/core/lockless_slot.h"
#include "engine/endgame/endgame_tuning.h"

#include <cstdint>

namespace probcut::detail {

constexpr std::uint8_t ExactStrength = 0xff;

// What the table knows about one position: the data word of a slot (EndgameHashSlot).
struct EndgameHashEntry {
    std::int8_t lower = -64;
    std::int8_t upper = 64;
    std::uint8_t move = 0xff;
    std::uint8_t empties = 0; // 0 marks an unused slot (the table never stores n = 0)
    std::uint8_t date = 0;
    // How much the bounds can be trusted: ExactStrength for a full-width search, lower values
    // for the selective (ProbCut) iterations; a search uses bounds only of its strength or above.
    std::uint8_t strength = 0;
    // log2 of the node count of the search that stored the entry (0: a cut-off without a
    // search of the node's moves): which entry a full bucket keeps (EndgameSearch::storeIn).
    std::uint8_t cost = 0;
    std::uint8_t pad = 0;
};
static_assert(sizeof(EndgameHashEntry) == 8);

// Shared by the threads of a parallel solve without locks; zero words: unused.
using EndgameHashSlot = LocklessSlot<EndgameHashEntry>;

// Two-tier bucket: slot 0 keeps the entry whose search cost the most nodes (largest subtree),
// slot 1 takes everything else ("TwoBig" replacement, Breuker, Uiterwijk & van den Herik 1994,
// on the subtree's size rather than on its depth).
struct alignas(32) EndgameHashBucket {
    EndgameHashSlot slot[2];
};
static_assert(sizeof(EndgameHashBucket) == 32);

struct EndgameHashTable {
    EndgameHashBucket* buckets = nullptr;
    std::uint64_t mask = 0;
    std::uint8_t date = 0;
    EndgameHashBucket* near = nullptr;
    std::uint64_t nearMask = 0;
    EndgameHashBucket* mid = nullptr;
    std::uint64_t midMask = 0;

    // The thread's own tables: `local` holds LocalTableBuckets buckets, the near table first.
    void setLocal(EndgameHashBucket* local)
    {
        near = local;
        nearMask = NearTableBuckets - 1;
        mid = local + NearTableBuckets;
        midMask = MidTableBuckets - 1;
    }
};

} // namespace probcut::detail
