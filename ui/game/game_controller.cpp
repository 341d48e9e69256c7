#include "ui/game/game_controller.h"

#include "ui/engine/engine_controller.h"
#include "ui/game/game_model.h"
#include "ui/game/player.h"

#include <QTimer>

namespace probcut::ui {

namespace {
constexpr int ClockTickMs = 100;
int index(Color color) { return color == Color::Black ? 0 : 1; }
} // namespace

GameController::GameController(GameModel* model, EngineController* engine, QObject* parent)
    : QObject(parent), m_model(model), m_engine(engine)
{
    m_clockTick = new QTimer(this);
    m_clockTick->setInterval(ClockTickMs);
    connect(m_clockTick, &QTimer::timeout, this, [this] {
        checkFlag();
        emit clockChanged();
    });
    connect(m_model, &GameModel::movePlayed, this, &GameController::onMovePlayed);
    connect(m_model, &GameModel::positionChanged, this, &GameController::onPositionChanged);
    setPlayers(m_setup.black, m_setup.white);
}

Player* GameController::playerFor(Color color) const { return m_players[index(color)]; }

bool GameController::isEngine(Color color) const
{
    Player* p = playerFor(color);
    return p && !p->isHuman();
}

bool GameController::isHumanTurn() const { return !isEngine(m_model->sideToMove()); }

void GameController::createPlayer(Color color, const PlayerSetup& setup)
{
    if (Player* old = m_players[index(color)]) {
        if (old == m_turnPlayer)
            stopTurn();
        old->deleteLater();
    }
    Player* player = nullptr;
    if (setup.kind == PlayerKind::Engine) {
        auto* engine = new EnginePlayer(m_engine, setup.level, this);
        engine->setBook(m_book);
        player = engine;
    } else
        player = new HumanPlayer(this);
    connect(player, &Player::moveChosen, this, [this, player](int square) { onMoveChosen(player, square); });
    connect(player, &Player::thinking, this, &GameController::engineInfo);
    connect(player, &Player::bookMove, this, [this, player](int square, double value, int candidates) {
        if (player == m_turnPlayer)
            emit engineBookMove(square, value, candidates);
    });
    connect(player, &Player::notice, this, &GameController::message);
    connect(player, &Player::failed, this, [this, player](const QString& text) {
        if (player == m_turnPlayer)
            stopTurn();
        emit message(text);
    });
    m_players[index(color)] = player;
}

void GameController::setPlayers(const PlayerSetup& black, const PlayerSetup& white)
{
    m_setup.black = black;
    m_setup.white = white;
    createPlayer(Color::Black, black);
    createPlayer(Color::White, white);
    startTurnIfNeeded();
}

void GameController::setBookStore(BookStore* book)
{
    m_book = book;
    for (Player* p : m_players)
        if (auto* engine = qobject_cast<EnginePlayer*>(p))
            engine->setBook(book);
}

void GameController::start(const GameSetup& setup)
{
    stopTurn();
    m_setup = setup;
    m_flagged.reset();
    m_clockRunning.reset();
    m_clock.fill(setup.clock ? setup.clockMinutes * 60.0 : 0.0);
    createPlayer(Color::Black, setup.black);
    createPlayer(Color::White, setup.white);
    if (setup.opening.empty())
        m_model->newGame(setup.start);
    else
        m_model->loadGame(setup.start, setup.opening);
    if (setup.clock)
        m_clockTick->start();
    else
        m_clockTick->stop();
    // newGame() already emitted positionChanged, but the players may have changed since.
    onPositionChanged();
    emit clockChanged();
}

bool GameController::humanPlay(Square square, QString* why)
{
    if (m_flagged) {
        if (why)
            *why = tr("The game is over on time. Start a new game with Ctrl+N.");
        return false;
    }
    if (m_turnPlayer) {
        if (why)
            *why = tr("The engine is thinking. Use Move Now (Ctrl+M) to make it play at once.");
        return false;
    }
    return m_model->play(square); // legality and its message are the window's business
}

bool GameController::undo()
{
    stopTurn();
    if (!m_model->undo())
        return false;
    // Back to a position where a human decides (in a game with a human at all).
    const bool anyHuman = !isEngine(Color::Black) || !isEngine(Color::White);
    while (anyHuman && isEngine(m_model->sideToMove()) && m_model->canUndo())
        m_model->undo();
    return true;
}

bool GameController::redo()
{
    stopTurn();
    return m_model->redo();
}

void GameController::moveNow()
{
    if (m_turnPlayer) {
        m_turnPlayer->moveNow();
        return;
    }
    startTurnIfNeeded(true);
}

void GameController::cancelTurn() { stopTurn(); }

void GameController::stopTurn()
{
    if (!m_turnPlayer)
        return;
    Player* player = m_turnPlayer;
    m_turnPlayer = nullptr;
    player->cancelTurn();
    emit thinkingChanged(false);
}

void GameController::onMovePlayed()
{
    // The mover's clock stops; they get the increment.
    chargeClock(true);
}

void GameController::onPositionChanged()
{
    if (m_turnPlayer && (m_model->position() != m_turnPosition || m_model->canRedo()))
        stopTurn();
    // The clock runs only for live play: at the end of the line, game not over.
    chargeClock(false);
    const bool live = m_setup.clock && !m_flagged && !m_model->canRedo() && !m_model->isGameOver();
    m_clockRunning = live ? std::optional<Color>(m_model->sideToMove()) : std::nullopt;
    m_clockTimer.start();
    emit clockChanged();
    startTurnIfNeeded();
}

void GameController::chargeClock(bool addIncrement)
{
    if (!m_clockRunning)
        return;
    const int i = index(*m_clockRunning);
    m_clock[i] -= m_clockTimer.restart() / 1000.0;
    if (addIncrement && m_clock[i] > 0)
        m_clock[i] += m_setup.incrementSeconds;
    if (addIncrement)
        m_clockRunning.reset();
}

double GameController::clockSeconds(Color color) const
{
    double seconds = m_clock[index(color)];
    if (m_clockRunning && *m_clockRunning == color)
        seconds -= m_clockTimer.elapsed() / 1000.0;
    return seconds;
}

void GameController::checkFlag()
{
    if (!m_clockRunning || m_flagged)
        return;
    const Color color = *m_clockRunning;
    if (clockSeconds(color) > 0)
        return;
    chargeClock(false);
    m_clock[index(color)] = 0;
    m_clockRunning.reset();
    m_flagged = color;
    stopTurn();
    m_clockTick->stop();
    emit timeLost(color);
}

void GameController::startTurnIfNeeded(bool force)
{
    if (m_turnPlayer || m_flagged || m_model->isGameOver())
        return;
    if (m_model->canRedo() && !force)
        return; // navigating the game: nobody is on turn until asked
    Player* player = playerFor(m_model->sideToMove());
    if (!player || player->isHuman())
        return;
    m_turnPlayer = player;
    m_turnPosition = m_model->position();
    emit thinkingChanged(true);
    const double remaining = m_setup.clock ? std::max(0.05, clockSeconds(m_model->sideToMove())) : 0.0;
    player->startTurn(m_turnPosition, remaining, m_setup.clock ? m_setup.incrementSeconds : 0.0);
}

void GameController::onMoveChosen(Player* player, int square)
{
    if (player != m_turnPlayer || m_model->position() != m_turnPosition)
        return; // a late answer to a turn that is over
    m_turnPlayer = nullptr;
    emit thinkingChanged(false);
    emit engineMoved(square);
    if (!m_model->play(Square(square)))
        emit message(tr("The engine chose an illegal move (%1); please report this.")
                         .arg(QString::fromStdString(squareName(Square(square)))));
}

} // namespace probcut::ui
