// The WTHOR readers on arbitrary bytes: the first byte chooses the reader (.wtb games, .JOU
// players, .TRN tournaments, or replayWithPasses over WTHOR move bytes), the rest is the file.
// Parsed games must replay legally to their recorded end position; names must be valid for
// any index (wthorName).
#include "engine/formats/wthor.h"
#include "fuzz/fuzz_target.h"

#include <span>

using namespace probcut;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::span<const std::uint8_t> bytes(data + 1, size - 1);
    switch (data[0] % 4) {
    case 0:
        if (const auto file = parseWthorGames(bytes, "fuzz.wtb")) {
            FUZZ_CHECK(file->games.size() == file->header.gameCount);
            for (const WthorGame& g : file->games) {
                Position p;
                for (Square sq : g.moves)
                    FUZZ_CHECK(p.play(sq));
                FUZZ_CHECK(p == g.end);
                FUZZ_CHECK(g.blackDiscs >= 0 && g.blackDiscs <= 64);
            }
        }
        break;
    case 1:
    case 2: {
        const WthorNameKind kind = data[0] % 4 == 1 ? WthorNameKind::Players : WthorNameKind::Tournaments;
        if (const auto names = parseWthorNames(bytes, kind, "fuzz.jou")) {
            for (int i = -1; i <= int(names->size()); ++i)
                FUZZ_CHECK(!wthorName(*names, i).empty() || (i >= 0 && i < int(names->size())));
        }
        break;
    }
    default: {
        std::vector<Square> squares;
        for (std::uint8_t b : bytes.first(std::min<std::size_t>(bytes.size(), 64))) {
            const Square sq = wthorSquare(b);
            if (sq == NoSquare)
                break;
            squares.push_back(sq);
        }
        Position end;
        if (const auto line = replayWithPasses(squares, &end)) {
            Position p;
            for (Square sq : *line)
                FUZZ_CHECK(p.play(sq));
            FUZZ_CHECK(p == end);
        }
        break;
    }
    }
    return 0;
}
