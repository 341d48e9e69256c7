#pragma once
// Runs a game between two players (human or engine) on a GameModel: it starts the turn of the
// player to move whenever the cursor is at the end of the line, plays what the player chooses,
// cancels a turn the moment the position changes under it (undo, navigation, new game), and
// keeps the optional game clock. MainWindow routes board clicks and the Undo/Redo/Move-now
// actions through it; the model stays the single source of truth for the game itself.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"
#include "ui/engine/metatypes.h"
#include "ui/game/game_setup.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <array>
#include <optional>

class QTimer;

namespace probcut::ui {

class BookStore;
class EngineController;
class GameModel;
class Player;

class GameController : public QObject {
    Q_OBJECT

public:
    GameController(GameModel* model, EngineController* engine, QObject* parent = nullptr);

    // Starts a new game as `setup` says (players, clock, start position and opening moves).
    void start(const GameSetup& setup);
    // Changes who plays a colour without restarting (e.g. after loading a game).
    void setPlayers(const PlayerSetup& black, const PlayerSetup& white);
    const GameSetup& setup() const { return m_setup; }
    // The opening book the engine players play from (nullptr: none).
    void setBookStore(BookStore* book);

    // A human's move. False (and a reason in `why`) if it is not a human's turn or not legal.
    // While no engine is thinking, a human may also play for an engine's colour (taking over a
    // position reached by navigation); the engine then answers from there.
    bool humanPlay(Square square, QString* why = nullptr);
    // Takes back moves until a human is to move again (one decision in a two-human game).
    bool undo();
    bool redo();
    // The engine to move plays its best move now (also makes it play when it is waiting at a
    // position reached by navigation).
    void moveNow();
    // Stops any thinking without a move (before loading or editing a position).
    void cancelTurn();

    bool isEngineThinking() const { return m_turnPlayer != nullptr; }
    bool isEngine(Color color) const;
    bool isHumanTurn() const;

    bool hasClock() const { return m_setup.clock; }
    // Seconds left on `color`'s clock, including the running move.
    double clockSeconds(Color color) const;
    // The colour whose time ran out, if any (the game stops then).
    std::optional<Color> flagged() const { return m_flagged; }

signals:
    void thinkingChanged(bool thinking);
    void engineInfo(const probcut::SearchInfo& info);
    void clockChanged();
    void timeLost(probcut::Color color);
    // The engine chose `square` (emitted just before it is played).
    void engineMoved(int square);
    // The engine's coming move is a book move (emitted before engineMoved).
    void engineBookMove(int square, double value, int candidates);
    void message(const QString& text);

private:
    void onPositionChanged();
    void onMovePlayed();
    void onMoveChosen(Player* player, int square);
    void startTurnIfNeeded(bool force = false);
    void stopTurn();
    void chargeClock(bool addIncrement);
    void checkFlag();
    Player* playerFor(Color color) const;
    void createPlayer(Color color, const PlayerSetup& setup);

    GameModel* m_model;
    EngineController* m_engine;
    BookStore* m_book = nullptr;
    GameSetup m_setup;
    std::array<QPointer<Player>, 2> m_players; // [Black, White]
    Player* m_turnPlayer = nullptr;            // the engine player thinking now
    Position m_turnPosition;

    std::array<double, 2> m_clock{0, 0};
    std::optional<Color> m_clockRunning; // whose clock runs
    QElapsedTimer m_clockTimer;
    QTimer* m_clockTick = nullptr;
    std::optional<Color> m_flagged;
};

} // namespace probcut::ui
