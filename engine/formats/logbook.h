#pragma once
// Reader for Logistello's published game collection (logbook.gam, one game a line:
// "+d3-c3+c4...: -04 10", see ../shared/data/README.md). Each game is replayed with legality
// checks; the colour signs are checked against the side to move (two equal signs in a row mean
// the other side passed). Takes the decompressed text; the CLI does the gunzip.

#include "engine/core/board.h"
#include "engine/core/result.h"

#include <string_view>
#include <vector>

namespace probcut {

struct LogbookGame {
    std::vector<Square> moves; // every ply, passes included as PassMove
    Position end;              // position after the last move
    int blackMinusWhite = 0;   // recorded result, black - white discs (empties not added)
};

// One line. Errors name the move ("move 17 (c4): illegal move").
Result<LogbookGame> parseLogbookLine(std::string_view line);
// A whole file; blank lines are skipped, the first bad line is reported as "line N: ...".
// `sourceName` prefixes error messages.
Result<std::vector<LogbookGame>> parseLogbook(std::string_view text, std::string_view sourceName = {});

} // namespace probcut
