#include "app/protocol/gtp_session.h"

#include "engine/book/book.h"
#include "engine/core/notation.h"
#include "engine/engine.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <new>

namespace probcut::protocol {

namespace {

// GTP 2 spec, section 2.2 (preprocessing): drop control characters except HT and LF, cut
// comments at '#', turn HT into spaces. Bytes >= 0x80 are kept (they only ever reach errors,
// which quote them sanitised).
std::string preprocess(std::string_view line)
{
    std::string s;
    s.reserve(std::min<std::size_t>(line.size(), 4096));
    for (char c : line) {
        if (c == '#')
            break;
        if (c == '\t')
            s += ' ';
        else if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f)
            s += c;
    }
    return s;
}

std::vector<std::string> splitWords(const std::string& s)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && s[i] == ' ')
            ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ')
            ++i;
        if (i > start)
            words.emplace_back(s, start, i - start);
    }
    return words;
}

std::string lower(std::string s)
{
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return s;
}

std::optional<Color> parseColor(const std::string& word)
{
    const std::string w = lower(word);
    if (w == "b" || w == "black")
        return Color::Black;
    if (w == "w" || w == "white")
        return Color::White;
    return std::nullopt;
}

const char* colorName(Color c) { return c == Color::Black ? "black" : "white"; }

// GTP vertices are written in upper case (as GoGui and gtp-rhino do); both cases are read.
std::string vertex(Square sq)
{
    if (sq == PassMove)
        return "pass";
    std::string s = squareName(sq);
    s[0] = char(s[0] - 'a' + 'A');
    return s;
}

std::string formatNumber(double v)
{
    char buf[48];
    if (v == std::floor(v) && std::fabs(v) < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

std::string countError(const std::string& command, std::size_t expected, std::size_t got, const char* usage)
{
    return command + " expects " + std::to_string(expected) + (expected == 1 ? " argument" : " arguments")
        + " (" + usage + "), got " + std::to_string(got);
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Clock

void GtpClock::budget(double& remaining, double& increment, double& moveTime) const
{
    remaining = increment = moveTime = 0;
    if (!enabled)
        return;
    const bool hasByoYomi = byoYomiTime > 0 && byoYomiStones > 0;
    if (stonesLeft == 0) {
        // Main time; byo-yomi afterwards is worth its per-move share on every later move, which
        // is what an increment is to the engine's time manager.
        remaining = std::max(0.0, mainTime);
        if (hasByoYomi)
            increment = byoYomiTime / byoYomiStones;
        if (remaining <= 0 && !hasByoYomi)
            moveTime = 0.01; // flag fallen: play at once rather than not at all
        else if (remaining <= 0)
            moveTime = std::max(0.01, 0.8 * increment - 0.05);
        return;
    }
    // In a byo-yomi period: the time left is shared by the moves left in it, keeping a margin
    // for latency (a period overrun loses on time).
    const double share = std::max(0.0, periodLeft) / std::max(1, stonesLeft);
    moveTime = std::max(0.01, 0.85 * share - 0.05);
}

void GtpClock::charge(double seconds)
{
    if (!enabled)
        return;
    if (stonesLeft == 0) {
        mainTime -= seconds;
        if (mainTime < 0 && byoYomiTime > 0 && byoYomiStones > 0) {
            periodLeft = byoYomiTime + mainTime; // the overrun comes out of the first period
            mainTime = 0;
            stonesLeft = byoYomiStones;
        }
        return;
    }
    periodLeft -= seconds;
    if (--stonesLeft == 0) {
        stonesLeft = byoYomiStones;
        periodLeft = byoYomiTime;
    }
}

// ---------------------------------------------------------------------------------------------
// Session

GtpSession::GtpSession(Engine& engine, std::string version, Sink out, SearchSettings settings)
    : m_engine(engine), m_version(std::move(version)), m_out(std::move(out)), m_settings(settings)
{
}

void GtpSession::setBook(std::shared_ptr<const Book> book, double randomness, std::uint64_t seed)
{
    m_book = std::move(book);
    m_bookRandomness = randomness;
    m_rng.seed(seed);
}

const std::vector<std::string>& GtpSession::commandNames()
{
    static const std::vector<std::string> names = {"protocol_version", "name", "version", "known_command",
        "list_commands", "quit", "boardsize", "clear_board", "komi", "play", "genmove", "reg_genmove", "undo",
        "final_score", "showboard", "time_settings", "time_left", "set_level", "set_depth", "set_time",
        "set_threads", "set_hash", "set_book", "probcut-settings", "cputime"};
    return names;
}

bool GtpSession::handleLine(std::string_view line)
{
    const std::vector<std::string> words = splitWords(preprocess(line));
    if (words.empty())
        return true;
    std::size_t first = 0;
    std::string id;
    if (std::all_of(words[0].begin(), words[0].end(), [](char c) { return c >= '0' && c <= '9'; })) {
        id = words[0].substr(0, 18); // ids are numbers; an absurdly long one is cut, not echoed whole
        first = 1;
    }
    Reply reply;
    std::string command;
    if (first >= words.size()) {
        reply = {false, "missing command after the id"};
    } else {
        command = words[first];
        const Args args(words.begin() + std::ptrdiff_t(first) + 1, words.end());
        try {
            reply = dispatch(command, args);
        } catch (const std::bad_alloc&) {
            reply = {false, "out of memory"};
        }
    }
    std::string text = (reply.ok ? "=" : "?") + id;
    if (!reply.text.empty())
        text += " " + reply.text; // showboard's text starts with a newline: "= \n<diagram>"
    text += "\n\n";
    m_out(text);
    return !(reply.ok && command == "quit");
}

GtpSession::Reply GtpSession::dispatch(const std::string& command, const Args& args)
{
    auto expect = [&](std::size_t n, const char* usage) -> std::optional<Reply> {
        if (args.size() != n)
            return Reply{false, countError(command, n, args.size(), usage)};
        return std::nullopt;
    };

    if (command == "protocol_version") {
        if (auto bad = expect(0, "none"))
            return *bad;
        return {true, "2"};
    }
    if (command == "name") {
        if (auto bad = expect(0, "none"))
            return *bad;
        return {true, "ProbCut"};
    }
    if (command == "version") {
        if (auto bad = expect(0, "none"))
            return *bad;
        return {true, m_version};
    }
    if (command == "known_command") {
        if (auto bad = expect(1, "command name"))
            return *bad;
        const auto& names = commandNames();
        return {true, std::find(names.begin(), names.end(), args[0]) != names.end() ? "true" : "false"};
    }
    if (command == "list_commands") {
        if (auto bad = expect(0, "none"))
            return *bad;
        std::string s;
        for (const auto& n : commandNames())
            s += (s.empty() ? "" : "\n") + n;
        return {true, s};
    }
    if (command == "quit") {
        if (auto bad = expect(0, "none"))
            return *bad;
        return {true, ""};
    }
    if (command == "boardsize") {
        if (auto bad = expect(1, "size"))
            return *bad;
        long long n = 0;
        if (!parseIntToken(args[0], n, -1'000'000'000, 1'000'000'000))
            return {false, "boardsize needs an integer, got " + quoteForError(args[0])};
        if (n != 8)
            return {false, "unacceptable size: Othello is played on 8x8 only"};
        clearBoard();
        return {true, ""};
    }
    if (command == "clear_board") {
        if (auto bad = expect(0, "none"))
            return *bad;
        clearBoard();
        return {true, ""};
    }
    if (command == "komi") {
        if (auto bad = expect(1, "number"))
            return *bad;
        double k = 0;
        if (!parseDoubleToken(args[0], k, -64, 64))
            return {false, "komi must be a number of discs from -64 to 64, got " + quoteForError(args[0])};
        m_komi = k;
        return {true, ""};
    }
    if (command == "play")
        return play(args);
    if (command == "genmove")
        return genmove(args, true);
    if (command == "reg_genmove")
        return genmove(args, false);
    if (command == "undo")
        return undo(args);
    if (command == "final_score")
        return finalScore(args);
    if (command == "showboard") {
        if (auto bad = expect(0, "none"))
            return *bad;
        std::string diagram = formatBoardDiagram(m_position);
        if (!diagram.empty() && diagram.back() == '\n')
            diagram.pop_back();
        return {true, "\n" + diagram};
    }
    if (command == "time_settings")
        return timeSettings(args);
    if (command == "time_left")
        return timeLeft(args);
    if (command == "cputime") {
        if (auto bad = expect(0, "none"))
            return *bad;
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3f", double(std::clock()) / CLOCKS_PER_SEC);
        return {true, buf};
    }
    if (command == "probcut-settings") {
        if (auto bad = expect(0, "none"))
            return *bad;
        return {true, m_settings.describe()};
    }
    if (command.rfind("set_", 0) == 0)
        return setOption(command, args);
    return {false, "unknown command"};
}

void GtpSession::clearBoard()
{
    m_position = Position::initial();
    m_history.clear();
}

std::string GtpSession::bringTurnTo(Color color, int& insertedPasses)
{
    insertedPasses = 0;
    if (m_position.sideToMove == color)
        return {};
    if (m_position.board.mustPass()) {
        // The controller left the pass implicit: the side to move has no move, so it passes.
        m_position.play(PassMove);
        insertedPasses = 1;
        return {};
    }
    if (m_position.board.isGameOver())
        return "the game is over";
    return std::string("it is ") + colorName(m_position.sideToMove) + "'s turn and "
        + colorName(m_position.sideToMove) + " has a legal move";
}

void GtpSession::apply(Square move)
{
    const bool ok = m_position.play(move);
    (void)ok; // callers checked legality
}

GtpSession::Reply GtpSession::play(const Args& args)
{
    if (args.size() != 2)
        return {false, countError("play", 2, args.size(), "color vertex")};
    const auto color = parseColor(args[0]);
    if (!color)
        return {false, "invalid color " + quoteForError(args[0]) + " (black, b, white or w)"};
    const auto move = parseMoveToken(args[1]);
    if (!move)
        return {false, "invalid vertex " + quoteForError(args[1]) + " (a1 to h8, or pass)"};

    const Position before = m_position;
    if (*move == PassMove && m_position.board.isGameOver()) {
        // Controllers may close a finished game with passes; nothing changes.
        m_history.push_back(before);
        return {true, ""};
    }
    int inserted = 0;
    if (auto why = bringTurnTo(*color, inserted); !why.empty())
        return {false, "illegal move: " + why};
    if (*move == PassMove) {
        if (!m_position.board.mustPass()) {
            m_position = before;
            return {false,
                std::string("illegal move: ") + colorName(*color) + " has a legal move and cannot pass"};
        }
    } else if (!m_position.board.isLegal(*move)) {
        m_position = before;
        return {false, "illegal move: " + vertex(*move) + " is not a legal move for " + colorName(*color)};
    }
    apply(*move);
    m_history.push_back(before);
    return {true, ""};
}

GtpSession::Reply GtpSession::genmove(const Args& args, bool commit)
{
    const std::string name = commit ? "genmove" : "reg_genmove";
    if (args.size() != 1)
        return {false, countError(name, 1, args.size(), "color")};
    const auto color = parseColor(args[0]);
    if (!color)
        return {false, "invalid color " + quoteForError(args[0]) + " (black, b, white or w)"};

    const Position before = m_position;
    if (m_position.board.isGameOver())
        return {true, "pass"}; // nothing to play for either side; the position stays as it is
    int inserted = 0;
    if (auto why = bringTurnTo(*color, inserted); !why.empty())
        return {false, why};

    Square move = PassMove;
    const auto started = std::chrono::steady_clock::now();
    std::optional<BookChoice> bookChoice;
    // A human-like level plays its openings like its players too, not from the book.
    if (m_book && m_settings.bookRequested && !m_settings.humanGroup() && !m_position.board.mustPass())
        bookChoice = m_book->chooseMove(m_position.board, m_bookRandomness, m_rng);
    if (bookChoice && m_position.board.isLegal(bookChoice->move)) {
        move = bookChoice->move;
    } else if (!m_position.board.mustPass()) {
        double remaining = 0, increment = 0, moveTime = 0;
        m_clock[int(*color)].budget(remaining, increment, moveTime);
        SearchSettings settings = m_settings;
        if (moveTime > 0) // in byo-yomi: the period's share for this move
            settings.moveTime = settings.moveTime > 0 ? std::min(settings.moveTime, moveTime) : moveTime;
        const SearchLimits limits = settings.limits(remaining, increment);
        if (auto bad = m_engine.setPosition(m_position.board)) {
            m_position = before;
            return {false, "cannot search this position: " + bad->message};
        }
        auto result = m_engine.think(limits);
        if (!result) {
            m_position = before;
            return {false, "search failed: " + result.error().message};
        }
        move = result->bestMove;
        if (const auto group = settings.humanGroup()) {
            const Square human = chooseHumanLine(result->lines, m_position.board.emptyCount(), *group,
                *settings.human, m_humanRng, settings.humanTemperatureScale());
            if (human != NoSquare)
                move = human;
        }
        if (move == NoSquare || move == PassMove || !m_position.board.isLegal(move)) {
            // A search stopped before its first iteration: any legal move beats no answer.
            move = Square(__builtin_ctzll(m_position.board.legalMoves()));
        }
    }
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (!commit) {
        m_position = before;
        return {true, vertex(move)};
    }
    apply(move);
    m_history.push_back(before);
    m_clock[int(*color)].charge(elapsed);
    return {true, vertex(move)};
}

GtpSession::Reply GtpSession::undo(const Args& args)
{
    if (!args.empty())
        return {false, countError("undo", 0, args.size(), "none")};
    if (m_history.empty())
        return {false, "cannot undo: no move to take back"};
    m_position = m_history.back();
    m_history.pop_back();
    return {true, ""};
}

GtpSession::Reply GtpSession::finalScore(const Args& args)
{
    if (!args.empty())
        return {false, countError("final_score", 0, args.size(), "none")};
    if (!m_position.board.isGameOver())
        return {false,
            "cannot score: the game is not over (" + std::to_string(m_position.board.emptyCount())
                + " empty squares, " + colorName(m_position.sideToMove) + " to move)"};
    // GTP scores like Go: komi goes to White. Empties go to the winner (WTHOR/FFO rule).
    const double score = m_position.finalScoreBlack() - m_komi;
    if (score == 0)
        return {true, "0"};
    return {true, (score > 0 ? "B+" : "W+") + formatNumber(std::fabs(score))};
}

GtpSession::Reply GtpSession::timeSettings(const Args& args)
{
    if (args.size() != 3)
        return {
            false, countError("time_settings", 3, args.size(), "main_time byo_yomi_time byo_yomi_stones")};
    double mainTime = 0, byoTime = 0;
    long long stones = 0;
    if (!parseDoubleToken(args[0], mainTime, 0, 1e9))
        return {false, "main_time must be a number of seconds >= 0, got " + quoteForError(args[0])};
    if (!parseDoubleToken(args[1], byoTime, 0, 1e9))
        return {false, "byo_yomi_time must be a number of seconds >= 0, got " + quoteForError(args[1])};
    if (!parseIntToken(args[2], stones, 0, 1'000'000))
        return {false, "byo_yomi_stones must be an integer >= 0, got " + quoteForError(args[2])};
    GtpClock clock;
    // GTP 2 spec 6.3.4: byo_yomi_time > 0 with byo_yomi_stones = 0 means no time limit; so does
    // no time at all (nobody can play in zero seconds).
    clock.enabled = !(byoTime > 0 && stones == 0) && (mainTime > 0 || byoTime > 0);
    clock.mainTime = mainTime;
    clock.byoYomiTime = byoTime;
    clock.byoYomiStones = int(stones);
    if (mainTime <= 0 && clock.enabled) {
        clock.stonesLeft = int(stones);
        clock.periodLeft = byoTime;
    }
    m_clock[0] = m_clock[1] = clock;
    return {true, ""};
}

GtpSession::Reply GtpSession::timeLeft(const Args& args)
{
    if (args.size() != 3)
        return {false, countError("time_left", 3, args.size(), "color time stones")};
    const auto color = parseColor(args[0]);
    if (!color)
        return {false, "invalid color " + quoteForError(args[0]) + " (black, b, white or w)"};
    double seconds = 0;
    long long stones = 0;
    if (!parseDoubleToken(args[1], seconds, -1e9, 1e9))
        return {false, "time must be a number of seconds, got " + quoteForError(args[1])};
    if (!parseIntToken(args[2], stones, 0, 1'000'000))
        return {false, "stones must be an integer >= 0, got " + quoteForError(args[2])};
    GtpClock& clock = m_clock[int(*color)];
    clock.enabled = true;
    seconds = std::max(0.0, seconds); // already over time: play as fast as possible
    if (stones == 0) {
        clock.mainTime = seconds;
        clock.stonesLeft = 0;
    } else {
        clock.mainTime = 0;
        clock.periodLeft = seconds;
        clock.stonesLeft = int(stones);
        if (clock.byoYomiStones == 0) { // time_left without time_settings: treat as the period
            clock.byoYomiStones = int(stones);
            clock.byoYomiTime = seconds;
        }
    }
    return {true, ""};
}

GtpSession::Reply GtpSession::setOption(const std::string& command, const Args& args)
{
    if (command == "set_level") {
        if (args.size() != 1)
            return {false, countError(command, 1, args.size(), "level 1-10")};
        long long v = 0;
        if (!parseIntToken(args[0], v, MinLevel, MaxLevel))
            return {false, "level must be an integer from 1 to 10, got " + quoteForError(args[0])};
        m_settings.level = int(v);
        m_settings.depth.reset(); // the level sets the depth; the later command wins
        return {true, ""};
    }
    if (command == "set_depth") {
        if (args.size() != 1)
            return {false, countError(command, 1, args.size(), "depth 1-60, or 0 for none")};
        long long v = 0;
        if (!parseIntToken(args[0], v, 0, MaxDepth))
            return {false, "depth must be an integer from 0 (none) to 60, got " + quoteForError(args[0])};
        if (v == 0)
            m_settings.depth.reset();
        else
            m_settings.depth = int(v);
        return {true, ""};
    }
    if (command == "set_time") {
        if (args.size() != 1)
            return {false, countError(command, 1, args.size(), "seconds per move, 0 for none")};
        double s = 0;
        if (!parseDoubleToken(args[0], s, 0, MaxMoveTime))
            return {false,
                "time per move must be a number of seconds from 0 to 86400, got " + quoteForError(args[0])};
        m_settings.moveTime = s;
        return {true, ""};
    }
    if (command == "set_threads") {
        if (args.size() != 1)
            return {false, countError(command, 1, args.size(), "threads")};
        long long v = 0;
        if (!parseIntToken(args[0], v, 1, MaxThreads))
            return {false, "threads must be an integer from 1 to 1024, got " + quoteForError(args[0])};
        m_settings.threadsRequested = int(v);
        if (m_settings.threadsUsed() != v)
            return {true,
                "using " + std::to_string(m_settings.threadsUsed()) + " threads: the hardware's threads"};
        return {true, ""};
    }
    if (command == "set_hash") {
        if (args.size() != 1)
            return {false, countError(command, 1, args.size(), "MiB")};
        long long v = 0;
        if (!parseIntToken(args[0], v, MinHashMiB, MaxHashMiB))
            return {false,
                "hash size must be an integer number of MiB from 1 to 4096, got " + quoteForError(args[0])};
        try {
            const std::size_t cap = m_settings.caps.hashMiB;
            m_engine.setHashSize(cap > 0 ? std::min(std::size_t(v), cap) : std::size_t(v));
        } catch (const std::bad_alloc&) {
            m_engine.setHashSize(m_settings.hashMiB);
            return {false,
                "cannot allocate " + std::to_string(v) + " MiB; keeping "
                    + std::to_string(m_settings.hashMiB)};
        }
        m_settings.hashMiB = std::size_t(v);
        return {true, ""};
    }
    if (command == "set_book") {
        if (args.size() != 1)
            return {false, countError(command, 1, args.size(), "on or off")};
        const std::string v = lower(args[0]);
        if (v == "on" || v == "1" || v == "true")
            m_settings.bookRequested = true;
        else if (v == "off" || v == "0" || v == "false")
            m_settings.bookRequested = false;
        else
            return {false, "book must be on or off, got " + quoteForError(args[0])};
        if (m_settings.bookRequested && !m_book)
            return {true, "no opening book is loaded: every move is searched"};
        return {true, ""};
    }
    return {false, "unknown command"};
}

} // namespace probcut::protocol
