// parsePositions (the training pipeline's labelled-positions file) on arbitrary bytes. A parsed
// file must serialize back to the same bytes.
#include "engine/training/training.h"
#include "fuzz/fuzz_target.h"

using namespace probcut;
using namespace probcut::training;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto positions = parsePositions({data, size}, "fuzz.pos");
    if (!positions) {
        FUZZ_CHECK(!positions.error().message.empty());
        return 0;
    }
    const std::vector<std::uint8_t> again = serializePositions(*positions);
    FUZZ_CHECK(again.size() == size);
    const auto reparsed = parsePositions(again, "again.pos");
    FUZZ_CHECK(reparsed.ok() && reparsed->size() == positions->size());
    for (std::size_t i = 0; i < positions->size(); ++i) {
        const LabelledPosition &a = (*positions)[i], &b = (*reparsed)[i];
        FUZZ_CHECK(a.board == b.board && a.label == b.label && a.kind == b.kind);
    }
    return 0;
}
