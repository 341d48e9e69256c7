#pragma once
// The hot part of the pattern evaluation, a template over the kernel (kernel.h): included by
// pattern.cpp (portable) and pattern_avx2.cpp (AVX2), and by search units that instantiate the
// search with PatternEval.
//
// Index extraction without pext or per-instance tables: every instance is cut (at compile
// time) into a few segments of consecutive digits that lie along one row, one column or one
// diagonal with consecutive square numbers along that line. A segment's bits are read as a
// byte of the board (rows), of the transposed board (columns, one transposition per colour per
// evaluation) or of a diagonal collapsed by one multiplication, and turned into base 3 by one
// of two 256-entry tables (digits ascending or descending along the line), for the side to
// move and the opponent: index = sum over segments of 3^first digit * (T[p] + 2 T[o]). The
// tables take 1 KiB, so they stay in L1 next to the weights being read; the same code serves
// both kernels (the AVX2 build differs only by the compiler's instruction choice), replacing
// the earlier pext gathers and their 37 KiB of per-instance tables (the portable build gained
// most: it no longer loops over mask bits). The weights being memory-bound, the remaining cost
// is mostly their scattered loads (see weights.h on huge pages).

#include "engine/pattern.h"

#include <utility>

namespace probcut::pattern {

enum class LineKind : std::uint8_t { Row, Column, Diagonal };

struct Segment {
    LineKind kind = LineKind::Row;
    int line = 0;          // row or column number (unused for diagonals: the instance's mask is used)
    int low = 0;           // lowest bit of the segment within its line byte
    int len = 0;           // squares
    bool reversed = false; // digits descend as the bit number rises
    int scale = 0;         // 3^(first digit of the segment)
};

struct InstanceLayout {
    int count = 0;
    std::array<Segment, MaxSquares> segments{};
};

// Position of a square along a line of the given kind: the line number and the bit number.
constexpr int lineOf(Square s, LineKind kind)
{
    return kind == LineKind::Row ? rowOf(s) : kind == LineKind::Column ? columnOf(s) : 0;
}
constexpr int bitOf(Square s, LineKind kind) { return kind == LineKind::Column ? rowOf(s) : columnOf(s); }

// Greedy cut into the longest runs; diagonals only for the diagonal families (whose squares lie
// in distinct columns, which the multiplication needs).
constexpr InstanceLayout layoutOf(const Instance& in)
{
    const Family& fam = Families[in.family];
    const bool diagonal = fam.name[0] == 'd';
    InstanceLayout out{};
    int k = 0;
    while (k < fam.size) {
        Segment best{};
        for (LineKind kind : {LineKind::Row, LineKind::Column, LineKind::Diagonal}) {
            if (kind == LineKind::Diagonal && !diagonal)
                continue;
            const Square s0 = in.squares[k];
            int len = 1, step = 0;
            while (k + len < fam.size) {
                const Square s = in.squares[k + len];
                if (kind != LineKind::Diagonal && lineOf(s, kind) != lineOf(s0, kind))
                    break;
                const int d = bitOf(s, kind) - bitOf(in.squares[k + len - 1], kind);
                if ((d != 1 && d != -1) || (step != 0 && d != step))
                    break;
                step = d;
                ++len;
            }
            if (len > best.len) {
                best.kind = kind;
                best.line = lineOf(s0, kind);
                best.len = len;
                best.reversed = step < 0;
                best.low = step < 0 ? bitOf(in.squares[k + len - 1], kind) : bitOf(s0, kind);
                best.scale = pow3(k);
            }
        }
        out.segments[out.count++] = best;
        k += best.len;
    }
    return out;
}

constexpr std::array<InstanceLayout, InstanceCount> buildLayouts()
{
    std::array<InstanceLayout, InstanceCount> out{};
    for (int i = 0; i < InstanceCount; ++i)
        out[i] = layoutOf(Tables.instances[i]);
    return out;
}
inline constexpr std::array<InstanceLayout, InstanceCount> Layouts = buildLayouts();

// Base 3 of a byte: bit b worth 3^b (Ascending) or 3^(7-b) (Descending).
constexpr std::array<std::uint16_t, 512> buildBase3()
{
    std::array<std::uint16_t, 512> t{};
    for (int x = 0; x < 256; ++x)
        for (int b = 0; b < 8; ++b)
            if (x & (1 << b)) {
                t[x] = std::uint16_t(t[x] + pow3(b));
                t[256 + x] = std::uint16_t(t[256 + x] + pow3(7 - b));
            }
    return t;
}
inline constexpr std::array<std::uint16_t, 512> Base3 = buildBase3();

// The a1-h8 transposition (square 8r + c to 8c + r) by three delta swaps.
template <class K>
inline Bitboard transposed(Bitboard x)
{
    Bitboard t = 0x0f0f0f0f00000000ULL & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    return x;
}

struct Lines {
    Bitboard p, o, pt, ot; // the board and its transposition
};

template <class K, int I, int S>
inline int segmentIndex(const Lines& l)
{
    constexpr Segment sg = Layouts[I].segments[S];
    constexpr unsigned mask = (1u << sg.len) - 1;
    unsigned pk, ok;
    if constexpr (sg.kind == LineKind::Diagonal) {
        constexpr Bitboard m = Tables.instances[I].mask;
        pk = unsigned(((l.p & m) * 0x0101010101010101ULL) >> (56 + sg.low));
        ok = unsigned(((l.o & m) * 0x0101010101010101ULL) >> (56 + sg.low));
    } else {
        constexpr int shift = 8 * sg.line + sg.low;
        const Bitboard p = sg.kind == LineKind::Row ? l.p : l.pt;
        const Bitboard o = sg.kind == LineKind::Row ? l.o : l.ot;
        pk = unsigned(p >> shift) & mask;
        ok = unsigned(o >> shift) & mask;
    }
    if constexpr (sg.len == 1)
        return sg.scale * int(pk + 2 * ok);
    else if constexpr (sg.reversed)
        return sg.scale * int(Base3[256 + (pk << (8 - sg.len))] + 2 * Base3[256 + (ok << (8 - sg.len))]);
    else
        return sg.scale * int(Base3[pk] + 2 * Base3[ok]);
}

template <class K, int I, std::size_t... S>
inline int instanceIndexOf(const Lines& l, std::index_sequence<S...>)
{
    return (0 + ... + segmentIndex<K, I, int(S)>(l));
}

template <class K, int I>
inline int instanceIndex(const Lines& l)
{
    return instanceIndexOf<K, I>(l, std::make_index_sequence<std::size_t(Layouts[I].count)>());
}

template <class K, int I>
inline int instanceOffset(const Lines& l)
{
    return FamilyOffset[Tables.instances[I].family] + instanceIndex<K, I>(l);
}

template <class K>
inline Lines linesOf(Bitboard p, Bitboard o)
{
    return {p, o, transposed<K>(p), transposed<K>(o)};
}

template <class K, std::size_t... I>
inline int sumInstances(const std::int16_t* w, const Lines& l, std::index_sequence<I...>)
{
    return (0 + ... + int(w[instanceOffset<K, int(I)>(l)]));
}

template <class K, std::size_t... I>
inline void featureOffsets(std::uint32_t* out, const Lines& l, std::index_sequence<I...>)
{
    ((out[I] = std::uint32_t(instanceOffset<K, int(I)>(l))), ...);
}

// Offsets of the global features' weights (parity, mobility).
template <class K>
inline void globalOffsets(Bitboard p, Bitboard o, std::uint32_t& parity, std::uint32_t& mobility)
{
    parity = std::uint32_t(ParityOffset + (K::popcount(p | o) & 1));
    mobility = std::uint32_t(
        MobilityOffset + mobilityIndex(K::popcount(K::moves(p, o)), K::popcount(K::moves(o, p))));
}

template <class K>
void features(Bitboard p, Bitboard o, PatternFeatures& out)
{
    featureOffsets<K>(out.offsets.data(), linesOf<K>(p, o), std::make_index_sequence<InstanceCount>());
    globalOffsets<K>(p, o, out.offsets[ParityFeature], out.offsets[MobilityFeature]);
}

} // namespace probcut::pattern

namespace probcut {

template <class K>
int PatternEval::evaluate(Bitboard p, Bitboard o) const
{
    const int discs = K::popcount(p | o);
    const std::int16_t* w = weights + stageOffsets[discs];
    std::uint32_t parity, mobility;
    pattern::globalOffsets<K>(p, o, parity, mobility);
    int score = w[parity] + w[mobility]
        + pattern::sumInstances<K>(
            w, pattern::linesOf<K>(p, o), std::make_index_sequence<pattern::InstanceCount>());
    if (score > EvalMaxHeuristic)
        score = EvalMaxHeuristic;
    if (score < -EvalMaxHeuristic)
        score = -EvalMaxHeuristic;
    return score;
}

} // namespace probcut
