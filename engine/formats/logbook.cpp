#include "engine/formats/logbook.h"

#include "engine/core/notation.h"

#include <string>

namespace probcut {

Result<LogbookGame> parseLogbookLine(std::string_view line)
{
    LogbookGame game;
    Position pos = Position::initial();
    std::size_t i = 0;
    int moveNumber = 0;
    auto skipSpaces = [&] {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
            ++i;
    };
    skipSpaces();
    while (i < line.size() && (line[i] == '+' || line[i] == '-')) {
        const Color mover = line[i] == '+' ? Color::Black : Color::White;
        ++moveNumber;
        if (i + 3 > line.size())
            return Error{"move " + std::to_string(moveNumber) + ": truncated square", i};
        const auto sq = parseSquare(line.substr(i + 1, 2));
        if (!sq)
            return Error{"move " + std::to_string(moveNumber) + ": '" + std::string(line.substr(i + 1, 2))
                    + "' is not a square",
                i + 1};
        if (mover != pos.sideToMove) {
            // The side to move is not the one that moves: it must have had to pass.
            if (!pos.board.mustPass())
                return Error{"move " + std::to_string(moveNumber) + " (" + squareName(*sq)
                        + "): " + (mover == Color::Black ? "black" : "white")
                        + " moves twice but the other side had a legal move",
                    i};
            pos.play(PassMove);
            game.moves.push_back(PassMove);
        }
        if (!pos.play(*sq))
            return Error{
                "move " + std::to_string(moveNumber) + " (" + squareName(*sq) + "): illegal move", i};
        game.moves.push_back(*sq);
        i += 3;
    }
    skipSpaces();
    if (i >= line.size() || line[i] != ':')
        return Error{"expected ':' and the result after the moves", i};
    ++i;
    skipSpaces();
    const std::size_t scoreAt = i;
    int sign = 1;
    if (i < line.size() && (line[i] == '+' || line[i] == '-')) {
        sign = line[i] == '-' ? -1 : 1;
        ++i;
    }
    int value = 0, digits = 0;
    while (i < line.size() && line[i] >= '0' && line[i] <= '9' && digits < 3) {
        value = value * 10 + (line[i] - '0');
        ++i;
        ++digits;
    }
    if (digits == 0 || value > 64)
        return Error{"bad result (expected a disc difference such as -04)", scoreAt};
    game.blackMinusWhite = sign * value;
    game.end = pos;
    // The trailing constant field ("10") carries no information; anything else is ignored too.
    return game;
}

Result<std::vector<LogbookGame>> parseLogbook(std::string_view text, std::string_view sourceName)
{
    std::vector<LogbookGame> games;
    std::size_t start = 0;
    int lineNumber = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(start, end - start);
        ++lineNumber;
        start = end + 1;
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        auto game = parseLogbookLine(line);
        if (!game) {
            return Error{(sourceName.empty() ? std::string() : std::string(sourceName) + ": ") + "line "
                + std::to_string(lineNumber) + ", " + game.error().describe()};
        }
        games.push_back(std::move(game).value());
    }
    return games;
}

} // namespace probcut
