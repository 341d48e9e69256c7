#pragma once
// The data the Multi-ProbCut model is fitted from: for each sampled position, its empties count
// and its search value at every depth 0..H (iterative deepening gives them all in one search;
// depth 0 is the static evaluation). `probcut mpc-fit --samples` writes them next to the fitted
// parameters (mpc_params.h), so the studio's regression panel can plot the very points each
// line was fitted to and recompute r² as a check. The fit itself (MpcFitAccumulator) lives
// here too, so the CLI and the panel compute it identically.
//
// File format (strict text, version 1 or 2), one record per line, '#' comments allowed before
// the header only:
//   probcut-mpc-samples <version>
//   evaluator <name>                 (the evaluation the values were searched with)
//   stage-width <empties per stage>  (1..60; stage = empties / width, as MpcParams)
//   max-height <H>                   (1..MpcParams::MaxHeight)
//   positions <N>                    (0..1000000)
//   <empties> <v0> <v1> ... <vk>     (exactly N lines; empties 0..60, values in discs, |v| <= 64)
//   checksum <16 hex digits>         (FNV-1a 64 of every byte before this line)
// Version 1: every row holds all H + 1 values (k = H). Version 2: a row holds the values of its
// own height k, 1 <= k <= H, and at least one row reaches H -- a fit may search a subset of the
// positions deeper than the rest (`mpc-fit --deep-height`), since a deep search costs about
// 2.5 times the one a ply shallower. formatMpcSamples writes version 1 whenever every row is
// complete, so files without deep subsets stay readable by older builds.
// Anything else -- unknown records, wrong counts, out-of-range or malformed numbers, a bad
// checksum, a missing final newline -- is rejected with its line number.

#include "engine/core/result.h"
#include "engine/search/multi_probcut.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace probcut {

class MpcSamples {
public:
    static constexpr int FormatVersion = 2; // newest version read and written
    static constexpr int MaxPositions = 1000000;

    MpcSamples(int stageWidth = 6, int maxHeight = 10);

    int stageWidth() const { return m_stageWidth; }
    int maxHeight() const { return m_maxHeight; }
    int stageCount() const { return 60 / m_stageWidth + 1; }
    int stageOf(int empties) const
    {
        const int e = empties < 0 ? 0 : empties > 60 ? 60 : empties;
        return e / m_stageWidth;
    }

    std::size_t size() const { return m_empties.size(); }
    int empties(std::size_t i) const { return m_empties[i]; }
    int stage(std::size_t i) const { return stageOf(m_empties[i]); }
    // Deepest depth with a value for position i (maxHeight unless it came from a shallower
    // search than the deepest ones).
    int height(std::size_t i) const { return m_heights[i]; }
    // True when every position has values up to maxHeight (the file is then written as
    // version 1).
    bool complete() const { return m_incomplete == 0; }
    // Value of position i at depth d (0..height(i)), discs, for the side to move.
    double value(std::size_t i, int depth) const
    {
        return m_values[i * std::size_t(m_maxHeight + 1) + std::size_t(depth)];
    }
    // Appends a position with values at depths 0..k, k = values.size() - 1 capped at maxHeight
    // (k >= 1: a shorter `values` is padded with zeros to depth 1).
    void add(int empties, const std::vector<double>& values);

    std::string evaluator; // name of the evaluation the values come from

private:
    int m_stageWidth;
    int m_maxHeight;
    std::vector<std::uint8_t> m_empties;
    std::vector<std::uint8_t> m_heights;
    std::size_t m_incomplete = 0; // positions with height < maxHeight
    std::vector<double> m_values; // maxHeight + 1 per position (zeros beyond its height)
};

Result<MpcSamples> parseMpcSamples(std::string_view text);
std::string formatMpcSamples(const MpcSamples& samples);

// Least-squares fit of y = a·x + b over added pairs (x = v_d, y = v_h): slope, intercept, the
// residual deviation σ with n − 2 degrees of freedom, the correlation r and n. No fit (nullopt)
// with fewer than 8 pairs or without spread in x or y.
struct MpcFitAccumulator {
    double n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
    void add(double x, double y)
    {
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        syy += y * y;
        sxy += x * y;
    }
    std::optional<MpcFit> fit() const;
};

// The fit of v_height on v_depth over the positions of `stage` that reach `height`, in file
// order (the order `probcut mpc-fit` accumulates in, so the result equals the parameter file's
// bit for bit).
std::optional<MpcFit> fitMpcSamples(const MpcSamples& samples, int stage, int height, int depth);

// The spread of `stage` (MpcSpread, the `spread` record): how the residual deviation grows with
// |v_d|. Over the pairs the search checks with (heights 3..maxHeight, depths h/2 and h/2 - 1,
// those with at least 200 positions), each pair's residuals divided by its own RMS residual are
// binned by |v_d| in bins of 2 discs (the last from 30 up); the bins' RMS is fitted by
// c0 + c1·v at the bin centres, weighted by their counts. No spread (nullopt) without pairs,
// and a negative slope becomes 0 (then c0 is the weighted mean, about 1).
std::optional<MpcSpread> fitMpcSpread(const MpcSamples& samples, int stage);

} // namespace probcut
