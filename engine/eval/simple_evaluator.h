#pragma once
// A hand-weighted evaluation the search runs on until the trained pattern evaluation lands:
// mobility, potential mobility (frontier), corners, X- and C-squares next to empty corners,
// parity and disc count, with weights interpolated by game stage (the features of Rosenbloom's
// IAGO and of the early LOGISTELLO versions; the weights are hand-set, not fitted).
// SimpleEval is the concrete, inlinable type the hot search is instantiated with;
// SimpleEvaluator wraps it behind the Evaluator interface for the facade and tests.

#include "engine/eval/evaluator.h"

namespace probcut {

struct SimpleEval {
    // Template over the kernel so the AVX2 and portable search each get their own copy (no
    // shared inline symbol across instruction sets, see kernel.h).
    template <class K>
    int evaluate(Bitboard p, Bitboard o) const
    {
        const int discs = K::popcount(p | o);
        // Stage weight in 1/64: 0 at the start, 64 with the board full.
        const int t = (discs - 4) * 64 / 60;
        auto lerp = [t](int early, int late) { return (early * (64 - t) + late * t) / 64; };

        const Bitboard empty = ~(p | o);
        const int mobility = K::popcount(K::moves(p, o)) - K::popcount(K::moves(o, p));
        const int potential = K::popcount(neighbours(o) & empty) - K::popcount(neighbours(p) & empty);
        const int corners = K::popcount(p & Corners) - K::popcount(o & Corners);

        // X- and C-squares only count while their corner is empty.
        constexpr Bitboard XA1 = squareBit(9), XH1 = squareBit(14), XA8 = squareBit(49), XH8 = squareBit(54);
        constexpr Bitboard CA1 = squareBit(1) | squareBit(8), CH1 = squareBit(6) | squareBit(15);
        constexpr Bitboard CA8 = squareBit(48) | squareBit(57), CH8 = squareBit(55) | squareBit(62);
        Bitboard xs = 0, cs = 0;
        if (empty & squareBit(0)) {
            xs |= XA1;
            cs |= CA1;
        }
        if (empty & squareBit(7)) {
            xs |= XH1;
            cs |= CH1;
        }
        if (empty & squareBit(56)) {
            xs |= XA8;
            cs |= CA8;
        }
        if (empty & squareBit(63)) {
            xs |= XH8;
            cs |= CH8;
        }
        const int xSquares = K::popcount(p & xs) - K::popcount(o & xs);
        const int cSquares = K::popcount(p & cs) - K::popcount(o & cs);
        const int discDiff = K::popcount(p) - K::popcount(o);
        const int parity = ((64 - discs) & 1) ? 1 : -1;

        int score = lerp(110, 60) * mobility + lerp(40, 10) * potential + lerp(1000, 600) * corners
            - lerp(500, 200) * xSquares - lerp(150, 60) * cSquares + lerp(-10, 60) * discDiff
            + lerp(0, 150) * parity;
        if (score > EvalMaxHeuristic)
            score = EvalMaxHeuristic;
        if (score < -EvalMaxHeuristic)
            score = -EvalMaxHeuristic;
        return score;
    }
};

class SimpleEvaluator final : public Evaluator {
public:
    int evaluate(const Board& board) const override;
    std::string name() const override { return "simple"; }
    const SimpleEval& kernelEval() const { return m_eval; }

private:
    SimpleEval m_eval;
};

} // namespace probcut
