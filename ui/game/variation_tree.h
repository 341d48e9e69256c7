#pragma once
// A game's variation tree as a plain value: every ply played from a start position (passes
// explicit), each with what was played after it, and which child the line continues through.
// GameModel exports and imports its tree in this form; GameText writes it into and reads it from
// a GGF game (the PCV property, see docs/variations.md), so side lines survive save and load, the
// language switch and crash recovery. No Qt, no positions: legality is checked where a tree is
// loaded against its start position.

#include "engine/core/bitboard.h"

#include <vector>

namespace probcut::ui {

struct VariationTree {
    Square move = NoSquare;              // the ply leading here (NoSquare at the root)
    std::vector<VariationTree> children; // in the order they were first played
    int preferred = -1;                  // index in `children` the line continues through

    bool operator==(const VariationTree&) const = default;

    // The line: the moves through each node's preferred child, from here to a leaf.
    std::vector<Square> line() const;
    // True if some node has more than one child, i.e. there is more than the line.
    bool hasSideLines() const;
    // Number of nodes below this one.
    int size() const;
    // Adds the path `moves` (creating missing nodes) and makes it the line.
    void addLine(const std::vector<Square>& moves);
};

} // namespace probcut::ui
