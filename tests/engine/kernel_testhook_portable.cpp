// Stand-in for builds without the AVX2 units: the test never calls these there.
#include "engine/bitboard.h"

namespace probcut {

Bitboard testAvx2Moves(Bitboard, Bitboard) { return 0; }
Bitboard testAvx2Flips(Bitboard, Bitboard, Square) { return 0; }
Bitboard testAvx2FlipsWithReplies(Bitboard, Bitboard, Square, Bitboard*) { return 0; }

} // namespace probcut
