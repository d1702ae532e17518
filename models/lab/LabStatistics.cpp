#include "LabStatistics.h"

#include <algorithm>
#include <cmath>

namespace cw::labstats {

namespace {
constexpr double Z95 = 1.959963984540054;
}

LabInterval wilson(double successes, int trials)
{
    if (trials <= 0)
        return {0.0, 1.0};
    const double n = trials;
    const double p = successes / n;
    const double z2 = Z95 * Z95;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = Z95 * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Summary summarize(const std::vector<double> &values)
{
    Summary s;
    s.count = int(values.size());
    if (values.empty())
        return s;
    double sum = 0.0;
    for (double v : values)
        sum += v;
    s.mean = sum / s.count;
    double squares = 0.0;
    for (double v : values)
        squares += (v - s.mean) * (v - s.mean);
    s.sd = s.count > 1 ? std::sqrt(squares / (s.count - 1)) : 0.0;
    const double half = s.count > 1 ? Z95 * s.sd / std::sqrt(double(s.count)) : 0.0;
    s.interval = {s.mean - half, s.mean + half};
    return s;
}

Histogram histogram(const std::vector<int> &values, int maxBins)
{
    Histogram h;
    if (values.empty())
        return h;
    const auto [lowest, highest] = std::minmax_element(values.begin(), values.end());
    const int span = *highest - *lowest + 1;
    h.width = std::max(1, (span + maxBins - 1) / std::max(1, maxBins));
    h.start = *lowest;
    h.counts.assign(std::size_t((span + h.width - 1) / h.width), 0);
    for (int v : values)
        ++h.counts[std::size_t((v - h.start) / h.width)];
    return h;
}

} // namespace cw::labstats
