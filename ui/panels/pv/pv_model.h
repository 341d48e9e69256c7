#pragma once
// The iteration history of one search, as a table: one row per completed iteration (depth,
// selectivity, score with its bound, nodes, time, speed, principal variation), like an engine
// log. The principal variation panel fills it from SearchInfo reports of the game engine or the
// analysis engine and clears it when the searched position changes; tests check it with
// QAbstractItemModelTester.

#include "engine/search/search_limits.h"
#include "ui/window/point_of_view.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace probcut::ui {

class PvHistoryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        DepthColumn,
        SelectivityColumn,
        ScoreColumn,
        NodesColumn,
        TimeColumn,
        SpeedColumn,
        PvColumn,
        ColumnCount
    };
    // Data roles beyond Qt's: the raw report values, for the panel and tests.
    enum Role { ScoreRole = Qt::UserRole + 1, DepthRole, SolvedRole };

    explicit PvHistoryModel(QObject* parent = nullptr);

    // Adds a completed iteration. A report that repeats the last row's depth and selectivity
    // replaces it (the engine may report the same iteration again, e.g. the final one).
    void addIteration(const SearchInfo& info);
    void clear();
    const std::vector<SearchInfo>& iterations() const { return m_rows; }
    // Whose side scores are shown from; reports give them for `toMove`, the searched position's
    // side to move.
    void setPointOfView(PointOfView::Kind pointOfView, Color toMove);
    // `info` with its score (and bound) turned to the point of view.
    SearchInfo shown(const SearchInfo& info) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Text helpers shared with the panel's summary line (numbers and squares are not translated).
    static QString scoreText(const SearchInfo& info);
    static QString nodesText(double nodes);
    static QString timeText(double seconds);
    static QString pvText(const std::vector<Square>& pv);
    static QString moveText(Square square);

private:
    std::vector<SearchInfo> m_rows;
    PointOfView::Kind m_pointOfView = PointOfView::SideToMove;
    Color m_toMove = Color::Black;
};

} // namespace probcut::ui
