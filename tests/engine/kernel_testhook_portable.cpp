// Stand-ins for builds without the AVX2 or AVX-512 units: the test never calls these there.
#include "kernel_testhook.h"

namespace probcut {

namespace {
struct AbsentKernel {
    static Bitboard moves(Bitboard, Bitboard) { return 0; }
    static Bitboard flips(Bitboard, Bitboard, Square) { return 0; }
    static Bitboard flipsWithReplies(Bitboard, Bitboard, Square, Bitboard*) { return 0; }
    static Bitboard flipsWithBothMoves(Bitboard, Bitboard, Square, Bitboard*, Bitboard*) { return 0; }
    static void movesAfter(Bitboard, Bitboard, Bitboard, Square, Bitboard*, Bitboard*) {}
};
} // namespace

#if !defined(PROBCUT_HAVE_AVX2)
PROBCUT_KERNEL_TEST_HOOKS(Avx2, AbsentKernel)
#endif
#if !defined(PROBCUT_HAVE_AVX512)
PROBCUT_KERNEL_TEST_HOOKS(Avx512, AbsentKernel)
#endif

} // namespace probcut
