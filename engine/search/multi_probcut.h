#pragma once
// The Multi-ProbCut model (Buro 1997, "Experiments with Multi-ProbCut and a New High-Quality
// Evaluation Function for Othello"): for each game stage, search height h and check depth
// d < h, the deep value is predicted from the shallow one as v_h = a·v_d + b + e with e normal,
// mean 0 and deviation σ. `probcut mpc-fit` fits it from positions and writes it with
// formatMpcParams(); the search loads it (parseMpcParams) and turns a confidence level into
// cut thresholds with the helpers below. Values are in discs; the search scales them.
//
// File format (strict text, version 1), one record per line, '#' comments allowed before the
// records:
//   probcut-mpc 1
//   evaluator <name>
//   stage-width <empties per stage>
//   fit <stage> <height> <depth> <a> <b> <sigma> <r> <n>     (any number of lines)
//   endfit <empties> <depth> <a> <b> <sigma> <r> <n>        (optional, after the fits)
//   checksum <16 hex digits>   (FNV-1a 64 of every byte before this line)
// An `endfit` is ENDCUT's model (Buro's selective endgame search): at a position with
// <empties> empties the exact final score is predicted from the depth-<depth> search value,
// exact = a·v_d + b + e. Files without them still read as version 1, and files with them are
// formatted with them after the fits, so both round-trip.
// Anything else -- unknown keywords, out-of-range numbers, duplicate or missing lines, a bad
// checksum -- is rejected with the line number.

#include "engine/core/fnv1a.h"
#include "engine/core/result.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace probcut {

struct MpcFit {
    double a = 1;        // slope
    double b = 0;        // intercept, discs
    double sigma = 0;    // residual standard deviation, discs
    double r = 0;        // correlation coefficient of (v_d, v_h)
    std::uint32_t n = 0; // sample count; 0 = not fitted (no cuts with this pair)
    bool usable() const { return n > 0 && a > 0 && sigma > 0; }
};

class MpcParams {
public:
    static constexpr int MaxHeight = 16; // deepest height fitted or used
    static constexpr int MaxStages = 61; // one per empties count at the finest
    static constexpr int FormatVersion = 1;

    explicit MpcParams(int stageWidth = 6) : m_stageWidth(stageWidth < 1 ? 1 : stageWidth) {}

    int stageWidth() const { return m_stageWidth; }
    int stageCount() const { return 60 / m_stageWidth + 1; }
    int stageOf(int empties) const
    {
        const int e = empties < 0 ? 0 : empties > 60 ? 60 : empties;
        return e / m_stageWidth;
    }

    const MpcFit& fit(int stage, int height, int depth) const { return m_fits[index(stage, height, depth)]; }
    void setFit(int stage, int height, int depth, const MpcFit& f)
    {
        m_fits[index(stage, height, depth)] = f;
    }
    static bool validKey(int stage, int height, int depth, int stageCount)
    {
        return stage >= 0 && stage < stageCount && height >= 1 && height <= MaxHeight && depth >= 0
            && depth < height;
    }

    // ENDCUT fits: exact final score on the depth-`depth` value at `empties` empties.
    const MpcFit& endFit(int empties, int depth) const { return m_endFits[endIndex(empties, depth)]; }
    void setEndFit(int empties, int depth, const MpcFit& f) { m_endFits[endIndex(empties, depth)] = f; }
    static bool validEndKey(int empties, int depth)
    {
        return empties >= 1 && empties <= 60 && depth >= 0 && depth <= MaxHeight && depth < empties;
    }
    bool hasEndFits() const
    {
        for (const MpcFit& f : m_endFits)
            if (f.n > 0)
                return true;
        return false;
    }

    std::string evaluator; // name of the evaluation the fit was made with

private:
    static int index(int stage, int height, int depth)
    {
        return (stage * (MaxHeight + 1) + height) * (MaxHeight + 1) + depth;
    }
    static int endIndex(int empties, int depth) { return empties * (MaxHeight + 1) + depth; }
    int m_stageWidth;
    std::array<MpcFit, MaxStages*(MaxHeight + 1) * (MaxHeight + 1)> m_fits{};
    std::array<MpcFit, 61 * (MaxHeight + 1)> m_endFits{};
};

Result<MpcParams> parseMpcParams(std::string_view text);
std::string formatMpcParams(const MpcParams& params);

// Threshold t for a confidence in percent: the cut is made when the deep value lies beyond the
// bound with this two-sided normal confidence, t = Φ⁻¹((1 + c) / 2) (73 % -> 1.10, 87 % ->
// 1.51, 95 % -> 1.96, 99 % -> 2.58). Buro's t = 1.0 and 1.4 are 68 % and 84 %. Returns
// infinity at 100 % (never cut).
double mpcThreshold(double confidencePercent);
// Its inverse: the two-sided normal confidence in percent of a threshold t, c = erf(t / sqrt 2)
// (100 for an infinite t).
double mpcConfidence(double threshold);

// The check-search bounds of Buro's Fig. 7, in integer score units, rounded to the safe side
// (a cut needs at least the stated confidence): fail-high when v_d >= highBound, fail-low when
// v_d <= lowBound. `a` must be positive.
inline int mpcHighBound(double a, double b, double sigma, double t, int beta)
{
    const double x = (t * sigma + beta - b) / a;
    const double c = __builtin_ceil(x - 1e-9);
    return c > 1e9 ? 1000000000 : c < -1e9 ? -1000000000 : int(c);
}
inline int mpcLowBound(double a, double b, double sigma, double t, int alpha)
{
    const double x = (-t * sigma + alpha - b) / a;
    const double f = __builtin_floor(x + 1e-9);
    return f > 1e9 ? 1000000000 : f < -1e9 ? -1000000000 : int(f);
}

} // namespace probcut
