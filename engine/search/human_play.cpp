#include "engine/search/human_play.h"

#include "engine/core/text_fields.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace probcut {

namespace {

constexpr std::array<std::string_view, HumanGroupCount> GroupNames{"weak", "average", "strong"};
constexpr std::array<std::string_view, LossBucketCount> BucketNames{"0", "1-2", "3-4", "5-8", "9-16", "17+"};

std::string number(double v, int decimals)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

} // namespace

std::string_view humanGroupName(HumanGroup group) { return GroupNames[std::size_t(group)]; }

int lossBucket(double loss)
{
    const long discs = std::lround(std::max(0.0, loss));
    return discs == 0 ? 0 : discs <= 2 ? 1 : discs <= 4 ? 2 : discs <= 8 ? 3 : discs <= 16 ? 4 : 5;
}

std::string_view lossBucketName(int bucket) { return BucketNames[std::size_t(bucket)]; }

std::string HumanCalibration::toText() const
{
    std::string s = "# " + command + "\n";
    s += "format human-errors " + std::to_string(FormatVersion) + "\n";
    s += "settings depth " + std::to_string(depth) + " selectivity " + number(selectivity, 0) + " exact "
        + std::to_string(exactEmpties) + "\n";
    s += "# group phase empties positions mean_loss zero_share";
    for (std::string_view b : BucketNames)
        s += " h" + std::string(b);
    s += " temperature\n";
    for (int g = 0; g < HumanGroupCount; ++g)
        for (int p = 0; p < HumanPhaseCount; ++p) {
            const HumanPhaseRow& r = rows[std::size_t(g)][std::size_t(p)];
            s += "row " + std::string(GroupNames[std::size_t(g)]) + " " + std::to_string(p) + " "
                + std::to_string(humanPhaseMaxEmpties(p)) + "-" + std::to_string(humanPhaseMinEmpties(p))
                + " " + std::to_string(r.positions) + " " + number(r.meanLoss, 3) + " "
                + number(r.zeroShare, 4);
            for (double h : r.histogram) {
                s += ' ';
                s += number(h, 4);
            }
            s += ' ';
            s += number(r.temperature, 4);
            s += '\n';
        }
    return s;
}

Result<HumanCalibration> parseHumanCalibration(std::string_view text, std::string_view sourceName)
{
    const std::string prefix = sourceName.empty() ? std::string() : std::string(sourceName) + ": ";
    int lineNo = 0;
    const auto fail = [&](const std::string& what) {
        return Error{prefix + (lineNo > 0 ? "line " + std::to_string(lineNo) + ": " : std::string()) + what};
    };
    HumanCalibration cal;
    bool haveFormat = false, haveSettings = false;
    std::array<std::array<bool, HumanPhaseCount>, HumanGroupCount> seen{};
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.starts_with('#')) {
            if (lineNo == 1)
                cal.command = std::string(line.substr(line.size() > 1 && line[1] == ' ' ? 2 : 1));
            continue;
        }
        const auto w = splitWords(line);
        if (w.empty())
            continue;
        if (!haveFormat) {
            if (w.size() != 3 || w[0] != "format" || w[1] != "human-errors")
                return fail("expected 'format human-errors " + std::to_string(HumanCalibration::FormatVersion)
                    + "' first (not a human-errors table)");
            int version = 0;
            if (!parseInt(w[2], version) || version != HumanCalibration::FormatVersion)
                return fail("format version '" + std::string(w[2]) + "' is not "
                    + std::to_string(HumanCalibration::FormatVersion));
            haveFormat = true;
            continue;
        }
        if (w[0] == "settings") {
            if (haveSettings)
                return fail("a second settings line");
            if (w.size() != 7 || w[1] != "depth" || w[3] != "selectivity" || w[5] != "exact")
                return fail("expected 'settings depth D selectivity P exact E'");
            if (!parseInt(w[2], cal.depth) || cal.depth < 1 || cal.depth > 30)
                return fail("depth '" + std::string(w[2]) + "' is not 1 to 30");
            if (!parseDouble(w[4], cal.selectivity) || cal.selectivity < 50 || cal.selectivity > 100)
                return fail("selectivity '" + std::string(w[4]) + "' is not 50 to 100");
            if (!parseInt(w[6], cal.exactEmpties) || cal.exactEmpties < 0 || cal.exactEmpties > 30)
                return fail("exact '" + std::string(w[6]) + "' is not 0 to 30");
            haveSettings = true;
            continue;
        }
        if (w[0] != "row")
            return fail("unknown line '" + std::string(w[0]) + "' (expected settings or row)");
        constexpr std::size_t Fields = 7 + LossBucketCount + 1;
        if (w.size() != Fields)
            return fail(
                "a row has " + std::to_string(Fields) + " fields, this one " + std::to_string(w.size()));
        const auto g = std::find(GroupNames.begin(), GroupNames.end(), w[1]);
        if (g == GroupNames.end())
            return fail("unknown group '" + std::string(w[1]) + "' (weak, average or strong)");
        int phase = -1;
        if (!parseInt(w[2], phase) || phase < 0 || phase >= HumanPhaseCount)
            return fail(
                "phase '" + std::string(w[2]) + "' is not 0 to " + std::to_string(HumanPhaseCount - 1));
        const std::string empties
            = std::to_string(humanPhaseMaxEmpties(phase)) + "-" + std::to_string(humanPhaseMinEmpties(phase));
        if (w[3] != empties)
            return fail("phase " + std::to_string(phase) + " covers empties " + empties + ", not '"
                + std::string(w[3]) + "'");
        const std::size_t gi = std::size_t(g - GroupNames.begin());
        if (seen[gi][std::size_t(phase)])
            return fail("a second row for " + std::string(w[1]) + " phase " + std::to_string(phase));
        seen[gi][std::size_t(phase)] = true;
        HumanPhaseRow& r = cal.rows[gi][std::size_t(phase)];
        if (!parseInt(w[4], r.positions) || r.positions < 1)
            return fail("position count '" + std::string(w[4]) + "' is not a positive whole number");
        if (!parseDouble(w[5], r.meanLoss) || r.meanLoss < 0 || r.meanLoss > 128)
            return fail("mean loss '" + std::string(w[5]) + "' is not 0 to 128 discs");
        if (!parseDouble(w[6], r.zeroShare) || r.zeroShare < 0 || r.zeroShare > 1)
            return fail("zero-loss share '" + std::string(w[6]) + "' is not 0 to 1");
        double sum = 0;
        for (int b = 0; b < LossBucketCount; ++b) {
            double& h = r.histogram[std::size_t(b)];
            if (!parseDouble(w[7 + std::size_t(b)], h) || h < 0 || h > 1)
                return fail("share of loss " + std::string(BucketNames[std::size_t(b)]) + " '"
                    + std::string(w[7 + std::size_t(b)]) + "' is not 0 to 1");
            sum += h;
        }
        if (std::abs(sum - 1) > 0.01)
            return fail("the loss shares sum to " + number(sum, 4) + ", not 1");
        const std::string_view t = w[Fields - 1];
        if (!parseDouble(t, r.temperature) || r.temperature < MinHumanTemperature
            || r.temperature > MaxHumanTemperature)
            return fail("temperature '" + std::string(t) + "' out of range (" + number(MinHumanTemperature, 2)
                + " to " + number(MaxHumanTemperature, 0) + " discs)");
    }
    lineNo = 0;
    if (!haveFormat)
        return fail("empty: no 'format human-errors' line");
    if (!haveSettings)
        return fail("no settings line");
    for (int g = 0; g < HumanGroupCount; ++g)
        for (int p = 0; p < HumanPhaseCount; ++p)
            if (!seen[std::size_t(g)][std::size_t(p)])
                return fail(
                    "no row for " + std::string(GroupNames[std::size_t(g)]) + " phase " + std::to_string(p));
    return cal;
}

std::vector<double> humanMoveProbabilities(std::span<const double> losses, double temperature)
{
    std::vector<double> p(losses.size());
    if (losses.empty())
        return p;
    const double minLoss = *std::min_element(losses.begin(), losses.end());
    const double t = std::max(temperature, MinHumanTemperature);
    double sum = 0;
    for (std::size_t i = 0; i < losses.size(); ++i)
        sum += p[i] = std::exp(-(losses[i] - minLoss) / t);
    for (double& x : p)
        x /= sum;
    return p;
}

double expectedHumanLoss(std::span<const double> losses, double temperature)
{
    const auto p = humanMoveProbabilities(losses, temperature);
    double e = 0;
    for (std::size_t i = 0; i < losses.size(); ++i)
        e += p[i] * losses[i];
    return e;
}

void addExpectedHistogram(
    std::span<const double> losses, double temperature, std::array<double, LossBucketCount>& histogram)
{
    const auto p = humanMoveProbabilities(losses, temperature);
    for (std::size_t i = 0; i < losses.size(); ++i)
        histogram[std::size_t(lossBucket(losses[i]))] += p[i];
}

double fitHumanTemperature(std::span<const MoveLosses> positions, double targetMeanLoss)
{
    const auto meanAt = [&](double t) {
        double sum = 0;
        for (const MoveLosses& l : positions)
            sum += expectedHumanLoss(l, t);
        return positions.empty() ? 0.0 : sum / double(positions.size());
    };
    // The expected loss grows with T (more weight moves to the worse moves), so bisection on
    // log T converges; 60 halvings of a factor-6400 range leave far less than 0.1 % error.
    double lo = std::log(MinHumanTemperature), hi = std::log(MaxHumanTemperature);
    if (meanAt(std::exp(lo)) >= targetMeanLoss)
        return MinHumanTemperature;
    if (meanAt(std::exp(hi)) <= targetMeanLoss)
        return MaxHumanTemperature;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        (meanAt(std::exp(mid)) < targetMeanLoss ? lo : hi) = mid;
    }
    return std::exp(0.5 * (lo + hi));
}

double histogramDistance(
    const std::array<double, LossBucketCount>& a, const std::array<double, LossBucketCount>& b)
{
    double d = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        d += std::abs(a[i] - b[i]);
    return d / 2;
}

std::size_t chooseHumanMove(std::span<const double> losses, double temperature, std::uint64_t& rng)
{
    if (losses.size() <= 1)
        return 0;
    // splitmix64 (Steele, Lea & Flood 2014): one 64-bit draw per choice.
    rng += 0x9E3779B97F4A7C15ULL;
    std::uint64_t z = rng;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    const double u = double(z >> 11) * 0x1.0p-53;
    const auto p = humanMoveProbabilities(losses, temperature);
    double acc = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        acc += p[i];
        if (u < acc)
            return i;
    }
    return p.size() - 1;
}

SearchLimits humanValuationLimits(int depth, double selectivity, int exactEmpties)
{
    SearchLimits limits;
    limits.depth = depth;
    limits.selectivity = selectivity;
    limits.solveEmpties = exactEmpties;
    limits.endcut = EndcutMode::Off;
    limits.multiPv = 0;
    return limits;
}

SearchLimits humanSearchLimits(
    const HumanCalibration& calibration, double clockRemaining, double clockIncrement)
{
    SearchLimits limits
        = humanValuationLimits(calibration.depth, calibration.selectivity, calibration.exactEmpties);
    limits.clockRemaining = clockRemaining;
    limits.clockIncrement = clockIncrement;
    return limits;
}

Square chooseHumanLine(std::span<const RootLine> lines, int empties, HumanGroup group,
    const HumanCalibration& calibration, std::uint64_t& rng, double temperatureScale)
{
    if (lines.empty())
        return NoSquare;
    double best = lines.front().shownScore;
    for (const RootLine& l : lines)
        best = std::max(best, l.shownScore);
    std::vector<double> losses;
    losses.reserve(lines.size());
    for (const RootLine& l : lines)
        losses.push_back(best - l.shownScore);
    const double t = std::clamp(calibration.row(group, humanPhase(empties)).temperature * temperatureScale,
        MinHumanTemperature, MaxHumanTemperature);
    return lines[chooseHumanMove(losses, t, rng)].move;
}

} // namespace probcut
