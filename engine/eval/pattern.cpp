#include "engine/eval/pattern.h"

#include "engine/core/kernel_portable.h"
#include "engine/eval/pattern_impl.h"
#include "engine/eval/weights.h"

#include <algorithm>
#include <string>

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
    out.offsets[ParityFeature] = std::uint32_t(ParityOffset + (board.emptyCount() & 1));
    // Mobility: the empty squares where a move flips something, for either side.
    auto mobilityOf = [](const Board& b) {
        int n = 0;
        for (Square s = 0; s < 64; ++s)
            n += (b.empties() & squareBit(s)) && b.flips(s) != 0;
        return n;
    };
    out.offsets[MobilityFeature] = std::uint32_t(
        MobilityOffset + mobilityIndex(mobilityOf(board), mobilityOf(Board{board.opponent, board.player})));
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
    if (usesAvx2Units(kernel))
        return patternEvaluateManyAvx2(eval, boards, count);
#endif
    (void)kernel;
    long long sum = 0;
    for (std::size_t i = 0; i < count; ++i)
        sum += eval.evaluate<PortableKernel>(boards[i].player, boards[i].opponent);
    return sum;
}

int PatternTerms::sum() const
{
    int total = 0;
    for (int u : units)
        total += u;
    return total;
}

PatternTerms patternTerms(const PatternEval& eval, const Board& board)
{
    // The same look-ups as PatternEval::evaluate, kept apart instead of summed.
    PatternFeatures features;
    patternFeatures(board.player, board.opponent, features);
    const std::int16_t* w = eval.weights + eval.stageOffsets[board.discCount()];
    PatternTerms terms;
    for (int i = 0; i < pattern::FeatureCount; ++i)
        terms.units[std::size_t(i)] = w[features.offsets[std::size_t(i)]];
    return terms;
}

Bitboard patternInstanceSquares(int instance)
{
    if (instance < 0 || instance >= pattern::InstanceCount)
        return 0;
    return pattern::Tables.instances[std::size_t(instance)].mask;
}

std::string patternInstanceName(int instance)
{
    if (instance == pattern::MobilityFeature)
        return "mobility";
    if (instance < 0 || instance >= pattern::InstanceCount)
        return "parity";
    const pattern::Instance& in = pattern::Tables.instances[std::size_t(instance)];
    const pattern::Family& family = pattern::Families[std::size_t(in.family)];
    const std::string name = family.name;
    int minC = 7, maxC = 0, minR = 7, maxR = 0;
    double sumC = 0, sumR = 0;
    for (int k = 0; k < family.size; ++k) {
        const int c = columnOf(in.squares[std::size_t(k)]), r = rowOf(in.squares[std::size_t(k)]);
        minC = std::min(minC, c);
        maxC = std::max(maxC, c);
        minR = std::min(minR, r);
        maxR = std::max(maxR, r);
        sumC += c;
        sumR += r;
    }
    const double meanC = sumC / family.size, meanR = sumR / family.size;
    // Rows are drawn top to bottom from row 1, so row 1 is the north edge.
    auto side = [&] {
        if (maxC - minC >= maxR - minR)
            return std::string(meanR < 3.5 ? "north" : "south");
        return std::string(meanC < 3.5 ? "west" : "east");
    };
    if (name == "edge+2x")
        return "edge+2X (" + side() + ")";
    if (name == "line2" || name == "line3" || name == "line4")
        return std::string(name == "line2" ? "2nd"
                       : name == "line3"   ? "3rd"
                                           : "4th")
            + " line (" + side() + ")";
    if (name == "corner3x3")
        return "corner 3x3 (" + squareName(in.squares[0]) + ")";
    if (name == "corner2x5")
        return "corner 2x5 (" + squareName(in.squares[0]) + ", "
            + (maxC - minC > maxR - minR ? "along the row" : "along the column") + ")";
    // Diagonals: named by their two ends.
    Square first = in.squares[0], last = in.squares[std::size_t(family.size - 1)];
    if (first > last)
        std::swap(first, last);
    return "diagonal " + squareName(first) + "-" + squareName(last);
}

} // namespace probcut
