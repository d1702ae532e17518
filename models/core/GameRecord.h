#pragma once

#include "Game.h"
#include "GameSetup.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace cw {

// A game as a file: its setup and the actions taken. Replaying the actions on the setup
// reproduces every position exactly, because all randomness comes from setup.seed.
struct GameRecord {
    Q_DECLARE_TR_FUNCTIONS(cw::GameRecord)

public:
    static constexpr int FormatVersion = 1;
    // Sizes a record may state (docs/course-format.md, "Game records"), so that no file makes
    // loading work or allocate without bound. A record is its course (at most
    // CourseFile::MaxFileBytes), a few seats and the actions of one game: at most the game's
    // maximum length (GameInfo::maxGameLength, up to 200 000 for Niagara), so that any game AI
    // play stops can be saved and read back (checked for every game by the registry suite).
    static constexpr qint64 MaxFileBytes = 8 * 1024 * 1024;
    static constexpr int MaxSeats = 16;
    static constexpr int MaxNameLength = 200;
    static constexpr int MaxSourceLength = 4096;
    static constexpr int MaxActions = 250000;

    GameSetup setup;
    std::vector<Action> actions;

    QJsonObject toJson() const;

    // Parses a record. On failure returns nullopt and sets *error to "<field>: <reason>"; the
    // caller prefixes the file name. Records from a newer format version are refused.
    static std::optional<GameRecord> fromJson(const QJsonObject &json, QString *error);

    // Atomic write (QSaveFile). Returns false and sets *error (naming the file) on failure.
    bool save(const QString &path, QString *error) const;
    // Reads and parses a file; errors name the file, the field and the reason. Anything but a
    // regular file of at most MaxFileBytes is refused unread.
    static std::optional<GameRecord> load(const QString &path, QString *error);

    // Builds the initial state and applies the first `count` actions (all when count < 0).
    // Returns nullptr and sets *error if the setup is unusable or an action is illegal
    // (a hand-edited or corrupted record), naming the offending action index.
    std::unique_ptr<Game> replay(int count, QString *error) const;

    // The seed an AI decides with at `move` of this game: a function of the game's seed and the
    // move only, so a game against the AI replays identically, and the coach's hint and review
    // of a move are the AI's own decision there.
    std::uint64_t decisionSeed(int move) const;
};

} // namespace cw
