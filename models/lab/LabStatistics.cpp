#include "LabStatistics.h"

#include <algorithm>
#include <cmath>

namespace cw::labstats {

namespace {

constexpr double Z95 = 1.959963984540054;

LabInterval wilsonAt(double successes, int trials, double z)
{
    if (trials <= 0)
        return {0.0, 1.0};
    const double n = trials;
    const double p = successes / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

// P(a, x), the regularized lower incomplete gamma function, by its series, for x < a + 1.
double gammaSeries(double a, double x)
{
    double term = 1.0 / a, sum = term;
    for (int n = 1; n < 500; ++n) {
        term *= x / (a + n);
        sum += term;
        if (std::abs(term) < std::abs(sum) * 1e-15)
            break;
    }
    return sum * std::exp(-x + a * std::log(x) - std::lgamma(a));
}

// Q(a, x) by its continued fraction (modified Lentz), for x >= a + 1.
double gammaFraction(double a, double x)
{
    constexpr double Tiny = 1e-300;
    double b = x + 1.0 - a, c = 1.0 / Tiny, d = 1.0 / b, h = d;
    for (int i = 1; i < 500; ++i) {
        const double an = -i * (i - a);
        b += 2.0;
        d = an * d + b;
        d = std::abs(d) < Tiny ? Tiny : d;
        c = b + an / c;
        c = std::abs(c) < Tiny ? Tiny : c;
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::abs(delta - 1.0) < 1e-15)
            break;
    }
    return std::exp(-x + a * std::log(x) - std::lgamma(a)) * h;
}

} // namespace

LabInterval wilson(double successes, int trials)
{
    return wilsonAt(successes, trials, Z95);
}

LabInterval wilson(double successes, int trials, double confidence)
{
    return wilsonAt(successes, trials, normalQuantile(1.0 - (1.0 - confidence) / 2.0));
}

double bonferroniConfidence(int tests)
{
    return 1.0 - ErrorRate / std::max(1, tests);
}

double normalQuantile(double p)
{
    if (p <= 0.0)
        return -HUGE_VAL;
    if (p >= 1.0)
        return HUGE_VAL;
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                   -2.759285104469687e+02, 1.383577518672690e+02,
                                   -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                   -1.556989798598866e+02, 6.680131188771972e+01,
                                   -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                   -2.400758277161838e+00, -2.549732539343734e+00,
                                   4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                   2.445134137142996e+00, 3.754408661907416e+00};
    const auto tail = [&](double q) {
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    };
    constexpr double Low = 0.02425;
    if (p < Low)
        return tail(std::sqrt(-2.0 * std::log(p)));
    if (p > 1.0 - Low)
        return -tail(std::sqrt(-2.0 * std::log(1.0 - p)));
    const double q = p - 0.5, r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
}

double normalSurvival(double z)
{
    return 0.5 * std::erfc(z / std::sqrt(2.0));
}

double chiSquareSurvival(double x, int df)
{
    if (df <= 0 || x <= 0.0)
        return 1.0;
    const double a = df / 2.0, half = x / 2.0;
    return half < a + 1.0 ? 1.0 - gammaSeries(a, half) : gammaFraction(a, half);
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
