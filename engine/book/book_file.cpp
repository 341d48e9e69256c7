// The book's file format (version 1), all integers little-endian:
//   offset  size  field
//        0     8  magic "PCSBOOK\x1a"
//        8     4  format version (1)
//       12     4  record size in bytes (44)
//       16     8  node count N
//       24     4  length P of the parameters block
//       28     4  reserved, 0
//       32     8  checksum: FNV-1a 64 over the whole file with these 8 bytes left out
//       40     P  build parameters, UTF-8 "key=value" lines
//   40 + P  44*N  records sorted by (player, opponent) of the canonical board, strictly
//                 increasing (so no duplicates):
//     0 u64 player, 8 u64 opponent (canonical board, side to move first)
//    16 u32 games, 20 u32 wins, 24 u32 draws (losses = games - wins - draws)
//    28 i32 sum of game results for the side to move (discs)
//    32 i16 negamax value, 34 i16 leaf value, 36 i16 deviation value (1/128 disc)
//    38 u8  value source | leaf source << 4      (BookValueSource)
//    39 u8  deviation source | 0x10 if the deviation is known | 0x20 if no move leads to a
//           book position (a leaf)
//    40 u8  leaf depth, 41 u8 deviation depth, 42 u8 deviation square (64 pass, 255 none)
//    43 u8  plies of the deepest book line below
// The loader checks sizes, magic, version, checksum and every record before it builds the
// book, so a damaged file yields an error and never a partial book.
#include "engine/book/book.h"

#include <algorithm>
#include <cstring>
#include <sstream>

namespace probcut {

namespace {

constexpr char Magic[8] = {'P', 'C', 'S', 'B', 'O', 'O', 'K', '\x1a'};
constexpr std::uint32_t FormatVersion = 1;
constexpr std::uint32_t RecordSize = 44;
constexpr std::size_t HeaderSize = 40;
constexpr std::size_t ChecksumOffset = 32;

void put(std::vector<std::uint8_t>& out, std::size_t at, std::uint64_t v, int bytes)
{
    for (int k = 0; k < bytes; ++k)
        out[at + std::size_t(k)] = std::uint8_t(v >> (8 * k));
}
std::uint64_t get(std::span<const std::uint8_t> in, std::size_t at, int bytes)
{
    std::uint64_t v = 0;
    for (int k = 0; k < bytes; ++k)
        v |= std::uint64_t(in[at + std::size_t(k)]) << (8 * k);
    return v;
}

std::uint64_t checksum(std::span<const std::uint8_t> bytes)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (std::size_t k = 0; k < bytes.size(); ++k) {
        if (k >= ChecksumOffset && k < ChecksumOffset + 8)
            continue;
        h = (h ^ bytes[k]) * 0x100000001b3ULL;
    }
    return h;
}

std::string encodeParams(const BookParams& p)
{
    std::ostringstream s;
    s << "maxPly=" << p.maxPly << '\n'
      << "minGames=" << p.minGames << '\n'
      << "searchDepth=" << p.searchDepth << '\n'
      << "exactEmpties=" << p.exactEmpties << '\n'
      << "evaluator=" << p.evaluator << '\n'
      << "sources=" << p.sources << '\n'
      << "command=" << p.command << '\n';
    for (const auto& [k, v] : p.extra)
        s << k << '=' << v << '\n';
    return s.str();
}

bool parseNumber(const std::string& text, int& out)
{
    if (text.empty() || text.size() > 9)
        return false;
    int v = 0;
    for (char ch : text) {
        if (ch < '0' || ch > '9')
            return false;
        v = v * 10 + (ch - '0');
    }
    out = v;
    return true;
}

std::optional<std::string> decodeParams(std::string_view text, BookParams& p)
{
    std::size_t pos = 0;
    int line = 0;
    while (pos < text.size()) {
        ++line;
        const std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            return "parameter line " + std::to_string(line) + " is not terminated";
        const std::string_view l = text.substr(pos, end - pos);
        pos = end + 1;
        const std::size_t eq = l.find('=');
        if (eq == std::string_view::npos || eq == 0)
            return "parameter line " + std::to_string(line) + " is not key=value";
        const std::string key(l.substr(0, eq));
        const std::string value(l.substr(eq + 1));
        int* number = key == "maxPly" ? &p.maxPly
            : key == "minGames"       ? &p.minGames
            : key == "searchDepth"    ? &p.searchDepth
            : key == "exactEmpties"   ? &p.exactEmpties
                                      : nullptr;
        if (number) {
            if (!parseNumber(value, *number))
                return "parameter " + key + " is not a number";
        } else if (key == "evaluator") {
            p.evaluator = value;
        } else if (key == "sources") {
            p.sources = value;
        } else if (key == "command") {
            p.command = value;
        } else {
            p.extra.emplace_back(key, value);
        }
    }
    if (p.maxPly < 0 || p.maxPly > 60)
        return "parameter maxPly out of range";
    return std::nullopt;
}

bool validSource(unsigned s) { return s <= unsigned(BookValueSource::Exact); }

} // namespace

std::vector<std::uint8_t> Book::serialize() const
{
    const std::string params = encodeParams(m_params);
    std::vector<std::uint32_t> order(m_nodes.size());
    for (std::uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const Board& x = m_nodes[a].board;
        const Board& y = m_nodes[b].board;
        return x.player != y.player ? x.player < y.player : x.opponent < y.opponent;
    });

    std::vector<std::uint8_t> out(HeaderSize + params.size() + RecordSize * m_nodes.size(), 0);
    std::memcpy(out.data(), Magic, 8);
    put(out, 8, FormatVersion, 4);
    put(out, 12, RecordSize, 4);
    put(out, 16, m_nodes.size(), 8);
    put(out, 24, params.size(), 4);
    std::memcpy(out.data() + HeaderSize, params.data(), params.size());
    std::size_t at = HeaderSize + params.size();
    for (const std::uint32_t i : order) {
        const Node& n = m_nodes[i];
        put(out, at + 0, n.board.player, 8);
        put(out, at + 8, n.board.opponent, 8);
        put(out, at + 16, n.games, 4);
        put(out, at + 20, n.wins, 4);
        put(out, at + 24, n.draws, 4);
        put(out, at + 28, std::uint32_t(n.resultSum), 4);
        put(out, at + 32, std::uint16_t(n.value), 2);
        put(out, at + 34, std::uint16_t(n.leafValue), 2);
        put(out, at + 36, std::uint16_t(n.devValue), 2);
        out[at + 38] = std::uint8_t(unsigned(n.valueSource) | unsigned(n.leafSource) << 4);
        out[at + 39]
            = std::uint8_t(unsigned(n.devSource) | (n.devKnown ? 0x10u : 0u) | (n.leaf ? 0x20u : 0u));
        out[at + 40] = n.leafDepth;
        out[at + 41] = n.devDepth;
        out[at + 42] = n.devMove;
        out[at + 43] = n.deepest;
        at += RecordSize;
    }
    put(out, ChecksumOffset, checksum(out), 8);
    return out;
}

Result<Book> Book::parse(std::span<const std::uint8_t> bytes)
{
    if (bytes.size() < HeaderSize)
        return Error{
            "not a ProbCut book: " + std::to_string(bytes.size()) + " bytes is shorter than the header"};
    if (std::memcmp(bytes.data(), Magic, 8) != 0)
        return Error{"not a ProbCut book (wrong magic bytes)"};
    const auto version = std::uint32_t(get(bytes, 8, 4));
    if (version != FormatVersion)
        return Error{"unsupported book format version " + std::to_string(version)
            + " (this build reads version " + std::to_string(FormatVersion) + ")"};
    const auto recordSize = std::uint32_t(get(bytes, 12, 4));
    if (recordSize != RecordSize)
        return Error{"bad record size " + std::to_string(recordSize) + " (expected "
            + std::to_string(RecordSize) + ")"};
    const std::uint64_t count = get(bytes, 16, 8);
    const std::uint64_t paramsLength = get(bytes, 24, 4);
    if (get(bytes, 28, 4) != 0)
        return Error{"bad header: reserved field is not zero"};
    const std::uint64_t room = bytes.size() - HeaderSize;
    if (paramsLength > room || count > (room - paramsLength) / RecordSize
        || HeaderSize + paramsLength + count * RecordSize != bytes.size()) {
        const std::uint64_t expected
            = count <= (1ULL << 40) ? HeaderSize + paramsLength + count * RecordSize : 0;
        return Error{"truncated or padded book: the header announces " + std::to_string(count)
            + " positions (" + std::to_string(expected) + " bytes) but the file has "
            + std::to_string(bytes.size()) + " bytes"};
    }
    if (get(bytes, ChecksumOffset, 8) != checksum(bytes))
        return Error{"checksum mismatch: the book file is damaged"};

    Book book;
    const std::string_view paramText(reinterpret_cast<const char*>(bytes.data() + HeaderSize), paramsLength);
    if (auto bad = decodeParams(paramText, book.m_params))
        return Error{"bad build parameters: " + *bad};

    std::vector<Node> nodes;
    nodes.reserve(count);
    std::size_t at = HeaderSize + paramsLength;
    Board previous{};
    for (std::uint64_t k = 0; k < count; ++k, at += RecordSize) {
        const std::string where = "record " + std::to_string(k + 1) + ": ";
        Node n;
        n.board.player = get(bytes, at, 8);
        n.board.opponent = get(bytes, at + 8, 8);
        if (k > 0
            && (n.board.player < previous.player
                || (n.board.player == previous.player && n.board.opponent <= previous.opponent)))
            return Error{where + "records out of order or duplicated"};
        previous = n.board;
        if (n.board.player & n.board.opponent)
            return Error{where + "a square is owned by both sides"};
        if (auto bad = n.board.validate())
            return Error{where + *bad};
        if (!(n.board.canonical() == n.board))
            return Error{where + "position is not in canonical form"};
        n.games = std::uint32_t(get(bytes, at + 16, 4));
        n.wins = std::uint32_t(get(bytes, at + 20, 4));
        n.draws = std::uint32_t(get(bytes, at + 24, 4));
        if (std::uint64_t(n.wins) + n.draws > n.games)
            return Error{where + "more wins and draws than games"};
        n.losses = n.games - n.wins - n.draws;
        n.resultSum = std::int32_t(std::uint32_t(get(bytes, at + 28, 4)));
        n.value = std::int16_t(std::uint16_t(get(bytes, at + 32, 2)));
        n.leafValue = std::int16_t(std::uint16_t(get(bytes, at + 34, 2)));
        n.devValue = std::int16_t(std::uint16_t(get(bytes, at + 36, 2)));
        for (std::int16_t v : {n.value, n.leafValue, n.devValue})
            if (v < -64 * 128 || v > 64 * 128)
                return Error{where + "value out of range"};
        const unsigned s1 = bytes[at + 38], s2 = bytes[at + 39];
        if (!validSource(s1 & 15) || !validSource(s1 >> 4) || !validSource(s2 & 15) || (s2 >> 4) > 3)
            return Error{where + "bad value source"};
        n.valueSource = BookValueSource(s1 & 15);
        n.leafSource = BookValueSource(s1 >> 4);
        n.devSource = BookValueSource(s2 & 15);
        n.devKnown = (s2 & 0x10) != 0;
        n.leaf = (s2 & 0x20) != 0;
        n.leafDepth = bytes[at + 40];
        n.devDepth = bytes[at + 41];
        n.devMove = bytes[at + 42];
        if (n.devMove > PassMove && n.devMove != NoDeviation)
            return Error{where + "bad deviation square"};
        if (n.devKnown && n.devMove != NoDeviation) {
            const bool legal = n.devMove == PassMove ? n.board.mustPass() : n.board.isLegal(n.devMove);
            if (!legal)
                return Error{where + "deviation move is not legal"};
        }
        n.deepest = bytes[at + 43];
        nodes.push_back(n);
    }
    book.m_nodes = std::move(nodes);
    std::size_t slots = 1024;
    while (slots < 2 * book.m_nodes.size())
        slots *= 2;
    book.rehash(slots);
    return book;
}

} // namespace probcut
