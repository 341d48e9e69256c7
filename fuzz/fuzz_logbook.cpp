// parseLogbook (Logistello's game collection, one "+d3-c3...: -04 10" game a line) on
// arbitrary text. Parsed games must replay legally to their recorded end position.
#include "engine/formats/logbook.h"
#include "fuzz/fuzz_target.h"

using namespace probcut;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::text(data, size);
    if (const auto games = parseLogbook(text, "fuzz.gam")) {
        for (const LogbookGame& g : *games) {
            Position p;
            for (Square sq : g.moves)
                FUZZ_CHECK(p.play(sq));
            FUZZ_CHECK(p == g.end);
            FUZZ_CHECK(g.blackMinusWhite >= -64 && g.blackMinusWhite <= 64);
        }
    }
    (void)parseLogbookLine(text.substr(0, text.find('\n')));
    return 0;
}
