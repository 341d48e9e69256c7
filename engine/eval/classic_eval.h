#pragma once
// The classic feature evaluation of the Demosthenes report (CS 221, 2002): nine differentials
// of the side to move minus the opponent (discs, mobility, corners, corner access, C-squares,
// X-squares, frontier discs, stable discs, wedges) plus wipe-out detection, combined linearly
// with one weight vector per game stage. It is the baseline the pattern evaluation is measured
// against (Buro 1997, Table 1 style matches), and the studio uses the individual features to
// explain a position in words a coach uses. Weights are fitted by `probcut train classic`.
//
// "8-corner" in the report is read here as corner access: the corners the side can take on its
// next move (of the 8 corner moves the two sides could have); the report's exact definition was
// not at hand, so this is an interpretation.

#include "engine/core/result.h"
#include "engine/eval/evaluator.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace probcut {

enum class ClassicFeature : int {
    Discs,
    Mobility,
    Corners,
    CornerAccess,
    CSquares, // next to an empty corner, on the edge
    XSquares, // diagonally next to an empty corner
    Frontier, // discs next to an empty square
    Stable,   // discs that can never be flipped (a sound lower bound)
    Wedges,   // empty edge squares between two opponent discs: places to wedge in
};
constexpr int ClassicFeatureCount = 9;
const char* classicFeatureName(ClassicFeature f);

struct ClassicFeatures {
    std::array<int, ClassicFeatureCount> value{}; // side to move minus opponent
    int operator[](ClassicFeature f) const { return value[int(f)]; }
};

// Stable discs of `p` (full lines, and neighbours that are edges or stable discs of the same
// colour in every direction, iterated to a fixed point).
Bitboard stableDiscs(Bitboard p, Bitboard o);
ClassicFeatures classicFeatures(const Board& board);

// The same features counted for each side separately (classicFeatures is player − opponent),
// so the studio's explanation panel can show "Black has 7 moves, White 4". A side's wedges are
// the empty edge squares between two discs of the other side (places it can wedge into).
struct ClassicFeatureCounts {
    std::array<int, ClassicFeatureCount> player{};   // side to move
    std::array<int, ClassicFeatureCount> opponent{}; // the other side
};
ClassicFeatureCounts classicFeatureCounts(const Board& board);

class ClassicWeights {
public:
    static constexpr int StageCount = 15; // the stages of the pattern evaluation (pattern.h)
    // Per stage: nine weights in discs per feature unit, then a constant.
    using Stage = std::array<double, ClassicFeatureCount + 1>;

    ClassicWeights(); // the trained set shipped with the engine
    Stage& stage(int s) { return m_stages[s]; }
    const Stage& stage(int s) const { return m_stages[s]; }
    static int stageOf(int discs);

    // Text: "probcut-classic-weights 1", then one line per stage: index, nine weights, constant.
    std::string serialize() const;
    static Result<ClassicWeights> parse(std::string_view text, std::string_view sourceName = {});

private:
    std::array<Stage, StageCount> m_stages;
};

class ClassicEvaluator final : public Evaluator {
public:
    ClassicEvaluator() = default;
    explicit ClassicEvaluator(ClassicWeights weights) : m_weights(std::move(weights)) {}
    // Wipe-out: no disc left for one side is the end of the game, scored +-64 (clamped).
    int evaluate(const Board& board) const override;
    std::string name() const override { return "classic"; }
    const ClassicWeights& weights() const { return m_weights; }
    // The contribution of each feature in discs (for explanations); sums to the value minus
    // the stage constant.
    std::array<double, ClassicFeatureCount> contributions(const Board& board) const;

private:
    ClassicWeights m_weights;
};

// The hot-search form: a concrete, copyable evaluator with evaluate<K>(p, o).
struct ClassicEval {
    const ClassicEvaluator* evaluator = nullptr;
    template <class K>
    int evaluate(Bitboard p, Bitboard o) const
    {
        return evaluator->evaluate(Board{p, o});
    }
};

} // namespace probcut
