#pragma once

#include "core/GameRecord.h"

#include <QCoreApplication>
#include <QString>

#include <mutex>

namespace cw::cli {

// `--save DIR` of the commands that play AI-only games (match, lab): each game's record written
// into DIR as "game-01.cwgame", "game-02.cwgame", … (numbered from 1, as wide as the last number,
// at least two digits), atomically (GameRecord::save), so that `replay` and the app open it. It
// replaces only game records (an earlier --save's): never the course played nor any other file.
// save() is called from the games' worker threads.
class GameSaver {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::GameSaver)

public:
    // Makes `folder` (and its parents) when needed; false with *error ("DIR: not a folder: cannot
    // save the games there", "DIR: cannot make the folder", "FILE: not a game record: refusing to
    // replace it") when it cannot hold the records of `games` games. Called before any game.
    static bool prepare(const QString &folder, int games, QString *error);

    GameSaver(QString folder, int games);

    // Writes game `game`'s record (from 0). Thread-safe; the first failure is kept.
    void save(int game, const GameRecord &record);
    // The first failure ("<file>: cannot write: <reason>"), or an empty string.
    QString error() const;

private:
    // The record of game `game` (from 0) of `games`.
    static QString fileOf(const QString &folder, int game, int games);

    QString m_folder;
    int m_games;
    mutable std::mutex m_mutex;
    QString m_error;
};

} // namespace cw::cli
