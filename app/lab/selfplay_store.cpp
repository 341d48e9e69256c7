#include "app/lab/selfplay_store.h"

#include <zlib.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <unistd.h>

namespace probcut::lab {

namespace {

bool parseCount(std::string_view text, std::uint64_t& value)
{
    if (text.empty() || text.size() > 6)
        return false;
    value = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return false;
        value = value * 10 + std::uint64_t(c - '0');
    }
    return true;
}

// Decompresses every gzip member; `truncated` when the data ends inside one.
std::optional<Error> inflateAll(const std::vector<unsigned char>& in, std::string& out, bool& truncated)
{
    z_stream zs{};
    if (inflateInit2(&zs, 15 + 16) != Z_OK)
        return Error{"zlib: cannot start"};
    zs.next_in = const_cast<unsigned char*>(in.data());
    zs.avail_in = uInt(in.size());
    std::vector<unsigned char> chunk(1 << 16);
    truncated = false;
    for (;;) {
        zs.next_out = chunk.data();
        zs.avail_out = uInt(chunk.size());
        const int rc = inflate(&zs, Z_NO_FLUSH);
        out.append(reinterpret_cast<const char*>(chunk.data()), chunk.size() - zs.avail_out);
        if (rc == Z_STREAM_END) {
            if (zs.avail_in == 0)
                break;
            inflateReset(&zs); // the next member
            continue;
        }
        if (rc == Z_BUF_ERROR || (rc == Z_OK && zs.avail_in == 0 && zs.avail_out != 0)) {
            truncated = true;
            break;
        }
        if (rc != Z_OK) {
            const std::string why = zs.msg ? zs.msg : "corrupt data";
            inflateEnd(&zs);
            return Error{"gzip data is corrupt (" + why + ") after " + std::to_string(out.size()) + " bytes"};
        }
    }
    inflateEnd(&zs);
    return std::nullopt;
}

} // namespace

Result<Shard> Shard::parse(std::string_view text)
{
    const std::size_t slash = text.find('/');
    Shard s;
    if (slash == std::string_view::npos || !parseCount(text.substr(0, slash), s.k)
        || !parseCount(text.substr(slash + 1), s.n))
        return Error{"shard '" + std::string(text) + "': expected K/N, e.g. 3/8"};
    if (s.n < 1 || s.k < 1 || s.k > s.n)
        return Error{"shard '" + std::string(text) + "': K must be 1 to N"};
    return s;
}

Result<StoredGames> readGamesFile(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return Error{path + ": cannot open"};
    const std::vector<unsigned char> bytes(
        (std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    if (file.bad())
        return Error{path + ": read error"};
    StoredGames stored;
    std::string text;
    if (bytes.size() >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b) {
        if (auto e = inflateAll(bytes, text, stored.truncated))
            return Error{path + ": " + e->message};
    } else if (bytes.size() == 1 && bytes[0] == 0x1f) {
        stored.truncated = true; // killed inside the first gzip header
    } else {
        text.assign(bytes.begin(), bytes.end());
    }
    std::size_t lineNo = 0, pos = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find('\n', pos);
        ++lineNo;
        if (end == std::string::npos) {
            stored.truncated = true; // an incomplete last line
            break;
        }
        const std::string_view line(text.data() + pos, end - pos);
        pos = end + 1;
        if (line.empty())
            continue;
        auto game = SelfPlayGame::fromLine(line);
        if (!game)
            return Error{path + ": line " + std::to_string(lineNo) + ": " + game.error().describe()};
        stored.games.push_back(std::move(game).value());
    }
    return stored;
}

namespace {

std::optional<Error> writeMember(gzFile gz, const std::string& path, const std::vector<SelfPlayGame>& games)
{
    std::string text;
    for (const auto& g : games) {
        text += g.toLine();
        text += '\n';
    }
    if (!text.empty() && gzwrite(gz, text.data(), unsigned(text.size())) != int(text.size())) {
        gzclose(gz);
        return Error{path + ": write failed"};
    }
    if (gzclose(gz) != Z_OK)
        return Error{path + ": write failed"};
    return std::nullopt;
}

} // namespace

std::optional<Error> appendGames(const std::string& path, const std::vector<SelfPlayGame>& games)
{
    if (games.empty())
        return std::nullopt;
    gzFile gz = gzopen(path.c_str(), "ab9");
    if (!gz)
        return Error{path + ": cannot open for appending"};
    return writeMember(gz, path, games);
}

std::optional<Error> rewriteGames(const std::string& path, const std::vector<SelfPlayGame>& games)
{
    const std::string tmp = path + ".tmp";
    gzFile gz = gzopen(tmp.c_str(), "wb9");
    if (!gz)
        return Error{tmp + ": cannot create"};
    if (auto e = writeMember(gz, tmp, games)) {
        std::remove(tmp.c_str());
        return e;
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        std::remove(tmp.c_str());
        return Error{path + ": cannot replace: " + ec.message()};
    }
    return std::nullopt;
}

std::string shardFileName(const SelfPlaySettings& settings, std::uint64_t seed, const Shard& shard)
{
    return "selfplay-" + settings.id() + "-seed" + std::to_string(seed) + "-" + std::to_string(shard.k) + "of"
        + std::to_string(shard.n) + ".txt.gz";
}

Result<FactoryProgress> runFactory(SelfPlayer& player, const FactoryOptions& options,
    const std::function<bool()>& stop, const std::function<void(const FactoryProgress&)>& report)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(options.folder, ec))
        return Error{options.folder + ": no such folder"};
    const std::string path
        = (fs::path(options.folder) / shardFileName(player.settings(), options.seed, options.shard)).string();
    FactoryProgress progress;
    if (fs::exists(path, ec)) {
        auto stored = readGamesFile(path);
        if (!stored)
            return Error{stored.error().message + " (the file is left as it is)"};
        const std::string id = player.settings().id();
        for (std::size_t i = 0; i < stored->games.size(); ++i)
            if (stored->games[i].settingsId != id)
                return Error{path + ": line " + std::to_string(i + 1) + " was played with settings "
                    + stored->games[i].settingsId + ", not " + id};
        if (stored->truncated)
            if (auto e = rewriteGames(path, stored->games))
                return *e;
        progress.stored = stored->games.size();
    }
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodesBefore = player.nodes();
    std::vector<SelfPlayGame> batch;
    const auto flush = [&]() -> std::optional<Error> {
        if (auto e = appendGames(path, batch))
            return e;
        progress.stored += batch.size();
        batch.clear();
        progress.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        progress.nodes = player.nodes() - nodesBefore;
        if (report)
            report(progress);
        return std::nullopt;
    };
    while (progress.stored + batch.size() < options.games && !(stop && stop())) {
        if (options.maxSeconds > 0
            && std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()
                >= options.maxSeconds)
            break;
        batch.push_back(player.play(options.seed, options.shard.gameIndex(progress.stored + batch.size())));
        ++progress.played;
        if (batch.size() >= options.batch)
            if (auto e = flush())
                return *e;
    }
    if (!batch.empty())
        if (auto e = flush())
            return *e;
    progress.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    progress.nodes = player.nodes() - nodesBefore;
    return progress;
}

} // namespace probcut::lab
