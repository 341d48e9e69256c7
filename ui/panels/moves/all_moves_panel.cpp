#include "ui/panels/moves/all_moves_panel.h"

#include "ui/board/board_widget.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/hint_analyser.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_model.h"
#include "ui/panels/column_fitter.h"
#include "ui/panels/moves/all_moves_model.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace probcut::ui {

namespace {
// The confidence of the selective searches before a move is solved (Multi-ProbCut), when the
// studio has fitted parameters; otherwise the searches are exact.
constexpr double AnalysisSelectivity = 95;
} // namespace

AllMovesPanel::AllMovesPanel(GameModel* model, BoardWidget* board, QWidget* parent)
    : QWidget(parent), m_model(model), m_board(board)
{
    setObjectName(QStringLiteral("allMovesPanelWidget"));
    m_analyser = new HintAnalyser(this);
    if (auto evaluator = studioEvaluator()) {
        m_analyser->engineController()->setEvaluator(evaluator);
        if (auto mpc = studioMpcParams())
            m_analyser->engineController()->setMpcParams(mpc);
    }

    m_action = new QAction(tr("Analyse A&ll Moves"), this);
    m_action->setObjectName(QStringLiteral("analyseAllMovesAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_action->setStatusTip(
        tr("Value every legal move at once, deepening until stopped or every value is exact"));
    m_action->setToolTip(tr("Analyse every legal move (Ctrl+Shift+M)"));
    connect(m_action, &QAction::toggled, this, &AllMovesPanel::setEnabled);

    m_pointOfView = new QLabel(this);
    m_pointOfView->setObjectName(QStringLiteral("allMovesPointOfView"));
    m_pointOfView->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("allMovesStatus"));
    m_status->setWordWrap(true);

    m_table = new AllMovesModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_table);
    m_proxy->setSortRole(AllMovesModel::SortRole);
    m_proxy->setDynamicSortFilter(true);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("allMovesTable"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(AllMovesModel::ValueColumn, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTextElideMode(Qt::ElideRight);
    // The line column takes the room left and elides (its tooltip has it whole): no sideways
    // scrolling in a narrow dock.
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setWordWrap(false);
    m_view->setMinimumWidth(300);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    fitColumnsToContents(m_view);
    m_view->horizontalHeader()->setSectionResizeMode(AllMovesModel::LineColumn, QHeaderView::Stretch);
    // Too narrow for a readable line (80 px), the panel drops the column rather than clip it;
    // the move's tooltip shows the line.
    hideColumnsThatDoNotFit(m_view,
        {AllMovesModel::MoveColumn, AllMovesModel::ValueColumn, AllMovesModel::DepthColumn,
            AllMovesModel::LineColumn},
        AllMovesModel::LineColumn);

    auto* start = new QToolButton(this);
    start->setDefaultAction(m_action);
    start->setToolButtonStyle(Qt::ToolButtonTextOnly);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_pointOfView);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    layout->addWidget(start, 0, Qt::AlignLeft);

    connect(m_analyser, &HintAnalyser::hintsChanged, this, &AllMovesPanel::refresh);
    connect(m_analyser, &HintAnalyser::finished, this, &AllMovesPanel::refresh);
    connect(m_model, &GameModel::positionChanged, this, [this] {
        if (m_enabled)
            restart();
    });
    refresh();
}

void AllMovesPanel::setPointOfView(PointOfView::Kind pointOfView)
{
    m_pov = pointOfView;
    refresh();
}

QString AllMovesPanel::pointOfViewText() const { return m_pointOfView->text(); }
QSize AllMovesPanel::sizeHint() const
{
    return {fontMetrics().averageCharWidth() * 66, fontMetrics().height() * 30};
}

QString AllMovesPanel::statusText() const { return m_status->text(); }

void AllMovesPanel::setEnabled(bool on)
{
    if (on == m_enabled)
        return;
    m_enabled = on;
    if (on) {
        restart();
    } else {
        m_analyser->cancel();
        m_board->clearHints();
        emit boardReleased();
        refresh();
    }
}

void AllMovesPanel::restart()
{
    m_table->clear();
    const double selectivity = studioMpcParams() ? AnalysisSelectivity : 100;
    m_analyser->analyse(m_model->position(), 0, SolveEmpties, selectivity);
}

void AllMovesPanel::refresh()
{
    const Position& p = m_analyser->position();
    const bool current = p == m_model->position();
    const QString side = p.sideToMove == Color::Black ? tr("Black") : tr("White");
    m_table->setPointOfView(m_pov, p.sideToMove);
    m_pointOfView->setText(
        tr("Values in discs %1 (+ is good for %2). A selective value is the mean of the move's two deepest "
           "searches, as odd and even depths favour different sides.")
            .arg(PointOfView::label(p.sideToMove, m_pov),
                PointOfView::colourName(PointOfView::shownFor(p.sideToMove, m_pov))));
    if (!m_enabled || !current) {
        m_status->setText(m_enabled ? tr("Starting…")
                                    : tr("Not analysing. Turn on Analyse All Moves to value every move."));
        if (!m_enabled)
            m_table->clear();
        return;
    }
    m_table->setHints(m_analyser->hints());
    m_board->setHints(m_analyser->hints(), m_analyser->bestMove());
    int exact = 0;
    for (const auto& h : m_analyser->hints())
        exact += h && h->exact;
    const int legal = std::popcount(p.board.legalMoves());
    if (legal == 0)
        m_status->setText(tr("No legal move: %1 must pass.").arg(side));
    else if (exact == legal)
        m_status->setText(tr("Every move is exact."));
    else if (m_analyser->isRunning())
        m_status->setText(tr("Deepening: every move searched to depth %1; %2 of %3 exact…")
                              .arg(m_analyser->completedDepth())
                              .arg(exact)
                              .arg(legal));
    else
        m_status->setText(tr("Stopped: every move searched to depth %1; %2 of %3 exact.")
                              .arg(m_analyser->completedDepth())
                              .arg(exact)
                              .arg(legal));
}

} // namespace probcut::ui
