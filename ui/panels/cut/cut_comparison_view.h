#pragma once
// The "Was it right?" part of the ProbCut panel: a button that asks for a comparison with a
// search without pruning (CutComparison), and its result side by side -- depth, nodes, time,
// best move and value of the selective search and of the exact one in the same time and to the
// same depth -- then the verified cuts, each held or contradicted, and a one-line summary. Only
// shows; the panel connects compareRequested() and cancelRequested() to a CutComparison.

#include "ui/panels/cut/cut_comparison.h"
#include "ui/window/point_of_view.h"

#include <QString>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;

namespace probcut::ui {

class CutComparisonView : public QWidget {
    Q_OBJECT

public:
    // The rows of the side-by-side table and its columns.
    enum Row { DepthRow, NodesRow, TimeRow, BestMoveRow, ValueRow, RowCount };
    enum Column { SelectiveColumn, SameTimeColumn, SameDepthColumn, ColumnCount };
    // The columns of the verified cuts.
    enum CutColumn {
        PathColumn,
        ToMoveColumn,
        HeightColumn,
        ClaimColumn,
        DeepColumn,
        VerdictColumn,
        CutColumnCount
    };

    explicit CutComparisonView(QWidget* parent = nullptr);

    // Fills the tables and the summary; values are for the side to move at result.position.
    void setResult(const CutComparison::Result& result);
    // Empties the tables and the summary.
    void clear();
    // While running the compare button is disabled and the cancel button enabled.
    void setRunning(bool running);
    void setStatus(const QString& text);
    // Whose side the values are shown from (Preferences > Show values for); refills the tables.
    void setPointOfView(PointOfView::Kind pointOfView);

    QTableWidget* table() const { return m_table; }
    QTableWidget* cutsTable() const { return m_cuts; }
    QPushButton* compareButton() const { return m_compare; }
    QPushButton* cancelButton() const { return m_cancel; }
    QString summaryText() const;
    QString statusText() const;

signals:
    void compareRequested();
    void cancelRequested();

protected:
    void changeEvent(QEvent* event) override; // recolours the verdicts on a theme change

private:
    void fill();
    QString summary(const CutComparison::Result& result) const;

    QPushButton* m_compare;
    QPushButton* m_cancel;
    QLabel* m_status;
    QTableWidget* m_table;
    QTableWidget* m_cuts;
    QLabel* m_summary;
    std::optional<CutComparison::Result> m_result;
    PointOfView::Kind m_pov = PointOfView::SideToMove;
};

} // namespace probcut::ui
