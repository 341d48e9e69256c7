#pragma once
// Text notations the Othello community uses, parsed and written: squares (a1..h8, a1 top-left),
// transcripts ("f5d6c3...", any case, optional spaces, passes implicit or "pa"/"ps"), 64-square
// board strings with the side to move, and OBF lines ("<board> <side>; MOVE:score; ..."). Every
// parser returns an Error naming the character or field at fault and never reads out of bounds.
// Used by the CLI, protocols, file formats and the GUI's paste detection.

#include "engine/core/board.h"
#include "engine/core/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace probcut {

// "a1".."h8" in either case. "pa"/"ps"/"pass" are *not* squares (see parseMoveToken).
std::optional<Square> parseSquare(std::string_view text);
// A square or a pass ("pa", "ps", "pass", any case) -> PassMove.
std::optional<Square> parseMoveToken(std::string_view text);

// A game line: where it starts, every ply including passes, and where it ends.
struct MoveLine {
    Position start;
    std::vector<Square> moves; // PassMove marks a pass
    Position end;
};

// Parses a transcript from `start`. Passes may be written ("pa", "ps") or left implicit; the
// returned line always contains them. Separators: spaces, tabs, newlines, commas.
Result<MoveLine> parseTranscript(std::string_view text, const Position& start = Position::initial());
// Transcript text; passes written as "pa" only when `explicitPasses`.
std::string formatTranscript(const std::vector<Square>& moves, bool explicitPasses = false);

// 64 squares a1,b1,...,h8 ('X','x','*','B','b' black; 'O','o','0','W','w' white; '-','.','_'
// empty; whitespace between squares ignored), then the side to move (X/B/* or O/W). When
// `requireSide` is false a missing side means Black.
Result<Position> parseBoardString(std::string_view text, bool requireSide = true);
// "<64 squares> <X|O>" with X black, O white, - empty.
std::string formatBoardString(const Position& position);
// 8 lines of 8 squares with coordinates, for terminals.
std::string formatBoardDiagram(const Position& position);

struct MoveScore {
    Square move; // may be PassMove
    int score;
    bool operator==(const MoveScore&) const = default;
};

struct ObfPosition {
    Position position;
    std::vector<MoveScore> moveScores; // as listed in the file (best first in FFO files)
    std::string comment;               // text after '%', trimmed
    int bestScore() const;             // max over moveScores; requires !moveScores.empty()
};

// One OBF line. Comment-only or blank lines are an error here (see parseObf for files).
Result<ObfPosition> parseObfLine(std::string_view line);
std::string formatObfLine(const ObfPosition& position);

struct ObfEntry {
    int lineNumber; // 1-based
    ObfPosition position;
};
// A whole OBF text: blank and '%' comment lines skipped; the first bad line is reported as
// "line N: ...".
Result<std::vector<ObfEntry>> parseObf(std::string_view text);

} // namespace probcut
