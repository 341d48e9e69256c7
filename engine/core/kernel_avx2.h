#pragma once
// The AVX2 kernel: four directions per 256-bit vector (variable per-lane shifts), so legal
// moves take two fills instead of eight and a flip is two short vector sequences. Include this
// header only from translation units compiled with -march=x86-64-v3 (AVX2, BMI1/2, LZCNT,
// POPCNT); the engine decides at run time whether those units may be called (kernel.h).

#include "engine/core/bitboard.h"
#include "engine/core/rays.h"

#if !defined(__AVX2__)
#error "kernel_avx2.h needs AVX2: compile this unit with -march=x86-64-v3"
#endif

#include <array>
#include <immintrin.h>

namespace probcut {

namespace avx2detail {
inline constexpr std::array<Bitboard, 64> SquareBits = [] {
    std::array<Bitboard, 64> t{};
    for (Square sq = 0; sq < 64; ++sq)
        t[std::size_t(sq)] = squareBit(sq);
    return t;
}();
} // namespace avx2detail

struct Avx2Kernel {
    static constexpr const char* Name = "avx2";
    static constexpr bool VectorPatterns = true; // the pattern evaluation's AVX2 code (pattern_impl.h)

    static int popcount(Bitboard b) { return int(_mm_popcnt_u64(b)); }

    static Bitboard moves(Bitboard p, Bitboard o)
    {
        return horizontalOr(
                   moveLanes(_mm256_set1_epi64x(std::int64_t(p)), _mm256_set1_epi64x(std::int64_t(o))))
            & ~(p | o);
    }

    static Bitboard flips(Bitboard p, Bitboard o, Square sq)
    {
        return horizontalOr(
            flipLanes(_mm256_set1_epi64x(std::int64_t(p)), _mm256_set1_epi64x(std::int64_t(o)), sq));
    }

    // flips(p, o, sq), and in *replies the opponent's legal moves after the move:
    // moves(o ^ f, p ^ f ^ sq). The flips stay in vector registers between the two steps
    // (an in-register broadcast instead of a round trip through a general register), which
    // shortens the dependency chain of the solver's fastest-first move ordering.
    static Bitboard flipsWithReplies(Bitboard p, Bitboard o, Square sq, Bitboard* replies)
    {
        const AfterMove a = afterMove(p, o, sq);
        *replies = horizontalOr(moveLanes(a.np, a.no)) & ~(p | o | squareBit(sq));
        return Bitboard(_mm_cvtsi128_si64(_mm256_castsi256_si128(a.f)));
    }

    // flipsWithReplies, and in *own the mover's legal moves after the move:
    // moves(p ^ f ^ sq, o ^ f). The two move generations are independent and share the
    // broadcast flips, so they overlap in the pipeline (the solver's order value counts both).
    static Bitboard flipsWithBothMoves(Bitboard p, Bitboard o, Square sq, Bitboard* replies, Bitboard* own)
    {
        const AfterMove a = afterMove(p, o, sq);
        const Bitboard empty = ~(p | o | squareBit(sq));
        *replies = horizontalOr(moveLanes(a.np, a.no)) & empty;
        *own = horizontalOr(moveLanes(a.no, a.np)) & empty;
        return Bitboard(_mm_cvtsi128_si64(_mm256_castsi256_si128(a.f)));
    }

    // The opponent's replies (*replies) and the mover's own moves (*own) after p played sq
    // flipping f: moves(o ^ f, p ^ f ^ sq) and moves(p ^ f ^ sq, o ^ f), the two move
    // generations side by side.
    static void movesAfter(Bitboard p, Bitboard o, Bitboard f, Square sq, Bitboard* replies, Bitboard* own)
    {
        const Bitboard np = o ^ f, no = p ^ f ^ squareBit(sq);
        const __m256i vnp = _mm256_set1_epi64x(std::int64_t(np));
        const __m256i vno = _mm256_set1_epi64x(std::int64_t(no));
        const Bitboard empty = ~(np | no);
        *replies = horizontalOr(moveLanes(vnp, vno)) & empty;
        *own = horizontalOr(moveLanes(vno, vnp)) & empty;
    }

private:
    // The flips of p playing sq against o, broadcast to every lane (f), and the position after
    // the move from the opponent's side (np to move against no), kept in vector registers.
    struct AfterMove {
        __m256i f, np, no;
    };
    static AfterMove afterMove(Bitboard p, Bitboard o, Square sq)
    {
        const __m256i pp = _mm256_set1_epi64x(std::int64_t(p));
        const __m256i oo = _mm256_set1_epi64x(std::int64_t(o));
        const __m256i f = broadcastOr(flipLanes(pp, oo, sq));
        // The square's bit broadcast straight from memory (no trip through a general register).
        const __m256i bit = _mm256_broadcastq_epi64(
            _mm_loadl_epi64(reinterpret_cast<const __m128i*>(&avx2detail::SquareBits[std::size_t(sq)])));
        return {f, _mm256_xor_si256(oo, f), _mm256_xor_si256(_mm256_xor_si256(pp, f), bit)};
    }

    // Legal moves of pp against oo (both broadcast), before the final OR across the lanes and the
    // mask of empty squares: four directions per vector, both senses, by pairwise doubling.
    static __m256i moveLanes(__m256i pp, __m256i oo)
    {
        const __m256i om = _mm256_and_si256(oo,
            _mm256_set_epi64x(std::int64_t(InnerColumns), std::int64_t(InnerColumns), -1,
                std::int64_t(InnerColumns))); // lanes: shift 1, 8, 9, 7
        const __m256i s1 = _mm256_set_epi64x(7, 9, 8, 1);
        const __m256i s2 = _mm256_add_epi64(s1, s1);

        __m256i fl = _mm256_and_si256(_mm256_sllv_epi64(pp, s1), om);
        __m256i fr = _mm256_and_si256(_mm256_srlv_epi64(pp, s1), om);
        fl = _mm256_or_si256(fl, _mm256_and_si256(_mm256_sllv_epi64(fl, s1), om));
        fr = _mm256_or_si256(fr, _mm256_and_si256(_mm256_srlv_epi64(fr, s1), om));
        const __m256i prel = _mm256_and_si256(om, _mm256_sllv_epi64(om, s1));
        const __m256i prer = _mm256_srlv_epi64(prel, s1); // = om & (om >> s1), one operation fewer
        fl = _mm256_or_si256(fl, _mm256_and_si256(_mm256_sllv_epi64(fl, s2), prel));
        fr = _mm256_or_si256(fr, _mm256_and_si256(_mm256_srlv_epi64(fr, s2), prer));
        fl = _mm256_or_si256(fl, _mm256_and_si256(_mm256_sllv_epi64(fl, s2), prel));
        fr = _mm256_or_si256(fr, _mm256_and_si256(_mm256_srlv_epi64(fr, s2), prer));
        return _mm256_or_si256(_mm256_sllv_epi64(fl, s1), _mm256_srlv_epi64(fr, s1));
    }

    // Discs flipped along each of the eight rays from sq, two rays per lane (OR across the lanes).
    static __m256i flipLanes(__m256i pp, __m256i oo, Square sq)
    {
        const __m256i zero = _mm256_setzero_si256();
        const __m256i* rays = reinterpret_cast<const __m256i*>(Rays[sq].ray);
        const __m256i rinc = _mm256_load_si256(rays);
        const __m256i rdec = _mm256_load_si256(rays + 1);

        // Increasing rays: the nearest non-opponent square is the lowest set bit of ~o & ray.
        const __m256i tinc = _mm256_andnot_si256(oo, rinc);
        const __m256i first = _mm256_and_si256(tinc, _mm256_sub_epi64(zero, tinc));
        const __m256i badInc = _mm256_cmpeq_epi64(_mm256_and_si256(first, pp), zero);
        const __m256i between = _mm256_and_si256(_mm256_add_epi64(first, _mm256_set1_epi64x(-1)), rinc);
        __m256i f = _mm256_andnot_si256(badInc, between);

        // Decreasing rays: smear ~o & ray downwards along the ray's own step; the squares of the
        // ray above the smear are the opponent run, the top of the smear its outflanking square.
        const __m256i s1 = _mm256_set_epi64x(7, 9, 8, 1);
        const __m256i tdec = _mm256_andnot_si256(oo, rdec);
        __m256i smear = _mm256_or_si256(tdec, _mm256_srlv_epi64(tdec, s1));
        smear = _mm256_or_si256(smear, _mm256_srlv_epi64(smear, _mm256_add_epi64(s1, s1)));
        smear = _mm256_or_si256(smear, _mm256_srlv_epi64(smear, _mm256_slli_epi64(s1, 2)));
        const __m256i top = _mm256_andnot_si256(_mm256_srlv_epi64(smear, s1), smear);
        const __m256i badDec = _mm256_cmpeq_epi64(_mm256_and_si256(top, pp), zero);
        return _mm256_or_si256(f, _mm256_andnot_si256(badDec, _mm256_andnot_si256(smear, rdec)));
    }

    // The OR of the four lanes, in every lane.
    static __m256i broadcastOr(__m256i v)
    {
        const __m256i x = _mm256_or_si256(v, _mm256_permute4x64_epi64(v, 0x4e));
        return _mm256_or_si256(x, _mm256_shuffle_epi32(x, 0x4e));
    }

    static Bitboard horizontalOr(__m256i v)
    {
        const __m128i x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
        return Bitboard(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
    }
};

} // namespace probcut
