#include "engine/search/multi_probcut.h"

#include "engine/core/text_fields.h"

#include <charconv>
#include <climits>
#include <cmath>
#include <cstdio>
#include <limits>
#include <sstream>
#include <vector>

namespace probcut {

double mpcThreshold(double confidencePercent)
{
    if (!(confidencePercent < 100))
        return std::numeric_limits<double>::infinity();
    const double p = (1 + (confidencePercent > 0 ? confidencePercent : 0) / 100) / 2;
    // Φ(t) = (1 + erf(t/√2)) / 2 is monotonic: bisection to 1e-12 is exact enough and simple.
    double lo = 0, hi = 10;
    for (int i = 0; i < 60; ++i) {
        const double mid = (lo + hi) / 2;
        if (0.5 * (1 + std::erf(mid / std::sqrt(2.0))) < p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}

double mpcConfidence(double threshold) { return 100 * std::erf(threshold / std::sqrt(2.0)); }

namespace {

std::string fmtDouble(double x)
{
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.9g", x);
    return buf;
}

} // namespace

std::string formatMpcParams(const MpcParams& params)
{
    std::string s = "probcut-mpc " + std::to_string(MpcParams::FormatVersion) + "\n";
    s += "evaluator " + (params.evaluator.empty() ? std::string("unknown") : params.evaluator) + "\n";
    s += "stage-width " + std::to_string(params.stageWidth()) + "\n";
    for (int st = 0; st < params.stageCount(); ++st)
        for (int h = 1; h <= MpcParams::MaxHeight; ++h)
            for (int d = 0; d < h; ++d) {
                const MpcFit& f = params.fit(st, h, d);
                if (f.n == 0)
                    continue;
                s += "fit " + std::to_string(st) + ' ' + std::to_string(h) + ' ' + std::to_string(d) + ' '
                    + fmtDouble(f.a) + ' ' + fmtDouble(f.b) + ' ' + fmtDouble(f.sigma) + ' ' + fmtDouble(f.r)
                    + ' ' + std::to_string(f.n) + '\n';
            }
    for (int e = 1; e <= 60; ++e)
        for (int d = 0; d <= MpcParams::MaxHeight; ++d) {
            if (!MpcParams::validEndKey(e, d))
                continue;
            const MpcFit& f = params.endFit(e, d);
            if (f.n == 0)
                continue;
            s += "endfit " + std::to_string(e) + ' ' + std::to_string(d) + ' ' + fmtDouble(f.a) + ' '
                + fmtDouble(f.b) + ' ' + fmtDouble(f.sigma) + ' ' + fmtDouble(f.r) + ' ' + std::to_string(f.n)
                + '\n';
        }
    appendChecksumLine(s);
    return s;
}

namespace {

// The ranges every fit must lie in (fit and endfit alike); an empty string when valid.
std::string checkMpcFit(double a, double b, double sigma, double r, long long n)
{
    if (!(a > 0 && a <= 4))
        return "slope a must be in (0, 4]";
    if (!(std::fabs(b) <= 64))
        return "intercept b must be within 64 discs";
    if (!(sigma > 0 && sigma <= 64))
        return "sigma must be in (0, 64] discs";
    if (!(r >= -1 && r <= 1))
        return "correlation r must be in [-1, 1]";
    if (n < 1 || n > 0xFFFFFFFFLL)
        return "sample count must be positive";
    return {};
}

// The state of parseMpcParams between lines; each record reader returns what is wrong with
// its line, or an empty string.
struct MpcParamsReader {
    int stage = 0; // 0 header, 1 evaluator, 2 stage-width, 3 fits
    std::string evaluatorName;
    MpcParams params;
    std::vector<bool> seen;
    bool sawChecksum = false;
    bool sawEndFit = false;
    std::vector<bool> seenEnd = std::vector<bool>(61 * (MpcParams::MaxHeight + 1), false);

    // Reads the 'probcut-mpc <version>' header.
    std::string header(const std::vector<std::string_view>& w)
    {
        if (w[0] != "probcut-mpc")
            return "not a ProbCut Studio MPC parameter file (expected 'probcut-mpc')";
        long long v;
        if (w.size() != 2 || !parseInt(w[1], v))
            return "header must be 'probcut-mpc <version>'";
        if (v != MpcParams::FormatVersion)
            return "unsupported version " + std::to_string(v) + " (this build reads version "
                + std::to_string(MpcParams::FormatVersion) + ")";
        stage = 1;
        return {};
    }

    // Reads the 'evaluator <name>' line.
    std::string evaluator(const std::vector<std::string_view>& w)
    {
        if (w[0] != "evaluator" || w.size() != 2)
            return "expected 'evaluator <name>'";
        evaluatorName = std::string(w[1]);
        stage = 2;
        return {};
    }

    // Reads the 'stage-width <1..60>' line and sizes the parameters.
    std::string stageWidth(const std::vector<std::string_view>& w)
    {
        long long v;
        if (w[0] != "stage-width" || w.size() != 2 || !parseInt(w[1], v) || v < 1 || v > 60)
            return "expected 'stage-width <1..60>'";
        params = MpcParams(int(v));
        params.evaluator = evaluatorName;
        seen.assign(
            std::size_t(MpcParams::MaxStages) * (MpcParams::MaxHeight + 1) * (MpcParams::MaxHeight + 1),
            false);
        stage = 3;
        return {};
    }

    // Reads a 'fit <stage> <height> <depth> <a> <b> <sigma> <r> <n>' record.
    std::string fit(const std::vector<std::string_view>& w)
    {
        if (sawEndFit)
            return "'fit' records must come before the 'endfit' records";
        long long st, h, d, n;
        double a, b, sigma, r;
        if (w.size() != 9 || !parseInt(w[1], st) || !parseInt(w[2], h) || !parseInt(w[3], d)
            || !parseDouble(w[4], a) || !parseDouble(w[5], b) || !parseDouble(w[6], sigma)
            || !parseDouble(w[7], r) || !parseInt(w[8], n))
            return "expected 'fit <stage> <height> <depth> <a> <b> <sigma> <r> <n>'";
        // Checked before narrowing to int: 2^32 + 3 would pass as stage 3 and then index
        // `seen` far out of bounds.
        const auto inInt = [](long long v) { return v >= INT_MIN && v <= INT_MAX; };
        if (!inInt(st) || !inInt(h) || !inInt(d)
            || !MpcParams::validKey(int(st), int(h), int(d), params.stageCount()))
            return "stage must be below " + std::to_string(params.stageCount()) + ", height 1.."
                + std::to_string(MpcParams::MaxHeight) + " and depth below the height";
        if (std::string bad = checkMpcFit(a, b, sigma, r, n); !bad.empty())
            return bad;
        const std::size_t key
            = std::size_t((st * (MpcParams::MaxHeight + 1) + h) * (MpcParams::MaxHeight + 1) + d);
        if (seen[key])
            return "duplicate fit for this stage, height and depth";
        seen[key] = true;
        params.setFit(int(st), int(h), int(d), MpcFit{a, b, sigma, r, std::uint32_t(n)});
        return {};
    }

    // Reads an 'endfit <empties> <depth> <a> <b> <sigma> <r> <n>' record.
    std::string endFit(const std::vector<std::string_view>& w)
    {
        long long e, d, n;
        double a, b, sigma, r;
        if (w.size() != 8 || !parseInt(w[1], e) || !parseInt(w[2], d) || !parseDouble(w[3], a)
            || !parseDouble(w[4], b) || !parseDouble(w[5], sigma) || !parseDouble(w[6], r)
            || !parseInt(w[7], n))
            return "expected 'endfit <empties> <depth> <a> <b> <sigma> <r> <n>'";
        if (e < 1 || e > 60 || d < 0 || d > MpcParams::MaxHeight || !MpcParams::validEndKey(int(e), int(d)))
            return "endfit empties must be 1..60 and depth 0.." + std::to_string(MpcParams::MaxHeight)
                + ", below the empties";
        if (std::string bad = checkMpcFit(a, b, sigma, r, n); !bad.empty())
            return bad;
        const std::size_t key = std::size_t(e * (MpcParams::MaxHeight + 1) + d);
        if (seenEnd[key])
            return "duplicate endfit for these empties and depth";
        seenEnd[key] = true;
        sawEndFit = true;
        params.setEndFit(int(e), int(d), MpcFit{a, b, sigma, r, std::uint32_t(n)});
        return {};
    }

    // Reads the 'checksum <16 hex digits>' line against the FNV-1a hash of `before` (all
    // text above it).
    std::string checksum(const std::vector<std::string_view>& w, std::string_view before)
    {
        if (auto problem = checksumLineProblem(w, before))
            return *problem;
        sawChecksum = true;
        return {};
    }

    // Reads one non-blank line: the header lines in order, then the records.
    std::string line(const std::vector<std::string_view>& w, std::string_view before)
    {
        if (stage == 0)
            return header(w);
        if (stage == 1)
            return evaluator(w);
        if (stage == 2)
            return stageWidth(w);
        if (w[0] == "fit")
            return fit(w);
        if (w[0] == "endfit")
            return endFit(w);
        if (w[0] == "checksum")
            return checksum(w, before);
        return "unknown record '" + std::string(w[0]) + "'";
    }
};

} // namespace

Result<MpcParams> parseMpcParams(std::string_view text)
{
    auto fail = [](int line, const std::string& what) {
        return Error{"MPC parameters, line " + std::to_string(line) + ": " + what};
    };
    MpcParamsReader reader;
    TextLines lines(text);
    while (const auto line = lines.next()) {
        const int lineNo = lines.number();
        if (reader.sawChecksum)
            return fail(lineNo, "nothing may follow the checksum line");
        if (line->empty() || (*line)[0] == '#') {
            if (reader.stage != 0)
                return fail(lineNo, "comments and blank lines are only allowed before the header");
            continue;
        }
        const auto w = splitWords(*line);
        if (w.empty())
            return fail(lineNo, "blank line");
        if (const std::string bad = reader.line(w, lines.before()); !bad.empty())
            return fail(lineNo, bad);
    }
    if (lines.truncated())
        return fail(lines.number() + 1, "the file is truncated (no newline at the end)");
    if (reader.stage < 3)
        return Error{"MPC parameters: the file is truncated (header incomplete)"};
    if (!reader.sawChecksum)
        return Error{"MPC parameters: the file is truncated (no checksum line)"};
    return std::move(reader.params);
}

} // namespace probcut
