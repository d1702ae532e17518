#pragma once

#include "LabReport.h"
#include "core/GameSetup.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <vector>

namespace cw {

class CourseLab;

// How fair the lab finds a course, and how long its games last, each figure with its
// uncertainty (docs/lab-report.md, "Telling an effect from chance").
struct CourseFairness {
    // What a length change costs in the score: a course 20 % longer or shorter than the original
    // counts as 5 points of win share more spread, so a fairer course is not bought with a game
    // of another length.
    static constexpr double LengthWeight = 0.25;

    double seatSpread = 0.0;  // the largest seat win share minus the smallest
    double startSpread = 0.0; // the same over the distinct starts; 0 with fewer than two
    // Half the 95 % interval of each spread (of the difference of those two shares; normal
    // approximation): a fair course's spread is not 0 but within about this of it.
    double seatMargin = 0.0, startMargin = 0.0;
    // Seats and starts marked favoured or handicapped (LabStanding::mark: their interval,
    // judged together with the others, excludes the fair share).
    int outsideFair = 0;
    double length = 0.0; // mean length, in the report's unit
    // Lower is fairer: max(seatSpread, startSpread) + LengthWeight·|length / original − 1|, and
    // the margin of the larger spread.
    double score = 0.0, scoreMargin = 0.0;
    // Pearson's chi-square of the seats' and the starts' wins against the fair share, its degrees
    // of freedom, the games it covers, and the chance that a fair course shows one as large.
    double chiSquare = 0.0;
    int degrees = 0;
    int games = 0;
    double unfairP = 1.0;

    // Measurably unfair: a fair course shows such a chi-square less often than
    // labstats::ErrorRate.
    bool measurablyUnfair() const;

    // From a report, against the original course's mean length (<= 0: not counted).
    static CourseFairness of(const LabReport &report, double originalLength);
    // The chance of seeing `variation` as much fairer than `original` as it is, or more, if it
    // were not fairer at all: one-sided, on the noise-corrected unfairness (chiSquare − degrees)
    // / games, whose variance is 2·(degrees + 2·max(0, chiSquare − degrees)) / games² for each.
    static double fairerP(const CourseFairness &original, const CourseFairness &variation);
};

// One course the search played: the original or a variation.
struct FairerCandidate {
    QJsonObject course;
    QString change; // what the variation changed, for people; empty for the original
    LabReport report;
    CourseFairness fairness;
    double fairerP = 1.0; // CourseFairness::fairerP against the original, on the confirming games
    // Measurably fairer: the original is measurably unfair, fairerP is below labstats::ErrorRate
    // divided by the finalists compared (Bonferroni), and the score is lower.
    bool fairer = false;
};

// Plays `games` on `course` from `seed` in place of the course lab (FairerCourseConfig::lab).
using FairerLab = std::function<std::optional<LabReport>(const QJsonObject &course, int games,
                                                         std::uint64_t seed)>;

struct FairerCourseConfig {
    QJsonObject course;        // a course that passes CourseFile::errors
    QList<Controller> players; // one AI level per seat
    int screenGames = 48;      // games on each variation tried, to choose the finalists
    // Games on the original and each finalist, with other seeds than the screening: the figures
    // shown, and every judgement, are not the ones a finalist was chosen on.
    int confirmGames = 192;
    int candidates = 24; // most variations tried (a seeded sample when the kind makes more)
    int best = 3;        // finalists kept
    std::uint64_t seed = 1;
    int threads = 0; // worker threads of each lab; 0: every core
    // Empty: the course lab plays. Tests set a stand-in whose unfairness they know.
    FairerLab lab;
};

struct FairerCourseResult {
    QString gameId;
    FairerCandidate original;
    std::vector<FairerCandidate> best; // at most config.best, the fairer ones first, then by score
    int compared = 0;   // finalists compared with the original on the confirming games
    int variations = 0; // made by the kind's generator
    int valid = 0;      // of those, passing the validator
    int tried = 0;      // of those, screened
    bool cancelled = false;
    // What the kind varies and what not (CourseVariationKind::scope), or why it has nothing.
    QString scope;

    bool anyFairer() const { return !best.empty() && best.front().fairer; }
};

// Find a Fairer Course: makes the variations the course's kind makes (CourseVariationKind,
// registered by each kind's folder: the search knows no kind), keeps only those the one gate
// accepts (CourseFile::errors, as play and validate), plays the lab on a seeded sample of them
// (every game on every core, through CourseLab), then plays the original and the best ones again
// on fresh games and returns the fairest few. The same config gives the same result on any number
// of threads. run() blocks (call it off the GUI thread); cancel() may come from any thread.
class FairerCourseSearch {
    Q_DECLARE_TR_FUNCTIONS(cw::FairerCourseSearch)

public:
    // Called on run()'s thread: games played so far and games in all (the total is known once
    // the variations are).
    using Progress = std::function<void(int played, int total)>;

    explicit FairerCourseSearch(FairerCourseConfig config);
    ~FairerCourseSearch();

    // nullopt with *error ("<field>: <reason>") when the course or the seats are unusable. After
    // cancel() the result is marked cancelled and holds what was confirmed before.
    std::optional<FairerCourseResult> run(const Progress &progress, QString *error);
    void cancel();

    // The search's conclusion for people: the fairer variation and how sure, or that none is
    // measurably fairer at this many games (and whether the original is measurably unfair).
    static QString verdict(const FairerCourseResult &result);

private:
    // The lab on `course`; nullopt on an error or once cancelled.
    std::optional<LabReport> play(const QJsonObject &course, int games, std::uint64_t seed,
                                  const Progress &progress, QString *error);

    FairerCourseConfig m_config;
    QString m_gameId;
    int m_played = 0, m_total = 0;
    std::atomic<bool> m_cancelled{false};
    std::mutex m_mutex; // guards m_lab
    CourseLab *m_lab = nullptr;
};

} // namespace cw
