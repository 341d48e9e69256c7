// The main() of a fuzz target when it is not built with libFuzzer (the default, g++ and CI):
// runs every file of the given corpus directories (or single files), then a fixed number of
// inputs mutated from them by a small deterministic mutator, so ctest exercises each parser
// "briefly" with the same inputs on every run. A crash, sanitizer report or FUZZ_CHECK failure
// aborts the process and fails the test; the offending input is written first so it can be
// replayed (and added to the corpus after the fix).
//
//   fuzz_<name> [--mutations N] [--seed S] [--max-len L] [--time-budget SECONDS] PATH...
#include "fuzz/fuzz_target.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace {

using Bytes = std::vector<std::uint8_t>;

Bytes readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The input being run, saved only when the process is about to die (see onAbort).
const Bytes* g_current = nullptr;

void saveCurrent()
{
    if (!g_current)
        return;
    if (std::FILE* f = std::fopen("fuzz-replay-crash.bin", "wb")) {
        std::fwrite(g_current->data(), 1, g_current->size(), f);
        std::fclose(f);
        std::fprintf(stderr, "input written to fuzz-replay-crash.bin (%zu bytes)\n", g_current->size());
    }
}

void run(const Bytes& input)
{
    g_current = &input;
    LLVMFuzzerTestOneInput(input.data(), input.size());
    g_current = nullptr;
}

// libFuzzer-like mutations, weighted toward what breaks text and binary parsers: bit flips,
// boundary bytes, inserted and erased runs, copied chunks, splices with another corpus input,
// and tokens taken from the corpus itself (so keywords and separators recombine).
Bytes mutate(const Bytes& base, const std::vector<Bytes>& corpus, std::mt19937_64& rng, std::size_t maxLen)
{
    Bytes b = base;
    auto pick = [&](std::size_t n) { return n == 0 ? std::size_t(0) : std::size_t(rng() % n); };
    static constexpr std::uint8_t Interesting[]
        = {0, 1, 0x7f, 0x80, 0xff, '\n', '\r', ' ', '\t', '-', '+', '.', '0', '9', '%', ';', '/', '[', ']'};
    const int steps = 1 + int(rng() % 4);
    for (int s = 0; s < steps; ++s) {
        switch (rng() % 9) {
        case 0: // flip a bit
            if (!b.empty())
                b[pick(b.size())] ^= std::uint8_t(1u << (rng() % 8));
            break;
        case 1: // set an interesting byte
            if (!b.empty())
                b[pick(b.size())] = Interesting[pick(std::size(Interesting))];
            break;
        case 2: // insert a random or interesting byte
            b.insert(b.begin() + std::ptrdiff_t(pick(b.size() + 1)),
                rng() % 2 ? std::uint8_t(rng()) : Interesting[pick(std::size(Interesting))]);
            break;
        case 3: { // erase a run
            if (b.empty())
                break;
            const std::size_t at = pick(b.size());
            const std::size_t n = 1 + pick(std::min<std::size_t>(16, b.size() - at));
            b.erase(b.begin() + std::ptrdiff_t(at), b.begin() + std::ptrdiff_t(at + n));
            break;
        }
        case 4: { // duplicate a chunk elsewhere
            if (b.empty())
                break;
            const std::size_t at = pick(b.size());
            const std::size_t n = 1 + pick(std::min<std::size_t>(32, b.size() - at));
            const Bytes chunk(b.begin() + std::ptrdiff_t(at), b.begin() + std::ptrdiff_t(at + n));
            b.insert(b.begin() + std::ptrdiff_t(pick(b.size() + 1)), chunk.begin(), chunk.end());
            break;
        }
        case 5: { // splice: our head, another input's tail
            const Bytes& other = corpus[pick(corpus.size())];
            const std::size_t cut = pick(b.size() + 1);
            const std::size_t from = pick(other.size() + 1);
            b.resize(cut);
            b.insert(b.end(), other.begin() + std::ptrdiff_t(from), other.end());
            break;
        }
        case 6: { // overwrite with a chunk of another input (keeps binary layouts aligned)
            const Bytes& other = corpus[pick(corpus.size())];
            if (b.empty() || other.empty())
                break;
            const std::size_t at = pick(b.size());
            const std::size_t from = pick(other.size());
            const std::size_t n = std::min({b.size() - at, other.size() - from, std::size_t(1 + pick(16))});
            std::copy_n(other.begin() + std::ptrdiff_t(from), n, b.begin() + std::ptrdiff_t(at));
            break;
        }
        case 7: { // a little-endian integer field set to a boundary value
            if (b.size() < 4)
                break;
            static constexpr std::uint32_t Values[]
                = {0, 1, 0x7fffffffu, 0x80000000u, 0xffffffffu, 64, 65, 255};
            const std::uint32_t v = Values[pick(std::size(Values))];
            const std::size_t at = pick(b.size() - 3);
            for (int k = 0; k < 4; ++k)
                b[at + std::size_t(k)] = std::uint8_t(v >> (8 * k));
            break;
        }
        default: // truncate
            b.resize(pick(b.size() + 1));
            break;
        }
    }
    if (b.size() > maxLen)
        b.resize(maxLen);
    return b;
}

} // namespace

int main(int argc, char** argv)
{
    long long mutations = 0;
    std::uint64_t seed = 1;
    std::size_t maxLen = 4096;
    double budget = 0; // seconds; 0 = no limit on the mutation phase
    std::vector<std::filesystem::path> paths;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if ((a == "--mutations" || a == "--seed" || a == "--max-len" || a == "--time-budget")
            && i + 1 < argc) {
            const std::string v = argv[++i];
            if (a == "--mutations")
                mutations = std::stoll(v);
            else if (a == "--seed")
                seed = std::stoull(v);
            else if (a == "--max-len")
                maxLen = std::stoull(v);
            else
                budget = std::stod(v);
        } else if (!a.empty() && a[0] == '-') {
            std::fprintf(stderr,
                "usage: %s [--mutations N] [--seed S] [--max-len L] [--time-budget SECONDS] PATH...\n",
                argv[0]);
            return 2;
        } else {
            paths.emplace_back(a);
        }
    }

    std::vector<std::filesystem::path> files;
    for (const auto& p : paths) {
        if (std::filesystem::is_directory(p)) {
            for (const auto& e : std::filesystem::directory_iterator(p))
                if (e.is_regular_file())
                    files.push_back(e.path());
        } else if (std::filesystem::is_regular_file(p)) {
            files.push_back(p);
        } else {
            std::fprintf(stderr, "%s: no such corpus file or directory\n", p.string().c_str());
            return 2;
        }
    }
    std::sort(files.begin(), files.end()); // a fixed order, so a run is reproducible

    std::set_terminate([] {
        if (const std::exception_ptr e = std::current_exception()) {
            try {
                std::rethrow_exception(e);
            } catch (const std::exception& x) {
                std::fprintf(stderr, "uncaught exception: %s\n", x.what());
            } catch (...) {
                std::fprintf(stderr, "uncaught exception of an unknown type\n");
            }
        }
        saveCurrent();
        std::abort();
    });
    std::signal(SIGABRT, [](int) { saveCurrent(); });

    std::vector<Bytes> corpus;
    for (const auto& f : files)
        corpus.push_back(readFile(f));
    const auto started = std::chrono::steady_clock::now();
    for (const Bytes& input : corpus)
        run(input);
    run(Bytes{}); // the empty input, always

    if (corpus.empty())
        corpus.push_back(Bytes{});
    std::mt19937_64 rng(seed);
    long long done = 0;
    for (; done < mutations; ++done) {
        if (budget > 0 && done % 64 == 0
            && std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() > budget)
            break;
        const Bytes input = mutate(corpus[std::size_t(rng() % corpus.size())], corpus, rng, maxLen);
        run(input);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("%s: %zu corpus inputs and %lld mutations run in %.2f s, no failure\n",
        std::filesystem::path(argv[0]).filename().string().c_str(), corpus.size(), done, seconds);
    return 0;
}
