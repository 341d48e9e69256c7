#pragma once
// A synthetic Multi-ProbCut model for the simple evaluation, shared by test_mpc and test_endcut:
// the shallow value predicts the deep one with slope 1, no bias and a few discs of noise at
// every stage, height and depth, so searches prune without a fitted parameter file.
#include "engine/search/multi_probcut.h"

namespace probcut::test {

inline MpcParams syntheticMpcParams()
{
    MpcParams p(6);
    p.evaluator = "simple";
    for (int st = 0; st < p.stageCount(); ++st)
        for (int h = 1; h <= MpcParams::MaxHeight; ++h)
            for (int d = 0; d < h; ++d)
                p.setFit(st, h, d, MpcFit{1.0, 0.0, 0.5 + 0.25 * (h - d), 0.97, 100});
    return p;
}

} // namespace probcut::test
