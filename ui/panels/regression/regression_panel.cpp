#include "ui/panels/regression/regression_panel.h"

#include "ui/engine/engine_controller.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/panels/regression/point_cloud_item.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QElapsedTimer>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <bit>
#include <cmath>

namespace probcut::ui {

namespace {

QString signedNumber(double x, int decimals)
{
    // A real minus sign, not a hyphen, in the labels.
    const QString s = QString::number(std::fabs(x), 'f', decimals);
    return x < -0.5 * std::pow(10.0, -decimals) ? QStringLiteral("\u2212") + s : s;
}

int emptiesOf(const CutEvent& e) { return 64 - std::popcount(e.player | e.opponent); }

} // namespace

RegressionPanel::RegressionPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("regressionPanelWidget"));

    QHBoxLayout* selectors = buildSelectors();
    const QString explanation
        = tr("Each dot is a position: how the shallow search at depth d scored it (x) against the deep "
             "search at height h (y). Multi-ProbCut trusts the line: if the shallow value predicts the "
             "deep value beyond the window with confidence, the deep search is skipped.");
    buildChart(explanation);
    buildStatsLabels(explanation);
    QHBoxLayout* live = buildLiveControls();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(selectors);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_statsLabel);
    layout->addLayout(live);
    layout->addWidget(m_liveLabel);
    layout->addWidget(m_caption);
    // The plot keeps its room in a short dock: the caption (also the plot's tooltip) goes first,
    // then the legend (resizeEvent).

    connectControls();

    applyTheme();
    refreshLive();
}

QHBoxLayout* RegressionPanel::buildSelectors()
{
    // Builds the stage, height, check depth and confidence selectors with their labels.
    m_stageBox = new QComboBox(this);
    m_stageBox->setObjectName(QStringLiteral("regressionStage"));
    m_stageBox->setToolTip(tr("Game stage: the positions sampled with this many empty squares. "
                              "The model is fitted separately for every stage."));
    m_heightBox = new QComboBox(this);
    m_heightBox->setObjectName(QStringLiteral("regressionHeight"));
    m_heightBox->setToolTip(tr("Height h: how many plies the deep search looks ahead, the search "
                               "Multi-ProbCut would like to skip."));
    m_depthBox = new QComboBox(this);
    m_depthBox->setObjectName(QStringLiteral("regressionDepth"));
    m_depthBox->setToolTip(tr("Check depth d: the shallow search that predicts the deep one. "
                              "Depth 0 is the evaluation of the position itself."));
    m_confidenceBox = new QComboBox(this);
    m_confidenceBox->setObjectName(QStringLiteral("regressionConfidence"));
    m_confidenceBox->setToolTip(tr("Confidence of a cut: the band holds this share of the deep values "
                                   "(t standard deviations either side of the line)."));
    for (double c : Confidences)
        m_confidenceBox->addItem(QStringLiteral("%1 %").arg(c), c);
    m_confidenceBox->setCurrentIndex(2);

    auto* selectors = new QHBoxLayout;
    auto addSelector = [&](const QString& text, QComboBox* box) {
        auto* label = new QLabel(text, this);
        label->setBuddy(box);
        label->setToolTip(box->toolTip());
        selectors->addWidget(label);
        selectors->addWidget(box);
    };
    addSelector(tr("&Stage"), m_stageBox);
    addSelector(tr("&Height"), m_heightBox);
    addSelector(tr("&Check depth"), m_depthBox);
    addSelector(tr("C&onfidence"), m_confidenceBox);
    selectors->addStretch(1);
    return selectors;
}

void RegressionPanel::buildSeries()
{
    // Builds the chart's series: the positions, the fit, the band, y = x and the live cuts.
    m_points = new QScatterSeries;
    m_points->setName(tr("positions"));
    m_points->setMarkerSize(6);
    m_points->setBorderColor(Qt::transparent);
    m_fitLine = new QLineSeries;
    m_fitLine->setName(tr("fit"));
    m_bandHigh = new QLineSeries;
    m_bandLow = new QLineSeries;
    m_diagonal = new QLineSeries;
    m_diagonal->setName(QStringLiteral("y = x"));
    m_liveRightSeries = new QScatterSeries;
    m_liveRightSeries->setName(tr("cut right"));
    m_liveRightSeries->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_liveRightSeries->setMarkerSize(8);
    m_liveWrongSeries = new QScatterSeries;
    m_liveWrongSeries->setName(tr("cut wrong"));
    m_liveWrongSeries->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_liveWrongSeries->setMarkerSize(8);
    m_stepSeries = new QScatterSeries;
    m_stepSeries->setName(tr("this cut"));
    m_stepSeries->setMarkerShape(QScatterSeries::MarkerShapeStar);
    m_stepSeries->setMarkerSize(18);
    connect(m_stepSeries, &QXYSeries::hovered, this, [this](const QPointF& point, bool state) {
        if (state)
            QToolTip::showText(QCursor::pos(),
                tr("The cut of the ProbCut panel's step-through: its shallow value, and the deep value the "
                   "model predicted from it (%1, %2)")
                    .arg(point.x(), 0, 'f', 1)
                    .arg(point.y(), 0, 'f', 1),
                m_view);
        else
            QToolTip::hideText();
    });
    for (QScatterSeries* series : {m_liveRightSeries, m_liveWrongSeries})
        connect(series, &QXYSeries::hovered, this, [this](const QPointF& point, bool state) {
            if (state)
                QToolTip::showText(QCursor::pos(), liveTip(point), m_view);
            else
                QToolTip::hideText();
        });
}

void RegressionPanel::buildChart(const QString& explanation)
{
    // Builds the chart with its series and axes, and the view showing it.
    m_chart = new QChart;
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setAnimationOptions(QChart::NoAnimation);

    buildSeries();

    m_axisX = new QValueAxis;
    m_axisY = new QValueAxis;
    for (QValueAxis* axis : {m_axisX, m_axisY}) {
        axis->setLabelFormat(QStringLiteral("%d"));
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
    }
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    for (QXYSeries* s : {static_cast<QXYSeries*>(m_diagonal), static_cast<QXYSeries*>(m_points),
             static_cast<QXYSeries*>(m_bandLow), static_cast<QXYSeries*>(m_bandHigh),
             static_cast<QXYSeries*>(m_fitLine), static_cast<QXYSeries*>(m_liveRightSeries),
             static_cast<QXYSeries*>(m_liveWrongSeries), static_cast<QXYSeries*>(m_stepSeries)}) {
        m_chart->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    }
    m_cloud = new PointCloudItem(m_chart, m_axisX, m_axisY);
    m_cloud->setMarkerSize(m_points->markerSize());
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { m_cloud->geometryChanged(); });
    for (QValueAxis* axis : {m_axisX, m_axisY})
        connect(axis, &QValueAxis::rangeChanged, this, [this] { m_cloud->geometryChanged(); });

    m_view = new SettlingChartView(m_chart, this);
    m_view->setObjectName(QStringLiteral("regressionChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setRubberBand(QChartView::RectangleRubberBand);
    m_view->setMinimumSize(260, 155);
    m_view->setToolTip(
        explanation + QStringLiteral("\n\n") + tr("Drag a rectangle to zoom in; right-click to zoom out."));
}

void RegressionPanel::buildStatsLabels(const QString& explanation)
{
    // Builds the statistics label and the caption under the plot.
    m_statsLabel = new QLabel(this);
    m_statsLabel->setObjectName(QStringLiteral("regressionStats"));
    m_statsLabel->setWordWrap(true);
    m_statsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statsLabel->setToolTip(
        tr("r²: the share of the deep values' spread the line explains (1 = perfect prediction).\n"
           "σ: how far, typically, the deep value lies from the line, in discs.\n"
           "n: the number of positions.\n"
           "a, b: the line deep = a·shallow + b.\n"
           "t: the band's half-width in σ for the chosen confidence."));

    m_caption = new QLabel(explanation, this);
    m_caption->setObjectName(QStringLiteral("regressionCaption"));
    m_caption->setWordWrap(true);
    QFont small = m_caption->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_caption->setFont(small);
}

QHBoxLayout* RegressionPanel::buildLiveControls()
{
    // Builds the live verification check boxes and the label with their results.
    m_liveBox = new QCheckBox(tr("&Verify cuts of the current search"), this);
    m_liveBox->setObjectName(QStringLiteral("regressionLive"));
    m_liveBox->setChecked(m_liveEnabled);
    m_liveBox->setToolTip(tr("Takes a few cuts of the selected height and check depth from the engine's "
                             "current search and runs the deep search they skipped, in the background at "
                             "low priority, to see whether each cut was right (at most %1 per search).")
                              .arg(MaxLivePointsPerSearch));
    m_followBox = new QCheckBox(tr("&Follow the search"), this);
    m_followBox->setObjectName(QStringLiteral("regressionFollow"));
    m_followBox->setChecked(true);
    m_followBox->setToolTip(tr("When the selected height and check depth see no cut in the current search, "
                               "switch to the stage, height and depth that cut most often."));
    m_liveLabel = new QLabel(this);
    m_liveLabel->setObjectName(QStringLiteral("regressionLiveText"));
    m_liveLabel->setWordWrap(true);
    m_liveLabel->setToolTip(tr("A cut is right when the deep search it skipped really ends beyond the "
                               "window bound it was tested against."));
    auto* live = new QHBoxLayout;
    live->addWidget(m_liveBox);
    live->addWidget(m_followBox);
    live->addStretch(1);
    return live;
}

void RegressionPanel::connectControls()
{
    // Connects the selectors and the live check box, and sets up the live text timer.
    connect(m_stageBox, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating && m_stageBox->currentIndex() >= 0)
            select(m_stageBox->currentData().toInt(), m_height, m_depth);
    });
    connect(m_heightBox, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating || m_heightBox->currentIndex() < 0)
            return;
        const int h = m_heightBox->currentData().toInt();
        // Keep the check depth when it still fits under the new height, else take h/2.
        select(m_stage, h, m_depth < h ? m_depth : h / 2);
    });
    connect(m_depthBox, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating && m_depthBox->currentIndex() >= 0)
            select(m_stage, m_height, m_depthBox->currentData().toInt());
    });
    connect(m_confidenceBox, &QComboBox::currentIndexChanged, this,
        [this] { setConfidence(m_confidenceBox->currentData().toDouble()); });
    connect(m_liveBox, &QCheckBox::toggled, this, &RegressionPanel::setLiveEnabled);

    m_liveTextTimer = new QTimer(this);
    m_liveTextTimer->setSingleShot(true);
    m_liveTextTimer->setInterval(LiveTextIntervalMs);
    connect(m_liveTextTimer, &QTimer::timeout, this, [this] { m_liveLabel->setText(liveText()); });
}

RegressionPanel::~RegressionPanel() = default;

void RegressionPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    ensureLoaded();
    enableStreams();
}

void RegressionPanel::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    if (m_verifier)
        m_verifier->cancelAll();
}

void RegressionPanel::enableStreams()
{
    // Once asked for, the streams stay on (another panel may use them too); they cost little.
    if (!m_liveEnabled || !isVisible())
        return;
    for (const auto& c : std::as_const(m_controllers))
        if (c)
            c->setCutEventsEnabled(true);
}

void RegressionPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_caption->setVisible(height() >= 560);
    placeLegend();
    setTickIntervals();
}

void RegressionPanel::placeLegend()
{
    // A wide, short dock takes the legend at the side of the plot, a tall one below it -- unless
    // the shown entries do not fit in one row there: a second row below the plot is cut off,
    // leaving keys without their labels.
    const QFontMetrics fm(m_chart->legend()->font());
    int row = 0;
    for (QLegendMarker* m : m_chart->legend()->markers())
        if (m->isVisible() && !m->label().isEmpty())
            row += fm.horizontalAdvance(m->label()) + 3 * fm.height();
    const bool wide = width() > 1.5 * height() || row > m_view->width() - 20;
    m_chart->legend()->setAlignment(wide ? Qt::AlignRight : Qt::AlignBottom);
    // Beside the plot the entries need their own height; below it, a row the plot can spare.
    int entries = 0;
    for (QLegendMarker* m : m_chart->legend()->markers())
        entries += m->isVisible() && !m->label().isEmpty();
    m_chart->legend()->setVisible(
        wide ? m_view->height() >= entries * (fm.height() + 8) + 40 : height() >= 300);
}

void RegressionPanel::setTickIntervals()
{
    // Every second label when the plot is too short for them all: QtCharts elides labels that
    // crowd each other ("...").
    if (m_range <= 0)
        return;
    const double base = m_range <= 16 ? 4 : m_range <= 32 ? 8 : 16;
    const int plotHeight = m_view->height() - 4 * m_view->fontMetrics().height();
    double y = base;
    while (y < m_range && plotHeight / (2 * m_range / y) < 2 * m_view->fontMetrics().height())
        y *= 2;
    m_axisX->setTickInterval(base);
    m_axisY->setTickInterval(y);
}

void RegressionPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void RegressionPanel::applyTheme()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_chart->setBackgroundRoundness(0);
    // The theme resets series colours: set ours after it. Points are translucent so dense
    // clouds show their density.
    const QColor pointColor = dark ? QColor(110, 170, 255, 120) : QColor(31, 92, 180, 110);
    m_points->setColor(pointColor);
    m_points->setBorderColor(Qt::transparent);
    m_cloud->setColor(pointColor);
    m_fitLine->setPen(QPen(dark ? QColor(255, 200, 80) : QColor(200, 60, 20), 2.5));
    QPen band(dark ? QColor(255, 150, 60) : QColor(240, 140, 50), 1.5, Qt::DashLine);
    m_bandHigh->setPen(band);
    m_bandLow->setPen(band);
    m_diagonal->setPen(QPen(dark ? QColor(160, 160, 160) : QColor(120, 120, 120), 1, Qt::DotLine));
    m_liveRightSeries->setColor(QColor(40, 170, 70));
    m_liveRightSeries->setBorderColor(dark ? Qt::white : Qt::black);
    m_liveWrongSeries->setColor(QColor(220, 30, 140));
    m_liveWrongSeries->setBorderColor(dark ? Qt::white : Qt::black);
    // One legend entry for the band (the low line's marker is hidden).
    const auto lowMarkers = m_chart->legend()->markers(m_bandLow);
    for (QLegendMarker* m : lowMarkers)
        m->setVisible(false);
    // The step-through's star is explained where it is chosen (the ProbCut panel) and by its
    // tooltip, not in the legend.
    for (QLegendMarker* m : m_chart->legend()->markers(m_stepSeries))
        m->setVisible(false);
    m_axisX->setTitleText(tr("shallow v<sub>d</sub> (discs)"));
    m_axisY->setTitleText(tr("deep v<sub>h</sub>"));
}

bool RegressionPanel::ensureLoaded()
{
    if (m_loaded)
        return m_data && !m_data->stages().isEmpty();
    m_loaded = true;
    QElapsedTimer timer;
    timer.start();
    QString samplesError, paramsError;
    auto samples = studioMpcSamples(&samplesError);
    auto params = studioMpcParams(&paramsError);
    m_data = std::make_unique<RegressionData>(samples, params);
    m_loadSeconds = double(timer.nsecsElapsed()) / 1e9;
    if (!samples || !params || m_data->stages().isEmpty()) {
        const QString why = !samples ? samplesError : !params ? paramsError : tr("the samples are empty");
        m_statsLabel->setText(tr("The regression data cannot be shown: %1").arg(why));
        m_stageBox->setEnabled(false);
        m_heightBox->setEnabled(false);
        m_depthBox->setEnabled(false);
        return false;
    }
    m_updating = true;
    for (int st : m_data->stages()) {
        const auto [lo, hi] = m_data->emptiesRange(st);
        m_stageBox->addItem(tr("%1\u2013%2 empties").arg(lo).arg(hi), st);
    }
    m_updating = false;
    // Start in the midgame with Buro's classic ProbCut pair (4, 8) when it exists.
    const QList<int>& stages = m_data->stages();
    int start = stages.first();
    for (int st : stages)
        if (std::abs(m_data->emptiesRange(st).first - 30) < std::abs(m_data->emptiesRange(start).first - 30))
            start = st;
    const int h = std::min(8, m_data->maxHeight());
    select(start, h, h / 2);
    return true;
}

void RegressionPanel::fillHeights()
{
    m_updating = true;
    m_heightBox->clear();
    for (int h = 1; h <= m_data->maxHeight(); ++h)
        m_heightBox->addItem(QStringLiteral("h = %1").arg(h), h);
    m_updating = false;
}

void RegressionPanel::fillDepths()
{
    m_updating = true;
    m_depthBox->clear();
    for (int d = 0; d < m_height; ++d)
        m_depthBox->addItem(QStringLiteral("d = %1").arg(d), d);
    m_depthBox->setCurrentIndex(m_depth);
    m_updating = false;
}

bool RegressionPanel::select(int stage, int height, int depth)
{
    if (!ensureLoaded() || !m_data->stages().contains(stage) || height < 1 || height > m_data->maxHeight()
        || depth < 0 || depth >= height)
        return false;
    const bool heightChanged = height != m_height || m_heightBox->count() == 0;
    m_stage = stage;
    m_height = height;
    m_depth = depth;
    if (m_heightBox->count() == 0)
        fillHeights();
    m_updating = true;
    m_stageBox->setCurrentIndex(m_stageBox->findData(stage));
    m_heightBox->setCurrentIndex(m_heightBox->findData(height));
    m_updating = false;
    if (heightChanged || m_depthBox->count() != height)
        fillDepths();
    else {
        m_updating = true;
        m_depthBox->setCurrentIndex(depth);
        m_updating = false;
    }
    refresh();
    return true;
}

void RegressionPanel::setConfidence(double percent)
{
    m_confidence = percent;
    const int index = m_confidenceBox->findData(percent);
    if (index >= 0 && index != m_confidenceBox->currentIndex()) {
        m_confidenceBox->setCurrentIndex(index); // re-enters through the signal
        return;
    }
    updateBands();
    if (m_data)
        m_statsLabel->setText(statsText());
}

void RegressionPanel::refresh()
{
    m_stepSeries->clear(); // a step-through mark belongs to one (stage, h, d)
    const RegressionData::Series& s = m_data->series(m_stage, m_height, m_depth);
    // Axes symmetric around 0 and the same for the whole stage, so switching h or d moves the
    // points, not the frame; sized by the 99th percentile, so a few extreme positions do not
    // squeeze the cloud into the middle (the stats say how many points lie outside).
    setFrame(std::ceil(std::max(8.0, 1.15 * m_data->typicalExtent(m_stage)) / 8) * 8);
    m_cloud->setPoints(s.points);
    updateBands();
    m_statsLabel->setText(statsText());
    feedVerifier();
    refreshLive();
}

void RegressionPanel::setFrame(double range)
{
    m_range = range;
    m_chart->zoomReset();
    for (QValueAxis* axis : {m_axisX, m_axisY})
        axis->setRange(-range, range);
    setTickIntervals();
    m_diagonal->replace(QList<QPointF>{{-range, -range}, {range, range}});
    updateBands();
}

void RegressionPanel::updateBands()
{
    if (!m_data || m_stage < 0)
        return;
    const MpcFit& f = m_data->series(m_stage, m_height, m_depth).fileFit;
    if (f.n == 0) {
        m_fitLine->clear();
        m_bandHigh->clear();
        m_bandLow->clear();
        m_bandHigh->setName(QString());
        return;
    }
    const double t = threshold();
    const double r = m_range;
    auto line = [&](double offset) {
        return QList<QPointF>{{-r, f.a * -r + f.b + offset}, {r, f.a * r + f.b + offset}};
    };
    m_fitLine->replace(line(0));
    m_bandHigh->replace(line(t * f.sigma));
    m_bandLow->replace(line(-t * f.sigma));
    m_bandHigh->setName(QStringLiteral("\u00b1%1\u03c3").arg(t, 0, 'f', 2));
}

QString RegressionPanel::statsText() const
{
    if (!m_data || m_stage < 0)
        return QString();
    auto& data = *m_data;
    const RegressionData::Series& s = data.series(m_stage, m_height, m_depth);
    const MpcFit& f = s.fileFit;
    const QString check
        = s.refitted ? tr("refitted: %1").arg(s.r2Samples, 0, 'f', 3) : tr("too few points to refit");
    if (f.n == 0)
        return tr("Not fitted: no cuts use this pair. %1 points (r² %2).").arg(s.points.size()).arg(check);
    const double t = threshold();
    const int raisedPercent = qRound(100 * (t / mpcThreshold(m_confidence) - 1)); // above height 8
    const auto outside = std::count_if(s.points.begin(), s.points.end(),
        [this](const QPointF& p) { return std::fabs(p.x()) > m_range || std::fabs(p.y()) > m_range; });
    const QString off
        = outside > 0 ? QStringLiteral(" ") + tr("(%n off the plot)", nullptr, int(outside)) : QString();
    return tr("r² %1 (%2) \u00b7 \u03c3 %3 discs \u00b7 n %4%9 \u00b7 a %5 \u00b7 b %6 \u00b7 t %7 (%8 %)")
               .arg(f.r * f.r, 0, 'f', 3)
               .arg(check)
               .arg(f.sigma, 0, 'f', 2)
               .arg(f.n)
               .arg(f.a, 0, 'f', 3)
               .arg(signedNumber(f.b, 2))
               .arg(t, 0, 'f', 2)
               .arg(m_confidence)
               .arg(off)
        + (raisedPercent > 0 ? QStringLiteral(" \u00b7 ")
                    + tr("t raised %1 % at this height: high checks cut less").arg(raisedPercent)
                             : QString());
}

double RegressionPanel::threshold() const
{
    return mpcHeightThreshold(mpcThreshold(m_confidence), m_height, MpcSettings{}.heightScale);
}

void RegressionPanel::setLiveEnabled(bool on)
{
    m_liveEnabled = on;
    if (m_liveBox->isChecked() != on)
        m_liveBox->setChecked(on);
    if (!on && m_verifier)
        m_verifier->cancelAll();
    enableStreams();
    refreshLive();
}

void RegressionPanel::gameReplaced()
{
    resetLiveSample(nullptr, 0);
    refreshLive();
}

void RegressionPanel::resetLiveSample(const void* source, SearchId id)
{
    if (m_verifier)
        m_verifier->cancelAll();
    m_liveSource = source;
    m_liveSearch = id;
    m_liveSubmitted = 0;
    m_liveRightCount = m_liveWrongCount = 0;
    m_cutCounts.clear();
    m_unsampled.clear();
    m_live.clear();
    m_sampled.clear();
    m_followedThisSearch = false;
}

int RegressionPanel::livePending() const { return m_verifier ? m_verifier->pending() : 0; }

void RegressionPanel::attachController(EngineController* controller)
{
    m_controllers.append(controller);
    connect(controller, &EngineController::cutEvents, this,
        [this, controller](
            SearchId id, const QVector<CutEvent>& batch) { addCutEventsFrom(controller, id, batch); });
    // "current search" becomes "last search" when it stops.
    connect(controller, &EngineController::searchingChanged, this, [this] { scheduleLiveText(); });
    enableStreams();
}

void RegressionPanel::addCutEvents(SearchId id, const QVector<CutEvent>& batch)
{
    addCutEventsFrom(nullptr, id, batch);
}

void RegressionPanel::addCutEventsFrom(const void* source, SearchId id, const QVector<CutEvent>& batch)
{
    // The engines' streams feed the sample only while the plot can be seen (a dock tabbed behind
    // another is hidden): verifications cost CPU time nobody would look at.
    if (!m_liveEnabled || (source && !isVisible()) || !ensureLoaded())
        return;
    if (source != m_liveSource || id != m_liveSearch)
        resetLiveSample(source, id); // a new search: its sample replaces the last one's
    const bool fresh = m_cutCounts.isEmpty() && m_live.isEmpty();
    const MpcParams* params = m_data->params();
    int pooled = 0;
    for (const auto& pool : std::as_const(m_unsampled))
        pooled += int(pool.size());
    for (const CutEvent& e : batch) {
        if (e.kind != CutEventKind::Check || e.decision == CutDecision::NoCut)
            continue;
        const int k = key(params->stageOf(emptiesOf(e)), e.height, e.checkDepth);
        ++m_cutCounts[k];
        if (pooled < MaxPooledCuts) {
            m_unsampled[k].append(e);
            ++pooled;
        }
    }
    followMostFrequent(); // a new selection refreshes the plot itself
    feedVerifier();
    // The live points change only when a verification ends (onVerified); the text follows
    // the count.
    if (fresh)
        refreshLive();
    else
        scheduleLiveText();
}

void RegressionPanel::scheduleLiveText()
{
    if (!m_liveTextTimer->isActive())
        m_liveTextTimer->start();
}

void RegressionPanel::feedVerifier()
{
    // One verification at a time (and one waiting, so the thread never idles between two),
    // each a uniformly random cut of the selection among those not verified yet: the sample
    // spreads over the whole search, not its first burst.
    if (!m_liveEnabled || m_liveSubmitted >= MaxLivePointsPerSearch
        || (m_verifier && m_verifier->pending() > 1))
        return;
    QVector<CutEvent>& pool = m_unsampled[key(m_stage, m_height, m_depth)];
    while (!pool.isEmpty()) {
        m_rng ^= m_rng << 13;
        m_rng ^= m_rng >> 7;
        m_rng ^= m_rng << 17;
        const qsizetype i = qsizetype(m_rng % quint64(pool.size()));
        const CutEvent e = pool[i];
        pool[i] = pool.back();
        pool.removeLast();
        if (m_sampled.contains({e.player, e.opponent}))
            continue;
        if (!m_verifier) {
            m_verifier = new CutVerifier(studioEvaluator(), this);
            connect(m_verifier, &CutVerifier::verified, this, &RegressionPanel::onVerified);
        }
        CutCheck check;
        check.searchId = m_liveSearch;
        check.event = e;
        check.stage = m_stage;
        if (!m_verifier->submit(check))
            return;
        m_sampled.insert({e.player, e.opponent});
        ++m_liveSubmitted;
        return;
    }
}

void RegressionPanel::followMostFrequent()
{
    if (!m_followBox->isChecked() || m_followedThisSearch
        || m_cutCounts.value(key(m_stage, m_height, m_depth)) > 0)
        return;
    int bestKey = -1, best = 0;
    for (auto it = m_cutCounts.constBegin(); it != m_cutCounts.constEnd(); ++it)
        if (it.value() > best || (it.value() == best && it.key() < bestKey)) {
            best = it.value();
            bestKey = it.key();
        }
    // Wait for a handful of cuts so the choice is not the first accident of the search.
    if (best < 10)
        return;
    const int d = bestKey % (MpcParams::MaxHeight + 1);
    const int h = bestKey / (MpcParams::MaxHeight + 1) % (MpcParams::MaxHeight + 1);
    const int st = bestKey / ((MpcParams::MaxHeight + 1) * (MpcParams::MaxHeight + 1));
    if (select(st, h, d))
        m_followedThisSearch = true;
}

void RegressionPanel::onVerified(const VerifiedCut& result)
{
    const CutEvent& e = result.check.event;
    // The cut asserted that the deep search would end beyond the node's window bound (fail
    // high: at or above beta; fail low: at or below alpha), judging from the shallow check.
    LivePoint p;
    p.verified = result;
    p.claim = e.windowBound;
    p.right
        = e.decision == CutDecision::FailHigh ? result.deep >= e.windowBound : result.deep <= e.windowBound;
    (p.right ? m_liveRightCount : m_liveWrongCount)++;
    m_live[key(result.check.stage, e.height, e.checkDepth)].append(p);
    feedVerifier();
    refreshLive();
    emit liveUpdated();
}

const QList<RegressionPanel::LivePoint>& RegressionPanel::selectedLivePoints() const
{
    static const QList<LivePoint> none;
    const auto found = m_live.constFind(key(m_stage, m_height, m_depth));
    return found == m_live.cend() ? none : *found;
}

QString RegressionPanel::liveTip(const QPointF& point) const
{
    // The verified cut nearest to the hovered marker, in plain words.
    const LivePoint* best = nullptr;
    double bestDistance = 0;
    for (const LivePoint& p : selectedLivePoints()) {
        const double dx = p.verified.shallow - point.x(), dy = p.verified.deep - point.y();
        if (!best || dx * dx + dy * dy < bestDistance) {
            best = &p;
            bestDistance = dx * dx + dy * dy;
        }
    }
    if (!best)
        return QString();
    const CutEvent& e = best->verified.check.event;
    const bool high = e.decision == CutDecision::FailHigh;
    const QString claim = high ? tr("The check search to depth %1 returned %2, at least its bound %3, so the "
                                    "search to height %4 was skipped as surely at least %5.")
                               : tr("The check search to depth %1 returned %2, at most its bound %3, so the "
                                    "search to height %4 was skipped as surely at most %5.");
    const QString verdict = best->right ? tr("The real search to height %1 gives %2: the cut was right.")
                                        : tr("The real search to height %1 gives %2: the cut was wrong.");
    return claim.arg(e.checkDepth)
               .arg(signedNumber(e.shallowValue, 2), signedNumber(e.bound, 2))
               .arg(e.height)
               .arg(signedNumber(best->claim, 2))
        + QLatin1Char('\n') + verdict.arg(e.height).arg(signedNumber(best->verified.deep, 2))
        + QLatin1Char('\n')
        + tr("Exact values of this position: depth %1 %2, height %3 %4 (verified in %5 s).")
              .arg(e.checkDepth)
              .arg(signedNumber(best->verified.shallow, 2))
              .arg(e.height)
              .arg(signedNumber(best->verified.deep, 2))
              .arg(best->verified.seconds, 0, 'f', 2);
}

QString RegressionPanel::liveText() const
{
    if (!m_liveEnabled)
        return tr("Live verification is off.");
    if (m_liveSearch == 0 && m_liveSource == nullptr)
        return tr("Live: waiting for a search that cuts (the engine cuts only below 100 % confidence).");
    const int verified = m_liveRightCount + m_liveWrongCount;
    // Events handed in directly (tests) have no controller and count as current.
    bool stopped = false;
    for (const auto& controller : m_controllers)
        if (controller && static_cast<const void*>(controller.data()) == m_liveSource)
            stopped = !controller->isSearching();
    QString text
        = (stopped ? tr("Live, last search (stopped): %1 cuts at this stage, height and depth; %2 of "
                        "%n verified cut(s) right",
               nullptr, verified)
                   : tr("Live, current search: %1 cuts at this stage, height and depth; %2 of %n verified "
                        "cut(s) right",
                       nullptr, verified))
              .arg(m_cutCounts.value(key(m_stage, m_height, m_depth)))
              .arg(m_liveRightCount);
    if (verified > 0)
        text += QStringLiteral(" (%1 %)").arg(100.0 * m_liveRightCount / verified, 0, 'f', 0);
    const int pending = livePending();
    if (pending > 0)
        text += tr("; %1 being verified").arg(pending);
    return text + QLatin1Char('.');
}

void RegressionPanel::refreshLive()
{
    QList<QPointF> right, wrong;
    double extent = 0;
    for (const LivePoint& p : selectedLivePoints()) {
        (p.right ? right : wrong).append(QPointF(p.verified.shallow, p.verified.deep));
        extent = std::max({extent, std::fabs(p.verified.shallow), std::fabs(p.verified.deep)});
    }
    if (extent > m_range && m_data)
        setFrame(std::min(64.0, std::ceil(extent / 8) * 8)); // show live points, never hide them
    m_liveRightSeries->replace(right);
    m_liveWrongSeries->replace(wrong);
    for (QScatterSeries* series : {m_liveRightSeries, m_liveWrongSeries})
        for (QLegendMarker* m : m_chart->legend()->markers(series))
            m->setVisible(series->count() > 0);
    placeLegend();
    m_liveLabel->setText(liveText());
}

bool RegressionPanel::showCut(const CutEvent& cut)
{
    if (!ensureLoaded())
        return false;
    const MpcParams* params = m_data->params();
    const int stage = params ? params->stageOf(emptiesOf(cut)) : -1;
    // Heights above the fitted ones use the fitted pair with the same gap h - d (MpcSettings::
    // extendHeights): show that one.
    bool shown = false;
    if (cut.kind == CutEventKind::Check)
        for (int h = std::min(cut.height, m_data->maxHeight()); h >= 1 && !shown; --h) {
            const int d = h - (cut.height - cut.checkDepth);
            if (d < 0)
                break;
            shown = select(stage, h, d);
        }
    if (shown) {
        const double predicted = cut.a * cut.shallowValue + cut.b;
        m_stepSeries->replace(QList<QPointF>{QPointF(cut.shallowValue, predicted)});
        const double extent = std::max(std::fabs(cut.shallowValue), std::fabs(predicted));
        if (extent > m_range)
            setFrame(std::min(64.0, std::ceil(extent / 8) * 8));
    } else {
        m_stepSeries->clear();
    }
    return shown;
}

} // namespace probcut::ui
