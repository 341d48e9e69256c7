#pragma once
// What the new-game dialog decides and the GameController plays: who plays each colour (a human
// or the engine at a level), the optional game clock, and where the game starts. A plain value
// so the dialog, the controller, the settings and tests pass it around freely.

#include "engine/core/board.h"
#include "engine/search/levels.h"

#include <vector>

namespace probcut::ui {

enum class PlayerKind { Human, Engine };

struct PlayerSetup {
    PlayerKind kind = PlayerKind::Human;
    int level = DefaultLevel; // index into probcut::Levels, for the engine
};

enum class StartKind { Initial, CurrentPosition, RandomOpening };

struct GameSetup {
    PlayerSetup black{PlayerKind::Human};
    PlayerSetup white{PlayerKind::Engine};
    bool clock = false;
    int clockMinutes = 5;
    int incrementSeconds = 5;
    StartKind startKind = StartKind::Initial;
    // The start position and the moves played from it before the players take over (the
    // random opening's moves, or nothing).
    Position start = Position::initial();
    std::vector<Square> opening;

    const PlayerSetup& player(Color color) const { return color == Color::Black ? black : white; }
};

} // namespace probcut::ui
