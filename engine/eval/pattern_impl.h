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
// tables take 1 KiB, so they stay in L1 next to the weights being read. This scalar code is the
// portable kernel's; it replaced the earlier pext gathers and their 37 KiB of per-instance
// tables. The AVX2 kernel takes the same segments sixteen at a time in vector registers and
// gathers the weights (namespace vec below): about nine instructions per segment had made the
// evaluation instruction-bound, not memory-bound (resources/weights/README.md, "Evaluation
// speed").

#include "engine/eval/pattern.h"

#include <cstddef>
#include <type_traits>
#include <utility>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

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

// A run of an instance's squares (in digit order) along one line of one kind: the line, the
// lowest bit of the run in the line, its length, its direction and its first digit.
struct Run {
    int kind = 0;
    int line = 0;
    int low = 0;
    int len = 0;
    bool reversed = false; // digits descend as the bit number rises
    int first = 0;
};
struct Runs {
    int count = 0;
    std::array<Run, MaxSquares> runs{};
};

// Greedy cut of an instance into the longest runs of consecutive bits of one line, trying the
// line kinds 0..kinds-1 in order (the first longest wins). Shared by the scalar layout below
// (rows, columns, diagonals) and the vector one (four views of the board, namespace vec).
template <class LineFn, class BitFn>
constexpr Runs greedyRuns(const Instance& in, int kinds, LineFn lineOfKind, BitFn bitOfKind)
{
    const int size = Families[in.family].size;
    Runs out{};
    int k = 0;
    while (k < size) {
        Run best{};
        for (int kind = 0; kind < kinds; ++kind) {
            const Square s0 = in.squares[k];
            int len = 1, step = 0;
            while (k + len < size) {
                const Square s = in.squares[k + len];
                if (lineOfKind(s, kind) != lineOfKind(s0, kind))
                    break;
                const int d = bitOfKind(s, kind) - bitOfKind(in.squares[k + len - 1], kind);
                if ((d != 1 && d != -1) || (step != 0 && d != step))
                    break;
                step = d;
                ++len;
            }
            if (len > best.len)
                best = {kind, lineOfKind(s0, kind),
                    step < 0 ? bitOfKind(in.squares[k + len - 1], kind) : bitOfKind(s0, kind), len, step < 0,
                    k};
        }
        out.runs[out.count++] = best;
        k += best.len;
    }
    return out;
}

// Diagonals only for the diagonal families (whose squares lie in distinct columns, which the
// multiplication needs); a diagonal "line" is the instance itself (lineOf gives 0).
constexpr InstanceLayout layoutOf(const Instance& in)
{
    const bool diagonal = Families[in.family].name[0] == 'd';
    const Runs runs = greedyRuns(
        in, diagonal ? 3 : 2, [](Square s, int k) { return lineOf(s, LineKind(k)); },
        [](Square s, int k) { return bitOf(s, LineKind(k)); });
    InstanceLayout out{};
    out.count = runs.count;
    for (int i = 0; i < runs.count; ++i) {
        const Run& r = runs.runs[i];
        out.segments[i] = {LineKind(r.kind), r.line, r.low, r.len, r.reversed, pow3(r.first)};
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

// Vector index extraction for the AVX2 kernel: the same base-3 indices as above, sixteen line
// segments at a time in the 16-bit lanes of one ymm register (the scalar version above spends
// about nine instructions per segment, which made the evaluation instruction-bound). The board
// of each colour is seen through four 64-bit "views" whose bytes are lines: the board itself
// (rows), its transposition (columns) and two pseudo-rotations by 45 degrees (as in the rotated
// bitboards of chess programs: column c rotated by 8c squares, in three masked steps, so that
// each diagonal of either direction lies within one byte, its squares in column order). Interleaving the two
// colours' views gives 64 bytes, one (own, opponent) byte pair per line; per segment, one byte shuffle
// fetches the pair, a mask keeps the segment's squares, two 16-entry shuffles turn the low and
// high nibbles into base 3 (digits ascending or descending along the line), a multiply-add
// joins own + 2 opponent, and one 16-bit multiply by a per-lane constant both drops the digits
// below the segment and scales it to its first digit: the masked line value is an exact
// multiple of 3^low, so dividing by 3^low is multiplying by its inverse modulo 2^16, exact
// because every index is below 3^10 < 2^16. Segments of one instance occupy the same lane of
// successive vectors and are summed there; the evaluation then gathers the weights eight at a
// time (sumWeights), the training features store the indices (indices).
// All lane tables are built at compile time from the pattern-set description above, so any
// set whose patterns have at most ten squares takes this path; larger ones keep the scalar one.
namespace vec {

enum class View : std::uint8_t { Rows, Columns, Diag9, Diag7 };

constexpr int viewLine(Square s, View v)
{
    const int r = rowOf(s), c = columnOf(s);
    switch (v) {
    case View::Rows: return r;
    case View::Columns: return c;
    case View::Diag9: return (r - c) & 7; // a1-h8 direction: square numbers step by 9
    case View::Diag7: return (r + c) & 7; // h1-a8 direction: square numbers step by 7
    }
    return 0;
}
constexpr int viewBit(Square s, View v) { return v == View::Columns ? rowOf(s) : columnOf(s); }

struct ViewSegment {
    View view = View::Rows;
    int line = 0;
    int low = 0; // lowest bit of the segment in its line byte
    int len = 0;
    bool reversed = false; // digits descend as the bit number rises
    int first = 0;         // digit number of the segment's first square
};

struct ViewLayout {
    int count = 0;
    std::array<ViewSegment, MaxSquares> segments{};
};

// The instance cut into runs of the four views (greedyRuns above).
constexpr ViewLayout viewLayoutOf(const Instance& in)
{
    const Runs runs = greedyRuns(
        in, 4, [](Square s, int k) { return viewLine(s, View(k)); },
        [](Square s, int k) { return viewBit(s, View(k)); });
    ViewLayout out{};
    out.count = runs.count;
    for (int i = 0; i < runs.count; ++i) {
        const Run& r = runs.runs[i];
        out.segments[i] = {View(r.kind), r.line, r.low, r.len, r.reversed, r.first};
    }
    return out;
}

constexpr int maxFamilySize()
{
    int m = 0;
    for (const Family& f : Families)
        m = f.size > m ? f.size : m;
    return m;
}

// The vector code needs AVX2: the kernels of units built for it say so (K::VectorPatterns).
template <class K>
inline constexpr bool Enabled = K::VectorPatterns&& maxFamilySize() <= 10;

constexpr int Lanes = 16;
constexpr int BlockCount = (InstanceCount + Lanes - 1) / Lanes;
constexpr int LaneCount = BlockCount * Lanes;

// The four shuffle sources: U holds the row pairs (low 128 bits) and the Diag9 pairs (high),
// H the column and Diag7 pairs; Us and Hs the same with their halves swapped, so that either
// half of a vector can read any view.
constexpr int SourceCount = 4;
constexpr int sourceOf(View v, int half)
{
    const int base = v == View::Rows || v == View::Diag9 ? 0 : 1;
    const int chunkHalf = v == View::Rows || v == View::Columns ? 0 : 1;
    return chunkHalf == half ? base : base + 2;
}

using LaneMap = std::array<int, LaneCount>; // instance by lane, -1: unused

// What the cost model needs of each instance's segments, in plain arrays (compile-time
// evaluation is metered, and std::array's operator[] counts as a call).
struct CostInput {
    int count[InstanceCount];                 // segments
    int source[InstanceCount][MaxSquares][2]; // shuffle source of the segment, by half
    bool reversed[InstanceCount][MaxSquares];
};

constexpr int levelsOf(const int* lanes, const CostInput& in, int block)
{
    int levels = 1;
    for (int l = block * Lanes; l < (block + 1) * Lanes; ++l)
        if (lanes[l] >= 0 && in.count[lanes[l]] > levels)
            levels = in.count[lanes[l]];
    return levels;
}

// Vector instructions a block of a lane map costs (segmentValues below): per vector a fixed
// part, one shuffle per source read (plus an or), and the second look-ups and blends
// when forward and reversed segments share a 128-bit half (each half has its own nibble table).
constexpr int blockCost(const int* lanes, const CostInput& in, int b)
{
    int cost = 0;
    const int levels = levelsOf(lanes, in, b);
    for (int level = 0; level < levels; ++level) {
        int uses = 0, forward = 0, reversed = 0; // bit sets: sources, halves
        for (int lane = 0; lane < Lanes; ++lane) {
            const int instance = lanes[b * Lanes + lane];
            if (instance < 0 || level >= in.count[instance])
                continue;
            const int half = lane / 8;
            uses |= 1 << in.source[instance][level][half];
            (in.reversed[instance][level] ? reversed : forward) |= 1 << half;
        }
        const int sources = (uses & 1) + (uses >> 1 & 1) + (uses >> 2 & 1) + (uses >> 3 & 1);
        const bool mixed = (forward & reversed) != 0;
        cost += 12 + (sources > 0 ? 2 * sources - 1 : 0) + (mixed ? 8 : 0);
    }
    return cost;
}

// Lane assignment, greedy lane by lane: among the instances left with the most segments (so
// that multi-segment instances share blocks and the blocks of one-segment instances need one
// vector each), the one that adds least to its block's cost.
struct Plan {
    std::array<ViewLayout, InstanceCount> layouts{};
    LaneMap laneInstance{};
    std::array<int, BlockCount> firstVector{};
    std::array<int, BlockCount> levels{};
    int vectorCount = 0;
};

constexpr Plan buildPlan()
{
    Plan plan{};
    CostInput in{};
    for (int i = 0; i < InstanceCount; ++i) {
        plan.layouts[i] = viewLayoutOf(Tables.instances[i]);
        in.count[i] = plan.layouts[i].count;
        for (int k = 0; k < plan.layouts[i].count; ++k) {
            const ViewSegment& sg = plan.layouts[i].segments[k];
            in.source[i][k][0] = sourceOf(sg.view, 0);
            in.source[i][k][1] = sourceOf(sg.view, 1);
            in.reversed[i][k] = sg.reversed;
        }
    }
    int lanes[LaneCount] = {};
    for (int l = 0; l < LaneCount; ++l)
        lanes[l] = -1;
    bool placed[InstanceCount] = {};
    for (int l = 0; l < InstanceCount; ++l) {
        int most = 0;
        for (int i = 0; i < InstanceCount; ++i)
            if (!placed[i] && in.count[i] > most)
                most = in.count[i];
        int best = -1, bestCost = 0;
        for (int i = 0; i < InstanceCount; ++i) {
            if (placed[i] || in.count[i] != most)
                continue;
            lanes[l] = i;
            const int c = blockCost(lanes, in, l / Lanes);
            if (best < 0 || c < bestCost) {
                best = i;
                bestCost = c;
            }
        }
        lanes[l] = best;
        placed[best] = true;
    }
    // Then swaps of two lanes (in one block, or of instances with as many segments) while they
    // lower the cost: the greedy pass cannot see that a later, forced choice will mix a half.
    // One pass, within a budget of tried swaps so that larger pattern sets still compile.
    int cost[BlockCount] = {};
    for (int b = 0; b < BlockCount; ++b)
        cost[b] = blockCost(lanes, in, b);
    int budget = 3000;
    for (int i = 0; i < LaneCount && budget > 0; ++i)
        for (int j = i + 1; j < LaneCount && budget > 0; ++j) {
            const int bi = i / Lanes, bj = j / Lanes;
            if (lanes[i] == lanes[j]
                || (lanes[i] >= 0 && lanes[j] >= 0 && bi != bj && in.count[lanes[i]] != in.count[lanes[j]]))
                continue;
            --budget;
            std::swap(lanes[i], lanes[j]);
            const int ci = blockCost(lanes, in, bi);
            const int cj = bj == bi ? 0 : blockCost(lanes, in, bj);
            if (ci + cj < cost[bi] + (bj == bi ? 0 : cost[bj])) {
                cost[bi] = ci;
                if (bj != bi)
                    cost[bj] = cj;
            } else {
                std::swap(lanes[i], lanes[j]);
            }
        }
    for (int l = 0; l < LaneCount; ++l)
        plan.laneInstance[l] = lanes[l];
    for (int b = 0; b < BlockCount; ++b) {
        plan.firstVector[b] = plan.vectorCount;
        plan.levels[b] = levelsOf(lanes, in, b);
        plan.vectorCount += plan.levels[b];
    }
    return plan;
}
inline constexpr Plan ThePlan = buildPlan();

// Base 3 of a nibble, bit i worth 3^i (ascending) or 3^(3-i) (descending), for the shuffles.
constexpr std::array<std::uint8_t, 32> nibbleBase3(bool descending)
{
    std::array<std::uint8_t, 32> t{};
    for (int n = 0; n < 16; ++n) {
        int v = 0;
        for (int i = 0; i < 4; ++i)
            if (n & (1 << i))
                v += pow3(descending ? 3 - i : i);
        t[n] = t[n + 16] = std::uint8_t(v);
    }
    return t;
}
alignas(32) inline constexpr std::array<std::uint8_t, 32> NibbleAscending = nibbleBase3(false);
alignas(32) inline constexpr std::array<std::uint8_t, 32> NibbleDescending = nibbleBase3(true);

struct alignas(32) VectorTables {
    std::array<std::array<std::uint8_t, 32>, SourceCount> select{}; // 0x80: zero
    std::array<std::uint8_t, 32> maskLow{}, maskHigh{};             // the segment's bits in each nibble
    std::array<std::uint8_t, 32> reversed{};                        // 0xff in reversed lanes
    std::array<std::uint16_t, 16> lowFactor{}, highFactor{};
    std::array<bool, SourceCount> uses{};
    std::array<std::uint8_t, 32> table{}; // nibble table per half (ascending where mixed)
    bool mixed = false;
};

constexpr std::uint16_t mulMod16(std::uint32_t a, std::uint32_t b) { return std::uint16_t((a * b) & 0xffff); }
constexpr std::uint16_t pow3Mod16(int n)
{
    std::uint16_t r = 1;
    while (n-- > 0)
        r = mulMod16(r, 3);
    return r;
}
constexpr std::uint16_t inversePow3Mod16(int n) // 3 * 0xaaab = 2 * 2^16 + 1
{
    std::uint16_t r = 1;
    while (n-- > 0)
        r = mulMod16(r, 0xaaab);
    return r;
}

constexpr std::array<VectorTables, ThePlan.vectorCount> buildVectorTables()
{
    std::array<VectorTables, ThePlan.vectorCount> out{};
    for (int b = 0; b < BlockCount; ++b)
        for (int level = 0; level < ThePlan.levels[b]; ++level) {
            VectorTables& t = out[ThePlan.firstVector[b] + level];
            for (auto& s : t.select)
                s.fill(0x80);
            bool forwardHalf[2] = {false, false}, reversedHalf[2] = {false, false};
            for (int lane = 0; lane < Lanes; ++lane) {
                const int instance = ThePlan.laneInstance[b * Lanes + lane];
                if (instance < 0 || level >= ThePlan.layouts[instance].count)
                    continue;
                const ViewSegment& sg = ThePlan.layouts[instance].segments[level];
                const int half = lane / 8;
                const int src = sourceOf(sg.view, half);
                const int byte = 2 * lane; // within the vector; the shuffle reads within the half
                t.select[src][byte] = std::uint8_t(2 * sg.line);
                t.select[src][byte + 1] = std::uint8_t(2 * sg.line + 1);
                t.uses[src] = true;
                const std::uint8_t m = std::uint8_t(((1u << sg.len) - 1) << sg.low);
                t.maskLow[byte] = t.maskLow[byte + 1] = std::uint8_t(m & 0x0f);
                t.maskHigh[byte] = t.maskHigh[byte + 1] = std::uint8_t(m >> 4);
                // The line's value with bit b worth 3^b is low + 81 high (nibble values
                // ascending); with bit b worth 3^(7-b), 81 low + high (descending). One factor
                // scales it to the segment's first digit and divides out the digits below.
                std::uint16_t factor;
                if (sg.reversed) {
                    const int top = sg.low + sg.len - 1;
                    factor = mulMod16(pow3Mod16(sg.first), inversePow3Mod16(7 - top));
                    t.lowFactor[lane] = mulMod16(factor, 81);
                    t.highFactor[lane] = factor;
                    t.reversed[byte] = t.reversed[byte + 1] = 0xff;
                    reversedHalf[half] = true;
                } else {
                    factor = mulMod16(pow3Mod16(sg.first), inversePow3Mod16(sg.low));
                    t.lowFactor[lane] = factor;
                    t.highFactor[lane] = mulMod16(factor, 81);
                    forwardHalf[half] = true;
                }
            }
            for (int half = 0; half < 2; ++half) {
                const bool descending = reversedHalf[half] && !forwardHalf[half];
                for (int n = 0; n < 16; ++n)
                    t.table[16 * half + n] = (descending ? NibbleDescending : NibbleAscending)[n];
                t.mixed = t.mixed || (forwardHalf[half] && reversedHalf[half]);
            }
        }
    return out;
}
inline constexpr std::array<VectorTables, ThePlan.vectorCount> Vectors = buildVectorTables();

constexpr std::array<std::uint8_t, 32> repeated(std::uint8_t even, std::uint8_t odd)
{
    std::array<std::uint8_t, 32> t{};
    for (int i = 0; i < 32; ++i)
        t[i] = i % 2 ? odd : even;
    return t;
}
alignas(32) inline constexpr std::array<std::uint8_t, 32> OwnPlusTwoOpponent = repeated(1, 2);

#if defined(__AVX2__)

template <class K>
inline __m256i load(const void* p)
{
    return _mm256_loadu_si256(static_cast<const __m256i*>(p));
}

struct Sources {
    __m256i s[SourceCount];
};

// The views of both colours, interleaved by byte: U = [rows | Diag9], H = [columns | Diag7],
// each line as the byte pair (own, opponent).
// Constants of sourcesOf, loaded from memory (materialising 64-bit immediates costs vector
// instructions, the scarce resource here).
// The 32-byte members come first so each starts on a 32-byte boundary (the loads below are
// unaligned ones all the same: a reordering must not turn into a fault).
struct alignas(32) SourceConstants {
    std::array<std::uint64_t, 4> columns[3];   // columns whose number has bit 1, 2, 4
    std::array<std::uint8_t, 32> rotate[3];    // byte shuffles: rotate by 8k squares, k = 1, 2, 4
    std::array<std::uint64_t, 2> transpose[3]; // delta-swap masks, shifts 28, 14, 7
};
static_assert(offsetof(SourceConstants, rotate) % 32 == 0 && offsetof(SourceConstants, transpose) % 32 == 0);
constexpr SourceConstants buildSourceConstants()
{
    SourceConstants c{};
    const std::uint64_t t[3] = {0x0f0f0f0f00000000ULL, 0x3333000033330000ULL, 0x5500550055005500ULL};
    const std::uint64_t m[3] = {0xaaaaaaaaaaaaaaaaULL, 0xccccccccccccccccULL, 0xf0f0f0f0f0f0f0f0ULL};
    for (int i = 0; i < 3; ++i) {
        c.transpose[i] = {t[i], t[i]};
        c.columns[i] = {m[i], m[i], m[i], m[i]};
        const int k = 1 << i;
        // Low half (two boards): rotate right, byte j takes byte j + k; high half: rotate left.
        for (int q = 0; q < 4; ++q)
            for (int j = 0; j < 8; ++j)
                c.rotate[i][8 * q + j] = std::uint8_t(8 * (q % 2) + (q < 2 ? (j + k) % 8 : (j + 8 - k) % 8));
    }
    return c;
}
alignas(32) inline constexpr SourceConstants SourceConsts = buildSourceConstants();

template <class K>
inline Sources sourcesOf(Bitboard p, Bitboard o)
{
    // The constants are read from memory: as immediates, the compiler builds each with a
    // scalar move and two vector instructions.
    const SourceConstants* laundered = &SourceConsts;
    asm("" : "+r"(laundered));
    const SourceConstants& c = *laundered;
    // Transposition of both boards at once (the delta swaps of transposed() above).
    const __m128i board = _mm_set_epi64x(std::int64_t(o), std::int64_t(p));
    __m128i x = board;
    auto swapStep = [&x, &c](int i, auto shift) {
        const __m128i mask = _mm_loadu_si128(reinterpret_cast<const __m128i*>(c.transpose[i].data()));
        const __m128i t = _mm_and_si128(mask, _mm_xor_si128(x, _mm_slli_epi64(x, decltype(shift)::value)));
        x = _mm_xor_si128(x, _mm_xor_si128(t, _mm_srli_epi64(t, decltype(shift)::value)));
    };
    swapStep(0, std::integral_constant<int, 28>());
    swapStep(1, std::integral_constant<int, 14>());
    swapStep(2, std::integral_constant<int, 7>());
    // Pseudo-rotations: [p, o] with column c rotated right by 8c squares (row r - c: the a1-h8
    // diagonals become rows), [p, o] rotated left (row r + c: the h1-a8 diagonals); step k
    // moves the columns whose number has bit k, a rotation by whole bytes being one shuffle.
    __m256i y = _mm256_broadcastsi128_si256(board);
    for (int i = 0; i < 3; ++i) {
        const __m256i r = _mm256_shuffle_epi8(y, load<K>(c.rotate[i].data()));
        y = _mm256_xor_si256(y, _mm256_and_si256(load<K>(c.columns[i].data()), _mm256_xor_si256(y, r)));
    }
    const __m256i diagonals = _mm256_permute4x64_epi64(y, 0xd8); // [p9, p7, o9, o7]
    const __m256i own = _mm256_permute2x128_si256(
        _mm256_castsi128_si256(_mm_unpacklo_epi64(board, x)), diagonals, 0x20); // [p, pt, p9, p7]
    const __m256i opp = _mm256_permute2x128_si256(
        _mm256_castsi128_si256(_mm_unpackhi_epi64(board, x)), diagonals, 0x30); // [o, ot, o9, o7]
    Sources s;
    s.s[0] = _mm256_unpacklo_epi8(own, opp);
    s.s[1] = _mm256_unpackhi_epi8(own, opp);
    s.s[2] = _mm256_permute2x128_si256(s.s[0], s.s[0], 0x01);
    s.s[3] = _mm256_permute2x128_si256(s.s[1], s.s[1], 0x01);
    return s;
}

// One vector of sixteen segment values.
template <class K, int V>
inline __m256i segmentValues(const Sources& src)
{
    constexpr const VectorTables& t = Vectors[V];
    __m256i g = _mm256_setzero_si256();
    [&]<std::size_t... S>(std::index_sequence<S...>)
    {
        ((t.uses[S] ? (g = _mm256_or_si256(g, _mm256_shuffle_epi8(src.s[S], load<K>(t.select[S].data()))))
                    : g),
            ...);
    }
    (std::make_index_sequence<SourceCount>());
    // The nibbles, keeping only the segment's squares (the 16-bit shift brings the opponent
    // byte's low bits into the own byte's high nibble; the mask drops them).
    const __m256i lo = _mm256_and_si256(g, load<K>(t.maskLow.data()));
    const __m256i hi = _mm256_and_si256(_mm256_srli_epi16(g, 4), load<K>(t.maskHigh.data()));
    __m256i tlo, thi;
    if constexpr (!t.mixed) {
        const __m256i table = load<K>(t.table.data());
        tlo = _mm256_shuffle_epi8(table, lo);
        thi = _mm256_shuffle_epi8(table, hi);
    } else {
        const __m256i asc = load<K>(NibbleAscending.data());
        const __m256i desc = load<K>(NibbleDescending.data());
        const __m256i rev = load<K>(t.reversed.data());
        tlo = _mm256_blendv_epi8(_mm256_shuffle_epi8(asc, lo), _mm256_shuffle_epi8(desc, lo), rev);
        thi = _mm256_blendv_epi8(_mm256_shuffle_epi8(asc, hi), _mm256_shuffle_epi8(desc, hi), rev);
    }
    const __m256i ownPlusTwoOpp = load<K>(OwnPlusTwoOpponent.data()); // bytes (1, 2)
    const __m256i a = _mm256_maddubs_epi16(tlo, ownPlusTwoOpp);
    const __m256i b = _mm256_maddubs_epi16(thi, ownPlusTwoOpp);
    return _mm256_add_epi16(_mm256_mullo_epi16(a, load<K>(t.lowFactor.data())),
        _mm256_mullo_epi16(b, load<K>(t.highFactor.data())));
}

template <class K, int B, std::size_t... L>
inline __m256i blockIndices(const Sources& src, std::index_sequence<L...>)
{
    __m256i acc = _mm256_setzero_si256();
    ((acc = _mm256_add_epi16(acc, segmentValues<K, ThePlan.firstVector[B] + int(L)>(src))), ...);
    return acc;
}

// The base-3 index of every instance, by lane (ThePlan.laneInstance).
template <class K>
[[gnu::always_inline]] inline void indices(Bitboard p, Bitboard o, std::uint16_t* out)
{
    const Sources src = sourcesOf<K>(p, o);
    [&]<std::size_t... B>(std::index_sequence<B...>)
    {
        ((_mm256_store_si256(reinterpret_cast<__m256i*>(out + Lanes * B),
             blockIndices<K, int(B)>(src, std::make_index_sequence<std::size_t(ThePlan.levels[B])>()))),
            ...);
    }
    (std::make_index_sequence<BlockCount>());
    // Through memory on purpose: left to itself the compiler extracts the 46 indices with
    // vector-to-integer moves, two vector instructions each (this code's bottleneck), where
    // a store and scalar loads cost none.
    asm("" : "+m"(*reinterpret_cast<std::uint16_t(*)[LaneCount]>(out)));
}

// Per lane (32 bits): the offset of the lane's family table, and whether the lane is used.
struct alignas(32) LaneOffsets {
    std::array<std::int32_t, LaneCount> offset{};
    std::array<std::int32_t, LaneCount> used{}; // -1 or 0, the gathers' mask
};
constexpr LaneOffsets buildLaneOffsets()
{
    LaneOffsets t{};
    for (int l = 0; l < LaneCount; ++l) {
        const int instance = ThePlan.laneInstance[l];
        t.offset[l] = instance < 0 ? 0 : FamilyOffset[Tables.instances[instance].family];
        t.used[l] = instance < 0 ? 0 : -1;
    }
    return t;
}
alignas(32) inline constexpr LaneOffsets TheLaneOffsets = buildLaneOffsets();

template <int First>
constexpr bool allUsed()
{
    for (int l = First; l < First + 8; ++l)
        if (ThePlan.laneInstance[l] < 0)
            return false;
    return true;
}

// The weights of eight lanes: one 32-bit gather at 16-bit granularity (the weight and its
// neighbour; every family table is followed by more weights, so the read stays inside the
// stage), then a multiply-add by (1, 0) sign-extends the weight.
template <class K, int First>
inline __m256i gatherWeights(const std::int16_t* w, __m128i index16)
{
    const __m256i index
        = _mm256_add_epi32(_mm256_cvtepu16_epi32(index16), load<K>(TheLaneOffsets.offset.data() + First));
    const int* base = reinterpret_cast<const int*>(w);
    __m256i g;
    if constexpr (allUsed<First>())
        g = _mm256_i32gather_epi32(base, index, 2);
    else
        g = _mm256_mask_i32gather_epi32(
            _mm256_setzero_si256(), base, index, load<K>(TheLaneOffsets.used.data() + First), 2);
    return _mm256_madd_epi16(g, _mm256_set1_epi32(1));
}

// The sum of the pattern weights: the indices stay in registers and the weights are gathered
// (measured: 27.2 M evaluations/s with scalar loads, 32.4 M with gathers, indices included).
template <class K>
[[gnu::always_inline]] inline int sumWeights(Bitboard p, Bitboard o, const std::int16_t* w)
{
    const Sources src = sourcesOf<K>(p, o);
    __m256i acc = _mm256_setzero_si256();
    [&]<std::size_t... B>(std::index_sequence<B...>)
    {
        (
            [&] {
                const __m256i index = blockIndices<K, int(B)>(
                    src, std::make_index_sequence<std::size_t(ThePlan.levels[B])>());
                acc = _mm256_add_epi32(
                    acc, gatherWeights<K, Lanes* int(B)>(w, _mm256_castsi256_si128(index)));
                acc = _mm256_add_epi32(
                    acc, gatherWeights<K, Lanes* int(B) + 8>(w, _mm256_extracti128_si256(index, 1)));
            }(),
            ...);
    }
    (std::make_index_sequence<BlockCount>());
    __m128i x = _mm_add_epi32(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
    x = _mm_add_epi32(x, _mm_unpackhi_epi64(x, x));
    x = _mm_add_epi32(x, _mm_shuffle_epi32(x, 1));
    return _mm_cvtsi128_si32(x);
}

#endif // __AVX2__

template <std::size_t... L>
inline void featureOffsets(std::uint32_t* out, const std::uint16_t* index, std::index_sequence<L...>)
{
    (
        [&] {
            constexpr int instance = ThePlan.laneInstance[L];
            if constexpr (instance >= 0)
                out[instance] = std::uint32_t(FamilyOffset[Tables.instances[instance].family] + index[L]);
        }(),
        ...);
}

} // namespace vec

template <class K>
void features(Bitboard p, Bitboard o, PatternFeatures& out)
{
#if defined(__AVX2__)
    if constexpr (vec::Enabled<K>) {
        alignas(32) std::uint16_t index[vec::LaneCount];
        vec::indices<K>(p, o, index);
        vec::featureOffsets(out.offsets.data(), index, std::make_index_sequence<vec::LaneCount>());
    } else
#endif
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
    int score = w[parity] + w[mobility];
#if defined(__AVX2__)
    if constexpr (pattern::vec::Enabled<K>) {
        score += pattern::vec::sumWeights<K>(p, o, w);
    } else
#endif
        score += pattern::sumInstances<K>(
            w, pattern::linesOf<K>(p, o), std::make_index_sequence<pattern::InstanceCount>());
    if (score > EvalMaxHeuristic)
        score = EvalMaxHeuristic;
    if (score < -EvalMaxHeuristic)
        score = -EvalMaxHeuristic;
    return score;
}

} // namespace probcut
