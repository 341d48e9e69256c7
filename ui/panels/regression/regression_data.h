#pragma once
// What the regression panel plots, computed from the shipped Multi-ProbCut samples and
// parameters (ui/engine/studio_evaluator.h): for a (stage, height h, check depth d) the points
// (v_d, v_h) of every sampled position of the stage, the fit of the parameter file and the r²
// recomputed from the points as a check. Point lists are built on first use and cached, so
// switching back and forth between selections costs a hash lookup. GUI thread only; used by
// RegressionPanel and its test.

#include "engine/search/multi_probcut.h"
#include "engine/training/mpc_samples.h"

#include <QHash>
#include <QList>
#include <QPointF>

#include <memory>

namespace probcut::ui {

class RegressionData {
public:
    struct Series {
        QList<QPointF> points; // (shallow value v_d, deep value v_h), discs
        double r2Samples = 0;  // r² of the points (0 when they cannot be fitted)
        bool refitted = false; // the points could be fitted (enough of them, with spread)
        MpcFit fileFit;        // the parameter file's fit (n = 0: not fitted)
    };

    RegressionData(std::shared_ptr<const MpcSamples> samples, std::shared_ptr<const MpcParams> params);

    const MpcSamples* samples() const { return m_samples.get(); }
    const MpcParams* params() const { return m_params.get(); }
    // Stages that have samples, ascending.
    const QList<int>& stages() const { return m_stages; }
    // Smallest and largest empties count sampled in `stage`.
    std::pair<int, int> emptiesRange(int stage) const { return m_emptiesRange.value(stage, {0, 0}); }
    // Largest |value| of any depth in `stage`, and the 99th percentile of |value| (a frame for
    // the plots that does not jump with h, d and is not set by a few extreme positions).
    double maxAbsValue(int stage) const { return m_maxAbs.value(stage, 0.0); }
    double typicalExtent(int stage) const { return m_q99.value(stage, 0.0); }
    int maxHeight() const { return m_samples ? m_samples->maxHeight() : 0; }

    const Series& series(int stage, int height, int depth);
    // How many selections have been built so far (tests: the cache works).
    int builtSeries() const { return int(m_cache.size()); }

private:
    std::shared_ptr<const MpcSamples> m_samples;
    std::shared_ptr<const MpcParams> m_params;
    QList<int> m_stages;
    QHash<int, std::pair<int, int>> m_emptiesRange;
    QHash<int, double> m_maxAbs;
    QHash<int, double> m_q99;
    QHash<int, Series> m_cache;
};

} // namespace probcut::ui
