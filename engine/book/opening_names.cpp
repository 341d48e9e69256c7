#include "engine/book/opening_names.h"

#include "engine/core/notation.h"

#include <algorithm>
#include <array>
#include <tuple>

namespace probcut {

namespace {

// The standard named openings. Names and lines as commonly listed by Othello sites and programs
// (Robert Gatliff's catalogue of named openings, e.g. as given on samsoft.org.uk/reversi/
// openings.htm), written out here in the f5 orientation; where a line has several names they
// are given together, the most common first. Each line's position is unique up to symmetry
// (test_opening_names checks it), so a position never has two names.
constexpr std::array Openings = std::to_array<NamedOpening>({
    // Perpendicular family (1. f5 d6)
    {"Perpendicular Opening", "f5 d6"},
    {"Tiger", "f5 d6 c3 d3 c4"},
    {"Aubrey / Tanaka", "f5 d6 c3 d3 c4 b3"},
    {"Aubrey (Feldborg Continuation)", "f5 d6 c3 d3 c4 b3 d2 f4"},
    {"Rose-Bill", "f5 d6 c3 d3 c4 f4 c5 b3 c2"},
    {"Central Rose-Bill / Dead Draw", "f5 d6 c3 d3 c4 f4 c5 b3 c2 b4"},
    {"Tamenori", "f5 d6 c3 d3 c4 f4 c5 b3 c2 e6"},
    {"Ishii", "f5 d6 c3 d3 c4 f4 c5 b4 b5 c6 f3 e6 e3"},
    {"Mainline Tiger", "f5 d6 c3 d3 c4 f4 c5 b4 b5 c6 f3 e6 e3 g6 f6 g5 d7 g3"},
    {"Brightwell", "f5 d6 c3 d3 c4 f4 e3"},
    {"Leader's Tiger", "f5 d6 c3 d3 c4 f4 e6"},
    {"Stephenson", "f5 d6 c3 d3 c4 f4 f6"},
    {"Kung", "f5 d6 c3 d3 c4 f4 f6 b4"},
    {"Comp'Oth", "f5 d6 c3 d3 c4 f4 f6 f3"},
    {"Lightning Bolt", "f5 d6 c3 d3 c4 f4 f6 f3 e3"},
    {"F.A.T. Draw", "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 d7 g6 f8 f7 g5 h6 h4 g4 h3 h5 h7"},
    {"No-Kung", "f5 d6 c3 d3 c4 f4 f6 g5"},
    {"No-Kung (Continuation)", "f5 d6 c3 d3 c4 f4 f6 g5 e3 f3 g4 h3 g3 f2"},
    {"Bent Ganglion", "f5 d6 c3 g5"},
    {"Cat", "f5 d6 c4 d3 c5"},
    {"Berner", "f5 d6 c4 d3 c5 f4 e3 f3 c2 b4 b3"},
    {"Sakaguchi", "f5 d6 c4 d3 c5 f4 e3 f3 c2 c6"},
    {"Italian", "f5 d6 c4 d3 e6"},
    {"Ganglion / No-Cat", "f5 d6 c4 g5"},
    {"Swallow", "f5 d6 c4 g5 c6"},
    {"No-Cat (Continuation)", "f5 d6 c4 g5 c6 c5 d7 d3 b4 c3 e3 f3"},
    {"Horse", "f5 d6 c5 f4 d3"},
    {"Ralle", "f5 d6 c5 f4 e3 c6 d3 f3"},
    {"Rose", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7"},
    {"Greenberg / Dawg", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 e7"},
    {"Rose-Birth", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g3 c4"},
    {"Rose-Birdie / Rose-Tamenori", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g3 c4 b4"},
    {"Rose-Tamenori-Kling", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g3 c4 b4 c3"},
    {"Brightstein", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g3 c4 g5 c3 b4 e2"},
    {"Flat", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4"},
    {"Rotating Flat", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4 c4"},
    {"Rotating Flat (Kling Continuation)", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4 c4 g5 c3 f7 d2 e7 f2"},
    {"Murakami Variation", "f5 d6 c5 f4 e3 c6 d3 f6 e6 d7 g4 c4 g6"},
    {"Bhagat", "f5 d6 c5 f4 e3 c6 d7"},
    {"Inoue", "f5 d6 c5 f4 e3 c6 e6"},
    {"Iago", "f5 d6 c5 f4 e3 c6 e6 f6"},
    {"Shaman / Danish", "f5 d6 c5 f4 e3 c6 f3"},
    {"Mimura", "f5 d6 c5 f4 e3 d3"},
    // Diagonal family (1. f5 f6)
    {"Diagonal Opening", "f5 f6"},
    {"Semi-Wing Variation", "f5 f6 c4 f4"},
    {"Wing Variation", "f5 f6 d3 f4"},
    {"Buffalo / Kenichi Variation", "f5 f6 e6 f4 c3"},
    {"Hokuriku Buffalo", "f5 f6 e6 f4 c3 c4"},
    {"Tanida Buffalo", "f5 f6 e6 f4 c3 d6 f3 c4 c5 b4"},
    {"Maruoka Buffalo", "f5 f6 e6 f4 c3 d7 f3"},
    {"Cow", "f5 f6 e6 f4 e3"},
    {"Rose-v-Toth", "f5 f6 e6 f4 e3 c5 c4"},
    {"Landau", "f5 f6 e6 f4 e3 c5 c4 d3 c3"},
    {"Maruoka", "f5 f6 e6 f4 e3 c5 c4 d3 f3 e2"},
    {"Tanida", "f5 f6 e6 f4 e3 c5 c4 e7"},
    {"Sailboat", "f5 f6 e6 f4 e3 c5 c4 e7 b5 e2"},
    {"Aircraft / Feldborg", "f5 f6 e6 f4 e3 c5 c4 e7 g4"},
    {"Cow Bat / Bat / Cambridge", "f5 f6 e6 f4 e3 c5 g5"},
    {"Bat (Kling Alternative)", "f5 f6 e6 f4 e3 c5 g5 d6 g6"},
    {"Bat (Kling Continuation)", "f5 f6 e6 f4 e3 c5 g5 f3 g4 g6 g3 d6 f7 h5 h4 h3 e7"},
    {"Melnikov / Bat (Piau Continuation 1)", "f5 f6 e6 f4 e3 c5 g5 g3 g4 f3 c4"},
    {"Bat (Piau Continuation 2)", "f5 f6 e6 f4 e3 c5 g5 g3 g4 f3 g6"},
    {"Chimney", "f5 f6 e6 f4 e3 d6"},
    {"Rocket", "f5 f6 e6 f4 g3"},
    {"Lollipop", "f5 f6 e6 f4 g3 d6"},
    {"Hamilton", "f5 f6 e6 f4 g3 f3 g4"},
    {"Raccoon Dog", "f5 f6 e6 f4 g4"},
    {"Heath / Tobidashi", "f5 f6 e6 f4 g5"},
    {"Heath-Chimney", "f5 f6 e6 f4 g5 d6"},
    {"Iwasaki Variation", "f5 f6 e6 f4 g5 e7 d7"},
    {"Heath-Bat", "f5 f6 e6 f4 g5 e7 e3"},
    {"Mimura Variation II", "f5 f6 e6 f4 g5 e7 f7 c5 e3 f3 c4 d3 c2"},
    {"Snake / Peasant", "f5 f6 e6 f4 g6"},
    {"Pyramid / Checkerboarding Peasant", "f5 f6 e6 f4 g6 c5 g4 g5 f3 e3 c4"},
    {"Lysons", "f5 f6 e6 f4 g6 c6"},
    {"X-square Opening", "f5 f6 e6 f4 g7"},
    // Parallel family (1. f5 f4)
    {"Parallel Opening", "f5 f4"},
});

// A named position keyed by its canonical form: side to move, then the canonical board. The
// side is part of the key because the board is side-relative (a pass could otherwise make two
// positions with swapped colours look alike).
struct IndexEntry {
    Color sideToMove;
    Board canonical;
    Board board; // the line's final position as the table plays it (f5 first)
    const NamedOpening* opening;

    auto key() const { return std::tuple(sideToMove, canonical.player, canonical.opponent); }
};

// Built once, on first use (a function-local static, so the first look-up replays the lines).
const std::vector<IndexEntry>& openingIndex()
{
    static const std::vector<IndexEntry> entries = [] {
        std::vector<IndexEntry> out;
        out.reserve(Openings.size());
        for (const NamedOpening& opening : Openings) {
            const auto line = parseTranscript(opening.moves);
            if (!line)
                continue; // test_opening_names replays every line, so this never happens in a release
            out.push_back(
                IndexEntry{line->end.sideToMove, line->end.board.canonical(), line->end.board, &opening});
        }
        // Stable: if two lines ever met in one position, the first in the table would keep it.
        std::stable_sort(out.begin(), out.end(),
            [](const IndexEntry& a, const IndexEntry& b) { return a.key() < b.key(); });
        return out;
    }();
    return entries;
}

} // namespace

std::span<const NamedOpening> namedOpenings() { return Openings; }

std::vector<Square> OpeningMatch::movesOnBoard() const
{
    std::vector<Square> moves;
    if (!opening)
        return moves;
    if (const auto line = parseTranscript(opening->moves))
        for (const Square sq : line->moves)
            moves.push_back(transform(sq, symmetry));
    return moves;
}

std::optional<OpeningMatch> namedOpeningAt(const Position& position)
{
    const std::vector<IndexEntry>& entries = openingIndex();
    const Board canonical = position.board.canonical();
    const auto key = std::tuple(position.sideToMove, canonical.player, canonical.opponent);
    const auto it = std::lower_bound(
        entries.begin(), entries.end(), key, [](const IndexEntry& e, const auto& k) { return e.key() < k; });
    if (it == entries.end() || it->key() != key)
        return std::nullopt;
    for (const Symmetry s : AllSymmetries)
        if (it->board.transformed(s) == position.board)
            return OpeningMatch{it->opening, s, 0};
    return std::nullopt; // unreachable: equal canonical forms are related by a symmetry
}

std::optional<OpeningMatch> lastNamedOpening(std::span<const Position> path)
{
    // Named positions along one game have ever more discs, so the last one met is the deepest.
    for (std::size_t i = path.size(); i-- > 0;) {
        if (auto match = namedOpeningAt(path[i])) {
            match->index = int(i);
            return match;
        }
    }
    return std::nullopt;
}

} // namespace probcut
