#include "SalmonGameInfo.h"

#include "RiverMap.h"
#include "SalmonGame.h"
#include "SalmonRiver.h"
#include "course/CourseFile.h"

#include <QCoreApplication>

namespace cw::salmon {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class SalmonGameInfo {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonGameInfo)

public:
    static std::unique_ptr<Game> create(const GameSetup &setup, QString *error);
};

} // namespace

// One salmon per seat on the river embedded in the setup, with the setup's seed and options; the
// seats' names go to the game log. Errors are "course: <field>: <reason>" or "seats: <reason>".
std::unique_ptr<Game> SalmonGameInfo::create(const GameSetup &setup, QString *error)
{
    // Records keep the river as it was written: an older format version is migrated first.
    CourseProblems problems;
    const std::optional<QJsonObject> json = CourseFile::open(setup.course, &problems);
    const std::optional<SalmonRiver> river =
        json ? SalmonRiver::fromJson(*json, &problems) : std::nullopt;
    if (!river) {
        *error = tr("course: %1").arg(problemTexts(problems).join(QStringLiteral("; ")));
        return nullptr;
    }
    const int seats = int(setup.seats.size());
    if (seats < 2 || seats > MaxPlayers) {
        *error = tr("seats: Salmon Run needs 2 to %1 salmon, not %2").arg(MaxPlayers).arg(seats);
        return nullptr;
    }
    auto map = std::make_shared<const RiverMap>(*river);
    if (map->startHexes().empty() || map->spawnHexes().empty()) {
        *error = tr("course: the river needs start hexes and a spawning ground");
        return nullptr;
    }
    const QJsonValue variant = setup.options.value(QStringLiteral("variantDeck"));
    if (!variant.isUndefined() && !variant.isBool()) {
        *error = tr("options.variantDeck: must be true or false");
        return nullptr;
    }
    SalmonGame::Options options;
    options.variantDeck = variant.toBool(false);
    auto game = std::make_unique<SalmonGame>(std::move(map), seats, setup.seed, options);
    QStringList names;
    for (const SeatConfig &seat : setup.seats)
        names.append(seat.name);
    game->setSeatNames(names);
    return game;
}

GameInfo gameInfo()
{
    GameInfo info;
    info.id = QStringLiteral("salmon-run");
    info.displayName = SalmonGameInfo::tr("Salmon Run");
    info.minSeats = 2;
    info.maxSeats = MaxPlayers;
    info.defaultCourse = QStringLiteral(":/courses/salmon-beginner.json");
    info.create = SalmonGameInfo::create;
    return info;
}

} // namespace cw::salmon
