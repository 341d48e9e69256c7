#include "ui/panels/cut/cut_panel.h"

#include "engine/core/notation.h"
#include "engine/search/multi_probcut.h"
#include "ui/board/board_widget.h"
#include "ui/engine/engine_controller.h"
#include "ui/panels/cut/cut_event_format.h"
#include "ui/panels/cut/cut_root_moves_model.h"
#include "ui/panels/cut/cut_summary_model.h"
#include "ui/panels/cut/cut_tree_model.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace probcut::ui {

namespace {

void setUpTable(QTableView* view)
{
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
}

QString sourceName(CutPanel::Source source)
{
    switch (source) {
    case CutPanel::Source::GameEngine: return CutPanel::tr("Game engine");
    case CutPanel::Source::Analysis: return CutPanel::tr("Analysis");
    case CutPanel::Source::None: break;
    }
    return {};
}

} // namespace

CutPanel::CutPanel(BoardWidget* board, QWidget* parent)
    : QWidget(parent), m_board(board), m_summary(new CutSummaryModel(this)),
      m_rootMoves(new CutRootMovesModel(this)), m_tree(new CutTreeModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    // Wide enough for the tables' columns without scrolling at the default font.
    setMinimumWidth(fontMetrics().averageCharWidth() * 62);

    auto* top = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("cutStatus"));
    m_status->setWordWrap(true);
    m_status->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    top->addWidget(m_status, 1);
    m_aboutButton = new QToolButton(this);
    m_aboutButton->setObjectName(QStringLiteral("cutAboutButton"));
    m_aboutButton->setText(tr("What is this?"));
    m_aboutButton->setCheckable(true);
    m_aboutButton->setToolTip(tr("Explain Multi-ProbCut and the terms of this panel"));
    top->addWidget(m_aboutButton, 0, Qt::AlignTop);
    layout->addLayout(top);

    m_selectivity = new QLabel(this);
    m_selectivity->setObjectName(QStringLiteral("cutSelectivity"));
    m_selectivity->setToolTip(CutTerms::selectivity());
    layout->addWidget(m_selectivity);

    m_about = new QLabel(CutTerms::explanation(), this);
    m_about->setObjectName(QStringLiteral("cutAbout"));
    m_about->setWordWrap(true);
    m_about->setTextFormat(Qt::RichText);
    m_about->setFrameShape(QFrame::StyledPanel);
    m_about->setMargin(6);
    m_about->hide();
    layout->addWidget(m_about);
    connect(m_aboutButton, &QToolButton::toggled, m_about, &QWidget::setVisible);

    m_tabs = new QTabWidget(this);
    m_summaryView = new QTableView(this);
    m_summaryView->setObjectName(QStringLiteral("cutSummaryView"));
    m_summaryView->setModel(m_summary);
    setUpTable(m_summaryView);
    m_summaryView->horizontalHeader()->setStretchLastSection(false);
    m_tabs->addTab(m_summaryView, tr("By height"));
    m_tabs->setTabToolTip(0, tr("Checks per height and try: how many ran and how many cut"));

    m_rootView = new QTableView(this);
    m_rootView->setObjectName(QStringLiteral("cutRootMovesView"));
    m_rootView->setModel(m_rootMoves);
    setUpTable(m_rootView);
    m_tabs->addTab(m_rootView, tr("Root moves"));
    m_tabs->setTabToolTip(1,
        tr("For each move of the searched position: the cuts in the subtree below it, in the newest "
           "iteration; click a move to see its deepest cut"));

    auto* treePage = new QWidget(this);
    auto* treeLayout = new QVBoxLayout(treePage);
    treeLayout->setContentsMargins(0, 4, 0, 0);
    auto* treeBar = new QHBoxLayout;
    auto* pliesLabel = new QLabel(tr("Plies:"), treePage);
    m_plies = new QSpinBox(treePage);
    m_plies->setObjectName(QStringLiteral("cutTreePlies"));
    m_plies->setRange(1, 8);
    m_plies->setValue(CutTreeModel::DefaultPlies);
    m_plies->setToolTip(tr("How many moves deep the tree goes; checks further down are counted in "
                           "the last level"));
    pliesLabel->setBuddy(m_plies);
    m_buildTree = new QToolButton(treePage);
    m_buildTree->setObjectName(QStringLiteral("cutBuildTree"));
    m_buildTree->setText(tr("Build tree"));
    m_buildTree->setToolTip(tr("Build the tree from the checks of the newest iteration received so far"));
    m_treeStatus = new QLabel(treePage);
    treeBar->addWidget(pliesLabel);
    treeBar->addWidget(m_plies);
    treeBar->addWidget(m_buildTree);
    treeBar->addWidget(m_treeStatus, 1);
    treeLayout->addLayout(treeBar);
    m_treeView = new QTreeView(treePage);
    m_treeView->setObjectName(QStringLiteral("cutTreeView"));
    m_treeView->setModel(m_tree);
    m_treeView->setUniformRowHeights(true);
    m_treeView->setAlternatingRowColors(true);
    m_treeView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_treeView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_treeView->header()->setStretchLastSection(true);
    treeLayout->addWidget(m_treeView, 1);
    m_tabs->addTab(treePage, tr("Tree"));
    m_tabs->setTabToolTip(2, tr("The checks of the newest iteration as a tree of moves, on request"));
    connect(m_buildTree, &QToolButton::clicked, this, [this] { buildTree(); });
    layout->addWidget(m_tabs, 1);

    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("cutDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setMinimumHeight(m_details->fontMetrics().height() * 3);
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_details);

    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(RefreshIntervalMs);
    connect(m_refreshTimer, &QTimer::timeout, this, &CutPanel::refresh);

    connect(m_rootView, &QTableView::clicked, this, &CutPanel::onRootMoveClicked);
    connect(m_treeView, &QTreeView::clicked, this, &CutPanel::onTreeClicked);
    updateStatus();
}

QSize CutPanel::sizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 80, fontMetrics().height() * 36);
}

void CutPanel::watch(EngineController* engine, Source source)
{
    if (!engine)
        return;
    m_watched.emplace_back(engine, source);
    if (m_active)
        engine->setCutEventsEnabled(true);
    connect(engine, &EngineController::cutEvents, this,
        [this, engine, source](
            SearchId id, const QVector<CutEvent>& batch) { addEvents(source, engine, id, batch); });
    connect(engine, &EngineController::info, this,
        [this, engine](const SearchInfo& info) { addInfo(engine, info); });
    connect(engine, &EngineController::finished, this,
        [this, engine](const SearchResult& result) { addResult(engine, result); });
}

void CutPanel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active)
        for (const auto& [engine, source] : m_watched)
            if (engine)
                engine->setCutEventsEnabled(true);
    updateStatus();
}

void CutPanel::clear()
{
    m_source = Source::None;
    m_engine = nullptr;
    m_searchId = 0;
    m_running = false;
    m_received = 0;
    m_iteration = 0;
    m_infoDepth = 0;
    m_selectivityValue = 100;
    m_iterationBatches.clear();
    m_storedCount = 0;
    m_storeFull = false;
    m_pending.clear();
    m_summary->clear();
    m_rootMoves->clear();
    m_tree->clear();
    m_detailsText.clear();
    m_details->clear();
    m_treeStatus->clear();
    updateStatus();
}

CutPanel::Source CutPanel::sourceOf(EngineController* engine) const
{
    for (const auto& [watched, source] : m_watched)
        if (watched == engine)
            return source;
    return Source::None;
}

bool CutPanel::isCurrent(EngineController* engine, SearchId id) const
{
    return engine && engine == m_engine && id == m_searchId;
}

void CutPanel::startSearch(Source source, EngineController* engine, SearchId id)
{
    clear();
    m_source = source;
    m_engine = engine;
    m_searchId = id;
    m_position = engine->searchedPosition();
    m_running = engine->isSearching();
}

void CutPanel::addEvents(Source source, EngineController* engine, SearchId id, const QVector<CutEvent>& batch)
{
    if (!engine || batch.isEmpty())
        return;
    if (!isCurrent(engine, id)) {
        // A new search: follow it unless another engine's search is still running on show.
        if (m_engine && m_engine != engine && m_engine->isSearching())
            return;
        startSearch(source, engine, id);
    }
    m_received += quint64(batch.size());
    m_pending.push_back(batch);
    storeEvents(batch);
    scheduleRefresh();
}

void CutPanel::storeEvents(const QVector<CutEvent>& batch)
{
    // Events come in search order, so a batch holds at most a tail of the previous iteration
    // followed by newer ones: find where the newest iteration in it starts.
    const int newest = std::max(m_iteration, batch.back().iteration);
    if (newest > m_iteration) {
        m_iteration = newest;
        m_iterationBatches.clear();
        m_storedCount = 0;
        m_storeFull = false;
    }
    qsizetype begin = 0;
    while (begin < batch.size() && batch[begin].iteration < m_iteration)
        ++begin;
    qsizetype count = batch.size() - begin;
    if (count == 0)
        return;
    const std::size_t room = MaxStoredEvents - std::min(MaxStoredEvents, m_storedCount);
    if (std::size_t(count) > room) {
        count = qsizetype(room);
        m_storeFull = true;
    }
    if (count == 0)
        return;
    m_iterationBatches.push_back(begin == 0 && count == batch.size() ? batch : batch.mid(begin, count));
    m_storedCount += std::size_t(count);
}

std::vector<CutEvent> CutPanel::iterationEvents() const
{
    std::vector<CutEvent> events;
    events.reserve(m_storedCount);
    for (const QVector<CutEvent>& batch : m_iterationBatches)
        events.insert(events.end(), batch.begin(), batch.end());
    return events;
}

void CutPanel::scheduleRefresh()
{
    if (!m_refreshTimer->isActive())
        m_refreshTimer->start();
}

void CutPanel::refresh()
{
    for (const QVector<CutEvent>& batch : m_pending) {
        m_summary->addEvents(batch);
        m_rootMoves->addEvents(batch);
    }
    m_pending.clear();
    updateStatus();
}

void CutPanel::addInfo(EngineController* engine, const SearchInfo& info)
{
    if (!engine)
        return;
    if (!isCurrent(engine, info.searchId)) {
        // The shown search's engine moved on (e.g. Analyse Position's exact second stage).
        if (engine == m_engine && info.searchId > m_searchId && m_running) {
            m_running = false;
            updateStatus();
        }
        if (info.mpc.checks() == 0 || (m_engine && m_engine != engine && m_engine->isSearching()))
            return;
        startSearch(sourceOf(engine), engine, info.searchId);
    }
    if (!info.inProgress) // the depth of the last completed iteration
        m_infoDepth = info.depth;
    m_selectivityValue = info.selectivity;
    m_summary->setEngineCounts(info.mpc);
    scheduleRefresh();
}

void CutPanel::addResult(EngineController* engine, const SearchResult& result)
{
    if (!isCurrent(engine, result.searchId))
        return;
    m_running = false;
    m_selectivityValue = result.selectivity;
    refresh(); // every batch of the search came before its result
    m_summary->setEngineCounts(result.mpc);
    if (m_tabs->currentIndex() == 2)
        buildTree();
    updateStatus();
}

void CutPanel::buildTree(int plies)
{
    const int levels = plies > 0 ? plies : m_plies->value();
    m_tree->build(iterationEvents(), levels);
    m_treeStatus->setText(m_storedCount == 0
            ? tr("No checks received yet.")
            : tr("%n check(s) of depth %1 (a snapshot: build again to update)", nullptr, int(m_storedCount))
                  .arg(m_iteration));
    if (m_tree->rowCount() > 0)
        m_treeView->expand(m_tree->index(0, 0));
}

QString CutPanel::statusText() const { return m_status->text(); }
QString CutPanel::detailsText() const { return m_detailsText; }

void CutPanel::updateStatus()
{
    QString text;
    if (m_searchId == 0) {
        text = m_active ? tr("Waiting for a selective search (confidence below 100 %) of the game engine or "
                             "Analyse Position.")
                        : tr("Cut decisions are collected while this panel is shown.");
    } else {
        const QString who = sourceName(m_source);
        const QString state = m_running ? tr("searching depth %1").arg(m_iteration)
                                        : tr("finished at depth %1").arg(std::max(m_iteration, m_infoDepth));
        text = who.isEmpty() ? state : tr("%1: %2").arg(who, state);
        text += QLatin1Char('\n')
            + tr("By height: every check of the search. Root moves and tree: the checks of depth %1.")
                  .arg(m_iteration);
        if (m_summary->showsEngineCounts())
            text += QLatin1Char(' ')
                + tr("The engine streams the first %1 checks of an iteration; root moves and tree miss the "
                     "rest.")
                      .arg(qulonglong(EngineController::MaxCutEventsPerIteration));
        else if (m_storeFull)
            text += QLatin1Char(' ')
                + tr("The tree holds the first %1 checks of the iteration.").arg(qulonglong(MaxStoredEvents));
    }
    m_status->setText(text);
    if (m_searchId != 0 && m_selectivityValue < 100) {
        const double t = mpcThreshold(m_selectivityValue);
        m_selectivity->setText(
            tr("Confidence %1 %  (t = %2)").arg(m_selectivityValue, 0, 'f', 0).arg(t, 0, 'f', 2));
    } else if (m_searchId != 0) {
        m_selectivity->setText(tr("Confidence 100 %: exact search, nothing is cut"));
    } else {
        m_selectivity->setText(QString());
    }
    m_selectivity->setVisible(!m_selectivity->text().isEmpty());
}

void CutPanel::showCut(const CutEvent& e)
{
    const Position node = cutNodePosition(m_position, e);
    const QString path = cutPathText(e);
    const QString side = node.sideToMove == Color::Black ? tr("Black") : tr("White");
    const QString verdict = e.decision == CutDecision::FailHigh
        ? tr("%1 would score at least %2: subtree skipped").arg(side, formatDiscs(e.windowBound))
        : e.decision == CutDecision::FailLow
        ? tr("%1 would score at most %2: subtree skipped").arg(side, formatDiscs(e.windowBound))
        : tr("not conclusive: searched in full");
    m_detailsText
        = tr("<b>%1</b> (%2 to move) \u2014 height %3, check depth %4, try %5: shallow value %6 "
             "%7 bound %8 \u2192 %9")
              .arg(path.isEmpty() ? tr("searched position") : path, side)
              .arg(e.height)
              .arg(e.checkDepth)
              .arg(e.tryIndex + 1)
              .arg(formatDiscs(e.shallowValue),
                  e.highCheck ? (e.shallowValue >= e.bound ? QStringLiteral("\u2265") : QStringLiteral("<"))
                              : (e.shallowValue <= e.bound ? QStringLiteral("\u2264") : QStringLiteral(">")),
                  formatDiscs(e.bound), verdict);
    m_detailsText += QStringLiteral("<br>")
        + tr("Model: v<sub>%1</sub> \u2248 %2\u00b7v<sub>%3</sub> %4, \u03c3 = %5, t = %6; confidence %7")
              .arg(e.height)
              .arg(e.a, 0, 'f', 3)
              .arg(e.checkDepth)
              .arg((e.b >= 0 ? QStringLiteral("+ ") : QStringLiteral("\u2212 "))
                  + QString::number(std::fabs(e.b), 'f', 2))
              .arg(e.sigma, 0, 'f', 2)
              .arg(e.threshold, 0, 'f', 2)
              .arg(formatPercent(cutConfidence(e)));
    m_details->setText(m_detailsText);
    m_details->setToolTip(
        QStringLiteral("<pre>%1</pre>").arg(QString::fromStdString(formatBoardDiagram(node))));
    if (m_board) {
        const Square last = e.pathLength > 0 ? Square(e.path[e.pathLength - 1]) : NoSquare;
        m_board->setPreview(node,
            tr("Cut check: %1 \u2014 height %2, %3")
                .arg(path, QString::number(e.height), CutTerms::decisionName(e.decision)),
            last);
    }
}

void CutPanel::onRootMoveClicked(const QModelIndex& index)
{
    if (const CutEvent* e = m_rootMoves->deepestCut(index.row()))
        showCut(*e);
    else
        m_details->setText(tr("No cut below this move in this iteration."));
}

void CutPanel::onTreeClicked(const QModelIndex& index)
{
    if (const CutEvent* e = m_tree->eventAt(index)) {
        showCut(*e);
        return;
    }
    // A move row: preview the position after its moves.
    Position pos = m_position;
    const std::vector<int> path = m_tree->pathTo(index);
    QStringList moves;
    for (int sq : path) {
        if (pos.board.legalMoves() == 0)
            pos.play(PassMove);
        if (!pos.play(Square(sq)))
            return;
        moves << QString::fromStdString(squareName(Square(sq)));
    }
    m_detailsText
        = tr("<b>%1</b>: %2 check(s) at or below this position, %3 cut(s)")
              .arg(moves.join(QLatin1Char(' ')))
              .arg(m_tree->data(index.siblingAtColumn(CutTreeModel::ChecksColumn), CutTreeModel::CountRole)
                       .toULongLong())
              .arg(m_tree->data(index.siblingAtColumn(CutTreeModel::CutsColumn), CutTreeModel::CountRole)
                       .toULongLong());
    m_details->setText(m_detailsText);
    if (m_board && !path.empty())
        m_board->setPreview(pos, tr("Cut tree: %1").arg(moves.join(QLatin1Char(' '))), Square(path.back()));
}

} // namespace probcut::ui
