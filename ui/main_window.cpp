#include "ui/main_window.h"

#include "ui/app_icon.h"
#include "ui/board_panel_layout.h"
#include "ui/board_widget.h"
#include "ui/disc_painter.h"
#include "ui/game_model.h"

#include <QAction>
#include <QApplication>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace probcut::ui {

namespace {
constexpr int StatusHintMs = 4000;
constexpr int PanelMinWidth = 180;
constexpr int PanelMaxWidth = 240;
constexpr int CardDiscSize = 30;
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("ProbCut Studio"));
    setWindowIcon(appIcon());
    setObjectName(QStringLiteral("mainWindow"));

    m_model = new GameModel(this);
    m_board = new BoardWidget(this);
    m_board->setObjectName(QStringLiteral("board"));

    createActions();
    createMenus();

    auto* central = new QWidget(this);
    auto* layout = new BoardPanelLayout(central);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(16);
    layout->setWidgets(m_board, createSidePanel());
    setCentralWidget(central);
    statusBar()->setSizeGripEnabled(true);

    connect(m_board, &BoardWidget::squareClicked, this, &MainWindow::onSquareClicked);
    connect(m_model, &GameModel::positionChanged, this, &MainWindow::refresh);
    connect(m_model, &GameModel::undoRedoChanged, this, &MainWindow::refresh);
    connect(m_model, &GameModel::passed, this, &MainWindow::onPassed);
    connect(m_model, &GameModel::gameOver, this, &MainWindow::onGameOver);

    setMinimumSize(520, 380);
    resize(920, 680);
    m_model->newGame();
    refresh();
}

QString MainWindow::colorName(Color color) { return color == Color::Black ? tr("Black") : tr("White"); }

void MainWindow::createActions()
{
    m_newGameAction = new QAction(tr("&New Game"), this);
    m_newGameAction->setShortcut(QKeySequence::New);
    m_newGameAction->setStatusTip(tr("Start a new game from the initial position"));
    connect(m_newGameAction, &QAction::triggered, this, &MainWindow::newGame);

    m_undoAction = new QAction(tr("&Undo Move"), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setStatusTip(tr("Take back the last move"));
    connect(m_undoAction, &QAction::triggered, m_model, &GameModel::undo);

    m_redoAction = new QAction(tr("&Redo Move"), this);
    // Both common redo keys, whatever the platform's default is.
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_redoAction->setStatusTip(tr("Play the move that was taken back"));
    connect(m_redoAction, &QAction::triggered, m_model, &GameModel::redo);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_aboutAction = new QAction(tr("&About ProbCut Studio"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(m_newGameAction);
    game->addSeparator();
    game->addAction(m_undoAction);
    game->addAction(m_redoAction);
    game->addSeparator();
    game->addAction(m_quitAction);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_aboutAction);
}

MainWindow::PlayerCard MainWindow::createPlayerCard(Color color, QWidget* parent)
{
    PlayerCard card;
    card.frame = new QFrame(parent);
    card.frame->setObjectName(
        color == Color::Black ? QStringLiteral("blackCard") : QStringLiteral("whiteCard"));
    card.frame->setFrameShape(QFrame::StyledPanel);

    auto* layout = new QHBoxLayout(card.frame);
    layout->setContentsMargins(10, 8, 12, 8);
    layout->setSpacing(10);

    auto* disc = new QLabel(card.frame);
    disc->setPixmap(discPixmap(color, CardDiscSize, devicePixelRatioF()));
    disc->setFixedSize(CardDiscSize, CardDiscSize);
    layout->addWidget(disc);

    auto* names = new QVBoxLayout;
    names->setSpacing(0);
    auto* name = new QLabel(colorName(color), card.frame);
    QFont nameFont = name->font();
    nameFont.setBold(true);
    name->setFont(nameFont);
    names->addWidget(name);
    card.toMove = new QLabel(tr("to move"), card.frame);
    QFont small = card.toMove->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    card.toMove->setFont(small);
    // Keep the card's height when the label is hidden.
    QSizePolicy keep = card.toMove->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    card.toMove->setSizePolicy(keep);
    names->addWidget(card.toMove);
    layout->addLayout(names, 1);

    card.count = new QLabel(card.frame);
    card.count->setObjectName(
        color == Color::Black ? QStringLiteral("blackCount") : QStringLiteral("whiteCount"));
    QFont countFont = card.count->font();
    countFont.setPointSizeF(countFont.pointSizeF() * 1.8);
    countFont.setBold(true);
    card.count->setFont(countFont);
    card.count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    card.count->setMinimumWidth(card.count->fontMetrics().horizontalAdvance(QStringLiteral("64")));
    layout->addWidget(card.count);
    card.count->setAccessibleName(tr("%1 discs").arg(colorName(color)));
    return card;
}

QWidget* MainWindow::createSidePanel()
{
    auto* panel = new QWidget(this);
    panel->setObjectName(QStringLiteral("sidePanel"));
    panel->setMinimumWidth(PanelMinWidth);
    panel->setMaximumWidth(PanelMaxWidth);
    // The active card gets a highlight-coloured border; the property is re-polished on change.
    panel->setStyleSheet(QStringLiteral(
        "QFrame#blackCard, QFrame#whiteCard { border: 2px solid transparent; border-radius: 8px;"
        " background: palette(base); }"
        "QFrame#blackCard[active=\"true\"], QFrame#whiteCard[active=\"true\"] {"
        " border-color: palette(highlight); }"
        // Passes and results stand out from the plain "X to move" line; fixed colours with
        // their own text colour so they read the same under light and dark themes.
        "QLabel#statusText[tone=\"notice\"] { background: #fff1cc; color: #4a3400;"
        " border: 1px solid #e2b448; border-radius: 6px; }"
        "QLabel#statusText[tone=\"result\"] { background: #dff0e3; color: #123d22;"
        " border: 1px solid #5fa874; border-radius: 6px; }"));

    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);

    m_blackCard = createPlayerCard(Color::Black, panel);
    m_whiteCard = createPlayerCard(Color::White, panel);
    layout->addWidget(m_blackCard.frame);
    layout->addWidget(m_whiteCard.frame);
    layout->addSpacing(8);

    m_status = new QLabel(panel);
    m_status->setObjectName(QStringLiteral("statusText"));
    m_status->setWordWrap(true);
    QFont statusFont = m_status->font();
    statusFont.setPointSizeF(statusFont.pointSizeF() * 1.15);
    statusFont.setBold(true);
    m_status->setFont(statusFont);
    layout->addWidget(m_status);

    m_detail = new QLabel(panel);
    m_detail->setObjectName(QStringLiteral("detailText"));
    m_detail->setWordWrap(true);
    layout->addWidget(m_detail);

    layout->addStretch(1);

    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(6);
    for (QAction* action : {m_undoAction, m_redoAction}) {
        auto* button = new QToolButton(panel);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        buttons->addWidget(button);
    }
    layout->addLayout(buttons);
    auto* newGameButton = new QPushButton(tr("New Game"), panel);
    newGameButton->setObjectName(QStringLiteral("newGameButton"));
    connect(newGameButton, &QPushButton::clicked, m_newGameAction, &QAction::trigger);
    layout->addWidget(newGameButton);
    return panel;
}

void MainWindow::updatePlayerCard(PlayerCard& card, int discs, bool active)
{
    card.count->setText(QString::number(discs));
    card.toMove->setVisible(active);
    if (card.frame->property("active").toBool() != active) {
        card.frame->setProperty("active", active);
        card.frame->style()->unpolish(card.frame);
        card.frame->style()->polish(card.frame);
    }
}

QString MainWindow::statusText() const { return m_status->text(); }

QString MainWindow::resultText() const
{
    const int black = m_model->blackDiscs(), white = m_model->whiteDiscs();
    const std::optional<Color> winner = m_model->winner();
    if (!winner)
        return tr("Draw %1–%2").arg(black).arg(white);
    const int winnerDiscs = *winner == Color::Black ? black : white;
    const int loserDiscs = *winner == Color::Black ? white : black;
    return tr("%1 wins %2–%3").arg(colorName(*winner)).arg(winnerDiscs).arg(loserDiscs);
}

void MainWindow::refresh()
{
    const Position& position = m_model->position();
    const bool over = m_model->isGameOver();
    m_board->setPosition(position);
    m_board->setLegalMoves(over ? 0 : m_model->legalMoves());
    m_board->setLastMove(m_model->lastMove());

    const Color toMove = m_model->sideToMove();
    updatePlayerCard(m_blackCard, m_model->blackDiscs(), !over && toMove == Color::Black);
    updatePlayerCard(m_whiteCard, m_model->whiteDiscs(), !over && toMove == Color::White);

    QStringList detail;
    QString tone;
    if (over) {
        tone = QStringLiteral("result");
        m_status->setText(resultText());
        const int empties = m_model->emptySquares();
        if (empties > 0 && m_model->winner()) {
            const int score = std::abs(m_model->finalScoreBlack());
            const int winnerTotal = (64 + score) / 2;
            detail << tr("Game over: neither side can move. By the usual rule the %n empty "
                         "square(s) go to the winner: %1–%2.",
                nullptr, empties)
                          .arg(winnerTotal)
                          .arg(64 - winnerTotal);
        } else if (empties > 0) {
            detail << tr("Game over: neither side can move.");
        } else {
            detail << tr("Game over: the board is full.");
        }
    } else if (const std::optional<Color> passer = m_model->lastPasser()) {
        tone = QStringLiteral("notice");
        m_status->setText(tr("%1 has no legal move and passes").arg(colorName(*passer)));
        detail << tr("%1 to move.").arg(colorName(toMove));
    } else {
        m_status->setText(tr("%1 to move").arg(colorName(toMove)));
    }
    if (!over) {
        // Move numbers count plies with a disc placed, as on a game sheet (passes excluded).
        const int placed = m_model->position().board.discCount() - 4;
        detail << tr("Move %1").arg(placed + 1);
    }
    m_detail->setText(detail.join(QLatin1Char('\n')));
    if (m_status->property("tone").toString() != tone) {
        m_status->setProperty("tone", tone);
        m_status->style()->unpolish(m_status);
        m_status->style()->polish(m_status);
        // Style-sheet padding is not applied to a re-polished QLabel in Qt 6.4, so the box's
        // inner space is set directly.
        m_status->setContentsMargins(tone.isEmpty() ? QMargins() : QMargins(8, 6, 8, 6));
    }

    m_undoAction->setEnabled(m_model->canUndo());
    m_redoAction->setEnabled(m_model->canRedo());
}

void MainWindow::onSquareClicked(int square)
{
    if (m_model->play(square)) {
        statusBar()->clearMessage(); // an earlier hint no longer applies
        return;
    }
    // An illegal click changes nothing; say why, briefly, in the status bar.
    const QString name = QString::fromStdString(squareName(square));
    QString hint;
    if (m_model->isGameOver())
        hint = tr("The game is over. Start a new game with Ctrl+N.");
    else if ((m_model->position().black() | m_model->position().white()) & squareBit(square))
        hint = tr("%1 is already taken").arg(name);
    else
        hint = tr("%1 is not a legal move for %2: it must flip at least one disc")
                   .arg(name, colorName(m_model->sideToMove()));
    statusBar()->showMessage(hint, StatusHintMs);
}

void MainWindow::onPassed(Color)
{
    // The panel shows the pass (refresh() reads it from the model, so it also survives undo and
    // redo); a hint about an earlier click would now be stale.
    statusBar()->clearMessage();
}

void MainWindow::onGameOver(int, int) { statusBar()->clearMessage(); }

void MainWindow::newGame()
{
    statusBar()->clearMessage();
    m_model->newGame();
}

void MainWindow::about()
{
    QMessageBox box(this);
    box.setWindowTitle(tr("About ProbCut Studio"));
    box.setIconPixmap(appIcon().pixmap(96, 96));
    box.setTextFormat(Qt::RichText);
    box.setText(tr("<h3>ProbCut Studio %1</h3>"
                   "<p>An Othello program and study board built on Multi-ProbCut search.</p>")
                    .arg(QApplication::applicationVersion().toHtmlEscaped()));
    box.setInformativeText(tr("Built with Qt %1.").arg(QString::fromLatin1(qVersion())));
    box.exec();
}

} // namespace probcut::ui
