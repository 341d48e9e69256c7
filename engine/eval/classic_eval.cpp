#include "engine/eval/classic_eval.h"

#include "engine/core/kernel_portable.h"
#include "engine/core/stability.h"
#include "engine/eval/pattern.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace probcut {

namespace {

using detail::FileA;
using detail::FileH;
using detail::Rank1;
using detail::Rank8;

int pop(Bitboard b) { return __builtin_popcountll(b); }

Bitboard wedgeSquares(Bitboard o, Bitboard empty)
{
    // Empty edge squares with opponent discs on both sides along the edge.
    const Bitboard horizontal = ((o << 1) & NotAFile) & ((o >> 1) & NotHFile) & (Rank1 | Rank8);
    const Bitboard vertical = (o << 8) & (o >> 8) & (FileA | FileH);
    return (horizontal | vertical) & empty;
}

} // namespace

const char* classicFeatureName(ClassicFeature f)
{
    static constexpr const char* Names[] = {"discs", "mobility", "corners", "corner access", "C-squares",
        "X-squares", "frontier", "stable", "wedges"};
    return Names[int(f)];
}

Bitboard stableDiscs(Bitboard p, Bitboard o) { return detail::stableDiscs<PortableKernel>(p, p | o); }

ClassicFeatureCounts classicFeatureCounts(const Board& board)
{
    // Each feature counted for both sides; classicFeatures() is their difference.
    const Bitboard p = board.player, o = board.opponent, empty = board.empties();
    const Bitboard mp = board.legalMoves(), mo = board.opponentMoves();
    Bitboard cs = 0, xs = 0;
    constexpr Square CornerSq[4] = {0, 7, 56, 63};
    constexpr Bitboard CNext[4]
        = {0x0000000000000102ULL, 0x0000000000008040ULL, 0x0201000000000000ULL, 0x4080000000000000ULL};
    constexpr Bitboard XNext[4]
        = {0x0000000000000200ULL, 0x0000000000004000ULL, 0x0002000000000000ULL, 0x0040000000000000ULL};
    for (int i = 0; i < 4; ++i) {
        if (empty & squareBit(CornerSq[i])) {
            cs |= CNext[i];
            xs |= XNext[i];
        }
    }
    const Bitboard nearEmpty = neighbours(empty);
    ClassicFeatureCounts c;
    auto set = [&c](ClassicFeature k, int mine, int theirs) {
        c.player[int(k)] = mine;
        c.opponent[int(k)] = theirs;
    };
    set(ClassicFeature::Discs, pop(p), pop(o));
    set(ClassicFeature::Mobility, pop(mp), pop(mo));
    set(ClassicFeature::Corners, pop(p & Corners), pop(o & Corners));
    set(ClassicFeature::CornerAccess, pop(mp & Corners), pop(mo & Corners));
    set(ClassicFeature::CSquares, pop(p & cs), pop(o & cs));
    set(ClassicFeature::XSquares, pop(p & xs), pop(o & xs));
    set(ClassicFeature::Frontier, pop(p & nearEmpty), pop(o & nearEmpty));
    set(ClassicFeature::Stable, pop(stableDiscs(p, o)), pop(stableDiscs(o, p)));
    set(ClassicFeature::Wedges, pop(wedgeSquares(o, empty)), pop(wedgeSquares(p, empty)));
    return c;
}

ClassicFeatures classicFeatures(const Board& board)
{
    const ClassicFeatureCounts c = classicFeatureCounts(board);
    ClassicFeatures f;
    for (int k = 0; k < ClassicFeatureCount; ++k)
        f.value[std::size_t(k)] = c.player[std::size_t(k)] - c.opponent[std::size_t(k)];
    return f;
}

// The built-in weights: `probcut train classic` on the positions of resources/weights/README.md
// (WTHOR + logbook, game-tree and exact labels), fitted from the last stage backwards.
constexpr std::array<ClassicWeights::Stage, ClassicWeights::StageCount> TrainedClassic{{
    {1.10851, 2.49544, 6.36582, 2.68408, -2.73943, 19.558, 1.897, 2.25561, 0.199196, 13.893},
    {-2.12571, 3.02958, 6.36582, 2.68408, -2.73943, -9.56446, -1.33721, 2.25561, 0.199196, -0.29897},
    {-0.682569, 2.7092, 7.19669, 3.49428, 0.758773, -9.74383, -2.60544, 3.08648, 0.199196, -3.168},
    {-0.519847, 2.22045, 7.95889, 3.46888, 1.79599, -8.51175, -2.31765, 3.83316, 0.224923, -4.02203},
    {-0.280428, 1.90127, 7.92866, 3.55915, 1.73256, -7.71895, -2.15282, 3.71294, 0.631997, -4.105},
    {-0.147497, 1.7854, 7.66876, 3.43331, 1.22907, -6.74069, -1.92847, 3.07463, 1.56511, -3.9364},
    {-0.0790566, 1.7123, 6.98143, 3.18772, 0.703959, -5.54299, -1.70222, 2.35887, 2.28768, -3.76101},
    {-0.0212037, 1.61616, 5.96463, 2.91815, 0.421891, -4.62474, -1.57184, 1.85793, 2.52583, -3.5927},
    {-0.012152, 1.59516, 4.61298, 2.98466, 0.144765, -3.65997, -1.39051, 1.63505, 2.42661, -3.30451},
    {0.012038, 0.929971, 1.53505, 2.04753, -0.274185, -1.64824, -0.814458, 1.71316, 1.77191, -1.86071},
    {0.0874766, 0.854881, 0.922026, 1.95288, -0.279356, -1.26915, -0.807939, 1.3573, 1.27006, -1.4635},
    {0.14035, 0.837445, 0.629975, 1.96489, -0.300843, -0.667169, -0.789919, 1.00412, 0.942953, -1.00634},
    {0.181025, 1.03347, 0.556111, 1.59934, -0.338029, -0.227209, -0.721653, 0.69173, 0.68912, -0.512716},
    {0.203931, 1.45538, 0.388423, 0.961107, -0.281381, 0.00540843, -0.65276, 0.513569, 0.599714, -0.140252},
    {0.14822, 1.84591, 0.0179187, 0.327076, -0.0824728, -0.211644, -0.637058, 0.612699, 0.734202, 1.22761},
}};

ClassicWeights::ClassicWeights() : m_stages(TrainedClassic) {}

int ClassicWeights::stageOf(int discs) { return pattern::stageOf(discs, StageCount); }

std::string ClassicWeights::serialize() const
{
    std::ostringstream out;
    out << "probcut-classic-weights 1\n% stage, then discs mobility corners corner-access C X frontier "
           "stable wedges, constant (discs per unit)\n";
    char buf[64];
    for (int s = 0; s < StageCount; ++s) {
        out << s;
        for (double w : m_stages[s]) {
            std::snprintf(buf, sizeof buf, " %.6g", w);
            out << buf;
        }
        out << '\n';
    }
    return out.str();
}

Result<ClassicWeights> ClassicWeights::parse(std::string_view text, std::string_view sourceName)
{
    const std::string pre
        = sourceName.empty() ? std::string("classic weights: ") : std::string(sourceName) + ": ";
    std::istringstream in{std::string(text)};
    std::string line;
    if (!std::getline(in, line) || line.rfind("probcut-classic-weights 1", 0) != 0)
        return Error{pre + "not a classic-weights file (first line must be 'probcut-classic-weights 1')"};
    ClassicWeights w;
    std::array<bool, StageCount> seen{};
    int lineNumber = 1;
    while (std::getline(in, line)) {
        ++lineNumber;
        if (line.empty() || line[0] == '%')
            continue;
        std::istringstream ls(line);
        int s = -1;
        Stage st{};
        ls >> s;
        for (double& x : st)
            ls >> x;
        std::string extra;
        if (!ls || s < 0 || s >= StageCount || (ls >> extra))
            return Error{pre + "line " + std::to_string(lineNumber) + ": expected a stage index 0-"
                + std::to_string(StageCount - 1) + " and " + std::to_string(ClassicFeatureCount + 1)
                + " numbers"};
        for (double x : st)
            if (!std::isfinite(x))
                return Error{pre + "line " + std::to_string(lineNumber) + ": weight is not a finite number"};
        w.m_stages[s] = st;
        seen[s] = true;
    }
    for (int s = 0; s < StageCount; ++s)
        if (!seen[s])
            return Error{pre + "stage " + std::to_string(s) + " is missing"};
    return w;
}

int ClassicEvaluator::evaluate(const Board& board) const
{
    if (board.player == 0)
        return -EvalMaxHeuristic;
    if (board.opponent == 0)
        return EvalMaxHeuristic;
    const ClassicFeatures f = classicFeatures(board);
    const ClassicWeights::Stage& w = m_weights.stage(ClassicWeights::stageOf(board.discCount()));
    double v = w[ClassicFeatureCount];
    for (int i = 0; i < ClassicFeatureCount; ++i)
        v += w[i] * f.value[i];
    const long units = std::lround(v * EvalScale);
    return int(std::clamp<long>(units, -EvalMaxHeuristic, EvalMaxHeuristic));
}

std::array<double, ClassicFeatureCount> ClassicEvaluator::contributions(const Board& board) const
{
    const ClassicFeatures f = classicFeatures(board);
    const ClassicWeights::Stage& w = m_weights.stage(ClassicWeights::stageOf(board.discCount()));
    std::array<double, ClassicFeatureCount> c{};
    for (int i = 0; i < ClassicFeatureCount; ++i)
        c[i] = w[i] * f.value[i];
    return c;
}

} // namespace probcut
