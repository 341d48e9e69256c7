// Exposes the AVX2 kernel to the differential test. Compiled for x86-64-v3 and called only
// after avx2KernelSupported().
#include "engine/kernel_avx2.h"

namespace probcut {

Bitboard testAvx2Moves(Bitboard p, Bitboard o) { return Avx2Kernel::moves(p, o); }
Bitboard testAvx2Flips(Bitboard p, Bitboard o, Square sq) { return Avx2Kernel::flips(p, o, sq); }
Bitboard testAvx2FlipsWithReplies(Bitboard p, Bitboard o, Square sq, Bitboard* replies)
{
    return Avx2Kernel::flipsWithReplies(p, o, sq, replies);
}
Bitboard testAvx2FlipsWithBothMoves(Bitboard p, Bitboard o, Square sq, Bitboard* replies, Bitboard* own)
{
    return Avx2Kernel::flipsWithBothMoves(p, o, sq, replies, own);
}
void testAvx2MovesAfter(Bitboard p, Bitboard o, Bitboard f, Square sq, Bitboard* replies, Bitboard* own)
{
    Avx2Kernel::movesAfter(p, o, f, sq, replies, own);
}

} // namespace probcut
