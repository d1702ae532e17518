#include "FairerCourseSearch.h"

#include "CourseLab.h"
#include "core/Rng.h"
#include "course/CourseFile.h"
#include "course/CourseVariations.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cw {

namespace {

double spreadOf(const std::vector<LabStanding> &rows)
{
    if (rows.size() < 2)
        return 0.0;
    const auto [low, high] = std::minmax_element(
        rows.begin(), rows.end(),
        [](const LabStanding &a, const LabStanding &b) { return a.winShare < b.winShare; });
    return high->winShare - low->winShare;
}

// Candidates by score, then in the kind's order: the search's choice never depends on a tie's luck.
void sortByScore(std::vector<FairerCandidate> &candidates, const std::vector<int> &order)
{
    std::vector<std::size_t> index(candidates.size());
    std::iota(index.begin(), index.end(), 0);
    std::stable_sort(index.begin(), index.end(), [&](std::size_t a, std::size_t b) {
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

CourseFairness CourseFairness::of(const LabReport &report, double originalLength)
{
    CourseFairness f;
    f.seatSpread = spreadOf(report.seats);
    f.startSpread = spreadOf(report.starts);
    for (const std::vector<LabStanding> *rows : {&report.seats, &report.starts})
        for (const LabStanding &row : *rows)
            f.outsideFair += row.games > 0 && !row.winInterval.contains(report.fairWinShare);
    f.length = report.length.mean;
    f.score = std::max(f.seatSpread, f.startSpread);
    if (originalLength > 0)
        f.score += LengthWeight * std::abs(f.length / originalLength - 1.0);
    return f;
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
        finalist.fairer = finalist.fairness.score < result.original.fairness.score;
        finalistOrder.push_back(int(finalistOrder.size()));
        result.best.push_back(std::move(finalist));
    }
    sortByScore(result.best, finalistOrder);
    if (int(result.best.size()) > m_config.best)
        result.best.resize(std::size_t(m_config.best));
    return result;
}

} // namespace cw
