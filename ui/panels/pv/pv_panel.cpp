#include "ui/panels/pv/pv_panel.h"

#include "ui/board/board_widget.h"
#include "ui/engine/engine_controller.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/panels/pv/pv_model.h"

#include <QAction>
#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace probcut::ui {

namespace {
QString colorWord(Color color) { return color == Color::Black ? PvPanel::tr("Black") : PvPanel::tr("White"); }
} // namespace

PvPanel::PvPanel(GameModel* model, BoardWidget* board, QWidget* parent)
    : QWidget(parent), m_model(model), m_board(board), m_history(new PvHistoryModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addLayout(buildStatusRow());
    layout->addLayout(buildStatGrid());
    buildPvLine();
    layout->addWidget(m_pvLine);
    buildHistoryTable();
    layout->addWidget(m_table, 1);

    connect(m_model, &GameModel::positionChanged, this, &PvPanel::onPositionChanged);
    connect(m_board, &BoardWidget::previewEnded, this, [this] {
        m_previewed = 0;
        showPv(m_pv);
    });
    clear();
}

QHBoxLayout* PvPanel::buildStatusRow()
{
    // Builds the top row: the status text and the Analyse Position button.
    auto* top = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("pvStatus"));
    m_status->setWordWrap(true);
    top->addWidget(m_status, 1);
    m_analyseButton = new QPushButton(this);
    m_analyseButton->setObjectName(QStringLiteral("analyseButton"));
    m_analyseButton->setCheckable(true);
    m_analyseButton->hide();
    top->addWidget(m_analyseButton);
    return top;
}

QGridLayout* PvPanel::buildStatGrid()
{
    // Builds the grid of the latest iteration's figures (score, depth, confidence, nodes, ...).
    // The latest iteration in large figures: a caption above each value.
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(0);
    QFont valueFont = font();
    valueFont.setPointSizeF(valueFont.pointSizeF() * 1.25);
    valueFont.setBold(true);
    QFont captionFont = font();
    captionFont.setPointSizeF(captionFont.pointSizeF() * 0.85);
    auto stat = [&](int column, int row, const QString& caption, const QString& tip, const QString& name) {
        auto* c = new QLabel(caption, this);
        c->setFont(captionFont);
        c->setForegroundRole(QPalette::PlaceholderText);
        c->setToolTip(tip);
        auto* v = new QLabel(QStringLiteral("\u2013"), this);
        v->setObjectName(name);
        v->setFont(valueFont);
        v->setToolTip(tip);
        v->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(c, row * 2, column);
        grid->addWidget(v, row * 2 + 1, column);
        return v;
    };
    // The score's caption and tip name its point of view (updatePointOfView()).
    m_score = stat(0, 0, QString(), QString(), QStringLiteral("pvScore"));
    m_scoreCaption = qobject_cast<QLabel*>(grid->itemAtPosition(0, 0)->widget());
    m_scoreCaption->setObjectName(QStringLiteral("pvScoreCaption"));
    m_depth = stat(1, 0, tr("Depth"), tr("Plies searched in full in the last completed iteration"),
        QStringLiteral("pvDepth"));
    m_selectivity = stat(2, 0, tr("Confidence"),
        tr("Multi-ProbCut selectivity: at 100 % every move is searched; below, moves that a shallow search "
           "says are irrelevant with this probability are cut"),
        QStringLiteral("pvSelectivity"));
    m_nodes = stat(0, 1, tr("Nodes"), tr("Positions searched so far"), QStringLiteral("pvNodes"));
    m_speed = stat(1, 1, tr("Speed"), tr("Nodes per second"), QStringLiteral("pvSpeed"));
    m_time = stat(2, 1, tr("Time"), tr("Time since the search started"), QStringLiteral("pvTime"));
    for (int c = 0; c < 3; ++c)
        grid->setColumnStretch(c, 1);
    return grid;
}

void PvPanel::buildPvLine()
{
    // Builds the principal variation label, whose moves are links that preview the board.
    m_pvLine = new QLabel(this);
    m_pvLine->setObjectName(QStringLiteral("pvLine"));
    m_pvLine->setWordWrap(true);
    m_pvLine->setTextFormat(Qt::RichText);
    m_pvLine->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_pvLine->setToolTip(tr("Click a move to see the position after it on the board"));
    m_pvLine->setFrameShape(QFrame::StyledPanel);
    m_pvLine->setMargin(4);
    m_pvLine->setMinimumHeight(m_pvLine->fontMetrics().height() * 2 + 10);
    m_pvLine->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    connect(m_pvLine, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("pv:")))
            previewMove(link.mid(3).toInt());
    });
}

void PvPanel::buildHistoryTable()
{
    // Builds the iteration history table with its fixed column widths.
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("pvHistory"));
    m_table->setModel(m_history);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    // Fixed widths from the widest text each column can hold (ResizeToContents measured before
    // the rows existed and elided the numbers); the principal variation takes the rest.
    QHeaderView* header = m_table->horizontalHeader();
    header->setStretchLastSection(true);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setTextElideMode(Qt::ElideRight);
    header->setSectionResizeMode(QHeaderView::Interactive);
    const QFontMetrics metrics(m_table->font());
    const int pad = 12;
    const std::pair<int, QString> widest[] = {
        {PvHistoryModel::DepthColumn, QStringLiteral("60")},
        {PvHistoryModel::SelectivityColumn, QStringLiteral("100 %")},
        {PvHistoryModel::ScoreColumn, QStringLiteral("≥ −88.88")},
        {PvHistoryModel::NodesColumn, QStringLiteral("888.8 M")},
        {PvHistoryModel::TimeColumn, QStringLiteral("88.8 s")},
        {PvHistoryModel::SpeedColumn, QStringLiteral("8.8 M/s")},
    };
    // The speed is in the figures above; the table leaves its room to the variation.
    m_table->setColumnHidden(PvHistoryModel::SpeedColumn, true);
    for (const auto& [column, text] : widest) {
        const QString title = m_history->headerData(column, Qt::Horizontal).toString();
        header->resizeSection(
            column, std::max(metrics.horizontalAdvance(text), metrics.horizontalAdvance(title)) + pad);
    }
    m_table->setToolTip(
        tr("One row per completed iteration (the engine reports at most ten a second, so quick shallow "
           "iterations are merged into the next row); select a row to show its principal variation"));
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) { onRowSelected(current.isValid() ? current.row() : -1); });
}

void PvPanel::watchGame(GameController* game, EngineController* engine)
{
    connect(game, &GameController::engineInfo, this, [this, engine](const SearchInfo& info) {
        addReport(Source::GameEngine, engine->searchedPosition(), info);
    });
    connect(game, &GameController::thinkingChanged, this, [this](bool thinking) {
        if (thinking) {
            clear();
            m_source = Source::GameEngine;
            m_position = m_model->position();
            updatePointOfView();
            setStatus(tr("Game engine (%1) is thinking\u2026").arg(colorWord(m_position.sideToMove)));
        } else if (m_source == Source::GameEngine) {
            // A move that follows replaces this; a turn cancelled without one leaves it.
            setStatus(tr("Game engine (%1) stopped").arg(colorWord(m_position.sideToMove)));
        }
    });
    // The engine's move changes the position, but what it thought about that move stays up until
    // the next change.
    connect(game, &GameController::engineMoved, this, [this](int square) {
        if (m_source != Source::GameEngine || m_history->rowCount() == 0)
            return;
        m_keepOnce = true;
        setStatus(tr("Game engine (%1) played %2")
                      .arg(colorWord(m_position.sideToMove), PvHistoryModel::moveText(Square(square))));
    });
}

void PvPanel::watchAnalysis(EngineController* engine)
{
    connect(engine, &EngineController::info, this, [this, engine](const SearchInfo& info) {
        addReport(Source::Analysis, engine->searchedPosition(), info);
    });
    connect(engine, &EngineController::finished, this, [this, engine](const SearchResult& result) {
        if (m_source == Source::Analysis && engine->searchedPosition() == m_position
            && !engine->isSearching())
            setStatus(result.solved ? tr("Analysis: solved")
                                    : tr("Analysis: finished at depth %1").arg(result.depth));
    });
}

void PvPanel::setAnalyseAction(QAction* action)
{
    // A push button that says what a click will do ("Analyse" / "Stop"), since a checked
    // button's sunken look is easy to miss; it and the menu's check mark follow the action.
    auto sync = [this](bool on) {
        m_analyseButton->setChecked(on);
        m_analyseButton->setText(on ? tr("Stop Analysing") : tr("Analyse Position"));
    };
    connect(m_analyseButton, &QPushButton::clicked, action, &QAction::setChecked);
    connect(action, &QAction::toggled, this, sync);
    m_analyseButton->setToolTip(action->toolTip());
    sync(action->isChecked());
    m_analyseButton->show();
}

void PvPanel::addReport(Source source, const Position& position, const SearchInfo& info)
{
    // Only the position on the board: a report about another one is stale whatever its id.
    if (position != m_model->position())
        return;
    if (source != m_source || position != m_position) {
        clear();
        m_source = source;
        m_position = position;
        updatePointOfView();
    }
    const QString side = colorWord(position.sideToMove);
    setStatus(source == Source::Analysis ? tr("Analysis \u00b7 %1 to move").arg(side)
                                         : tr("Game engine (%1) is thinking\u2026").arg(side));
    m_history->addIteration(info);
    showInfo(info);
}

void PvPanel::showInfo(const SearchInfo& info)
{
    m_score->setText(PvHistoryModel::scoreText(m_history->shown(info)));
    // A bound from an iteration still running shows an ellipsis after its depth.
    const bool running = info.inProgress && info.bound != Bound::Exact;
    m_depth->setText(info.solved ? tr("%1 (end)").arg(info.depth)
            : running            ? QString::number(info.depth) + QStringLiteral("\u2026")
                                 : QString::number(info.depth));
    m_selectivity->setText(QStringLiteral("%1 %").arg(info.selectivity, 0, 'f', 0));
    m_nodes->setText(PvHistoryModel::nodesText(double(info.nodes)));
    m_speed->setText(PvHistoryModel::nodesText(info.nodesPerSecond) + QStringLiteral("/s"));
    m_time->setText(PvHistoryModel::timeText(info.seconds));
    // A row the user picked keeps its PV on show; otherwise follow the latest iteration.
    if (!m_table->selectionModel()->hasSelection())
        showPv(info.pv);
}

void PvPanel::showPv(const std::vector<Square>& pv)
{
    if (pv != m_pv)
        m_previewed = 0;
    m_pv = pv;
    if (pv.empty()) {
        m_pvLine->setText(
            QStringLiteral("<span style='color:%1'>%2</span>")
                .arg(palette().color(QPalette::PlaceholderText).name(), tr("No principal variation yet")));
        return;
    }
    // Each move is a link; the side that plays it is shown by a small disc before it, and the
    // previewed prefix is highlighted.
    // Colours from the palette, so the moves read well in the dark and high-contrast themes
    // (rich text links otherwise take Qt's fixed dark blue).
    const QPalette& pal = palette();
    const QString plain
        = QStringLiteral("text-decoration:none; color:%1;").arg(pal.color(QPalette::Link).name());
    const QString highlighted
        = QStringLiteral("text-decoration:none; font-weight:bold; color:%1; background:%2;")
              .arg(pal.color(QPalette::HighlightedText).name(), pal.color(QPalette::Highlight).name());
    QString html;
    Color mover = m_position.sideToMove;
    for (std::size_t i = 0; i < pv.size(); ++i) {
        const bool shown = int(i) < m_previewed;
        const QString disc = mover == Color::Black ? QStringLiteral("\u25cf") : QStringLiteral("\u25cb");
        const QString& style = shown ? highlighted : plain;
        html += QStringLiteral("%1<a href='pv:%2' style='%3'>%4</a> ")
                    .arg(disc)
                    .arg(i + 1)
                    .arg(style, PvHistoryModel::moveText(pv[i]).toHtmlEscaped());
        mover = opposite(mover);
    }
    m_pvLine->setText(html);
}

void PvPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_pvLine)
        showPv(m_pv);
}

bool PvPanel::previewMove(int count)
{
    if (count < 1 || count > int(m_pv.size()) || m_position != m_model->position())
        return false;
    Position p = m_position;
    QStringList moves;
    Square last = NoSquare;
    for (int i = 0; i < count; ++i) {
        if (!p.play(m_pv[std::size_t(i)]))
            return false;
        moves << PvHistoryModel::moveText(m_pv[std::size_t(i)]);
        if (m_pv[std::size_t(i)] != PassMove)
            last = m_pv[std::size_t(i)];
    }
    const QString shownMoves = moves.size() > 6
        ? QStringLiteral("\u2026 ") + QStringList(moves.end() - 6, moves.end()).join(QLatin1Char(' '))
        : moves.join(QLatin1Char(' '));
    m_board->setPreview(
        p, tr("Preview: after %1 (click the board or press Esc to return)").arg(shownMoves), last);
    m_previewed = count;
    showPv(m_pv);
    return true;
}

void PvPanel::onRowSelected(int row)
{
    const auto& rows = m_history->iterations();
    if (row >= 0 && row < int(rows.size()))
        showPv(rows[std::size_t(row)].pv);
}

void PvPanel::onPositionChanged()
{
    m_board->clearPreview();
    if (m_keepOnce) {
        m_keepOnce = false;
        return;
    }
    if (m_model->position() != m_position || m_source == Source::None)
        clear();
}

void PvPanel::clear()
{
    m_source = Source::None;
    m_position = Position{Board{0, 0}, Color::Black};
    m_keepOnce = false;
    m_table->clearSelection();
    m_history->clear();
    for (QLabel* l : {m_score, m_depth, m_selectivity, m_nodes, m_speed, m_time})
        l->setText(QStringLiteral("\u2013"));
    m_pv.clear();
    m_previewed = 0;
    showPv({});
    setStatus(tr("No engine is thinking. Turn on Analyse Position (Ctrl+Shift+A) to analyse the position on "
                 "the board."));
    updatePointOfView();
}

void PvPanel::noteAnalysisStopped(bool paused)
{
    if (m_source != Source::Analysis)
        return;
    setStatus(paused ? tr("Analysis paused while the game engine thinks") : tr("Analysis stopped"));
}

void PvPanel::setStatus(const QString& text) { m_status->setText(text); }

QString PvPanel::statusText() const { return m_status->text(); }
QString PvPanel::scoreCaption() const { return m_scoreCaption->text(); }

void PvPanel::setPointOfView(PointOfView::Kind pointOfView)
{
    m_pov = pointOfView;
    updatePointOfView();
}

void PvPanel::updatePointOfView()
{
    // Before any report the caption names the board's side to move.
    const Color toMove = m_source == Source::None ? m_model->position().sideToMove : m_position.sideToMove;
    m_history->setPointOfView(m_pov, toMove);
    m_scoreCaption->setText(
        tr("Score (%1)").arg(PointOfView::colourName(PointOfView::shownFor(toMove, m_pov))));
    const QString tip = tr("Discs %1 at the end of the principal variation. \u2265 or \u2264: a bound; "
                           "\u201csolved\u201d: the exact result of perfect play")
                            .arg(PointOfView::label(toMove, m_pov));
    m_scoreCaption->setToolTip(tip);
    m_score->setToolTip(tip);
    if (!m_history->iterations().empty())
        showInfo(m_history->iterations().back());
}

QString PvPanel::summaryText() const
{
    return QStringLiteral("%1 | %2 | %3 | %4")
        .arg(m_depth->text(), m_selectivity->text(), m_score->text(), m_nodes->text());
}

QString PvPanel::pvLineText() const { return PvHistoryModel::pvText(m_pv); }

} // namespace probcut::ui
