#include "RowingGameInfo.h"

#include "RowingAiLevels.h"
#include "RowingCourse.h"
#include "RowingGame.h"
#include "RowingPlayerTable.h"
#include "RowingPositionText.h"
#include "core/StartPositions.h"
#include "course/SetupCourse.h"

#include <QCoreApplication>

namespace cw::rowing {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class RowingGameInfo {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingGameInfo)

public:
    static std::unique_ptr<Game> create(const GameSetup &setup, QString *error);
    static int suggestedSeats(const QJsonObject &course);
};

} // namespace

// One boat per seat (the caller has already filled empty lanes with AI seats), on the course
// embedded in the setup, with the setup's seed; the seats' names go to the game log. Errors are
// "course: <field>: <reason>" or "seats: <reason>".
std::unique_ptr<Game> RowingGameInfo::create(const GameSetup &setup, QString *error)
{
    const std::optional<RowingCourse> course = setupCourse<RowingCourse>(setup, error);
    if (!course)
        return nullptr;
    const int seats = int(setup.seats.size());
    if (seats < 1) {
        *error = tr("seats: at least one boat is needed");
        return nullptr;
    }
    if (seats > course->lanes) {
        *error = tr("seats: %1 boats do not fit %2 lanes").arg(seats).arg(course->lanes);
        return nullptr;
    }
    const std::optional<std::vector<int>> lanes = StartPositions::read(setup, error);
    if (!lanes)
        return nullptr;
    auto game = std::make_unique<RowingGame>(*course, seats, setup.seed, *lanes);
    game->setSeatNames(setup.seatNames());
    return game;
}

// A race fills the course's lanes, as it is meant to be rowed.
int RowingGameInfo::suggestedSeats(const QJsonObject &course)
{
    return course.value(QStringLiteral("lanes")).toInt(RowingCourse::standard().lanes);
}

GameInfo gameInfo()
{
    constexpr const char *Context = "cw::rowing::RowingGameInfo";
    GameInfo info;
    info.id = QStringLiteral("rowing");
    info.displayName = {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGameInfo", "Rowing race")};
    info.minSeats = 1;
    info.maxSeats = RowingCourse::MaxLanes;
    info.defaultCourse = QStringLiteral(":/courses/rowing-standard.json");
    info.rulesPage = QStringLiteral(":/docs/rowing.md");
    info.roundName = {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGameInfo", "Round %1")};
    info.seats = {{Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGameInfo", "&Boats:")},
                  {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGameInfo", "Boat %1")},
                  {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGameInfo", "Lane %1")}};
    info.startName = {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGameInfo", "Lane %1")};
    info.startsInSetup = true;
    info.credits = {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGameInfo",
                                               "The rowing race rulebook names no author.")};
    info.ai = aiLevels();
    // The longest AI-only races measured on the largest course a file may state (tests/shared/
    // lengths/largest-rowing.json: 8 lanes, 1000 spaces; measure_game_lengths rowing LEVEL …):
    // Easy 3613 actions (200 races), Normal 3831 (4 races). About twice that leaves room for any
    // level and course while still stopping a game that cannot end within seconds.
    info.maxGameLength = 8000;
    info.create = RowingGameInfo::create;
    info.suggestedSeats = RowingGameInfo::suggestedSeats;
    info.playerTable = playerTable;
    info.positionText = positionText;
    return info;
}

} // namespace cw::rowing
