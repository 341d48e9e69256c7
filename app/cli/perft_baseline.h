#pragma once
// A plain perft used only as the benchmark's baseline (issue: "Kogge-Stone move generation with
// a loop-based flip, bulk counting at the last ply"): the textbook way to write it, so the
// printed ratio says what the engine's kernels gain.

#include <cstdint>

namespace probcut::cli {

std::uint64_t baselinePerft(std::uint64_t player, std::uint64_t opponent, int depth);

} // namespace probcut::cli
