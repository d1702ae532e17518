#include "SalmonGameInfo.h"

#include "SalmonAiLevels.h"
#include "SalmonCourse.h"
#include "SalmonCourseMap.h"
#include "SalmonGame.h"
#include "SalmonPlayerTable.h"
#include "SalmonPositionText.h"
#include "core/StartPositions.h"
#include "course/SetupCourse.h"

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

namespace {

// Salmon Run's setup options, declared for New Game and read back by create().
const GameOption &variantDeckOption()
{
    constexpr const char *Context = "cw::salmon::SalmonGameInfo";
    static const GameOption option{
        QStringLiteral("variantDeck"),
        GameOption::Kind::Check,
        {Context,
         QT_TRANSLATE_NOOP("cw::salmon::SalmonGameInfo", "Variant starting deck (8 cards)")},
        {Context, QT_TRANSLATE_NOOP("cw::salmon::SalmonGameInfo",
                                    "The rulebook's variant: each salmon starts with 8 cards "
                                    "instead of 11.")},
        false,
        {}};
    return option;
}

} // namespace

// One salmon per seat on the river embedded in the setup, with the setup's seed and options; the
// seats' names go to the game log. Errors are "course: <field>: <reason>", "seats: <reason>" or
// "options.<key>: <reason>".
std::unique_ptr<Game> SalmonGameInfo::create(const GameSetup &setup, QString *error)
{
    const std::optional<SalmonCourse> river = setupCourse<SalmonCourse>(setup, error);
    if (!river)
        return nullptr;
    const int seats = int(setup.seats.size());
    if (seats < 2 || seats > MaxPlayers) {
        *error = tr("seats: Salmon Run needs 2 to %1 salmon, not %2").arg(MaxPlayers).arg(seats);
        return nullptr;
    }
    auto map = std::make_shared<const SalmonCourseMap>(*river);
    if (map->startHexes().empty() || map->spawnHexes().empty()) {
        *error = tr("course: the river needs start hexes and a spawning ground");
        return nullptr;
    }
    const std::optional<QJsonValue> variant = variantDeckOption().read(setup.options, error);
    if (!variant)
        return nullptr;
    const std::optional<std::vector<int>> starts = StartPositions::read(setup, error);
    if (!starts)
        return nullptr;
    SalmonGame::Options options;
    options.variantDeck = variant->toBool();
    options.starts = *starts;
    auto game = std::make_unique<SalmonGame>(std::move(map), seats, setup.seed, options);
    game->setSeatNames(setup.seatNames());
    return game;
}

namespace {

// The start hex each start position puts a salmon on (startHexOf): one place for every start
// position on a river with a single start hex, as every built-in river has.
std::vector<int> startPlaces(const QJsonObject &course, int seats)
{
    CourseProblems problems;
    const std::optional<SalmonCourse> river = SalmonCourse::read(course, &problems);
    const int hexes = river ? int(SalmonCourseMap(*river).startHexes().size()) : 0;
    std::vector<int> places;
    for (int start = 0; start < seats && hexes > 0; ++start)
        places.push_back(startHexOf(start, hexes));
    return places;
}

} // namespace

GameInfo gameInfo()
{
    constexpr const char *Context = "cw::salmon::SalmonGameInfo";
    GameInfo info;
    info.id = QStringLiteral("salmon");
    info.formerIds = {QStringLiteral("salmon-run")};
    info.displayName = {Context, QT_TRANSLATE_NOOP("cw::salmon::SalmonGameInfo", "Salmon Run")};
    info.minSeats = 2;
    info.maxSeats = MaxPlayers;
    info.defaultCourse = QStringLiteral(":/courses/salmon-beginner.json");
    info.rulesPage = QStringLiteral(":/docs/salmon.md");
    info.roundName = {Context, QT_TRANSLATE_NOOP("cw::salmon::SalmonGameInfo", "Round %1")};
    info.seats = {{Context, QT_TRANSLATE_NOOP("cw::salmon::SalmonGameInfo", "&Salmon:")},
                  {Context, QT_TRANSLATE_NOOP("cw::salmon::SalmonGameInfo", "Salmon %1")},
                  {Context, QT_TRANSLATE_NOOP("cw::salmon::SalmonGameInfo", "Player %1")}};
    info.startName = {Context, QT_TRANSLATE_NOOP("cw::salmon::SalmonGameInfo", "Start hex %1")};
    info.startsInSetup = true;
    info.startPlaces = startPlaces;
    info.options = {variantDeckOption()};
    info.credits = {Context,
                    QT_TRANSLATE_NOOP("cw::salmon::SalmonGameInfo",
                                      "Game designer: Jesse Catron.<br>Art and graphic design: "
                                      "Eric J. Carter.<br><i>Coursewright plays its rules on "
                                      "boards, cards and symbols of its own, not the published "
                                      "ones.</i>")};
    info.ai = aiLevels();
    // The longest AI-only games measured on the largest river a file may state (tests/shared/
    // lengths/largest-salmon-river.json, 4 seats; measure_game_lengths salmon LEVEL …): Easy
    // 2703 actions (200 games), Normal 2169 (4 games). About twice the longest.
    info.maxGameLength = 6000;
    info.create = SalmonGameInfo::create;
    info.playerTable = playerTable;
    info.positionText = positionText;
    return info;
}

} // namespace cw::salmon
