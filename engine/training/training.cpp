#include "engine/training/training.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <numeric>
#include <tuple>

namespace probcut::training {

namespace {

constexpr char PositionsMagic[8] = {'P', 'C', 'T', 'R', 'P', 'O', 'S', '1'};
constexpr std::size_t RecordSize = 24;

bool boardLess(const Board& a, const Board& b)
{
    return a.player != b.player ? a.player < b.player : a.opponent < b.opponent;
}

void putU64(std::uint8_t* p, std::uint64_t v)
{
    for (int i = 0; i < 8; ++i)
        p[i] = std::uint8_t(v >> (8 * i));
}
std::uint64_t getU64(const std::uint8_t* p)
{
    std::uint64_t v = 0;
    for (int i = 7; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

double seconds(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The disc counts that make up a stage.
std::pair<int, int> stageBand(int stage, int stageCount)
{
    int lo = 64, hi = 0;
    for (int d = 4; d <= 64; ++d) {
        if (pattern::stageOf(d, stageCount) == stage) {
            lo = std::min(lo, d);
            hi = std::max(hi, d);
        }
    }
    return {lo, hi};
}

} // namespace

void GameTreeBuilder::addGame(
    const std::vector<Square>& moves, int blackResult, std::optional<int> exactEmpties, int exactBlackScore)
{
    Position pos = Position::initial();
    const std::uint32_t game = std::uint32_t(m_games++);
    bool exactDone = false;
    auto push = [&](bool last) {
        Ply ply{pos.board.canonical(), game, std::uint16_t(0), 0, 0};
        const bool black = pos.sideToMove == Color::Black;
        if (exactEmpties && !exactDone && pos.board.emptyCount() == *exactEmpties) {
            ply.leafValue = std::int8_t(black ? exactBlackScore : -exactBlackScore);
            ply.flags |= 2;
            exactDone = true;
        }
        // After the exact point of a game whose result differs from the perfect-play score, at
        // least one side erred, so the result says little about these positions.
        if (exactEmpties && exactDone && !(ply.flags & 2) && blackResult != exactBlackScore)
            ply.flags |= 4;
        if (exactEmpties && exactDone && !(ply.flags & 2) && blackResult == exactBlackScore) {
            ply.leafValue = std::int8_t(black ? blackResult : -blackResult);
            ply.flags |= 8;
        }
        if (last) {
            ply.flags |= 1;
            if (pos.board.isGameOver()) {
                ply.leafValue = std::int8_t(pos.board.finalScore());
                ply.flags |= 2;
            } else if (!(ply.flags & 2)) {
                ply.leafValue = std::int8_t(black ? blackResult : -blackResult);
            }
            if (ply.flags & 2)
                ply.flags &= std::uint8_t(~8); // a true exact value wins
        }
        m_nodes.push_back(ply);
    };
    for (Square sq : moves) {
        push(false);
        pos.board = pos.board.played(sq); // replayed with checks by the readers already
        pos.sideToMove = opposite(pos.sideToMove);
    }
    push(true);
}

std::vector<LabelledPosition> GameTreeBuilder::build(bool resultLabels, int validationModulus)
{
    const std::size_t plies = m_nodes.size();
    // Sort ply numbers by board; the sequence number is the index into m_nodes, whose
    // consecutive entries within a game are parent and child.
    std::vector<std::uint32_t> order(plies);
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return boardLess(m_nodes[a].canonical, m_nodes[b].canonical);
    });
    std::vector<std::uint32_t> nodeOf(plies);
    std::vector<Board> boards;
    boards.reserve(plies / 2);
    for (std::size_t i = 0; i < plies; ++i) {
        const Board& b = m_nodes[order[i]].canonical;
        if (boards.empty() || !(boards.back() == b))
            boards.push_back(b);
        nodeOf[order[i]] = std::uint32_t(boards.size() - 1);
    }
    order.clear();
    order.shrink_to_fit();
    const std::size_t n = boards.size();

    constexpr int NoValue = 127;
    std::vector<std::int8_t> exact(n, NoValue), leaf(n, NoValue), value(n, NoValue), result(n, NoValue);
    std::vector<std::uint8_t> reliable(n, 0);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    edges.reserve(plies);
    for (std::size_t i = 0; i < plies; ++i) {
        const Ply& p = m_nodes[i];
        const std::uint32_t v = nodeOf[i];
        if (p.flags & 2)
            exact[v] = p.leafValue;
        else if (p.flags & 1)
            leaf[v] = p.leafValue;
        if ((p.flags & 8) && resultLabels)
            result[v] = p.leafValue;
        if (!(p.flags & 4))
            reliable[v] = 1;
        if (!(p.flags & 1))
            edges.emplace_back(v, nodeOf[i + 1]);
    }
    nodeOf.clear();
    nodeOf.shrink_to_fit();
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    std::vector<std::uint32_t> firstEdge(n + 1, 0);
    for (const auto& e : edges)
        ++firstEdge[e.first + 1];
    for (std::size_t i = 0; i < n; ++i)
        firstEdge[i + 1] += firstEdge[i];

    // Children have more discs, or as many after a pass (the passing position is done last).
    std::vector<std::uint64_t> byDepth;
    byDepth.reserve(boards.size());
    for (std::size_t v = 0; v < boards.size(); ++v) {
        const std::uint64_t key = std::uint64_t(boards[v].discCount() * 2 + (boards[v].mustPass() ? 0 : 1));
        byDepth.push_back((key << 32) | v);
    }
    std::sort(byDepth.begin(), byDepth.end(), std::greater<>());
    for (const std::uint64_t packed : byDepth) {
        const std::uint32_t v = std::uint32_t(packed);
        if (exact[v] != NoValue) {
            value[v] = exact[v];
            continue;
        }
        int best = -1000;
        for (std::uint32_t e = firstEdge[v]; e < firstEdge[v + 1]; ++e) {
            const int c = value[edges[e].second];
            if (c != NoValue)
                best = std::max(best, -c);
        }
        if (best > -1000)
            value[v] = std::int8_t(best);
        else if (leaf[v] != NoValue)
            value[v] = leaf[v];
    }

    std::vector<LabelledPosition> out;
    out.reserve(n);
    std::size_t fromResults = 0;
    for (std::size_t v = 0; v < n; ++v) {
        const Board& b = boards[v];
        if (b.legalMoves() == 0 || value[v] == NoValue)
            continue;
        if (exact[v] == NoValue && result[v] != NoValue && !isValidation(b, validationModulus)) {
            out.push_back({b, result[v], LabelKind::Exact});
            ++fromResults;
            continue;
        }
        out.push_back({b, value[v],
            exact[v] != NoValue ? LabelKind::Exact
                : reliable[v]   ? LabelKind::GameTree
                                : LabelKind::None});
    }
    m_nodes.clear();
    m_nodes.shrink_to_fit();
    m_resultLabels = fromResults;
    return out;
}

std::uint64_t splitHash(const Board& b)
{
    // Fixed here rather than Board::hash, which may change: the split must stay the same for
    // files labelled and fitted by different builds.
    std::uint64_t h = b.player * 0x9e3779b97f4a7c15ULL;
    h ^= (b.opponent + 0x632be59bd9b4e019ULL) * 0xc2b2ae3d27d4eb4fULL;
    h ^= h >> 31;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    h ^= h >> 31;
    return h;
}

bool isValidation(const Board& canonical, int modulus)
{
    return modulus > 0 && splitHash(canonical) % modulus == 0;
}

std::vector<std::uint8_t> serializePositions(std::span<const LabelledPosition> positions)
{
    std::vector<std::uint8_t> b(16 + positions.size() * RecordSize, 0);
    std::memcpy(b.data(), PositionsMagic, 8);
    putU64(b.data() + 8, positions.size());
    std::uint8_t* r = b.data() + 16;
    for (const LabelledPosition& p : positions) {
        putU64(r, p.board.player);
        putU64(r + 8, p.board.opponent);
        r[16] = std::uint8_t(p.label);
        r[17] = std::uint8_t(p.kind);
        r[18] = p.searchDepth;
        r[19] = p.searchConfidence;
        r += RecordSize;
    }
    return b;
}

Result<std::vector<LabelledPosition>> parsePositions(
    std::span<const std::uint8_t> bytes, std::string_view sourceName)
{
    const std::string pre = std::string(sourceName) + ": ";
    if (bytes.size() < 16 || std::memcmp(bytes.data(), PositionsMagic, 8) != 0)
        return Error{pre + "not a training positions file (bad magic)"};
    const std::uint64_t count = getU64(bytes.data() + 8);
    // Compared by division: 16 + count * RecordSize wraps around for a huge count.
    if (count != (bytes.size() - 16) / RecordSize || (bytes.size() - 16) % RecordSize != 0)
        return Error{pre + "size does not match its " + std::to_string(count) + " records (truncated?)"};
    std::vector<LabelledPosition> out(count);
    const std::uint8_t* r = bytes.data() + 16;
    for (std::uint64_t i = 0; i < count; ++i, r += RecordSize) {
        out[i].board = Board{getU64(r), getU64(r + 8)};
        out[i].label = std::int8_t(r[16]);
        out[i].kind = LabelKind(r[17]);
        out[i].searchDepth = r[18];
        out[i].searchConfidence = r[19];
        if ((out[i].board.player & out[i].board.opponent) || r[17] > std::uint8_t(LabelKind::Searched)
            || out[i].label < -64 || out[i].label > 64 || r[18] > 60 || r[19] > 100)
            return Error{pre + "record " + std::to_string(i + 1) + " is corrupt"};
    }
    return out;
}

int labelRank(LabelKind kind)
{
    switch (kind) {
    case LabelKind::None: return 0;
    case LabelKind::GameTree: return 1;
    case LabelKind::Searched: return 2;
    case LabelKind::Probable: return 3;
    case LabelKind::Exact: return 4;
    }
    return 0;
}

namespace {

// The labels sorted by board, the most trusted label of each board last: by kind, then the
// deeper and more confident search, then the later record.
std::vector<LabelledPosition> sortedByTrust(std::span<const LabelledPosition> labels)
{
    auto trust = [](const LabelledPosition& p) {
        return std::tuple(labelRank(p.kind), p.searchDepth, p.searchConfidence);
    };
    std::vector<LabelledPosition> sorted(labels.begin(), labels.end());
    std::stable_sort(sorted.begin(), sorted.end(), [&](const auto& a, const auto& b) {
        return boardLess(a.board, b.board) || (a.board == b.board && trust(a) < trust(b));
    });
    return sorted;
}

} // namespace

std::size_t applyLabels(std::vector<LabelledPosition>& positions, std::span<const LabelledPosition> labels)
{
    // The most trusted label of each board is the one applied.
    const std::vector<LabelledPosition> sorted = sortedByTrust(labels);
    std::size_t matched = 0;
    for (LabelledPosition& p : positions) {
        auto it = std::upper_bound(sorted.begin(), sorted.end(), p.board,
            [](const Board& b, const LabelledPosition& a) { return boardLess(b, a.board); });
        if (it == sorted.begin() || (it - 1)->board != p.board)
            continue;
        const LabelledPosition& best = *(it - 1);
        if (labelRank(best.kind) < labelRank(p.kind))
            continue;
        p.label = best.label;
        p.kind = best.kind;
        p.searchDepth = best.searchDepth;
        p.searchConfidence = best.searchConfidence;
        ++matched;
    }
    return matched;
}

std::size_t addUnmatchedLabels(
    std::vector<LabelledPosition>& positions, std::span<const LabelledPosition> labels)
{
    const std::vector<LabelledPosition> sorted = sortedByTrust(labels);
    auto byBoard
        = [](const LabelledPosition& a, const LabelledPosition& b) { return boardLess(a.board, b.board); };
    if (!std::is_sorted(positions.begin(), positions.end(), byBoard))
        std::sort(positions.begin(), positions.end(), byBoard);
    const std::size_t known = positions.size();
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        if (i + 1 < sorted.size() && sorted[i + 1].board == sorted[i].board)
            continue; // the last of a board's labels is the most trusted
        const auto end = positions.begin() + std::ptrdiff_t(known);
        const auto it = std::lower_bound(positions.begin(), end, sorted[i].board,
            [](const LabelledPosition& a, const Board& b) { return boardLess(a.board, b); });
        if (it == end || it->board != sorted[i].board)
            positions.push_back(sorted[i]);
    }
    const std::size_t added = positions.size() - known;
    if (added)
        std::sort(positions.begin(), positions.end(), byBoard);
    return added;
}

std::optional<Board> randomPlies(const Board& board, int plies, std::uint64_t seed)
{
    std::uint64_t state = seed;
    auto next = [&state] { // splitmix64
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    Board b = board;
    for (int ply = 0; ply < plies; ++ply) {
        Bitboard moves = b.legalMoves();
        if (!moves) {
            b = b.passed();
            moves = b.legalMoves();
            if (!moves)
                return std::nullopt;
        }
        int pick = int(next() % std::uint64_t(__builtin_popcountll(moves)));
        while (pick--)
            moves &= moves - 1;
        b = b.played(Square(__builtin_ctzll(moves)));
    }
    if (!b.legalMoves()) {
        b = b.passed();
        if (!b.legalMoves())
            return std::nullopt;
    }
    return b.canonical();
}

std::vector<LabelledPosition> randomPlyPositions(std::span<const LabelledPosition> positions, int plies,
    int minEmpties, int maxEmpties, int validationModulus)
{
    std::vector<LabelledPosition> walked;
    for (const LabelledPosition& p : positions) {
        const int e = p.board.emptyCount();
        if (e < minEmpties + plies || e > maxEmpties + plies || isValidation(p.board, validationModulus))
            continue;
        const auto b = randomPlies(p.board, plies, splitHash(p.board) + std::uint64_t(plies));
        if (b && !isValidation(*b, validationModulus))
            walked.push_back(LabelledPosition{*b, 0, LabelKind::None});
    }
    std::sort(walked.begin(), walked.end(),
        [](const LabelledPosition& a, const LabelledPosition& b) { return boardLess(a.board, b.board); });
    walked.erase(std::unique(walked.begin(), walked.end(),
                     [](const auto& a, const auto& b) { return a.board == b.board; }),
        walked.end());
    return walked;
}

namespace {

// A mobility cell is fitted when seen this often in a stage's rows (weighted).
constexpr double MobilityMinOccurrences = 50;

// Gives every mobility cell that was not fitted (precond 0) the mean of the fitted cells at
// the smallest Chebyshev distance in the (own, opponent) grid.
void fillMobility(std::vector<double>& w, const std::vector<double>& precond)
{
    constexpr int N = pattern::MobilityCap + 1;
    auto at = [](int own, int opp) { return std::size_t(pattern::MobilityOffset + own * N + opp); };
    std::vector<double> filled(N * N, 0);
    for (int own = 0; own < N; ++own)
        for (int opp = 0; opp < N; ++opp) {
            if (precond[at(own, opp)] > 0) {
                filled[std::size_t(own * N + opp)] = w[at(own, opp)];
                continue;
            }
            // The fitted cells at the smallest Chebyshev distance.
            for (int r = 1; r < N; ++r) {
                double sum = 0;
                int n = 0;
                for (int a = std::max(0, own - r); a <= std::min(N - 1, own + r); ++a)
                    for (int b = std::max(0, opp - r); b <= std::min(N - 1, opp + r); ++b)
                        if (std::max(std::abs(a - own), std::abs(b - opp)) == r && precond[at(a, b)] > 0) {
                            sum += w[at(a, b)];
                            ++n;
                        }
                if (n) {
                    filled[std::size_t(own * N + opp)] = sum / n;
                    break;
                }
            }
        }
    for (int k = 0; k < N * N; ++k)
        w[std::size_t(pattern::MobilityOffset + k)] = filled[std::size_t(k)];
}

// Backed-off parameters of the fit (FitOptions::backoff): every family of six or more squares
// also gets the table of its first half (the first ceil(n/2) squares in the family's order,
// e.g. a corner and three edge squares of edge+2X), read at that half and, for a family with a
// self-symmetry, at its mirror image into the same table; a family without one (corner 2x5)
// gets a second table for its other half. A configuration's weight is fitted as its own
// parameter plus the sub-tables' entries of its halves; the ridge pulls the own parameter
// towards 0, so a configuration seen rarely (or never: muted) takes the value its halves have
// over all positions instead of 0, and the evaluation reads the folded sum from the usual
// tables (no cost at evaluation time, same file format).
struct Backoff {
    struct Sub {
        int table;                                  // index into tableOffset
        std::array<int, pattern::MaxSquares> digit; // family digit read as the sub-table's digit j
        int size;
    };
    std::array<std::vector<Sub>, pattern::FamilyCount> subs;
    std::vector<std::uint32_t> tableOffset; // parameter id of each table's entry 0
    std::uint32_t paramCount = 0;
    int featuresPerRow = 0; // sub-features per training row (over all instances)
    // Parameter ids of the sub-features of configuration `index` of family f.
    void paramsOf(int f, int index, std::uint32_t* out) const
    {
        std::array<int, pattern::MaxSquares> d{};
        for (int k = 0; k < pattern::Families[f].size; ++k, index /= 3)
            d[std::size_t(k)] = index % 3;
        for (const Sub& sub : subs[std::size_t(f)]) {
            int idx = 0;
            for (int j = sub.size - 1; j >= 0; --j)
                idx = 3 * idx + d[std::size_t(sub.digit[std::size_t(j)])];
            *out++ = tableOffset[std::size_t(sub.table)] + std::uint32_t(idx);
        }
    }
};

Backoff makeBackoff(bool enabled, const std::vector<char>& muted)
{
    Backoff b;
    b.paramCount = pattern::StageStride;
    if (!enabled)
        return b;
    auto digitOf = [](const pattern::Family& fam, Square s) {
        for (int k = 0; k < fam.size; ++k)
            if (fam.squares[std::size_t(k)] == s)
                return k;
        return -1;
    };
    for (int f = 0; f < pattern::FamilyCount; ++f) {
        const pattern::Family& fam = pattern::Families[std::size_t(f)];
        if (fam.size < 6 || muted[std::size_t(pattern::FamilyOffset[f])])
            continue;
        const int half = (fam.size + 1) / 2;
        auto addTable = [&](int first, int size) {
            const int table = int(b.tableOffset.size());
            b.tableOffset.push_back(b.paramCount);
            b.paramCount += std::uint32_t(pattern::pow3(size));
            Backoff::Sub sub{table, {}, size};
            for (int j = 0; j < size; ++j)
                sub.digit[std::size_t(j)] = first + j;
            b.subs[std::size_t(f)].push_back(sub);
            if (fam.selfSymmetry != Symmetry::Identity) {
                Backoff::Sub image = sub;
                for (int j = 0; j < size; ++j)
                    image.digit[std::size_t(j)] = digitOf(
                        fam, pattern::mapSquare(fam.squares[std::size_t(first + j)], fam.selfSymmetry));
                b.subs[std::size_t(f)].push_back(image);
            }
        };
        addTable(0, half);
        if (fam.selfSymmetry == Symmetry::Identity)
            addTable(half, fam.size - half);
    }
    for (int i = 0; i < pattern::InstanceCount; ++i)
        b.featuresPerRow += int(b.subs[std::size_t(pattern::Tables.instances[std::size_t(i)].family)].size());
    return b;
}

} // namespace

std::pair<int, int> featureRange(std::string_view name)
{
    for (int f = 0; f < pattern::FamilyCount; ++f)
        if (name == pattern::Families[f].name)
            return {pattern::FamilyOffset[f], pattern::FamilyOffset[f + 1]};
    if (name == "parity")
        return {pattern::ParityOffset, pattern::MobilityOffset};
    if (name == "mobility")
        return {pattern::MobilityOffset, pattern::StageStride};
    return {0, 0};
}

namespace {

// The rows of one stage: parameter ids (W per training row, F per validation row) and labels.
struct StageRows {
    std::vector<std::uint32_t> rows;
    std::vector<float> labels, rowWeights;
    std::vector<std::uint32_t> valRows;
    std::vector<float> valLabels;
    std::vector<char> valExact;
};

// The vectors of the conjugate-gradient solve: w the parameters, ad one entry per row.
struct CgVectors {
    std::vector<double> w, r, z, dir, q, ad, precond;
};

// Maps each weight offset to its parameter: mirror-image configurations share one; the
// global features' tables (parity, mobility) are their own parameters.
std::vector<std::uint32_t> sharedParams()
{
    std::vector<std::uint32_t> param(pattern::StageStride);
    std::iota(param.begin(), param.end(), 0u);
    for (int f = 0; f < pattern::FamilyCount; ++f)
        for (int i = 0; i < pattern::pow3(pattern::Families[f].size); ++i)
            param[pattern::FamilyOffset[f] + i]
                = std::uint32_t(pattern::FamilyOffset[f] + std::min(i, pattern::mirrorIndex(f, i)));
    return param;
}

// Flags the weight offsets of the features named in FitOptions::muted.
std::vector<char> mutedOffsets(const FitOptions& options)
{
    std::vector<char> muted(pattern::StageStride, 0);
    for (const std::string& name : options.muted) {
        const auto [begin, end] = featureRange(name);
        std::fill(muted.begin() + begin, muted.begin() + end, 1);
    }
    return muted;
}

// The least-squares weight of a training row with a label of this kind.
float rowWeightOf(LabelKind kind, const FitOptions& options)
{
    return kind == LabelKind::Exact                                  ? float(options.exactWeight)
        : kind == LabelKind::Probable || kind == LabelKind::Searched ? float(options.searchedWeight)
                                                                     : float(options.gameTreeWeight);
}

// Collects a stage's rows: training rows (with the backoff sub-features) from positions within
// smoothDiscs of its disc band, validation rows from the band itself.
StageRows gatherStageRows(std::span<const LabelledPosition> positions, int stage, int stageCount,
    const FitOptions& options, const std::vector<std::uint32_t>& param, const Backoff& backoff)
{
    StageRows s;
    const auto [lo, hi] = stageBand(stage, stageCount);
    PatternFeatures feat;
    for (const LabelledPosition& p : positions) {
        if (p.kind == LabelKind::None && !options.includeUnreliable)
            continue;
        const int d = p.board.discCount();
        if (d < lo - options.smoothDiscs || d > hi + options.smoothDiscs)
            continue;
        const bool val = isValidation(p.board, options.validationModulus);
        const float rowWeight = rowWeightOf(p.kind, options);
        if (val ? (d < lo || d > hi) : rowWeight <= 0)
            continue;
        patternFeatures(p.board.player, p.board.opponent, feat);
        auto& target = val ? s.valRows : s.rows;
        for (std::uint32_t off : feat.offsets)
            target.push_back(param[off]);
        if (!val && backoff.featuresPerRow > 0) {
            for (int i = 0; i < pattern::InstanceCount; ++i) {
                const int f = pattern::Tables.instances[std::size_t(i)].family;
                const std::size_t n = backoff.subs[std::size_t(f)].size();
                const std::size_t at = target.size();
                target.resize(at + n);
                backoff.paramsOf(
                    f, int(feat.offsets[std::size_t(i)]) - pattern::FamilyOffset[f], &target[at]);
            }
        }
        (val ? s.valLabels : s.labels).push_back(float(p.label));
        if (val)
            s.valExact.push_back(p.kind == LabelKind::Exact);
        else
            s.rowWeights.push_back(rowWeight);
    }
    return s;
}

// Adds training row i, at its weight, to the occurrence counts (the diagonal of A^T D A) and
// to the right-hand side A^T D y.
void accumulateRow(
    const StageRows& s, std::size_t i, int W, std::vector<double>& count, std::vector<double>& rhs)
{
    // Weighted least squares: a row's weight counts as that many occurrences, so the
    // preconditioner and the muting of rare configurations see exact labels as heavier.
    for (int k = 0; k < W; ++k) {
        count[s.rows[i * W + k]] += s.rowWeights[i];
        rhs[s.rows[i * W + k]] += s.rowWeights[i] * s.labels[i];
    }
}

// Chooses the parameters to fit (not muted, seen often enough, parity always) and counts them
// in report.activeWeights.
std::vector<char> activeParams(const std::vector<double>& count, const std::vector<char>& muted,
    const FitOptions& options, StageReport& report)
{
    const std::size_t P = count.size();
    std::vector<char> active(P, 0);
    for (std::size_t j = 0; j < P; ++j) {
        // Mobility cells need more occurrences than pattern configurations: their values
        // lie far from 0 (about -20 discs with a single move), so the ridge's pull towards 0
        // distorts a rare cell more; rare ones are filled from their neighbours (fillMobility).
        const bool isMobility
            = j >= std::size_t(pattern::MobilityOffset) && j < std::size_t(pattern::StageStride);
        active[j] = (j >= std::size_t(pattern::StageStride) || !muted[j])
            && ((count[j] >= options.minOccurrences && (!isMobility || count[j] >= MobilityMinOccurrences))
                || j == std::size_t(pattern::ParityOffset) || j == std::size_t(pattern::ParityOffset + 1))
            && count[j] > 0;
        report.activeWeights += active[j];
    }
    return active;
}

// Reweights the training rows by Huber's weights for the residuals of w (from their base
// weights) and recomputes the occurrence counts and the right-hand side.
void huberReweight(StageRows& s, const std::vector<float>& baseWeights, int W, double huber,
    const std::vector<double>& w, std::vector<double>& count, std::vector<double>& rhs)
{
    std::fill(count.begin(), count.end(), 0.0);
    std::fill(rhs.begin(), rhs.end(), 0.0);
    for (std::size_t i = 0; i < s.labels.size(); ++i) {
        double sum = 0;
        for (int k = 0; k < W; ++k)
            sum += w[s.rows[i * W + k]];
        const double e = std::fabs(double(s.labels[i]) - sum);
        s.rowWeights[i] = float(baseWeights[i] * (e > huber ? huber / e : 1.0));
        accumulateRow(s, i, W, count, rhs);
    }
}

// Computes out = (A^T D A + ridge I) x, with v.ad as the per-row scratch.
void multiplyNormal(const StageRows& s, int W, double ridge, const std::vector<double>& x,
    std::vector<double>& out, CgVectors& v)
{
    const std::size_t m = s.labels.size();
    for (std::size_t i = 0; i < m; ++i) {
        double sum = 0;
        for (int k = 0; k < W; ++k)
            sum += x[s.rows[i * W + k]];
        v.ad[i] = s.rowWeights[i] * sum;
    }
    for (std::size_t j = 0; j < out.size(); ++j)
        out[j] = ridge * x[j];
    for (std::size_t i = 0; i < m; ++i)
        for (int k = 0; k < W; ++k)
            out[s.rows[i * W + k]] += v.ad[i];
}

// Runs preconditioned conjugate gradients on (A^T D A + ridge I) w = A^T D y from the current
// v.w (from 0 unless warmStart), muted weights fixed at 0; false when options.stop interrupted.
bool conjugateGradient(const StageRows& s, int W, const FitOptions& options, const std::vector<double>& rhs,
    bool warmStart, CgVectors& v)
{
    const std::size_t P = rhs.size();
    v.r = rhs;
    if (warmStart) {
        multiplyNormal(s, W, options.ridge, v.w, v.q, v);
        for (std::size_t j = 0; j < P; ++j)
            v.r[j] -= v.q[j];
    }
    for (std::size_t j = 0; j < P; ++j)
        v.z[j] = v.precond[j] * v.r[j];
    v.dir = v.z;
    double rz = 0;
    for (std::size_t j = 0; j < P; ++j)
        rz += v.r[j] * v.z[j];
    for (int it = 0; it < options.iterations && rz > 1e-12; ++it) {
        if (options.stop && options.stop->load())
            return false;
        multiplyNormal(s, W, options.ridge, v.dir, v.q, v);
        double pq = 0;
        for (std::size_t j = 0; j < P; ++j)
            pq += v.dir[j] * v.q[j];
        if (pq <= 0)
            break;
        const double alpha = rz / pq;
        double rzNew = 0;
        for (std::size_t j = 0; j < P; ++j) {
            v.w[j] += alpha * v.dir[j];
            v.r[j] -= alpha * v.q[j];
            v.z[j] = v.precond[j] * v.r[j];
            rzNew += v.r[j] * v.z[j];
        }
        const double beta = rzNew / rz;
        rz = rzNew;
        for (std::size_t j = 0; j < P; ++j)
            v.dir[j] = v.z[j] + beta * v.dir[j];
    }
    return true;
}

// Solves a stage's weighted least squares into v.w; false when options.stop interrupted it.
// Robust fit (FitOptions::huber): game-tree labels carry the blunders of the games below
// them (a lost corner swings a result by 20-40 discs), heavy tails that least squares
// follows. Iteratively reweighted least squares with Huber's weights (Huber 1964):
// after each solve, a row whose residual exceeds delta is weighted delta / |residual|,
// and the next solve starts from the previous weights.
bool solveStage(StageRows& s, int W, const FitOptions& options, const std::vector<char>& active,
    std::vector<double>& count, std::vector<double>& rhs, CgVectors& v)
{
    const std::vector<float> baseWeights = s.rowWeights;
    const std::size_t P = count.size();
    bool stopped = false;
    const int rounds = options.huber > 0 ? 1 + options.huberRounds : 1;
    for (int round = 0; round < rounds && !stopped; ++round) {
        if (round > 0)
            huberReweight(s, baseWeights, W, options.huber, v.w, count, rhs);
        for (std::size_t j = 0; j < P; ++j)
            v.precond[j] = active[j] && count[j] > 0 ? 1.0 / (count[j] + options.ridge) : 0.0;
        stopped = !conjugateGradient(s, W, options, rhs, round > 0, v);
    }
    return !stopped;
}

// Quantises the parameters to EvalScale units and expands them to every configuration of the
// stage; with backoff, a configuration's weight is its own parameter plus its halves' entries.
void writeStageWeights(const std::vector<double>& w, const std::vector<std::uint32_t>& param,
    const Backoff& backoff, std::int16_t* out)
{
    std::array<std::uint32_t, 8> subParams{};
    for (std::size_t j = 0; j < std::size_t(pattern::StageStride); ++j) {
        double v = w[param[j]];
        if (j < std::size_t(pattern::ParityOffset) && backoff.featuresPerRow > 0) {
            const int f
                = int(std::upper_bound(pattern::FamilyOffset.begin(), pattern::FamilyOffset.end(), int(j))
                      - pattern::FamilyOffset.begin())
                - 1;
            backoff.paramsOf(f, int(j) - pattern::FamilyOffset[f], subParams.data());
            for (std::size_t s = 0; s < backoff.subs[std::size_t(f)].size(); ++s)
                v += w[subParams[s]];
        }
        out[j] = std::int16_t(std::clamp(std::round(v * EvalScale), -32000.0, 32000.0));
    }
}

// Measures the fit's mean absolute errors into `report`: training rows on the unquantised
// parameters, validation rows on the quantised weights `out`.
void measureErrors(
    const StageRows& s, int W, const std::vector<double>& w, const std::int16_t* out, StageReport& report)
{
    constexpr int F = pattern::FeatureCount;
    const std::size_t m = s.labels.size();
    auto valueOf = [&](const std::uint32_t* f) {
        int sum = 0;
        for (int k = 0; k < F; ++k)
            sum += out[f[k]];
        return unitsToDiscs(std::clamp(sum, -EvalMaxHeuristic, EvalMaxHeuristic));
    };
    double trainAbs = 0, valAbs = 0, exactAbs = 0;
    for (std::size_t i = 0; i < m; ++i) {
        double sum = 0; // unquantised: the training rows hold parameters, not weight offsets
        for (int k = 0; k < W; ++k)
            sum += w[s.rows[i * W + k]];
        trainAbs += std::fabs(std::clamp(sum, -64.0, 64.0) - s.labels[i]);
    }
    for (std::size_t i = 0; i < s.valLabels.size(); ++i) {
        const double e = std::fabs(valueOf(&s.valRows[i * F]) - s.valLabels[i]);
        valAbs += e;
        if (s.valExact[i]) {
            exactAbs += e;
            ++report.exactValidationRows;
        }
    }
    report.trainMae = m ? trainAbs / m : 0;
    report.validationMae = s.valLabels.empty() ? 0 : valAbs / s.valLabels.size();
    report.exactValidationMae = report.exactValidationRows ? exactAbs / report.exactValidationRows : 0;
}

// What every stage's fit shares: the parameter map, the muted offsets and the backoff tables.
struct FitSetup {
    std::vector<std::uint32_t> param;
    std::vector<char> muted;
    Backoff backoff;
    int W; // parameters per training row
};

// Fits one stage into `weights` and fills `report`; false when options.stop interrupted it.
bool fitStage(std::span<const LabelledPosition> positions, int stage, PatternWeights& weights,
    const FitOptions& options, const FitSetup& setup, StageReport& report)
{
    const auto t0 = std::chrono::steady_clock::now();
    report.stage = stage;
    StageRows rows
        = gatherStageRows(positions, stage, weights.stageCount(), options, setup.param, setup.backoff);
    const std::size_t m = rows.labels.size();
    report.trainRows = m;
    report.validationRows = rows.valLabels.size();

    const std::size_t P = setup.backoff.paramCount;
    std::vector<double> count(P, 0), rhs(P, 0);
    for (std::size_t r = 0; r < m; ++r)
        accumulateRow(rows, r, setup.W, count, rhs);
    const std::vector<char> active = activeParams(count, setup.muted, options, report);
    CgVectors v{std::vector<double>(P, 0), std::vector<double>(P), std::vector<double>(P),
        std::vector<double>(P), std::vector<double>(P), std::vector<double>(m), std::vector<double>(P, 0)};
    const bool solved = solveStage(rows, setup.W, options, active, count, rhs, v);
    report.seconds = seconds(t0);
    if (!solved) {
        report.completed = false;
        return false;
    }
    // Mobility cells never or rarely seen take the mean of the nearest fitted cells. The
    // search evaluates positions the games rarely show; above all, the side to move never
    // lacks a move in the training positions, but does at search leaves, where a weight of
    // 0 next to -20 discs for a single move made such positions look attractive.
    if (std::find(options.muted.begin(), options.muted.end(), "mobility") == options.muted.end())
        fillMobility(v.w, v.precond);
    std::int16_t* out = weights.stage(stage);
    writeStageWeights(v.w, setup.param, setup.backoff, out);
    measureErrors(rows, setup.W, v.w, out, report);
    report.completed = true;
    return true;
}

} // namespace

void fitPatternWeights(std::span<const LabelledPosition> positions, PatternWeights& weights,
    const FitOptions& options, const std::function<void(const StageReport&)>& progress)
{
    FitSetup setup{sharedParams(), mutedOffsets(options), {}, 0};
    setup.backoff = makeBackoff(options.backoff, setup.muted);
    setup.W = pattern::FeatureCount + setup.backoff.featuresPerRow;
    std::vector<int> stages = options.stages;
    if (stages.empty())
        for (int s = weights.stageCount() - 1; s >= 0; --s)
            stages.push_back(s);

    for (int stage : stages) {
        StageReport report;
        const bool completed = fitStage(positions, stage, weights, options, setup, report);
        if (progress)
            progress(report);
        if (!completed)
            return;
    }
}

ErrorByDiscs validationError(std::span<const LabelledPosition> positions, const Evaluator& evaluator,
    int validationModulus, ErrorSet set)
{
    ErrorByDiscs e;
    for (const LabelledPosition& p : positions) {
        if (p.kind == LabelKind::None)
            continue;
        if (set != ErrorSet::All && isValidation(p.board, validationModulus) != (set == ErrorSet::HeldOut))
            continue;
        const int d = p.board.discCount();
        const double err = std::fabs(unitsToDiscs(evaluator.evaluate(p.board)) - p.label);
        e.sumAll[d] += err;
        ++e.countAll[d];
        if (p.kind == LabelKind::Exact) {
            e.sumExact[d] += err;
            ++e.countExact[d];
            if (std::abs(int(p.label)) <= ErrorByDiscs::BalancedScore) {
                e.sumBalanced[d] += err;
                ++e.countBalanced[d];
            }
        }
    }
    return e;
}

ClassicWeights fitClassicWeights(
    std::span<const LabelledPosition> positions, int validationModulus, std::vector<StageReport>& report)
{
    constexpr int N = ClassicFeatureCount + 1;
    constexpr int S = ClassicWeights::StageCount;
    // Features once per position, grouped by stage.
    struct Row {
        std::array<float, N> x;
        float y;
        bool validation;
        int discs;
    };
    std::vector<std::vector<Row>> byStage(S);
    for (const LabelledPosition& p : positions) {
        if (p.kind == LabelKind::None)
            continue;
        const ClassicFeatures f = classicFeatures(p.board);
        Row row;
        for (int i = 0; i < ClassicFeatureCount; ++i)
            row.x[i] = float(f.value[i]);
        row.x[ClassicFeatureCount] = 1;
        row.y = p.label;
        row.validation = isValidation(p.board, validationModulus);
        row.discs = p.board.discCount();
        byStage[ClassicWeights::stageOf(row.discs)].push_back(row);
    }
    ClassicWeights weights;
    report.assign(S, StageReport{});
    ClassicWeights::Stage next{};
    for (int s = S - 1; s >= 0; --s) {
        const auto t0 = std::chrono::steady_clock::now();
        std::array<std::array<double, N + 1>, N> a{};
        std::size_t m = 0;
        for (const Row& row : byStage[s]) {
            if (row.validation)
                continue;
            ++m;
            for (int i = 0; i < N; ++i) {
                for (int j = 0; j < N; ++j)
                    a[i][j] += double(row.x[i]) * row.x[j];
                a[i][N] += double(row.x[i]) * row.y;
            }
        }
        // Pull towards the later stage's weights (none for the last stage).
        const double pull = s == S - 1 ? 1e-3 * double(m + 1) : 0.02 * double(m + 1);
        for (int i = 0; i < N; ++i) {
            a[i][i] += pull;
            a[i][N] += pull * next[i];
        }
        // Gaussian elimination with partial pivoting.
        for (int c = 0; c < N; ++c) {
            int piv = c;
            for (int r = c + 1; r < N; ++r)
                if (std::fabs(a[r][c]) > std::fabs(a[piv][c]))
                    piv = r;
            std::swap(a[c], a[piv]);
            for (int r = 0; r < N; ++r) {
                if (r == c || a[c][c] == 0)
                    continue;
                const double f = a[r][c] / a[c][c];
                for (int k = c; k <= N; ++k)
                    a[r][k] -= f * a[c][k];
            }
        }
        ClassicWeights::Stage w{};
        for (int i = 0; i < N; ++i)
            w[i] = a[i][i] != 0 ? a[i][N] / a[i][i] : 0;
        weights.stage(s) = w;
        next = w;
        StageReport& rep = report[s];
        rep.stage = s;
        rep.trainRows = m;
        double abs = 0, absExact = 0;
        for (const Row& row : byStage[s]) {
            if (!row.validation)
                continue;
            double v = 0;
            for (int i = 0; i < N; ++i)
                v += w[i] * row.x[i];
            v = std::clamp(v, -64.0, 64.0);
            abs += std::fabs(v - row.y);
            ++rep.validationRows;
        }
        (void)absExact;
        rep.validationMae = rep.validationRows ? abs / rep.validationRows : 0;
        rep.seconds = seconds(t0);
        rep.completed = true;
    }
    return weights;
}

} // namespace probcut::training
