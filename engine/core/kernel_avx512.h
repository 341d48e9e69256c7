#pragma once
// The AVX-512 kernel: all eight directions in one 512-bit vector, so legal moves take one fill
// instead of the AVX2 kernel's two, and a flip is one short sequence without the smear of the
// decreasing rays (AVX-512CD counts the leading zeros of each lane). Include this header only
// from translation units compiled with -march=x86-64-v4 (AVX-512 F, CD, BW, DQ, VL); the engine
// decides at run time whether those units may be called (kernel.h).
//
// Faster than the AVX2 kernel in the solver and in perft where AVX-512 is available; part of the
// gain comes from compiling the unit for x86-64-v4 at all.

#include "engine/core/bitboard.h"
#include "engine/core/rays.h"

#if !defined(__AVX512F__) || !defined(__AVX512CD__) || !defined(__AVX512VL__)
#error "kernel_avx512.h needs AVX-512 F/CD/VL: compile this unit with -march=x86-64-v4"
#endif

#include <immintrin.h>

namespace probcut {

struct Avx512Kernel {
    static constexpr const char* Name = "avx512";
    // The pattern evaluation's AVX2 code path runs here too (pattern_impl.h, vec::Enabled).
    static constexpr bool VectorPatterns = true;

    static int popcount(Bitboard b) { return int(_mm_popcnt_u64(b)); }

    static Bitboard moves(Bitboard p, Bitboard o)
    {
        return reduceOr(moveLanes(broadcast(p), broadcast(o))) & ~(p | o);
    }

    static Bitboard flips(Bitboard p, Bitboard o, Square sq)
    {
        return reduceOr(flipLanes(broadcast(p), broadcast(o), sq));
    }

    // flips(p, o, sq), and in *replies the opponent's legal moves after the move:
    // moves(o ^ f, p ^ f ^ sq), the flips kept in vector registers between the two steps.
    static Bitboard flipsWithReplies(Bitboard p, Bitboard o, Square sq, Bitboard* replies)
    {
        const AfterMove a = afterMove(p, o, sq);
        *replies = reduceOr(moveLanes(a.np, a.no)) & ~(p | o | squareBit(sq));
        return Bitboard(_mm_cvtsi128_si64(_mm512_castsi512_si128(a.f)));
    }

    // flipsWithReplies, and in *own the mover's legal moves after the move:
    // moves(p ^ f ^ sq, o ^ f); the two move generations are independent and overlap.
    static Bitboard flipsWithBothMoves(Bitboard p, Bitboard o, Square sq, Bitboard* replies, Bitboard* own)
    {
        const AfterMove a = afterMove(p, o, sq);
        const Bitboard empty = ~(p | o | squareBit(sq));
        *replies = reduceOr(moveLanes(a.np, a.no)) & empty;
        *own = reduceOr(moveLanes(a.no, a.np)) & empty;
        return Bitboard(_mm_cvtsi128_si64(_mm512_castsi512_si128(a.f)));
    }

    // The opponent's replies (*replies) and the mover's own moves (*own) after p played sq
    // flipping f: moves(o ^ f, p ^ f ^ sq) and moves(p ^ f ^ sq, o ^ f).
    static void movesAfter(Bitboard p, Bitboard o, Bitboard f, Square sq, Bitboard* replies, Bitboard* own)
    {
        const Bitboard np = o ^ f, no = p ^ f ^ squareBit(sq);
        const __m512i vnp = broadcast(np), vno = broadcast(no);
        const Bitboard empty = ~(np | no);
        *replies = reduceOr(moveLanes(vnp, vno)) & empty;
        *own = reduceOr(moveLanes(vno, vnp)) & empty;
    }

private:
    static __m512i broadcast(Bitboard b) { return _mm512_set1_epi64(std::int64_t(b)); }

    // Lanes 0-3 step towards higher bit numbers (+1, +8, +9, +7), lanes 4-7 towards lower ones
    // (rotations by 64 - step): a rotation wraps only from the last row or column into the first,
    // and each lane's opponent discs are masked to the squares that can lie between two others
    // along its direction (columns B-G for +-1, rows 2-7 for +-8, both for the diagonals), so
    // no wrapped bit survives a mask.
    static __m512i moveLanes(__m512i pp, __m512i oo)
    {
        constexpr auto Cols = std::int64_t(0x7e7e7e7e7e7e7e7eULL);
        constexpr auto Rows = std::int64_t(0x00ffffffffffff00ULL);
        constexpr auto Both = std::int64_t(0x007e7e7e7e7e7e00ULL);
        const __m512i om
            = _mm512_and_si512(oo, _mm512_set_epi64(Both, Both, Rows, Cols, Both, Both, Rows, Cols));
        const __m512i r1 = _mm512_set_epi64(57, 55, 56, 63, 7, 9, 8, 1);
        const __m512i r2 = _mm512_set_epi64(50, 46, 48, 62, 14, 18, 16, 2); // twice the step
        constexpr int OrAnd = 0xF8;                                         // a | (b & c)
        __m512i f = _mm512_and_si512(rotate(pp, r1), om);
        f = _mm512_ternarylogic_epi64(f, rotate(f, r1), om, OrAnd);
        // Then two steps at a time, across pairs of opponent discs.
        const __m512i pairs = _mm512_and_si512(om, rotate(om, r1));
        f = _mm512_ternarylogic_epi64(f, rotate(f, r2), pairs, OrAnd);
        f = _mm512_ternarylogic_epi64(f, rotate(f, r2), pairs, OrAnd);
        return rotate(f, r1);
    }

    // Discs flipped along each of the eight rays from sq (rays.h: increasing rays in lanes 0-3,
    // decreasing in 4-7), one ray per lane; OR across the lanes for the flips.
    static __m512i flipLanes(__m512i pp, __m512i oo, Square sq)
    {
        const __m512i ray = _mm512_load_si512(Rays[sq].ray);
        // The nearest square of each ray that is not the opponent's: the lowest set bit of
        // ~o & ray on an increasing ray, the highest on a decreasing one (0 when there is none).
        const __m512i t = _mm512_andnot_si512(oo, ray);
        const __m512i lowest = _mm512_and_si512(t, _mm512_sub_epi64(_mm512_setzero_si512(), t));
        const __m512i highest = _mm512_srlv_epi64(
            _mm512_set1_epi64(std::int64_t(0x8000000000000000ULL)), _mm512_lzcnt_epi64(t));
        const __m512i first = _mm512_mask_blend_epi64(0xF0, lowest, highest);
        // The ray flips when that square is ours; then the squares between are all the opponent's:
        // below `first` on an increasing ray (first - 1), above it on a decreasing one
        // (~(first - 1) & ~first).
        const __mmask8 ours = _mm512_test_epi64_mask(first, pp);
        const __m512i below = _mm512_sub_epi64(first, _mm512_set1_epi64(1));
        const __m512i decreasing = _mm512_set_epi64(-1, -1, -1, -1, 0, 0, 0, 0);
        constexpr int Between = 0x1c; // a ? ~(b | c) : b, with a = decreasing, b = below, c = first
        const __m512i between = _mm512_ternarylogic_epi64(decreasing, below, first, Between);
        return _mm512_maskz_and_epi64(ours, ray, between);
    }

    // The flips broadcast to every lane, and the position after the move from the opponent's
    // side (np to move against no), kept in vector registers.
    struct AfterMove {
        __m512i f, np, no;
    };
    static AfterMove afterMove(Bitboard p, Bitboard o, Square sq)
    {
        const __m512i pp = broadcast(p), oo = broadcast(o);
        __m512i f = flipLanes(pp, oo, sq);
        f = _mm512_or_si512(f, _mm512_shuffle_i64x2(f, f, 0x4e));
        f = _mm512_or_si512(f, _mm512_shuffle_i64x2(f, f, 0xb1));
        f = _mm512_or_si512(f, _mm512_shuffle_epi32(f, _MM_PERM_BADC));
        constexpr int Xor3 = 0x96;
        return {f, _mm512_xor_si512(oo, f), _mm512_ternarylogic_epi64(pp, f, broadcast(squareBit(sq)), Xor3)};
    }

    // Per-lane rotation left.
    static __m512i rotate(__m512i v, __m512i counts) { return _mm512_rolv_epi64(v, counts); }

    static Bitboard reduceOr(__m512i v)
    {
        const __m256i y = _mm256_or_si256(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64(v, 1));
        const __m128i x = _mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1));
        return Bitboard(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
    }
};

} // namespace probcut
