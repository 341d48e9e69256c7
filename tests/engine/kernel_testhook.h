#pragma once
// The entry points test_kernels.cpp calls for one kernel, defined by each hook unit for the kernel
// its compile flags allow (kernel_testhook_avx2.cpp, kernel_testhook_avx512.cpp), or for
// AbsentKernel where the build lacks it (kernel_testhook_portable.cpp: never called there).
#include "engine/core/bitboard.h"

#define PROBCUT_KERNEL_TEST_HOOKS(Name, Kernel)                                                              \
    Bitboard test##Name##Moves(Bitboard p, Bitboard o) { return Kernel::moves(p, o); }                       \
    Bitboard test##Name##Flips(Bitboard p, Bitboard o, Square sq) { return Kernel::flips(p, o, sq); }        \
    Bitboard test##Name##FlipsWithReplies(Bitboard p, Bitboard o, Square sq, Bitboard* replies)              \
    {                                                                                                        \
        return Kernel::flipsWithReplies(p, o, sq, replies);                                                  \
    }                                                                                                        \
    Bitboard test##Name##FlipsWithBothMoves(                                                                 \
        Bitboard p, Bitboard o, Square sq, Bitboard* replies, Bitboard* own)                                 \
    {                                                                                                        \
        return Kernel::flipsWithBothMoves(p, o, sq, replies, own);                                           \
    }                                                                                                        \
    void test##Name##MovesAfter(                                                                             \
        Bitboard p, Bitboard o, Bitboard f, Square sq, Bitboard* replies, Bitboard* own)                     \
    {                                                                                                        \
        Kernel::movesAfter(p, o, f, sq, replies, own);                                                       \
    }
