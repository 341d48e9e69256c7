#pragma once
// Ray masks used by the flip kernels: for every square, the squares strictly beyond it in each
// of the eight directions. Directions 0..3 move towards higher bit indices (+1 east, +8 south,
// +9 south-east, +7 south-west), 4..7 are their opposites (-1, -8, -9, -7), so a kernel can
// treat the two groups of four with one vector each. Computed at compile time.

#include "engine/core/bitboard.h"

#include <array>

namespace probcut {

struct RayDirection {
    int dc;
    int dr;
};

inline constexpr std::array<RayDirection, 8> RayDirections{{
    {1, 0}, {0, 1}, {1, 1}, {-1, 1},    // increasing bit index
    {-1, 0}, {0, -1}, {-1, -1}, {1, -1} // decreasing bit index
}};

// Absolute bit-index step of each direction (the same for a direction and its opposite).
inline constexpr std::array<int, 4> RayShifts{1, 8, 9, 7};

struct alignas(64) SquareRays {
    Bitboard ray[8];
};

constexpr std::array<SquareRays, 64> makeRays()
{
    std::array<SquareRays, 64> table{};
    for (Square sq = 0; sq < 64; ++sq) {
        for (int d = 0; d < 8; ++d) {
            Bitboard mask = 0;
            int c = columnOf(sq) + RayDirections[d].dc;
            int r = rowOf(sq) + RayDirections[d].dr;
            while (c >= 0 && c < 8 && r >= 0 && r < 8) {
                mask |= squareBit(makeSquare(c, r));
                c += RayDirections[d].dc;
                r += RayDirections[d].dr;
            }
            table[sq].ray[d] = mask;
        }
    }
    return table;
}

inline constexpr std::array<SquareRays, 64> Rays = makeRays();

} // namespace probcut
