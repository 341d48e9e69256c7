#pragma once
// The "Regression plots" panel (issue 8): why Multi-ProbCut may skip deep searches, shown on
// the data the studio's model was fitted from. For a chosen stage, height h and check depth d it
// plots every sampled position's shallow value v_d against its deep value v_h, the fitted line
// v_h = a·v_d + b of the parameter file, the ±t·σ band of the chosen confidence, the y = x
// diagonal, and r², σ, n, a, b (with r² recomputed from the points as a check). Live, it takes
// the cut events of the current search, verifies a few cuts of the selected kind with a real
// deep search (CutVerifier, in the background) and plots them: did the cut tell the truth?
// Created by MainWindow::createPanels(); the data is parsed when the panel is first shown.

#include "engine/search/search_limits.h"
#include "ui/panels/cut/cut_verifier.h"
#include "ui/panels/regression/regression_data.h"
#include "ui/panels/settling_chart_view.h"

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QVector>
#include <QWidget>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QChart;
class QLineSeries;
class QScatterSeries;
class QTimer;
class QValueAxis;

namespace probcut::ui {

class EngineController;
class PointCloudItem;

class RegressionPanel : public QWidget {
    Q_OBJECT

public:
    static constexpr int MaxLivePointsPerSearch = 50;
    static constexpr int MaxPooledCuts = 10000; // per search
    static constexpr double Confidences[4] = {73, 87, 95, 99};

    explicit RegressionPanel(QWidget* parent = nullptr);
    ~RegressionPanel() override;

    // Parses the shipped samples and parameters (once; also done on the first show). False,
    // with the reason shown in the panel, when they cannot be read.
    bool ensureLoaded();
    double loadSeconds() const { return m_loadSeconds; }
    RegressionData* data() const { return m_data.get(); }

    // Takes the cut events of `controller`'s searches (EngineController::cutEvents); turns the
    // stream on once the panel is shown with live verification on.
    void attachController(EngineController* controller);

    // The selection; false when (stage, height, depth) has no data.
    bool select(int stage, int height, int depth);
    // (Not height(): QWidget has one.)
    int selectedStage() const { return m_stage; }
    int selectedHeight() const { return m_height; }
    int selectedDepth() const { return m_depth; }
    void setConfidence(double percent); // one of Confidences
    double confidence() const { return m_confidence; }

    // Live points: on by default; off drops the queue and stops the verifier.
    void setLiveEnabled(bool on);
    // The game on the board was replaced: the live sample of the old game's search goes.
    void gameReplaced();
    bool liveEnabled() const { return m_liveEnabled; }
    int liveVerified() const { return m_liveRightCount + m_liveWrongCount; }
    int liveRight() const { return m_liveRightCount; }
    int liveSubmitted() const { return m_liveSubmitted; }
    // Cuts of the selected (stage, h, d) in the current search.
    int liveCutsSelected() const { return m_cutCounts.value(key(m_stage, m_height, m_depth)); }
    int livePending() const;

    // For tests and screenshots.
    PointCloudItem* pointCloud() const { return m_cloud; }
    QLineSeries* fitSeries() const { return m_fitLine; }
    QLineSeries* bandHighSeries() const { return m_bandHigh; }
    QLineSeries* bandLowSeries() const { return m_bandLow; }
    QScatterSeries* liveRightSeries() const { return m_liveRightSeries; }
    QScatterSeries* liveWrongSeries() const { return m_liveWrongSeries; }
    QString statsText() const;
    QString liveText() const;
    // Explanation of the verified cut nearest `point` (the tooltip of a live marker).
    QString liveTip(const QPointF& point) const;
    // The ProbCut panel's step-through: selects the cut's (stage, height, check depth) and marks
    // it at (its shallow value, the deep value the model predicts from it); false when the
    // shipped data has no such pair (the mark is then cleared).
    bool showCut(const probcut::CutEvent& cut);
    QScatterSeries* stepSeries() const { return m_stepSeries; }

public slots:
    // The sampler: cut events of search `id` (a new id starts a new live sample). Events of the
    // selected (stage, h, d) that cut are queued for verification, up to
    // MaxLivePointsPerSearch per search.
    void addCutEvents(probcut::SearchId id, const QVector<probcut::CutEvent>& batch);

signals:
    void liveUpdated();

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override; // stops the verifications
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // Empties the live sample (cancelling its verifications) for the search `id` of `source`.
    void resetLiveSample(const void* source, SearchId id);
    // The band's threshold: the confidence's t, raised at the selected height as the search
    // raises it (MpcSettings::heightScale).
    double threshold() const;
    struct LivePoint {
        VerifiedCut verified;
        double claim = 0;
        bool right = false;
    };
    static int key(int stage, int height, int depth)
    {
        return (stage * (MpcParams::MaxHeight + 1) + height) * (MpcParams::MaxHeight + 1) + depth;
    }
    // Parts of the constructor.
    QHBoxLayout* buildSelectors();
    void buildSeries();
    void buildChart(const QString& explanation);
    void buildStatsLabels(const QString& explanation);
    QHBoxLayout* buildLiveControls();
    void connectControls();
    void addCutEventsFrom(const void* source, SearchId id, const QVector<CutEvent>& batch);
    void onVerified(const VerifiedCut& result);
    void fillHeights();
    void fillDepths();
    void refresh();     // the whole plot for the selection
    void refreshLive(); // live series and text
    // The verified points of the selected stage, height and depth, by reference into m_live:
    // QHash::value() returns a copy, which a range-for over it detaches and frees at the end
    // of the loop (pointers kept into it dangle).
    const QList<LivePoint>& selectedLivePoints() const;
    // The live text at most LiveTextIntervalMs apart: the cut count in it changes with every
    // batch of events (twenty a second), and each change re-lays out the word-wrapped label.
    void scheduleLiveText();
    void updateBands();
    void setFrame(double range); // both axes -range..range
    void placeLegend();          // beside the plot or below it, wherever its entries fit
    void setTickIntervals();     // as many axis labels as the plot's height can show
    void applyTheme();
    void followMostFrequent();
    void feedVerifier();  // submits the next sampled cut when the verifier is idle
    void enableStreams(); // turns the attached engines' cut events on while shown and live

    std::unique_ptr<RegressionData> m_data;
    bool m_loaded = false;
    double m_loadSeconds = 0;
    int m_stage = -1, m_height = 0, m_depth = 0;
    double m_confidence = 95;
    bool m_updating = false; // selectors are being filled: ignore their signals

    QComboBox* m_stageBox = nullptr;
    QComboBox* m_heightBox = nullptr;
    QComboBox* m_depthBox = nullptr;
    QComboBox* m_confidenceBox = nullptr;
    QLabel* m_statsLabel = nullptr;
    QLabel* m_caption = nullptr;
    QLabel* m_liveLabel = nullptr;
    QCheckBox* m_liveBox = nullptr;
    QCheckBox* m_followBox = nullptr;
    SettlingChartView* m_view = nullptr;
    QChart* m_chart = nullptr;
    QValueAxis* m_axisX = nullptr;
    QValueAxis* m_axisY = nullptr;
    QScatterSeries* m_points = nullptr; // empty: the legend's entry for the cloud
    PointCloudItem* m_cloud = nullptr;  // the sampled positions
    QLineSeries* m_fitLine = nullptr;
    QLineSeries* m_bandHigh = nullptr;
    QLineSeries* m_bandLow = nullptr;
    QLineSeries* m_diagonal = nullptr;
    QScatterSeries* m_liveRightSeries = nullptr;
    QScatterSeries* m_liveWrongSeries = nullptr;
    QScatterSeries* m_stepSeries = nullptr;
    double m_range = 16;

    // Live sample of the current search.
    bool m_liveEnabled = true;
    QList<QPointer<EngineController>> m_controllers;
    CutVerifier* m_verifier = nullptr;
    const void* m_liveSource = nullptr;
    SearchId m_liveSearch = 0;
    int m_liveSubmitted = 0;
    int m_liveRightCount = 0, m_liveWrongCount = 0;
    QHash<int, int> m_cutCounts;               // cuts per (stage, h, d) key in the current search
    QHash<int, QVector<CutEvent>> m_unsampled; // cuts per key not verified yet (the sampling pool)
    QHash<int, QList<LivePoint>> m_live;       // verified points per key
    QSet<QPair<quint64, quint64>> m_sampled;   // positions already queued (a node is checked often)
    quint64 m_rng = 0x9E3779B97F4A7C15ULL;
    bool m_followedThisSearch = false;
    static constexpr int LiveTextIntervalMs = 250;
    QTimer* m_liveTextTimer = nullptr;
};

} // namespace probcut::ui
