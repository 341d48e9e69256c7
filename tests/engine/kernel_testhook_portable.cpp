// Stand-ins for builds without the AVX2 or AVX-512 units: the test never calls these there.
#include "engine/bitboard.h"

namespace probcut {

#if !defined(PROBCUT_HAVE_AVX2)
Bitboard testAvx2Moves(Bitboard, Bitboard) { return 0; }
Bitboard testAvx2Flips(Bitboard, Bitboard, Square) { return 0; }
Bitboard testAvx2FlipsWithReplies(Bitboard, Bitboard, Square, Bitboard*) { return 0; }
Bitboard testAvx2FlipsWithBothMoves(Bitboard, Bitboard, Square, Bitboard*, Bitboard*) { return 0; }
void testAvx2MovesAfter(Bitboard, Bitboard, Bitboard, Square, Bitboard*, Bitboard*) {}
#endif
#if !defined(PROBCUT_HAVE_AVX512)
Bitboard testAvx512Moves(Bitboard, Bitboard) { return 0; }
Bitboard testAvx512Flips(Bitboard, Bitboard, Square) { return 0; }
Bitboard testAvx512FlipsWithReplies(Bitboard, Bitboard, Square, Bitboard*) { return 0; }
Bitboard testAvx512FlipsWithBothMoves(Bitboard, Bitboard, Square, Bitboard*, Bitboard*) { return 0; }
void testAvx512MovesAfter(Bitboard, Bitboard, Bitboard, Square, Bitboard*, Bitboard*) {}
#endif

} // namespace probcut
