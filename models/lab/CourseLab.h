#pragma once

#include "LabReport.h"
#include "ai/Tournament.h"
#include "core/GameInfo.h"

#include <QString>

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace cw {

// The course lab: AI-only games on one course (a Tournament: seats rotate from game to game,
// every seed derives from the config's, so the report does not depend on the thread count), each
// game reporting its own events (Game::labEventKinds, takeLabEvents) into a LabReport.
// run() blocks (call it off the GUI thread); snapshot() and cancel() may be called from any
// thread meanwhile, which is how the editor shows results as they come.
class CourseLab {
public:
    // config.finished is the lab's own; whatever the caller put there is replaced.
    // config.recorded, when set, is called after the lab has read each record.
    explicit CourseLab(TournamentConfig config);
    ~CourseLab();

    // Plays every game; nullopt with *error ("<field>: <reason>") when the config is unusable
    // (Tournament::run). After cancel() the report covers the games finished before it.
    // `progress` is called on this thread after each finished game (Tournament::Progress).
    std::optional<LabReport> run(const Tournament::Progress &progress, QString *error);
    // Thread-safe. The games in progress stop at their next move.
    void cancel();
    // Thread-safe: the report of the games finished so far, in game order.
    LabReport snapshot() const;

    // The game played on `course` (the one whose default course is of its kind); nullptr when
    // no game plays it.
    static const GameInfo *gameFor(const QJsonObject &course);

private:
    void gameFinished(int game, Game &state);

    TournamentConfig m_config;
    std::unique_ptr<Tournament> m_tournament;
    mutable std::mutex m_mutex; // guards what follows
    std::vector<std::optional<LabGame>> m_games;
    std::vector<LabEventKind> m_kinds;
    int m_roundKind = -1;
    std::map<std::pair<QString, int>, QString> m_names;
    int m_unfinished = 0;         // games stopped at the game's maximum length
    bool m_hasStarts = false;     // the game has start positions apart from seats
    bool m_startsInSetup = false; // … assigned by the setup (rotated), else drawn by the rules
};

} // namespace cw
