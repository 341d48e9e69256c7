// parseObf (whole files) and parseObfLine on arbitrary bytes. Every parsed entry must write
// back (formatObfLine) to a line that parses to the same position and move scores.
#include "engine/core/notation.h"
#include "fuzz/fuzz_target.h"

using namespace probcut;

namespace {

void checkRoundTrip(const ObfPosition& p)
{
    if (!p.moveScores.empty())
        (void)p.bestScore();
    const std::string written = formatObfLine(p);
    const auto again = parseObfLine(written);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->position == p.position);
    FUZZ_CHECK(again->moveScores == p.moveScores);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::text(data, size);
    if (const auto file = parseObf(text)) {
        int previous = 0;
        for (const ObfEntry& e : *file) {
            FUZZ_CHECK(e.lineNumber > previous);
            previous = e.lineNumber;
            checkRoundTrip(e.position);
        }
    } else {
        FUZZ_CHECK(!file.error().message.empty());
    }
    const std::size_t newline = text.find('\n');
    if (const auto line = parseObfLine(text.substr(0, newline)))
        checkRoundTrip(*line);
    return 0;
}
