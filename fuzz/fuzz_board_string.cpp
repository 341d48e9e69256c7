// parseBoardString on arbitrary bytes (the first byte chooses whether the side is required).
// A board that parses must write back to a string that parses to the same position, and its
// diagram must be eight lines plus the coordinates.
#include "engine/core/notation.h"
#include "fuzz/fuzz_target.h"

#include <algorithm>

using namespace probcut;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const bool requireSide = data[0] & 1;
    const std::string_view text = fuzz::text(data + 1, size - 1);
    const auto position = parseBoardString(text, requireSide);
    if (!position) {
        FUZZ_CHECK(!position.error().message.empty());
        return 0;
    }
    FUZZ_CHECK((position->board.player & position->board.opponent) == 0);
    const std::string written = formatBoardString(*position);
    const auto again = parseBoardString(written);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(*again == *position);
    const std::string diagram = formatBoardDiagram(*position);
    FUZZ_CHECK(std::count(diagram.begin(), diagram.end(), '\n') >= 8);
    return 0;
}
