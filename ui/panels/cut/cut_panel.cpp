#include "ui/panels/cut/cut_panel.h"

#include "engine/core/notation.h"
#include "engine/search/multi_probcut.h"
#include "ui/board/board_widget.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/panels/column_fitter.h"
#include "ui/panels/cut/cut_comparison.h"
#include "ui/panels/cut/cut_comparison_view.h"
#include "ui/panels/cut/cut_diagram.h"
#include "ui/panels/cut/cut_event_format.h"
#include "ui/panels/cut/cut_explanation.h"
#include "ui/panels/cut/cut_picture.h"
#include "ui/panels/cut/cut_root_moves_model.h"
#include "ui/panels/cut/cut_summary_model.h"
#include "ui/panels/cut/cut_tree_model.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
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
    fitColumnsToContents(view);
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

    // "What is this?": the idea in plain words beside a sketch of the shallow/deep band.
    auto* aboutBox = new QFrame(this);
    aboutBox->setObjectName(QStringLiteral("cutAboutBox"));
    aboutBox->setFrameShape(QFrame::StyledPanel);
    auto* aboutLayout = new QVBoxLayout(aboutBox); // the sketch above the text: docks are narrow
    auto* aboutDiagram = new CutDiagram(aboutBox);
    aboutDiagram->setObjectName(QStringLiteral("cutAboutDiagram"));
    aboutLayout->addWidget(aboutDiagram, 0, Qt::AlignHCenter);
    m_about = new QLabel(CutExplanation::whatIsThis(), aboutBox);
    m_about->setObjectName(QStringLiteral("cutAbout"));
    m_about->setWordWrap(true);
    m_about->setTextFormat(Qt::RichText);
    m_about->setMargin(4);
    m_about->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    aboutLayout->addWidget(m_about, 1);
    aboutBox->hide();
    layout->addWidget(aboutBox);
    connect(m_aboutButton, &QToolButton::toggled, aboutBox, &QWidget::setVisible);

    m_tabs = new QTabWidget(this);
    createPicturePage();
    m_summaryView = new QTableView(this);
    m_summaryView->setObjectName(QStringLiteral("cutSummaryView"));
    m_summaryView->setModel(m_summary);
    setUpTable(m_summaryView);
    m_summaryView->horizontalHeader()->setStretchLastSection(false);
    m_tabs->setTabToolTip(m_tabs->addTab(m_summaryView, tr("By height")),
        tr("Checks per height and try: how many ran and how many cut"));

    m_rootView = new QTableView(this);
    m_rootView->setObjectName(QStringLiteral("cutRootMovesView"));
    m_rootView->setModel(m_rootMoves);
    setUpTable(m_rootView);
    m_tabs->setTabToolTip(m_tabs->addTab(m_rootView, tr("Root moves")),
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
    fitColumnsToContents(m_treeView);
    m_treeView->header()->setStretchLastSection(true);
    treeLayout->addWidget(m_treeView, 1);
    m_tabs->setTabToolTip(m_tabs->addTab(treePage, tr("Tree")),
        tr("The checks of the newest iteration as a tree of moves, on request"));
    treePage->setObjectName(QStringLiteral("cutTreePage"));

    m_comparisonView = new CutComparisonView(this);
    m_comparisonView->setObjectName(QStringLiteral("cutComparisonView"));
    m_tabs->setTabToolTip(m_tabs->addTab(m_comparisonView, tr("Was it right?")),
        tr("Search the same position without forward pruning and compare: depth in the same time, "
           "nodes, best move, value, and which cuts an exact search contradicts"));
    connect(m_comparisonView, &CutComparisonView::compareRequested, this, &CutPanel::compareWithBruteForce);
    connect(m_comparisonView, &CutComparisonView::cancelRequested, this, [this] {
        if (m_comparison)
            m_comparison->cancel();
        m_comparisonView->setRunning(false);
        m_comparisonView->setStatus(tr("Cancelled."));
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { updateRings(); });
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
    // A search cancelled or replaced sends no result: the status must not stay "searching".
    connect(engine, &EngineController::searchingChanged, this, [this, engine](bool searching) {
        // A search that ends without a result (stopped, superseded) still ends here.
        if (!searching && engine == m_engine && m_running)
            endSearch(m_shownTree.empty());
    });
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
    m_pending.clear();
    m_summary->clear();
    m_rootMoves->clear();
    m_tree->clear();
    ++m_treeGeneration; // a build still running belongs to the old search
    m_treeRequest = 0;
    m_detailsText.clear();
    m_details->clear();
    m_treeStatus->clear();
    m_runningTree.clear();
    m_shownTree.clear();
    m_runningCuts.clear();
    m_shownCuts.clear();
    m_runningIteration = 0;
    m_pictureDirty = false;
    m_step = -1;
    m_mpcSummary = MpcSummary{};
    if (m_playTimer)
        m_playTimer->stop();
    m_picture->clear();
    m_nodeText->setText(
        tr("Click a node of the picture, or step through the cuts, to see what happened there."));
    m_formula->hide();
    m_formulaButton->hide();
    m_diagram->hide();
    updateStepLabel();
    updateRings();
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
    for (const CutEvent& e : batch)
        m_received += e.kind == CutEventKind::Check;
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
    }
    qsizetype begin = 0;
    while (begin < batch.size() && batch[begin].iteration < m_iteration)
        ++begin;
    qsizetype count = batch.size() - begin;
    if (count == 0)
        return;
    const std::size_t room = MaxStoredEvents - std::min(MaxStoredEvents, m_storedCount);
    count = std::min(count, qsizetype(room));
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
        feedPicture(batch);
    }
    m_pending.clear();
    // The first iteration is shown while it runs, at most twice a second (a copy of the tree).
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_pictureDirty && (!m_shownTree.empty() || now - m_lastPublishMs >= 500))
        publishPicture();
    else if (m_pictureDirty)
        scheduleRefresh();
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
    m_mpcSummary = info.mpc;
    scheduleRefresh();
}

void CutPanel::addResult(EngineController* engine, const SearchResult& result)
{
    if (!isCurrent(engine, result.searchId))
        return;
    m_selectivityValue = result.selectivity;
    m_mpcSummary = result.mpc;
    m_pictureDirty = true; // the savings estimate uses the final counters
    m_summary->setEngineCounts(result.mpc);
    // The last iteration is complete unless a stop interrupted it.
    endSearch(result.interruptedDepth == 0);
    if (m_tabs->currentWidget() == m_treeView->parentWidget())
        buildTree();
}

void CutPanel::endSearch(bool showRunningIteration)
{
    m_running = false;
    refresh(); // every batch of the search came before its end
    if (showRunningIteration && !m_runningTree.empty())
        promoteRunning();
    if (m_pictureDirty)
        publishPicture();
    updateStatus();
}

CutPanel::~CutPanel()
{
    if (m_treeThread.joinable())
        m_treeThread.join(); // before the mailbox it posts to goes
}

void CutPanel::buildTree(int plies)
{
    const int levels = plies > 0 ? plies : m_plies->value();
    if (m_treeBuilding) {
        m_treeRequest = levels;
        return;
    }
    startTreeBuild(levels);
}

void CutPanel::startTreeBuild(int plies)
{
    // 100,000 checks take about 100 ms to sort into a tree: not on the GUI thread.
    if (m_treeThread.joinable())
        m_treeThread.join(); // done: its result has arrived
    m_treeBuilding = true;
    m_treeSnapshot = {m_storedCount, m_iteration};
    m_treeStatus->setText(tr("Building the tree from %n check(s)\u2026", nullptr, int(m_storedCount)));
    m_treeThread
        = std::thread([this, generation = m_treeGeneration, plies, events = iterationEvents()]() mutable {
              m_treeMailbox.post({generation, CutTreeModel::compute(std::move(events), plies)});
          });
}

void CutPanel::treeBuilt(std::vector<std::pair<int, CutTreeModel::Tree>>&& built)
{
    m_treeBuilding = false;
    if (m_treeRequest > 0) { // asked again meanwhile: build anew with the newer events
        const int plies = std::exchange(m_treeRequest, 0);
        startTreeBuild(plies);
        return;
    }
    if (built.empty() || built.back().first != m_treeGeneration)
        return; // the panel was cleared since
    m_tree->adopt(std::move(built.back().second));
    const auto [count, iteration] = m_treeSnapshot;
    m_treeStatus->setText(count == 0
            ? tr("No checks received yet.")
            : tr("%n check(s) of depth %1 (a snapshot: build again to update)", nullptr, int(count))
                  .arg(iteration));
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
        const int depth = std::max(m_iteration, m_infoDepth);
        const QString state = m_running
            ? (m_iteration > 0 ? tr("searching depth %1").arg(m_iteration) : tr("searching"))
            : (depth > 0 ? tr("finished at depth %1").arg(depth) : tr("finished"));
        text = who.isEmpty() ? state : tr("%1: %2").arg(who, state);
        text += QLatin1Char('\n')
            + tr("By height: every check of the search. Picture, root moves and tree: depth %1, up to %2 "
                 "checks per iteration sampled evenly across the moves and heights.")
                  .arg(m_iteration)
                  .arg(QLocale().toString(qulonglong(EngineController::MaxCutEventsPerIteration)));
        // The bound of what the panel keeps: the newest iteration's events, the step-through's
        // cuts of two iterations and two trees of at most StreamCap / 2 nodes each.
        const double megabytes = (double(MaxStoredEvents + 2 * MaxStepCuts) * sizeof(CutEvent)
                                     + double(CutEvent::StreamCap) * sizeof(CutTreeNode))
            / (1024.0 * 1024.0);
        text += QLatin1Char(' ') + tr("They take at most %1 MB.").arg(std::ceil(megabytes), 0, 'f', 0);
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

void CutPanel::createPicturePage()
{
    m_picturePage = new QWidget(this);
    m_picturePage->setObjectName(QStringLiteral("cutPicturePage"));
    auto* page = new QVBoxLayout(m_picturePage);
    page->setContentsMargins(0, 4, 0, 0);

    auto* bar = new QHBoxLayout;
    auto button = [this, bar](const QString& name, const QString& text, const QString& tip) {
        auto* b = new QToolButton(m_picturePage);
        b->setObjectName(name);
        b->setText(text);
        b->setToolTip(tip);
        bar->addWidget(b);
        return b;
    };
    m_prevStep = button(QStringLiteral("cutStepPrevious"), QStringLiteral("\u25c0"), tr("The previous cut"));
    m_playSteps = button(QStringLiteral("cutStepPlay"), tr("Play"), tr("Go through the cuts one by one"));
    m_playSteps->setCheckable(true);
    m_nextStep = button(QStringLiteral("cutStepNext"), QStringLiteral("\u25b6"), tr("The next cut"));
    m_stepLabel = new QLabel(m_picturePage);
    m_stepLabel->setObjectName(QStringLiteral("cutStepLabel"));
    m_stepLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bar->addWidget(m_stepLabel, 1);
    auto* zoomOut
        = button(QStringLiteral("cutZoomOut"), tr("Whole tree"), tr("Zoom out to the searched position"));
    auto* save = button(QStringLiteral("cutSavePicture"), tr("Save\u2026"),
        tr("Save the picture as an image (PNG) or a drawing (SVG)"));
    page->addLayout(bar);

    // The picture above; below it the selected node or step: its position on a small board and,
    // beside it, what happened there (scrolls when long).
    auto* split = new QSplitter(Qt::Vertical, m_picturePage);
    split->setChildrenCollapsible(false);
    m_picture = new CutPicture(split);
    m_picture->setObjectName(QStringLiteral("cutPicture"));
    split->addWidget(m_picture);
    auto* below = new QWidget(split);
    auto* belowLayout = new QHBoxLayout(below);
    belowLayout->setContentsMargins(0, 4, 0, 0);
    m_miniBoard = new BoardWidget(below);
    m_miniBoard->setObjectName(QStringLiteral("cutMiniBoard"));
    m_miniBoard->setFixedSize(112, 112);
    m_miniBoard->setShowCoordinates(false);
    m_miniBoard->setShowLegalMoves(false);
    m_miniBoard->setFocusPolicy(Qt::NoFocus);
    m_miniBoard->setAttribute(Qt::WA_TransparentForMouseEvents);
    belowLayout->addWidget(m_miniBoard, 0, Qt::AlignTop);
    auto* scroll = new QScrollArea(below);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* side = new QWidget(scroll);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_nodeText = new QLabel(side);
    m_nodeText->setObjectName(QStringLiteral("cutNodeText"));
    m_nodeText->setWordWrap(true);
    m_nodeText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_nodeText->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_nodeText->setText(
        tr("Click a node of the picture, or step through the cuts, to see what happened there."));
    sideLayout->addWidget(m_nodeText);
    m_formulaButton = new QToolButton(side);
    m_formulaButton->setObjectName(QStringLiteral("cutFormulaButton"));
    m_formulaButton->setText(tr("Show the formula"));
    m_formulaButton->setCheckable(true);
    m_formulaButton->hide();
    sideLayout->addWidget(m_formulaButton, 0, Qt::AlignLeft);
    m_formula = new QLabel(side);
    m_formula->setObjectName(QStringLiteral("cutFormula"));
    m_formula->setWordWrap(true);
    m_formula->setTextFormat(Qt::RichText);
    m_formula->hide();
    sideLayout->addWidget(m_formula);
    connect(m_formulaButton, &QToolButton::toggled, m_formula, &QWidget::setVisible);
    m_diagram = new CutDiagram(side);
    m_diagram->setObjectName(QStringLiteral("cutNodeDiagram"));
    m_diagram->hide();
    sideLayout->addWidget(m_diagram, 0, Qt::AlignLeft);
    sideLayout->addStretch(1);
    scroll->setWidget(side);
    belowLayout->addWidget(scroll, 1);
    below->setMinimumHeight(m_miniBoard->height() + 8);
    split->addWidget(below);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({3000, 2000}); // weights: the first size follows the table's size hint otherwise
    page->addWidget(split, 1);

    m_pictureStatus = new QLabel(m_picturePage);
    m_pictureStatus->setObjectName(QStringLiteral("cutPictureStatus"));
    m_pictureStatus->setWordWrap(true);
    page->addWidget(m_pictureStatus);

    m_tabs->setTabToolTip(m_tabs->addTab(m_picturePage, tr("Picture")),
        tr("The last finished iteration's search tree: each move as wide as the work searched under it, "
           "the moves Multi-ProbCut cut as coloured stubs; click to zoom, hover for details"));

    m_playTimer = new QTimer(this);
    m_playTimer->setInterval(1500);
    connect(m_playTimer, &QTimer::timeout, this, [this] {
        if (m_step + 1 >= stepCount()) {
            m_playSteps->setChecked(false);
            return;
        }
        stepTo(m_step + 1);
    });
    connect(m_playSteps, &QToolButton::toggled, this, [this](bool on) {
        if (on && stepCount() > 0) {
            if (m_step + 1 >= stepCount())
                m_step = -1;
            stepTo(m_step + 1);
            m_playTimer->start();
        } else {
            m_playTimer->stop();
            m_playSteps->setChecked(false);
        }
        m_playSteps->setText(m_playSteps->isChecked() ? tr("Pause") : tr("Play"));
    });
    connect(m_prevStep, &QToolButton::clicked, this, [this] { stepTo(std::max(0, m_step - 1)); });
    connect(m_nextStep, &QToolButton::clicked, this, [this] { stepTo(m_step + 1); });
    connect(zoomOut, &QToolButton::clicked, this, [this] { m_picture->setFocusNode(0); });
    connect(save, &QToolButton::clicked, this, [this] {
        QString filter;
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Picture"), tr("search-tree.png"),
            tr("PNG image (*.png);;SVG drawing (*.svg)"), &filter);
        if (path.isEmpty())
            return;
        QString error;
        if (!savePicture(path, &error))
            m_pictureStatus->setText(tr("Could not save the picture: %1").arg(error));
        else
            m_pictureStatus->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    });
    connect(m_picture, &CutPicture::nodeSelected, this, &CutPanel::showNode);
    updateStepLabel();
}

void CutPanel::feedPicture(const QVector<CutEvent>& batch)
{
    for (const CutEvent& e : batch) {
        if (e.iteration > m_runningIteration) {
            if (m_runningIteration > 0)
                promoteRunning();
            m_runningIteration = e.iteration;
        } else if (e.iteration < m_runningIteration) {
            continue;
        }
        if (e.kind == CutEventKind::Subtree) {
            m_runningTree.add(e);
            if (m_shownTree.empty())
                m_pictureDirty = true;
        } else if ((e.decision == CutDecision::FailHigh || e.decision == CutDecision::FailLow)
            && m_runningCuts.size() < MaxStepCuts) {
            m_runningCuts.push_back(e);
        }
    }
}

void CutPanel::promoteRunning()
{
    if (m_runningTree.empty())
        return;
    m_shownTree = std::move(m_runningTree);
    m_shownCuts = std::move(m_runningCuts);
    m_runningTree.clear();
    m_runningCuts.clear();
    m_step = -1;
    m_pictureDirty = true;
}

void CutPanel::publishPicture()
{
    m_pictureDirty = false;
    m_lastPublishMs = QDateTime::currentMSecsSinceEpoch();
    const bool running = m_shownTree.empty();
    CutTree tree = running ? m_runningTree : m_shownTree;
    tree.estimateSavings(m_mpcSummary);
    m_picture->setRoot(m_position);
    m_picture->setTree(std::move(tree));
    const CutTree& t = m_picture->tree();
    if (t.empty())
        m_pictureStatus->setText(QString());
    else
        m_pictureStatus->setText((running ? tr("Depth %1, still being searched: ").arg(t.iteration())
                                          : tr("Depth %1, the last finished iteration: ").arg(t.iteration()))
            + tr("%1 positions searched under the moves, %2 cuts saving about %3 positions (estimated from "
                 "the "
                 "average cost of a full search of each height). Rings on the board: the share of each "
                 "move's work that cuts saved, and its number of cuts.")
                  .arg(QLocale().toString(qulonglong(t.node(0).nodes)))
                  .arg(QLocale().toString(qulonglong(t.totalCuts())))
                  .arg(QLocale().toString(qulonglong(std::llround(t.node(0).savedNodes)))));
    if (!running && m_step >= stepCount())
        m_step = -1;
    updateStepLabel();
    updateRings();
}

void CutPanel::updateStepLabel()
{
    const int n = stepCount();
    m_prevStep->setEnabled(n > 0 && m_step > 0);
    m_nextStep->setEnabled(n > 0 && m_step + 1 < n);
    m_playSteps->setEnabled(n > 0);
    if (n == 0)
        m_stepLabel->setText(tr("No cuts to step through yet"));
    else if (m_step < 0)
        m_stepLabel->setText(tr("%n cut(s) to step through", nullptr, n));
    else
        m_stepLabel->setText(tr("Cut %1 of %2").arg(m_step + 1).arg(n));
    m_stepLabel->setToolTip(tr("The cuts of the iteration shown, in the order the search made them (sampled "
                               "evenly across the moves and heights when there are many)"));
}

void CutPanel::stepTo(int index)
{
    if (index < 0 || index >= stepCount())
        return;
    m_step = index;
    const CutEvent& e = m_shownCuts[std::size_t(index)];
    std::vector<int> path;
    for (int k = 0; k < e.pathLength && k < CutEvent::TreePlies; ++k)
        path.push_back(e.path[k]);
    m_picture->setHighlightPath(path);
    const Position node = cutNodePosition(m_position, e);
    const int heightIndex
        = e.height < CutEvent::CutHeights && e.height < 64 - node.board.discCount() ? e.height : 0;
    const QString where
        = e.pathLength == 0 ? tr("At the searched position") : tr("After %1").arg(cutPathText(e));
    showNodeText(node,
        where + QLatin1Char('\n')
            + CutExplanation::plainWords(
                e, m_picture->tree().meanSearchNodes(heightIndex), node.sideToMove == Color::Black),
        &e);
    updateStepLabel();
    emit cutStepped(e);
}

void CutPanel::showNode(int index)
{
    const CutTree& tree = m_picture->tree();
    if (index < 0 || index >= int(tree.nodes().size()))
        return;
    const CutTreeNode& n = tree.node(index);
    CutEvent cut = n.cut;
    cut.height = n.height;
    showNodeText(m_picture->positionOf(index), m_picture->describe(index), n.isCut() ? &cut : nullptr);
}

void CutPanel::showNodeText(const Position& position, const QString& text, const CutEvent* cut)
{
    if (m_board)
        m_miniBoard->setTheme(m_board->theme());
    m_miniBoard->setPosition(position);
    m_nodeText->setText(text);
    const bool check = cut && cut->decision != CutDecision::MultiCut && cut->sigma > 0;
    m_formulaButton->setVisible(check);
    m_formula->setVisible(check && m_formulaButton->isChecked());
    m_diagram->setVisible(check);
    if (check) {
        m_formula->setText(CutExplanation::formulaDetail(*cut));
        m_diagram->setExample(*cut);
    }
}

QString CutPanel::nodeText() const { return m_nodeText->text(); }

void CutPanel::updateRings()
{
    if (!m_board)
        return;
    const bool show = m_active && isVisible() && m_tabs->currentWidget() == m_picturePage
        && !m_picture->tree().empty() && m_board->position().board == m_position.board;
    if (!show) {
        if (!m_board->rings().isEmpty())
            m_board->clearRings();
        return;
    }
    const CutTree& tree = m_picture->tree();
    QList<SquareRing> rings;
    const Rgb c = cutHeightColour(7);
    for (int child : tree.node(0).children) {
        const CutTreeNode& n = tree.node(child);
        SquareRing ring;
        ring.square = Square(n.move);
        ring.share
            = n.isCut() ? 1.0 : n.savedNodes / (n.savedNodes + double(std::max<std::uint64_t>(n.nodes, 1)));
        ring.colour = QColor(c.r, c.g, c.b);
        ring.label = n.isCut() ? tr("cut") : QString::number(n.cuts());
        rings.append(ring);
    }
    m_board->setRings(rings);
}

bool CutPanel::savePicture(const QString& path, QString* error)
{
    QSaveFile file(path);
    if (path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive)) {
        const CutTree& t = m_picture->tree();
        std::vector<std::string> subtitle{formatBoardString(m_position)
                + (m_position.sideToMove == Color::Black ? "  (Black to move)" : "  (White to move)"),
            "depth " + std::to_string(t.iteration()) + ", confidence "
                + std::to_string(int(std::lround(m_selectivityValue))) + " %"};
        const std::string svg
            = m_picture->svg("What Multi-ProbCut cut: iteration " + std::to_string(t.iteration()), subtitle);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(svg.data(), qint64(svg.size())) != qint64(svg.size()) || !file.commit()) {
            if (error)
                *error = file.errorString();
            return false;
        }
        return true;
    }
    const QImage image = m_picture->grab().toImage();
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        if (error)
            *error = file.errorString().isEmpty() ? tr("the image could not be written") : file.errorString();
        return false;
    }
    return true;
}

void CutPanel::compareWithBruteForce()
{
    const int depth = std::max(m_infoDepth, m_picture->tree().iteration());
    if (m_searchId == 0 || depth <= 0 || m_selectivityValue >= 100) {
        m_comparisonView->setStatus(tr("Run a selective search first (an analysis or an engine move with a "
                                       "confidence below 100 %); it is compared at the depth it reached."));
        return;
    }
    if (!m_comparison) {
        QString error;
        auto evaluator = studioEvaluator(&error);
        auto params = studioMpcParams(&error);
        if (!evaluator || !params) {
            m_comparisonView->setStatus(tr("Cannot compare: %1").arg(error));
            return;
        }
        m_comparison = new CutComparison(evaluator, params, this);
        connect(m_comparison, &CutComparison::progress, m_comparisonView, &CutComparisonView::setStatus);
        connect(m_comparison, &CutComparison::finished, this, [this](const CutComparison::Result& r) {
            m_comparisonView->setRunning(false);
            m_comparisonView->setResult(r);
        });
        connect(m_comparison, &CutComparison::failed, this, [this](const QString& message) {
            m_comparisonView->setRunning(false);
            m_comparisonView->setStatus(message);
        });
    }
    m_comparisonView->clear();
    m_comparisonView->setRunning(true);
    m_comparison->start(m_position, depth, m_selectivityValue, m_shownCuts, 30.0);
}

void CutPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    updateRings();
}

void CutPanel::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    if (m_comparison)
        m_comparison->cancel();
    if (m_comparisonView)
        m_comparisonView->setRunning(false);
    if (m_playTimer)
        m_playTimer->stop();
    if (m_board && !m_board->rings().isEmpty())
        m_board->clearRings();
}

} // namespace probcut::ui
