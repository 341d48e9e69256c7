#pragma once
// The self-play factory's files: one gzip file per (settings, seed, shard), one game a line
// (SelfPlayGame::toLine), appended in batches, each batch a gzip member so that files and
// shards merge by plain concatenation. A kill leaves at most a truncated last member; the next
// run keeps every complete game before it, rewrites the file atomically, and goes on from there
// (game i of a shard is deterministic, so nothing is lost or played twice).

#include "engine/core/result.h"
#include "engine/training/selfplay.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace probcut::lab {

// "K/N": this machine plays the games with index = K - 1 (mod N), 1 <= K <= N <= 100000.
struct Shard {
    std::uint64_t k = 1, n = 1;
    static Result<Shard> parse(std::string_view text);
    // The global index of this shard's j-th game.
    std::uint64_t gameIndex(std::uint64_t j) const { return j * n + (k - 1); }
};

// What a stored file holds. With `truncated`, the file ended inside a batch (a killed run):
// the games before the cut are kept.
struct StoredGames {
    std::vector<SelfPlayGame> games;
    bool truncated = false;
};

// Reads a games file (gzip, possibly several members, or plain text). Every complete line must
// parse (SelfPlayGame::fromLine); an error names the file and line. An incomplete last line or
// a truncated gzip stream sets `truncated` instead of failing.
Result<StoredGames> readGamesFile(const std::string& path);

// Appends the lines as one gzip member and closes the file (each batch durable on its own).
std::optional<Error> appendGames(const std::string& path, const std::vector<SelfPlayGame>& games);

// Replaces `path` by exactly these games (write to a temporary file, then rename).
std::optional<Error> rewriteGames(const std::string& path, const std::vector<SelfPlayGame>& games);

// The file name of one shard: "selfplay-<settings id>-seed<S>-<K>of<N>.txt.gz".
std::string shardFileName(const SelfPlaySettings& settings, std::uint64_t seed, const Shard& shard);

struct FactoryOptions {
    std::string folder; // must exist
    std::uint64_t seed = 1;
    Shard shard;
    std::uint64_t games = 100; // the shard file holds this many games when done
    double maxSeconds = 0;     // stop after the game that passes this (0: no limit)
    std::uint64_t batch = 64;  // games per appended gzip member
};

struct FactoryProgress {
    std::uint64_t stored = 0; // games in the file now
    std::uint64_t played = 0; // games played by this run
    double seconds = 0;       // wall time of this run
    std::uint64_t nodes = 0;
};

// Runs the factory for one shard: resumes from the file, plays until `games` are stored, the
// time is up or `stop()` says so, appending every `batch` games and once more at the end.
// `report` is called after each batch. Errors: a missing folder, a file of other settings, a
// corrupt stored line, a write failure (the stored games are never touched by one).
Result<FactoryProgress> runFactory(SelfPlayer& player, const FactoryOptions& options,
    const std::function<bool()>& stop, const std::function<void(const FactoryProgress&)>& report);

} // namespace probcut::lab
