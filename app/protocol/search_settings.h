#pragma once
// What a protocol front end (GTP, NBoard) lets the GUI or referee set about the engine's play:
// strength level, depth, time per move, threads, hash size and the opening book, plus the game
// clock. It turns them into the engine's SearchLimits for one move. Shared by GtpSession and
// NboardSession so both protocols play the same way for the same settings; the CLI commands
// fill it from their options.

#include "engine/search/human_play.h"
#include "engine/search/search_limits.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace probcut::protocol {

// Strength levels are the studio's table (engine/search/levels.h), numbered 1..LevelCount here as in
// the README (index + 1). A bare depth (NBoard's `set depth`, GTP's set_depth without a level)
// gets a solve threshold from depthSolveEmpties: about 1.5 x the depth, capped at 24 empties,
// beyond which an exact solve without Multi-ProbCut takes minutes.
constexpr int MinLevel = 1;
constexpr int MaxLevel = 10; // LevelCount; checked in search_settings.cpp
// What a front end plays when it sets no level, depth, time or clock: the strongest level, at
// most DefaultMoveTime seconds a move, so a GUI or referee that never configures the engine
// gets a strong opponent that still answers at an interactive pace.
constexpr int DefaultLevelNumber = 10; // "Maximum"
constexpr double DefaultMoveTime = 1.0;
int depthSolveEmpties(int depth);

// Limits the protocols accept (also the ranges checked on input).
constexpr int MaxDepth = 60;
constexpr double MaxMoveTime = 86400; // one day
constexpr std::size_t MinHashMiB = 1;
constexpr std::size_t MaxHashMiB = 4096; // the table is zero-filled at once: keep it well inside RAM
constexpr int MaxThreads = 1024;

struct SearchSettings {
    // Unset fields fall back: explicit depth > level > (no depth cap when a time limit or clock
    // is set) > the default level. An explicit depth keeps the level's solve threshold.
    std::optional<int> level;
    std::optional<int> depth;
    double moveTime = 0;      // seconds per move; 0 = none
    int threadsRequested = 1; // what was asked for (threadsUsed(): at most the hardware's threads)
    std::size_t hashMiB = 64;
    bool bookRequested = true;            // play from the opening book when one is loaded
    std::string evaluatorName = "simple"; // reported only; the caller sets the Engine's evaluator
    // The human-like levels' table (levels.h, human_play.h). Without it (not loaded, corrupt, or
    // another evaluation than the one it was fitted with) those levels play as engine levels.
    std::shared_ptr<const HumanCalibration> human;

    // The group a human-like level plays like: a human-like level is set, no explicit depth
    // overrides it, and the table is loaded. The session then draws its move from the search's
    // lines with chooseHumanLine().
    std::optional<HumanGroup> humanGroup() const;
    // The level's Level::humanTemperatureScale (1 when not human-like).
    double humanTemperatureScale() const;

    // The limits of one move; a game clock (seconds left for the side to move, 0 = none, and
    // its increment) is passed on to the engine's time manager and counts as a time limit.
    SearchLimits limits(double clockRemaining = 0, double clockIncrement = 0) const;
    // A one-line description for `probcut-settings` / status lines.
    std::string describe() const;
    // The threads of each search (SearchLimits::threads): the request, capped at the
    // hardware's threads (more only slow a search down).
    int threadsUsed() const;
    std::string bookName; // reported only; empty when no book is loaded

    // Upper bounds on every search and on the hash size, whatever the commands ask for (0 =
    // none). Not a protocol setting: the fuzz targets (fuzz/) set them so that a fuzzed
    // `set_depth 60`, `set_time 86400` or `set_hash 4096` stays cheap.
    struct Caps {
        int depth = 0;
        int solveEmpties = 0;
        double moveTime = 0;
        std::uint64_t nodes = 0;
        std::size_t hashMiB = 0;
    } caps;
};

// Strict number parsing for protocol arguments (whole token, finite, in range).
bool parseIntToken(std::string_view text, long long& value, long long min, long long max);
bool parseDoubleToken(std::string_view text, double& value, double min, double max);
// Text from the other side quoted back in an error: printable ASCII only, at most 40 characters.
std::string quoteForError(std::string_view text);

} // namespace probcut::protocol
