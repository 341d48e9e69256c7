// parseGgf (every game of a text) and parseGgfGame on arbitrary bytes. A game that parses must
// write back (formatGgf) to text that parses to the same start, moves, end and properties, and
// its moves must replay legally from its start.
#include "engine/formats/ggf.h"
#include "fuzz/fuzz_target.h"

#include <algorithm>

using namespace probcut;

namespace {

void checkGame(const GgfGame& g)
{
    Position p = g.start;
    for (const GgfMove& m : g.moves)
        FUZZ_CHECK(p.play(m.square));
    FUZZ_CHECK(p == g.end);
    const std::string written = formatGgf(g);
    const auto again = parseGgfGame(written);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->start == g.start);
    FUZZ_CHECK(again->end == g.end);
    FUZZ_CHECK(again->moves.size() == g.moves.size());
    for (std::size_t i = 0; i < g.moves.size(); ++i)
        FUZZ_CHECK(again->moves[i].square == g.moves[i].square);
    // formatGgf adds GM[Othello] when the game has no GM property.
    auto expected = g.properties;
    if (g.property("GM").empty()
        && std::none_of(expected.begin(), expected.end(), [](const auto& p) { return p.first == "GM"; }))
        expected.insert(expected.begin(), {"GM", "Othello"});
    FUZZ_CHECK(again->properties == expected);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::text(data, size);
    std::size_t consumed = 0;
    if (const auto game = parseGgfGame(text, &consumed)) {
        FUZZ_CHECK(consumed <= size);
        checkGame(*game);
    }
    if (const auto games = parseGgf(text))
        for (const GgfGame& g : *games)
            checkGame(g);
    return 0;
}
