#pragma once
// The two kinds of player, as objects (KReversi's kreversiplayer.h design): the GameController
// tells the player to move with startTurn() and plays whatever it answers with moveChosen();
// it never asks what kind of player it is except to route board clicks to a human. The engine
// player searches through the shared EngineController and ignores reports of any search but its
// own, so a cancelled turn can never play a move.

#include "engine/core/board.h"
#include "engine/search/human_play.h"
#include "engine/search/search_limits.h"
#include "ui/engine/metatypes.h"

#include <QObject>

#include <memory>
#include <optional>

namespace probcut::ui {

class BookStore;
class EngineController;

class Player : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    virtual bool isHuman() const = 0;
    // It is this player's turn at `position`; `clockSeconds` left (0 = no clock) with
    // `incrementSeconds` added per move.
    virtual void startTurn(const Position& position, double clockSeconds, double incrementSeconds) = 0;
    // The turn is over without a move from this player (undo, new game, navigation).
    virtual void cancelTurn() = 0;
    // Play the best move found so far (engine) — no effect for a human.
    virtual void moveNow() {}

signals:
    void moveChosen(int square);
    // The move about to be chosen comes from the opening book: its book value (discs, for the
    // mover) and how many book moves the choice was drawn from.
    void bookMove(int square, double value, int candidates);
    void thinking(const probcut::SearchInfo& info);
    void failed(const QString& message);
    // Something the player should know that does not stop the game (e.g. a human-like level
    // playing as an engine level because its table is missing).
    void notice(const QString& message);
};

class HumanPlayer : public Player {
    Q_OBJECT

public:
    using Player::Player;
    bool isHuman() const override { return true; }
    void startTurn(const Position&, double, double) override {}
    void cancelTurn() override {}
};

class EnginePlayer : public Player {
    Q_OBJECT

public:
    EnginePlayer(EngineController* controller, int level, QObject* parent = nullptr);
    bool isHuman() const override { return false; }
    void startTurn(const Position& position, double clockSeconds, double incrementSeconds) override;
    void cancelTurn() override;
    void moveNow() override;
    int level() const { return m_level; }
    // Plays from this book while the position is in it and Settings::useBook is on (nullptr:
    // always search).
    void setBook(BookStore* book) { m_book = book; }
    // Human-like levels (levels.h): the table they draw their moves with, instead of the studio's
    // (studioHumanCalibration); null with `error` makes them engine levels, with a notice.
    void setHumanTable(std::shared_ptr<const HumanCalibration> table, const QString& error = {});
    // Their draws are random; a seed makes them repeatable (tests).
    void setHumanSeed(std::uint64_t seed) { m_humanRng = seed; }

private:
    EngineController* m_controller;
    int m_level;
    SearchId m_search = 0;
    BookStore* m_book = nullptr;
    int m_bookTurn = 0; // identifies the turn a pending book move belongs to
    bool m_tableSet = false;
    std::shared_ptr<const HumanCalibration> m_table;
    QString m_tableError;
    bool m_noticeGiven = false;
    std::optional<HumanGroup> m_human; // this turn's draw: the group, its scale, the table, the empties
    double m_humanScale = 1;
    std::shared_ptr<const HumanCalibration> m_turnTable;
    int m_turnEmpties = 0;
    std::uint64_t m_humanRng;
};

} // namespace probcut::ui
