#pragma once
// The named Othello openings (Tiger, Rose, Buffalo, ...) and the look-up that names a game's
// position. Names belong to positions, not move orders: a position matches a named line up to
// the board's eight symmetries, so a game begun with c4, d3 or e6 and a transposition reaching
// the same discs get the same name. Called by the studio (the window's opening line and the
// book panel's continuations) and the tests.

#include "engine/core/board.h"

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace probcut {

// One named opening: its name (a proper name, never translated) and its line from the start
// position as a transcript in the usual orientation (first move f5).
struct NamedOpening {
    std::string_view name;
    std::string_view moves;
};

// Every named opening, in the table's order (each family's shorter lines first).
std::span<const NamedOpening> namedOpenings();

// A named position met in a game.
struct OpeningMatch {
    const NamedOpening* opening = nullptr; // never null in a returned match
    // The game's board is the opening's final position turned by this symmetry.
    Symmetry symmetry = Symmetry::Identity;
    // Index of the named position in the path given to lastNamedOpening() (0 for namedOpeningAt).
    int index = 0;

    // The opening's line as it is played on the game's board (the table's line turned by
    // `symmetry`), e.g. c4 c3 d3 c5 for a Cow reached from c4 instead of f5.
    std::vector<Square> movesOnBoard() const;
};

// The opening whose final position is exactly `position` (up to the eight symmetries), if any.
std::optional<OpeningMatch> namedOpeningAt(const Position& position);

// The deepest named position along `path` (a game's positions from its start to the current
// one, in order): the name the game carries, which it keeps after it leaves the named lines.
std::optional<OpeningMatch> lastNamedOpening(std::span<const Position> path);

} // namespace probcut
