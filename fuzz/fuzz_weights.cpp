// PatternWeights::parse on arbitrary bytes. A real weights file is hundreds of kilobytes of
// checksummed payload, which a fuzzer cannot reach by mutation, so the input is used two ways:
// as the whole file, and (when the first byte says so, see below) as a header whose file the target
// completes -- payload padded with zeros or cut to one stage's size,
// checksum recomputed -- so the checks behind the checksum and the copy of the weights run too.
// A parsed set must serialize back to the bytes it came from and evaluate without fault.
#include "engine/core/board.h"
#include "engine/eval/weights.h"
#include "fuzz/fuzz_target.h"

#include <algorithm>
#include <cstring>

using namespace probcut;

namespace {

void check(std::span<const std::uint8_t> bytes)
{
    const auto w = PatternWeights::parse(bytes, "fuzz.pcw");
    if (!w) {
        FUZZ_CHECK(!w.error().message.empty());
        return;
    }
    const std::vector<std::uint8_t> again = w->serialize();
    FUZZ_CHECK(again.size() == bytes.size() && std::equal(again.begin(), again.end(), bytes.begin()));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    check({data, size});
    // Completing costs a checksum over 330 KB: done for one flagged input in 16 (chosen by a
    // hash of the input, so the choice is reproducible), which keeps the fuzzer fast while the
    // path behind the checksum is still exercised.
    if (size < 2 || (data[0] & 1) == 0 || fnv1a64({data, size}) % 16 != 0)
        return 0;
    // Complete the header in data[1..] into a file of the size it announces.
    constexpr std::size_t HeaderSize = 8 + 4 * (6 + pattern::FamilyCount);
    std::vector<std::uint8_t> file(data + 1, data + size);
    if (file.size() < HeaderSize)
        return 0;
    std::uint32_t stages = 0;
    std::memcpy(&stages, file.data() + 16, 4); // little-endian hosts only (x86-64)
    if (stages != 1) // a stage is 330 KB: completing bigger files would slow the fuzzer down
        return 0;
    file.resize(HeaderSize + std::size_t(pattern::StageStride) * 2); // zero-padded payload
    const std::uint64_t sum = fnv1a64(file);
    for (int k = 0; k < 8; ++k)
        file.push_back(std::uint8_t(sum >> (8 * k)));
    check(file);
    return 0;
}
