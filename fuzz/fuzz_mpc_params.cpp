// parseMpcParams on arbitrary text. The file ends with a checksum line, so when the first byte
// says so the target rewrites the digits of the first "checksum " line to the right value
// before parsing, letting mutations of the fit lines reach the range checks. Parsed parameters
// must format to text that parses to the same text again, and the threshold helpers must give
// finite bounds for every usable fit.
#include "engine/search/multi_probcut.h"
#include "fuzz/fuzz_target.h"

#include <cmath>

using namespace probcut;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    std::string text(fuzz::text(data + 1, size - 1));
    if (data[0] & 1)
        fuzz::fixTrailingChecksum(text, [](std::string_view t) { return fnv1a64(t); });
    const auto params = parseMpcParams(text);
    if (!params) {
        FUZZ_CHECK(!params.error().message.empty());
        return 0;
    }
    const std::string written = formatMpcParams(*params);
    const auto again = parseMpcParams(written);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(formatMpcParams(*again) == written);
    FUZZ_CHECK(again->stageWidth() == params->stageWidth());
    for (int s = 0; s < params->stageCount(); ++s)
        for (int h = 1; h <= MpcParams::MaxHeight; ++h)
            for (int d = 0; d < h; ++d) {
                const MpcFit& f = params->fit(s, h, d);
                if (!f.usable())
                    continue;
                const int hi = mpcHighBound(f.a, f.b, f.sigma, 1.5, 0);
                const int lo = mpcLowBound(f.a, f.b, f.sigma, 1.5, 0);
                FUZZ_CHECK(lo <= hi);
            }
    return 0;
}
