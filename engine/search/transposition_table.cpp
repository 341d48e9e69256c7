#include "engine/search/transposition_table.h"

#include <algorithm>
#include <atomic>
#include <bit>

namespace probcut {

TranspositionTable::TranspositionTable(std::size_t mebibytes) { resize(mebibytes); }

void TranspositionTable::resize(std::size_t mebibytes)
{
    const std::size_t bytes = std::max<std::size_t>(mebibytes, 0) << 20;
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(TtBucket) <= bytes)
        buckets *= 2;
    m_buckets.reset(); // free first so peak memory is one table
    m_buckets = std::make_unique<TtBucket[]>(buckets);
    m_mask = buckets - 1;
    m_age = 0;
}

void TranspositionTable::clear()
{
    std::fill_n(m_buckets.get(), m_mask + 1, TtBucket{});
    m_age = 0;
}

int TranspositionTable::hashfull() const
{
    const std::size_t n = std::min<std::size_t>(1000, m_mask + 1);
    int used = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (const TtSlot& slot : m_buckets[i].entry) {
            const TtEntry e = slot.entry(); // one relaxed word: a search may be writing
            used += e.used && e.age == m_age;
        }
    return int(used * 1000 / (n * TtBucket::Ways));
}

} // namespace probcut
