#include "engine/training/human_errors.h"

#include "engine/core/notation.h"
#include "engine/core/text_fields.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/pattern.h"
#include "engine/search/human_play.h"
#include "engine/search/multi_pv.h"
#include "engine/search/transposition_table.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace probcut {

PlayerRatings ratePlayers(std::span<const RatedGame> games, int playerCount, int minGames)
{
    PlayerRatings r;
    const std::size_t n = std::size_t(std::max(playerCount, 0));
    r.games.assign(n, 0);
    r.elo.assign(n, 0);
    r.group.assign(n, -1);
    std::vector<double> wins(n, 0.5); // the virtual draw's half point
    for (const RatedGame& g : games) {
        if (g.black < 0 || g.white < 0 || std::size_t(g.black) >= n || std::size_t(g.white) >= n
            || g.black == g.white)
            continue;
        ++r.games[std::size_t(g.black)];
        ++r.games[std::size_t(g.white)];
        wins[std::size_t(g.black)] += g.blackPoints;
        wins[std::size_t(g.white)] += 1 - g.blackPoints;
    }
    // MM update (Hunter 2004, eq. 3): gamma_i = W_i / sum over i's games of 1 / (gamma_i + gamma_j),
    // the virtual game against gamma = 1 included. 200 sweeps settle the ratings far below the
    // quartile boundaries' spacing.
    std::vector<double> gamma(n, 1.0), denom(n);
    for (int iter = 0; iter < 200; ++iter) {
        for (std::size_t i = 0; i < n; ++i)
            denom[i] = 1 / (gamma[i] + 1);
        for (const RatedGame& g : games) {
            if (g.black < 0 || g.white < 0 || std::size_t(g.black) >= n || std::size_t(g.white) >= n
                || g.black == g.white)
                continue;
            const double s = 1 / (gamma[std::size_t(g.black)] + gamma[std::size_t(g.white)]);
            denom[std::size_t(g.black)] += s;
            denom[std::size_t(g.white)] += s;
        }
        for (std::size_t i = 0; i < n; ++i)
            gamma[i] = wins[i] / denom[i];
    }
    std::vector<double> rated;
    for (std::size_t i = 0; i < n; ++i) {
        r.elo[i] = r.games[i] > 0 ? 400 * std::log10(gamma[i]) : 0;
        if (r.games[i] >= minGames && r.games[i] > 0)
            rated.push_back(r.elo[i]);
    }
    r.rated = int(rated.size());
    if (rated.empty())
        return r;
    std::sort(rated.begin(), rated.end());
    r.averageFrom = rated[rated.size() / 4];
    r.strongFrom = rated[(3 * rated.size()) / 4];
    for (std::size_t i = 0; i < n; ++i)
        if (r.games[i] >= minGames && r.games[i] > 0)
            r.group[i] = int(r.elo[i] >= r.strongFrom ? HumanGroup::Strong
                    : r.elo[i] >= r.averageFrom       ? HumanGroup::Average
                                                      : HumanGroup::Weak);
    return r;
}

std::optional<Error> HumanErrorSettings::validate() const
{
    if (depth < 1 || depth > 30)
        return Error{"depth " + std::to_string(depth) + " is not 1 to 30"};
    if (!(selectivity >= 50 && selectivity <= 100))
        return Error{"selectivity is not 50 to 100"};
    if (exactEmpties < 0 || exactEmpties > 30)
        return Error{"exact " + std::to_string(exactEmpties) + " is not 0 to 30"};
    return std::nullopt;
}

MoveScorer::MoveScorer(HumanErrorSettings settings, std::shared_ptr<const Evaluator> evaluator,
    std::shared_ptr<const MpcParams> mpc, std::size_t hashMiB)
    : m_settings(settings), m_evaluator(std::move(evaluator)), m_mpc(std::move(mpc)),
      m_tt(std::make_unique<TranspositionTable>(hashMiB)), m_solver(std::make_unique<EndgameSolver>(hashMiB))
{
}

MoveScorer::~MoveScorer() = default;

void MoveScorer::newGame()
{
    m_tt->clear();
    m_solver->clear();
}

std::vector<std::pair<Square, double>> MoveScorer::values(const Board& board)
{
    std::vector<std::pair<Square, double>> out;
    if (!board.legalMoves())
        return out;
    if (board.emptyCount() <= m_settings.exactEmpties) {
        EndgameOptions options;
        if (const auto* pattern = dynamic_cast<const PatternEvaluator*>(m_evaluator.get()))
            options.eval = &pattern->kernelEval();
        for (const EndgameMoveValue& v : m_solver->solveMoves(board, options)) {
            out.emplace_back(v.move, double(v.score));
            m_nodes += v.nodes;
        }
    } else {
        const SearchLimits limits
            = humanValuationLimits(m_settings.depth, m_settings.selectivity, m_settings.exactEmpties);
        SearchControl control;
        control.endgame = m_solver.get();
        control.mpc = m_mpc.get();
        const SearchResult r = searchMultiPv(board, limits, *m_tt, *m_evaluator, control);
        m_nodes += r.nodes;
        for (const RootLine& line : r.lines)
            out.emplace_back(line.move, line.shownScore);
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return out;
}

std::optional<ScoredMove> MoveScorer::score(const Board& board, Square played)
{
    const auto v = values(board);
    if (v.empty())
        return std::nullopt;
    ScoredMove s;
    s.empties = board.emptyCount();
    double best = v.front().second;
    for (const auto& [sq, value] : v)
        best = std::max(best, value);
    s.played = -1;
    for (const auto& [sq, value] : v) {
        if (sq == played)
            s.played = int(s.moves.size());
        s.moves.push_back(sq);
        // Whole hundredths, as stored, so a fresh run and a resumed one aggregate the same numbers.
        s.losses.push_back(std::round(100 * std::max(0.0, best - value)) / 100);
    }
    if (s.played < 0)
        return std::nullopt; // the game's move is not legal here (cannot happen for a replayed game)
    return s;
}

namespace {

std::vector<std::string_view> split(std::string_view s, char sep)
{
    std::vector<std::string_view> out;
    std::size_t pos = 0;
    while (true) {
        const std::size_t e = s.find(sep, pos);
        out.push_back(s.substr(pos, e == std::string_view::npos ? std::string_view::npos : e - pos));
        if (e == std::string_view::npos)
            return out;
        pos = e + 1;
    }
}

} // namespace

std::string scoredMoveLine(int game, int ply, HumanGroup group, const ScoredMove& move)
{
    std::string s;
    for (const std::string& field : {std::to_string(game), std::to_string(ply),
             std::string(humanGroupName(group)), std::to_string(move.empties), std::to_string(move.played)}) {
        s += field;
        s += ' ';
    }
    for (std::size_t i = 0; i < move.moves.size(); ++i) {
        if (i)
            s += ',';
        s += squareName(move.moves[i]);
    }
    s += ' ';
    char buf[32];
    for (std::size_t i = 0; i < move.losses.size(); ++i) {
        std::snprintf(buf, sizeof buf, "%.2f", move.losses[i]);
        std::string_view t = buf;
        while (t.ends_with('0'))
            t.remove_suffix(1);
        if (t.ends_with('.'))
            t.remove_suffix(1);
        if (i)
            s += ',';
        s += t;
    }
    return s;
}

Result<StoredScoredMove> parseScoredMoveLine(std::string_view line)
{
    const auto w = split(line, ' ');
    if (w.size() != 7)
        return Error{"expected 7 fields: game ply group empties played moves losses"};
    StoredScoredMove m;
    if (!parseInt(w[0], m.game) || m.game < 0 || !parseInt(w[1], m.ply) || m.ply < 0 || m.ply > 120)
        return Error{"bad game or ply number"};
    if (w[2] == "weak")
        m.group = HumanGroup::Weak;
    else if (w[2] == "average")
        m.group = HumanGroup::Average;
    else if (w[2] == "strong")
        m.group = HumanGroup::Strong;
    else
        return Error{"unknown group '" + std::string(w[2]) + "'"};
    ScoredMove& s = m.move;
    if (!parseInt(w[3], s.empties) || s.empties < 1 || s.empties > 60)
        return Error{"empties is not 1 to 60"};
    for (std::string_view sq : split(w[5], ',')) {
        const auto parsed = parseSquare(sq);
        if (!parsed || *parsed == PassMove)
            return Error{"bad move '" + std::string(sq) + "'"};
        s.moves.push_back(*parsed);
    }
    for (std::string_view l : split(w[6], ',')) {
        double v = 0;
        const auto [p, ec] = std::from_chars(l.data(), l.data() + l.size(), v);
        if (ec != std::errc() || p != l.data() + l.size() || !(v >= 0 && v <= 128))
            return Error{"bad loss '" + std::string(l) + "'"};
        s.losses.push_back(v);
    }
    if (s.losses.size() != s.moves.size())
        return Error{"as many losses as moves expected"};
    if (!parseInt(w[4], s.played) || s.played < 0 || std::size_t(s.played) >= s.moves.size())
        return Error{"played index out of range"};
    return m;
}

HumanCalibration aggregateHumanErrors(
    std::span<const StoredScoredMove> moves, const HumanErrorSettings& settings)
{
    HumanCalibration cal;
    cal.depth = settings.depth;
    cal.selectivity = settings.selectivity;
    cal.exactEmpties = settings.exactEmpties;
    std::array<std::array<std::vector<MoveLosses>, HumanPhaseCount>, HumanGroupCount> positions;
    for (const StoredScoredMove& m : moves) {
        const int phase = humanPhase(m.move.empties);
        HumanPhaseRow& r = cal.row(m.group, phase);
        const double loss = m.move.playedLoss();
        ++r.positions;
        r.meanLoss += loss;
        r.histogram[std::size_t(lossBucket(loss))] += 1;
        positions[std::size_t(m.group)][std::size_t(phase)].push_back(m.move.losses);
    }
    for (int g = 0; g < HumanGroupCount; ++g)
        for (int p = 0; p < HumanPhaseCount; ++p) {
            HumanPhaseRow& r = cal.rows[std::size_t(g)][std::size_t(p)];
            if (r.positions == 0)
                continue;
            r.meanLoss /= r.positions;
            for (double& h : r.histogram)
                h /= r.positions;
            r.zeroShare = r.histogram[0];
            r.temperature = fitHumanTemperature(positions[std::size_t(g)][std::size_t(p)], r.meanLoss);
        }
    return cal;
}

} // namespace probcut
