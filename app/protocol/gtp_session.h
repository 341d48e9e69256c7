#pragma once
// The Go Text Protocol (GTP 2) as Othello programs speak it (Quarry, GoGui, gtp-rhino, and the
// shared gtp_match.py referee): an 8x8 board, vertices a1..h8 with a1 top-left, colours
// black/white, "pass" as a move, genmove answering "pass" when it must. One line in, one
// "= result" or "? error" response (followed by an empty line) out, strictly in order. Pure
// C++ on top of the Engine facade: `probcut gtp` feeds it stdin, the tests feed it scripts.
//
// Beyond the standard commands: set_level, set_depth, set_time (seconds per move),
// set_threads, set_hash, set_book, probcut-settings, reg_genmove, cputime. time_settings and
// time_left are honoured: the session keeps each side's clock (main time, then Canadian
// byo-yomi), charges the engine's thinking to it, and passes what is left to the engine's
// time manager through SearchLimits.

#include "app/protocol/search_settings.h"
#include "engine/core/board.h"

#include <chrono>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace probcut {
class Book;
class Engine;
} // namespace probcut

namespace probcut::protocol {

// One side's clock as GTP describes it (GTP 2 spec, time_settings / time_left): main time,
// then byo-yomi periods of `byoYomiTime` seconds for `byoYomiStones` moves.
struct GtpClock {
    bool enabled = false;
    double mainTime = 0;    // seconds of main time left
    double byoYomiTime = 0; // length of a byo-yomi period
    int byoYomiStones = 0;  // moves per period (0 with byoYomiTime = 0: absolute time)
    double periodLeft = 0;  // seconds left in the current period (when in byo-yomi)
    int stonesLeft = 0;     // moves left in the current period; 0 = still in main time

    // Seconds this move may use; 0 = no limit. Fills remaining/increment for the engine's
    // time manager (remaining covers the rest of the game; increment the per-move share).
    void budget(double& remaining, double& increment, double& moveTime) const;
    void charge(double seconds);
};

class GtpSession {
public:
    using Sink = std::function<void(std::string_view text)>;

    // `out` receives each complete response (ending in the blank line); the caller flushes.
    GtpSession(Engine& engine, std::string version, Sink out, SearchSettings settings = {});

    // Handles one input line (without or with its newline). Returns false once `quit` was
    // answered: the caller should then stop reading.
    bool handleLine(std::string_view line);

    // The opening book genmove plays from while set_book is on (nullptr: none). Book moves are
    // chosen by Book::chooseMove with `randomness` discs of tolerance; the session's generator
    // is seeded with `seed`, so a game replays identically.
    void setBook(std::shared_ptr<const Book> book, double randomness = 0, std::uint64_t seed = 1);
    // The human-like levels draw their moves at random; a seed makes the draws repeatable (tests).
    void setHumanSeed(std::uint64_t seed) { m_humanRng = seed; }

    const SearchSettings& settings() const { return m_settings; }
    const Position& position() const { return m_position; }
    static const std::vector<std::string>& commandNames();

private:
    struct Reply {
        bool ok;
        std::string text;
    };
    using Args = std::vector<std::string>;

    Reply dispatch(const std::string& command, const Args& args);
    Reply play(const Args& args);
    Reply genmove(const Args& args, bool commit);
    Reply undo(const Args& args);
    Reply finalScore(const Args& args);
    Reply timeSettings(const Args& args);
    Reply timeLeft(const Args& args);
    Reply setOption(const std::string& command, const Args& args);
    void clearBoard();
    // Makes it `color`'s turn, inserting a pass when the other side has no move. Error text
    // when that is impossible.
    std::string bringTurnTo(Color color, int& insertedPasses);
    void apply(Square move);

    Engine& m_engine;
    std::string m_version;
    Sink m_out;
    SearchSettings m_settings;
    double m_komi = 0;
    Position m_position;
    // The position before each play/genmove, so `undo` takes back exactly one command (with
    // the pass it may have implied).
    std::vector<Position> m_history;
    GtpClock m_clock[2]; // by Color
    std::shared_ptr<const Book> m_book;
    double m_bookRandomness = 0;
    std::mt19937_64 m_rng{1};
    std::uint64_t m_humanRng = std::random_device{}(); // the human-like levels' draws
};

} // namespace probcut::protocol
