#pragma once
// LOGISTELLO's pattern set (Buro 1997, "Experiments with Multi-ProbCut and a new high-quality
// evaluation function", §3): edge+2X, 2x5 corner, 3x3 corner, the lines 2-4, the diagonals of
// length 4-8 and a parity feature, 46 pattern instances in 11 families. Symmetric instances of a
// family share one weight table; each table is indexed by the ternary code of the instance's
// squares (0 empty, 1 side to move, 2 opponent, first square least significant). This header
// holds the shapes as constexpr data; the weights (one set per game stage) live in
// PatternWeights (weights.h), the evaluation in PatternEval / PatternEvaluator below.
// Callers: the search (PatternEval as its hot evaluator), `probcut eval`, the training
// pipeline (patternFeatures) and the tests.

#include "engine/core/board.h"
#include "engine/core/kernel.h"
#include "engine/eval/evaluator.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>

namespace probcut {

class PatternWeights;

namespace pattern {

// Identifies this pattern set in weights files; bump when shapes, order or stages change.
// "LOG2": LOGISTELLO's patterns plus the mobility table below.
constexpr std::uint32_t PatternSetId = 0x4c4f4732; // "LOG2"
// The previous set, without the mobility table: its files still load, with that table zero
// (the same evaluation as before).
constexpr std::uint32_t PatternSetIdPatternsOnly = 0x4c4f4731; // "LOG1"

constexpr int FamilyCount = 11;
constexpr int InstanceCount = 46;
constexpr int MaxSquares = 10;

struct Family {
    const char* name;
    int size;                               // squares
    std::array<Square, MaxSquares> squares; // canonical instance, least significant digit first
    // The symmetry that maps the canonical instance onto itself (reversing or permuting its
    // squares), Identity when there is none; such configurations share a weight.
    Symmetry selfSymmetry;
    int instanceCount;
    std::array<Symmetry, 8> instances; // instance i = canonical squares mapped by instances[i]
};

constexpr Square sq(int column, int row) { return makeSquare(column, row); }

// The same square maps as Board's transform (board.cpp), as constexpr arithmetic.
constexpr Square mapSquare(Square s, Symmetry sym)
{
    const int c = columnOf(s), r = rowOf(s);
    switch (sym) {
    case Symmetry::Identity: return s;
    case Symmetry::FlipVertical: return makeSquare(c, 7 - r);
    case Symmetry::MirrorHorizontal: return makeSquare(7 - c, r);
    case Symmetry::Rotate180: return makeSquare(7 - c, 7 - r);
    case Symmetry::FlipDiagonal: return makeSquare(r, c);
    case Symmetry::FlipAntiDiagonal: return makeSquare(7 - r, 7 - c);
    case Symmetry::Rotate90: return makeSquare(7 - r, c);
    case Symmetry::Rotate270: return makeSquare(r, 7 - c);
    }
    return s;
}

using S = Symmetry;
// Four placements of a line along an edge direction: top, bottom, left, right.
constexpr std::array<Symmetry, 8> EdgeInstances{S::Identity, S::FlipVertical, S::FlipDiagonal, S::Rotate90};
// Four placements of a corner shape: a1, h1, a8, h8.
constexpr std::array<Symmetry, 8> CornerInstances{
    S::Identity, S::MirrorHorizontal, S::FlipVertical, S::Rotate180};
constexpr std::array<Symmetry, 8> AllInstances{S::Identity, S::FlipVertical, S::MirrorHorizontal,
    S::Rotate180, S::FlipDiagonal, S::FlipAntiDiagonal, S::Rotate90, S::Rotate270};
// The four short diagonals of one length: b1-h7 type, a2-g8, g1-a7, h2-b8.
constexpr std::array<Symmetry, 8> DiagonalInstances{
    S::Identity, S::FlipDiagonal, S::MirrorHorizontal, S::FlipVertical};

constexpr std::array<Family, FamilyCount> Families{{
    {"edge+2x", 10,
        {sq(0, 0), sq(1, 0), sq(2, 0), sq(3, 0), sq(4, 0), sq(5, 0), sq(6, 0), sq(7, 0), sq(1, 1), sq(6, 1)},
        S::MirrorHorizontal, 4, EdgeInstances},
    {"corner2x5", 10,
        {sq(0, 0), sq(1, 0), sq(2, 0), sq(3, 0), sq(4, 0), sq(0, 1), sq(1, 1), sq(2, 1), sq(3, 1), sq(4, 1)},
        S::Identity, 8, AllInstances},
    {"corner3x3", 9,
        {sq(0, 0), sq(1, 0), sq(2, 0), sq(0, 1), sq(1, 1), sq(2, 1), sq(0, 2), sq(1, 2), sq(2, 2)},
        S::FlipDiagonal, 4, CornerInstances},
    {"line2", 8, {sq(0, 1), sq(1, 1), sq(2, 1), sq(3, 1), sq(4, 1), sq(5, 1), sq(6, 1), sq(7, 1)},
        S::MirrorHorizontal, 4, EdgeInstances},
    {"line3", 8, {sq(0, 2), sq(1, 2), sq(2, 2), sq(3, 2), sq(4, 2), sq(5, 2), sq(6, 2), sq(7, 2)},
        S::MirrorHorizontal, 4, EdgeInstances},
    {"line4", 8, {sq(0, 3), sq(1, 3), sq(2, 3), sq(3, 3), sq(4, 3), sq(5, 3), sq(6, 3), sq(7, 3)},
        S::MirrorHorizontal, 4, EdgeInstances},
    {"diag8", 8, {sq(0, 0), sq(1, 1), sq(2, 2), sq(3, 3), sq(4, 4), sq(5, 5), sq(6, 6), sq(7, 7)},
        S::Rotate180, 2, {S::Identity, S::MirrorHorizontal}},
    {"diag7", 7, {sq(1, 0), sq(2, 1), sq(3, 2), sq(4, 3), sq(5, 4), sq(6, 5), sq(7, 6)}, S::FlipAntiDiagonal,
        4, DiagonalInstances},
    {"diag6", 6, {sq(2, 0), sq(3, 1), sq(4, 2), sq(5, 3), sq(6, 4), sq(7, 5)}, S::FlipAntiDiagonal, 4,
        DiagonalInstances},
    {"diag5", 5, {sq(3, 0), sq(4, 1), sq(5, 2), sq(6, 3), sq(7, 4)}, S::FlipAntiDiagonal, 4,
        DiagonalInstances},
    {"diag4", 4, {sq(4, 0), sq(5, 1), sq(6, 2), sq(7, 3)}, S::FlipAntiDiagonal, 4, DiagonalInstances},
}};

constexpr int pow3(int n)
{
    int r = 1;
    while (n-- > 0)
        r *= 3;
    return r;
}

// Weight layout of one stage: the family tables one after the other, then two parity weights
// (even / odd number of empties).
constexpr std::array<int, FamilyCount + 1> familyOffsets()
{
    std::array<int, FamilyCount + 1> off{};
    for (int f = 0; f < FamilyCount; ++f)
        off[f + 1] = off[f] + pow3(Families[f].size);
    return off;
}
constexpr std::array<int, FamilyCount + 1> FamilyOffset = familyOffsets();
constexpr int ParityOffset = FamilyOffset[FamilyCount];
// The mobility table after parity, indexed by the pair (legal moves of the side to move, of
// the opponent), each capped at 24 (more is rare and alike), so that it can learn
// interactions (no move at all, a lead that matters only when the opponent is short of moves)
// that a difference would lose. GLEM allows any feature whose value is one configuration out
// of a fixed set (Buro 1997 §3, "generalized linear evaluation model"); mobility is the classic
// evaluations' main feature (Rosenbloom's IAGO, classic_eval.h), which the patterns see only
// piecewise. Measured on the held-out set (resources/weights/README.md): the mobility table
// takes the error at 24 empties from 5.77 to 5.53 discs; a potential-mobility table (empty
// squares next to the opponent's discs, both sides) added nothing and was left out.
constexpr int MobilityCap = 24;
constexpr int MobilityOffset = ParityOffset + 2;
constexpr int MobilityTableSize = (MobilityCap + 1) * (MobilityCap + 1);
constexpr int StageStride = MobilityOffset + MobilityTableSize; // weights per stage
// Weights read per evaluation: one per pattern instance, then parity and mobility.
constexpr int FeatureCount = InstanceCount + 2;
constexpr int ParityFeature = InstanceCount;
constexpr int MobilityFeature = InstanceCount + 1;
constexpr int mobilityIndex(int own, int opponent)
{
    return (own < MobilityCap ? own : MobilityCap) * (MobilityCap + 1)
        + (opponent < MobilityCap ? opponent : MobilityCap);
}

// Game stages by disc count: `stageCount` equal bands of 60 / stageCount discs from 5 to 64
// (the start position counts as the first band). 15 stages of four discs by default, the bands
// of Buro's paper (13-16, ..., 61-64) plus two for the opening.
constexpr int DefaultStageCount = 15;
constexpr int stageOf(int discs, int stageCount)
{
    const int width = 60 / stageCount;
    const int s = (discs <= 5 ? 0 : discs - 5) / width;
    return s < stageCount ? s : stageCount - 1;
}
constexpr bool validStageCount(int stageCount)
{
    return stageCount >= 1 && stageCount <= 60 && 60 % stageCount == 0;
}

// One pattern instance as the evaluator reads it.
struct Instance {
    int family;
    Symmetry symmetry;
    Bitboard mask;
    std::array<Square, MaxSquares> squares; // squares[k] carries digit 3^k
};

// The instances of every family, mapped onto the board (pattern_impl.h cuts each into line
// segments for the index extraction).
struct IndexTables {
    std::array<Instance, InstanceCount> instances;
};

constexpr IndexTables buildIndexTables()
{
    IndexTables t{};
    int i = 0;
    for (int f = 0; f < FamilyCount; ++f) {
        const Family& fam = Families[f];
        for (int k = 0; k < fam.instanceCount; ++k, ++i) {
            Instance& in = t.instances[i];
            in.family = f;
            in.symmetry = fam.instances[k];
            in.mask = 0;
            for (int j = 0; j < fam.size; ++j) {
                in.squares[j] = mapSquare(fam.squares[j], in.symmetry);
                in.mask |= squareBit(in.squares[j]);
            }
        }
    }
    return t;
}

inline constexpr IndexTables Tables = buildIndexTables();

// The index of the mirror configuration for families with a self-symmetry (the identity map
// otherwise): training ties the two so the evaluation is invariant under the board's symmetries.
int mirrorIndex(int family, int index);

} // namespace pattern

// The hot evaluator the search is instantiated with: holds a pointer to one weight set (the
// weights must outlive it), copied by value into search workers.
struct PatternEval {
    const std::int16_t* weights = nullptr;      // stageCount * StageStride
    const std::int32_t* stageOffsets = nullptr; // by disc count 0..64: start of the stage's weights

    template <class K>
    int evaluate(Bitboard p, Bitboard o) const; // pattern_impl.h
};

// Feature vector of a position for training: for each instance the offset of its weight
// within the stage (FamilyOffset[family] + index), followed by the offsets of the parity and
// mobility weights. Uses the fastest kernel the CPU supports.
struct PatternFeatures {
    std::array<std::uint32_t, pattern::FeatureCount> offsets;
};
void patternFeatures(Bitboard p, Bitboard o, PatternFeatures& out);
// Slow, obviously correct: digit by digit from Board::transformed (tests compare against it).
void patternFeaturesReference(const Board& board, PatternFeatures& out);

// The pattern evaluation behind the Evaluator interface (facade, CLI, tests).
class PatternEvaluator final : public Evaluator {
public:
    explicit PatternEvaluator(std::shared_ptr<const PatternWeights> weights);
    int evaluate(const Board& board) const override;
    std::string name() const override { return "pattern"; }
    const PatternEval& kernelEval() const { return m_eval; }
    const PatternWeights& weights() const { return *m_weights; }

private:
    std::shared_ptr<const PatternWeights> m_weights;
    PatternEval m_eval;
    bool m_avx2 = false;
};

// The evaluation taken apart, for the studio's explanation panel: the weight each pattern
// instance contributes for the side to move (EvalScale units), then the parity and mobility
// weights (indices ParityFeature, MobilityFeature). The terms sum to the unclamped evaluation, so clamp(sum,
// ±EvalMaxHeuristic) == PatternEval::evaluate (tested).
struct PatternTerms {
    std::array<int, pattern::FeatureCount> units{};
    int sum() const;
};
PatternTerms patternTerms(const PatternEval& eval, const Board& board);
// "edge+2X (north)", "corner 3x3 (a8)", "diagonal a1-h8": the instance's shape and place, with
// a1 in the top-left corner as drawn by the studio. For the global features: "parity",
// "mobility".
std::string patternInstanceName(int instance);
// The squares of an instance (empty for parity and mobility).
Bitboard patternInstanceSquares(int instance);

// Evaluate `count` boards (for benchmarks): returns the sum of the values so nothing is
// optimised away.
long long patternEvaluateMany(
    const PatternEval& eval, const Board* boards, std::size_t count, KernelKind kernel);

} // namespace probcut
