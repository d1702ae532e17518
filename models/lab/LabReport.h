#pragma once

#include "LabStatistics.h"
#include "core/GameSetup.h"
#include "core/LabEvent.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>
#include <map>
#include <vector>

namespace cw {

// One finished game of the course lab, as CourseLab keeps it.
struct LabGame {
    int moves = 0;
    int rounds = 0; // "round" events (LabEventKind), 0 for a game that reports none
    std::vector<int> ranksBySeat;
    std::vector<int> seatOfPlayer; // the seat listed player p sat in
    std::vector<LabEvent> events;
};

// Wins and ranks of one seat (start position) or one listed player over the games played.
struct LabStanding {
    int games = 0;
    int wins = 0; // rank 1, shared first places included
    double winShare = 0.0;
    LabInterval winInterval; // Wilson, 95 %
    double meanRank = 0.0;
    LabInterval rankInterval; // 95 % interval of the mean rank
};

// Where a located rule fired (LabEventKind::element): one element of the course.
struct LabHeatCell {
    int location = -1; // the element's index (a split line's, a hex's RiverMap index)
    QString name;      // "500 m", "6-2"
    int count = 0;
    qint64 amount = 0;
};

// How often one rule fired.
struct LabRuleStats {
    QString key;     // LabEventKind::key
    QString label;   // translated
    QString element; // empty: not located
    int count = 0;   // events over all games
    qint64 amount = 0;
    int games = 0;                 // games in which it fired at least once
    double perGame = 0.0;          // count / games played
    std::vector<LabHeatCell> heat; // located kinds: by location, ascending
};

// The course lab's report, built from the games finished so far (a partial report while the lab
// runs, the final one after). toJson() is the schema of docs/lab-report.md.
struct LabReport {
    Q_DECLARE_TR_FUNCTIONS(cw::LabReport)

public:
    static constexpr int FormatVersion = 1;

    QString gameId;
    QString courseName;
    QList<Controller> players; // AI level of each listed player
    int gamesPlanned = 0;
    int gamesPlayed = 0; // finished by the rules: every figure below covers these
    // Stopped at the game's maximum length (GameInfo::maxGameLength) without ending: in no figure.
    int gamesUnfinished = 0;
    std::uint64_t seed = 1;
    bool cancelled = false;

    QString lengthUnit; // "rounds" or "moves"
    labstats::Summary length;
    int shortest = 0, longest = 0;
    labstats::Histogram lengthHistogram;

    // The fair share: every seat's games pooled, so shared places count as they happen (1 / seats
    // and (seats + 1) / 2 without shared places).
    double fairWinShare = 0.0;
    double fairMeanRank = 0.0;
    std::vector<LabStanding> seats;     // by seat (start position)
    std::vector<LabStanding> standings; // by listed player
    std::vector<LabRuleStats> rules;    // in the game's labEventKinds() order

    int seatCount() const { return int(players.size()); }
    // The rule keyed `key`, nullptr when the game reports no such kind.
    const LabRuleStats *rule(const QString &key) const;

    // `games` (the finished ones) in game order; kinds as the game declares them; names of the
    // located elements by element and index (Game::labLocationName); how many games were
    // stopped at the maximum length.
    static LabReport build(const QString &gameId, const QString &courseName,
                           const QList<Controller> &players, int gamesPlanned, std::uint64_t seed,
                           const std::vector<const LabGame *> &games,
                           const std::vector<LabEventKind> &kinds,
                           const std::map<std::pair<QString, int>, QString> &names,
                           int gamesUnfinished = 0);

    QJsonObject toJson() const;
    // The same figures as one long table: section,item,location,measure,value (RFC 4180 quoting).
    QString toCsv() const;
    // A translated name for the length unit, for people: "rounds", "moves".
    QString lengthUnitText() const;
};

} // namespace cw
