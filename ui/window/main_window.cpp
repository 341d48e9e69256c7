#include "ui/window/main_window.h"

#include "engine/book/opening_names.h"
#include "engine/core/notation.h"
#include "engine/formats/ggf.h"
#include "engine/formats/wthor.h"
#include "engine/search/levels.h"
#include "ui/board/board_image.h"
#include "ui/board/board_panel_layout.h"
#include "ui/board/board_widget.h"
#include "ui/board/disc_painter.h"
#include "ui/dialogs/board_editor_dialog.h"
#include "ui/dialogs/help_dialog.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/dialogs/wthor_dialog.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/engine_error_text.h"
#include "ui/engine/hint_analyser.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/game/game_text.h"
#include "ui/panels/analysis/analysis_panels.h"
#include "ui/panels/book/book_panel.h"
#include "ui/panels/cut/cut_comparison_view.h"
#include "ui/panels/eval_graph/eval_graph_panel.h"
#include "ui/panels/eval_graph/mistake_model.h"
#include "ui/panels/explain/explain_panel.h"
#include "ui/panels/moves/all_moves_panel.h"
#include "ui/panels/pv/pv_panel.h"
#include "ui/window/app_icon.h"
#include "ui/window/move_list_widget.h"
#include "ui/window/settings.h"
#include "ui/window/sound_player.h"
#include "ui/window/theme.h"
#include "ui/window/translations.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QThreadPool>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <tuple>

namespace probcut::ui {

namespace {
constexpr int StatusHintMs = 4000;
constexpr int PanelMinWidth = 200;
constexpr int PanelMaxWidth = 260;
constexpr int CardDiscSize = 30;
constexpr qint64 MaxGameFileBytes = 64 * 1024 * 1024;
constexpr int ResultSoundDelayMs = 150;

QString formatClock(double seconds)
{
    const int total = int(std::ceil(std::max(0.0, seconds)));
    return QStringLiteral("%1:%2").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'));
}

QString formatScore(double score)
{
    return score > 0 ? QStringLiteral("+%1").arg(score, 0, 'f', 1)
        : score < 0  ? QStringLiteral("\u2212%1").arg(-score, 0, 'f', 1)
                     : QStringLiteral("0.0");
}
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("ProbCut Studio"));
    setWindowIcon(appIcon());
    setObjectName(QStringLiteral("mainWindow"));

    m_model = new GameModel(this);
    m_board = new BoardWidget(this);
    m_board->setObjectName(QStringLiteral("board"));
    m_engine = new EngineController(this);
    m_game = new GameController(m_model, m_engine, this);
    m_hints = new HintAnalyser(this);
    m_moveList = new MoveListWidget(m_model, this);
    m_analysis = new EngineController(this);
    m_sounds = new SoundPlayer(this);
    // The trained pattern evaluation for play and hints (the engine's simple one otherwise).
    QString evaluatorError;
    if (auto evaluator = studioEvaluator(&evaluatorError)) {
        m_engine->setEvaluator(evaluator);
        m_hints->engineController()->setEvaluator(evaluator);
        m_analysis->setEvaluator(evaluator);
        // Fitted for this evaluation; the game engine prunes with the level's confidence.
        if (auto mpc = studioMpcParams()) {
            m_engine->setMpcParams(mpc);
            m_analysis->setMpcParams(mpc);
        }
    }

    createActions();
    createMenus();

    auto* central = new QWidget(this);
    auto* layout = new BoardPanelLayout(central);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(16);
    layout->setWidgets(m_board, createSidePanel());
    setCentralWidget(central);
    setDockOptions(
        QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
    // The regression plot's samples (2.4 MB, about 35 ms to parse) load in the background, so
    // the first showing of that panel does not stall the GUI thread.
    QThreadPool::globalInstance()->start([] {
        studioMpcSamples();
        studioMpcParams();
    });
    createPanels();
    statusBar()->setSizeGripEnabled(true);
    if (!evaluatorError.isEmpty())
        statusBar()->showMessage(
            tr("Trained evaluation unavailable (%1); the engine plays with its simple evaluation.")
                .arg(evaluatorError));

    connect(m_board, &BoardWidget::squareClicked, this, &MainWindow::onSquareClicked);
    connect(m_model, &GameModel::positionChanged, this, &MainWindow::refresh);
    connect(m_model, &GameModel::undoRedoChanged, this, &MainWindow::refresh);
    connect(m_model, &GameModel::passed, this, &MainWindow::onPassed);
    connect(m_model, &GameModel::gameOver, this, &MainWindow::onGameOver);
    connect(m_model, &GameModel::positionChanged, this, &MainWindow::autosave);
    connect(m_game, &GameController::engineInfo, this, &MainWindow::onEngineInfo);
    connect(m_game, &GameController::thinkingChanged, this, &MainWindow::onThinkingChanged);
    connect(m_game, &GameController::clockChanged, this, &MainWindow::refreshClocks);
    connect(m_game, &GameController::timeLost, this, &MainWindow::refresh);
    // Sounds follow what is played (not navigation or redo): a knock for each disc placed, the
    // pass, and the result once the knock has been heard.
    connect(m_model, &GameModel::movePlayed, this, [this] {
        m_sounds->play(Sound::Disc);
        // With the flip animation on, a lighter click as the discs turn over (half-way through).
        if (const int flipMs = Settings().animationMs.get(); flipMs > 0) {
            const int ply = m_model->currentPly();
            QTimer::singleShot(flipMs / 2, this, [this, ply] {
                if (m_model->currentPly() == ply || m_model->currentPly() == ply + 1) // + a pass
                    m_sounds->play(Sound::Flip);
            });
        }
        if (m_model->isGameOver())
            QTimer::singleShot(ResultSoundDelayMs, this, [this] {
                if (m_model->isGameOver())
                    playResultSound();
            });
    });
    connect(m_model, &GameModel::passed, this, [this] { m_sounds->play(Sound::Pass); });
    connect(m_game, &GameController::timeLost, this, [this](Color who) { playResultSound(who); });
    connect(m_game, &GameController::message, this,
        [this](const QString& text) { statusBar()->showMessage(text, StatusHintMs * 2); });
    connect(m_hints, &HintAnalyser::hintsChanged, this, [this] {
        if (m_hints->position() == m_model->position())
            m_board->setHints(m_hints->hints(), m_hints->bestMove());
    });

    // Keyboard play works from the start: arrow keys and Enter, or a typed square.
    m_board->setFocus();
    setMinimumSize(560, 420);
    // A first window takes about 80 % of the screen, so the board keeps its size with a panel
    // column beside it; afterwards the saved geometry wins.
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QSize available = screen->availableSize();
        resize(std::max(560, available.width() * 4 / 5), std::max(420, available.height() * 4 / 5));
    } else {
        resize(1000, 700);
    }
    const Settings settings;
    restoreGeometry(settings.windowGeometry.get());
    restoreState(settings.windowState.get());
    applySettings();
    updateRecentMenu();
    // Two humans until a game is set up: the window is a free board (main() starts the game
    // from the saved new-game defaults).
    GameSetup free;
    free.white.kind = PlayerKind::Human;
    startGame(free);
}

MainWindow::~MainWindow()
{
    // Players and controllers go with their QObject parents; stop thinking first so no report
    // arrives half-way through the teardown.
    m_game->cancelTurn();
    m_hints->cancel();
    m_analysis->cancel();
}

QString MainWindow::colorName(Color color) { return color == Color::Black ? tr("Black") : tr("White"); }

void MainWindow::createActions()
{
    auto action = [this](const QString& text, const QString& tip) {
        auto* a = new QAction(text, this);
        a->setStatusTip(tip);
        return a;
    };
    m_newGameAction
        = action(tr("&New Game…"), tr("Choose the players, clock and start position of a new game"));
    m_newGameAction->setShortcut(QKeySequence::New);
    connect(m_newGameAction, &QAction::triggered, this, &MainWindow::newGame);

    m_openAction = action(tr("&Open…"), tr("Open a game (GGF, transcript) or a WTHOR database"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);
    m_saveAction = action(tr("&Save"), tr("Save the game"));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = action(tr("Save &As…"), tr("Save the game under a new name (GGF or transcript)"));
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);

    m_copyTranscriptAction
        = action(tr("&Copy Game as Transcript"), tr("Copy the moves up to the current one, e.g. f5d6c3"));
    m_copyTranscriptAction->setShortcut(QKeySequence::Copy);
    connect(m_copyTranscriptAction, &QAction::triggered, this, &MainWindow::copyTranscript);
    m_copyGgfAction = action(tr("Copy Game as &GGF"), tr("Copy the game as a GGF record"));
    m_copyGgfAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyGgfAction, &QAction::triggered, this, &MainWindow::copyGgf);
    m_copyBoardAction = action(
        tr("Copy &Position as Board String"), tr("Copy the position as 64 squares and the side to move"));
    m_copyBoardAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    connect(m_copyBoardAction, &QAction::triggered, this, &MainWindow::copyBoard);
    m_copyImageAction = action(tr("Copy Board as &Image"),
        tr("Copy a picture of the position (for documents and messages) to the clipboard"));
    connect(m_copyImageAction, &QAction::triggered, this, &MainWindow::copyBoardImage);
    m_saveImageAction = action(
        tr("Save Board as I&mage…"), tr("Save a picture of the position as a PNG image or an SVG drawing"));
    connect(m_saveImageAction, &QAction::triggered, this, &MainWindow::saveBoardImage);
    m_pasteAction
        = action(tr("&Paste Game or Position"), tr("Paste a transcript, board string, OBF line or GGF game"));
    m_pasteAction->setShortcut(QKeySequence::Paste);
    connect(m_pasteAction, &QAction::triggered, this, &MainWindow::paste);

    m_undoAction
        = action(tr("&Undo Move"), tr("Take back the last move (your last move and the engine's answer)"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, this, &MainWindow::undo);
    m_redoAction = action(tr("&Redo Move"), tr("Play the move that was taken back"));
    // Both common redo keys, whatever the platform's default is.
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_redoAction, &QAction::triggered, this, [this] {
        m_undoReplacement.reset();
        m_game->redo();
    });

    m_firstAction = action(tr("&First Position"), tr("Go to the start of the game"));
    m_firstAction->setShortcut(QKeySequence(Qt::Key_Home));
    connect(m_firstAction, &QAction::triggered, m_moveList, &MoveListWidget::goFirst);
    m_backAction = action(tr("&Back"), tr("Go back one move"));
    m_backAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    connect(m_backAction, &QAction::triggered, m_moveList, &MoveListWidget::goBack);
    m_forwardAction = action(tr("&Forward"), tr("Go forward one move"));
    m_forwardAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    connect(m_forwardAction, &QAction::triggered, m_moveList, &MoveListWidget::goForward);
    m_lastAction = action(tr("&Last Position"), tr("Go to the end of the line"));
    m_lastAction->setShortcut(QKeySequence(Qt::Key_End));
    connect(m_lastAction, &QAction::triggered, m_moveList, &MoveListWidget::goLast);

    m_moveNowAction
        = action(tr("&Move Now"), tr("The engine plays its best move so far (or starts playing from here)"));
    m_moveNowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(m_moveNowAction, &QAction::triggered, m_game, &GameController::moveNow);

    m_hintsAction = action(tr("Show &Hints"), tr("Show the engine's value of every legal move on the board"));
    m_hintsAction->setCheckable(true);
    m_hintsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_hintsAction, &QAction::toggled, this, &MainWindow::setHintsEnabled);

    m_editAction = action(tr("&Edit Position…"), tr("Place and remove discs, choose the side to move"));
    m_editAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_editAction, &QAction::triggered, this, &MainWindow::editPosition);

    m_previousAction = action(tr("Back to the Pre&vious Game"),
        tr("Bring back the game that the last new game, paste or open replaced"));
    m_previousAction->setEnabled(false);
    connect(m_previousAction, &QAction::triggered, this, &MainWindow::backToPrevious);

    m_settingsAction = action(tr("&Preferences…"), tr("Theme, language, board display"));
    m_settingsAction->setShortcut(QKeySequence::Preferences);
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    connect(m_settingsAction, &QAction::triggered, this, &MainWindow::showSettings);

    m_quitAction = action(tr("&Quit"), tr("Quit ProbCut Studio"));
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_guideAction = action(tr("ProbCut Studio &Guide"),
        tr("The rules, playing, the levels, analysis and how selective search is shown"));
    m_guideAction->setShortcut(QKeySequence::HelpContents);
    connect(m_guideAction, &QAction::triggered, this, [this] { showHelp(false); });
    m_shortcutsAction = action(tr("&Keyboard Shortcuts"), tr("Every key the studio answers to"));
    connect(m_shortcutsAction, &QAction::triggered, this, [this] { showHelp(true); });

    m_aboutAction = action(tr("&About ProbCut Studio"), QString());
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(m_newGameAction);
    game->addAction(m_openAction);
    m_recentMenu = game->addMenu(tr("Open &Recent"));
    game->addAction(m_saveAction);
    game->addAction(m_saveAsAction);
    game->addAction(m_saveImageAction);
    game->addSeparator();
    game->addAction(m_copyTranscriptAction);
    game->addAction(m_copyGgfAction);
    game->addAction(m_copyBoardAction);
    game->addAction(m_copyImageAction);
    game->addAction(m_pasteAction);
    game->addAction(m_previousAction);
    game->addSeparator();
    game->addAction(m_settingsAction);
    game->addSeparator();
    game->addAction(m_quitAction);

    QMenu* moves = menuBar()->addMenu(tr("&Moves"));
    moves->setObjectName(QStringLiteral("movesMenu")); // the analysis panels add to it
    moves->addAction(m_undoAction);
    moves->addAction(m_redoAction);
    moves->addSeparator();
    moves->addAction(m_firstAction);
    moves->addAction(m_backAction);
    moves->addAction(m_forwardAction);
    moves->addAction(m_lastAction);
    moves->addSeparator();
    moves->addAction(m_moveNowAction);
    moves->addAction(m_hintsAction);

    QMenu* position = menuBar()->addMenu(tr("&Position"));
    position->addAction(m_editAction);
    QMenu* transform = position->addMenu(tr("&Transform Game"));
    for (const auto& [symmetry, text] : GameText::symmetryLabels()) {
        QAction* a = transform->addAction(text);
        const Symmetry s = symmetry;
        connect(a, &QAction::triggered, this, [this, s] { transformGame(s); });
    }

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_panelsMenu = view->addMenu(tr("&Panels"));
    QMenu* layouts = view->addMenu(tr("&Layouts"));
    const std::tuple<Layout, QString, QString, int> presets[] = {
        {Layout::Play, QStringLiteral("layoutPlay"), tr("&Play: the board alone"), Qt::Key_1},
        {Layout::Analyse, QStringLiteral("layoutAnalyse"),
            tr("&Analyse: variation, all moves, book and graph"), Qt::Key_2},
        {Layout::StudyProbCut, QStringLiteral("layoutStudyProbCut"),
            tr("Study &ProbCut: the cut picture beside the regression plot"), Qt::Key_3},
    };
    for (const auto& [layout, name, text, key] : presets) {
        QAction* a = layouts->addAction(text);
        a->setObjectName(name);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | key));
        const Layout chosen = layout;
        connect(a, &QAction::triggered, this, [this, chosen] { applyLayout(chosen); });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_guideAction);
    help->addAction(m_shortcutsAction);
    help->addSeparator();
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
    card.kind = new QLabel(card.frame);
    card.kind->setObjectName(
        color == Color::Black ? QStringLiteral("blackKind") : QStringLiteral("whiteKind"));
    QFont small = card.kind->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    card.kind->setFont(small);
    // "Engine · Maximum", a translated level or a player's name from a file can be wider than
    // the card: it wraps rather than being cut off.
    card.kind->setWordWrap(true);
    names->addWidget(card.kind);
    card.toMove = new QLabel(tr("to move"), card.frame);
    card.toMove->setFont(small);
    // Keep the card's height when the label is hidden.
    QSizePolicy keep = card.toMove->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    card.toMove->setSizePolicy(keep);
    names->addWidget(card.toMove);
    layout->addLayout(names, 1);

    auto* right = new QVBoxLayout;
    right->setSpacing(0);
    card.count = new QLabel(card.frame);
    card.count->setObjectName(
        color == Color::Black ? QStringLiteral("blackCount") : QStringLiteral("whiteCount"));
    QFont countFont = card.count->font();
    countFont.setPointSizeF(countFont.pointSizeF() * 1.8);
    countFont.setBold(true);
    card.count->setFont(countFont);
    card.count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    card.count->setMinimumWidth(card.count->fontMetrics().horizontalAdvance(QStringLiteral("64")));
    card.count->setAccessibleName(tr("%1 discs").arg(colorName(color)));
    right->addWidget(card.count);
    card.clock = new QLabel(card.frame);
    card.clock->setObjectName(
        color == Color::Black ? QStringLiteral("blackClock") : QStringLiteral("whiteClock"));
    card.clock->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont clockFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    clockFont.setPointSizeF(countFont.pointSizeF() * 0.6);
    card.clock->setFont(clockFont);
    right->addWidget(card.clock);
    layout->addLayout(right);
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
        // their own text colour so they read the same under every theme.
        "QLabel#statusText[tone=\"notice\"] { background: #fff1cc; color: #4a3400;"
        " border: 1px solid #e2b448; border-radius: 6px; }"
        "QLabel#statusText[tone=\"result\"] { background: #dff0e3; color: #123d22;"
        " border: 1px solid #5fa874; border-radius: 6px; }"));

    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);

    m_blackCard = createPlayerCard(Color::Black, panel);
    m_whiteCard = createPlayerCard(Color::White, panel);
    layout->addWidget(m_blackCard.frame);
    layout->addWidget(m_whiteCard.frame);
    layout->addSpacing(4);

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

    // Wrapped, never elided: the longest names ("Rotating Flat (Kling Continuation)") take two
    // lines at the panel's narrowest.
    m_opening = new QLabel(panel);
    m_opening->setObjectName(QStringLiteral("openingText"));
    m_opening->setWordWrap(true);
    m_opening->setTextFormat(Qt::RichText);
    layout->addWidget(m_opening);

    m_engineLabel = new QLabel(panel);
    m_engineLabel->setObjectName(QStringLiteral("engineText"));
    m_engineLabel->setWordWrap(true);
    m_engineLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_engineLabel);

    layout->addWidget(m_moveList, 1);

    // Two buttons a row: at the panel's width three side by side cut their labels short.
    auto* buttons = new QGridLayout;
    buttons->setSpacing(4);
    auto toolButton = [panel](QAction* a) {
        auto* button = new QToolButton(panel);
        button->setDefaultAction(a);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        return button;
    };
    buttons->addWidget(toolButton(m_undoAction), 0, 0);
    buttons->addWidget(toolButton(m_redoAction), 0, 1);
    buttons->addWidget(toolButton(m_moveNowAction), 1, 0);
    buttons->addWidget(toolButton(m_hintsAction), 1, 1);
    auto* newGameButton = new QPushButton(tr("New Game"), panel);
    newGameButton->setObjectName(QStringLiteral("newGameButton"));
    connect(newGameButton, &QPushButton::clicked, m_newGameAction, &QAction::trigger);
    buttons->addWidget(newGameButton, 2, 0, 1, 2);
    layout->addLayout(buttons);
    return panel;
}

QString MainWindow::playerName(Color color) const
{
    const QString& fileName = color == Color::Black ? m_blackName : m_whiteName;
    if (!fileName.isEmpty())
        return fileName;
    const PlayerSetup& p = m_game->setup().player(color);
    if (p.kind == PlayerKind::Human)
        return tr("Human");
    return tr("Engine · %1").arg(NewGameDialog::levelName(p.level));
}

void MainWindow::updatePlayerCard(PlayerCard& card, Color color, int discs, bool active)
{
    card.count->setText(QString::number(discs));
    card.toMove->setVisible(active);
    card.kind->setText(playerName(color));
    if (card.frame->property("active").toBool() != active) {
        card.frame->setProperty("active", active);
        card.frame->style()->unpolish(card.frame);
        card.frame->style()->polish(card.frame);
    }
}

void MainWindow::refreshClocks()
{
    const bool clock = m_game->hasClock();
    m_blackCard.clock->setVisible(clock);
    m_whiteCard.clock->setVisible(clock);
    if (clock) {
        m_blackCard.clock->setText(formatClock(m_game->clockSeconds(Color::Black)));
        m_whiteCard.clock->setText(formatClock(m_game->clockSeconds(Color::White)));
    }
}

QString MainWindow::statusText() const { return m_status->text(); }
QString MainWindow::openingText() const { return m_opening->isHidden() ? QString() : m_opening->text(); }

void MainWindow::refreshOpening()
{
    std::vector<Position> path;
    path.reserve(std::size_t(m_model->currentPly()) + 1);
    for (int ply = 0; ply <= m_model->currentPly(); ++ply)
        path.push_back(m_model->positionAt(ply));
    const std::optional<OpeningMatch> match = lastNamedOpening(path);
    m_opening->setVisible(match.has_value());
    if (!match) {
        m_opening->clear();
        m_opening->setToolTip(QString());
        return;
    }
    const QString name
        = QString::fromUtf8(match->opening->name.data(), qsizetype(match->opening->name.size()));
    m_opening->setText(tr("Opening: <b>%1</b>").arg(name.toHtmlEscaped()));
    QStringList squares;
    for (const Square sq : match->movesOnBoard())
        squares << QString::fromStdString(squareName(sq));
    // Move numbers count discs placed, as on a game sheet.
    const int reachedAt = path[std::size_t(match->index)].board.discCount() - 4;
    QString tip = tr("The named opening this game follows: %1 (%2), reached at move %3.")
                      .arg(name, squares.join(QLatin1Char(' ')))
                      .arg(reachedAt);
    if (match->index + 1 < int(path.size()))
        tip += QLatin1Char('\n')
            + tr("The game has left the named lines since; it keeps the name of the last one it followed.");
    m_opening->setToolTip(tip);
}
QString MainWindow::engineText() const { return m_engineLabel->text(); }

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
    const bool acceptsClicks = !over && !m_game->flagged() && !m_game->isEngineThinking();
    m_board->setLegalMoves(acceptsClicks ? m_model->legalMoves() : 0);
    m_board->setLastMove(m_model->lastMove());

    const Color toMove = m_model->sideToMove();
    updatePlayerCard(m_blackCard, Color::Black, m_model->blackDiscs(), !over && toMove == Color::Black);
    updatePlayerCard(m_whiteCard, Color::White, m_model->whiteDiscs(), !over && toMove == Color::White);
    refreshClocks();

    QStringList detail;
    QString tone;
    if (const std::optional<Color> flagged = m_game->flagged()) {
        tone = QStringLiteral("result");
        m_status->setText(tr("%1 lost on time").arg(colorName(*flagged)));
        detail << tr("%1 wins.").arg(colorName(opposite(*flagged)));
    } else if (over) {
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
    if (!over && !m_game->flagged()) {
        // Move numbers count plies with a disc placed, as on a game sheet (passes excluded).
        const int placed = m_model->position().board.discCount() - 4;
        detail << tr("Move %1").arg(placed + 1);
        if (m_hintsAction->isChecked())
            detail << tr("Hints: discs %1.").arg(PointOfView::label(toMove, m_pointOfView));
        if (m_game->isEngine(toMove) && !m_game->isEngineThinking() && m_model->canRedo())
            detail << tr("The engine waits while you look through the game: Move Now (Ctrl+M) makes it play "
                         "from here.");
    }
    m_detail->setText(detail.join(QLatin1Char('\n')));
    refreshOpening();
    if (m_status->property("tone").toString() != tone) {
        m_status->setProperty("tone", tone);
        m_status->style()->unpolish(m_status);
        m_status->style()->polish(m_status);
        // Style-sheet padding is not applied to a re-polished QLabel in Qt 6.4, so the box's
        // inner space is set directly.
        m_status->setContentsMargins(tone.isEmpty() ? QMargins() : QMargins(8, 6, 8, 6));
    }

    updateUndoAction();
    m_redoAction->setEnabled(m_model->canRedo());
    m_firstAction->setEnabled(m_model->currentPly() > 0);
    m_backAction->setEnabled(m_model->canUndo());
    m_forwardAction->setEnabled(m_model->canRedo());
    m_lastAction->setEnabled(m_model->canRedo());
    m_moveNowAction->setEnabled(!over && m_game->isEngine(toMove) && !m_game->flagged());
    if (!m_game->isEngineThinking()) {
        // The engine's last report stays up only while it describes the game on the board: just
        // after its move (or the pass that followed). After an undo or navigation it is stale.
        const int ply = m_model->currentPly();
        const bool current = (ply >= 1 && m_model->positionAt(ply - 1) == m_thinkingPosition)
            || (ply >= 2 && m_model->positionAt(ply - 2) == m_thinkingPosition);
        m_engineLabel->setText(current ? m_lastThinking : QString());
    }
    updateHints();
}

void MainWindow::onEngineInfo(const SearchInfo& info)
{
    QString pv;
    for (std::size_t i = 0; i < info.pv.size() && i < 8; ++i)
        pv += (i ? QStringLiteral(" ") : QString())
            + (info.pv[i] == PassMove ? tr("pass") : QString::fromStdString(squareName(info.pv[i])));
    // A selective result (a Multi-ProbCut iteration, or an ENDCUT or solver pass that is only
    // probable) names its confidence, so "+6 (depth 24)" from a 95 % pass never reads as final.
    const bool selective = info.selectivity < 100;
    const QString depth = info.solved && !selective ? tr("exact")
        : selective ? tr("depth %1, %2 % confidence").arg(info.depth).arg(info.selectivity, 0, 'f', 0)
                    : tr("depth %1").arg(info.depth);
    const double nodes = double(info.nodes);
    const QString count = nodes >= 1e6 ? tr("%1 M nodes").arg(nodes / 1e6, 0, 'f', 1)
        : nodes >= 1e4                 ? tr("%1 k nodes").arg(nodes / 1e3, 0, 'f', 0)
                                       : tr("%1 nodes").arg(info.nodes);
    // The score comes for the engine's colour and is shown from the point of view, which the
    // text names so its sign is unambiguous.
    const Color engineColor = m_engine->searchedPosition().sideToMove;
    const QString who = colorName(engineColor);
    m_thinkingPosition = m_engine->searchedPosition();
    const Color shownFor = PointOfView::shownFor(engineColor, m_pointOfView);
    // Inside an iteration the score is a bound (the best move so far is at least this good); a
    // lower bound for one side is an upper bound for the other.
    const Bound bound = shownFor == engineColor ? info.bound
        : info.bound == Bound::Lower            ? Bound::Upper
        : info.bound == Bound::Upper            ? Bound::Lower
                                                : Bound::Exact;
    const QString boundText = bound == Bound::Lower ? QStringLiteral("\u2265 ")
        : bound == Bound::Upper                     ? QStringLiteral("\u2264 ")
                                                    : QString();
    const double score = PointOfView::fromMover(info.score, engineColor, m_pointOfView);
    m_lastThinking = tr("%1 (engine): %2 for %3 (%4), %5\n%6")
                         .arg(who, boundText + formatScore(score), colorName(shownFor), depth, count, pv);
    m_engineLabel->setText(tr("Thinking… ") + m_lastThinking);
}

void MainWindow::onThinkingChanged(bool thinking)
{
    if (thinking) {
        m_lastThinking.clear();
        m_engineLabel->setText(tr("Thinking…"));
    }
    refresh();
}

void MainWindow::setHintsEnabled(bool enabled)
{
    if (m_hintsAction->isChecked() != enabled) {
        m_hintsAction->setChecked(enabled); // comes back here through toggled()
        return;
    }
    refresh(); // the panel's line naming the hints' point of view, and the hints
}

void MainWindow::updateHints()
{
    const bool want = m_hintsAction->isChecked() && !m_model->isGameOver() && !m_game->isEngineThinking()
        && !m_game->flagged();
    if (!want) {
        m_hints->cancel();
        m_board->clearHints();
        return;
    }
    if (m_hints->position() == m_model->position()
        && (m_hints->isRunning() || m_hints->bestMove() != NoSquare)) {
        m_board->setHints(m_hints->hints(), m_hints->bestMove());
        return;
    }
    m_board->clearHints();
    const Level& level = Levels[std::size_t(Settings().hintLevel.get())];
    m_hints->analyse(m_model->position(), std::min(level.depth, 20), level.solveEmpties);
}

void MainWindow::onSquareClicked(int square)
{
    QString why;
    if (m_game->humanPlay(square, &why)) {
        statusBar()->clearMessage(); // an earlier hint no longer applies
        // A move of yours: Undo takes moves back from now on, no longer the replacement.
        m_undoReplacement.reset();
        updateUndoAction();
        return;
    }
    m_sounds->play(Sound::Illegal);
    if (!why.isEmpty()) {
        statusBar()->showMessage(why, StatusHintMs);
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

void MainWindow::playResultSound(std::optional<Color> flagged)
{
    const std::optional<Color> winner = flagged ? std::optional(opposite(*flagged)) : m_model->winner();
    if (!winner) {
        m_sounds->play(Sound::Draw);
        return;
    }
    const bool blackHuman = !m_game->isEngine(Color::Black);
    const bool whiteHuman = !m_game->isEngine(Color::White);
    if (blackHuman != whiteHuman) {
        const Color human = blackHuman ? Color::Black : Color::White;
        m_sounds->play(*winner == human ? Sound::Win : Sound::Loss);
        return;
    }
    m_sounds->play(Sound::Win);
}

void MainWindow::rememberPrevious()
{
    // Replacing a game (new game, paste, open) never loses the old one: it can be brought back.
    if (m_model->lineLength() == 0 && m_model->startPosition() == Position::initial())
        return;
    m_previous = snapshot();
    m_previousAction->setEnabled(true);
}

void MainWindow::backToPrevious()
{
    if (!m_previous)
        return;
    const Snapshot replaced = snapshot();
    const Snapshot previous = *m_previous;
    m_previous = replaced;
    restore(previous);
    updateUndoAction();
    statusBar()->showMessage(
        tr("Back to the previous game; the one you left can be brought back the same way."),
        StatusHintMs * 2);
}

void MainWindow::noteReplacement(Replacement kind, const Snapshot& before)
{
    m_undoReplacement = UndoReplacement{kind, before};
    updateUndoAction();
}

void MainWindow::updateUndoAction()
{
    if (!m_undoReplacement) {
        m_undoAction->setText(tr("&Undo Move"));
        m_undoAction->setStatusTip(tr("Take back the last move (your last move and the engine's answer)"));
        m_undoAction->setEnabled(m_model->canUndo());
        return;
    }
    switch (m_undoReplacement->kind) {
    case Replacement::NewGame: m_undoAction->setText(tr("&Undo New Game")); break;
    case Replacement::Paste: m_undoAction->setText(tr("&Undo Paste")); break;
    case Replacement::Open: m_undoAction->setText(tr("&Undo Open")); break;
    case Replacement::Edit: m_undoAction->setText(tr("&Undo Position Edit")); break;
    }
    m_undoAction->setStatusTip(tr("Bring back the game that was replaced, with its players and clock"));
    m_undoAction->setEnabled(true);
}

void MainWindow::undo()
{
    if (m_undoReplacement) {
        undoReplacement();
        return;
    }
    m_game->undo();
}

void MainWindow::undoReplacement()
{
    const UndoReplacement undone = *m_undoReplacement;
    const Snapshot replacing = snapshot();
    restore(undone.before);
    // Back to the Previous Game now returns to the game the undo took away.
    m_previous = replacing;
    m_previousAction->setEnabled(true);
    const QString players = playerName(Color::Black);
    QString text;
    switch (undone.kind) {
    case Replacement::NewGame:
        text = tr("Undone: the game before New Game is back, with its players (Black: %1, White: %2).");
        break;
    case Replacement::Paste:
        text = tr("Undone: the game before the paste is back, with its players (Black: %1, White: %2).");
        break;
    case Replacement::Open:
        text = tr(
            "Undone: the game before opening the file is back, with its players (Black: %1, White: %2).");
        break;
    case Replacement::Edit:
        text = tr("Undone: the game before the position edit is back, with its players (Black: %1, White: "
                  "%2).");
        break;
    }
    statusBar()->showMessage(text.arg(players, playerName(Color::White)) + QLatin1Char(' ')
            + tr("Game > Back to the Previous Game returns to the one you left."),
        StatusHintMs * 4);
}

QString MainWindow::replacementMessage(const QString& what, const GameSetup& before) const
{
    QStringList parts{what};
    const GameSetup& now = m_game->setup();
    const bool blackChanged = before.black.kind != now.black.kind;
    const bool whiteChanged = before.white.kind != now.white.kind;
    // Paste, open and edit hand both colours to you: say so, and who played before.
    if ((blackChanged || whiteChanged) && now.black.kind == PlayerKind::Human
        && now.white.kind == PlayerKind::Human) {
        if (blackChanged && whiteChanged)
            parts << tr("Black and White are now both played by you (both were the engine).");
        else
            parts << tr("Black and White are now both played by you (%1 was the engine).")
                         .arg(colorName(blackChanged ? Color::Black : Color::White));
    }
    if (before.clock && !now.clock)
        parts << tr("The clock is off.");
    parts << tr("Undo (%1) brings back the previous game.")
                 .arg(m_undoAction->shortcut().toString(QKeySequence::NativeText));
    return parts.join(QLatin1Char(' '));
}

void MainWindow::startGame(const GameSetup& setup)
{
    rememberPrevious();
    m_undoReplacement.reset();
    statusBar()->clearMessage();
    m_blackName.clear();
    m_whiteName.clear();
    m_lastThinking.clear();
    m_filePath.clear();
    m_game->cancelTurn();
    emit aboutToReplaceGame();
    m_game->start(setup);
    refresh();
}

void MainWindow::startDefaultGame()
{
    NewGameDialog dialog(m_model->position(), this);
    GameSetup setup = dialog.setup();
    if (setup.startKind == StartKind::CurrentPosition)
        setup.start = Position::initial();
    startGame(setup);
}

void MainWindow::newGame()
{
    NewGameDialog dialog(m_model->position(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.saveDefaults();
    const Snapshot before = snapshot();
    startGame(dialog.setup());
    noteReplacement(Replacement::NewGame, before);
    statusBar()->showMessage(tr("New game. Undo (%1) brings back the previous game, with its players.")
                                 .arg(m_undoAction->shortcut().toString(QKeySequence::NativeText)),
        StatusHintMs * 2);
}

// ---- clipboard and files ----

void MainWindow::copyTranscript()
{
    QApplication::clipboard()->setText(GameText::transcript(m_model->moves()));
    statusBar()->showMessage(tr("Copied the game as a transcript"), StatusHintMs);
}

void MainWindow::copyGgf()
{
    QApplication::clipboard()->setText(GameText::ggf(
        m_model->startPosition(), m_model->moves(), playerName(Color::Black), playerName(Color::White)));
    statusBar()->showMessage(tr("Copied the game as GGF"), StatusHintMs);
}

void MainWindow::copyBoard()
{
    QApplication::clipboard()->setText(GameText::boardString(m_model->position()));
    statusBar()->showMessage(tr("Copied the position as a board string"), StatusHintMs);
}

namespace {

constexpr int BoardImageSize = 800; // pixels: sharp in print at about 7 cm, light in a message

} // namespace

BoardPicture MainWindow::boardPicture() const
{
    return {m_model->position(), m_model->lastMove(), boardTheme(ThemeKind(Settings().theme.get())),
        Settings().showCoordinates.get()};
}

void MainWindow::copyBoardImage()
{
    QApplication::clipboard()->setImage(boardImage(boardPicture(), BoardImageSize));
    statusBar()->showMessage(tr("Copied a picture of the position"), StatusHintMs);
}

// The save dialog of both save paths: it opens in the last folder and remembers the chosen one,
// and a name without an extension gets the selected filter's (`second` when that filter names
// it, else `first`). Empty when cancelled.
QString MainWindow::askSavePath(
    const QString& title, const QString& filters, const QString& first, const QString& second)
{
    const Settings settings;
    QString selected;
    QString path
        = QFileDialog::getSaveFileName(this, title, settings.lastDirectory.get(), filters, &selected);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + (selected.contains(QStringLiteral("*.") + second) ? second : first);
    settings.lastDirectory.set(QFileInfo(path).absolutePath());
    return path;
}

void MainWindow::saveBoardImage()
{
    const QString path = askSavePath(tr("Save Board as Image"), tr("PNG image (*.png);;SVG drawing (*.svg)"),
        QStringLiteral("png"), QStringLiteral("svg"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveBoardImageTo(path, &error))
        showError(tr("Cannot save %1").arg(QFileInfo(path).fileName()), error);
}

bool MainWindow::saveBoardImageTo(const QString& path, QString* error)
{
    const BoardPicture picture = boardPicture();
    QByteArray bytes;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) {
        bytes = boardSvg(picture, BoardImageSize, GameText::boardString(picture.position));
    } else if (suffix == QLatin1String("png")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        boardImage(picture, BoardImageSize).save(&buffer, "PNG");
    } else {
        *error = tr("Pictures are saved as PNG (.png) or SVG (.svg), not as .%1.").arg(suffix);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    statusBar()->showMessage(
        tr("Saved a picture of the position to %1").arg(QDir::toNativeSeparators(path)), StatusHintMs);
    return true;
}

void MainWindow::paste()
{
    QString error;
    if (!pasteText(QApplication::clipboard()->text(), &error))
        showError(tr("Cannot paste"), error);
}

void MainWindow::loadPasted(const PastedGame& game)
{
    m_game->cancelTurn();
    // Keep the players; the loaded game is shown at its end and the engine waits for Move Now
    // if it would be on turn there.
    if (game.tree ? !m_model->loadTree(game.start, *game.tree) : !m_model->loadGame(game.start, game.moves))
        return;
    m_blackName = game.blackName;
    m_whiteName = game.whiteName;
    m_lastThinking.clear();
    refresh();
}

bool MainWindow::pasteText(const QString& text, QString* error)
{
    QString message;
    const std::optional<PastedGame> game = GameText::parse(text, &message);
    if (!game) {
        if (error)
            *error = message;
        return false;
    }
    // Engines stop playing on a pasted game: it is set up for both sides to be human, so the
    // position can be studied or continued by hand (New Game offers it as a start).
    const Snapshot before = snapshot();
    GameSetup setup = m_game->setup();
    setup.black.kind = setup.white.kind = PlayerKind::Human;
    setup.clock = false;
    rememberPrevious();
    m_game->cancelTurn();
    emit aboutToReplaceGame();
    m_game->start(setup);
    loadPasted(*game);
    noteReplacement(Replacement::Paste, before);
    statusBar()->showMessage(
        replacementMessage(tr("Pasted a %1.").arg(GameText::formatName(game->format)), before.setup),
        StatusHintMs * 4);
    return true;
}

bool MainWindow::openFile(const QString& path, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        else
            showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()), message);
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    if (file.size() > MaxGameFileBytes)
        return fail(tr("%1 is too large (%2 MB) to be a game file.")
                        .arg(QDir::toNativeSeparators(path))
                        .arg(file.size() >> 20));
    const QByteArray bytes = file.readAll();
    const QString suffix = QFileInfo(path).suffix().toLower();
    Settings().addRecentFile(QFileInfo(path).absoluteFilePath());
    updateRecentMenu();
    if (suffix == QLatin1String("wtb")) {
        if (error) {
            auto games = parseWthorGames(std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                                             std::size_t(bytes.size())),
                {}); // no source name: the message names the file itself, translated
            if (!games)
                return fail(
                    tr("%1: %2").arg(QFileInfo(path).fileName(), EngineErrorText::describe(games.error())));
            return true;
        }
        openWthor(path, bytes);
        return true;
    }
    const QString text = QString::fromUtf8(bytes);
    QString message;
    std::optional<PastedGame> game = GameText::parse(text, &message);
    if (!game)
        return fail(tr("%1: %2").arg(QFileInfo(path).fileName(), message));
    const Snapshot before = snapshot();
    GameSetup setup = m_game->setup();
    setup.black.kind = setup.white.kind = PlayerKind::Human;
    setup.clock = false;
    rememberPrevious();
    m_game->cancelTurn();
    emit aboutToReplaceGame();
    m_game->start(setup);
    loadPasted(*game);
    m_filePath = path;
    noteReplacement(Replacement::Open, before);
    statusBar()->showMessage(
        replacementMessage(tr("Opened %1.").arg(QFileInfo(path).fileName()), before.setup), StatusHintMs * 4);
    return true;
}

void MainWindow::openWthor(const QString& path, const QByteArray& bytes)
{
    auto games = parseWthorGames(
        std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())), {});
    if (!games) { // the title names the file
        showError(
            tr("Cannot open %1").arg(QFileInfo(path).fileName()), EngineErrorText::describe(games.error()));
        return;
    }
    // Player and tournament names live in WTHOR.JOU / WTHOR.TRN beside the game file, if any.
    auto readNames = [&](const QString& name, WthorNameKind kind) {
        std::vector<std::string> names;
        const QDir dir = QFileInfo(path).dir();
        for (const QString& candidate : dir.entryList(QDir::Files))
            if (candidate.compare(name, Qt::CaseInsensitive) == 0) {
                QFile f(dir.filePath(candidate));
                if (f.open(QIODevice::ReadOnly)) {
                    const QByteArray b = f.readAll();
                    auto parsed
                        = parseWthorNames(std::span(reinterpret_cast<const std::uint8_t*>(b.constData()),
                                              std::size_t(b.size())),
                            kind);
                    if (parsed)
                        names = *parsed;
                }
            }
        return names;
    };
    const std::vector<std::string> players = readNames(QStringLiteral("WTHOR.JOU"), WthorNameKind::Players);
    const std::vector<std::string> tournaments
        = readNames(QStringLiteral("WTHOR.TRN"), WthorNameKind::Tournaments);
    WthorDialog dialog(*games, players, tournaments, QFileInfo(path).fileName(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedGame() < 0)
        return;
    const WthorGame& game = games->games[std::size_t(dialog.selectedGame())];
    PastedGame pasted{TextFormat::Transcript, Position::initial(), game.moves,
        QString::fromStdString(wthorName(players, game.black)),
        QString::fromStdString(wthorName(players, game.white)), {}};
    const Snapshot before = snapshot();
    GameSetup setup = m_game->setup();
    setup.black.kind = setup.white.kind = PlayerKind::Human;
    setup.clock = false;
    rememberPrevious();
    m_game->cancelTurn();
    emit aboutToReplaceGame();
    m_game->start(setup);
    loadPasted(pasted);
    m_filePath.clear(); // a game from a database is saved elsewhere
    noteReplacement(Replacement::Open, before);
    statusBar()->showMessage(
        replacementMessage(tr("Opened a game from %1.").arg(QFileInfo(path).fileName()), before.setup),
        StatusHintMs * 4);
}

void MainWindow::openDialog()
{
    const Settings settings;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"), settings.lastDirectory.get(),
        tr("Othello games (*.ggf *.txt *.wtb);;GGF games (*.ggf);;Transcripts (*.txt);;WTHOR databases "
           "(*.wtb);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.lastDirectory.set(QFileInfo(path).absolutePath());
    openFile(path);
}

bool MainWindow::saveFile(const QString& path, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        else
            showError(tr("Cannot save %1").arg(QFileInfo(path).fileName()), message);
        return false;
    };
    const bool transcript = QFileInfo(path).suffix().toLower() == QLatin1String("txt");
    QString text;
    if (transcript) {
        if (m_model->startPosition() != Position::initial())
            return fail(tr("A transcript can only record a game from the initial position; save this game as "
                           "GGF (.ggf) instead."));
        // A transcript has room for one line only: side lines would be lost without a word.
        if (!error && m_model->tree().hasSideLines()
            && QMessageBox::question(this, tr("Save as Transcript"),
                   tr("A transcript holds only the main line: the side lines of this game will not be "
                      "saved in it. Save it anyway? (A GGF file keeps them.)"),
                   QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel)
                != QMessageBox::Save)
            return false;
        text = GameText::transcript(m_model->line()) + QLatin1Char('\n');
    } else {
        const VariationTree tree = m_model->tree();
        text = GameText::ggf(m_model->startPosition(), m_model->line(), playerName(Color::Black),
                   playerName(Color::White), &tree)
            + QLatin1Char('\n');
    }
    // QSaveFile writes a temporary file and renames it over the target on commit, so a crash or
    // a full disk never leaves a half-written game behind.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit())
        return fail(tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    m_filePath = path;
    Settings().addRecentFile(QFileInfo(path).absoluteFilePath());
    updateRecentMenu();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), StatusHintMs);
    return true;
}

void MainWindow::save()
{
    if (m_filePath.isEmpty() || QFileInfo(m_filePath).suffix().toLower() == QLatin1String("wtb"))
        saveAs();
    else
        saveFile(m_filePath);
}

void MainWindow::saveAs()
{
    const QString path = askSavePath(tr("Save Game"), tr("GGF game (*.ggf);;Transcript (*.txt)"),
        QStringLiteral("ggf"), QStringLiteral("txt"));
    if (!path.isEmpty())
        saveFile(path);
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = Settings().recentFiles.get();
    for (const QString& path : files) {
        QAction* a = m_recentMenu->addAction(QFileInfo(path).fileName());
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (files.isEmpty()) {
        QAction* none = m_recentMenu->addAction(tr("No recent files"));
        none->setEnabled(false);
    } else {
        m_recentMenu->addSeparator();
        connect(m_recentMenu->addAction(tr("Clear Recent Files")), &QAction::triggered, this, [this] {
            Settings().recentFiles.set({});
            updateRecentMenu();
        });
    }
}

// ---- autosave ----

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave.ggf");
}

void MainWindow::autosave()
{
    if (m_closing || !m_autosaveArmed)
        return;
    // Only games with moves are worth restoring.
    if (m_model->lineLength() == 0 && m_model->startPosition() == Position::initial()) {
        QFile::remove(autosavePath());
        return;
    }
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QSaveFile file(autosavePath());
    const VariationTree tree = m_model->tree();
    const QString text = GameText::ggf(
        m_model->startPosition(), m_model->line(), playerName(Color::Black), playerName(Color::White), &tree);
    if (file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) >= 0)
        file.commit();
}

bool MainWindow::offerRestore()
{
    m_autosaveArmed = true;
    QFile file(autosavePath());
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return false;
    const QString text = QString::fromUtf8(file.readAll());
    file.close();
    QString error;
    const std::optional<PastedGame> game = GameText::parse(text, &error);
    if (!game) {
        QFile::remove(autosavePath());
        return false;
    }
    const auto answer = QMessageBox::question(this, tr("Restore Game"),
        tr("ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n "
           "move(s))? You will play both colours, without a clock.",
            nullptr, int(game->moves.size())),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes) {
        GameSetup setup = m_game->setup();
        setup.black.kind = setup.white.kind = PlayerKind::Human;
        setup.clock = false;
        m_game->start(setup);
        loadPasted(*game);
        autosave();
        // The autosave keeps the moves, not who played them: say who plays now.
        statusBar()->showMessage(tr("Restored the game that was in progress. Black and White are both played "
                                    "by you and the clock is off; New Game (%1) sets up an engine game.")
                                     .arg(m_newGameAction->shortcut().toString(QKeySequence::NativeText)),
            StatusHintMs * 4);
        return true;
    }
    QFile::remove(autosavePath());
    return false;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_closing = true;
    m_game->cancelTurn();
    m_hints->cancel();
    const Settings settings;
    settings.windowGeometry.set(saveGeometry());
    settings.windowState.set(saveState());
    // A clean exit: nothing to restore next time.
    if (m_ownsAutosave)
        QFile::remove(autosavePath());
    event->accept();
}

// ---- position editing ----

void MainWindow::editPosition()
{
    BoardEditorDialog dialog(m_model->position(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Snapshot before = snapshot();
    GameSetup setup = m_game->setup();
    setup.black.kind = setup.white.kind = PlayerKind::Human;
    setup.clock = false;
    setup.start = dialog.position();
    setup.opening.clear();
    setup.startKind = StartKind::CurrentPosition;
    startGame(setup);
    noteReplacement(Replacement::Edit, before);
    statusBar()->showMessage(
        replacementMessage(tr("Edited position set up; New Game can start an engine game "
                              "from it."),
            before.setup),
        StatusHintMs * 4);
}

void MainWindow::transformGame(Symmetry symmetry)
{
    m_game->cancelTurn();
    m_undoReplacement.reset();
    const Position start = m_model->startPosition().transformed(symmetry);
    // The whole tree turns with the board, side lines included.
    VariationTree tree = m_model->tree();
    auto turn = [symmetry](auto& self, VariationTree& node) -> void {
        if (node.move != NoSquare && node.move != PassMove)
            node.move = transform(node.move, symmetry);
        for (VariationTree& child : node.children)
            self(self, child);
    };
    turn(turn, tree);
    const int cursor = m_model->currentPly();
    m_model->loadTree(start, tree, cursor);
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString oldLanguage = Settings().language.get();
    dialog.save();
    applySettings();
    const QString language = Settings().language.get();
    if (language != oldLanguage)
        emit languageChangeRequested(language);
}

void MainWindow::replaceOnLanguageChange(MainWindow* window)
{
    connect(window, &MainWindow::languageChangeRequested, window, [window](const QString& language) {
        installTranslations(language);
        const Snapshot state = window->snapshot();
        auto* replacement = new MainWindow;
        replacement->setAttribute(Qt::WA_DeleteOnClose);
        replacement->restoreGeometry(window->saveGeometry());
        replacement->restore(state);
        replacement->show();
        replaceOnLanguageChange(replacement);
        window->disownAutosave();
        window->close();
    });
}

MainWindow::Snapshot MainWindow::snapshot() const
{
    Snapshot s;
    s.setup = m_game->setup();
    s.setup.start = m_model->startPosition();
    s.setup.opening.clear();
    s.line = m_model->line();
    s.tree = m_model->tree();
    s.cursor = m_model->currentPly();
    s.blackName = m_blackName;
    s.whiteName = m_whiteName;
    s.filePath = m_filePath;
    s.hints = m_hintsAction->isChecked();
    return s;
}

void MainWindow::restore(const Snapshot& s)
{
    // The clock starts afresh: a restored clock game would otherwise charge the rebuild time.
    GameSetup setup = s.setup;
    m_undoReplacement.reset();
    m_game->cancelTurn();
    emit aboutToReplaceGame();
    m_game->start(setup);
    m_game->cancelTurn();
    // Snapshots taken before the tree was recorded (none yet) fall back to the line.
    if (s.tree.children.empty() || !m_model->loadTree(setup.start, s.tree, s.cursor))
        m_model->loadGame(setup.start, s.line, s.cursor);
    m_blackName = s.blackName;
    m_whiteName = s.whiteName;
    m_filePath = s.filePath;
    m_autosaveArmed = true;
    autosave();
    setHintsEnabled(s.hints);
    refresh();
}

void MainWindow::applySettings()
{
    const Settings settings;
    const auto theme = ThemeKind(settings.theme.get());
    m_board->setTheme(boardTheme(theme));
    m_board->setAnimationMs(settings.animationMs.get());
    m_board->setShowLegalMoves(settings.showLegalMoves.get());
    m_board->setShowCoordinates(settings.showCoordinates.get());
    m_board->setShowLastMove(settings.showLastMove.get());
    m_board->setShowFlipsOnHover(settings.showFlipsOnHover.get());
    m_sounds->setEnabled(settings.sounds.get());
    m_sounds->setVolume(settings.soundVolume.get());
    // One point of view for every value on screen.
    m_pointOfView = PointOfView::Kind(settings.pointOfView.get());
    m_board->setPointOfView(m_pointOfView);
    if (auto* panels = findChild<AnalysisPanels*>()) {
        panels->pvPanel()->setPointOfView(m_pointOfView);
        panels->allMovesPanel()->setPointOfView(m_pointOfView);
        panels->evalGraph()->mistakeModel()->setPointOfView(m_pointOfView);
    }
    if (auto* book = findChild<BookPanel*>())
        book->setPointOfView(m_pointOfView);
    if (auto* explain = findChild<ExplainPanel*>())
        explain->setPointOfView(m_pointOfView);
    if (auto* comparison = findChild<CutComparisonView*>())
        comparison->setPointOfView(m_pointOfView);
    refresh(); // the side panel's lines that name the point of view
    QApplication::setPalette(applicationPalette(theme));
    setPalette(applicationPalette(theme));
    // Widgets under a style sheet took their palette when they were polished: re-applying the
    // sheets lets a theme change made while the window is open reach them (status labels, the
    // move list), not only the widgets created afterwards.
    for (QWidget* widget : findChildren<QWidget*>())
        if (!widget->styleSheet().isEmpty())
            widget->setStyleSheet(widget->styleSheet());
}

void MainWindow::showError(const QString& title, const QString& message)
{
    QMessageBox::warning(this, title, message);
}

void MainWindow::showHelp(bool shortcuts)
{
    if (!m_help) {
        m_help = new HelpDialog(menuBar(), this);
        m_help->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_help->showPage(shortcuts ? HelpDialog::Page::Shortcuts : HelpDialog::Page::Guide);
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
}

void MainWindow::about()
{
    QMessageBox box(this);
    box.setWindowTitle(tr("About ProbCut Studio"));
    box.setIconPixmap(appIcon().pixmap(96, 96));
    box.setTextFormat(Qt::RichText);
    box.setText(tr("<h3>ProbCut Studio %1</h3>"
                   "<p>An Othello program and study board built on Multi-ProbCut search, in the "
                   "tradition of Michael Buro's LOGISTELLO.</p>"
                   "<p>Play against the engine at ten levels, study games with hints and "
                   "variations, and open GGF, transcript and WTHOR files.</p>")
                    .arg(QApplication::applicationVersion().toHtmlEscaped()));
    box.setInformativeText(tr("Built with Qt %1. Licensed under the terms in the LICENSE file.")
                               .arg(QString::fromLatin1(qVersion())));
    box.exec();
}

} // namespace probcut::ui
