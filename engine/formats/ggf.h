#pragma once
// GGF (Generic Game Format, as used by GGS and NBoard): "(;GM[Othello]PB[..]PW[..]RE[..]
// BO[8 <64 squares> <side>]B[d3/eval/time]W[c5]...;)". Parsed into a start position and the
// plies with their optional evaluations and times, every move checked for legality; written
// back so the result parses to the same game. A comment C[..] is not in Buro's property list;
// like SGF's C it belongs to what it follows: before the first move to the game (a property),
// after a move to that move. Readers that skip unknown properties read such files unchanged. Used by the
// GUI's open/save/paste, the NBoard protocol (`set game`), and the book importer.

#include "engine/core/board.h"
#include "engine/core/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace probcut {

struct GgfMove {
    Square square = PassMove; // PassMove for a pass
    std::optional<double> eval;
    std::optional<double> seconds;
    std::string comment; // C[..] written after the move
    bool operator==(const GgfMove&) const = default;
};

struct GgfGame {
    // Every property except BO, B and W, in file order (GM, PC, DT, PB, PW, RE, TI, TY, ...).
    std::vector<std::pair<std::string, std::string>> properties;
    Position start;
    std::vector<GgfMove> moves; // passes explicit, even where the file left them implicit
    Position end;

    std::string property(std::string_view key) const; // "" when absent
    void setProperty(const std::string& key, const std::string& value);
};

// The first game in `text` (leading text before "(;" is skipped). `consumed`, if given,
// receives the offset just past the game's closing ";)".
Result<GgfGame> parseGgfGame(std::string_view text, std::size_t* consumed = nullptr);
// Every game in `text`; an error names the game (1-based) and character.
Result<std::vector<GgfGame>> parseGgf(std::string_view text);
std::string formatGgf(const GgfGame& game);

} // namespace probcut
