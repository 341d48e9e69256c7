#include "engine/pattern.h"

#include "engine/kernel_portable.h"
#include "engine/pattern_impl.h"
#include "engine/weights.h"

namespace probcut {

#if defined(PROBCUT_HAVE_AVX2)
void patternFeaturesAvx2(Bitboard p, Bitboard o, PatternFeatures& out);   // pattern_avx2.cpp
int patternEvaluateAvx2(const PatternEval& eval, Bitboard p, Bitboard o); // pattern_avx2.cpp
long long patternEvaluateManyAvx2(const PatternEval& eval, const Board* boards, std::size_t count);
#endif

namespace pattern {

int mirrorIndex(int family, int index)
{
    const Family& f = Families[family];
    if (f.selfSymmetry == Symmetry::Identity)
        return index;
    int result = 0;
    for (int k = 0; k < f.size; ++k, index /= 3) {
        const Square image = mapSquare(f.squares[k], f.selfSymmetry);
        int j = 0;
        while (f.squares[j] != image)
            ++j;
        result += (index % 3) * pow3(j);
    }
    return result;
}

} // namespace pattern

void patternFeatures(Bitboard p, Bitboard o, PatternFeatures& out)
{
#if defined(PROBCUT_HAVE_AVX2)
    if (avx2KernelSupported()) {
        patternFeaturesAvx2(p, o, out);
        return;
    }
#endif
    pattern::features<PortableKernel>(p, o, out);
}

void patternFeaturesReference(const Board& board, PatternFeatures& out)
{
    using namespace pattern;
    for (int i = 0; i < InstanceCount; ++i) {
        const Instance& in = Tables.instances[i];
        const Family& fam = Families[in.family];
        // Bring the instance onto the canonical squares and read them there.
        const Board b = board.transformed(inverse(in.symmetry));
        int index = 0;
        for (int k = fam.size - 1; k >= 0; --k) {
            const Bitboard bit = squareBit(fam.squares[k]);
            index = 3 * index + ((b.player & bit) ? 1 : (b.opponent & bit) ? 2 : 0);
        }
        out.offsets[i] = std::uint32_t(FamilyOffset[in.family] + index);
    }
    out.offsets[InstanceCount] = std::uint32_t(ParityOffset + (board.emptyCount() & 1));
}

PatternEvaluator::PatternEvaluator(std::shared_ptr<const PatternWeights> weights)
    : m_weights(std::move(weights)), m_eval(m_weights->eval()), m_avx2(avx2KernelSupported())
{
}

int PatternEvaluator::evaluate(const Board& board) const
{
#if defined(PROBCUT_HAVE_AVX2)
    if (m_avx2)
        return patternEvaluateAvx2(m_eval, board.player, board.opponent);
#endif
    return m_eval.evaluate<PortableKernel>(board.player, board.opponent);
}

long long patternEvaluateMany(
    const PatternEval& eval, const Board* boards, std::size_t count, KernelKind kernel)
{
#if defined(PROBCUT_HAVE_AVX2)
    if (kernel == KernelKind::Avx2 && avx2KernelSupported())
        return patternEvaluateManyAvx2(eval, boards, count);
#endif
    (void)kernel;
    long long sum = 0;
    for (std::size_t i = 0; i < count; ++i)
        sum += eval.evaluate<PortableKernel>(boards[i].player, boards[i].opponent);
    return sum;
}

} // namespace probcut
