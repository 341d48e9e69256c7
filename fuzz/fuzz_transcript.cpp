// parseTranscript, parseSquare and parseMoveToken on arbitrary bytes. A transcript that parses
// must write back to text that parses to the same line (with implicit passes: the same line
// less any trailing pass).
#include "engine/core/notation.h"
#include "fuzz/fuzz_target.h"

using namespace probcut;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::text(data, size);
    (void)parseSquare(text.substr(0, 4));
    (void)parseMoveToken(text.substr(0, 6));

    const auto line = parseTranscript(text);
    if (!line) {
        FUZZ_CHECK(!line.error().message.empty());
        FUZZ_CHECK(line.error().offset == Error::NoOffset || line.error().offset <= size);
        return 0;
    }
    FUZZ_CHECK(line->moves.size() <= 120); // 60 discs and at most one pass before each
    const std::string written = formatTranscript(line->moves, true);
    const auto again = parseTranscript(written);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->moves == line->moves);
    FUZZ_CHECK(again->end == line->end);

    // With implicit passes the text cannot say that the line ends with a pass: the passes
    // before a move come back, trailing ones do not.
    std::vector<Square> withoutTrailingPasses = line->moves;
    while (!withoutTrailingPasses.empty() && withoutTrailingPasses.back() == PassMove)
        withoutTrailingPasses.pop_back();
    const auto implicit = parseTranscript(formatTranscript(line->moves, false));
    FUZZ_CHECK(implicit.ok());
    FUZZ_CHECK(implicit->moves == withoutTrailingPasses);
    if (withoutTrailingPasses.size() == line->moves.size())
        FUZZ_CHECK(implicit->end == line->end);
    return 0;
}
