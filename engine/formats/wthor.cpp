#include "engine/formats/wthor.h"

namespace probcut {

namespace {

std::uint16_t u16(const std::uint8_t* p) { return std::uint16_t(p[0] | (p[1] << 8)); }
std::uint32_t u32(const std::uint8_t* p)
{
    return std::uint32_t(p[0]) | (std::uint32_t(p[1]) << 8) | (std::uint32_t(p[2]) << 16)
        | (std::uint32_t(p[3]) << 24);
}

std::string prefix(std::string_view sourceName)
{
    return sourceName.empty() ? std::string() : std::string(sourceName) + ": ";
}

std::string latin1ToUtf8(const std::uint8_t* p, int size)
{
    std::string s;
    for (int i = 0; i < size && p[i] != 0; ++i) {
        const std::uint8_t c = p[i];
        if (c < 0x80) {
            s += char(c);
        } else {
            s += char(0xc0 | (c >> 6));
            s += char(0x80 | (c & 0x3f));
        }
    }
    while (!s.empty() && s.back() == ' ')
        s.pop_back();
    return s;
}

constexpr int HeaderSize = 16;
constexpr int RecordSize = 68;

} // namespace

Square wthorSquare(std::uint8_t code)
{
    const int row = code / 10, column = code % 10;
    if (row < 1 || row > 8 || column < 1 || column > 8)
        return NoSquare;
    return makeSquare(column - 1, row - 1);
}

Result<std::vector<Square>> replayWithPasses(const std::vector<Square>& squares, Position* end)
{
    Position pos = Position::initial();
    std::vector<Square> line;
    line.reserve(squares.size() + 4);
    for (std::size_t i = 0; i < squares.size(); ++i) {
        const Square sq = squares[i];
        if (pos.board.mustPass()) {
            pos.play(PassMove);
            line.push_back(PassMove);
        }
        if (!pos.play(sq)) {
            return Error{"move " + std::to_string(i + 1) + " (" + squareName(sq)
                + "): " + (pos.board.isGameOver() ? "the game is already over" : "illegal move")};
        }
        line.push_back(sq);
    }
    if (end)
        *end = pos;
    return line;
}

Result<WthorFile> parseWthorGames(std::span<const std::uint8_t> bytes, std::string_view sourceName)
{
    const std::string pre = prefix(sourceName);
    if (bytes.size() < HeaderSize)
        return Error{
            pre + "too short for a WTHOR header (" + std::to_string(bytes.size()) + " bytes, need 16)"};
    const std::uint8_t* h = bytes.data();
    WthorFile file;
    WthorHeader& hd = file.header;
    hd.creationYear = h[0] * 100 + h[1];
    hd.creationMonth = h[2];
    hd.creationDay = h[3];
    hd.gameCount = u32(h + 4);
    hd.nameCount = u16(h + 8);
    hd.gamesYear = u16(h + 10);
    hd.theoreticalDepth = h[14];
    if (h[12] != 0 && h[12] != 8)
        return Error{pre + "board size " + std::to_string(h[12]) + " is not supported (only 8x8)"};
    if (h[13] != 0)
        return Error{pre + "not a game file (header byte 13 is " + std::to_string(h[13]) + ", expected 0)"};
    const std::size_t payload = bytes.size() - HeaderSize;
    const std::size_t expected = std::size_t(hd.gameCount) * RecordSize;
    if (payload != expected) {
        return Error{pre + "header announces " + std::to_string(hd.gameCount) + " games ("
            + std::to_string(expected + HeaderSize) + " bytes) but the file has "
            + std::to_string(bytes.size()) + " bytes"
            + (payload < expected ? " (truncated)" : " (trailing data)")};
    }
    file.games.reserve(hd.gameCount);
    for (std::uint32_t g = 0; g < hd.gameCount; ++g) {
        const std::uint8_t* r = h + HeaderSize + std::size_t(g) * RecordSize;
        const std::string where = pre + "game " + std::to_string(g + 1) + ", ";
        WthorGame game;
        game.tournament = u16(r);
        game.black = u16(r + 2);
        game.white = u16(r + 4);
        game.blackDiscs = r[6];
        game.theoreticalBlackDiscs = r[7];
        if (game.blackDiscs > 64 || game.theoreticalBlackDiscs > 64)
            return Error{where + "score byte above 64 (" + std::to_string(std::max(r[6], r[7])) + ")"};
        std::vector<Square> squares;
        int k = 0;
        for (; k < 60 && r[8 + k] != 0; ++k) {
            const Square sq = wthorSquare(r[8 + k]);
            if (sq == NoSquare)
                return Error{where + "move " + std::to_string(k + 1) + ": byte " + std::to_string(r[8 + k])
                    + " is not a square"};
            squares.push_back(sq);
        }
        for (int j = k; j < 60; ++j) {
            if (r[8 + j] != 0)
                return Error{where + "move " + std::to_string(j + 1) + ": a move after the padding"};
        }
        auto line = replayWithPasses(squares, &game.end);
        if (!line)
            return Error{where + line.error().message};
        game.moves = std::move(line).value();
        file.games.push_back(std::move(game));
    }
    return file;
}

Result<std::vector<std::string>> parseWthorNames(
    std::span<const std::uint8_t> bytes, WthorNameKind kind, std::string_view sourceName)
{
    const std::string pre = prefix(sourceName);
    const int size = wthorNameRecordSize(kind);
    if (bytes.size() < HeaderSize)
        return Error{
            pre + "too short for a WTHOR header (" + std::to_string(bytes.size()) + " bytes, need 16)"};
    const std::size_t count = u16(bytes.data() + 8) ? u16(bytes.data() + 8) : u32(bytes.data() + 4);
    const std::size_t payload = bytes.size() - HeaderSize;
    if (payload % size != 0 || payload / size < count) {
        return Error{pre + "header announces " + std::to_string(count) + " names of " + std::to_string(size)
            + " bytes but " + std::to_string(payload) + " bytes follow"
            + (payload / size < count ? " (truncated)" : " (not a multiple of the record size)")};
    }
    std::vector<std::string> names;
    names.reserve(payload / size);
    for (std::size_t i = 0; i < payload / size; ++i)
        names.push_back(latin1ToUtf8(bytes.data() + HeaderSize + i * size, size));
    return names;
}

std::string wthorName(const std::vector<std::string>& names, int index)
{
    if (index >= 0 && std::size_t(index) < names.size())
        return names[index];
    std::string s = "#";
    s += std::to_string(index);
    return s;
}

} // namespace probcut
