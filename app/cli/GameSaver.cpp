#include "GameSaver.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cw::cli {

bool GameSaver::prepare(const QString &folder, int games, QString *error)
{
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir()) {
        *error = tr("%1: not a folder: cannot save the games there").arg(folder);
        return false;
    }
    if (!QDir().mkpath(folder)) {
        *error = tr("%1: cannot make the folder").arg(folder);
        return false;
    }
    // What is in the way must be a record, as an earlier --save wrote: a course file (the one
    // being played, perhaps) or anything else is kept, and the games not played.
    for (int game = 0; game < games; ++game) {
        const QString file = fileOf(folder, game, games);
        QString unused;
        if (QFileInfo::exists(file) && !GameRecord::load(file, &unused)) {
            *error = tr("%1: not a game record: refusing to replace it").arg(file);
            return false;
        }
    }
    return true;
}

QString GameSaver::fileOf(const QString &folder, int game, int games)
{
    const int width = std::max(2, int(QString::number(games).size()));
    return QDir(folder).filePath(
        QStringLiteral("game-%1.cwgame").arg(game + 1, width, 10, QLatin1Char('0')));
}

GameSaver::GameSaver(QString folder, int games) : m_folder(std::move(folder)), m_games(games) {}

void GameSaver::save(int game, const GameRecord &record)
{
    const QString file = fileOf(m_folder, game, m_games);
    QString failure;
    if (record.save(file, &failure))
        return;
    const std::lock_guard lock(m_mutex);
    if (m_error.isEmpty())
        m_error = failure;
}

QString GameSaver::error() const
{
    const std::lock_guard lock(m_mutex);
    return m_error;
}

} // namespace cw::cli
