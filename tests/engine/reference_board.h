#pragma once
// A slow, obviously-correct Othello board (a grid of cells, walking each direction square by
// square) that the fast kernels are tested against. Test-only code.

#include "engine/core/bitboard.h"

#include <array>
#include <cstdint>

namespace probcut::test {

struct ReferenceBoard {
    // 0 empty, 1 side to move, 2 opponent
    std::array<int, 64> cell{};

    static ReferenceBoard fromBitboards(Bitboard p, Bitboard o)
    {
        ReferenceBoard r;
        for (int s = 0; s < 64; ++s)
            r.cell[s] = (p >> s & 1) ? 1 : (o >> s & 1) ? 2 : 0;
        return r;
    }

    Bitboard flips(int sq) const
    {
        if (cell[sq] != 0)
            return 0;
        Bitboard all = 0;
        for (int dr = -1; dr <= 1; ++dr) {
            for (int dc = -1; dc <= 1; ++dc) {
                if (!dr && !dc)
                    continue;
                Bitboard line = 0;
                int r = sq / 8 + dr, c = sq % 8 + dc;
                while (r >= 0 && r < 8 && c >= 0 && c < 8 && cell[r * 8 + c] == 2) {
                    line |= Bitboard(1) << (r * 8 + c);
                    r += dr;
                    c += dc;
                }
                if (line && r >= 0 && r < 8 && c >= 0 && c < 8 && cell[r * 8 + c] == 1)
                    all |= line;
            }
        }
        return all;
    }

    Bitboard moves() const
    {
        Bitboard m = 0;
        for (int s = 0; s < 64; ++s)
            if (flips(s))
                m |= Bitboard(1) << s;
        return m;
    }
};

} // namespace probcut::test
