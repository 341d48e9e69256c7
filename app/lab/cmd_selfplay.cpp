// `probcut-lab selfplay`, `selfplay-check`, `selfplay-bench`: the self-play data factory
// (engine/training/selfplay.h for the games, app/lab/selfplay_store.h for the files).
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "app/lab/selfplay_store.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/pattern.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <map>

namespace probcut::lab {

namespace {

std::atomic<bool> g_interrupted{false};

extern "C" void onSignal(int) { g_interrupted.store(true); }

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + 1e-9 * double(ts.tv_nsec);
}

std::string fixed(double v, int decimals)
{
    return cli::fmt(decimals == 0 ? "%.0f" : decimals == 1 ? "%.1f" : "%.2f", v);
}

// The pattern evaluation and its Multi-ProbCut fit; nullopt after printing the problem.
struct EvalSetup {
    std::shared_ptr<const PatternEvaluator> evaluator;
    std::shared_ptr<const MpcParams> mpc;
};

std::optional<EvalSetup> loadEval(const std::string& weightsPath, const std::string& mpcPathIn)
{
    std::string error;
    auto weights = cli::loadPatternWeights(weightsPath, error);
    if (!weights) {
        std::cerr << "probcut-lab: " << error << '\n';
        return std::nullopt;
    }
    EvalSetup setup;
    setup.evaluator = std::make_shared<const PatternEvaluator>(weights);
    const std::string mpcPath
        = mpcPathIn.empty() ? cli::defaultResourcePath("mpc/mpc-pattern.txt") : mpcPathIn;
    auto params = cli::loadMpcParams(mpcPath, error);
    if (!params) {
        std::cerr << "probcut-lab: " << error << '\n';
        return std::nullopt;
    }
    if (params->evaluator != "pattern") {
        std::cerr << "probcut-lab: " << mpcPath << " was fitted for the '" << params->evaluator
                  << "' evaluation, not 'pattern'\n";
        return std::nullopt;
    }
    setup.mpc = std::make_shared<const MpcParams>(std::move(*params));
    return setup;
}

struct SelfPlayArgs {
    SelfPlaySettings settings;
    std::string weights, mpc;
};

void addSettingsOptions(CLI::App& cmd, SelfPlayArgs& a)
{
    cmd.add_option("--depth", a.settings.depth, "Midgame search depth in plies")
        ->check(CLI::Range(1, 30))
        ->capture_default_str();
    cmd.add_option("--exact", a.settings.exactEmpties, "Perfect play (exact solve) from this many empties")
        ->check(CLI::Range(0, 30))
        ->capture_default_str();
    cmd.add_option("--selectivity", a.settings.selectivity,
           "Multi-ProbCut confidence of the midgame searches in percent (100: no forward pruning)")
        ->check(CLI::Range(50.0, 100.0))
        ->capture_default_str();
    cmd.add_option("--random-plies", a.settings.randomPlies,
           "Random-opening lengths; each game draws one uniformly (comma-separated)")
        ->delimiter(',')
        ->check(CLI::Range(0, 59))
        ->capture_default_str();
    cmd.add_option("--weights", a.weights, "Pattern weights file (default: the shipped weights)");
    cmd.add_option("--mpc", a.mpc, "Multi-ProbCut parameters fitted for those weights (default: shipped)");
}

int runSelfPlay(const SelfPlayArgs& a, FactoryOptions options, const std::string& shardText)
{
    auto shard = Shard::parse(shardText);
    if (!shard) {
        std::cerr << "probcut-lab selfplay: " << shard.error().message << '\n';
        return 2;
    }
    options.shard = *shard;
    if (auto e = a.settings.validate()) {
        std::cerr << "probcut-lab selfplay: " << e->message << '\n';
        return 2;
    }
    auto eval = loadEval(a.weights, a.mpc);
    if (!eval)
        return 2;
    SelfPlayer player(a.settings, eval->evaluator, eval->mpc);
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    std::cout << "selfplay: settings " << a.settings.id() << ", seed " << options.seed << ", shard "
              << shardText << " -> " << options.folder << "/"
              << shardFileName(a.settings, options.seed, options.shard) << std::endl;
    const auto report = [](const FactoryProgress& p) {
        std::cout << "selfplay: " << p.stored << " games stored, " << p.played << " played in "
                  << fixed(p.seconds, 1) << " s ("
                  << fixed(p.seconds > 0 ? 3600.0 * double(p.played) / p.seconds : 0, 0) << " games/hour)"
                  << std::endl;
    };
    auto result = runFactory(
        player, options, [] { return g_interrupted.load(); }, report);
    if (!result) {
        std::cerr << "probcut-lab selfplay: " << result.error().message << '\n';
        return 2;
    }
    std::cout << "selfplay: done, " << result->stored << " games stored"
              << (g_interrupted.load() ? " (interrupted; run the same command to go on)" : "") << '\n';
    return 0;
}

int runCheck(const std::vector<std::string>& files)
{
    int rc = 0;
    std::uint64_t total = 0, positions = 0;
    std::map<std::string, std::uint64_t> bySettings;
    for (const auto& f : files) {
        auto stored = readGamesFile(f);
        if (!stored) {
            std::cerr << "probcut-lab selfplay-check: " << stored.error().message << '\n';
            rc = 1;
            continue;
        }
        std::cout << f << ": " << stored->games.size() << " games"
                  << (stored->truncated ? " (ends in a cut-off batch: the next selfplay run repairs it)" : "")
                  << '\n';
        for (const auto& g : stored->games) {
            ++bySettings[g.settingsId];
            positions += g.moves.size() - std::size_t(g.randomPlies);
        }
        total += stored->games.size();
    }
    for (const auto& [id, n] : bySettings)
        std::cout << "settings " << id << ": " << n << " games\n";
    std::cout << "total: " << total << " games, " << positions << " positions after the random openings\n";
    return rc;
}

// Games per CPU-hour at the given settings, and how good the labels are: at positions with
// `labelEmpties` empties after the random opening, the game's final score against the exact
// score of that position (both for the side to move there).
int runBench(const SelfPlayArgs& a, int games, std::uint64_t seed, int labelEmpties)
{
    if (auto e = a.settings.validate()) {
        std::cerr << "probcut-lab selfplay-bench: " << e->message << '\n';
        return 2;
    }
    auto eval = loadEval(a.weights, a.mpc);
    if (!eval)
        return 2;
    SelfPlayer player(a.settings, eval->evaluator, eval->mpc);
    EndgameSolver solver(64);
    EndgameOptions solveOptions;
    solveOptions.eval = &eval->evaluator->kernelEval();
    double cpu = 0, absError = 0, sqError = 0;
    int labelled = 0, bytesCount = 0;
    std::uint64_t moves = 0;
    for (int i = 0; i < games; ++i) {
        const double t0 = threadCpuSeconds();
        const SelfPlayGame g = player.play(seed, std::uint64_t(i));
        cpu += threadCpuSeconds() - t0;
        moves += g.moves.size();
        bytesCount += int(g.toLine().size()) + 1;
        Position pos = Position::initial();
        for (std::size_t m = 0; m < g.moves.size(); ++m) {
            if (pos.board.mustPass())
                pos.play(PassMove);
            if (pos.board.emptyCount() == labelEmpties && int(m) >= g.randomPlies) {
                const int exact = solver.solve(pos.board, solveOptions).score;
                const int label = pos.sideToMove == Color::Black ? g.scoreBlack : -g.scoreBlack;
                absError += std::abs(label - exact);
                sqError += double(label - exact) * double(label - exact);
                ++labelled;
                break;
            }
            pos.play(g.moves[m]);
        }
    }
    std::cout << "selfplay-bench: settings " << a.settings.id() << ", " << games << " games, "
              << fixed(cpu, 2) << " CPU-s, " << fixed(3600.0 * games / cpu, 0) << " games/CPU-hour, "
              << fixed(double(player.nodes()) / games, 0) << " nodes/game, "
              << fixed(double(bytesCount) / games, 1) << " bytes/game as text\n";
    if (labelled)
        std::cout << "selfplay-bench: labels at " << labelEmpties << " empties (" << labelled
                  << " positions): final score - exact score, mean |error| " << fixed(absError / labelled, 2)
                  << " discs, rms " << fixed(std::sqrt(sqError / labelled), 2) << '\n';
    return 0;
}

} // namespace

cli::Command selfplayCommand()
{
    return {"selfplay",
        "Play self-play games for training into a folder (resumable; --shard K/N splits the work)",
        [](CLI::App& app) -> cli::Action {
            struct Options {
                SelfPlayArgs args;
                FactoryOptions factory;
                std::string shard = "1/1";
                double hours = 0;
            };
            auto o = std::make_shared<Options>();
            app.description(
                "Plays games from random openings of varied length, then the engine against itself at a "
                "fixed\n"
                "depth with the exact solver from a fixed number of empties, and appends them to\n"
                "OUT/selfplay-<settings>-seed<S>-<K>of<N>.txt.gz, one game a line: the transcript, the "
                "random\n"
                "plies, Black's final disc difference and the settings. Game i of a seed is always the same\n"
                "game: a killed run resumes where its file ends, and shards K/N of one seed are disjoint "
                "and\n"
                "merge by concatenation (cat). Ctrl+C stores the games played so far.");
            addSettingsOptions(app, o->args);
            app.add_option("--out", o->factory.folder, "Folder of the games files (must exist)")->required();
            app.add_option("--games", o->factory.games, "Games in this shard's file when done")
                ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1000000000}))
                ->capture_default_str();
            app.add_option("--seed", o->factory.seed, "Seed of the random openings")->capture_default_str();
            app.add_option("--shard", o->shard, "Play the games K, K+N, K+2N, ... of the seed (K/N)")
                ->capture_default_str();
            app.add_option("--hours", o->hours, "Stop after this many hours (0: no limit)")
                ->check(CLI::Range(0.0, 10000.0));
            app.add_option("--batch", o->factory.batch, "Games per appended gzip block")
                ->check(CLI::Range(1, 100000))
                ->capture_default_str();
            return [o](std::ostream&, std::ostream&) {
                o->factory.maxSeconds = o->hours * 3600.0;
                return runSelfPlay(o->args, o->factory, o->shard);
            };
        }};
}

cli::Command selfplayCheckCommand()
{
    return {"selfplay-check", "Check self-play games files and count their games",
        [](CLI::App& app) -> cli::Action {
            auto files = std::make_shared<std::vector<std::string>>();
            app.add_option("files", *files, "Games files (.txt.gz or plain text)")
                ->required()
                ->check(CLI::ExistingFile);
            return [files](std::ostream&, std::ostream&) { return runCheck(*files); };
        }};
}

cli::Command selfplayBenchCommand()
{
    return {"selfplay-bench",
        "Games per CPU-hour at given settings and the labels' error against exact scores",
        [](CLI::App& app) -> cli::Action {
            struct Options {
                SelfPlayArgs args;
                int games = 20, labelEmpties = 22;
                std::uint64_t seed = 12345;
            };
            auto o = std::make_shared<Options>();
            addSettingsOptions(app, o->args);
            app.add_option("--games", o->games, "Games to play")
                ->check(CLI::Range(1, 100000))
                ->capture_default_str();
            app.add_option("--seed", o->seed, "Seed of the random openings")->capture_default_str();
            app.add_option("--label-empties", o->labelEmpties,
                   "Check each game's label at its position with this many empties (exact solve)")
                ->check(CLI::Range(10, 30))
                ->capture_default_str();
            return [o](std::ostream&, std::ostream&) {
                return runBench(o->args, o->games, o->seed, o->labelEmpties);
            };
        }};
}

} // namespace probcut::lab
