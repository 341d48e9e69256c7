#pragma once
// Perft: the number of leaves of the game tree to a fixed depth, the standard correctness and
// speed check of move generation. Counting follows ../shared/data/README.md: a pass is a ply,
// and a game that ends before the target depth counts as one leaf. Called by the CLI
// (`probcut perft`) and the tests.

#include "engine/core/board.h"
#include "engine/core/kernel.h"

#include <cstdint>

namespace probcut {

std::uint64_t perft(const Board& board, int depth, KernelKind kernel = bestKernel());

} // namespace probcut
