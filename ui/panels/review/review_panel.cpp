#include "ui/panels/review/review_panel.h"

#include "ui/board/board_widget.h"
#include "ui/game/game_model.h"
#include "ui/panels/column_fitter.h"
#include "ui/panels/eval_graph/eval_graph_panel.h"
#include "ui/panels/eval_graph/mistake_model.h"
#include "ui/panels/review/review_export.h"
#include "ui/panels/review/review_graph.h"
#include "ui/window/theme.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <memory>

namespace probcut::ui {

namespace {

// The lines' colours on the board and in the text: dark enough for white numbers on them.
const QColor PlayedColour(185, 28, 28);
const QColor BetterColour(21, 128, 61);
// Moves of each line numbered on the board; the text gives the whole line.
constexpr int MarkedMoves = 10;
// While an analysis runs the review is rebuilt at most this often (the graph fills in).
constexpr int PartialRefreshMs = 500;

QTableWidgetItem* item(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* it = new QTableWidgetItem(text);
    it->setTextAlignment(align);
    it->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return it;
}

void setupTable(QTableWidget* table)
{
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    fitColumnsToContents(table);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setWordWrap(false);
}

} // namespace

ReviewPanel::ReviewPanel(GameModel* model, BoardWidget* board, EvalGraphPanel* graph, QWidget* parent)
    : QWidget(parent), m_model(model), m_boardWidget(board), m_graphPanel(graph),
      m_partialTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("reviewPanelWidget"));
    buildActions();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);

    auto* buttons = new QHBoxLayout;
    m_reviewButton = new QPushButton(tr("Review Game"), this);
    m_reviewButton->setObjectName(QStringLiteral("reviewGameButton"));
    m_reviewButton->setToolTip(m_reviewAction->statusTip());
    connect(m_reviewButton, &QPushButton::clicked, m_reviewAction, &QAction::trigger);
    buttons->addWidget(m_reviewButton);
    buttons->addStretch(1);
    auto* ggf = new QPushButton(tr("Export GGF…"), this);
    ggf->setObjectName(QStringLiteral("exportReviewGgfButton"));
    ggf->setToolTip(m_exportGgfAction->statusTip());
    connect(ggf, &QPushButton::clicked, m_exportGgfAction, &QAction::trigger);
    connect(m_exportGgfAction, &QAction::changed, ggf,
        [this, ggf] { ggf->setEnabled(m_exportGgfAction->isEnabled()); });
    buttons->addWidget(ggf);
    auto* pdf = new QPushButton(tr("Export PDF…"), this);
    pdf->setObjectName(QStringLiteral("exportReviewPdfButton"));
    pdf->setToolTip(m_exportPdfAction->statusTip());
    connect(pdf, &QPushButton::clicked, m_exportPdfAction, &QAction::trigger);
    connect(m_exportPdfAction, &QAction::changed, pdf,
        [this, pdf] { pdf->setEnabled(m_exportPdfAction->isEnabled()); });
    buttons->addWidget(pdf);
    layout->addLayout(buttons);

    auto* progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_progress->setRange(0, 100);
    progressRow->addWidget(m_progress, 1);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelReviewButton"));
    connect(m_cancelButton, &QPushButton::clicked, this, &ReviewPanel::cancel);
    progressRow->addWidget(m_cancelButton);
    layout->addLayout(progressRow);

    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("reviewHeader"));
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    layout->addWidget(m_header);

    m_accuracy = new QTableWidget(PhaseCount + 1, 2, this);
    m_accuracy->setObjectName(QStringLiteral("reviewAccuracyTable"));
    setupTable(m_accuracy);
    m_accuracy->setSelectionMode(QAbstractItemView::NoSelection);
    m_accuracy->setFocusPolicy(Qt::NoFocus);
    // Two columns, each cell "discs lost per move · share within 1 disc", so the table fits a
    // narrow dock; the header says how to read the cells.
    m_accuracy->setHorizontalHeaderLabels({tr("Black"), tr("White")});
    m_accuracy->verticalHeader()->show();
    m_accuracy->setVerticalHeaderLabels({tr("Whole game"), ReviewText::phaseTitle(GamePhase::Opening),
        ReviewText::phaseTitle(GamePhase::Midgame), ReviewText::phaseTitle(GamePhase::Endgame)});
    m_accuracy->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_accuracy->setToolTip(tr("Discs lost per move by the player who moved, and the share of moves within %1 "
                              "disc of the best, for the whole game and each phase")
                               .arg(AccurateLoss));
    m_accuracy->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_accuracy->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int tableHeight = m_accuracy->horizontalHeader()->sizeHint().height()
        + (PhaseCount + 1) * m_accuracy->verticalHeader()->defaultSectionSize()
        + 2 * m_accuracy->frameWidth();
    m_accuracy->setFixedHeight(tableHeight);
    auto* accuracyCaption
        = new QLabel(tr("Discs lost per move · moves within %1 disc of the best").arg(AccurateLoss), this);
    accuracyCaption->setWordWrap(true);
    layout->addWidget(accuracyCaption);
    layout->addWidget(m_accuracy);

    m_graph = new ReviewGraphWidget(this);
    m_graph->setToolTip(
        tr("Engine value after each move, in discs for Black (dark: Black ahead, light: White "
           "ahead); dots mark the mistakes. Click to go to a move."));
    connect(m_graph, &ReviewGraphWidget::plyClicked, this, [this](int ply) {
        if (m_hasReview && m_model->startPosition() == m_review.start)
            m_model->goToPly(std::min(ply, m_model->lineLength()));
    });

    m_mistakes = new QTableWidget(0, 5, this);
    m_mistakes->setObjectName(QStringLiteral("reviewMistakeTable"));
    setupTable(m_mistakes);
    m_mistakes->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_mistakes->setSelectionMode(QAbstractItemView::SingleSelection);
    setMinimumRows(m_mistakes, 2);
    m_mistakes->setHorizontalHeaderLabels({tr("Move"), tr("Played"), tr("Better"), tr("Lost"), tr("Kind")});
    m_mistakes->setToolTip(tr("Moves that lost %1 discs or more, largest loss first; values in discs for the "
                              "player who moved. Select one to see both lines on the board.")
                               .arg(InaccuracyLoss));
    connect(m_mistakes, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0)
            showMistake(row);
    });
    connect(m_mistakes, &QTableWidget::cellClicked, this, [this](int row) { showMistake(row); });

    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("reviewDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_graph);
    auto* lower = new QWidget(split);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_mistakes, 1);
    lowerLayout->addWidget(m_detail);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({3000, 2000}); // weights: the first size follows the table's size hint otherwise
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("reviewStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    GameAnalyser* analyser = m_graphPanel->analyser();
    connect(analyser, &GameAnalyser::progressChanged, m_progress, &QProgressBar::setValue);
    connect(analyser, &GameAnalyser::finished, this, &ReviewPanel::analyserFinished);
    connect(analyser, &GameAnalyser::cancelled, this, [this] {
        if (!m_waiting)
            return;
        m_waiting = false;
        setRunning(false);
        m_progress->setFormat(tr("Cancelled at %p%"));
        rebuild(); // what was analysed stays readable
    });
    m_partialTimer->setInterval(PartialRefreshMs);
    connect(m_partialTimer, &QTimer::timeout, this, &ReviewPanel::rebuild);
    connect(m_model, &GameModel::positionChanged, this, &ReviewPanel::onPositionChanged);

    setRunning(false);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Not reviewed"));
    m_header->setText(tr("Game Review analyses every move of the game in the background and sums it up: each "
                         "player's accuracy, per phase, and the mistakes with the better move."));
    updateActions();
}

ReviewPanel::~ReviewPanel()
{
    if (m_pdfThread)
        m_pdfThread->wait();
}

void ReviewPanel::buildActions()
{
    m_reviewAction = new QAction(tr("Game &Review"), this);
    m_reviewAction->setObjectName(QStringLiteral("gameReviewAction"));
    m_reviewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_reviewAction->setStatusTip(
        tr("Analyse the game in the background and review it: each player's accuracy, "
           "the phases, the mistakes with the better move"));
    connect(m_reviewAction, &QAction::triggered, this, &ReviewPanel::review);
    m_exportGgfAction = new QAction(tr("Export Review as &GGF…"), this);
    m_exportGgfAction->setObjectName(QStringLiteral("exportReviewGgfAction"));
    m_exportGgfAction->setStatusTip(tr("Save the game with the review in its comments, for any GGF reader"));
    connect(m_exportGgfAction, &QAction::triggered, this, &ReviewPanel::askExportGgf);
    m_exportPdfAction = new QAction(tr("Export Review as P&DF…"), this);
    m_exportPdfAction->setObjectName(QStringLiteral("exportReviewPdfAction"));
    m_exportPdfAction->setStatusTip(
        tr("Save the review as a printable PDF with the graph and board diagrams"));
    connect(m_exportPdfAction, &QAction::triggered, this, &ReviewPanel::askExportPdf);
}

void ReviewPanel::review()
{
    GameAnalyser* analyser = m_graphPanel->analyser();
    const bool same = analyser->positionCount() > 0 && analyser->start() == m_model->startPosition()
        && analyser->line() == m_model->line();
    m_status->clear();
    if (same && !analyser->isRunning() && analyser->progress() >= 100) {
        m_waiting = false;
        analyserFinished();
        return;
    }
    m_waiting = true;
    setRunning(true);
    m_progress->setFormat(tr("Analysing… %p%"));
    if (!(same && analyser->isRunning()))
        m_graphPanel->analyseGame();
}

void ReviewPanel::cancel() { m_graphPanel->cancelAnalysis(); }

void ReviewPanel::analyserFinished()
{
    m_waiting = false;
    setRunning(false);
    m_progress->setValue(100);
    m_progress->setFormat(tr("Reviewed"));
    rebuild();
}

void ReviewPanel::setRunning(bool running)
{
    m_reviewButton->setEnabled(!running);
    m_reviewAction->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    if (running)
        m_partialTimer->start();
    else
        m_partialTimer->stop();
}

void ReviewPanel::updateActions()
{
    m_exportGgfAction->setEnabled(m_hasReview);
    m_exportPdfAction->setEnabled(m_hasReview && !m_pdfThread);
}

void ReviewPanel::rebuild()
{
    GameAnalyser* analyser = m_graphPanel->analyser();
    if (analyser->positionCount() == 0)
        return;
    showReview(buildGameReview(analyser->start(), analyser->line(), analyser->results()));
}

void ReviewPanel::showReview(GameReview review)
{
    m_review = std::move(review);
    m_hasReview = true;
    if (!m_graphPanel->analyser()->isRunning() && m_review.complete) {
        m_progress->setValue(100);
        m_progress->setFormat(tr("Reviewed"));
    }
    // A mistake on show stays selected while a running analysis refreshes the review.
    const int shown = m_markedPly;
    m_markedPly = -1;
    const QString black = m_names ? m_names(Color::Black) : QString();
    const QString white = m_names ? m_names(Color::White) : QString();
    QString header
        = QStringLiteral("<b>%1</b><br>%2<br>%3")
              .arg(ReviewText::resultText(m_review).toHtmlEscaped(),
                  ReviewText::accuracyLine(m_review.players[0], Color::Black, black).toHtmlEscaped(),
                  ReviewText::accuracyLine(m_review.players[1], Color::White, white).toHtmlEscaped());
    if (!m_review.complete)
        header += QStringLiteral("<br><i>%1</i>")
                      .arg(tr("Partial: the figures cover the moves analysed so far."));
    m_header->setText(header);
    fillAccuracy();
    fillMistakes();
    int keep = -1;
    for (int row = 0; row < int(m_review.mistakes.size()); ++row)
        if (shown >= 0 && m_review.mistakes[std::size_t(row)].ply == shown)
            keep = row;
    if (keep >= 0 && m_model->currentPly() == shown)
        showMistake(keep);
    else
        m_boardWidget->clearMoveMarks();
    m_graph->setReview(&m_review);
    m_graph->setCursorPly(m_model->startPosition() == m_review.start ? m_model->currentPly() : -1);
    updateActions();
    emit reviewUpdated();
}

void ReviewPanel::fillAccuracy()
{
    auto fill = [this](int row, const std::array<AccuracyStats, 2>& stats) {
        for (int side = 0; side < 2; ++side) {
            const AccuracyStats& s = stats[std::size_t(side)];
            const QString text = s.moves ? QStringLiteral("%1 · %2").arg(ReviewText::discs(s.averageLoss()),
                                     ReviewText::percent(s.accurateShare()))
                                         : QStringLiteral("–");
            m_accuracy->setItem(row, side, item(text, Qt::AlignCenter));
        }
    };
    fill(0, m_review.players);
    for (int ph = 0; ph < PhaseCount; ++ph)
        fill(ph + 1, m_review.phases[std::size_t(ph)]);
}

void ReviewPanel::fillMistakes()
{
    const QSignalBlocker block(m_mistakes);
    m_mistakes->clearContents();
    m_mistakes->setRowCount(int(m_review.mistakes.size()));
    const QColor base = palette().color(QPalette::Base);
    for (int row = 0; row < int(m_review.mistakes.size()); ++row) {
        const ReviewMistake& m = m_review.mistakes[std::size_t(row)];
        m_mistakes->setItem(
            row, 0, item(tr("%1. %2").arg(m.moveNumber).arg(ReviewText::colourName(m.mover))));
        m_mistakes->setItem(row, 1,
            item(QStringLiteral("%1 (%2)").arg(
                QString::fromStdString(squareName(m.played)), ReviewText::signedDiscs(m.playedValue))));
        m_mistakes->setItem(row, 2,
            item(QStringLiteral("%1 (%2)").arg(
                QString::fromStdString(squareName(m.best)), ReviewText::signedDiscs(m.bestValue))));
        auto* loss = item(ReviewText::discs(m.loss), Qt::AlignRight | Qt::AlignVCenter);
        loss->setForeground(readableOn(MistakeModel::kindColor(m.kind), base));
        m_mistakes->setItem(row, 3, loss);
        auto* kind = item(MistakeModel::kindName(m.kind));
        kind->setForeground(readableOn(MistakeModel::kindColor(m.kind), base));
        m_mistakes->setItem(row, 4, kind);
    }
    if (m_review.mistakes.empty())
        m_detail->setText(
            m_review.complete ? tr("No move lost %1 discs or more.").arg(InaccuracyLoss) : QString());
    else
        m_detail->setText(
            tr("Select a mistake to see the move played and the better move, with both lines, on "
               "the board."));
}

bool ReviewPanel::showMistake(int row)
{
    if (!m_hasReview || row < 0 || row >= int(m_review.mistakes.size()))
        return false;
    const ReviewMistake& m = m_review.mistakes[std::size_t(row)];
    if (m_model->startPosition() != m_review.start) {
        m_detail->setText(tr("The reviewed game is no longer on the board."));
        return false;
    }
    // Follow the reviewed line where the board shows another variation.
    for (int i = 0; i < m.ply; ++i) {
        const Square move = m_review.line[std::size_t(i)];
        if (i < m_model->lineLength() && m_model->line()[std::size_t(i)] == move)
            continue;
        if (!m_model->selectVariation(i, move)) {
            m_detail->setText(tr("The reviewed game is no longer on the board."));
            return false;
        }
    }
    if (m.ply > m_model->lineLength())
        return false;
    m_model->goToPly(m.ply);
    if (m_model->currentPly() != m.ply)
        return false;
    QList<MoveMark> marks;
    auto mark = [&marks](const std::vector<Square>& line, const QColor& colour, MoveMark::Corner corner) {
        for (int i = 0; i < int(line.size()) && i < MarkedMoves; ++i)
            if (line[std::size_t(i)] != PassMove)
                marks.append(MoveMark{line[std::size_t(i)], colour, QString::number(i + 1), corner, i == 0});
    };
    mark(m.playedLine, PlayedColour, MoveMark::Corner::TopLeft);
    mark(m.betterLine, BetterColour, MoveMark::Corner::BottomRight);
    m_boardWidget->setMoveMarks(marks);
    m_markedPly = m.ply;
    if (m_mistakes->currentRow() != row) {
        const QSignalBlocker block(m_mistakes);
        m_mistakes->setCurrentCell(row, 0);
    }
    showDetail(row);
    return true;
}

void ReviewPanel::showDetail(int row)
{
    const ReviewMistake& m = m_review.mistakes[std::size_t(row)];
    const QColor base = palette().color(QPalette::Window);
    const QString played = readableOn(PlayedColour, base).name();
    const QString better = readableOn(BetterColour, base).name();
    m_detail->setText(
        QStringLiteral("<b>%1</b><br><span style=\"color:%2\">● %3</span> %4<br>"
                       "<span style=\"color:%5\">● %6</span> %7")
            .arg(tr("Move %1, %2: %3, %4 discs lost")
                     .arg(m.moveNumber)
                     .arg(ReviewText::colourName(m.mover), MistakeModel::kindName(m.kind).toLower(),
                         ReviewText::discs(m.loss))
                     .toHtmlEscaped(),
                played,
                tr("Played %1 (%2), red numbers:")
                    .arg(QString::fromStdString(squareName(m.played)), ReviewText::signedDiscs(m.playedValue))
                    .toHtmlEscaped(),
                ReviewText::lineText(m.playedLine).toHtmlEscaped(), better,
                tr("Better %1 (%2), green numbers:")
                    .arg(QString::fromStdString(squareName(m.best)), ReviewText::signedDiscs(m.bestValue))
                    .toHtmlEscaped(),
                ReviewText::lineText(m.betterLine).toHtmlEscaped()));
}

void ReviewPanel::onPositionChanged()
{
    if (m_markedPly >= 0 && m_model->currentPly() != m_markedPly) {
        m_markedPly = -1;
        m_boardWidget->clearMoveMarks();
    }
    if (m_hasReview)
        m_graph->setCursorPly(m_model->startPosition() == m_review.start ? m_model->currentPly() : -1);
}

ReviewReport ReviewPanel::report() const
{
    ReviewReport r;
    r.review = m_review;
    if (m_names) {
        r.blackName = m_names(Color::Black);
        r.whiteName = m_names(Color::White);
    }
    return r;
}

QString ReviewPanel::exportGgfTo(const QString& path)
{
    if (!m_hasReview)
        return tr("There is no review to export yet.");
    const QByteArray bytes = reviewGgf(report()).toUtf8();
    // QSaveFile renames a finished temporary file over the target: a failed write never leaves
    // half a file or destroys the old one.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    m_status->setText(tr("Review saved to %1").arg(QDir::toNativeSeparators(path)));
    return {};
}

bool ReviewPanel::exportPdfTo(const QString& path)
{
    if (!m_hasReview || m_pdfThread)
        return false;
    auto error = std::make_shared<QString>();
    const ReviewReport data = report();
    m_pdfThread = QThread::create([data, path, error] { *error = writeReviewPdf(data, path); });
    connect(m_pdfThread, &QThread::finished, this, [this, path, error] {
        m_pdfThread->deleteLater();
        m_pdfThread = nullptr;
        updateActions();
        if (error->isEmpty())
            m_status->setText(tr("Review saved to %1").arg(QDir::toNativeSeparators(path)));
        else
            reportError(tr("Cannot export the review"), *error);
        emit pdfExported(path, *error);
    });
    m_status->setText(tr("Writing %1…").arg(QDir::toNativeSeparators(path)));
    updateActions();
    m_pdfThread->start(QThread::LowPriority);
    return true;
}

void ReviewPanel::reportError(const QString& title, const QString& message)
{
    m_status->setText(message);
    // Non-modal: the review and the game stay usable while the message is up.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

namespace {
QString withSuffix(QString path, const QString& suffix)
{
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    return path;
}
} // namespace

void ReviewPanel::askExportGgf()
{
    const QString path = withSuffix(QFileDialog::getSaveFileName(this, tr("Export Review as GGF"),
                                        QDir::homePath(), tr("GGF game (*.ggf)")),
        QStringLiteral("ggf"));
    if (path.isEmpty())
        return;
    const QString error = exportGgfTo(path);
    if (!error.isEmpty())
        reportError(tr("Cannot export the review"), error);
}

void ReviewPanel::askExportPdf()
{
    const QString path = withSuffix(QFileDialog::getSaveFileName(this, tr("Export Review as PDF"),
                                        QDir::homePath(), tr("PDF document (*.pdf)")),
        QStringLiteral("pdf"));
    if (!path.isEmpty())
        exportPdfTo(path);
}

} // namespace probcut::ui
