#include "VisionsGameInfo.h"

#include "VisionsAiLevels.h"
#include "VisionsCourse.h"
#include "VisionsGame.h"
#include "VisionsInvariants.h"
#include "VisionsPlayerTable.h"
#include "VisionsPositionText.h"
#include "VisionsRaceTrackCache.h"
#include "course/SetupCourse.h"

#include <QCoreApplication>

namespace cw::visions {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class VisionsGameInfo {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsGameInfo)

public:
    static std::unique_ptr<Game> create(const GameSetup &setup, QString *error);
};

} // namespace

// The road embedded in the setup, one team per seat, the setup's seed; the seats' names go to
// the game log. Errors are "course: <problems>" or "seats: <reason>".
std::unique_ptr<Game> VisionsGameInfo::create(const GameSetup &setup, QString *error)
{
    const std::optional<VisionsCourse> road = setupCourse<VisionsCourse>(setup, error);
    if (!road)
        return nullptr;
    const int seats = int(setup.seats.size());
    if (seats < MinTeams || seats > MaxTeams) {
        *error = tr("seats: Visions of Rainbows needs %1 to %2 teams, not %3")
                     .arg(MinTeams)
                     .arg(MaxTeams)
                     .arg(seats);
        return nullptr;
    }
    const int riders = seats * ridersPerTeam(seats);
    const int spaces = int(raceTrackOf(*road)->startSpaces().size()); // the race's own track
    if (spaces < riders) {
        *error = tr("course: the road has %1 start spaces, %2 teams need %3")
                     .arg(spaces)
                     .arg(seats)
                     .arg(riders);
        return nullptr;
    }
    auto game = std::make_unique<VisionsGame>(*road, seats, setup.seed);
    game->setSeatNames(setup.seatNames());
    return game;
}

GameInfo gameInfo()
{
    constexpr const char *Context = "cw::visions::VisionsGameInfo";
    GameInfo info;
    info.id = QStringLiteral("visions");
    info.formerIds = {QStringLiteral("visions-of-rainbows")};
    info.displayName = {Context,
                        QT_TRANSLATE_NOOP("cw::visions::VisionsGameInfo", "Visions of Rainbows")};
    info.minSeats = MinTeams;
    info.maxSeats = MaxTeams;
    info.defaultCourse = QStringLiteral(":/courses/visions-short.json");
    info.rulesPage = QStringLiteral(":/docs/visions.md");
    info.roundName = {Context, QT_TRANSLATE_NOOP("cw::visions::VisionsGameInfo", "Round %1")};
    info.seats = {{Context, QT_TRANSLATE_NOOP("cw::visions::VisionsGameInfo", "&Teams:")},
                  {Context, QT_TRANSLATE_NOOP("cw::visions::VisionsGameInfo", "Team %1")},
                  {Context, QT_TRANSLATE_NOOP("cw::visions::VisionsGameInfo", "Team %1")}};
    // The snake order from player 1, drawn at random (docs/rules/visions.md, "Setup").
    info.startName = {Context,
                      QT_TRANSLATE_NOOP("cw::visions::VisionsGameInfo", "Start space %1 first")};
    info.credits = {Context,
                    QT_TRANSLATE_NOOP("cw::visions::VisionsGameInfo",
                                      "The Visions of Rainbows rulebook names no author; it "
                                      "thanks Kelly Lambeth and the playtesters.")};
    info.ai = visionsAiLevels();
    // The longest AI-only races measured on the longest road a file may state (tests/shared/
    // lengths/largest-visions-road.json, 7 teams; measure_game_lengths visions LEVEL
    // …): Easy 65180 actions (100 races). On visions-long.json Normal races are no longer than Easy
    // ones (943 and 1019 actions, 4 and 40 races). About twice the longest.
    info.maxGameLength = 140000;
    // Uniformly random drop backs send tired riders 5 rows back every phase, faster than random
    // moves bring a medium or long race forward: random play alone never ends.
    info.conformance.randomPlayEnds = false;
    info.conformance.brokenInvariant = [](const Game &game) {
        return brokenInvariant(static_cast<const VisionsGame &>(game));
    };
    info.create = VisionsGameInfo::create;
    info.playerTable = visionsPlayerTable;
    info.positionText = visionsPositionText;
    return info;
}

} // namespace cw::visions
