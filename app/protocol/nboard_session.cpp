#include "app/protocol/nboard_session.h"

#include "engine/book/book.h"
#include "engine/core/notation.h"
#include "engine/engine.h"
#include "engine/formats/ggf.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace probcut::protocol {

namespace {

// NBoard writes moves in upper case ("F5", "PA") and reads either case.
std::string moveText(Square sq)
{
    if (sq == PassMove)
        return "PA";
    std::string s = squareName(sq);
    s[0] = char(s[0] - 'a' + 'A');
    return s;
}

std::string pvText(const std::vector<Square>& pv)
{
    std::string s;
    for (Square sq : pv)
        s += moveText(sq);
    return s;
}

std::string number(double v)
{
    char buf[48];
    if (v == std::floor(v) && std::fabs(v) < 1e9)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

std::vector<std::string> splitWords(std::string_view s)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t')
            ++i;
        if (i > start)
            words.emplace_back(s.substr(start, i - start));
    }
    return words;
}

// Control characters (including a stray CR from a Windows GUI) are dropped.
std::string clean(std::string_view line)
{
    std::string s;
    s.reserve(line.size());
    for (char c : line)
        if (static_cast<unsigned char>(c) >= 0x20 || c == '\t')
            s += c;
    return s;
}

} // namespace

std::string formatNboardDepth(int depth, int empties, bool solved, double selectivity, bool wld)
{
    const std::string w = wld ? "W" : "";
    if (solved)
        return "100%" + w;
    if (depth >= empties && selectivity < 100)
        return std::to_string(int(std::lround(selectivity))) + "%" + w;
    return std::to_string(depth);
}

NboardSession::NboardSession(Engine& engine, Sink out, SearchSettings settings)
    : m_engine(engine), m_out(std::move(out)), m_settings(settings)
{
}

NboardSession::~NboardSession()
{
    cancelTask();
    m_engine.setListener({});
}

void NboardSession::setBook(std::shared_ptr<const Book> book, double randomness, std::uint64_t seed)
{
    cancelTask();
    m_book = std::move(book);
    m_bookRandomness = randomness;
    m_rng.seed(seed);
}

Position NboardSession::position() const { return m_position; }

void NboardSession::emit(const std::string& line)
{
    std::lock_guard lock(m_outMutex);
    m_out(line + "\n");
}

void NboardSession::startTask(std::function<void()> body)
{
    cancelTask();
    {
        std::lock_guard lock(m_taskMutex);
        m_taskDone = false;
    }
    m_cancel = false;
    m_task = std::thread([this, body = std::move(body)] {
        body();
        std::lock_guard lock(m_taskMutex);
        m_taskDone = true;
        m_taskCv.notify_all();
    });
}

void NboardSession::cancelTask()
{
    if (!m_task.joinable())
        return;
    m_cancel = true;
    {
        // The task may be between two searches when the flag is raised, so keep stopping the
        // engine until the task has seen the flag and finished.
        std::unique_lock lock(m_taskMutex);
        while (!m_taskDone) {
            m_engine.stop();
            m_taskCv.wait_for(lock, std::chrono::milliseconds(5));
        }
    }
    m_task.join();
    m_cancel = false;
}

void NboardSession::waitIdle()
{
    if (m_task.joinable())
        m_task.join();
}

bool NboardSession::handleLine(std::string_view rawLine)
{
    const std::string line = clean(rawLine);
    const std::vector<std::string> words = splitWords(line);
    if (words.empty())
        return true;
    const std::string& command = words[0];

    if (command == "nboard") {
        long long version = 0;
        if (words.size() != 2 || !parseIntToken(words[1], version, 0, 1'000'000'000)) {
            status("nboard: expected 'nboard 2', got " + quoteForError(line));
            return true;
        }
        emit("set myname ProbCut");
        if (version != 2)
            status("nboard: protocol version " + std::to_string(version)
                + " asked; this engine speaks version 2");
        return true;
    }
    if (command == "ping") {
        cancelTask();
        // The GUI waits for exactly its token, so it is echoed whatever it is (sanitised).
        emit(words.size() >= 2 ? "pong " + clean(words[1].substr(0, 40)) : "pong");
        return true;
    }
    if (command == "quit") {
        cancelTask();
        return false;
    }
    if (command == "set") {
        const std::size_t at = line.find("set");
        setCommand(words, std::string_view(line).substr(at + 3));
        return true;
    }
    if (command == "move") {
        cancelTask();
        moveCommand(words);
        return true;
    }
    if (command == "go") {
        cancelTask();
        if (words.size() != 1) {
            status("go: takes no arguments; ignored");
            return true;
        }
        if (m_position.board.isGameOver()) {
            status("go: the game is over, there is no move to make");
            return true;
        }
        const Position p = m_position;
        const SearchLimits l = m_settings.limits();
        // A human-like level plays its openings like its players too, not from the book.
        const auto human = m_settings.humanGroup();
        const bool book = m_book && m_settings.bookRequested && !human;
        startTask(
            [this, p, l, book, human, table = m_settings.human, scale = m_settings.humanTemperatureScale()] {
                goTask(p, l, book, human, table, scale);
            });
        return true;
    }
    if (command == "hint") {
        cancelTask();
        long long n = 0;
        if (words.size() != 2 || !parseIntToken(words[1], n, 1, 1'000'000'000)) {
            status("hint: expected 'hint N' with N >= 1, got " + quoteForError(line));
            return true;
        }
        if (m_position.board.isGameOver()) {
            status("hint: the game is over");
            return true;
        }
        const Position p = m_position;
        const SearchLimits l = m_settings.limits();
        const int count = int(std::min<long long>(n, 64));
        const bool book = m_book && m_settings.bookRequested;
        startTask([this, p, l, count, book] { hintTask(p, l, count, book); });
        return true;
    }
    if (command == "analyze") {
        cancelTask();
        const Position s = m_start;
        const std::vector<Square> moves = m_moves;
        const SearchLimits l = m_settings.limits();
        startTask([this, s, moves, l] { analyzeTask(s, moves, l); });
        return true;
    }
    if (command == "learn") {
        status("learn: games are not learned over NBoard yet (use probcut book); nothing changed");
        emit("learned");
        return true;
    }
    return true; // unknown commands are ignored (NBoard protocol)
}

void NboardSession::setCommand(const std::vector<std::string>& words, std::string_view rest)
{
    if (words.size() < 2) {
        status("set: expected 'set depth N', 'set game GGF' or 'set contempt N'");
        return;
    }
    const std::string& what = words[1];
    if (what == "depth") {
        long long d = 0;
        if (words.size() != 3 || !parseIntToken(words[2], d, 1, MaxDepth)) {
            status("set depth: expected a depth from 1 to 60; the depth stays "
                + std::to_string(m_settings.limits().depth));
            return;
        }
        cancelTask();
        // NBoard's depth is its strength setting: a depth with its own solve threshold, not one
        // of the studio's ten levels.
        m_settings.depth = int(d);
        m_settings.level.reset();
        return;
    }
    if (what == "contempt") {
        long long c = 0;
        if (words.size() != 3 || !parseIntToken(words[2], c, -6400, 6400)) {
            status("set contempt: expected an integer (centidiscs); ignored");
            return;
        }
        m_contempt = int(c); // accepted; the search does not use contempt yet
        return;
    }
    if (what == "game") {
        const std::size_t at = rest.find("game");
        const std::string_view text = rest.substr(at + 4);
        auto game = parseGgfGame(text);
        if (!game) {
            status(
                "set game: bad GGF (" + game.error().describe().substr(0, 200) + "); the game is unchanged");
            return;
        }
        cancelTask();
        m_start = game->start;
        m_moves.clear();
        for (const GgfMove& m : game->moves)
            m_moves.push_back(m.square);
        m_position = game->end;
        return;
    }
    // Other settings (newer protocol versions) are ignored like unknown commands.
}

void NboardSession::moveCommand(const std::vector<std::string>& words)
{
    if (words.size() != 2) {
        status("move: expected 'move <square>[/eval/time]'; ignored");
        return;
    }
    const std::string token = words[1].substr(0, words[1].find('/'));
    std::optional<Square> sq = parseMoveToken(token);
    if (!sq && token == "-1")
        sq = PassMove; // some NBoard versions write a pass as -1
    if (!sq) {
        status("move: " + quoteForError(token) + " is not a square; ignored");
        return;
    }
    if (*sq == PassMove && m_position.board.isGameOver())
        return; // a closing pass changes nothing
    if (*sq != PassMove && m_position.board.mustPass() && m_position.board.passed().isLegal(*sq)) {
        // A move after a forced pass that the GUI left implicit.
        m_position.play(PassMove);
        m_moves.push_back(PassMove);
    }
    if (!m_position.play(*sq)) {
        status("move: " + moveText(*sq) + " is not legal here; ignored");
        return;
    }
    m_moves.push_back(*sq);
}

NboardSession::Scored NboardSession::searchBoard(
    const Board& board, const SearchLimits& limits, std::function<void(const SearchInfo&)> onInfo)
{
    Scored s;
    const bool pass = board.mustPass();
    const Board searched = pass ? board.passed() : board;
    SearchListener listener;
    if (onInfo) {
        listener.onInfo = [onInfo, pass](const SearchInfo& info) {
            if (!pass)
                return onInfo(info);
            SearchInfo i = info;
            i.score = -i.score;
            i.pv.insert(i.pv.begin(), PassMove);
            onInfo(i);
        };
    }
    m_engine.setListener(listener);
    if (m_engine.setPosition(searched))
        return s;
    auto result = m_engine.think(limits);
    m_engine.setListener({});
    if (!result || result->bestMove == NoSquare)
        return s;
    s.ok = true;
    s.score = pass ? -result->score : result->score;
    s.pv = result->pv;
    if (s.pv.empty() || s.pv.front() != result->bestMove)
        s.pv = {result->bestMove};
    if (pass)
        s.pv.insert(s.pv.begin(), PassMove);
    s.depth = formatNboardDepth(result->depth, searched.emptyCount(), result->solved, result->selectivity);
    s.nodes = result->nodes;
    s.seconds = result->seconds;
    s.lines = result->lines;
    return s;
}

void NboardSession::goTask(Position position, SearchLimits limits, bool useBook,
    std::optional<HumanGroup> human, std::shared_ptr<const HumanCalibration> table, double humanScale)
{
    if (position.board.mustPass()) {
        emit("=== PA");
        return;
    }
    if (useBook) {
        const auto choice = m_book->chooseMove(position.board, m_bookRandomness, m_rng);
        if (choice && position.board.isLegal(choice->move)) {
            emit("=== " + moveText(choice->move) + "/" + number(choice->value) + "/0.00");
            return;
        }
    }
    status("thinking");
    const auto started = std::chrono::steady_clock::now();
    const Scored s = searchBoard(position.board, limits);
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (m_cancel)
        return; // stopped by ping or a new command: the GUI no longer waits for this move
    Square move = s.ok && !s.pv.empty() ? s.pv.front() : NoSquare;
    if (human && table && s.ok) {
        const Square drawn
            = chooseHumanLine(s.lines, position.board.emptyCount(), *human, *table, m_humanRng, humanScale);
        if (drawn != NoSquare)
            move = drawn;
    }
    if (move == NoSquare || !position.board.isLegal(move))
        move = Square(__builtin_ctzll(position.board.legalMoves())); // never leave the GUI waiting
    emit("nodestats " + std::to_string(s.nodes) + " " + number(std::round(elapsed * 1000) / 1000));
    char buf[96];
    std::snprintf(
        buf, sizeof buf, "=== %s/%s/%.2f", moveText(move).c_str(), number(s.score).c_str(), elapsed);
    emit(buf);
    status("");
}

void NboardSession::hintTask(Position position, SearchLimits limits, int count, bool useBook)
{
    const Board board = position.board;
    if (useBook && !board.mustPass()) {
        // In the book: its moves as "book" lines (eval, games, depth of the values) and the best
        // move outside it (the deviation) as a "search" line, best first, without searching.
        const auto info = m_book->lookup(board);
        if (info && !info->moves.empty()) {
            int shown = 0;
            for (const BookMoveInfo& m : info->moves) {
                if (shown++ >= count)
                    break;
                const int depth = m.inBook ? m_book->params().searchDepth : m.searchDepth;
                const std::string depthText
                    = m.source == BookValueSource::Exact ? "100%" : std::to_string(depth);
                if (m.inBook)
                    emit("book " + moveText(m.move) + " " + number(m.value) + " " + std::to_string(m.games)
                        + " " + depthText);
                else
                    emit("search " + moveText(m.move) + " " + number(m.value) + " 0 " + depthText);
            }
            status("");
            return;
        }
    }
    status("thinking");
    auto line = [this](const std::vector<Square>& pv, double score, const std::string& depth) {
        emit("search " + pvText(pv) + " " + number(score) + " 0 " + depth);
    };
    const int empties = board.emptyCount();
    // Several hints: the engine's multi-PV search values the `count` best moves, each with its
    // own line, and every completed iteration updates them all.
    auto emitLines = [&](const std::vector<RootLine>& lines) {
        for (const RootLine& l : lines)
            line(l.pv, l.shownScore, formatNboardDepth(l.depth, empties, l.solved, l.selectivity));
    };
    SearchLimits searched = limits;
    searched.multiPv = board.mustPass() ? 1 : count;
    const Scored best = searchBoard(board, searched, [&](const SearchInfo& info) {
        // A bound from inside an iteration would read as a move's value in NBoard's hints.
        if (m_cancel || info.inProgress)
            return;
        if (!info.lines.empty())
            emitLines(info.lines);
        else if (!info.pv.empty())
            line(info.pv, info.score, formatNboardDepth(info.depth, empties, info.solved, info.selectivity));
    });
    if (m_cancel || !best.ok)
        return;
    if (!best.lines.empty())
        emitLines(best.lines);
    else
        line(best.pv, best.score, best.depth);
    const std::uint64_t nodes = best.nodes;
    const double seconds = best.seconds;
    emit("nodestats " + std::to_string(nodes) + " " + number(std::round(seconds * 1000) / 1000));
    status("");
}

void NboardSession::analyzeTask(Position start, std::vector<Square> moves, SearchLimits limits)
{
    status("analyzing");
    std::vector<Position> line{start};
    for (Square sq : moves) {
        Position p = line.back();
        p.play(sq);
        line.push_back(p);
    }
    // From the end of the game back to the start, as NBoard fills its evaluation graph; each
    // score is for the side to move in that position.
    for (int i = int(line.size()) - 1; i >= 0; --i) {
        if (m_cancel)
            return;
        const Board& b = line[std::size_t(i)].board;
        double score = 0;
        if (b.isGameOver()) {
            score = b.finalScore();
        } else {
            const Scored s = searchBoard(b, limits);
            if (!s.ok || m_cancel)
                return;
            score = s.score;
        }
        emit("analysis " + std::to_string(i) + " " + number(score));
    }
    status("");
}

} // namespace probcut::protocol
