#pragma once

#include <vector>

namespace cw {

// A 95 % confidence interval.
struct LabInterval {
    double low = 0.0;
    double high = 0.0;
    bool contains(double value) const { return low <= value && value <= high; }
};

// The course lab's statistics, small and exact enough for a few thousand games.
namespace labstats {

// Wilson score interval of a share of `successes` out of `trials` at 95 %: unlike the normal
// approximation it stays inside [0, 1] and is sound for shares near 0 or 1. [0, 1] for no trials.
// `successes` may be fractional (a first place shared by k seats counts 1/k of a win).
LabInterval wilson(double successes, int trials);
// The same at another confidence (0.95: the 95 % interval above), for intervals judged together.
LabInterval wilson(double successes, int trials, double confidence);

// The error rate of every judgement the lab and Find a Fairer Course make (a tag, "measurably
// unfair", "fairer"): the chance of calling chance an effect, over all the rows or variations
// judged together (docs/lab-report.md, "Telling an effect from chance").
constexpr double ErrorRate = 0.05;

// Bonferroni: each of `tests` judgements made at ErrorRate / tests keeps the chance that any of
// them is wrong at most ErrorRate. The confidence of each one's interval.
double bonferroniConfidence(int tests);

// The standard normal distribution: its quantile (Acklam's rational approximation, relative
// error below 1.2e-9) and P(Z > z).
double normalQuantile(double p);
double normalSurvival(double z);
// P(X > x) for X chi-square with `df` degrees of freedom (the regularized upper incomplete gamma
// function, by its series or continued fraction).
double chiSquareSurvival(double x, int df);

// Mean, sample standard deviation and the 95 % interval of the mean (normal approximation:
// mean ± 1.96·sd/√n, fine from a few dozen games). The interval is the mean itself for one value.
struct Summary {
    int count = 0;
    double mean = 0.0;
    double sd = 0.0;
    LabInterval interval;
};
Summary summarize(const std::vector<double> &values);

// Counts of whole values in bins of `width` from `start`: at most `maxBins` bins of a width of 1
// or more covering min..max of the values.
struct Histogram {
    int start = 0;
    int width = 1;
    std::vector<int> counts;
};
Histogram histogram(const std::vector<int> &values, int maxBins = 24);

} // namespace labstats

} // namespace cw
