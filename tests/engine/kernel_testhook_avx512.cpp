// Exposes the AVX-512 kernel to the differential test. Compiled for x86-64-v4 and called only
// after avx512KernelSupported().
#include "engine/kernel_avx512.h"

namespace probcut {

Bitboard testAvx512Moves(Bitboard p, Bitboard o) { return Avx512Kernel::moves(p, o); }
Bitboard testAvx512Flips(Bitboard p, Bitboard o, Square sq) { return Avx512Kernel::flips(p, o, sq); }
Bitboard testAvx512FlipsWithReplies(Bitboard p, Bitboard o, Square sq, Bitboard* replies)
{
    return Avx512Kernel::flipsWithReplies(p, o, sq, replies);
}
Bitboard testAvx512FlipsWithBothMoves(Bitboard p, Bitboard o, Square sq, Bitboard* replies, Bitboard* own)
{
    return Avx512Kernel::flipsWithBothMoves(p, o, sq, replies, own);
}
void testAvx512MovesAfter(Bitboard p, Bitboard o, Bitboard f, Square sq, Bitboard* replies, Bitboard* own)
{
    Avx512Kernel::movesAfter(p, o, f, sq, replies, own);
}

} // namespace probcut
