#include "GameSaver.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cw::cli {

bool GameSaver::prepare(const QString &folder, QString *error)
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
    return true;
}

GameSaver::GameSaver(QString folder, int games)
    : m_folder(std::move(folder)), m_width(std::max(2, int(QString::number(games).size())))
{
}

void GameSaver::save(int game, const GameRecord &record)
{
    const QString file = QDir(m_folder).filePath(
        QStringLiteral("game-%1.cwgame").arg(game + 1, m_width, 10, QLatin1Char('0')));
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
