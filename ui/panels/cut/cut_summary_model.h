#pragma once
// The ProbCut checks of one search per height and try, as a table with a totals row: checks
// run, fail-high and fail-low cuts, checks that did not cut, and the cut rate. It counts the
// cut events as they stream in and takes the engine's own counters from each SearchInfo /
// SearchResult; whichever has seen more checks is shown, so the table stays live during an
// iteration and complete once the event stream is capped. Filled by CutPanel; tested in
// tests/ui/test_cut_panel.cpp.

#include "engine/search/search_limits.h"

#include <QAbstractTableModel>
#include <QVector>

#include <cstdint>
#include <vector>

namespace probcut::ui {

class CutSummaryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        HeightColumn,
        TryColumn,
        CheckDepthColumn,
        ChecksColumn,
        FailHighColumn,
        FailLowColumn,
        NoCutColumn,
        CutRateColumn,
        ColumnCount
    };
    // The raw count of a cell (quint64), for tests.
    static constexpr int CountRole = Qt::UserRole + 1;

    explicit CutSummaryModel(QObject* parent = nullptr);

    void clear();
    void addEvents(const QVector<CutEvent>& events);
    void setEngineCounts(const MpcSummary& counts);

    // What the table shows.
    const MpcSummary& shownCounts() const;
    bool showsEngineCounts() const { return m_engine.checks() > m_events.checks(); }
    std::uint64_t eventChecks() const { return m_events.checks(); }
    std::uint64_t engineChecks() const { return m_engine.checks(); }
    // The totals row is the last row.
    int totalsRow() const { return int(m_rows.size()); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Key {
        int height;
        int tryIndex;
    };
    void refresh();
    MpcStats::Counters countersOf(int row) const;

    MpcSummary m_events; // counted from the event stream
    MpcSummary m_engine; // the engine's counters at the last report
    std::uint32_t m_depths[MpcStats::Heights][MpcStats::Tries] = {}; // check depths seen (bits)
    std::vector<Key> m_rows;                                         // height descending, then try ascending
};

} // namespace probcut::ui
