#include "ui/panels/cut/cut_comparison_view.h"

#include "ui/panels/column_fitter.h"
#include "ui/panels/cut/cut_event_format.h"
#include "ui/window/theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace probcut::ui {

namespace {

QString moveText(Square move)
{
    return move == NoSquare ? QStringLiteral("\u2014") : QString::fromStdString(squareName(move));
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment(alignment);
    return item;
}

// Searches of a few milliseconds are common at small depths: those in ms.
QString timeText(double seconds)
{
    if (seconds < 1)
        return CutComparisonView::tr("%1 ms").arg(seconds * 1000, 0, 'f', seconds < 0.01 ? 1 : 0);
    return CutComparisonView::tr("%1 s").arg(seconds, 0, 'f', 2);
}

constexpr Qt::Alignment Right = Qt::AlignRight | Qt::AlignVCenter;

} // namespace

CutComparisonView::CutComparisonView(QWidget* parent)
    : QWidget(parent), m_compare(new QPushButton(tr("Compare with brute force"), this)),
      m_cancel(new QPushButton(tr("Cancel"), this)), m_status(new QLabel(this)),
      m_table(new QTableWidget(RowCount, ColumnCount, this)),
      m_cuts(new QTableWidget(0, CutColumnCount, this)), m_summary(new QLabel(this))
{
    m_compare->setObjectName(QStringLiteral("compareButton"));
    m_compare->setToolTip(tr("Search the same position again without forward pruning, to the same depth, "
                             "and check the cuts nearest the root with exact deep searches."));
    m_cancel->setObjectName(QStringLiteral("cancelComparisonButton"));
    m_cancel->setEnabled(false);
    m_status->setObjectName(QStringLiteral("comparisonStatus"));
    m_status->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("comparisonSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("With ProbCut"), tr("Without pruning,\nsame time"), tr("Without pruning,\nsame depth")});
    m_table->setVerticalHeaderLabels(
        {tr("Depth reached"), tr("Nodes"), tr("Time"), tr("Best move"), tr("Value")});
    fitColumnsToContents(m_table);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // the cuts get the rest

    m_cuts->setObjectName(QStringLiteral("comparisonCuts"));
    m_cuts->setHorizontalHeaderLabels(
        {tr("Path"), tr("To move"), tr("Height"), tr("Cut's claim"), tr("Deep value"), tr("Verdict")});
    m_cuts->horizontalHeaderItem(HeightColumn)->setToolTip(CutTerms::height());
    m_cuts->verticalHeader()->setVisible(false);
    m_cuts->verticalHeader()->setDefaultSectionSize(m_cuts->fontMetrics().height() + 6);
    fitColumnsToContents(m_cuts);
    m_cuts->horizontalHeader()->setStretchLastSection(true);
    m_cuts->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_cuts->setSelectionBehavior(QAbstractItemView::SelectRows);

    setMinimumRows(m_cuts, 2);

    // The status beside the buttons: the Study ProbCut layout at 1280x800 leaves this tab about
    // 330 pixels.
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_compare, 0, Qt::AlignTop);
    buttons->addWidget(m_cancel, 0, Qt::AlignTop);
    buttons->addWidget(m_status, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_table);
    layout->addWidget(m_summary);
    layout->addWidget(m_cuts, 1);

    connect(m_compare, &QPushButton::clicked, this, &CutComparisonView::compareRequested);
    connect(m_cancel, &QPushButton::clicked, this, &CutComparisonView::cancelRequested);
    m_pov = PointOfView::saved();
    fill();
}

void CutComparisonView::setResult(const CutComparison::Result& result)
{
    m_result = result;
    fill();
}

void CutComparisonView::clear()
{
    m_result.reset();
    fill();
}

void CutComparisonView::setRunning(bool running)
{
    m_compare->setEnabled(!running);
    m_cancel->setEnabled(running);
}

void CutComparisonView::setStatus(const QString& text) { m_status->setText(text); }

void CutComparisonView::setPointOfView(PointOfView::Kind pointOfView)
{
    m_pov = pointOfView;
    fill();
}

QString CutComparisonView::summaryText() const { return m_summary->text(); }

QString CutComparisonView::statusText() const { return m_status->text(); }

void CutComparisonView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        fill();
}

void CutComparisonView::fill()
{
    m_table->clearContents();
    m_cuts->setRowCount(0);
    const QString whose = m_pov == PointOfView::Black ? tr("for Black") : tr("for the side to move there");
    m_cuts->horizontalHeaderItem(ClaimColumn)
        ->setToolTip(tr("What the cut asserted, from a shallow search only: the full search of this "
                        "position would end at least or at most at this value, %1.")
                         .arg(whose));
    m_cuts->horizontalHeaderItem(DeepColumn)
        ->setToolTip(tr("The value of an exact search of the position to its height, without pruning, %1.")
                         .arg(whose));
    m_summary->clear();
    if (!m_result) {
        m_table->setVerticalHeaderItem(ValueRow, new QTableWidgetItem(tr("Value")));
        return;
    }
    const CutComparison::Result& r = *m_result;
    const Color toMove = r.position.sideToMove;
    m_table->setVerticalHeaderItem(ValueRow,
        new QTableWidgetItem(PointOfView::shownFor(toMove, m_pov) == Color::Black ? tr("Value for Black")
                                                                                  : tr("Value for White")));
    const QLocale locale;
    const CutComparison::Side* sides[ColumnCount] = {&r.selective, &r.sameTime, &r.sameDepth};
    for (int column = 0; column < ColumnCount; ++column) {
        const CutComparison::Side& side = *sides[column];
        QString depth = QString::number(side.depth);
        if (column == SameDepthColumn && !side.finished)
            depth = tr("%1: depth %2 not reached within the cap").arg(side.depth).arg(r.depth);
        m_table->setItem(DepthRow, column, cell(depth, Right));
        m_table->setItem(NodesRow, column, cell(locale.toString(qulonglong(side.nodes)), Right));
        m_table->setItem(TimeRow, column, cell(timeText(side.seconds), Right));
        const bool searched = side.depth > 0;
        m_table->setItem(
            BestMoveRow, column, cell(searched ? moveText(side.bestMove) : moveText(NoSquare), Right));
        m_table->setItem(ValueRow, column,
            cell(searched ? formatDiscs(PointOfView::fromMover(side.value, toMove, m_pov))
                          : moveText(NoSquare),
                Right));
    }
    m_table->horizontalHeaderItem(SelectiveColumn)
        ->setToolTip(tr("Multi-ProbCut at %1 % selectivity, to depth %2.").arg(r.selectivity).arg(r.depth));
    m_table->horizontalHeaderItem(SameTimeColumn)
        ->setToolTip(tr("The search without forward pruning, stopped after the time the search with "
                        "ProbCut took."));
    m_table->horizontalHeaderItem(SameDepthColumn)
        ->setToolTip(tr("The search without forward pruning, to the same depth (at most %1 s).")
                         .arg(r.capSeconds, 0, 'f', 1));

    const QPalette pal = palette();
    m_cuts->setRowCount(int(r.verdicts.size()));
    for (int row = 0; row < int(r.verdicts.size()); ++row) {
        const CutComparison::CutVerdict& v = r.verdicts[row];
        const QString path = v.cut.pathLength > 0 ? cutPathText(v.cut) : tr("(the root)");
        const Color nodeToMove = cutNodePosition(r.position, v.cut).sideToMove;
        const bool nodeBlack = nodeToMove == Color::Black;
        // Shown for the other colour, a bound flips its sign and its direction.
        const bool flipped = PointOfView::shownFor(nodeToMove, m_pov) != nodeToMove;
        const bool atLeast = (v.cut.decision == CutDecision::FailHigh) != flipped;
        const double bound = flipped ? -v.cut.windowBound : v.cut.windowBound;
        const QString claim
            = atLeast ? tr("at least %1").arg(formatDiscs(bound)) : tr("at most %1").arg(formatDiscs(bound));
        m_cuts->setItem(row, PathColumn, cell(path));
        m_cuts->setItem(row, ToMoveColumn, cell(nodeBlack ? tr("Black") : tr("White")));
        m_cuts->setItem(row, HeightColumn, cell(QString::number(v.cut.height), Right));
        m_cuts->setItem(row, ClaimColumn, cell(claim, Right));
        m_cuts->setItem(row, DeepColumn,
            cell(v.checked ? formatDiscs(flipped ? -v.deepValue : v.deepValue) : moveText(NoSquare), Right));
        QTableWidgetItem* verdict = cell(!v.checked ? tr("not checked within the cap")
                : v.contradicted                    ? tr("contradicted")
                                                    : tr("held"));
        if (v.checked)
            verdict->setForeground(v.contradicted ? badValueColor(pal) : goodValueColor(pal));
        m_cuts->setItem(row, VerdictColumn, verdict);
    }
    m_summary->setText(summary(r));
}

QString CutComparisonView::summary(const CutComparison::Result& r) const
{
    int checked = 0;
    for (const CutComparison::CutVerdict& v : r.verdicts)
        checked += v.checked ? 1 : 0;
    QString cuts;
    if (r.verdicts.isEmpty())
        cuts = tr("no cuts to check");
    else
        cuts = tr("%1 of %n cut(s) contradicted", nullptr, checked).arg(r.contradictions());
    if (checked < int(r.verdicts.size()))
        cuts = tr("%1 (%2 not checked within the cap)").arg(cuts).arg(int(r.verdicts.size()) - checked);
    QString moves;
    if (!r.sameDepth.finished)
        moves = tr("without pruning depth %1 was not reached within the cap").arg(r.depth);
    else if (r.selective.bestMove == r.sameDepth.bestMove)
        moves = tr("both moves agree: %1").arg(moveText(r.selective.bestMove));
    else
        moves = tr("the best move differs: %1 with ProbCut, %2 without pruning")
                    .arg(moveText(r.selective.bestMove), moveText(r.sameDepth.bestMove));
    return tr("%1; %2").arg(cuts, moves);
}

} // namespace probcut::ui
