// AVX2 instantiation of the pattern evaluation (vector index extraction, pattern_impl.h); built with
// -march=x86-64-v3 and called only after the run-time CPU check in pattern.cpp.
#include "engine/core/kernel_avx2.h"
#include "engine/eval/pattern_impl.h"

namespace probcut {

void patternFeaturesAvx2(Bitboard p, Bitboard o, PatternFeatures& out)
{
    pattern::features<Avx2Kernel>(p, o, out);
}

int patternEvaluateAvx2(const PatternEval& eval, Bitboard p, Bitboard o)
{
    return eval.evaluate<Avx2Kernel>(p, o);
}

long long patternEvaluateManyAvx2(const PatternEval& eval, const Board* boards, std::size_t count)
{
    long long sum = 0;
    for (std::size_t i = 0; i < count; ++i)
        sum += eval.evaluate<Avx2Kernel>(boards[i].player, boards[i].opponent);
    return sum;
}

} // namespace probcut
