#pragma once
// The ProbCut cut-decisions panel: Multi-ProbCut at work in the current search of the game
// engine or the analysis engine. First a picture of the last finished iteration's search tree
// (CutPicture: each move as wide as the work under it, cut moves as coloured stubs), with each
// node's position, numbers and, for a cut, its explanation in plain words beside it; a
// step-through of the iteration's cuts (each lit in the picture, on the regression plot and
// explained), rings on the board for the share of each move's work that cuts saved, "Save
// Picture" (PNG or SVG) and a comparison with a search without pruning. Then three tables of the
// checks: per height and try, per root move, and a tree a few plies deep. Every term has a
// tooltip in plain words, and "What is this?" explains Multi-ProbCut with a diagram. Created in
// MainWindow::createPanels() in the dock "cutPanel"; tested in tests/ui/test_cut_panel.cpp.

#include "engine/core/board.h"
#include "engine/search/cut_tree.h"
#include "engine/search/search_limits.h"
#include "ui/engine/mailbox.h"
#include "ui/panels/cut/cut_tree_model.h"

#include <QPointer>
#include <QVector>
#include <QWidget>

#include <thread>
#include <utility>
#include <vector>

class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTimer;
class QTableView;
class QToolButton;
class QTreeView;
class QModelIndex;

namespace probcut::ui {

class BoardWidget;
class CutComparison;
class CutComparisonView;
class CutDiagram;
class CutPicture;
class CutRootMovesModel;
class CutSummaryModel;
class CutTreeModel;
class EngineController;

class CutPanel : public QWidget {
    Q_OBJECT

public:
    enum class Source { None, GameEngine, Analysis };

    explicit CutPanel(BoardWidget* board, QWidget* parent = nullptr);
    ~CutPanel() override;
    // Wide enough to show the tables' columns without scrolling (the dock starts at this).
    QSize sizeHint() const override;

    // Follows `engine`'s searches (both engines may be watched; the panel shows the most recent
    // search). Cut events are switched on in the controller while the panel is active.
    void watch(EngineController* engine, Source source);
    // On: the watched controllers stream cut events from their next search on (the panel calls
    // this when its dock is shown). Events cost the engine a little, so hidden panels leave it
    // off; it is never switched off again because other panels may use the same stream.
    void setActive(bool active);
    bool isActive() const { return m_active; }

    CutSummaryModel* summaryModel() const { return m_summary; }
    CutRootMovesModel* rootMovesModel() const { return m_rootMoves; }
    CutTreeModel* treeModel() const { return m_tree; }
    QTableView* summaryView() const { return m_summaryView; }
    QTableView* rootMovesView() const { return m_rootView; }
    QTreeView* treeView() const { return m_treeView; }
    QTabWidget* tabs() const { return m_tabs; }
    CutPicture* picture() const { return m_picture; }
    QWidget* picturePage() const { return m_picturePage; }
    CutComparisonView* comparisonView() const { return m_comparisonView; }
    Source source() const { return m_source; }
    SearchId searchId() const { return m_searchId; }
    const Position& searchedPosition() const { return m_position; }
    // Checks received for the current search (all iterations), and the events kept (newest
    // iteration: its checks and subtree events).
    std::uint64_t eventsReceived() const { return m_received; }
    // A copy, in arrival order (tests, the tree); the panel itself keeps the engine's batches.
    std::vector<CutEvent> iterationEvents() const;
    std::size_t iterationEventCount() const { return m_storedCount; }
    QString statusText() const;
    QString detailsText() const;

    // (Re)builds the tree from the newest iteration's checks, `plies` moves deep (0: the spin
    // box's value), on a thread of its own; the model changes when it is done. A request while
    // one runs is served after it with the events of that moment.
    void buildTree(int plies = 0);
    bool isBuildingTree() const { return m_treeBuilding; }
    // Shows a check: details below the views and its position previewed on the board.
    void showCut(const CutEvent& event);

    // The picture's step-through: the sampled cuts of the shown iteration, in search order.
    int stepCount() const { return int(m_shownCuts.size()); }
    int stepIndex() const { return m_step; }
    void stepTo(int index);
    // What the picture's side shows for the selected node or step (plain text, for tests).
    QString nodeText() const;
    // Writes the picture: SVG when `path` ends in .svg, otherwise an image (PNG).
    bool savePicture(const QString& path, QString* error = nullptr);
    // Starts the comparison with a search without forward pruning (the "Was it right?" tab).
    void compareWithBruteForce();

    // Entry points of the signals (public for tests).
    void addEvents(Source source, EngineController* engine, SearchId id, const QVector<CutEvent>& batch);
    void addInfo(EngineController* engine, const SearchInfo& info);
    void addResult(EngineController* engine, const SearchResult& result);
    void clear();

signals:
    // A step of the step-through (the main window shows it on the regression plot).
    void cutStepped(const probcut::CutEvent& cut);

protected:
    void hideEvent(QHideEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // The end of the watched search, with its result or without (stopped, superseded): the last
    // batches, then the running iteration shown if it counts as complete.
    void endSearch(bool showRunningIteration);
    void createPicturePage();
    void feedPicture(const QVector<CutEvent>& batch);
    void promoteRunning(); // the running iteration is complete: it becomes the shown one
    void publishPicture();
    void showNode(int node);
    void showNodeText(const Position& position, const QString& text, const CutEvent* cut);
    void updateRings();
    void updateStepLabel();
    void startSearch(Source source, EngineController* engine, SearchId id);
    bool isCurrent(EngineController* engine, SearchId id) const;
    Source sourceOf(EngineController* engine) const;
    void updateStatus();
    // Coalesces the models' and the status text's updates to at most RefreshIntervalMs apart:
    // events and infos arrive twenty times a second, and every model update is a repaint of
    // the tables.
    void scheduleRefresh();
    void refresh(); // the pending batches into the models, and the status text
    void storeEvents(const QVector<CutEvent>& batch);
    void onRootMoveClicked(const QModelIndex& index);
    void onTreeClicked(const QModelIndex& index);
    void startTreeBuild(int plies);
    void treeBuilt(std::vector<std::pair<int, CutTreeModel::Tree>>&& built);

    BoardWidget* m_board;
    CutSummaryModel* m_summary;
    CutRootMovesModel* m_rootMoves;
    CutTreeModel* m_tree;
    QLabel* m_status;
    QLabel* m_selectivity;
    QToolButton* m_aboutButton;
    QLabel* m_about;
    QTabWidget* m_tabs;
    QTableView* m_summaryView;
    QTableView* m_rootView;
    QTreeView* m_treeView;
    QSpinBox* m_plies;
    QToolButton* m_buildTree;
    QLabel* m_treeStatus;
    QLabel* m_details;

    // The picture page.
    QWidget* m_picturePage = nullptr;
    CutPicture* m_picture = nullptr;
    BoardWidget* m_miniBoard = nullptr;
    QLabel* m_nodeText = nullptr;
    QToolButton* m_formulaButton = nullptr;
    QLabel* m_formula = nullptr;
    CutDiagram* m_diagram = nullptr;
    QToolButton* m_prevStep = nullptr;
    QToolButton* m_nextStep = nullptr;
    QToolButton* m_playSteps = nullptr;
    QLabel* m_stepLabel = nullptr;
    QLabel* m_pictureStatus = nullptr;
    QTimer* m_playTimer = nullptr;
    CutComparisonView* m_comparisonView = nullptr;
    CutComparison* m_comparison = nullptr;
    // The iteration being searched (its subtree events and cuts so far) and the last finished
    // one, which the picture and the step-through show (the running one until one finishes).
    CutTree m_runningTree, m_shownTree;
    std::vector<CutEvent> m_runningCuts, m_shownCuts;
    static constexpr std::size_t MaxStepCuts = 10000; // per iteration, in search order
    int m_runningIteration = 0;
    bool m_pictureDirty = false;
    qint64 m_lastPublishMs = 0;
    int m_step = -1;
    MpcSummary m_mpcSummary;
    std::vector<std::pair<QPointer<EngineController>, Source>> m_watched;
    bool m_active = false;
    Source m_source = Source::None;
    QPointer<EngineController> m_engine; // the source of the shown search
    SearchId m_searchId = 0;
    Position m_position;
    bool m_running = false;
    double m_selectivityValue = 100;
    int m_infoDepth = 0;
    std::uint64_t m_received = 0;
    // The newest iteration's events (for the tree; the other views only count them), kept as
    // the engine's own batches: QVector shares them, so storing costs no copy of the events
    // (about 300 bytes each) on the GUI thread. Only a batch that straddles two iterations, or the
    // cap, is cut with mid(). Room for all the engine sends of an iteration: its checks and its
    // subtree events (CutEvent::StreamCap).
    static constexpr std::size_t MaxStoredEvents = CutEvent::StreamCap + CutEvent::StreamCap / 2;
    std::vector<QVector<CutEvent>> m_iterationBatches;
    std::size_t m_storedCount = 0;
    std::vector<QVector<CutEvent>> m_pending; // received, not in the models yet (shared, no copy)
    static constexpr int RefreshIntervalMs = 100;
    QTimer* m_refreshTimer = nullptr;
    int m_iteration = 0;
    QString m_detailsText;
    // The tree's build thread (one at a time), its request number (a clear() makes a running
    // build's result stale), and a request made while it runs.
    std::thread m_treeThread;
    int m_treeGeneration = 0;
    bool m_treeBuilding = false;
    int m_treeRequest = 0;                      // plies of a request waiting for the running build; 0: none
    std::pair<std::size_t, int> m_treeSnapshot; // the running build's events and iteration
    Mailbox<std::pair<int, CutTreeModel::Tree>> m_treeMailbox{
        [this](std::vector<std::pair<int, CutTreeModel::Tree>>&& built) { treeBuilt(std::move(built)); }};
};

} // namespace probcut::ui
