#include "RowingGameInfo.h"

#include "RowingCourse.h"
#include "RowingGame.h"
#include "course/CourseFile.h"

#include <QCoreApplication>

namespace cw::rowing {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class RowingGameInfo {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingGameInfo)

public:
    static std::unique_ptr<Game> create(const GameSetup &setup, QString *error);
};

} // namespace

// One boat per seat (the caller has already filled empty lanes with AI seats), on the course
// embedded in the setup, with the setup's seed; the seats' names go to the game log. Errors are
// "course: <field>: <reason>".
std::unique_ptr<Game> RowingGameInfo::create(const GameSetup &setup, QString *error)
{
    // Records keep the course as it was written: an older format version is migrated first.
    CourseProblems problems;
    const std::optional<QJsonObject> json = CourseFile::open(setup.course, &problems);
    const std::optional<RowingCourse> course =
        json ? RowingCourse::fromJson(*json, &problems) : std::nullopt;
    if (!course) {
        *error = tr("course: %1").arg(problemTexts(problems).join(QStringLiteral("; ")));
        return nullptr;
    }
    const int seats = int(setup.seats.size());
    if (seats < 1) {
        *error = tr("seats: at least one boat is needed");
        return nullptr;
    }
    if (seats > course->lanes) {
        *error = tr("seats: %1 boats do not fit %2 lanes").arg(seats).arg(course->lanes);
        return nullptr;
    }
    auto game = std::make_unique<RowingGame>(*course, seats, setup.seed);
    QStringList names;
    for (const SeatConfig &seat : setup.seats)
        names.append(seat.name);
    game->setSeatNames(names);
    return game;
}

GameInfo gameInfo()
{
    GameInfo info;
    info.id = QStringLiteral("rowing");
    info.displayName = RowingGameInfo::tr("Rowing race");
    info.minSeats = 1;
    info.maxSeats = RowingCourse::MaxLanes;
    info.defaultCourse = QStringLiteral(":/courses/rowing-standard.json");
    info.create = RowingGameInfo::create;
    return info;
}

} // namespace cw::rowing
