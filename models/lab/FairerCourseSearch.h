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

// How fair the lab finds a course, and how long its games last.
struct CourseFairness {
    // What a length change costs in the score: a course 20 % longer or shorter than the original
    // counts as 5 points of win share more spread, so a fairer course is not bought with a game
    // of another length.
    static constexpr double LengthWeight = 0.25;

    double seatSpread = 0.0;  // the largest seat win share minus the smallest
    double startSpread = 0.0; // the same over the distinct starts; 0 with fewer than two
    // Seats and starts whose 95 % interval of the win share excludes the fair share.
    int outsideFair = 0;
    double length = 0.0; // mean length, in the report's unit
    // Lower is fairer: max(seatSpread, startSpread) + LengthWeight·|length / original − 1|.
    double score = 0.0;

    // From a report, against the original course's mean length (<= 0: not counted).
    static CourseFairness of(const LabReport &report, double originalLength);
};

// One course the search played: the original or a variation.
struct FairerCandidate {
    QJsonObject course;
    QString change; // what the variation changed, for people; empty for the original
    LabReport report;
    CourseFairness fairness;
    bool fairer = false; // scores below the original on the same games
};

struct FairerCourseConfig {
    QJsonObject course;        // a course that passes CourseFile::errors
    QList<Controller> players; // one AI level per seat
    int screenGames = 48;      // games on each variation tried, to choose the finalists
    // Games on the original and each finalist, with other seeds than the screening: the figures
    // shown are not the ones a finalist was chosen on.
    int confirmGames = 192;
    int candidates = 24; // most variations tried (a seeded sample when the kind makes more)
    int best = 3;        // finalists kept
    std::uint64_t seed = 1;
    int threads = 0; // worker threads of each lab; 0: every core
};

struct FairerCourseResult {
    QString gameId;
    FairerCandidate original;
    std::vector<FairerCandidate> best; // at most config.best, lowest score first
    int variations = 0;                // made by the kind's generator
    int valid = 0;                     // of those, passing the validator
    int tried = 0;                     // of those, screened
    bool cancelled = false;
    // What the kind varies and what not (CourseVariationKind::scope), or why it has nothing.
    QString scope;
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
