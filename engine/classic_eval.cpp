#include "engine/classic_eval.h"

#include "engine/pattern.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace probcut {

namespace {

constexpr Bitboard AFile = 0x0101010101010101ULL;
constexpr Bitboard HFile = 0x8080808080808080ULL;
constexpr Bitboard Row1 = 0x00000000000000ffULL;
constexpr Bitboard Row8 = 0xff00000000000000ULL;
constexpr Bitboard Edges = AFile | HFile | Row1 | Row8;

int pop(Bitboard b) { return __builtin_popcountll(b); }

struct Lines {
    std::array<Bitboard, 8> rows, columns;
    std::array<Bitboard, 15> diagonals, antiDiagonals; // a1-h8 direction, h1-a8 direction
};

constexpr Lines makeLines()
{
    Lines l{};
    for (int s = 0; s < 64; ++s) {
        const int c = s & 7, r = s >> 3;
        const Bitboard b = Bitboard{1} << s;
        l.rows[r] |= b;
        l.columns[c] |= b;
        l.diagonals[c - r + 7] |= b;
        l.antiDiagonals[c + r] |= b;
    }
    return l;
}
constexpr Lines AllLines = makeLines();

template <std::size_t N>
Bitboard fullLines(Bitboard occupied, const std::array<Bitboard, N>& lines)
{
    Bitboard full = 0;
    for (Bitboard m : lines)
        if ((occupied & m) == m)
            full |= m;
    return full;
}

Bitboard neighbours(Bitboard b)
{
    const Bitboard h = ((b << 1) & ~AFile) | ((b >> 1) & ~HFile);
    const Bitboard row = b | h;
    return h | (row << 8) | (row >> 8);
}

Bitboard wedgeSquares(Bitboard o, Bitboard empty)
{
    // Empty edge squares with opponent discs on both sides along the edge.
    const Bitboard horizontal = ((o << 1) & ~AFile) & ((o >> 1) & ~HFile) & (Row1 | Row8);
    const Bitboard vertical = (o << 8) & (o >> 8) & (AFile | HFile);
    return (horizontal | vertical) & empty;
}

} // namespace

const char* classicFeatureName(ClassicFeature f)
{
    static constexpr const char* Names[] = {"discs", "mobility", "corners", "corner access", "C-squares",
        "X-squares", "frontier", "stable", "wedges"};
    return Names[int(f)];
}

Bitboard stableDiscs(Bitboard p, Bitboard o)
{
    const Bitboard occ = p | o;
    const Bitboard fullH = fullLines(occ, AllLines.rows), fullV = fullLines(occ, AllLines.columns);
    const Bitboard fullD = fullLines(occ, AllLines.diagonals), fullA = fullLines(occ, AllLines.antiDiagonals);
    Bitboard stable = 0;
    for (;;) {
        const Bitboard okH = fullH | ((stable << 1) & ~AFile) | ((stable >> 1) & ~HFile) | AFile | HFile;
        const Bitboard okV = fullV | (stable << 8) | (stable >> 8) | Row1 | Row8;
        const Bitboard okD
            = fullD | ((stable << 9) & ~AFile) | ((stable >> 9) & ~HFile) | AFile | HFile | Row1 | Row8;
        const Bitboard okA
            = fullA | ((stable << 7) & ~HFile) | ((stable >> 7) & ~AFile) | AFile | HFile | Row1 | Row8;
        const Bitboard next = p & okH & okV & okD & okA;
        if (next == stable)
            return stable;
        stable = next;
    }
}

ClassicFeatures classicFeatures(const Board& board)
{
    const Bitboard p = board.player, o = board.opponent, empty = board.empties();
    ClassicFeatures f;
    auto set = [&f](ClassicFeature k, int v) { f.value[int(k)] = v; };
    set(ClassicFeature::Discs, pop(p) - pop(o));
    const Bitboard mp = board.legalMoves(), mo = board.opponentMoves();
    set(ClassicFeature::Mobility, pop(mp) - pop(mo));
    set(ClassicFeature::Corners, pop(p & Corners) - pop(o & Corners));
    set(ClassicFeature::CornerAccess, pop(mp & Corners) - pop(mo & Corners));
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
    set(ClassicFeature::CSquares, pop(p & cs) - pop(o & cs));
    set(ClassicFeature::XSquares, pop(p & xs) - pop(o & xs));
    const Bitboard nearEmpty = neighbours(empty);
    set(ClassicFeature::Frontier, pop(p & nearEmpty) - pop(o & nearEmpty));
    set(ClassicFeature::Stable, pop(stableDiscs(p, o)) - pop(stableDiscs(o, p)));
    set(ClassicFeature::Wedges, pop(wedgeSquares(o, empty)) - pop(wedgeSquares(p, empty)));
    return f;
}

ClassicWeights::ClassicWeights()
{
    for (int s = 0; s < StageCount; ++s) {
        const double t = double(s) / (StageCount - 1); // 0 opening .. 1 end
        m_stages[s] = {-0.1 + 1.1 * t, 0.6 - 0.3 * t, 3.0, 1.0, -0.5, -1.5 * (1 - t), -0.25 * (1 - t),
            0.5 + 0.5 * t, 0.3, 0.0};
    }
}

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
