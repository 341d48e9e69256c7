#pragma once
// FNV-1a, 64 bits (Fowler, Noll, Vo): the checksum of the weights file and of the MPC text
// files. Not a cryptographic hash: it catches damage, not tampering.

#include <cstdint>
#include <span>
#include <string_view>

namespace probcut {

inline std::uint64_t fnv1a64(std::span<const std::uint8_t> bytes)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (std::uint8_t c : bytes) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

inline std::uint64_t fnv1a64(std::string_view text)
{
    return fnv1a64(std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()));
}

} // namespace probcut
