#pragma once
// User strength levels, in one table (the idea of Egaroucid's level.hpp, our own numbers): each
// level combines a midgame search depth, the number of empties at which the exact endgame solve
// starts, and the Multi-ProbCut confidence the search may prune with. The studio's new-game
// dialog, the GTP/NBoard protocols and tests pick a level by index; levelLimits() turns it into
// SearchLimits. The README documents the same table.
//
// Selectivity: the confidences are the intended ones (Buro 1997 cuts at a chosen probability);
// levelLimits() passes the limits through the engine's own check and falls back to 100 % (no
// forward pruning) should the engine reject them.

#include "engine/engine.h"
#include "engine/search/human_play.h"
#include "engine/search/search_limits.h"

#include <array>
#include <optional>
#include <string_view>

namespace probcut {

struct Level {
    std::string_view name; // English key; the GUI translates it
    int depth;             // midgame depth in plies
    int solveEmpties;      // exact solve at this many empties or fewer
    double selectivity;    // Multi-ProbCut confidence in percent (100 = no forward pruning)
    double moveTimeCap;    // seconds per move when no game clock runs (0 = none)
    // Human-like levels: play like this group of tournament players (human_play.h) when the
    // calibration table is loaded; the fields above are the engine level played without it.
    std::optional<HumanGroup> human = std::nullopt;
    // The group's fitted temperatures times this: above 1 the level chooses more carelessly
    // than the group it starts from (Beginner: a newcomer, below every tournament group).
    double humanTemperatureScale = 1;
};

// From "beginner" to "maximum". Depths grow roughly 2 plies per level, the solve threshold
// 2 empties per level (each 2 empties cost about a factor 10-20 in solve time), and the
// confidence rises from 73 % (cut when 1.1 sigma sure) to 99 %. The strongest level prunes too:
// at equal time Multi-ProbCut at 99 % beats the same search without pruning, as Buro found for
// LOGISTELLO (`probcut match --a mpc99 --b bf --move-cpu 0.05 --games 50 --opening-plies 10
// --solve-empties 14 --seed 41`).
// Novice, Casual and Club play like the weak, average and strong groups of WTHOR tournament
// players (the bottom quartile, middle half and top quartile by rating), so the step to the deep
// engine levels passes through human strengths and human kinds of mistakes
// (resources/levels/README.md). Beginner chooses like the weak group at twice its temperatures,
// below every tournament group: a depth-1 engine plays about as well as the weak group (51 % over
// 200 games against Novice, scripts/level_ladder.py). The strongest levels stay pure engine.
inline constexpr std::array<Level, 10> Levels{{
    {"Beginner", 1, 4, 73, 0, HumanGroup::Weak, 2},
    {"Novice", 2, 6, 73, 0, HumanGroup::Weak},
    {"Casual", 3, 8, 87, 0, HumanGroup::Average},
    {"Club", 4, 10, 87, 0, HumanGroup::Strong},
    {"Intermediate", 6, 12, 95, 0},
    {"Advanced", 8, 14, 95, 0},
    {"Strong", 10, 16, 98, 0},
    {"Expert", 12, 18, 98, 0},
    {"Master", 14, 20, 99, 30},
    {"Maximum", 60, 24, 99, 60},
}};

inline constexpr int LevelCount = int(Levels.size());
inline constexpr int DefaultLevel = 4; // "Intermediate" (0-based)

// Limits for level `index` (0-based, clamped). With a game clock (`clockRemaining` > 0) the
// engine manages its own time inside the depth limit; without one, the level's time cap (if
// any) bounds the move.
inline SearchLimits levelLimits(int index, double clockRemaining = 0, double clockIncrement = 0)
{
    const Level& level = Levels[std::size_t(index < 0 ? 0 : index >= LevelCount ? LevelCount - 1 : index)];
    SearchLimits limits;
    limits.depth = level.depth;
    limits.solveEmpties = level.solveEmpties;
    limits.selectivity = level.selectivity;
    limits.clockRemaining = clockRemaining;
    limits.clockIncrement = clockIncrement;
    if (clockRemaining <= 0)
        limits.moveTime = level.moveTimeCap;
    if (Engine::checkLimits(limits))
        limits.selectivity = 100; // rejected: search without forward pruning
    return limits;
}

} // namespace probcut
