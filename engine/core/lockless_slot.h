#pragma once
// One hash-table slot shared by the threads of a parallel search without locks: an 8-byte entry
// stored as one word beside the key XORed with it (Hyatt & Mann 2002, "A lockless transposition
// table implementation"). Both words are relaxed atomics; a slot torn by two writers no longer
// decodes to the probed key and reads as a miss. The search's transposition table and the
// endgame solver's table both use it, each with its own entry layout and replacement rule.
//
// Every member is forced inline: this header is compiled into units built for different
// instruction sets (kernel.h), so no out-of-line copy may be shared between them.

#include <atomic>
#include <bit>
#include <cstdint>
#include <type_traits>

namespace probcut {

template <class Entry>
struct LocklessSlot {
    static_assert(sizeof(Entry) == 8 && std::is_trivially_copyable_v<Entry>);

    std::uint64_t check = 0; // key ^ data
    std::uint64_t data = 0;  // std::bit_cast of an Entry

    // The slot's entry, whatever key it belongs to.
    [[gnu::always_inline]] Entry entry() const { return std::bit_cast<Entry>(word(data)); }
    // Whether `e`, read from this slot, belongs to `key`.
    [[gnu::always_inline]] bool holds(std::uint64_t key, const Entry& e) const
    {
        return (word(check) ^ std::bit_cast<std::uint64_t>(e)) == key;
    }
    // The entry when the slot holds `key`.
    [[gnu::always_inline]] bool load(std::uint64_t key, Entry& e) const
    {
        const std::uint64_t d = word(data);
        if ((word(check) ^ d) != key)
            return false;
        e = std::bit_cast<Entry>(d);
        return true;
    }
    [[gnu::always_inline]] void store(std::uint64_t key, const Entry& e)
    {
        const auto d = std::bit_cast<std::uint64_t>(e);
        put(data, d);
        put(check, key ^ d);
    }
    // Copies another slot's words as they are (a torn copy stays a miss).
    [[gnu::always_inline]] void copyFrom(const LocklessSlot& other)
    {
        put(data, word(other.data));
        put(check, word(other.check));
    }

private:
    [[gnu::always_inline]] static std::uint64_t word(const std::uint64_t& w)
    {
        return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(w)).load(std::memory_order_relaxed);
    }
    [[gnu::always_inline]] static void put(std::uint64_t& w, std::uint64_t v)
    {
        std::atomic_ref<std::uint64_t>(w).store(v, std::memory_order_relaxed);
    }
};

} // namespace probcut
