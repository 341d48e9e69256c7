#pragma once
// Readers for the game collections the evaluation is trained on and the studio opens: the
// French federation's WTHOR database (.wtb game files, .jou player and .trn tournament name
// files; layout in ../shared/data/README.md). Every game is replayed move by move, passes are
// inserted where the side to move had no legal move, and corrupt input gives an Error naming
// the source, the game and the move. The engine takes bytes; callers (CLI, GUI) open files.

#include "engine/core/board.h"
#include "engine/core/result.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace probcut {

struct WthorHeader {
    int creationYear = 0; // century * 100 + year
    int creationMonth = 0;
    int creationDay = 0;
    std::uint32_t gameCount = 0;
    int nameCount = 0;        // records in the matching .JOU/.TRN at the time of writing
    int gamesYear = 0;        // year the games were played
    int theoreticalDepth = 0; // empties of the position the theoretical score refers to (24)
};

struct WthorGame {
    int tournament = 0; // index into the .TRN names
    int black = 0;      // index into the .JOU names
    int white = 0;
    int blackDiscs = 0;            // real result: black discs at the end, empties to the winner
    int theoreticalBlackDiscs = 0; // black discs under perfect play from `theoreticalDepth` empties
    std::vector<Square> moves;     // every ply, passes included as PassMove
    Position end;                  // position after the last recorded move

    // Final disc difference black - white (empties to the winner), as recorded.
    int blackScore() const { return 2 * blackDiscs - 64; }
    int theoreticalBlackScore() const { return 2 * theoreticalBlackDiscs - 64; }
};

struct WthorFile {
    WthorHeader header;
    std::vector<WthorGame> games;
};

// A .wtb file. `sourceName` (e.g. the file name) prefixes error messages. Rejects a wrong
// header (not a game file, not 8x8), a size that does not match the game count, and any game
// with an illegal or malformed move ("WTH_1999.wtb: game 12, move 34 (e3): illegal move").
Result<WthorFile> parseWthorGames(std::span<const std::uint8_t> bytes, std::string_view sourceName = {});

enum class WthorNameKind { Players, Tournaments }; // .JOU (20-byte records), .TRN (26-byte records)
constexpr int wthorNameRecordSize(WthorNameKind kind) { return kind == WthorNameKind::Players ? 20 : 26; }

// The names of a .JOU or .TRN file, converted from Latin-1 to UTF-8.
Result<std::vector<std::string>> parseWthorNames(
    std::span<const std::uint8_t> bytes, WthorNameKind kind, std::string_view sourceName = {});

// `names[index]`, or "#index" when the index is out of range (files of different vintages).
std::string wthorName(const std::vector<std::string>& names, int index);

// WTHOR move byte (10 * row + column, a1 = 11) to a square; NoSquare when malformed.
Square wthorSquare(std::uint8_t code);

// Replays `squares` (passes implicit, as in WTHOR and most transcripts) from the start position,
// inserting PassMove where needed. On an illegal move the error message is
// "move N (sq): illegal move" with N 1-based over the given squares.
Result<std::vector<Square>> replayWithPasses(const std::vector<Square>& squares, Position* end = nullptr);

} // namespace probcut
