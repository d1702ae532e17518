#include "LabRunComparison.h"

#include "core/GameRegistry.h"

namespace cw {

namespace {

QString levelsText(const QList<Controller> &players)
{
    QStringList levels;
    for (Controller level : players)
        levels.append(controllerKey(level));
    return levels.join(QStringLiteral(", "));
}

QString gameName(const QString &id)
{
    const GameInfo *info = GameRegistry::find(id);
    return info ? info->displayName.text() : id;
}

} // namespace

LabRunComparison::LabRunComparison(const LabRun &previous, const LabRun &current)
{
    const LabReport &was = previous.report;
    const LabReport &is = current.report;
    if (was.gameId != is.gameId) {
        m_comparable = false;
        m_differences.append(tr("it played another game (%1)").arg(gameName(was.gameId)));
        return;
    }
    if (was.courseName != is.courseName)
        m_differences.append(tr("it played another course (“%1”)").arg(was.courseName));
    else if (previous.course != current.course)
        m_differences.append(tr("the course was edited since"));
    if (was.players != is.players)
        m_differences.append(tr("its seats were %1").arg(levelsText(was.players)));
    if (was.gamesPlanned != is.gamesPlanned)
        m_differences.append(tr("its number of games was %1").arg(was.gamesPlayed));
    if (was.seed != is.seed)
        m_differences.append(tr("its seed was %1").arg(was.seed));
}

QString LabRunComparison::summary() const
{
    if (m_differences.isEmpty())
        return QString();
    if (!m_comparable)
        return tr("The previous run is not shown: %1.")
            .arg(m_differences.join(QStringLiteral("; ")));
    return tr("Unlike this run, %1.").arg(m_differences.join(QStringLiteral("; ")));
}

} // namespace cw
