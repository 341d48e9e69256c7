#include "engine/training/mpc_samples.h"

#include "engine/core/text_fields.h"
#include "engine/eval/evaluator.h"
#include "engine/search/search.h"
#include "engine/search/transposition_table.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <set>
#include <vector>

namespace probcut {

MpcSamples::MpcSamples(int stageWidth, int maxHeight)
    : m_stageWidth(std::clamp(stageWidth, 1, 60)), m_maxHeight(std::clamp(maxHeight, 1, MpcParams::MaxHeight))
{
}

void MpcSamples::add(int empties, const std::vector<double>& values)
{
    const int k = std::clamp(int(values.size()) - 1, 1, m_maxHeight);
    m_empties.push_back(std::uint8_t(std::clamp(empties, 0, 60)));
    m_heights.push_back(std::uint8_t(k));
    if (k < m_maxHeight)
        ++m_incomplete;
    for (int d = 0; d <= m_maxHeight; ++d)
        m_values.push_back(d <= k && std::size_t(d) < values.size() ? values[std::size_t(d)] : 0.0);
}

std::optional<MpcFit> MpcFitAccumulator::fit() const
{
    if (n < 8)
        return std::nullopt;
    const double vx = sxx - sx * sx / n, vy = syy - sy * sy / n, cxy = sxy - sx * sy / n;
    if (vx <= 0 || vy <= 0)
        return std::nullopt;
    const double a = cxy / vx;
    const double b = (sy - a * sx) / n;
    const double sse = std::max(0.0, vy - a * cxy);
    MpcFit f;
    f.a = a;
    f.b = b;
    f.sigma = std::sqrt(sse / (n - 2));
    f.r = cxy / std::sqrt(vx * vy);
    f.n = std::uint32_t(n);
    return f;
}

std::optional<MpcFit> fitMpcSamples(const MpcSamples& samples, int stage, int height, int depth)
{
    if (height < 1 || height > samples.maxHeight() || depth < 0 || depth >= height)
        return std::nullopt;
    MpcFitAccumulator acc;
    for (std::size_t i = 0; i < samples.size(); ++i)
        if (samples.stage(i) == stage && samples.height(i) >= height)
            acc.add(samples.value(i, depth), samples.value(i, height));
    return acc.fit();
}

std::optional<MpcFit> usableMpcFit(const MpcFitAccumulator& acc)
{
    auto f = acc.fit();
    if (!f || !(f->a > 0 && f->a <= 4 && f->sigma > 0))
        return std::nullopt;
    f->sigma = std::min(f->sigma, 64.0);
    return f;
}

int fitMpcParams(const MpcSamples& samples, MpcParams& params)
{
    constexpr int H = MpcParams::MaxHeight + 1;
    std::vector<MpcFitAccumulator> acc(std::size_t(params.stageCount()) * H * H);
    auto slot = [](int st, int h, int d) { return std::size_t((st * H + h) * H + d); };
    for (std::size_t i = 0; i < samples.size(); ++i)
        for (int h = 1; h <= samples.height(i); ++h)
            for (int d = 0; d < h; ++d)
                acc[slot(params.stageOf(samples.empties(i)), h, d)].add(
                    samples.value(i, d), samples.value(i, h));
    int fitted = 0;
    for (int st = 0; st < params.stageCount(); ++st)
        for (int h = 1; h <= samples.maxHeight(); ++h)
            for (int d = 0; d < h; ++d)
                if (const auto f = usableMpcFit(acc[slot(st, h, d)])) {
                    params.setFit(st, h, d, *f);
                    ++fitted;
                }
    return fitted;
}

std::optional<Board> mpcPositionAt(const std::vector<Square>& moves, int empties)
{
    Board b = Board::initial();
    for (Square s : moves) {
        if (b.emptyCount() == empties)
            break;
        if (s == PassMove) {
            b = b.passed();
            continue;
        }
        if (!(b.legalMoves() & squareBit(s)))
            return std::nullopt;
        b = b.played(s);
    }
    if (b.emptyCount() != empties || b.isGameOver())
        return std::nullopt;
    if (!b.legalMoves())
        b = b.passed();
    return b;
}

std::vector<double> mpcDepthValues(
    const Board& board, int height, const Evaluator& evaluator, TranspositionTable& tt)
{
    std::vector<double> v(std::size_t(height) + 1, 0.0);
    v[0] = unitsToDiscs(evaluator.evaluate(board));
    SearchLimits limits;
    limits.depth = height;
    limits.solveEmpties = 0;
    SearchControl control;
    control.onIteration = [&](const SearchInfo& info) {
        if (info.depth >= 1 && info.depth <= height)
            v[std::size_t(info.depth)] = info.score;
    };
    tt.clear();
    const SearchResult r = search(board, limits, tt, evaluator, control);
    for (int d = std::max(1, r.depth + 1); d <= height; ++d)
        v[std::size_t(d)] = v[std::size_t(r.depth)];
    return v;
}

namespace {

// A uniform double in [0, 1) and a standard normal deviate (Box-Muller) from the 64-bit engine:
// written out rather than std::normal_distribution, whose output the standard leaves to each
// library, so a work file's game numbers mean the same games with any standard library.
double uniform01(std::mt19937_64& rng) { return double(rng() >> 11) * 0x1p-53; }
double normal01(std::mt19937_64& rng)
{
    const double u = 1.0 - uniform01(rng); // (0, 1]
    const double v = uniform01(rng);
    return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
}

// The opening of a self-play game: the first `prefix` plies of `source`, stopping early at
// `stopEmpties` empties or an illegal move. Plays them on `b`.
std::vector<Square> playOpening(const std::vector<Square>& source, int prefix, int stopEmpties, Board& b)
{
    std::vector<Square> moves;
    for (Square s : source) {
        if (int(moves.size()) >= prefix || b.emptyCount() <= stopEmpties)
            break;
        if (s == PassMove) {
            b = b.passed();
        } else {
            if (!(b.legalMoves() & squareBit(s)))
                break;
            b = b.played(s);
        }
        moves.push_back(s);
    }
    return moves;
}

std::uint64_t splitMix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

std::vector<std::vector<Square>> playMpcSelfPlayGames(const std::vector<std::vector<Square>>& games,
    const Evaluator& evaluator, const MpcSelfPlaySettings& sp, std::uint64_t seed,
    const std::function<void(long long played)>& progress)
{
    std::mt19937_64 rng{seed};
    TranspositionTable tt(16);
    std::vector<std::vector<Square>> result;
    result.reserve(std::size_t(sp.games));
    auto scoreOf = [&](const Board& child) -> double { // for the side that moved into `child`
        if (child.isGameOver())
            return -double(child.finalScore());
        const bool pass = !child.legalMoves();
        const Board b = pass ? child.passed() : child;
        if (sp.depth <= 1)
            return (pass ? 1 : -1) * unitsToDiscs(evaluator.evaluate(b));
        SearchLimits limits;
        limits.depth = sp.depth - 1;
        limits.solveEmpties = 0;
        const SearchResult r = search(b, limits, tt, evaluator);
        return pass ? r.score : -r.score;
    };
    for (long long g = 0; g < sp.games; ++g) {
        const auto& source = games[std::size_t(rng() % games.size())];
        const int prefix = int(rng() % std::uint64_t(sp.maxPrefix + 1));
        Board b = Board::initial();
        std::vector<Square> moves = playOpening(source, prefix, sp.stopEmpties, b);
        while (b.emptyCount() > sp.stopEmpties && !b.isGameOver()) {
            if (!b.legalMoves()) {
                b = b.passed();
                moves.push_back(PassMove);
                continue;
            }
            Square best = NoSquare;
            double bestScore = -1e9;
            for (Square m : bits(b.legalMoves())) {
                const double v = scoreOf(b.played(m)) + sp.noise * normal01(rng);
                if (v > bestScore) {
                    bestScore = v;
                    best = m;
                }
            }
            b = b.played(best);
            moves.push_back(best);
        }
        result.push_back(std::move(moves));
        if (progress)
            progress(g + 1);
    }
    return result;
}

std::optional<Board> mpcTreePosition(const std::vector<Square>& moves, std::size_t game, int empties,
    const MpcTreeSettings& tree, const Evaluator& evaluator, TranspositionTable& tt)
{
    std::mt19937_64 rng{splitMix(tree.seed ^ splitMix(std::uint64_t(game) * 64 + std::uint64_t(empties)))};
    const int maxOffset = std::min(tree.depth - 3, 60 - empties);
    if (maxOffset < 1)
        return std::nullopt;
    const int k = 1 + int(rng() % std::uint64_t(maxOffset));
    const auto root = mpcPositionAt(moves, empties + k);
    if (!root)
        return std::nullopt;
    std::vector<Board> nodes;
    std::set<std::pair<Bitboard, Bitboard>> seen;
    SearchLimits limits;
    limits.depth = tree.depth;
    limits.solveEmpties = 0;
    limits.selectivity = 100.0 * std::erf(1.0 / std::sqrt(2.0)); // t = 1.0 (`match --a buro`)
    limits.mpc.lateScale = 1.4;
    limits.mpc.lateDiscs = 36;
    SearchControl control;
    control.mpc = tree.mpc;
    control.maxCutEvents = std::numeric_limits<std::size_t>::max();
    control.onCutEvent = [&](const CutEvent& e) {
        const Board b{e.player, e.opponent};
        if (b.emptyCount() == empties && seen.insert({e.player, e.opponent}).second)
            nodes.push_back(b);
    };
    tt.clear();
    search(*root, limits, tt, evaluator, control);
    if (nodes.empty())
        return std::nullopt;
    Board b = nodes[std::size_t(rng() % nodes.size())];
    if (!b.legalMoves())
        b = b.passed();
    return b;
}

namespace {

void appendDouble(std::string& s, double x)
{
    // Shortest text that reads back to the same double (search values are multiples of 1/128).
    char buf[40];
    auto r = std::to_chars(buf, buf + sizeof buf, x);
    s.append(buf, r.ptr);
}

// A position row of the given version and max-height: the empties and the values at depths
// 0..k. What is wrong with it, or nullopt with `empties` and `values` set.
std::optional<std::string> parseRow(const std::vector<std::string_view>& w, long long version,
    long long maxHeight, long long& empties, std::vector<double>& values)
{
    if (version == 1 && w.size() != std::size_t(maxHeight) + 2)
        return "expected the empties and " + std::to_string(maxHeight + 1) + " values (depths 0.."
            + std::to_string(maxHeight) + "), found " + std::to_string(w.size()) + " words";
    if (version >= 2 && (w.size() < 3 || w.size() > std::size_t(maxHeight) + 2))
        return "expected the empties and 2.." + std::to_string(maxHeight + 1) + " values (depths 0..1 to 0.."
            + std::to_string(maxHeight) + "), found " + std::to_string(w.size()) + " words";
    if (!parseInt(w[0], empties) || empties < 0 || empties > 60)
        return "empties must be an integer in 0..60";
    values.clear();
    for (std::size_t k = 1; k < w.size(); ++k) {
        double v;
        if (!parseDouble(w[k], v))
            return "value " + std::to_string(k - 1) + " is not a number";
        if (!(std::fabs(v) <= 64))
            return "value " + std::to_string(k - 1) + " is beyond 64 discs";
        values.push_back(v);
    }
    return std::nullopt;
}

} // namespace

std::string formatMpcSamples(const MpcSamples& samples)
{
    const int version = samples.complete() ? 1 : 2;
    std::string s = "probcut-mpc-samples " + std::to_string(version) + "\n";
    s += "evaluator " + (samples.evaluator.empty() ? std::string("unknown") : samples.evaluator) + "\n";
    s += "stage-width " + std::to_string(samples.stageWidth()) + "\n";
    s += "max-height " + std::to_string(samples.maxHeight()) + "\n";
    s += "positions " + std::to_string(samples.size()) + "\n";
    s.reserve(s.size() + samples.size() * std::size_t(samples.maxHeight() + 2) * 9 + 40);
    for (std::size_t i = 0; i < samples.size(); ++i) {
        s += std::to_string(samples.empties(i));
        for (int d = 0; d <= samples.height(i); ++d) {
            s += ' ';
            appendDouble(s, samples.value(i, d));
        }
        s += '\n';
    }
    appendChecksumLine(s);
    return s;
}

namespace {

// The state of parseMpcSamples between lines; each line reader returns what is wrong with its
// line, or nullopt.
struct MpcSamplesReader {
    enum class Expect { Header, Evaluator, StageWidth, MaxHeight, Positions, Rows, Checksum, End };
    Expect expect = Expect::Header;
    std::string evaluatorName;
    long long stageWidth = 0, maxHeight = 0, positions = 0, version = 0;
    bool reachesMax = false; // version 2: some row must reach max-height
    MpcSamples samples;
    std::vector<double> values;

    // Reads the 'probcut-mpc-samples <version>' header.
    std::optional<std::string> header(const std::vector<std::string_view>& w)
    {
        long long v;
        if (w[0] != "probcut-mpc-samples")
            return "not a ProbCut Studio MPC samples file (expected 'probcut-mpc-samples')";
        if (w.size() != 2 || !parseInt(w[1], v))
            return "header must be 'probcut-mpc-samples <version>'";
        if (v < 1 || v > MpcSamples::FormatVersion)
            return "unsupported version " + std::to_string(v) + " (this build reads versions 1.."
                + std::to_string(MpcSamples::FormatVersion) + ")";
        version = v;
        expect = Expect::Evaluator;
        return std::nullopt;
    }

    // Reads the header lines after the version: evaluator, stage-width, max-height, positions.
    std::optional<std::string> setting(const std::vector<std::string_view>& w)
    {
        switch (expect) {
        case Expect::Evaluator:
            if (w[0] != "evaluator" || w.size() != 2)
                return "expected 'evaluator <name>'";
            evaluatorName = std::string(w[1]);
            expect = Expect::StageWidth;
            break;
        case Expect::StageWidth:
            if (w[0] != "stage-width" || w.size() != 2 || !parseInt(w[1], stageWidth) || stageWidth < 1
                || stageWidth > 60)
                return "expected 'stage-width <1..60>'";
            expect = Expect::MaxHeight;
            break;
        case Expect::MaxHeight:
            if (w[0] != "max-height" || w.size() != 2 || !parseInt(w[1], maxHeight) || maxHeight < 1
                || maxHeight > MpcParams::MaxHeight)
                return "expected 'max-height <1.." + std::to_string(MpcParams::MaxHeight) + ">'";
            expect = Expect::Positions;
            break;
        default: // Expect::Positions
            if (w[0] != "positions" || w.size() != 2 || !parseInt(w[1], positions) || positions < 0
                || positions > MpcSamples::MaxPositions)
                return "expected 'positions <0.." + std::to_string(MpcSamples::MaxPositions) + ">'";
            samples = MpcSamples(int(stageWidth), int(maxHeight));
            samples.evaluator = evaluatorName;
            expect = positions > 0 ? Expect::Rows : Expect::Checksum;
            break;
        }
        return std::nullopt;
    }

    // Reads a position row; after the last announced one, expects the checksum.
    std::optional<std::string> row(const std::vector<std::string_view>& w)
    {
        long long e;
        if (auto problem = parseRow(w, version, maxHeight, e, values))
            return problem;
        reachesMax = reachesMax || w.size() == std::size_t(maxHeight) + 2;
        samples.add(int(e), values);
        if (samples.size() == std::size_t(positions)) {
            if (!reachesMax)
                return "no position reaches max-height " + std::to_string(maxHeight);
            expect = Expect::Checksum;
        }
        return std::nullopt;
    }

    // Reads the 'checksum <16 hex digits>' line against the FNV-1a hash of `before` (all
    // text above it).
    std::optional<std::string> checksum(const std::vector<std::string_view>& w, std::string_view before)
    {
        if (w[0] != "checksum") {
            if (!w.empty() && w[0].find_first_not_of("0123456789") == std::string_view::npos)
                return "more positions than the " + std::to_string(positions) + " announced";
            return "expected 'checksum <16 hex digits>'";
        }
        if (auto problem = checksumLineProblem(w, before))
            return problem;
        expect = Expect::End;
        return std::nullopt;
    }

    // Reads one line split into words, by what the file has reached.
    std::optional<std::string> line(const std::vector<std::string_view>& w, std::string_view before)
    {
        if (expect == Expect::Rows && w[0] == "checksum")
            return "the file is truncated: " + std::to_string(samples.size()) + " of "
                + std::to_string(positions) + " positions";
        switch (expect) {
        case Expect::Header: return header(w);
        case Expect::Rows: return row(w);
        case Expect::Checksum: return checksum(w, before);
        case Expect::End: return std::nullopt;
        default: return setting(w);
        }
    }
};

} // namespace

Result<MpcSamples> parseMpcSamples(std::string_view text)
{
    auto fail = [](int line, const std::string& what) {
        return Error{"MPC samples, line " + std::to_string(line) + ": " + what};
    };
    using Expect = MpcSamplesReader::Expect;
    MpcSamplesReader reader;
    std::vector<std::string_view> w;
    TextLines lines(text);
    while (const auto line = lines.next()) {
        const int lineNo = lines.number();
        if (reader.expect == Expect::End)
            return fail(lineNo, "nothing may follow the checksum line");
        if (line->empty() || (*line)[0] == '#') {
            if (reader.expect != Expect::Header)
                return fail(lineNo, "comments and blank lines are only allowed before the header");
            continue;
        }
        if (line->back() == '\r')
            return fail(lineNo, "carriage return at the end of the line (lines must end with '\\n' only)");
        if (!splitSingleSpaced(*line, w))
            return fail(lineNo, "words must be separated by single spaces");
        if (auto problem = reader.line(w, lines.before()))
            return fail(lineNo, *problem);
    }
    if (lines.truncated())
        return fail(lines.number() + 1, "the file is truncated (no newline at the end)");
    if (reader.expect == Expect::Rows)
        return Error{"MPC samples: the file is truncated: " + std::to_string(reader.samples.size()) + " of "
            + std::to_string(reader.positions) + " positions"};
    if (reader.expect != Expect::End)
        return Error{"MPC samples: the file is truncated (no checksum line)"};
    return std::move(reader.samples);
}

} // namespace probcut
