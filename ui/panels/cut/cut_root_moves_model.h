#pragma once
// Where Multi-ProbCut cut in one iteration of a search, per root move: the checks run in the
// subtree below each move, the fail-high and fail-low cuts, how many cuts were made at each
// height, and the most consequential cut (the largest height: the most work skipped) with its
// shallow value, bound and confidence, for the newest iteration. A move the new iteration has not
// reached yet keeps its row from the previous one, greyed, so the table does not empty at every
// iteration. Filled by CutPanel; tested in tests/ui/test_cut_panel.cpp.

#include "engine/search/search_limits.h"

#include <QAbstractTableModel>
#include <QVector>

#include <map>
#include <vector>

namespace probcut::ui {

class CutRootMovesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        MoveColumn,
        ChecksColumn,
        FailHighColumn,
        FailLowColumn,
        DeepestHeightColumn,
        CheckDepthColumn,
        ShallowValueColumn,
        BoundColumn,
        ConfidenceColumn,
        CutHeightsColumn, // last: the longest text
        ColumnCount
    };
    static constexpr int CountRole = Qt::UserRole + 1; // raw numbers, for tests

    explicit CutRootMovesModel(QObject* parent = nullptr);

    void clear();
    // Events of an older iteration than the newest are ignored.
    void addEvents(const QVector<CutEvent>& events);

    int iteration() const { return m_iteration; }
    // The most consequential cut below the row's move, if any.
    const CutEvent* deepestCut(int row) const;
    // Checks of the newest iteration (rows left from the previous one not counted).
    std::uint64_t totalChecks() const;
    // The row's numbers are from an older iteration than iteration().
    bool isStale(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int move = 0;
        int iteration = 0;
        std::uint64_t checks = 0, failHigh = 0, failLow = 0;
        std::map<int, int, std::greater<int>> cutsByHeight;
        bool hasCut = false;
        CutEvent deepest;
    };
    std::vector<Row> m_rows; // in the order the search met the moves (best first)
    int m_iteration = 0;
};

} // namespace probcut::ui
