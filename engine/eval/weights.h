#pragma once
// One trained weight set of the pattern evaluation (pattern.h): integer weights in EvalScale
// units (1/128 disc) for every stage, and the versioned binary file they are shipped in
// (resources/weights/). Loading checks the magic, format version, pattern-set id, stage count,
// table sizes, payload size and a 64-bit FNV-1a checksum, so a corrupt, truncated or
// mismatched file is refused with a message saying which. Written by `probcut train fit`,
// read by the evaluator, `probcut eval` and the studio.

#include "engine/core/fnv1a.h"
#include "engine/core/result.h"
#include "engine/eval/pattern.h"

#include <cstddef>
#include <cstdint>
#include <new>
#include <span>
#include <string_view>
#include <vector>

namespace probcut {

namespace detail {
// Allocates the weights 2 MiB-aligned and asks the kernel for transparent huge pages (Linux,
// where THP is usually in "madvise" mode): the evaluation reads ~46 scattered entries of a
// 330 KB stage per call, and with 4 KiB pages most of them also miss the first-level TLB.
// Elsewhere, or when the advice is refused, plain pages are used (same values, slower).
void* allocateHugePageBuffer(std::size_t bytes);
void freeHugePageBuffer(void* p) noexcept;

template <class T>
struct HugePageAllocator {
    using value_type = T;
    HugePageAllocator() = default;
    template <class U>
    HugePageAllocator(const HugePageAllocator<U>&) noexcept
    {
    }
    T* allocate(std::size_t n) { return static_cast<T*>(allocateHugePageBuffer(n * sizeof(T))); }
    void deallocate(T* p, std::size_t) noexcept { freeHugePageBuffer(p); }
    template <class U>
    bool operator==(const HugePageAllocator<U>&) const noexcept
    {
        return true;
    }
};
} // namespace detail

class PatternWeights {
public:
    // Format of the file (all integers little-endian):
    //   8 bytes  magic "PCPATW\r\n" (the CR LF catches text-mode mangling)
    //   u32 format version (1), u32 pattern-set id, u32 stage count, u32 units per disc (128),
    //   u32 family count, u32 table size of each family, u32 weights per stage,
    //   i16 weights[stage count][weights per stage],
    //   u64 FNV-1a of every preceding byte.
    // Files of the patterns-only set (pattern::PatternSetIdPatternsOnly, weights per stage up to
    // the parity weights) are read too, their mobility and potential-mobility tables zero; files
    // are always written with the current set.
    static constexpr std::uint32_t FormatVersion = 1;

    explicit PatternWeights(int stageCount = pattern::DefaultStageCount);

    int stageCount() const { return m_stageCount; }
    std::int16_t* stage(int s) { return m_data.data() + std::size_t(s) * pattern::StageStride; }
    const std::int16_t* stage(int s) const { return m_data.data() + std::size_t(s) * pattern::StageStride; }
    std::span<std::int16_t> all() { return m_data; }
    std::span<const std::int16_t> all() const { return m_data; }

    // The hot evaluator over these weights (valid while this object lives and is not moved).
    PatternEval eval() const { return PatternEval{m_data.data(), m_stageOffsets.data()}; }

    // Makes every configuration equal to its mirror image (pattern::mirrorIndex), which is what
    // makes the evaluation symmetric; training output is already symmetric.
    void symmetrize();

    std::vector<std::uint8_t> serialize() const;
    // `sourceName` (a file name) prefixes error messages.
    static Result<PatternWeights> parse(
        std::span<const std::uint8_t> bytes, std::string_view sourceName = {});

private:
    void updateOffsets();
    int m_stageCount;
    std::vector<std::int16_t, detail::HugePageAllocator<std::int16_t>> m_data;
    std::vector<std::int32_t> m_stageOffsets; // 65 entries, by disc count
};

} // namespace probcut
