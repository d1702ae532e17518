#include "NiagaraGameInfo.h"

#include "NiagaraAiLevels.h"
#include "NiagaraCourse.h"
#include "NiagaraGame.h"
#include "NiagaraInvariants.h"
#include "NiagaraPlayerTable.h"
#include "NiagaraPositionText.h"
#include "course/SetupCourse.h"

#include <QCoreApplication>

namespace cw::niagara {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class NiagaraGameInfo {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraGameInfo)

public:
    static std::unique_ptr<Game> create(const GameSetup &setup, QString *error);
};

} // namespace

// Two canoes and seven paddle cards per seat on the river embedded in the setup, with the setup's
// seed; the seats' names go to the game log. Errors are "course: <field>: <reason>" or
// "seats: <reason>".
std::unique_ptr<Game> NiagaraGameInfo::create(const GameSetup &setup, QString *error)
{
    const std::optional<NiagaraCourse> river = setupCourse<NiagaraCourse>(setup, error);
    if (!river)
        return nullptr;
    const int seats = int(setup.seats.size());
    if (seats < MinPlayers || seats > MaxPlayers) {
        *error = tr("seats: Niagara needs %1 to %2 players, not %3")
                     .arg(MinPlayers)
                     .arg(MaxPlayers)
                     .arg(seats);
        return nullptr;
    }
    auto game = std::make_unique<NiagaraGame>(*river, seats, setup.seed);
    game->setSeatNames(setup.seatNames());
    return game;
}

GameInfo gameInfo()
{
    constexpr const char *Context = "cw::niagara::NiagaraGameInfo";
    GameInfo info;
    info.id = QStringLiteral("niagara");
    info.displayName = {Context, QT_TRANSLATE_NOOP("cw::niagara::NiagaraGameInfo", "Niagara")};
    info.minSeats = MinPlayers;
    info.maxSeats = MaxPlayers;
    info.defaultCourse = QStringLiteral(":/courses/niagara-standard.json");
    info.rulesPage = QStringLiteral(":/docs/niagara.md");
    info.roundName = {Context, QT_TRANSLATE_NOOP("cw::niagara::NiagaraGameInfo", "Round %1")};
    info.seats = {{Context, QT_TRANSLATE_NOOP("cw::niagara::NiagaraGameInfo", "&Canoeists:")},
                  {Context, QT_TRANSLATE_NOOP("cw::niagara::NiagaraGameInfo", "Canoeist %1")},
                  {Context, QT_TRANSLATE_NOOP("cw::niagara::NiagaraGameInfo", "Player %1")}};
    info.credits = {Context, QT_TRANSLATE_NOOP("cw::niagara::NiagaraGameInfo",
                                               "The Niagara rulebook names no author.")};
    info.ai = aiLevels();
    // The longest AI-only games measured on the largest river a file may state (tests/shared/
    // lengths/largest-niagara-river.json, 5 seats; measure_game_lengths niagara LEVEL …): Easy
    // 1118 actions (200 games); Normal 97571 in one of 2 games (the other 577): searching
    // canoeists can go over the falls and start again for a long time. About twice the longest.
    info.maxGameLength = 200000;
    // Uniformly random canoeists lose their canoes over the falls far faster than they land gems,
    // and a seat with no canoe and no gem gets one back (docs/rules/niagara.md, "Length of random
    // games"): random play alone never ends.
    info.conformance.randomPlayEnds = false;
    info.conformance.brokenInvariant = [](const Game &game) {
        return brokenInvariant(static_cast<const NiagaraGame &>(game));
    };
    info.create = NiagaraGameInfo::create;
    info.playerTable = playerTable;
    info.positionText = positionText;
    return info;
}

} // namespace cw::niagara
