#include "engine/training/selfplay.h"

#include "engine/core/notation.h"
#include "engine/core/text_fields.h"
#include "engine/endgame/endgame.h"
#include "engine/search/search.h"
#include "engine/search/transposition_table.h"

#include <charconv>
#include <cmath>

namespace probcut {

namespace {

std::uint64_t splitmix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Uniform in [0, n) by rejection, so every platform draws the same moves.
unsigned draw(std::uint64_t& state, unsigned n)
{
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n);
    for (;;) {
        const std::uint64_t r = splitmix64(state);
        if (r < limit)
            return unsigned(r % n);
    }
}

// parseInt (text_fields.h) with an optional '+', as the scores are written.
bool parseIntText(std::string_view text, int& value)
{
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    return parseInt(text, value);
}

} // namespace

std::uint64_t selfPlayGameSeed(std::uint64_t seed, std::uint64_t index)
{
    std::uint64_t state = seed;
    const std::uint64_t a = splitmix64(state);
    state = a ^ (index * 0xd1b54a32d192ed03ULL);
    return splitmix64(state);
}

std::string SelfPlaySettings::id() const
{
    std::string s = "d" + std::to_string(depth) + "e" + std::to_string(exactEmpties) + "p"
        + std::to_string(int(std::lround(selectivity))) + "r";
    for (std::size_t i = 0; i < randomPlies.size(); ++i)
        s += (i ? "-" : "") + std::to_string(randomPlies[i]);
    return s;
}

Result<SelfPlaySettings> SelfPlaySettings::fromId(std::string_view id)
{
    SelfPlaySettings s;
    s.randomPlies.clear();
    const auto field = [&](char key, char next, int& value) -> bool {
        if (id.empty() || id.front() != key)
            return false;
        id.remove_prefix(1);
        const std::size_t end = id.find(next);
        if (end == std::string_view::npos || !parseIntText(id.substr(0, end), value))
            return false;
        id.remove_prefix(end);
        return true;
    };
    int selectivity = 0;
    if (!field('d', 'e', s.depth) || !field('e', 'p', s.exactEmpties) || !field('p', 'r', selectivity))
        return Error{"settings id '" + std::string(id) + "': expected d<depth>e<empties>p<percent>r<plies>"};
    s.selectivity = selectivity;
    id.remove_prefix(1); // 'r'
    while (!id.empty()) {
        const std::size_t end = std::min(id.find('-'), id.size());
        int plies = 0;
        if (!parseIntText(id.substr(0, end), plies))
            return Error{"settings id: bad random-ply list"};
        s.randomPlies.push_back(plies);
        id.remove_prefix(end == id.size() ? end : end + 1);
    }
    if (auto e = s.validate())
        return *e;
    return s;
}

std::optional<Error> SelfPlaySettings::validate() const
{
    if (depth < 1 || depth > 30)
        return Error{"depth must be 1-30, not " + std::to_string(depth)};
    if (exactEmpties < 0 || exactEmpties > 30)
        return Error{"exact empties must be 0-30, not " + std::to_string(exactEmpties)};
    if (!(selectivity >= 50 && selectivity <= 100))
        return Error{"selectivity must be 50-100 %"};
    if (randomPlies.empty() || randomPlies.size() > 16)
        return Error{"give 1-16 random-opening lengths"};
    for (int p : randomPlies)
        if (p < 0 || p > 59)
            return Error{"random-opening lengths must be 0-59 plies, not " + std::to_string(p)};
    return std::nullopt;
}

std::string SelfPlayGame::toLine() const
{
    std::string line = formatTranscript(moves);
    line += ' ';
    line += std::to_string(randomPlies);
    line += scoreBlack > 0 ? " +" : " ";
    line += std::to_string(scoreBlack);
    line += ' ';
    line += settingsId;
    return line;
}

Result<SelfPlayGame> SelfPlayGame::fromLine(std::string_view line)
{
    std::vector<std::string_view> fields;
    while (!line.empty()) {
        const std::size_t start = line.find_first_not_of(' ');
        if (start == std::string_view::npos)
            break;
        line.remove_prefix(start);
        const std::size_t end = std::min(line.find(' '), line.size());
        fields.push_back(line.substr(0, end));
        line.remove_prefix(end);
    }
    if (fields.size() != 4)
        return Error{"expected 4 fields (transcript, random plies, score, settings), found "
            + std::to_string(fields.size())};
    SelfPlayGame game;
    auto parsed = parseTranscript(fields[0]);
    if (!parsed)
        return Error{"transcript: " + parsed.error().describe()};
    if (!parsed->end.board.isGameOver())
        return Error{"transcript: the game is not finished"};
    for (Square sq : parsed->moves)
        if (sq != PassMove)
            game.moves.push_back(sq);
    if (!parseIntText(fields[1], game.randomPlies) || game.randomPlies < 0
        || game.randomPlies > int(game.moves.size()))
        return Error{
            "random plies '" + std::string(fields[1]) + "' is not 0-" + std::to_string(game.moves.size())};
    if (!parseIntText(fields[2], game.scoreBlack))
        return Error{"score '" + std::string(fields[2]) + "' is not a number"};
    const int replayed = parsed->end.finalScoreBlack();
    if (game.scoreBlack != replayed)
        return Error{"score " + std::string(fields[2]) + " but the moves end " + std::to_string(replayed)};
    auto settings = SelfPlaySettings::fromId(fields[3]);
    if (!settings)
        return settings.error();
    game.settingsId = std::string(fields[3]);
    return game;
}

SelfPlayer::SelfPlayer(SelfPlaySettings settings, std::shared_ptr<const Evaluator> evaluator,
    std::shared_ptr<const MpcParams> mpc, std::size_t hashMiB, std::size_t endgameHashMiB)
    : m_settings(std::move(settings)), m_id(m_settings.id()), m_evaluator(std::move(evaluator)),
      m_mpc(std::move(mpc)), m_tt(std::make_unique<TranspositionTable>(hashMiB)),
      m_solver(std::make_unique<EndgameSolver>(endgameHashMiB))
{
}

SelfPlayer::~SelfPlayer() = default;

Square SelfPlayer::engineMove(const Board& board)
{
    SearchLimits limits;
    limits.depth = m_settings.depth;
    limits.solveEmpties = m_settings.exactEmpties;
    limits.selectivity = m_settings.selectivity;
    limits.endcut = EndcutMode::Off;
    SearchControl control;
    control.endgame = m_solver.get();
    control.mpc = m_mpc.get();
    const SearchResult r = search(board, limits, *m_tt, *m_evaluator, control);
    m_nodes += r.nodes;
    return r.bestMove;
}

SelfPlayGame SelfPlayer::play(std::uint64_t seed, std::uint64_t index)
{
    std::uint64_t rng = selfPlayGameSeed(seed, index);
    SelfPlayGame game;
    game.settingsId = m_id;
    const int randomPlies = m_settings.randomPlies[draw(rng, unsigned(m_settings.randomPlies.size()))];
    m_tt->clear();
    m_solver->clear();
    Position pos = Position::initial();
    while (!pos.board.isGameOver()) {
        Bitboard moves = pos.board.legalMoves();
        if (!moves) {
            pos.play(PassMove);
            continue;
        }
        Square sq;
        if (int(game.moves.size()) < randomPlies) {
            unsigned pick = draw(rng, unsigned(__builtin_popcountll(moves)));
            while (pick--)
                moves &= moves - 1;
            sq = __builtin_ctzll(moves);
            game.randomPlies = int(game.moves.size()) + 1;
        } else {
            sq = engineMove(pos.board);
        }
        pos.play(sq);
        game.moves.push_back(sq);
    }
    game.scoreBlack = pos.finalScoreBlack();
    return game;
}

} // namespace probcut
