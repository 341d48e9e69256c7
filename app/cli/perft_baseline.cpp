#include "app/cli/perft_baseline.h"

#include <initializer_list>

namespace probcut::cli {

namespace {

using U64 = std::uint64_t;

constexpr U64 Inner = 0x7e7e7e7e7e7e7e7eULL; // columns b..g

U64 sh(U64 b, int n, bool left) { return left ? b << n : b >> n; }

// Kogge-Stone occluded fill of `gen` through `pro` along step s (distances 1, 2, 4).
U64 koggeStone(U64 gen, U64 pro, int s, bool left)
{
    gen |= pro & sh(gen, s, left);
    pro &= sh(pro, s, left);
    gen |= pro & sh(gen, 2 * s, left);
    pro &= sh(pro, 2 * s, left);
    gen |= pro & sh(gen, 4 * s, left);
    return gen;
}

U64 baselineMoves(U64 p, U64 o)
{
    static constexpr int steps[4] = {1, 8, 9, 7};
    const U64 empty = ~(p | o);
    U64 moves = 0;
    for (int i = 0; i < 4; ++i) {
        const U64 pro = steps[i] == 8 ? o : o & Inner; // runs may not wrap around an edge
        for (bool left : {true, false}) {
            const U64 run = koggeStone(p, pro, steps[i], left) & pro; // opponent chains next to p
            moves |= sh(run, steps[i], left) & empty;
        }
    }
    return moves;
}

U64 baselineFlips(U64 p, U64 o, int sq)
{
    static constexpr int dc[8] = {1, -1, 0, 0, 1, -1, 1, -1};
    static constexpr int dr[8] = {0, 0, 1, -1, 1, 1, -1, -1};
    U64 flipped = 0;
    const int c0 = sq & 7, r0 = sq >> 3;
    for (int d = 0; d < 8; ++d) {
        U64 line = 0;
        int c = c0 + dc[d], r = r0 + dr[d];
        while (c >= 0 && c < 8 && r >= 0 && r < 8 && (o >> (r * 8 + c) & 1)) {
            line |= U64(1) << (r * 8 + c);
            c += dc[d];
            r += dr[d];
        }
        if (line && c >= 0 && c < 8 && r >= 0 && r < 8 && (p >> (r * 8 + c) & 1))
            flipped |= line;
    }
    return flipped;
}

} // namespace

std::uint64_t baselinePerft(std::uint64_t p, std::uint64_t o, int depth)
{
    if (depth <= 0)
        return 1;
    U64 moves = baselineMoves(p, o);
    if (depth == 1)
        return moves ? U64(__builtin_popcountll(moves)) : 1;
    if (!moves)
        return baselineMoves(o, p) ? baselinePerft(o, p, depth - 1) : 1;
    std::uint64_t total = 0;
    while (moves) {
        const int sq = __builtin_ctzll(moves);
        moves &= moves - 1;
        const U64 f = baselineFlips(p, o, sq);
        total += baselinePerft(o ^ f, p ^ f ^ (U64(1) << sq), depth - 1);
    }
    return total;
}

} // namespace probcut::cli
