#pragma once
// The hot part of the pattern evaluation, a template over the kernel (kernel.h): included by
// pattern.cpp (portable) and pattern_avx2.cpp (AVX2 + BMI2), and by search units that
// instantiate the search with PatternEval. With BMI2 each instance's squares are gathered by
// one pext per colour and mapped to the ternary index by two table look-ups; the portable
// kernel gathers the same bits with a loop over the mask (slower, same result).

#include "engine/pattern.h"

#include <string_view>
#include <utility>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace probcut::pattern {

template <class K>
inline constexpr bool UsePext = std::string_view(K::Name) == std::string_view("avx2");

template <class K, Bitboard Mask>
inline std::uint32_t gather(Bitboard b)
{
#if defined(__BMI2__)
    if constexpr (UsePext<K>)
        return std::uint32_t(_pext_u64(b, Mask));
#endif
    std::uint32_t r = 0, bit = 1;
    for (Bitboard m = Mask; m; m &= m - 1, bit <<= 1)
        if (b & m & (0 - m))
            r |= bit;
    return r;
}

template <class K, int I>
inline int instanceIndex(Bitboard p, Bitboard o)
{
    constexpr Instance in = Tables.instances[I];
    const std::uint16_t* t = Tables.ternary.data() + in.tableOffset;
    return t[gather<K, in.mask>(p)] + 2 * t[gather<K, in.mask>(o)];
}

template <class K, int I>
inline int instanceOffset(Bitboard p, Bitboard o)
{
    return FamilyOffset[Tables.instances[I].family] + instanceIndex<K, I>(p, o);
}

template <class K, std::size_t... I>
inline int sumInstances(const std::int16_t* w, Bitboard p, Bitboard o, std::index_sequence<I...>)
{
    return (0 + ... + int(w[instanceOffset<K, int(I)>(p, o)]));
}

template <class K, std::size_t... I>
inline void featureOffsets(std::uint32_t* out, Bitboard p, Bitboard o, std::index_sequence<I...>)
{
    ((out[I] = std::uint32_t(instanceOffset<K, int(I)>(p, o))), ...);
}

template <class K>
void features(Bitboard p, Bitboard o, PatternFeatures& out)
{
    featureOffsets<K>(out.offsets.data(), p, o, std::make_index_sequence<InstanceCount>());
    out.offsets[InstanceCount] = std::uint32_t(ParityOffset + (K::popcount(p | o) & 1));
}

} // namespace probcut::pattern

namespace probcut {

template <class K>
int PatternEval::evaluate(Bitboard p, Bitboard o) const
{
    const int discs = K::popcount(p | o);
    const std::int16_t* w = weights + stageOffsets[discs];
    // The parity weight: discs & 1 is the parity of the number of empties.
    int score = w[pattern::ParityOffset + (discs & 1)]
        + pattern::sumInstances<K>(w, p, o, std::make_index_sequence<pattern::InstanceCount>());
    if (score > EvalMaxHeuristic)
        score = EvalMaxHeuristic;
    if (score < -EvalMaxHeuristic)
        score = -EvalMaxHeuristic;
    return score;
}

} // namespace probcut
