#include "engine/eval/weights.h"

#include <cstdlib>
#include <cstring>
#include <string>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace probcut {

namespace detail {

void* allocateHugePageBuffer(std::size_t bytes)
{
    constexpr std::size_t HugePage = std::size_t(2) << 20;
    // Small buffers (tests, tiny stage counts) are not worth a 2 MiB alignment.
    const std::size_t align = bytes >= HugePage / 2 ? HugePage : 64;
    const std::size_t rounded = (bytes + align - 1) / align * align;
    void* p = std::aligned_alloc(align, rounded == 0 ? align : rounded);
    if (!p)
        throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (align == HugePage)
        madvise(p, rounded, MADV_HUGEPAGE); // advice only: failure leaves ordinary pages
#endif
    return p;
}

void freeHugePageBuffer(void* p) noexcept { std::free(p); }

} // namespace detail

namespace {

constexpr char Magic[8] = {'P', 'C', 'P', 'A', 'T', 'W', '\r', '\n'};
constexpr std::size_t HeaderWords = 5 + pattern::FamilyCount + 1;

void putU32(std::vector<std::uint8_t>& b, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        b.push_back(std::uint8_t(v >> (8 * i)));
}
std::uint32_t getU32(const std::uint8_t* p)
{
    return std::uint32_t(p[0]) | (std::uint32_t(p[1]) << 8) | (std::uint32_t(p[2]) << 16)
        | (std::uint32_t(p[3]) << 24);
}

} // namespace

PatternWeights::PatternWeights(int stageCount)
    : m_stageCount(stageCount), m_data(std::size_t(stageCount) * pattern::StageStride, 0)
{
    updateOffsets();
}

void PatternWeights::updateOffsets()
{
    m_stageOffsets.assign(65, 0);
    for (int d = 0; d <= 64; ++d)
        m_stageOffsets[d] = pattern::stageOf(d, m_stageCount) * pattern::StageStride;
}

void PatternWeights::symmetrize()
{
    for (int s = 0; s < m_stageCount; ++s) {
        std::int16_t* w = stage(s);
        for (int f = 0; f < pattern::FamilyCount; ++f) {
            std::int16_t* t = w + pattern::FamilyOffset[f];
            const int n = pattern::pow3(pattern::Families[f].size);
            for (int i = 0; i < n; ++i) {
                const int m = pattern::mirrorIndex(f, i);
                if (m > i)
                    t[m] = t[i];
            }
        }
    }
}

std::vector<std::uint8_t> PatternWeights::serialize() const
{
    std::vector<std::uint8_t> b(Magic, Magic + 8);
    putU32(b, FormatVersion);
    putU32(b, pattern::PatternSetId);
    putU32(b, std::uint32_t(m_stageCount));
    putU32(b, EvalScale);
    putU32(b, pattern::FamilyCount);
    for (int f = 0; f < pattern::FamilyCount; ++f)
        putU32(b, std::uint32_t(pattern::pow3(pattern::Families[f].size)));
    putU32(b, pattern::StageStride);
    b.reserve(b.size() + m_data.size() * 2 + 8);
    for (std::int16_t w : m_data) {
        b.push_back(std::uint8_t(std::uint16_t(w)));
        b.push_back(std::uint8_t(std::uint16_t(w) >> 8));
    }
    const std::uint64_t h = fnv1a64(b);
    for (int i = 0; i < 8; ++i)
        b.push_back(std::uint8_t(h >> (8 * i)));
    return b;
}

Result<PatternWeights> PatternWeights::parse(std::span<const std::uint8_t> bytes, std::string_view sourceName)
{
    const std::string pre = sourceName.empty() ? std::string("weights: ") : std::string(sourceName) + ": ";
    const std::size_t headerSize = 8 + 4 * HeaderWords;
    if (bytes.size() < 8 || std::memcmp(bytes.data(), Magic, 8) != 0)
        return Error{pre + "not a ProbCut pattern-weights file (bad magic)"};
    if (bytes.size() < headerSize + 8)
        return Error{pre + "truncated header (" + std::to_string(bytes.size()) + " bytes)"};
    const std::uint8_t* p = bytes.data() + 8;
    const std::uint32_t version = getU32(p), setId = getU32(p + 4), stages = getU32(p + 8),
                        scale = getU32(p + 12), families = getU32(p + 16);
    if (version != FormatVersion)
        return Error{pre + "format version " + std::to_string(version)
            + " is not supported (this build reads " + std::to_string(FormatVersion) + ")"};
    // A file of the patterns-only set "LOG1" has the same tables up to parity and no global
    // mobility tables after it.
    const bool patternsOnly = setId == pattern::PatternSetIdPatternsOnly;
    if (setId != pattern::PatternSetId && !patternsOnly)
        return Error{pre + "made for another pattern set (id " + std::to_string(setId) + ", expected "
            + std::to_string(pattern::PatternSetId) + ")"};
    const std::size_t fileStride = patternsOnly ? std::size_t(pattern::MobilityOffset) : pattern::StageStride;
    if (!pattern::validStageCount(int(stages)))
        return Error{pre + "stage count " + std::to_string(stages) + " is not a divisor of 60"};
    if (scale != EvalScale)
        return Error{
            pre + "weights in 1/" + std::to_string(scale) + " disc, expected 1/" + std::to_string(EvalScale)};
    if (families != pattern::FamilyCount)
        return Error{pre + std::to_string(families) + " pattern families, expected "
            + std::to_string(pattern::FamilyCount)};
    for (int f = 0; f < pattern::FamilyCount; ++f) {
        const std::uint32_t size = getU32(p + 20 + 4 * f);
        if (size != std::uint32_t(pattern::pow3(pattern::Families[f].size)))
            return Error{pre + "table of " + pattern::Families[f].name + " has " + std::to_string(size)
                + " entries, expected " + std::to_string(pattern::pow3(pattern::Families[f].size))};
    }
    if (getU32(p + 20 + 4 * pattern::FamilyCount) != std::uint32_t(fileStride))
        return Error{pre + "weights per stage do not match this pattern set"};
    const std::size_t payload = std::size_t(stages) * fileStride * 2;
    if (bytes.size() != headerSize + payload + 8) {
        return Error{pre + "size " + std::to_string(bytes.size()) + " bytes, expected "
            + std::to_string(headerSize + payload + 8)
            + (bytes.size() < headerSize + payload + 8 ? " (truncated)" : " (trailing data)")};
    }
    const std::uint64_t stored = std::uint64_t(getU32(bytes.data() + headerSize + payload))
        | (std::uint64_t(getU32(bytes.data() + headerSize + payload + 4)) << 32);
    if (fnv1a64(bytes.first(headerSize + payload)) != stored)
        return Error{pre + "checksum mismatch (the file is corrupt)"};
    PatternWeights w{int(stages)};
    const std::uint8_t* d = bytes.data() + headerSize;
    for (std::size_t s = 0; s < stages; ++s)
        for (std::size_t i = 0; i < fileStride; ++i, d += 2)
            w.stage(int(s))[i] = std::int16_t(std::uint16_t(d[0] | (d[1] << 8)));
    return w;
}

} // namespace probcut
