#include "ui/panels/regression/regression_data.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace probcut::ui {

RegressionData::RegressionData(
    std::shared_ptr<const MpcSamples> samples, std::shared_ptr<const MpcParams> params)
    : m_samples(std::move(samples)), m_params(std::move(params))
{
    if (!m_samples)
        return;
    for (std::size_t i = 0; i < m_samples->size(); ++i) {
        const int st = m_samples->stage(i), e = m_samples->empties(i);
        if (!m_emptiesRange.contains(st)) {
            m_stages.append(st);
            m_emptiesRange.insert(st, {e, e});
        }
        auto& range = m_emptiesRange[st];
        range = {std::min(range.first, e), std::max(range.second, e)};
        double& m = m_maxAbs[st];
        for (int d = 0; d <= m_samples->height(i); ++d)
            m = std::max(m, std::fabs(m_samples->value(i, d)));
    }
    std::sort(m_stages.begin(), m_stages.end());
    for (int st : std::as_const(m_stages)) {
        std::vector<double> a;
        for (std::size_t i = 0; i < m_samples->size(); ++i)
            if (m_samples->stage(i) == st)
                for (int d = 0; d <= m_samples->height(i); ++d)
                    a.push_back(std::fabs(m_samples->value(i, d)));
        const std::size_t k = std::min(a.size() - 1, a.size() * 99 / 100);
        std::nth_element(a.begin(), a.begin() + std::ptrdiff_t(k), a.end());
        m_q99.insert(st, a[k]);
    }
}

const RegressionData::Series& RegressionData::series(int stage, int height, int depth)
{
    const int key = (stage * (MpcParams::MaxHeight + 1) + height) * (MpcParams::MaxHeight + 1) + depth;
    auto it = m_cache.find(key);
    if (it != m_cache.end())
        return *it;
    Series s;
    if (m_samples && height >= 1 && height <= m_samples->maxHeight() && depth >= 0 && depth < height) {
        MpcFitAccumulator acc;
        for (std::size_t i = 0; i < m_samples->size(); ++i)
            // A position searched less deep than `height` (a fit's shallow majority) has no v_h.
            if (m_samples->stage(i) == stage && m_samples->height(i) >= height) {
                const double x = m_samples->value(i, depth), y = m_samples->value(i, height);
                s.points.append(QPointF(x, y));
                acc.add(x, y);
            }
        if (auto f = acc.fit()) {
            s.refitted = true;
            s.r2Samples = f->r * f->r;
        }
    }
    if (m_params && MpcParams::validKey(stage, height, depth, m_params->stageCount()))
        s.fileFit = m_params->fit(stage, height, depth);
    return *m_cache.insert(key, std::move(s));
}

} // namespace probcut::ui
