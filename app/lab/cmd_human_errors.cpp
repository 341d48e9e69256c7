// `probcut-lab human-errors`: how tournament players lose discs, by phase and strength, from the
// WTHOR games (engine/training/human_errors.h), and the temperatures of the human-like levels
// fitted to it (engine/search/human_play.h). Makes resources/levels/human-errors.txt.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/eval/pattern.h"
#include "engine/formats/wthor.h"
#include "engine/training/human_errors.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

namespace probcut::lab {

namespace {

namespace fs = std::filesystem;

std::atomic<bool> g_interrupted{false};
extern "C" void onHumanSignal(int) { g_interrupted.store(true); }

struct Options {
    std::string wthor = std::string(PROBCUT_SOURCE_DIR) + "/../shared/data/games/wthor";
    std::string scores = "human-errors-scores.txt";
    std::string out;
    std::string fixture;
    int fixturePerRow = 150;
    int games = 300;
    std::uint64_t seed = 1;
    int minGames = 20;
    HumanErrorSettings settings;
    std::string weights, mpc;
};

struct LoadedGame {
    int black = 0, white = 0;
    std::vector<Square> moves;
};

std::uint64_t splitmix(std::uint64_t& s)
{
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::string settingsLine(const Options& o)
{
    return "# human-errors scores: depth " + std::to_string(o.settings.depth) + " selectivity "
        + cli::fmt("%g", o.settings.selectivity) + " exact " + std::to_string(o.settings.exactEmpties)
        + " seed " + std::to_string(o.seed) + " min-games " + std::to_string(o.minGames);
}

std::string commandLine(const Options& o)
{
    return "probcut-lab human-errors --games " + std::to_string(o.games) + " --seed " + std::to_string(o.seed)
        + " --depth " + std::to_string(o.settings.depth) + " --selectivity "
        + cli::fmt("%g", o.settings.selectivity) + " --exact " + std::to_string(o.settings.exactEmpties)
        + " --min-games " + std::to_string(o.minGames);
}

int run(const Options& o, std::ostream& out, std::ostream& err)
{
    const std::string me = "probcut-lab human-errors: ";
    if (auto e = o.settings.validate()) {
        err << me << e->message << '\n';
        return 2;
    }
    // The games, in file-name order, so a game's index names it in every run.
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(o.wthor, ec))
        if (entry.path().extension() == ".wtb" || entry.path().extension() == ".WTB")
            files.push_back(entry.path());
    if (ec || files.empty()) {
        err << me << "no .wtb files in " << o.wthor << '\n';
        return 2;
    }
    std::sort(files.begin(), files.end());
    std::vector<LoadedGame> games;
    std::vector<RatedGame> results;
    int playerCount = 0;
    for (const fs::path& f : files) {
        std::string error;
        auto bytes = cli::readFileBytes(f.string(), error);
        if (!bytes) {
            err << me << error << '\n';
            return 2;
        }
        auto parsed = parseWthorGames(*bytes, f.filename().string());
        if (!parsed) {
            err << me << parsed.error().message << '\n';
            return 2;
        }
        for (const WthorGame& g : parsed->games) {
            const int score = g.blackScore();
            results.push_back({g.black, g.white, score > 0 ? 1.0 : score < 0 ? 0.0 : 0.5});
            playerCount = std::max({playerCount, g.black + 1, g.white + 1});
            games.push_back({g.black, g.white, g.moves});
        }
    }
    const PlayerRatings ratings = ratePlayers(results, playerCount, o.minGames);
    out << "human-errors: " << games.size() << " games in " << files.size() << " files; " << ratings.rated
        << " players with " << o.minGames << "+ games rated: weak below "
        << cli::fmt("%.0f", ratings.averageFrom) << ", strong from " << cli::fmt("%.0f", ratings.strongFrom)
        << " (Elo scale)" << std::endl;

    // The sample: games between two rated players that reached the endgame, shuffled by the seed,
    // then taken in turn from the games with a weak, an average and a strong player, so that
    // every group gets about as many moves (strong players play most of the collection's games).
    // The order does not depend on --games: a larger sample extends a smaller one.
    std::vector<int> shuffled;
    for (std::size_t i = 0; i < games.size(); ++i)
        if (ratings.groupOf(games[i].black) && ratings.groupOf(games[i].white) && games[i].moves.size() >= 40)
            shuffled.push_back(int(i));
    std::uint64_t rng = o.seed;
    for (std::size_t i = shuffled.size(); i > 1; --i)
        std::swap(shuffled[i - 1], shuffled[splitmix(rng) % i]);
    std::array<std::vector<int>, HumanGroupCount> withGroup;
    for (int id : shuffled)
        for (int g = 0; g < HumanGroupCount; ++g)
            if (ratings.groupOf(games[std::size_t(id)].black) == HumanGroup(g)
                || ratings.groupOf(games[std::size_t(id)].white) == HumanGroup(g))
                withGroup[std::size_t(g)].push_back(id);
    std::vector<int> candidates;
    std::set<int> taken;
    std::array<std::size_t, HumanGroupCount> next{};
    for (bool more = true; more && candidates.size() < std::size_t(o.games);) {
        more = false;
        for (int g = 0; g < HumanGroupCount && candidates.size() < std::size_t(o.games); ++g) {
            auto& list = withGroup[std::size_t(g)];
            auto& at = next[std::size_t(g)];
            while (at < list.size() && taken.count(list[at]))
                ++at;
            if (at < list.size()) {
                candidates.push_back(list[at]);
                taken.insert(list[at++]);
                more = true;
            }
        }
    }
    const std::set<int> sample(candidates.begin(), candidates.end());

    // What the scores file holds already: its settings must be these; games count once complete.
    std::vector<StoredScoredMove> stored;
    std::set<int> done;
    {
        std::ifstream in(o.scores);
        if (in) {
            std::string line;
            std::vector<StoredScoredMove> pending;
            int lineNo = 0;
            while (std::getline(in, line)) {
                ++lineNo;
                if (lineNo == 1) {
                    if (line != settingsLine(o)) {
                        err << me << o.scores << " was made with other settings ('" << line
                            << "'); use another --scores file\n";
                        return 2;
                    }
                    continue;
                }
                if (line.empty())
                    continue; // where a resumed run started on a fresh line
                if (line.starts_with("end ")) {
                    long long v = 0;
                    if (!cli::parseInt(line.substr(4), v, 0, 1 << 30)) {
                        err << me << o.scores << ": line " << lineNo << ": bad end marker\n";
                        return 2;
                    }
                    // A game stored twice (two runs on one file) counts once.
                    if (!done.count(int(v)))
                        for (auto& m : pending)
                            if (m.game == int(v))
                                stored.push_back(std::move(m));
                    pending.clear();
                    done.insert(int(v));
                    continue;
                }
                auto m = parseScoredMoveLine(line);
                if (!m) {
                    if (in.peek() == std::char_traits<char>::eof())
                        break; // a line cut off by a killed run; its game is scored again
                    err << me << o.scores << ": line " << lineNo << ": " << m.error().message << '\n';
                    return 2;
                }
                pending.push_back(std::move(*m));
            }
        }
    }
    const bool fresh = done.empty() && !fs::exists(o.scores);
    std::ofstream append;
    if (fresh) {
        append.open(o.scores);
        append << settingsLine(o) << '\n';
    } else {
        // A killed run can leave a cut-off last line: start on a fresh line.
        append.open(o.scores, std::ios::app);
        append << '\n';
    }
    if (!append) {
        err << me << "cannot write " << o.scores << '\n';
        return 2;
    }
    append.flush();

    std::string error;
    auto weights = cli::loadPatternWeights(o.weights, error);
    if (!weights) {
        err << me << error << '\n';
        return 2;
    }
    auto params
        = cli::loadMpcParams(o.mpc.empty() ? cli::defaultResourcePath("mpc/mpc-pattern.txt") : o.mpc, error);
    if (!params) {
        err << me << error << '\n';
        return 2;
    }
    MoveScorer scorer(o.settings, std::make_shared<const PatternEvaluator>(weights),
        std::make_shared<const MpcParams>(std::move(*params)));

    std::signal(SIGINT, onHumanSignal);
    std::signal(SIGTERM, onHumanSignal);
    const auto start = std::chrono::steady_clock::now();
    auto lastReport = start;
    int scoredGames = 0, todo = 0;
    std::size_t scoredMoves = 0;
    for (int id : candidates)
        todo += !done.count(id);
    out << "human-errors: " << candidates.size() << " games sampled, "
        << (candidates.size() - std::size_t(todo)) << " already scored in " << o.scores << std::endl;
    for (int id : candidates) {
        if (g_interrupted.load())
            break;
        if (done.count(id))
            continue;
        const LoadedGame& g = games[std::size_t(id)];
        const auto blackGroup = *ratings.groupOf(g.black), whiteGroup = *ratings.groupOf(g.white);
        const auto scored = scorer.scoreGame(g.moves, [](int, bool) { return true; });
        std::string text;
        for (const auto& [ply, move] : scored) {
            StoredScoredMove s;
            s.game = id;
            s.ply = ply;
            s.move = move;
            const bool blackMoves = ply % 2 == 0; // passes are plies too, so colours alternate by ply
            s.group = blackMoves ? blackGroup : whiteGroup;
            text += scoredMoveLine(id, ply, s.group, s.move) + '\n';
            stored.push_back(std::move(s));
        }
        text += "end " + std::to_string(id) + '\n';
        append << text;
        append.flush();
        done.insert(id);
        ++scoredGames;
        scoredMoves += scored.size();
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport > std::chrono::seconds(10) || scoredGames == todo) {
            lastReport = now;
            const double s = std::chrono::duration<double>(now - start).count();
            out << "human-errors: " << scoredGames << "/" << todo << " games, " << scoredMoves << " moves in "
                << cli::fmt("%.0f", s) << " s (" << cli::fmt("%.1f", double(scoredMoves) / s) << " moves/s)"
                << std::endl;
        }
    }
    if (g_interrupted.load()) {
        out << "human-errors: interrupted; run the same command to go on" << std::endl;
        return 0;
    }

    std::vector<StoredScoredMove> inSample;
    for (auto& m : stored)
        if (sample.count(m.game))
            inSample.push_back(m);
    HumanCalibration cal = aggregateHumanErrors(inSample, o.settings);
    cal.command = commandLine(o);
    for (int g = 0; g < HumanGroupCount; ++g)
        for (int p = 0; p < HumanPhaseCount; ++p)
            if (cal.rows[std::size_t(g)][std::size_t(p)].positions == 0) {
                err << me << "no " << humanGroupName(HumanGroup(g)) << " moves in phase " << p
                    << ": sample more games\n";
                return 2;
            }
    // The table, and how well the fitted softmax reproduces each row's histogram.
    std::array<std::array<std::array<double, LossBucketCount>, HumanPhaseCount>, HumanGroupCount> model{};
    for (const auto& m : inSample)
        addExpectedHistogram(m.move.losses, cal.row(m.group, humanPhase(m.move.empties)).temperature,
            model[std::size_t(m.group)][std::size_t(humanPhase(m.move.empties))]);
    out << "group    phase  empties  moves  mean loss  zero   T       model TVD\n";
    for (int g = 0; g < HumanGroupCount; ++g)
        for (int p = 0; p < HumanPhaseCount; ++p) {
            const HumanPhaseRow& r = cal.rows[std::size_t(g)][std::size_t(p)];
            auto& h = model[std::size_t(g)][std::size_t(p)];
            for (double& x : h)
                x /= r.positions;
            out << std::string(humanGroupName(HumanGroup(g)))
                << std::string(9 - humanGroupName(HumanGroup(g)).size(), ' ') << p << "      "
                << humanPhaseMaxEmpties(p) << "-" << humanPhaseMinEmpties(p) << "  "
                << cli::fmt("%5.0f", r.positions) << "  " << cli::fmt("%9.2f", r.meanLoss) << "  "
                << cli::fmt("%.3f", r.zeroShare) << "  " << cli::fmt("%6.3f", r.temperature) << "  "
                << cli::fmt("%.3f", histogramDistance(h, r.histogram)) << '\n';
        }
    if (!o.out.empty()) {
        std::string text = cal.toText();
        text.insert(text.find('\n') + 1,
            "# " + std::to_string(sample.size()) + " games, " + std::to_string(inSample.size())
                + " scored moves; players rated over " + std::to_string(games.size()) + " games ("
                + std::to_string(ratings.rated) + " with " + std::to_string(o.minGames) + "+ games)\n");
        if (!cli::writeFileAtomic(o.out, std::vector<std::uint8_t>(text.begin(), text.end()), error)) {
            err << me << error << '\n';
            return 2;
        }
        out << "human-errors: wrote " << o.out << std::endl;
    }
    if (!o.fixture.empty()) {
        // An even spread over groups and phases, each row's moves taken at a fixed stride.
        std::string text = settingsLine(o) + '\n';
        std::array<std::array<std::vector<const StoredScoredMove*>, HumanPhaseCount>, HumanGroupCount> rows;
        for (const auto& m : inSample)
            rows[std::size_t(m.group)][std::size_t(humanPhase(m.move.empties))].push_back(&m);
        for (const auto& group : rows)
            for (const auto& row : group) {
                const std::size_t n = std::min(row.size(), std::size_t(o.fixturePerRow));
                for (std::size_t i = 0; i < n; ++i) {
                    const StoredScoredMove& m = *row[i * row.size() / n];
                    text += scoredMoveLine(m.game, m.ply, m.group, m.move) + '\n';
                }
            }
        if (!cli::writeFileAtomic(o.fixture, std::vector<std::uint8_t>(text.begin(), text.end()), error)) {
            err << me << error << '\n';
            return 2;
        }
        out << "human-errors: wrote " << o.fixture << std::endl;
    }
    return 0;
}

} // namespace

cli::Command humanErrorsCommand()
{
    return {"human-errors",
        "Measure the discs human players lose per move (WTHOR) and fit the human-like levels",
        [](CLI::App& app) -> cli::Action {
            auto o = std::make_shared<Options>();
            app.description(
                "Rates every WTHOR player by results (Bradley-Terry), samples games between rated players\n"
                "(--games, --seed), values every legal move of each position with a multi-PV search\n"
                "(exact from --exact empties) and writes per group (weak, average, strong: bottom quartile,\n"
                "middle half, top quartile) and phase the loss per move and the fitted temperature of\n"
                "the human-like levels' softmax. Scored moves are appended to --scores as they are made:\n"
                "a killed run resumes there.");
            app.add_option("--wthor", o->wthor, "Folder of the WTHOR .wtb files")->capture_default_str();
            app.add_option("--games", o->games, "Games to sample")
                ->check(CLI::Range(1, 200000))
                ->capture_default_str();
            app.add_option("--seed", o->seed, "Seed of the sample")->capture_default_str();
            app.add_option("--depth", o->settings.depth, "Multi-PV depth of the midgame valuations")
                ->check(CLI::Range(1, 30))
                ->capture_default_str();
            app.add_option(
                   "--selectivity", o->settings.selectivity, "Multi-ProbCut confidence of those searches")
                ->check(CLI::Range(50.0, 100.0))
                ->capture_default_str();
            app.add_option("--exact", o->settings.exactEmpties, "Every move exact from this many empties")
                ->check(CLI::Range(0, 30))
                ->capture_default_str();
            app.add_option("--min-games", o->minGames, "Games a player needs to be rated")
                ->check(CLI::Range(1, 10000))
                ->capture_default_str();
            app.add_option("--scores", o->scores, "File of the scored moves (appended; resumable)")
                ->capture_default_str();
            app.add_option("--out", o->out, "Write the table here (e.g. resources/levels/human-errors.txt)");
            app.add_option("--fixture", o->fixture, "Also write an even sample of the scored moves here");
            app.add_option(
                   "--fixture-per-row", o->fixturePerRow, "Scored moves per group and phase in --fixture")
                ->check(CLI::Range(1, 100000))
                ->capture_default_str();
            app.add_option("--weights", o->weights, "Pattern weights file (default: the shipped weights)");
            app.add_option("--mpc", o->mpc, "Multi-ProbCut parameters for those weights (default: shipped)");
            return [o](std::ostream& out, std::ostream& err) { return run(*o, out, err); };
        }};
}

} // namespace probcut::lab
