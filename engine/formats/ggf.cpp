#include "engine/formats/ggf.h"

#include "engine/core/notation.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace probcut {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::optional<double> parseNumber(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    if (s.empty() || s.size() > 40)
        return std::nullopt;
    const std::string copy(s);
    char* end = nullptr;
    const double v = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || !(v == v))
        return std::nullopt;
    return v;
}

// BO[8 <64 squares in rows, spaces allowed> <side>]
Result<Position> parseGgfBoard(std::string_view value, std::size_t offset)
{
    std::size_t i = 0;
    while (i < value.size() && isSpace(value[i]))
        ++i;
    if (i >= value.size() || value[i] != '8')
        return Error{"BO: only 8x8 boards are supported (expected '8' first)", offset + i};
    ++i;
    auto pos = parseBoardString(value.substr(i), true);
    if (!pos)
        return Error{"BO: " + pos.error().message,
            pos.error().offset == Error::NoOffset ? offset : offset + i + pos.error().offset};
    if (auto bad = pos->board.validate())
        return Error{"BO: impossible position: " + *bad, offset};
    return *pos;
}

std::string formatNumber(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

} // namespace

std::string GgfGame::property(std::string_view key) const
{
    for (const auto& [k, v] : properties)
        if (k == key)
            return v;
    return {};
}

void GgfGame::setProperty(const std::string& key, const std::string& value)
{
    for (auto& [k, v] : properties) {
        if (k == key) {
            v = value;
            return;
        }
    }
    properties.emplace_back(key, value);
}

Result<GgfGame> parseGgfGame(std::string_view text, std::size_t* consumed)
{
    const std::size_t open = text.find("(;");
    if (open == std::string_view::npos)
        return Error{"no GGF game found (a game starts with \"(;\")", 0};
    GgfGame game;
    std::size_t i = open + 2;
    Position& pos = game.end;
    pos = Position::initial();
    game.start = pos;
    int ply = 0;
    while (true) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (i >= text.size())
            return Error{"unterminated game: missing \";)\"", i};
        if (text[i] == ';') {
            if (i + 1 < text.size() && text[i + 1] == ')') {
                if (consumed)
                    *consumed = i + 2;
                return game;
            }
            return Error{"expected \";)\" to end the game", i};
        }
        // KEY[value]
        const std::size_t keyStart = i;
        while (i < text.size() && ((text[i] >= 'A' && text[i] <= 'Z') || (text[i] >= 'a' && text[i] <= 'z')))
            ++i;
        const std::string key(text.substr(keyStart, i - keyStart));
        if (key.empty())
            return Error{"expected a property name (letters) or \";)\"", keyStart};
        if (i >= text.size() || text[i] != '[')
            return Error{"property " + key + ": expected '['", i};
        const std::size_t valueStart = ++i;
        while (i < text.size() && text[i] != ']') {
            if (text[i] == '\\' && i + 1 < text.size())
                ++i; // escaped character
            ++i;
        }
        if (i >= text.size())
            return Error{"property " + key + ": missing ']'", valueStart};
        const std::string_view value = text.substr(valueStart, i - valueStart);
        ++i;

        if (key == "BO") {
            if (ply > 0)
                return Error{"BO after the first move", keyStart};
            auto board = parseGgfBoard(value, valueStart);
            if (!board)
                return board.error();
            pos = *board;
            game.start = pos;
        } else if (key == "B" || key == "W") {
            ++ply;
            const Color mover = key == "B" ? Color::Black : Color::White;
            // value: move[/eval[/time]]
            const std::size_t slash = value.find('/');
            const std::string_view moveText = value.substr(0, slash);
            GgfMove move;
            const auto sq = parseMoveToken(moveText);
            if (!sq)
                return Error{
                    "move " + std::to_string(ply) + ": '" + std::string(moveText) + "' is not a square or pa",
                    valueStart};
            move.square = *sq;
            if (slash != std::string_view::npos) {
                const std::string_view rest = value.substr(slash + 1);
                const std::size_t slash2 = rest.find('/');
                const std::string_view evalText = rest.substr(0, slash2);
                if (!evalText.empty()) {
                    move.eval = parseNumber(evalText);
                    if (!move.eval)
                        return Error{"move " + std::to_string(ply) + ": bad evaluation '"
                                + std::string(evalText) + "'",
                            valueStart + slash + 1};
                }
                if (slash2 != std::string_view::npos && slash2 + 1 < rest.size()) {
                    move.seconds = parseNumber(rest.substr(slash2 + 1));
                    if (!move.seconds)
                        return Error{"move " + std::to_string(ply) + ": bad time", valueStart + slash + 1};
                }
            }
            if (pos.board.isGameOver())
                return Error{"move " + std::to_string(ply) + " comes after the end of the game", keyStart};
            if (pos.sideToMove != mover) {
                // The file left a pass implicit.
                if (!pos.board.mustPass())
                    return Error{"move " + std::to_string(ply) + ": " + key + " to move, but it is "
                            + (pos.sideToMove == Color::Black ? "Black" : "White") + "'s turn",
                        keyStart};
                pos.play(PassMove);
                game.moves.push_back(GgfMove{PassMove, {}, {}, {}});
            }
            if (!pos.play(move.square))
                return Error{"move " + std::to_string(ply) + ": " + squareName(move.square) + " is illegal",
                    valueStart};
            game.moves.push_back(move);
        } else {
            std::string unescaped;
            for (std::size_t k = 0; k < value.size(); ++k) {
                if (value[k] == '\\' && k + 1 < value.size())
                    ++k;
                unescaped += value[k];
            }
            if (key == "C" && !game.moves.empty()) {
                std::string& comment = game.moves.back().comment;
                if (!comment.empty())
                    comment += '\n';
                comment += unescaped;
            } else {
                game.properties.emplace_back(key, std::move(unescaped));
            }
        }
    }
}

Result<std::vector<GgfGame>> parseGgf(std::string_view text)
{
    std::vector<GgfGame> games;
    std::size_t at = 0;
    while (text.find("(;", at) != std::string_view::npos) {
        std::size_t used = 0;
        auto game = parseGgfGame(text.substr(at), &used);
        if (!game) {
            Error e = game.error();
            if (e.offset != Error::NoOffset)
                e.offset += at;
            e.message = "game " + std::to_string(games.size() + 1) + ": " + e.message;
            return e;
        }
        games.push_back(std::move(game).value());
        at += used;
    }
    if (games.empty())
        return Error{"no GGF game found (a game starts with \"(;\")", 0};
    return games;
}

namespace {
void appendValue(std::string& out, std::string_view v)
{
    for (char c : v) {
        if (c == ']' || c == '\\')
            out += '\\';
        out += c;
    }
}
} // namespace

std::string formatGgf(const GgfGame& game)
{
    std::string out = "(;";
    bool haveGm = false;
    for (const auto& [k, v] : game.properties)
        haveGm |= k == "GM";
    if (!haveGm)
        out += "GM[Othello]";
    for (const auto& [k, v] : game.properties) {
        out += k + "[";
        appendValue(out, v);
        out += "]";
    }
    // BO: rows separated by spaces, '*' black, 'O' white.
    out += "BO[8 ";
    const Bitboard b = game.start.black(), w = game.start.white();
    for (Square s = 0; s < 64; ++s) {
        out += (b & squareBit(s)) ? '*' : (w & squareBit(s)) ? 'O' : '-';
        if ((s & 7) == 7)
            out += ' ';
    }
    out += game.start.sideToMove == Color::Black ? "*]" : "O]";
    Color mover = game.start.sideToMove;
    for (const GgfMove& m : game.moves) {
        out += mover == Color::Black ? "B[" : "W[";
        std::string name = squareName(m.square);
        for (char& c : name)
            c = char(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
        out += name;
        if (m.eval || m.seconds) {
            out += "/";
            if (m.eval)
                out += formatNumber(*m.eval);
            if (m.seconds) {
                out += '/';
                out += formatNumber(*m.seconds);
            }
        }
        out += "]";
        if (!m.comment.empty()) {
            out += "C[";
            appendValue(out, m.comment);
            out += "]";
        }
        mover = opposite(mover);
    }
    out += ";)";
    return out;
}

} // namespace probcut
