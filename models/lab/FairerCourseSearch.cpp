#include "FairerCourseSearch.h"

#include "CourseLab.h"
#include "core/Percent.h"
#include "core/Rng.h"
#include "course/CourseFile.h"
#include "course/CourseVariations.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cw {

namespace {

// The largest win share minus the smallest, and in *margin half its 95 % interval: that of the
// difference of the two shares, which move apart as one takes the other's wins.
double spreadOf(const std::vector<LabStanding> &rows, double *margin)
{
    *margin = 0.0;
    if (rows.size() < 2)
        return 0.0;
    const auto [low, high] = std::minmax_element(
        rows.begin(), rows.end(),
        [](const LabStanding &a, const LabStanding &b) { return a.winShare < b.winShare; });
    const double p = high->winShare, q = low->winShare;
    const double games = std::max(1, std::min(high->games, low->games));
    const double variance = (p * (1 - p) + q * (1 - q) + 2 * p * q) / games;
    *margin = labstats::normalQuantile(0.975) * std::sqrt(variance);
    return p - q;
}

// Candidates measurably fairer first, then by score, then in the kind's order: the search's
// choice never depends on a tie's luck.
void sortByScore(std::vector<FairerCandidate> &candidates, const std::vector<int> &order)
{
    std::vector<std::size_t> index(candidates.size());
    std::iota(index.begin(), index.end(), 0);
    std::stable_sort(index.begin(), index.end(), [&](std::size_t a, std::size_t b) {
        if (candidates[a].fairer != candidates[b].fairer)
            return candidates[a].fairer;
        if (candidates[a].fairness.score != candidates[b].fairness.score)
            return candidates[a].fairness.score < candidates[b].fairness.score;
        return order[a] < order[b];
    });
    std::vector<FairerCandidate> sorted;
    for (const std::size_t i : index)
        sorted.push_back(std::move(candidates[i]));
    candidates = std::move(sorted);
}

// The confirming games' seed: another series than the screening's.
std::uint64_t confirmSeed(std::uint64_t seed)
{
    return seed ^ 0x9e3779b97f4a7c15ULL;
}

} // namespace

bool CourseFairness::measurablyUnfair() const
{
    return unfairP < labstats::ErrorRate;
}

CourseFairness CourseFairness::of(const LabReport &report, double originalLength)
{
    CourseFairness f;
    f.seatSpread = spreadOf(report.seats, &f.seatMargin);
    f.startSpread = spreadOf(report.starts, &f.startMargin);
    f.games = report.gamesPlayed;
    for (const std::vector<LabStanding> *rows : {&report.seats, &report.starts}) {
        int counted = 0;
        for (const LabStanding &row : *rows) {
            f.outsideFair += row.mark != 0;
            const double expected = row.games * report.fairWinShare;
            if (expected <= 0)
                continue;
            f.chiSquare += (row.winPoints - expected) * (row.winPoints - expected) / expected;
            ++counted;
        }
        f.degrees += std::max(0, counted - 1);
    }
    f.unfairP = labstats::chiSquareSurvival(f.chiSquare, f.degrees);
    f.length = report.length.mean;
    const bool bySeat = f.seatSpread >= f.startSpread;
    f.score = bySeat ? f.seatSpread : f.startSpread;
    f.scoreMargin = bySeat ? f.seatMargin : f.startMargin;
    if (originalLength > 0)
        f.score += LengthWeight * std::abs(f.length / originalLength - 1.0);
    return f;
}

double CourseFairness::fairerP(const CourseFairness &original, const CourseFairness &variation)
{
    if (original.games <= 0 || variation.games <= 0 || original.degrees <= 0 ||
        variation.degrees <= 0)
        return 1.0;
    const auto estimate = [](const CourseFairness &f) {
        return (f.chiSquare - f.degrees) / f.games;
    };
    const auto variance = [](const CourseFairness &f) {
        const double excess = std::max(0.0, f.chiSquare - f.degrees);
        return 2.0 * (f.degrees + 2.0 * excess) / (double(f.games) * f.games);
    };
    const double z = (estimate(original) - estimate(variation)) /
                     std::sqrt(variance(original) + variance(variation));
    return labstats::normalSurvival(z);
}

FairerCourseSearch::FairerCourseSearch(FairerCourseConfig config) : m_config(std::move(config)) {}

FairerCourseSearch::~FairerCourseSearch() = default;

void FairerCourseSearch::cancel()
{
    m_cancelled.store(true);
    const std::lock_guard lock(m_mutex);
    if (m_lab)
        m_lab->cancel();
}

std::optional<LabReport> FairerCourseSearch::play(const QJsonObject &course, int games,
                                                  std::uint64_t seed, const Progress &progress,
                                                  QString *error)
{
    if (m_cancelled.load())
        return std::nullopt;
    if (m_config.lab) {
        std::optional<LabReport> report = m_config.lab(course, games, seed);
        m_played += games;
        if (progress)
            progress(m_played, m_total);
        if (!report && error && error->isEmpty())
            *error = tr("lab: no report");
        return report;
    }
    TournamentConfig config;
    config.gameId = m_gameId;
    config.course = course;
    config.players = m_config.players;
    config.games = games;
    config.seed = seed;
    config.threads = m_config.threads;
    CourseLab lab(config);
    {
        const std::lock_guard lock(m_mutex);
        m_lab = &lab;
    }
    if (m_cancelled.load()) // cancel() may have come before the lab was known
        lab.cancel();
    const int before = m_played;
    std::optional<LabReport> report = lab.run(
        [&](int finished, int) {
            m_played = before + finished;
            if (progress)
                progress(m_played, m_total);
        },
        error);
    {
        const std::lock_guard lock(m_mutex);
        m_lab = nullptr;
    }
    m_played = before + games;
    if (!report || report->cancelled || m_cancelled.load())
        return std::nullopt;
    return report;
}

std::optional<FairerCourseResult> FairerCourseSearch::run(const Progress &progress, QString *error)
{
    const QJsonObject &course = m_config.course;
    const GameInfo *info = CourseLab::gameFor(course);
    const QString kindId = course.value(QStringLiteral("kind")).toString();
    if (!info) {
        *error = tr("kind: no game is played on \"%1\" courses").arg(kindId);
        return std::nullopt;
    }
    m_gameId = info->id;
    CourseCheckOptions check;
    check.seats = int(m_config.players.size());
    if (!CourseFile::errors(course, check).isEmpty()) {
        *error = tr("course: has errors; the search starts from a valid course");
        return std::nullopt;
    }

    FairerCourseResult result;
    result.gameId = m_gameId;
    const CourseVariationKind *kind = CourseVariationKind::find(kindId);
    result.scope = kind ? kind->scope.text()
                        : tr("%1 courses have nothing Find a Fairer Course can vary.")
                              .arg(info->displayName.text());
    std::vector<CourseVariation> valid;
    if (kind) {
        std::vector<CourseVariation> made = kind->variations(course);
        result.variations = int(made.size());
        std::vector<QJsonObject> seen{course};
        for (CourseVariation &variation : made) {
            if (std::find(seen.begin(), seen.end(), variation.course) != seen.end() ||
                !CourseFile::errors(variation.course, check).isEmpty())
                continue;
            seen.push_back(variation.course);
            valid.push_back(std::move(variation));
        }
    }
    result.valid = int(valid.size());
    // A seeded sample when there are more than the config tries, kept in the kind's order.
    std::vector<int> order(valid.size());
    std::iota(order.begin(), order.end(), 0);
    if (int(order.size()) > m_config.candidates) {
        Rng rng(m_config.seed);
        rng.shuffle(order.begin(), order.end());
        order.resize(std::size_t(std::max(0, m_config.candidates)));
        std::sort(order.begin(), order.end());
    }
    result.tried = int(order.size());
    const int finalists = std::min(result.tried, 2 * m_config.best);
    m_total = (1 + result.tried) * m_config.screenGames + (1 + finalists) * m_config.confirmGames;

    // Screening: the original and every variation on the same games (the same seed), so that
    // they differ by the course and not by luck.
    const std::optional<LabReport> screenOriginal =
        play(course, m_config.screenGames, m_config.seed, progress, error);
    if (!screenOriginal) {
        result.cancelled = m_cancelled.load();
        return result.cancelled ? std::optional(result) : std::nullopt;
    }
    std::vector<FairerCandidate> screened;
    for (const int i : order) {
        std::optional<LabReport> report = play(valid[std::size_t(i)].course, m_config.screenGames,
                                               m_config.seed, progress, error);
        if (!report) {
            if (!m_cancelled.load())
                return std::nullopt;
            result.cancelled = true;
            return result;
        }
        const CourseFairness fairness = CourseFairness::of(*report, screenOriginal->length.mean);
        screened.push_back({valid[std::size_t(i)].course, valid[std::size_t(i)].change,
                            std::move(*report), fairness, false});
    }
    sortByScore(screened, order);
    screened.resize(std::size_t(finalists));

    // Confirming: the original and the finalists on other games, all the same ones.
    const std::uint64_t seed = confirmSeed(m_config.seed);
    std::optional<LabReport> original = play(course, m_config.confirmGames, seed, progress, error);
    if (!original) {
        result.cancelled = m_cancelled.load();
        return result.cancelled ? std::optional(result) : std::nullopt;
    }
    result.original = {course, QString(), *original,
                       CourseFairness::of(*original, original->length.mean), false};
    std::vector<int> finalistOrder;
    // Every finalist is compared with the original: Bonferroni over all of them.
    result.compared = int(screened.size());
    const double threshold = labstats::ErrorRate / std::max(1, result.compared);
    for (FairerCandidate &finalist : screened) {
        std::optional<LabReport> report =
            play(finalist.course, m_config.confirmGames, seed, progress, error);
        if (!report) {
            if (!m_cancelled.load())
                return std::nullopt;
            result.cancelled = true;
            break;
        }
        finalist.report = std::move(*report);
        finalist.fairness = CourseFairness::of(finalist.report, original->length.mean);
        const CourseFairness &before = result.original.fairness;
        finalist.fairerP = CourseFairness::fairerP(before, finalist.fairness);
        finalist.fairer = before.measurablyUnfair() && finalist.fairerP < threshold &&
                          finalist.fairness.score < before.score;
        finalistOrder.push_back(int(finalistOrder.size()));
        result.best.push_back(std::move(finalist));
    }
    sortByScore(result.best, finalistOrder);
    if (int(result.best.size()) > m_config.best)
        result.best.resize(std::size_t(m_config.best));
    return result;
}

QString FairerCourseSearch::verdict(const FairerCourseResult &result)
{
    const CourseFairness &original = result.original.fairness;
    const int games = result.original.report.gamesPlayed;
    const QString errorRate = Percent::of(labstats::ErrorRate, 0);
    if (result.anyFairer()) {
        const FairerCandidate &best = result.best.front();
        return tr("Variation 1 (%1) is measurably fairer than the original on %n games the "
                  "screening did not use: a difference this large comes by chance less than "
                  "%2 of the time, after correcting for the %3 variations compared (Bonferroni).",
                  nullptr, games)
            .arg(best.change, errorRate)
            .arg(result.compared);
    }
    if (!original.measurablyUnfair())
        return tr("No variation is measurably fairer at %n games: the original is not measurably "
                  "unfair (a fair course shows differences this large %1 of the time). Play "
                  "more games to tell.",
                  nullptr, games)
            .arg(Percent::of(original.unfairP, 0));
    return tr("No variation is measurably fairer at %n games: the original is measurably unfair, "
              "but no variation's difference from it is beyond chance after correcting for the "
              "%1 variations compared (Bonferroni). Play more games to tell.",
              nullptr, games)
        .arg(result.compared);
}

} // namespace cw
