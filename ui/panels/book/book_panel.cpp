#include "ui/panels/book/book_panel.h"

#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_model.h"
#include "ui/panels/book/book_moves_model.h"
#include "ui/panels/book/book_store.h"
#include "ui/panels/column_fitter.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace probcut::ui {

namespace {
QString colorName(Color c) { return c == Color::Black ? BookPanel::tr("Black") : BookPanel::tr("White"); }
} // namespace

BookPanel::BookPanel(BookStore* book, GameModel* model, QWidget* parent)
    : QWidget(parent), m_book(book), m_model(model)
{
    setObjectName(QStringLiteral("bookPanelContents"));
    m_movesModel = new BookMovesModel(this);

    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("bookPositionText"));
    m_position->setWordWrap(true);
    m_position->setTextFormat(Qt::RichText);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("bookMovesView"));
    m_view->setModel(m_movesModel);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    fitColumnsToContents(m_view);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    // A narrow dock drops the statistics from the right; every row's tooltip on the move
    // says them all.
    hideColumnsThatDoNotFit(m_view,
        {BookMovesModel::MoveColumn, BookMovesModel::ValueColumn, BookMovesModel::OpeningColumn,
            BookMovesModel::GamesColumn, BookMovesModel::ResultsColumn, BookMovesModel::SourceColumn,
            BookMovesModel::DepthColumn, BookMovesModel::BelowColumn},
        BookMovesModel::OpeningColumn);
    // Never squeezed to nothing by neighbouring docks: room for the header and five moves.
    m_view->setMinimumHeight(m_view->horizontalHeader()->sizeHint().height()
        + 5 * m_view->verticalHeader()->defaultSectionSize() + 2 * m_view->frameWidth());
    m_view->setToolTip(tr("Double-click a move to play it"));
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.isValid())
            emit moveActivated(index.data(BookMovesModel::SquareRole).toInt());
    });

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("bookSummaryText"));
    // Wrapped, so its length never sets the panel's minimum width (a narrow dock would scroll sideways).
    m_summary->setWordWrap(true);
    QFont small = m_summary->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_summary->setFont(small);
    m_summary->setForegroundRole(QPalette::PlaceholderText);

    m_addAction = new QAction(tr("Add this Game to the &Book"), this);
    m_addAction->setObjectName(QStringLiteral("addGameToBookAction"));
    m_addAction->setStatusTip(tr("Learn the game on the board: its positions join your opening book, "
                                 "new positions are searched and the values updated"));
    connect(m_addAction, &QAction::triggered, this, [this] { addCurrentGame(); });

    m_addButton = new QPushButton(tr("Add this game to the book"), this);
    m_addButton->setObjectName(QStringLiteral("addGameToBookButton"));
    m_addButton->setToolTip(m_addAction->statusTip());
    connect(m_addButton, &QPushButton::clicked, m_addAction, &QAction::trigger);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelBookLearningButton"));
    m_cancelButton->setVisible(false);
    connect(m_cancelButton, &QPushButton::clicked, m_book, &BookStore::cancelLearning);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("bookLearningProgress"));
    m_progress->setVisible(false);
    m_progress->setTextVisible(true);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("bookMessageText"));
    m_message->setWordWrap(true);
    m_message->setVisible(false);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_addButton, 1);
    buttons->addWidget(m_cancelButton);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(m_position);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_message);

    connect(m_model, &GameModel::positionChanged, this, &BookPanel::refresh);
    connect(m_book, &BookStore::stateChanged, this, &BookPanel::refresh);
    connect(m_book, &BookStore::learningProgress, this, &BookPanel::onLearningProgress);
    connect(m_book, &BookStore::learningFinished, this, &BookPanel::onLearningFinished);
    // Optional learning from every finished game (Settings::autoAddToBook, off by default).
    connect(m_model, &GameModel::movePlayed, this, [this] {
        if (m_model->isGameOver() && !m_model->canRedo() && Settings().autoAddToBook.get()
            && !m_book->isLearning() && m_model->startPosition() == Position::initial())
            addCurrentGame();
    });
    refresh();
}

void BookPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refresh();
}

QString BookPanel::positionText() const { return m_position->text(); }
QString BookPanel::summaryText() const { return m_summary->text(); }
QString BookPanel::messageText() const { return m_message->isHidden() ? QString() : m_message->text(); }

void BookPanel::setMessage(const QString& text, bool problem)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_message->setStyleSheet(problem ? QStringLiteral("color: #b42318;") : QString());
}

void BookPanel::setPointOfView(PointOfView::Kind pointOfView)
{
    m_pov = pointOfView;
    refresh();
}

void BookPanel::gameReplaced()
{
    if (!m_book->isLearning())
        setMessage(QString(), false);
}

void BookPanel::refresh()
{
    const QLocale locale;
    const Position& pos = m_model->position();
    const QString mover = colorName(pos.sideToMove);
    m_movesModel->setPointOfView(m_pov, pos.sideToMove);
    const bool learning = m_book->isLearning();
    m_addAction->setEnabled(!learning && m_book->state() != BookStore::State::Loading);

    if (!m_book->isReady()) {
        m_movesModel->setInfo(std::nullopt, mover, pos);
        m_position->setText(m_book->state() == BookStore::State::Loading
                ? tr("Loading the opening book…")
                : tr("No opening book is available."));
        m_summary->setText(m_book->statusText());
        if (m_book->state() == BookStore::State::Failed || !m_book->problem().isEmpty())
            setMessage(m_book->problem(), true);
        return;
    }
    if (!m_book->problem().isEmpty() && !learning)
        setMessage(m_book->problem(), true);

    // The sizes below each move cost a walk of the sub-books (milliseconds near the start), so
    // they are counted only while the panel is on screen; showEvent() refreshes.
    const auto info = m_book->lookup(pos.board, isVisible());
    m_movesModel->setInfo(info, mover, pos);
    if (pos.board.isGameOver()) {
        m_position->setText(tr("The game is over."));
    } else if (!info) {
        m_position->setText(tr("<b>Not in the book.</b> This position is not in the opening book."));
    } else {
        QString text
            = tr("<b>In the book.</b> %1 to move: <b>%2</b> discs %3 (%4)")
                  .arg(mover,
                      BookMovesModel::valueText(PointOfView::fromMover(info->value, pos.sideToMove, m_pov)),
                      PointOfView::label(pos.sideToMove, m_pov), BookMovesModel::sourceText(info->source));
        if (info->games > 0)
            text += QStringLiteral("<br>")
                + tr("%1 games: %2 won, %3 drawn, %4 lost by %5")
                      .arg(locale.toString(qulonglong(info->games)), locale.toString(qulonglong(info->wins)),
                          locale.toString(qulonglong(info->draws)), locale.toString(qulonglong(info->losses)),
                          mover);
        if (info->leaf)
            text += QStringLiteral("<br>") + tr("A book line ends here.");
        m_position->setText(text);
    }
    const BookStore::Summary& s = m_book->summary();
    m_summary->setText(tr("%1 book: %2 positions, %3 moves deep")
                           .arg(m_book->origin() == BookStore::Origin::User ? tr("Your") : tr("Shipped"),
                               locale.toString(qulonglong(s.positions)))
                           .arg(s.deepestPly));
    const QString leaves = locale.toString(qulonglong(s.leaves));
    m_summary->setToolTip(m_book->origin() == BookStore::Origin::User
            ? tr("Your learned book: %1 (the shipped book plus the games you added); %2 book lines end in it")
                  .arg(QDir::toNativeSeparators(m_book->userPath()), leaves)
            : tr("The shipped book: %1; %2 book lines end in it")
                  .arg(QDir::toNativeSeparators(m_book->shippedPath()), leaves));
}

bool BookPanel::addCurrentGame()
{
    if (m_model->startPosition() != Position::initial()) {
        setMessage(
            tr("Only games that begin at the standard start position can be added to the book."), true);
        return false;
    }
    const std::vector<Square> line = m_model->line();
    if (line.empty()) {
        setMessage(tr("There is no game to add yet: play some moves first."), true);
        return false;
    }
    const Position end = m_model->positionAt(m_model->lineLength());
    std::optional<int> result;
    if (end.board.isGameOver())
        result = end.finalScoreBlack();
    QString why;
    if (!m_book->addGame(line, result, studioEvaluator(), &why)) {
        setMessage(why, true);
        return false;
    }
    setMessage(QString(), false);
    m_progress->setRange(0, 0);
    m_progress->setFormat(tr("Starting…"));
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    m_addAction->setEnabled(false);
    return true;
}

void BookPanel::onLearningProgress(int done, int total, const QString& what)
{
    if (total <= 0) {
        m_progress->setRange(0, 0); // busy
        m_progress->setFormat(what);
    } else {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        m_progress->setFormat(tr("%1 %2 of %3").arg(what).arg(done).arg(total));
    }
}

void BookPanel::onLearningFinished(bool ok, const QString& message)
{
    m_progress->setVisible(false);
    m_cancelButton->setVisible(false);
    refresh();
    setMessage(message, !ok);
}

} // namespace probcut::ui
