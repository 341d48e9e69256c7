#pragma once
// The ProbCut cut-decisions panel: Multi-ProbCut at work in the current search of the game
// engine or the analysis engine. Three views of the checks: per height and try (how many ran,
// cut high, cut low, failed), per root move (which subtrees were cut, at which heights, the most
// consequential cut with its shallow value, bound and confidence) and, on request, a tree a few
// plies deep. Clicking a cut previews its position on the board. Every term has a tooltip in
// plain words, and an "About" toggle explains Multi-ProbCut. Created in
// MainWindow::createPanels() in the dock "cutPanel"; tested in tests/ui/test_cut_panel.cpp.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"

#include <QPointer>
#include <QVector>
#include <QWidget>

#include <utility>
#include <vector>

class QLabel;
class QSpinBox;
class QTabWidget;
class QTimer;
class QTableView;
class QToolButton;
class QTreeView;
class QModelIndex;

namespace probcut::ui {

class BoardWidget;
class CutRootMovesModel;
class CutSummaryModel;
class CutTreeModel;
class EngineController;

class CutPanel : public QWidget {
    Q_OBJECT

public:
    enum class Source { None, GameEngine, Analysis };

    explicit CutPanel(BoardWidget* board, QWidget* parent = nullptr);
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
    Source source() const { return m_source; }
    SearchId searchId() const { return m_searchId; }
    const Position& searchedPosition() const { return m_position; }
    // Events received for the current search (all iterations) and those kept (newest iteration).
    std::uint64_t eventsReceived() const { return m_received; }
    // A copy, in arrival order (tests, the tree); the panel itself keeps the engine's batches.
    std::vector<CutEvent> iterationEvents() const;
    std::size_t iterationEventCount() const { return m_storedCount; }
    QString statusText() const;
    QString detailsText() const;

    // (Re)builds the tree from the newest iteration's checks, `plies` moves deep (0: the spin
    // box's value).
    void buildTree(int plies = 0);
    // Shows a check: details below the views and its position previewed on the board.
    void showCut(const CutEvent& event);

    // Entry points of the signals (public for tests).
    void addEvents(Source source, EngineController* engine, SearchId id, const QVector<CutEvent>& batch);
    void addInfo(EngineController* engine, const SearchInfo& info);
    void addResult(EngineController* engine, const SearchResult& result);
    void clear();

private:
    void startSearch(Source source, EngineController* engine, SearchId id);
    bool isCurrent(EngineController* engine, SearchId id) const;
    Source sourceOf(EngineController* engine) const;
    void updateStatus();
    // Coalesces the models' and the status text's updates to at most RefreshIntervalMs apart:
    // events and infos arrive twenty times a second, and every model update makes the tables
    // measure their columns again (ResizeToContents).
    void scheduleRefresh();
    void refresh(); // the pending batches into the models, and the status text
    void storeEvents(const QVector<CutEvent>& batch);
    void onRootMoveClicked(const QModelIndex& index);
    void onTreeClicked(const QModelIndex& index);

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
    // (170 bytes each, up to MaxStoredEvents of them) on the GUI thread. Only a batch that
    // straddles two iterations, or the cap, is cut with mid().
    static constexpr std::size_t MaxStoredEvents = 100000;
    std::vector<QVector<CutEvent>> m_iterationBatches;
    std::size_t m_storedCount = 0;
    std::vector<QVector<CutEvent>> m_pending; // received, not in the models yet (shared, no copy)
    static constexpr int RefreshIntervalMs = 100;
    QTimer* m_refreshTimer = nullptr;
    bool m_storeFull = false;
    int m_iteration = 0;
    QString m_detailsText;
};

} // namespace probcut::ui
