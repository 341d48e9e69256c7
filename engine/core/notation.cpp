#include "engine/core/notation.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace probcut {

namespace {

char lower(char c) { return char(std::tolower(static_cast<unsigned char>(c))); }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size()
        && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lower(x) == lower(y); });
}

// Printable form of one character for error messages.
std::string quoteChar(char c)
{
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f)
        return std::string("'") + c + "'";
    static const char* hex = "0123456789abcdef";
    return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

std::string colorName(Color c) { return c == Color::Black ? "Black" : "White"; }

} // namespace

std::optional<Square> parseSquare(std::string_view text)
{
    if (text.size() != 2)
        return std::nullopt;
    const char c = lower(text[0]);
    const char r = text[1];
    if (c < 'a' || c > 'h' || r < '1' || r > '8')
        return std::nullopt;
    return makeSquare(c - 'a', r - '1');
}

std::optional<Square> parseMoveToken(std::string_view text)
{
    if (equalsIgnoreCase(text, "pa") || equalsIgnoreCase(text, "ps") || equalsIgnoreCase(text, "pass"))
        return PassMove;
    return parseSquare(text);
}

Result<MoveLine> parseTranscript(std::string_view text, const Position& start)
{
    MoveLine line{start, {}, start};
    Position& pos = line.end;
    std::size_t i = 0;
    int plies = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (isSpace(c) || c == ',') {
            ++i;
            continue;
        }
        const std::size_t tokenStart = i;
        // A token is a letter followed by a digit (a square) or a pass word.
        std::optional<Square> move;
        std::size_t length = 0;
        if (i + 4 <= text.size() && equalsIgnoreCase(text.substr(i, 4), "pass")) {
            move = PassMove;
            length = 4;
        } else if (i + 2 <= text.size()) {
            move = parseMoveToken(text.substr(i, 2));
            length = 2;
        }
        if (!move) {
            const char l = lower(c);
            if (l >= 'a' && l <= 'h') {
                if (i + 1 >= text.size())
                    return Error{"square " + std::string(1, c) + " has no row digit", tokenStart};
                return Error{
                    "expected a row digit 1-8 after " + quoteChar(c) + ", found " + quoteChar(text[i + 1]),
                    i + 1};
            }
            return Error{"expected a move (a1-h8 or pa), found " + quoteChar(c), tokenStart};
        }
        ++plies;
        const std::string name(text.substr(tokenStart, length));
        if (pos.board.isGameOver())
            return Error{"move " + std::to_string(plies) + " (" + name + ") comes after the end of the game",
                tokenStart};
        if (*move == PassMove) {
            if (!pos.board.mustPass())
                return Error{"move " + std::to_string(plies) + ": " + colorName(pos.sideToMove)
                        + " cannot pass while having a legal move",
                    tokenStart};
            pos.play(PassMove);
            line.moves.push_back(PassMove);
        } else {
            if (pos.board.mustPass()) { // implicit pass
                pos.play(PassMove);
                line.moves.push_back(PassMove);
            }
            if (!pos.board.isLegal(*move)) {
                const bool occupied = ((pos.board.player | pos.board.opponent) & squareBit(*move)) != 0;
                return Error{"move " + std::to_string(plies) + ": " + squareName(*move) + " is illegal for "
                        + colorName(pos.sideToMove)
                        + (occupied ? " (the square is occupied)" : " (it flips no disc)"),
                    tokenStart};
            }
            pos.play(*move);
            line.moves.push_back(*move);
        }
        i += length;
    }
    return line;
}

std::string formatTranscript(const std::vector<Square>& moves, bool explicitPasses)
{
    std::string out;
    out.reserve(moves.size() * 2);
    for (Square m : moves) {
        if (m == PassMove && !explicitPasses)
            continue;
        out += squareName(m);
    }
    return out;
}

Result<Position> parseBoardString(std::string_view text, bool requireSide)
{
    Bitboard black = 0, white = 0;
    int square = 0;
    std::size_t i = 0;
    for (; i < text.size() && square < 64; ++i) {
        const char c = text[i];
        if (isSpace(c))
            continue;
        switch (c) {
        case 'X':
        case 'x':
        case '*':
        case 'B':
        case 'b': black |= squareBit(square); break;
        case 'O':
        case 'o':
        case '0':
        case 'W':
        case 'w': white |= squareBit(square); break;
        case '-':
        case '.':
        case '_': break;
        default:
            return Error{"square " + squareName(square) + ": expected X, O or -, found " + quoteChar(c), i};
        }
        ++square;
    }
    if (square < 64)
        return Error{"board has only " + std::to_string(square) + " of 64 squares", text.size()};
    while (i < text.size() && isSpace(text[i]))
        ++i;
    Color side = Color::Black;
    if (i >= text.size()) {
        if (requireSide)
            return Error{"missing side to move after the 64 squares (X or O)", text.size()};
    } else {
        switch (text[i]) {
        case 'X':
        case 'x':
        case '*':
        case 'B':
        case 'b': side = Color::Black; break;
        case 'O':
        case 'o':
        case '0':
        case 'W':
        case 'w': side = Color::White; break;
        default: return Error{"side to move must be X (Black) or O (White), found " + quoteChar(text[i]), i};
        }
        ++i;
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (i < text.size())
            return Error{"unexpected " + quoteChar(text[i]) + " after the side to move", i};
    }
    return Position::fromColors(black, white, side);
}

std::string formatBoardString(const Position& position)
{
    std::string out(66, '-');
    const Bitboard b = position.black(), w = position.white();
    for (Square s = 0; s < 64; ++s)
        out[s] = (b & squareBit(s)) ? 'X' : (w & squareBit(s)) ? 'O' : '-';
    out[64] = ' ';
    out[65] = position.sideToMove == Color::Black ? 'X' : 'O';
    return out;
}

std::string formatBoardDiagram(const Position& position)
{
    std::string out = "  a b c d e f g h\n";
    const Bitboard b = position.black(), w = position.white();
    const Bitboard moves = position.board.legalMoves();
    for (int r = 0; r < 8; ++r) {
        out += char('1' + r);
        for (int c = 0; c < 8; ++c) {
            const Bitboard m = squareBit(makeSquare(c, r));
            out += ' ';
            out += (b & m) ? 'X' : (w & m) ? 'O' : (moves & m) ? '.' : '-';
        }
        out += '\n';
    }
    out += position.sideToMove == Color::Black ? "X to move" : "O to move";
    out += "  X " + std::to_string(__builtin_popcountll(b)) + "  O " + std::to_string(__builtin_popcountll(w))
        + "\n";
    return out;
}

int ObfPosition::bestScore() const
{
    int best = moveScores.front().score;
    for (const MoveScore& ms : moveScores)
        best = std::max(best, ms.score);
    return best;
}

Result<ObfPosition> parseObfLine(std::string_view line)
{
    ObfPosition result;
    std::string_view body = line;
    if (const std::size_t pct = line.find('%'); pct != std::string_view::npos) {
        result.comment = std::string(trim(line.substr(pct + 1)));
        body = line.substr(0, pct);
    }
    // Field 1: the board and side; fields 2..: MOVE:score.
    std::size_t fieldStart = 0;
    int field = 0;
    while (fieldStart <= body.size()) {
        std::size_t end = body.find(';', fieldStart);
        if (end == std::string_view::npos)
            end = body.size();
        std::string_view raw = body.substr(fieldStart, end - fieldStart);
        const std::size_t lead = std::size_t(std::find_if_not(raw.begin(), raw.end(), isSpace) - raw.begin());
        const std::string_view f = trim(raw);
        const std::size_t offset = fieldStart + lead;
        ++field;
        if (field == 1) {
            if (f.empty())
                return Error{"field 1: empty line, expected a board and side to move", offset};
            auto pos = parseBoardString(f, true);
            if (!pos)
                return Error{"field 1 (board): " + pos.error().message,
                    pos.error().offset == Error::NoOffset ? offset : offset + pos.error().offset};
            if (auto bad = pos->board.validate())
                return Error{"field 1 (board): impossible position: " + *bad, offset};
            result.position = *pos;
        } else if (!f.empty()) {
            const std::size_t colon = f.find(':');
            const std::string fieldName = "field " + std::to_string(field) + " ('" + std::string(f) + "')";
            if (colon == std::string_view::npos)
                return Error{fieldName + ": expected MOVE:SCORE", offset};
            const auto move = parseMoveToken(trim(f.substr(0, colon)));
            if (!move)
                return Error{fieldName + ": '" + std::string(trim(f.substr(0, colon)))
                        + "' is not a square (a1-h8) or pa",
                    offset};
            std::string_view num = trim(f.substr(colon + 1));
            if (!num.empty() && num.front() == '+')
                num.remove_prefix(1);
            int score = 0;
            const auto [ptr, ec] = std::from_chars(num.data(), num.data() + num.size(), score);
            if (num.empty() || ec != std::errc() || ptr != num.data() + num.size())
                return Error{fieldName + ": score must be an integer", offset + colon + 1};
            if (score < -64 || score > 64)
                return Error{fieldName + ": score " + std::to_string(score) + " is outside -64..64",
                    offset + colon + 1};
            if (!result.position.board.isLegal(*move))
                return Error{
                    fieldName + ": " + squareName(*move) + " is not a legal move in this position", offset};
            result.moveScores.push_back({*move, score});
        }
        if (end == body.size())
            break;
        fieldStart = end + 1;
    }
    return result;
}

std::string formatObfLine(const ObfPosition& position)
{
    std::string out = formatBoardString(position.position) + ";";
    for (const MoveScore& ms : position.moveScores) {
        std::string name = squareName(ms.move);
        std::transform(name.begin(), name.end(), name.begin(), [](char c) { return char(std::toupper(c)); });
        out += " " + name + ":" + (ms.score >= 0 ? "+" : "") + std::to_string(ms.score) + ";";
    }
    if (!position.comment.empty())
        out += " % " + position.comment;
    return out;
}

Result<std::vector<ObfEntry>> parseObf(std::string_view text)
{
    std::vector<ObfEntry> entries;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(start, end - start);
        ++lineNumber;
        const std::string_view t = trim(line);
        if (!t.empty() && t.front() != '%') {
            auto parsed = parseObfLine(line);
            if (!parsed)
                return Error{"line " + std::to_string(lineNumber) + ": " + parsed.error().describe()};
            entries.push_back({lineNumber, std::move(parsed).value()});
        }
        start = end + 1;
    }
    return entries;
}

} // namespace probcut
