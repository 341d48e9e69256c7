#pragma once
// The strength ladder of the levels (levels.h): each level played against the one below it,
// refereed by scripts/level_ladder.py (../shared/tools/gtp_match.py between two `probcut gtp
// --level L` processes, no clock): 100 openings of 6 plies, distinct up to symmetry and drawn
// with seed 33 before the runs, each played with both colours. The results below are what
// `scripts/level_ladder.py --cpp` printed from resources/levels/ladder/; the studio's new-game
// dialog and guide show them. A step of a score s is 400 log10(s / (1 - s)) points (the Elo
// scale: +200 points is a 76 % expected score), Beginner is 0.

#include "engine/search/levels.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace probcut {

struct LadderStep {
    int wins = 0; // of the higher level, against the level below
    int draws = 0;
    int losses = 0;
    int games() const { return wins + draws + losses; }
    double score() const { return games() > 0 ? (wins + 0.5 * draws) / games() : 0.5; }
    // The step in points, with the score kept inside (0, 1) by half a game.
    double points() const
    {
        const double n = games();
        const double s = std::clamp(score(), 0.5 / (n + 1), 1 - 0.5 / (n + 1));
        return 400 * std::log10(s / (1 - s));
    }
};

// LadderSteps[i]: level i (0-based) against level i - 1; none where the match was not played.
inline constexpr std::array<std::optional<LadderStep>, LevelCount> LadderSteps{{
    std::nullopt,            // Beginner: the foot of the ladder
    LadderStep{177, 1, 22},  // Novice 1-2
    LadderStep{155, 6, 39},  // Casual 2-3
    LadderStep{181, 3, 16},  // Club 3-4
    LadderStep{128, 6, 66},  // Intermediate 4-5
    LadderStep{144, 7, 49},  // Advanced 5-6
    LadderStep{131, 10, 59}, // Strong 6-7
    LadderStep{122, 13, 65}, // Expert 7-8
    LadderStep{116, 10, 74}, // Master 8-9
    std::nullopt,            // Maximum: not played (60 s a move: half an hour of its own time a game)
}};

// The rating of level `index` (0-based) on the ladder, Beginner 0; none when a step below it
// is missing.
inline std::optional<double> ladderRating(int index)
{
    if (index < 0 || index >= LevelCount)
        return std::nullopt;
    double rating = 0;
    for (int i = 1; i <= index; ++i) {
        if (!LadderSteps[std::size_t(i)])
            return std::nullopt;
        rating += LadderSteps[std::size_t(i)]->points();
    }
    return rating;
}

} // namespace probcut
