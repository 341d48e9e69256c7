// parseMpcSamples (the Multi-ProbCut fit's samples file) on arbitrary text. As for the MPC
// parameters, when the first byte says so the target rewrites the digits of the last
// "checksum " line to the right value, so mutations reach the record checks. Parsed samples
// must format to text that parses to the same text again, and every fit over them must run
// and give finite numbers.
#include "engine/training/mpc_samples.h"
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
    const auto samples = parseMpcSamples(text);
    if (!samples) {
        FUZZ_CHECK(!samples.error().message.empty());
        return 0;
    }
    const std::string written = formatMpcSamples(*samples);
    const auto again = parseMpcSamples(written);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again->size() == samples->size());
    FUZZ_CHECK(formatMpcSamples(*again) == written);
    for (int s = 0; s < samples->stageCount(); ++s)
        for (int h = 1; h <= samples->maxHeight(); ++h)
            for (int d = 0; d < h; ++d)
                if (const auto fit = fitMpcSamples(*samples, s, h, d))
                    FUZZ_CHECK(std::isfinite(fit->a) && std::isfinite(fit->b) && std::isfinite(fit->sigma));
    return 0;
}
