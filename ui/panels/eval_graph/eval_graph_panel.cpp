#include "ui/panels/eval_graph/eval_graph_panel.h"

#include "ui/engine/engine_controller.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/panels/column_fitter.h"
#include "ui/panels/eval_graph/mistake_model.h"
#include "ui/panels/pv/pv_model.h"

#include <QChart>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPen>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace probcut::ui {

QPoint EvalChartView::pointAt(double ply, double value)
{
    settle();
    const QPointF scene = chart()->mapToPosition(QPointF(ply, value));
    return mapFromScene(chart()->mapToScene(scene));
}

void EvalChartView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        const QPointF scene = mapToScene(event->position().toPoint());
        const QPointF inChart = chart()->mapFromScene(scene);
        if (chart()->plotArea().adjusted(-8, -8, 8, 8).contains(inChart)) {
            const QPointF value = chart()->mapToValue(inChart);
            emit plyClicked(int(std::lround(value.x())));
            event->accept();
            return;
        }
    }
    SettlingChartView::mouseReleaseEvent(event);
}

EvalGraphPanel::EvalGraphPanel(GameModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_analyser(new GameAnalyser(this)), m_mistakes(new MistakeModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);

    // Analyse Game controls: strength, start, progress, cancel.
    layout->addLayout(buildAnalysisControls());
    layout->addLayout(buildProgressRow());
    buildChartView();
    buildMistakeTable();

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    auto* lower = new QWidget(split);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_summary);
    lowerLayout->addWidget(m_table, 1);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({3000, 2000}); // weights: the first size follows the table's size hint otherwise
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);

    connect(m_analyser, &GameAnalyser::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_analyser, &GameAnalyser::plyAnalysed, this, &EvalGraphPanel::onPlyAnalysed);
    connect(m_analyser, &GameAnalyser::finished, this, [this] {
        setRunning(false);
        rebuild();
    });
    connect(m_analyser, &GameAnalyser::cancelled, this, [this] {
        setRunning(false);
        m_progress->setFormat(tr("Cancelled at %p%"));
    });
    connect(m_model, &GameModel::positionChanged, this, &EvalGraphPanel::rebuild);
    setRunning(false);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Not analysed"));
    rebuild();
}

QHBoxLayout* EvalGraphPanel::buildAnalysisControls()
{
    // Builds the row with the Analyse Game strength and its start button.
    auto* controls = new QHBoxLayout;
    m_strength = new QComboBox(this);
    m_strength->setObjectName(QStringLiteral("analysisStrength"));
    m_strength->addItem(tr("Quick (depth 8, exact from 14 empties)"));
    m_strength->addItem(tr("Normal (depth 12, exact from 18 empties)"));
    m_strength->addItem(tr("Deep (depth 16, exact from 20 empties)"));
    m_strength->setCurrentIndex(GameAnalyser::DefaultPreset);
    // The long item texts must not set the panel's minimum width (narrow docks elide them).
    m_strength->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_strength->setMinimumContentsLength(8);
    m_strength->setToolTip(tr("How hard Analyse Game searches each position"));
    controls->addWidget(m_strength, 1);
    m_analyseButton = new QPushButton(tr("Analyse Game"), this);
    m_analyseButton->setObjectName(QStringLiteral("analyseGameButton"));
    m_analyseButton->setToolTip(
        tr("Value every position of the game in the background and mark the moves that lost discs"));
    connect(m_analyseButton, &QPushButton::clicked, this, qOverload<>(&EvalGraphPanel::analyseGame));
    controls->addWidget(m_analyseButton);
    return controls;
}

QHBoxLayout* EvalGraphPanel::buildProgressRow()
{
    // Builds the row with Analyse Game's progress bar and its Cancel button.
    auto* progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("analysisProgress"));
    m_progress->setRange(0, 100);
    m_progress->setTextVisible(true);
    progressRow->addWidget(m_progress, 1);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelAnalysisButton"));
    connect(m_cancelButton, &QPushButton::clicked, this, &EvalGraphPanel::cancelAnalysis);
    progressRow->addWidget(m_cancelButton);
    return progressRow;
}

QChart* EvalGraphPanel::buildChart()
{
    // Builds the chart: the value line, the cursor, the mistake markers and the axes.
    auto* chart = new QChart;
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    m_line = new QLineSeries;
    QPen linePen(QColor(37, 99, 235), 2);
    m_line->setPen(linePen);
    m_points = new QScatterSeries;
    m_points->setMarkerSize(6);
    m_points->setColor(QColor(37, 99, 235));
    m_points->setBorderColor(QColor(37, 99, 235));
    m_cursorLine = new QLineSeries;
    QPen cursorPen(QColor(22, 163, 74), 1.5, Qt::DashLine);
    m_cursorLine->setPen(cursorPen);
    m_cursorPoint = new QScatterSeries;
    m_cursorPoint->setMarkerSize(13);
    m_cursorPoint->setColor(QColor(22, 163, 74));
    m_cursorPoint->setBorderColor(Qt::white);
    chart->addSeries(m_line);
    chart->addSeries(m_cursorLine);
    chart->addSeries(m_points);
    const MistakeKind kinds[3] = {MistakeKind::Inaccuracy, MistakeKind::Mistake, MistakeKind::Blunder};
    for (int k = 0; k < 3; ++k) {
        m_marks[k] = new QScatterSeries;
        m_marks[k]->setColor(MistakeModel::kindColor(kinds[k]));
        m_marks[k]->setBorderColor(QColor(40, 40, 40));
        // Sized by class, so a bigger loss draws a bigger marker. (Per-point sizes through
        // QXYSeries::setPointConfiguration drew the markers off their points in Qt 6.4.)
        m_marks[k]->setMarkerSize(8 + 3 * k);
        m_marks[k]->setName(MistakeModel::kindName(kinds[k]));
        chart->addSeries(m_marks[k]);
    }
    chart->addSeries(m_cursorPoint);
    m_axisX = new QValueAxis;
    m_axisX->setLabelFormat(QStringLiteral("%d"));
    m_axisX->setTitleText(tr("Move"));
    m_axisY = new QValueAxis;
    m_axisY->setLabelFormat(QStringLiteral("%+d"));
    // The meaning of the values goes in the chart's title: a vertical axis title would be cut
    // in a narrow dock.
    chart->setTitle(tr("Engine value after each move (discs, + = Black ahead)"));
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(font().pointSizeF() * 0.9);
    titleFont.setBold(false);
    chart->setTitleFont(titleFont);
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    }
    return chart;
}

void EvalGraphPanel::buildChartView()
{
    // Builds the chart view; a click on it goes to the nearest move.
    QChart* chart = buildChart();
    m_view = new EvalChartView(chart, this);
    m_view->setObjectName(QStringLiteral("evalChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    // Enough for the axes and a readable curve; the Analyse layout at 1280x800 leaves the panel
    // about 400 pixels.
    m_view->setMinimumHeight(150);
    m_view->setToolTip(tr("Engine value after each move, in discs for Black. Click to go to a move."));
    applyChartTheme();
    connect(m_view, &EvalChartView::plyClicked, this,
        [this](int ply) { m_model->goToPly(std::clamp(ply, 0, m_model->lineLength())); });
}

void EvalGraphPanel::buildMistakeTable()
{
    // Builds the summary label and the table of the moves that lost discs.
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("analysisSummary"));
    m_summary->setWordWrap(true);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("mistakeTable"));
    m_table->setModel(m_mistakes);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    fitColumnsToContents(m_table);
    m_table->horizontalHeader()->setStretchLastSection(true);
    setMinimumRows(m_table, 2);
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex& index) {
        m_model->goToPly(m_mistakes->data(index, MistakeModel::PlyRole).toInt());
    });
}

EvalGraphPanel::~EvalGraphPanel() { m_analyser->cancel(); }

EvalGraphPanel::Key EvalGraphPanel::keyOf(const Position& p)
{
    return {p.board.player, p.board.opponent, int(p.sideToMove == Color::Black)};
}

void EvalGraphPanel::watchGame(GameController* game, EngineController* engine)
{
    connect(game, &GameController::engineInfo, this, [this, engine](const SearchInfo& info) {
        if (info.inProgress) // a bound, not a value
            return;
        const Position& p = engine->searchedPosition();
        recordValue(p, p.sideToMove == Color::Black ? info.score : -info.score, info.depth, info.solved);
    });
}

void EvalGraphPanel::watchEngine(EngineController* engine)
{
    connect(engine, &EngineController::info, this, [this, engine](const SearchInfo& info) {
        if (info.inProgress)
            return;
        const Position& p = engine->searchedPosition();
        recordValue(p, p.sideToMove == Color::Black ? info.score : -info.score, info.depth, info.solved);
    });
}

void EvalGraphPanel::recordValue(const Position& position, double black, int depth, bool exact)
{
    auto [it, inserted] = m_values.try_emplace(keyOf(position), Value{black, depth, exact});
    if (!inserted) {
        Value& old = it->second;
        if (old.exact && !exact)
            return;
        if (!exact && !old.exact && depth < old.depth)
            return;
        old = Value{black, depth, exact};
    }
    // Reports come up to ten times a second: redraw once per event-loop turn.
    if (!m_rebuildQueued) {
        m_rebuildQueued = true;
        QTimer::singleShot(0, this, [this] {
            m_rebuildQueued = false;
            rebuild();
        });
    }
}

std::optional<EvalGraphPanel::Value> EvalGraphPanel::valueOf(const Position& position) const
{
    auto it = m_values.find(keyOf(position));
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

std::vector<std::optional<double>> EvalGraphPanel::lineValues() const
{
    std::vector<std::optional<double>> values;
    for (int ply = 0; ply <= m_model->lineLength(); ++ply) {
        const auto v = valueOf(m_model->positionAt(ply));
        values.push_back(v ? std::optional<double>(v->black) : std::nullopt);
    }
    return values;
}

void EvalGraphPanel::analyseGame() { analyseGame(GameAnalyser::preset(m_strength->currentIndex())); }

void EvalGraphPanel::analyseGame(const GameAnalyser::Strength& strength)
{
    m_progress->setFormat(tr("Analysing\u2026 %p%"));
    setRunning(true);
    m_analyser->analyse(m_model->startPosition(), m_model->line(), strength);
}

void EvalGraphPanel::cancelAnalysis() { m_analyser->cancel(); }

void EvalGraphPanel::gameReplaced()
{
    m_analyser->cancel();
    rebuild();
}

QString EvalGraphPanel::summaryText() const { return m_summary->text(); }
QString EvalGraphPanel::progressText() const { return m_progress->text(); }

void EvalGraphPanel::setRunning(bool running)
{
    m_analyseButton->setEnabled(!running);
    m_strength->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    if (!running && m_analyser->progress() >= 100)
        m_progress->setFormat(tr("Analysed"));
}

void EvalGraphPanel::onPlyAnalysed(int ply)
{
    const PlyAnalysis& r = m_analyser->results()[std::size_t(ply)];
    const Position p = m_analyser->positionAt(ply);
    if (r.valued)
        recordValue(p, r.graphValue, r.depth, r.exact);
    if (r.moveValued && r.played != NoSquare && r.played != PassMove)
        m_moves[{p.board.player, p.board.opponent, int(p.sideToMove == Color::Black), int(r.played)}] = r;
}

int EvalGraphPanel::markerCount(MistakeKind kind) const
{
    switch (kind) {
    case MistakeKind::Inaccuracy: return m_marks[0]->count();
    case MistakeKind::Mistake: return m_marks[1]->count();
    case MistakeKind::Blunder: return m_marks[2]->count();
    case MistakeKind::None: break;
    }
    return 0;
}

void EvalGraphPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_view)
        applyChartTheme();
}

void EvalGraphPanel::applyChartTheme()
{
    // A light chart on a dark window glares: follow the palette. The theme resets the series'
    // colours and the title's font, so they are set again after it.
    QChart* chart = m_view->chart();
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QFont titleFont = chart->titleFont();
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundRoundness(0);
    chart->setTitleFont(titleFont);
    const QColor line = dark ? QColor(96, 165, 250) : QColor(37, 99, 235);
    m_line->setPen(QPen(line, 2));
    m_points->setColor(line);
    m_points->setBorderColor(line);
    const QColor cursor = dark ? QColor(74, 222, 128) : QColor(22, 163, 74);
    m_cursorLine->setPen(QPen(cursor, 1.5, Qt::DashLine));
    m_cursorPoint->setColor(cursor);
    m_cursorPoint->setBorderColor(dark ? QColor(20, 20, 20) : QColor(Qt::white));
    const MistakeKind kinds[3] = {MistakeKind::Inaccuracy, MistakeKind::Mistake, MistakeKind::Blunder};
    for (int k = 0; k < 3; ++k) {
        m_marks[k]->setColor(MistakeModel::kindColor(kinds[k]));
        m_marks[k]->setBorderColor(dark ? QColor(230, 230, 230) : QColor(40, 40, 40));
    }
}

void EvalGraphPanel::rebuild()
{
    const int length = m_model->lineLength();
    const std::vector<std::optional<double>> values = lineValues();
    QList<QPointF> line, points;
    double extreme = 8;
    for (int ply = 0; ply <= length; ++ply) {
        if (!values[std::size_t(ply)])
            continue;
        const double v = *values[std::size_t(ply)];
        line << QPointF(ply, v);
        points << QPointF(ply, v);
        extreme = std::max(extreme, std::abs(v));
    }
    m_line->replace(line);
    m_points->replace(points);

    // Mistakes of the current line, from Analyse Game's verdicts on the moves played.
    std::vector<MistakeRow> rows;
    QList<QPointF> marks[3];
    for (int ply = 0; ply < length; ++ply) {
        const Square move = m_model->line()[std::size_t(ply)];
        if (move == PassMove)
            continue;
        const Position p = m_model->positionAt(ply);
        auto it
            = m_moves.find({p.board.player, p.board.opponent, int(p.sideToMove == Color::Black), int(move)});
        if (it == m_moves.end())
            continue;
        const PlyAnalysis& a = it->second;
        const MistakeKind kind = mistakeKind(a.loss);
        if (kind == MistakeKind::None)
            continue;
        MistakeRow row;
        row.ply = ply;
        row.moveNumber = p.board.discCount() - 3;
        row.mover = p.sideToMove;
        row.played = move;
        row.best = a.best;
        row.bestValue = a.bestValue;
        row.playedValue = a.playedValue;
        row.loss = a.loss;
        row.kind = kind;
        rows.push_back(row);
        // The marker sits on the value after the move (or, unknown, the played move's value).
        const double after = values[std::size_t(ply) + 1]
            ? *values[std::size_t(ply) + 1]
            : (p.sideToMove == Color::Black ? a.playedValue : -a.playedValue);
        const int k = kind == MistakeKind::Inaccuracy ? 0 : kind == MistakeKind::Mistake ? 1 : 2;
        marks[k] << QPointF(ply + 1, after);
    }
    for (int k = 0; k < 3; ++k)
        m_marks[k]->replace(marks[k]);
    m_mistakes->setRows(rows);

    // A round range with headroom above the most extreme value (so its marker is not cut by the
    // plot's edge), and ticks on round numbers.
    constexpr std::pair<double, int> Ranges[] = {{8, 5}, {16, 5}, {24, 7}, {32, 5}, {48, 7}, {64, 5}};
    double top = 64;
    int ticks = 5;
    for (const auto& [range, count] : Ranges)
        if (extreme + 3 <= range) {
            top = range;
            ticks = count;
            break;
        }
    m_axisY->setRange(-top, top);
    // Half a move of margin on both sides so the first and last markers are drawn whole; ticks
    // stay on round move numbers.
    const int span = std::max(20, length);
    m_axisX->setTickType(QValueAxis::TicksDynamic);
    m_axisX->setTickAnchor(0);
    m_axisX->setTickInterval(span > 30 ? 10 : 5);
    m_axisX->setRange(-0.6, span + 0.6);
    m_axisY->setTickCount(ticks);
    const int cursor = m_model->currentPly();
    m_cursorLine->replace({QPointF(cursor, -top), QPointF(cursor, top)});
    if (values[std::size_t(cursor)])
        m_cursorPoint->replace({QPointF(cursor, *values[std::size_t(cursor)])});
    else
        m_cursorPoint->clear();

    // Analyse Game's progress and verdict speak of the line it analysed: once the line on the board
    // is another, they give way until it comes back.
    const bool analysedLine = m_analyser->positionCount() > 0
        && m_analyser->start() == m_model->startPosition() && m_analyser->line() == m_model->line();
    if (!m_analyser->isRunning() && m_analyser->positionCount() > 0) {
        if (!analysedLine) {
            m_progress->setValue(0);
            m_progress->setFormat(tr("Not analysed"));
        } else if (m_analyser->progress() >= 100) {
            m_progress->setValue(100);
            m_progress->setFormat(tr("Analysed"));
        }
    }

    // Summary of the analysis: counts per class and side.
    if (analysedLine && !rows.empty()) {
        int counts[2][3] = {};
        for (const MistakeRow& r : rows)
            ++counts[r.mover == Color::Black ? 0 : 1][int(r.kind) - 1];
        m_summary->setText(tr("Black: %1 inaccuracies, %2 mistakes, %3 blunders\nWhite: %4 inaccuracies, %5 "
                              "mistakes, %6 blunders")
                               .arg(counts[0][0])
                               .arg(counts[0][1])
                               .arg(counts[0][2])
                               .arg(counts[1][0])
                               .arg(counts[1][1])
                               .arg(counts[1][2]));
    } else if (analysedLine && !m_analyser->isRunning() && m_analyser->progress() >= 100) {
        m_summary->setText(tr("No move of this line lost %1 discs or more.").arg(InaccuracyLoss));
    } else {
        m_summary->setText(
            tr("Analyse Game marks moves that lost discs: inaccuracy \u2265 %1, mistake \u2265 %2, "
               "blunder \u2265 %3.")
                .arg(InaccuracyLoss)
                .arg(MistakeLoss)
                .arg(BlunderLoss));
    }
}

} // namespace probcut::ui
