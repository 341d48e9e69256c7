#pragma once
// A browsable tree of one iteration's ProbCut checks, a few plies deep: the searched position,
// its moves, their replies and so on, each node with the checks and cuts made at or below it;
// under a node come its children and then the checks made at that node itself (height, check
// depth, shallow value, bound, decision, confidence). Checks deeper than the tree are counted in
// their ancestor at the last level. Built on request from a snapshot of the events (CutPanel's
// "Build tree"), since a live tree would reshuffle under the user; tested in
// tests/ui/test_cut_panel.cpp.

#include "engine/search/search_limits.h"

#include <QAbstractItemModel>

#include <vector>

namespace probcut::ui {

class CutTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column {
        NodeColumn,
        ChecksColumn,
        CutsColumn,
        HeightColumn,
        CheckDepthColumn,
        ShallowValueColumn,
        BoundColumn,
        DecisionColumn,
        ConfidenceColumn,
        ColumnCount
    };
    static constexpr int CountRole = Qt::UserRole + 1; // raw numbers, for tests
    static constexpr int DefaultPlies = 3;

    explicit CutTreeModel(QObject* parent = nullptr);

    // One row: a move, or (event >= 0) a check.
    struct Node {
        int parent = -1;
        int row = 0;    // among the parent's children
        int move = -1;  // a move node's square
        int event = -1; // a check row's index into m_events
        int depth = 0;  // plies from the root
        std::vector<int> children;
        std::uint64_t checks = 0, failHigh = 0, failLow = 0;
        std::uint64_t deeper = 0; // checks below the tree's last level, counted here
        int maxCutHeight = 0;
    };
    // A built tree: compute() runs on any thread (100,000 checks take about 100 ms), adopt()
    // shows it on the model's.
    struct Tree {
        std::vector<CutEvent> events;
        std::vector<Node> nodes; // [0] = the searched position (invisible root)
        int plies = DefaultPlies;
    };
    // The tree of `events` (their paths from the searched position), `plies` levels of moves
    // deep.
    static Tree compute(std::vector<CutEvent> events, int plies = DefaultPlies);
    void adopt(Tree tree);
    // compute() and adopt() on this thread.
    void build(const std::vector<CutEvent>& events, int plies = DefaultPlies);
    void clear();
    int plies() const { return m_plies; }
    std::uint64_t totalChecks() const { return m_nodes.empty() ? 0 : m_nodes[0].checks; }

    // The check a row stands for, or null for a move row.
    const CutEvent* eventAt(const QModelIndex& index) const;
    // The moves from the searched position to a row's node (a check row: to its node).
    std::vector<int> pathTo(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    int nodeOf(const QModelIndex& index) const;

    std::vector<CutEvent> m_events;
    std::vector<Node> m_nodes; // [0] = the searched position (invisible root)
    int m_plies = DefaultPlies;
};

} // namespace probcut::ui
