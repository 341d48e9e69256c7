// `probcut solve FILE.obf`: exact (or win/draw/loss) endgame solving of every position of an OBF
// file, one line per position and a total, checked against the file's move:score fields when
// it has them. This is the FFO benchmark (../shared/data/ffo) and the solver's acceptance check.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/engine.h"
#include "engine/eval/pattern.h"
#include "engine/search/multi_probcut.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>

namespace probcut::cli {

namespace {

std::string fixed3(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

int sign(int v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); }

std::string moveList(const std::vector<MoveScore>& scores, int best, bool wld)
{
    std::string s;
    for (const MoveScore& m : scores) {
        if ((wld ? sign(m.score) : m.score) != best)
            continue;
        if (!s.empty())
            s += ',';
        s += squareName(m.move);
    }
    return s;
}

// `--endcut`: each position through the Engine's ENDCUT iterations (probable results at
// increasing confidence, then the exact solve), one line per result:
//   <index> <selectivity>% <move> <score> <nodes> <seconds> <move ok|move wrong> <score ok|off N>
// judged against the file's move:score fields when it has them ('-' otherwise); nodes and
// seconds are counted from the start of the position's search.
int runEndcutSolve(const std::vector<ObfEntry>& entries, long long indexBase, bool ranged, long long first,
    long long last, std::shared_ptr<const PatternEvaluator> evaluator, const std::string& mpcPath,
    double moveTime, long long hashMiB, KernelKind kernel, int threads, std::ostream& out, std::ostream& err)
{
    if (!evaluator) {
        err << "solve: --endcut needs the pattern evaluation (not --eval none)\n";
        return 2;
    }
    std::string error;
    auto params = loadMpcParams(mpcPath, error);
    if (!params) {
        err << "solve: " << error << '\n';
        return 2;
    }
    if (params->evaluator != evaluator->name() || !params->hasEndFits()) {
        err << "solve: " << mpcPath << " has no endgame fits for the '" << evaluator->name()
            << "' evaluation (probcut mpc-fit --endgame)\n";
        return 2;
    }
    EngineOptions options;
    options.hashMiB = std::size_t(hashMiB);
    options.endgameHashMiB = std::size_t(hashMiB);
    options.kernel = kernel;
    options.infoIntervalMs = 0;
    Engine engine(options);
    engine.setEvaluator(evaluator);
    engine.setMpcParams(std::make_shared<const MpcParams>(std::move(*params)));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ObfPosition& pos = entries[i].position;
        const long long index = indexBase + (long long)i;
        if (ranged && (index < first || index > last))
            continue;
        const Board& board = pos.position.board;
        if (board.isGameOver() || engine.setPosition(board).has_value())
            continue;
        const int empties = board.emptyCount();
        const bool known = !pos.moveScores.empty();
        const int exact = known ? pos.bestScore() : 0;
        SearchListener listener;
        listener.onInfo = [&](const SearchInfo& info) {
            if (info.inProgress || info.depth < empties || info.pv.empty())
                return;
            const Square move = info.pv[0];
            const int score = int(std::lround(info.score));
            std::string judge = " - -";
            if (known) {
                bool moveOk = false;
                for (const MoveScore& m : pos.moveScores)
                    if (m.move == move)
                        moveOk = m.score == exact;
                judge = std::string(moveOk ? " move-ok" : " move-wrong")
                    + (score == exact ? " score-ok" : " score-off " + std::to_string(score - exact));
            }
            char pct[32];
            std::snprintf(pct, sizeof pct, "%.0f%%", info.selectivity);
            out << index << ' ' << pct << ' ' << squareName(move) << ' ' << score << ' ' << info.nodes << ' '
                << fixed3(info.seconds) << judge << '\n'
                << std::flush;
        };
        engine.setListener(listener);
        engine.clearHash();
        SearchLimits limits;
        limits.solveEmpties = 60;
        limits.endcut = EndcutMode::On;
        limits.moveTime = moveTime;
        limits.threads = threads;
        auto r = engine.think(limits);
        if (!r) {
            err << "solve: position " << index << ": " << r.error().describe() << '\n';
            return 2;
        }
        out << index << " result " << squareName(r->bestMove) << ' ' << int(std::lround(r->score)) << ' '
            << r->nodes << ' ' << fixed3(r->seconds) << (r->solved ? " exact" : " probable") << '\n';
    }
    return 0;
}

int runSolve(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    ArgParser args(argsIn);
    const bool wld = args.flag("--wld");
    const bool pv = args.flag("--pv");
    const auto threadsArg = args.option("--threads");
    const auto kernelArg = args.option("--kernel");
    const auto hashArg = args.option("--hash");
    const auto boardArg = args.option("--board");
    const auto baseArg = args.option("--index-base");
    const auto evalArg = args.option("--eval");
    const auto rangeArg = args.option("--range");
    const bool endcut = args.flag("--endcut");
    const auto mpcArg = args.option("--mpc");
    const auto timeArg = args.option("--time");
    const bool trace = args.flag("--trace");
    if (!args.error.empty()) {
        err << "solve: " << args.error << '\n';
        return 2;
    }
    for (const std::string& a : args.rest()) {
        if (a.size() > 1 && a[0] == '-') {
            err << "solve: unknown option '" << a << "' (see probcut solve --help)\n";
            return 2;
        }
    }
    if (boardArg ? !args.rest().empty() : args.rest().size() != 1) {
        err << "solve: expected one OBF file or --board \"POSITION\" (see probcut solve --help)\n";
        return 2;
    }
    long long threads = 1;
    if (threadsArg) {
        if (!parseInt(*threadsArg, threads, 1, 1024)) {
            err << "solve: --threads must be a positive integer, got '" << *threadsArg << "'\n";
            return 2;
        }
    }
    KernelKind kernel = bestKernel();
    if (kernelArg) {
        const auto k = parseKernelName(*kernelArg);
        if (!k) {
            err << "solve: " << kernelChoiceError(*kernelArg) << '\n';
            return 2;
        }
        kernel = *k;
    }
    long long hashMiB = 256;
    if (hashArg && !parseInt(*hashArg, hashMiB, 1, 1 << 20)) {
        err << "solve: --hash must be a size in MiB from 1 to 1048576, got '" << *hashArg << "'\n";
        return 2;
    }
    long long indexBase = 1;
    if (baseArg && !parseInt(*baseArg, indexBase, -1000000000, 1000000000)) {
        err << "solve: --index-base must be an integer, got '" << *baseArg << "'\n";
        return 2;
    }

    // --range A-B (or A): positions numbered A..B with the index base, e.g. 40-47.
    long long rangeFirst = 0, rangeLast = 0;
    if (rangeArg) {
        const std::string& r = *rangeArg;
        const auto dash = r.find('-', 1);
        const std::string a = r.substr(0, dash), b = dash == std::string::npos ? a : r.substr(dash + 1);
        if (!parseInt(a, rangeFirst, -1000000000, 1000000000)
            || !parseInt(b, rangeLast, -1000000000, 1000000000) || rangeLast < rangeFirst) {
            err << "solve: --range must be A-B with A <= B (position numbers), got '" << r << "'\n";
            return 2;
        }
    }
    std::shared_ptr<const PatternEvaluator> evaluator;
    const std::string evalChoice = evalArg ? *evalArg : "pattern";
    if (evalChoice == "simple") {
        err << "solve: --eval must be pattern, none or a pattern weights file\n";
        return 2;
    }
    if (evalChoice != "none") {
        auto loaded = loadEvaluatorByName(evalChoice, "solve", err);
        evaluator = std::dynamic_pointer_cast<const PatternEvaluator>(loaded);
        if (!evaluator)
            return 2;
    }

    std::vector<ObfEntry> entries;
    std::string source;
    if (boardArg) {
        auto p = parseBoardString(*boardArg);
        if (!p) {
            err << "solve: bad --board: " << p.error().describe() << '\n';
            return 2;
        }
        entries.push_back({1, ObfPosition{*p, {}, {}}});
        source = "--board";
    } else {
        source = args.rest()[0];
        std::ifstream file(source, std::ios::binary);
        if (!file) {
            err << "solve: cannot open '" << source << "'\n";
            return 2;
        }
        std::ostringstream text;
        text << file.rdbuf();
        if (file.bad()) {
            err << "solve: cannot read '" << source << "'\n";
            return 2;
        }
        auto parsed = parseObf(text.str());
        if (!parsed) {
            err << "solve: " << source << ": " << parsed.error().describe() << '\n';
            return 2;
        }
        entries = std::move(*parsed);
        if (entries.empty()) {
            err << "solve: " << source << ": no positions in the file\n";
            return 2;
        }
    }
    for (const ObfEntry& e : entries) {
        if (auto bad = e.position.position.board.validate()) {
            err << "solve: " << source << ": line " << e.lineNumber << ": impossible position: " << *bad
                << '\n';
            return 2;
        }
    }

    if (endcut) {
        double moveTime = 0;
        if (timeArg && (!parseDouble(*timeArg, moveTime) || !(moveTime > 0))) {
            err << "solve: --time must be a positive number of seconds\n";
            return 2;
        }
        if (wld || pv) {
            err << "solve: --endcut cannot be combined with --wld or --pv\n";
            return 2;
        }
        return runEndcutSolve(entries, indexBase, bool(rangeArg), rangeFirst, rangeLast, evaluator,
            mpcArg ? *mpcArg : defaultResourcePath("mpc/mpc-pattern.txt"), moveTime, hashMiB, kernel,
            int(threads), out, err);
    }
    EndgameSolver solver{std::size_t(hashMiB)};
    EndgameOptions options;
    options.wld = wld;
    options.kernel = kernel;
    options.wantPv = pv && !wld;
    options.threads = int(threads);
    std::optional<MpcParams> mpc;
    if (evaluator) {
        options.eval = &evaluator->kernelEval();
        // The selective passes before each exact solve cut with the fitted endgame model of the
        // MPC file (the shipped one unless --mpc names another) when it fits this evaluation;
        // without one they use fixed margins. Scores are exact either way.
        const std::string mpcPath = mpcArg ? *mpcArg : defaultResourcePath("mpc/mpc-pattern.txt");
        std::string error;
        if (auto bytes = readFileBytes(mpcPath, error)) {
            auto params = parseMpcParams(
                std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
            if (params && params->evaluator == evaluator->name() && params->hasEndFits())
                mpc = std::move(*params);
            else if (mpcArg) {
                err << "solve: " << mpcPath << ": "
                    << (params ? "no endgame fits for the '" + evaluator->name() + "' evaluation"
                               : params.error().describe())
                    << '\n';
                return 2;
            }
        } else if (mpcArg) {
            err << "solve: " << error << '\n';
            return 2;
        }
        if (mpc)
            options.mpc = &*mpc;
    }
    std::uint64_t totalNodes = 0;
    double totalSeconds = 0;
    int mismatches = 0;
    std::size_t solved = 0;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ObfPosition& pos = entries[i].position;
        const long long index = indexBase + (long long)i;
        if (rangeArg && (index < rangeFirst || index > rangeLast))
            continue;
        const Board& board = pos.position.board;
        if (board.isGameOver()) {
            err << "solve: position " << index << " (line " << entries[i].lineNumber
                << "): the game is over; nothing to search (final score " << board.finalScore() << ")\n";
        }
        const auto t0 = std::chrono::steady_clock::now();
        const EndgameResult r = solver.solve(board, options);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        totalNodes += r.nodes;
        ++solved;
        totalSeconds += seconds;
        out << index << ' ' << squareName(r.bestMove) << ' ' << r.score << ' ' << r.nodes << ' '
            << fixed3(seconds);
        if (options.wantPv)
            out << ' ' << formatTranscript(r.pv, true);
        out << '\n';
        out.flush();
        if (trace) {
            for (const EndgameProbe& p : r.probes) {
                err << index << " trace ";
                if (p.pass == 0)
                    err << "guess " << p.value;
                else
                    err << (p.pass == EndgameProbe::ExactPass ? std::string("exact")
                                                              : "pass" + std::to_string(p.pass))
                        << " (" << p.alpha << ',' << p.beta << ") " << p.value << ' ' << squareName(p.move);
                err << ' ' << p.nodes << '\n';
            }
            err.flush();
        }
        if (pos.moveScores.empty() || board.isGameOver())
            continue;
        const int expected = wld ? sign(pos.bestScore()) : pos.bestScore();
        if (r.score != expected) {
            out << "mismatch " << index << " expected " << expected << " got " << r.score << '\n';
            ++mismatches;
            continue;
        }
        bool moveOk = false, listed = false;
        for (const MoveScore& m : pos.moveScores) {
            if (m.move == r.bestMove) {
                listed = true;
                moveOk = (wld ? sign(m.score) : m.score) == expected;
            }
        }
        // A move the file does not list cannot be judged; FFO files list every move.
        if (listed && !moveOk) {
            out << "mismatch " << index << " move " << squareName(r.bestMove) << " is not among the best ("
                << moveList(pos.moveScores, expected, wld) << ")\n";
            ++mismatches;
        }
    }
    out << "total " << solved << ' ' << totalNodes << ' ' << fixed3(totalSeconds) << '\n';
    if (mismatches) {
        err << "solve: " << mismatches << " position(s) disagree with " << source << '\n';
        return 1;
    }
    return 0;
}

} // namespace

Command solveCommand()
{
    return {"solve", "solve endgame positions exactly (FFO benchmark, checks OBF scores)",
        "Usage: probcut solve FILE.obf [options]\n"
        "       probcut solve --board \"POSITION\" [options]\n\n"
        "Solves every position of an OBF file to the end of the game and prints one line per\n"
        "position:\n"
        "  <index> <best move> <score> <nodes> <seconds>\n"
        "then 'total <positions> <nodes> <seconds>'. Scores are final disc differences for the\n"
        "side to move with empties to the winner. The best move is 'pa' when the side to move\n"
        "must pass and '--' when the game is over. When the file lists move:score fields, any\n"
        "disagreement is printed as 'mismatch <index> expected <score> got <score>' (or\n"
        "'mismatch <index> move <move> is not among the best (...)') and the exit code is 1.\n\n"
        "Options:\n"
        "  --wld               win/draw/loss only: scores are -1, 0 or 1 (faster)\n"
        "  --threads N         threads searching each solve together (default 1; nodes are\n"
        "                      summed over the threads and vary from run to run above 1)\n"
        "  --kernel K          portable | avx2 | avx512 | auto (default auto)\n"
        "  --hash MiB          solver hash table size (default 256)\n"
        "  --pv                append the principal variation to each line (exact mode only)\n"
        "  --index-base N      number printed for the first position (default 1; e.g. 40 for\n"
        "                      fforum-40-59.obf)\n"
        "  --range A-B         solve only the positions numbered A to B (with --index-base;\n"
        "                      e.g. --index-base 40 --range 40-47)\n"
        "  --eval E            pattern (default: the shipped weights), a weights file, or none;\n"
        "                      the evaluation orders moves high in the tree (scores are exact\n"
        "                      either way; node counts depend on it)\n"
        "  --board \"POS\"       solve one 64-square board string with side to move instead\n"
        "  --endcut            ENDCUT: print probable results at increasing confidence\n"
        "                      (73, 87, 95, 99 %: selective endgame searches) before the exact\n"
        "                      one, one line each: '<index> <confidence>% <move> <score> <nodes>\n"
        "                      <seconds> move-ok|move-wrong score-ok|score-off <diff>' (judged\n"
        "                      against the file's scores), then '<index> result <move> <score>\n"
        "                      <nodes> <seconds> exact|probable'\n"
        "  --mpc FILE          MPC parameters with endgame fits (default the shipped\n"
        "                      resources/mpc/mpc-pattern.txt): the model of --endcut and of\n"
        "                      the selective passes before each exact solve (scores stay\n"
        "                      exact; without usable fits the passes use fixed margins)\n"
        "  --time S            with --endcut: seconds per position (default: no limit, so the\n"
        "                      exact solve always ends the sequence)\n"
        "  --trace             after each position, print its root searches on stderr, one\n"
        "                      line each: '<index> trace guess <score> <nodes>' for the first\n"
        "                      guess, then '<index> trace pass1|pass2|exact (<alpha>,<beta>)\n"
        "                      <value> <move> <nodes>' for each probe of the selective passes\n"
        "                      and of the exact solve\n\n"
        "Nodes are positions searched, counting the leaves reached by a last move.\n",
        runSolve};
}

} // namespace probcut::cli
