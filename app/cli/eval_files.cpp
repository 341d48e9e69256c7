#include "app/cli/eval_files.h"

#include "engine/eval/pattern.h"
#include "engine/eval/simple_evaluator.h"

#include <zlib.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <ostream>

namespace probcut::cli {

namespace {

constexpr const char* DefaultWeightsName = "pattern-logistello46.pcw";

bool endsWith(const std::string& s, const std::string& suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

} // namespace

std::optional<std::vector<std::uint8_t>> readFileBytes(const std::string& path, std::string& error)
{
    if (endsWith(path, ".gz")) {
        gzFile gz = gzopen(path.c_str(), "rb");
        if (!gz) {
            error = path + ": cannot open";
            return std::nullopt;
        }
        std::vector<std::uint8_t> out;
        std::vector<std::uint8_t> chunk(1 << 20);
        for (;;) {
            const int n = gzread(gz, chunk.data(), unsigned(chunk.size()));
            if (n < 0) {
                int code = 0;
                error = path + ": decompression failed: " + gzerror(gz, &code);
                gzclose(gz);
                return std::nullopt;
            }
            if (n == 0)
                break;
            out.insert(out.end(), chunk.begin(), chunk.begin() + n);
        }
        gzclose(gz);
        return out;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = path + ": cannot open";
        return std::nullopt;
    }
    std::vector<std::uint8_t> out((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) {
        error = path + ": read error";
        return std::nullopt;
    }
    return out;
}

bool writeFileAtomic(const std::string& path, const std::vector<std::uint8_t>& bytes, std::string& error)
{
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) {
            error = tmp + ": cannot create";
            return false;
        }
        out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        out.flush();
        if (!out) {
            error = tmp + ": write failed";
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        error = path + ": cannot rename from " + tmp + ": " + ec.message();
        return false;
    }
    return true;
}

std::string defaultResourcePath(const std::string& relative, const char* envVar)
{
    if (envVar) {
        if (const char* env = std::getenv(envVar); env && *env)
            return env;
    }
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path().parent_path() / "share/probcut-studio" / relative;
        if (fs::exists(installed, ec))
            return installed.string();
    }
    return std::string(PROBCUT_SOURCE_DIR) + "/resources/" + relative;
}

std::string defaultPatternWeightsPath()
{
    return defaultResourcePath(std::string("weights/") + DefaultWeightsName, "PROBCUT_WEIGHTS");
}

std::shared_ptr<const PatternWeights> loadPatternWeights(const std::string& pathIn, std::string& error)
{
    const std::string path = pathIn.empty() ? defaultPatternWeightsPath() : pathIn;
    auto bytes = readFileBytes(path, error);
    if (!bytes)
        return nullptr;
    auto w = PatternWeights::parse(*bytes, path);
    if (!w) {
        error = w.error().message;
        return nullptr;
    }
    return std::make_shared<const PatternWeights>(std::move(w).value());
}

std::optional<MpcParams> loadMpcParams(const std::string& path, std::string& error)
{
    auto bytes = readFileBytes(path, error);
    if (!bytes)
        return std::nullopt;
    auto params
        = parseMpcParams(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
    if (!params) {
        error = path + ": " + params.error().describe();
        return std::nullopt;
    }
    return std::move(params).value();
}

std::shared_ptr<const Evaluator> loadEvaluatorByName(
    const std::string& choice, const std::string& command, std::ostream& err)
{
    if (choice == "simple")
        return std::make_shared<SimpleEvaluator>();
    std::string error;
    auto weights = loadPatternWeights(choice == "pattern" ? "" : choice, error);
    if (!weights) {
        err << command << ": cannot load pattern weights: " << error << '\n';
        return nullptr;
    }
    return std::make_shared<PatternEvaluator>(std::move(weights));
}

} // namespace probcut::cli
