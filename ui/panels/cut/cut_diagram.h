#pragma once
// The sketch beside "What is this?" in the ProbCut panel: the fitted line from a shallow to a
// deep search value, the band of t·σ around it, the bound β, and the shallow values that are
// enough to cut. Drawn in palette colours so every theme reads it; an example event can be
// shown on it with its shallow value marked.

#include "engine/search/search_limits.h"

#include <QWidget>

namespace probcut::ui {

class CutDiagram : public QWidget {
    Q_OBJECT

public:
    explicit CutDiagram(QWidget* parent = nullptr);

    // A real check: v_h ≈ a·v_d + b, residual deviation sigma, threshold t, window bound beta
    // (alpha when `highCheck` is false: the cut region is then below) and the shallow value.
    void setExample(
        double a, double b, double sigma, double t, double beta, double shallow, bool highCheck = true);
    // The same from a check event, with its depths in the axis titles.
    void setExample(const CutEvent& check);
    // Back to the illustrative parameters.
    void clearExample();
    bool hasExample() const { return m_hasExample; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // Illustrative defaults: an unbiased line, a typical midgame σ and a 95 % threshold.
    struct Model {
        double a = 1, b = 0, sigma = 4, t = 1.64, beta = 8, shallow = 0;
        bool high = true;
    };
    Model m_model;
    bool m_hasExample = false;
    int m_checkDepth = 0, m_height = 0; // 0: the axis titles say d and h
    bool m_toEnd = false;
};

} // namespace probcut::ui
