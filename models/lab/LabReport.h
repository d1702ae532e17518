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
    int rounds = 0; // "round", "turn" or "phase" events (LabEventKind::lengthUnitOf), else 0
    std::vector<int> ranksBySeat;
    std::vector<int> seatOfPlayer; // the seat listed player p sat in
    std::vector<LabEvent> events;
    // A hash of the game's action list: equal for games played move for move alike. 0 until
    // known (CourseLab learns it just after the game's other figures).
    std::uint64_t fingerprint = 0;
    std::vector<int> startOfSeat{}; // the start position seat s had; empty: the game has none
};

// Wins and ranks of one seat (start position) or one listed player over the games played.
struct LabStanding {
    int games = 0;
    int wins = 0;       // rank 1, shared first places included
    int sharedWins = 0; // of those, first places shared with other seats
    // Wins with a first place shared by k seats counted as 1/k: these add up to one win a game,
    // so a fair seat's share is 1 / seats whatever the ties.
    double winPoints = 0.0;
    double winShare = 0.0;   // winPoints / games
    LabInterval winInterval; // Wilson, 95 %, of winShare
    double meanRank = 0.0;
    LabInterval rankInterval; // 95 % interval of the mean rank
    // The win share's interval judged together with every other row of the report (Bonferroni,
    // LabReport::judged rows: labstats::bonferroniConfidence), and what it says: +1 favoured (it
    // lies above the fair share), -1 handicapped (below), 0 not measurably either. Tags follow the
    // win share they sit beside, never the mean rank.
    LabInterval jointInterval;
    int mark = 0;
};

// The listed players of one AI level pooled: players of one level are one AI rotating through
// every seat, so they can differ from each other only by chance; a level is judged as a whole.
struct LabLevelStanding {
    Controller level = Controller::AiEasy;
    int players = 0;
    LabStanding standing; // winShare: the level's wins per player-game
};

// Where a located rule fired (LabEventKind::element): one element of the course.
struct LabHeatCell {
    int location = -1; // the element's index (a split line's, a hex's SalmonCourseMap index)
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

    QString lengthUnit; // "rounds", "turns", "phases" (the game's own word) or "moves"
    labstats::Summary length;
    int shortest = 0, longest = 0;
    labstats::Histogram lengthHistogram;

    // The fair share: 1 / seats (shared first places are split, LabStanding::winPoints), and the
    // mean rank of every seat's games pooled (shared places count as they happen).
    double fairWinShare = 0.0;
    double fairMeanRank = 0.0;
    int sharedFirstGames = 0; // games whose first place was shared

    // Whether the games differ enough to be evidence. Identical: every game was played move for
    // move alike. Repeated: more than a tenth of the games repeat an earlier one move for move.
    // NearlyIdentical: at least 20 games, of which fewer than a quarter differ in length or
    // finishing order. Judged on the games whose fingerprint is known.
    enum class Sameness { Varied, NearlyIdentical, Repeated, Identical };
    Sameness sameness = Sameness::Varied;
    int distinctGames = 0;    // different action lists among the games fingerprinted
    int distinctOutcomes = 0; // different (length, finishing order by seat) among the games
    // The warning for people when the games are not evidence; empty when they vary.
    QString samenessWarning() const;
    // How shared first places are counted, for people: "Games with a shared first place: 12;
    // such a place counts 1/k of a win for each of its k seats."
    QString sharedWinNote() const;
    // Whether seats may be called favoured or handicapped: games vary.
    bool isEvidence() const { return sameness == Sameness::Varied; }
    std::vector<LabStanding> seats; // by seat (turn order and every rule keyed to the seat)
    // The distinct start positions of the course (StartPositions::places): a Salmon Run river
    // with one start hex has 1 whatever the seats; 0 when the game has no start position apart
    // from the seat (Niagara, Line cards).
    int startCount = 0;
    // By start position (GameInfo::startName: rowing's lanes, Salmon Run's start hexes, Visions'
    // starting order), rotated apart from the seats so that the two effects show separately: one
    // row per distinct start (start positions that put seats on one place counted together, each
    // seat's game once); empty when there are fewer than two, where no start effect can exist.
    std::vector<LabStanding> starts;
    std::vector<LabStanding> standings; // by listed player, never marked (LabLevelStanding)
    // By AI level, when the players are of two levels or more; empty when all play one.
    std::vector<LabLevelStanding> levels;
    // Rows judged together (seats, starts and levels): each row's jointInterval is at
    // labstats::bonferroniConfidence(judged), so that the chance of any wrong tag is at most
    // labstats::ErrorRate. 0 before judge().
    int judged = 0;
    // Sets the levels, `judged`, and every seat's, start's and level's jointInterval and mark
    // (none when the games are not evidence, isEvidence()). build() calls it.
    void judge();
    std::vector<LabRuleStats> rules; // in the game's labEventKinds() order

    int seatCount() const { return int(players.size()); }
    // Start position `start` (from 0) in the course's words, for people: "Lane 3", "Start hex 2".
    QString startName(int start) const;
    // What the starts section says, for people: how start positions were given apart from seats,
    // or, for a game without them (starts empty), that every seat starts alike.
    QString startsNote() const;
    // The rule keyed `key`, nullptr when the game reports no such kind.
    const LabRuleStats *rule(const QString &key) const;

    // `games` (the finished ones) in game order; kinds as the game declares them; names of the
    // located elements by element and index (Game::labLocationName); how many games were
    // stopped at the maximum length; the course's distinct start positions (startCount; -1: one
    // for each seat when the games report starts, else none). LabGame::startOfSeat holds places.
    static LabReport build(const QString &gameId, const QString &courseName,
                           const QList<Controller> &players, int gamesPlanned, std::uint64_t seed,
                           const std::vector<const LabGame *> &games,
                           const std::vector<LabEventKind> &kinds,
                           const std::map<std::pair<QString, int>, QString> &names,
                           int gamesUnfinished = 0, int startCount = -1);

    QJsonObject toJson() const;
    // The same figures as one long table: section,item,location,measure,value (RFC 4180 quoting).
    QString toCsv() const;
    // A translated name for the length unit, for people: "rounds", "turns", "phases", "moves".
    QString lengthUnitText() const;
};

} // namespace cw
