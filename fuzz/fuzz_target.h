#pragma once
// Shared by every fuzz target in fuzz/: the libFuzzer entry point each target defines, and
// FUZZ_CHECK, a consistency check that aborts in every build type (assert() is compiled out in
// Release, where the corpus-replay tests run). Built two ways (fuzz/CMakeLists.txt): with
// PROBCUT_FUZZ=ON under clang's libFuzzer + ASan + UBSan, and otherwise as a plain executable
// whose main() (replay_main.cpp) replays the corpus plus a few thousand mutations in ctest.

#include <cinttypes>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace probcut::fuzz {

[[noreturn]] inline void checkFailed(const char* what, const char* file, int line)
{
    std::fprintf(stderr, "%s:%d: fuzz check failed: %s\n", file, line, what);
    std::fflush(stderr);
    std::abort();
}

inline std::string_view text(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// Text formats that end in a "checksum <16 hex digits>" line over everything before it (MPC
// parameters and samples): rewrites the digits of the last such line to the right value so
// that mutations of the records get past the checksum and reach the record checks.
template <class Hash>
void fixTrailingChecksum(std::string& text, Hash hash)
{
    const std::size_t at = text.rfind("\nchecksum ");
    if (at == std::string::npos || text.size() < at + 10 + 16)
        return;
    char digits[17];
    std::snprintf(
        digits, sizeof digits, "%016" PRIx64, std::uint64_t(hash(std::string_view(text).substr(0, at + 1))));
    text.replace(at + 10, 16, digits);
}

} // namespace probcut::fuzz

#define FUZZ_CHECK(cond)                                                                                     \
    do {                                                                                                     \
        if (!(cond))                                                                                         \
            ::probcut::fuzz::checkFailed(#cond, __FILE__, __LINE__);                                         \
    } while (0)
