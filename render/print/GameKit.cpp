#include "GameKit.h"

#include "CoursePrint.h"
#include "core/GameRegistry.h"
#include "core/Registry.h"
#include "course/CourseFile.h"

namespace cw::print {

const std::vector<GameKitKind> &GameKits::kinds()
{
    return Registry<GameKitKind>::entries();
}

const GameKitKind *GameKits::find(const QString &gameId)
{
    for (const GameKitKind &kind : kinds())
        if (kind.gameId == gameId)
            return &kind;
    return nullptr;
}

std::optional<GameKit> GameKits::make(const QString &gameId,
                                      const std::optional<QJsonObject> &course,
                                      CourseProblems *problems)
{
    const GameInfo *info = GameRegistry::find(gameId);
    const GameKitKind *kind = find(gameId);
    if (!info || !kind) {
        problems->append(CourseProblem::error(QStringLiteral("game"),
                                              info ? tr("%1 has no print-and-play kit").arg(gameId)
                                                   : tr("no game is called \"%1\"").arg(gameId)));
        return std::nullopt;
    }
    if (info->defaultCourse.isEmpty()) {
        if (course) {
            problems->append(CourseProblem::error(
                QStringLiteral("kind"),
                tr("%1 is played without a course file").arg(info->displayName.text())));
            return std::nullopt;
        }
        GameKit kit = kind->make(QJsonObject());
        kit.game = info->displayName.text();
        return kit;
    }
    // The game's course kind is its default course's.
    const std::optional<QJsonObject> standard = CourseFile::read(info->defaultCourse, problems);
    if (!standard)
        return std::nullopt;
    const std::optional<QJsonObject> opened =
        CourseFile::open(course.value_or(*standard), problems);
    if (!opened)
        return std::nullopt;
    const QString expected = standard->value(QStringLiteral("kind")).toString();
    const QString found = opened->value(QStringLiteral("kind")).toString();
    if (found != expected) {
        problems->append(
            CourseProblem::error(QStringLiteral("kind"),
                                 tr("\"%1\" courses are not played in %2 (it plays \"%3\" courses)")
                                     .arg(found, info->displayName.text(), expected)));
        return std::nullopt;
    }
    const std::optional<CoursePrint> print =
        CoursePrinting::prepareToPrint(*opened, std::nullopt, problems);
    if (!print)
        return std::nullopt;
    GameKit kit = kind->make(*opened);
    kit.game = info->displayName.text();
    kit.course = print->layout;
    kit.coursePage = print->page;
    return kit;
}

} // namespace cw::print
