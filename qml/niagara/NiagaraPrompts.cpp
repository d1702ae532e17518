// The words of NiagaraTurnController: what the human is asked now, and why a button of the turn is
// disabled (docs/rules/niagara.md, "Phase II: a turn, one decision at a time", in the order a
// player would look for the reason).
#include "NiagaraTurnController.h"

#include "niagara/NiagaraGame.h"

#include <algorithm>

using namespace cw::niagara;

namespace {

// From this round on, with no gem on land, the prompts where the cloud is decided say how to break
// a long game (issue 55): the AI's games end in a median of 23 rounds (docs/rules/niagara.md,
// "Length of games"), so a game past round 12 with no gem landed is running long.
constexpr int LongGameRound = 12;

bool noGemOnLand(const NiagaraState &s)
{
    for (int seat = 0; seat < s.seatCount; ++seat)
        for (const std::uint8_t gems : s.seats[std::size_t(seat)].playArea)
            if (gems != 0)
                return false;
    return true;
}

} // namespace

QString NiagaraTurnController::longGameNote() const
{
    const NiagaraGame *g = deciding();
    if (!g || g->state().round < LongGameRound || !noGemOnLand(g->state()))
        return {};
    // docs/play/niagara.md, "When no one can land a gem", in short.
    return tr("Round %1 and no gem on land: turning the cloud down slows the river for everyone, "
              "and the near gems (violet, clear) come home in two turns.")
        .arg(g->state().round);
}

QString NiagaraTurnController::promptText() const
{
    const NiagaraGame *g = deciding();
    if (!g)
        return {};
    const NiagaraState &s = g->state();
    const QString note = longGameNote().isEmpty() ? QString() : QLatin1Char(' ') + longGameNote();
    switch (s.step) {
    case Step::ChooseCard:
        return tr("Choose your paddle card in secret. It lies face down until everyone has "
                  "chosen; the lowest number played, plus the weather, moves the river.") +
               note;
    case Step::Weather:
        return tr("You played the cloud: move the weather one step up or down.") + note;
    case Step::Canoes:
        if (s.turn.acted == 0)
            return tr("Paddle %n point(s): click a highlighted space for the selected canoe, or "
                      "load first.",
                      nullptr, s.seats[std::size_t(g->currentSeat())].chosen + 1);
        // A canoe on the water when the turn began must move: End turn waits for it.
        if ((s.turn.mustMove & ~s.turn.acted) != 0)
            return tr("Your other canoe must move too: click a highlighted space.");
        return tr("Your other canoe may move too: click a highlighted space, or end the turn.");
    case Step::BeforeMove:
    case Step::Direction:
    case Step::Move:
        return tr("Canoe %1 has %n point(s): click a highlighted space.", nullptr, s.turn.points)
            .arg(s.turn.canoe + 1);
    case Step::AfterMove:
        return tr("Canoe %1 kept %n point(s): spend them on loading or unloading.", nullptr,
                  s.turn.points)
            .arg(s.turn.canoe + 1);
    case Step::Steal:
        return tr("Canoe %1 paddled upstream empty beside a loaded canoe: steal its gem?")
            .arg(s.turn.canoe + 1);
    case Step::Over:
        break;
    }
    return {};
}

QString NiagaraTurnController::reason(const QString &key) const
{
    const NiagaraGame *g = deciding();
    // deciding() gives no finished game, but the check belongs before the read: a finished game
    // has no seat to act (currentSeat() is -1).
    if (!g || g->isOver())
        return tr("Not your turn.");
    const NiagaraState &s = g->state();
    const Seat &seat = s.seats[std::size_t(g->currentSeat())];
    const bool cloud = seat.chosen == actions::CloudCard;
    if (key == QLatin1String("weatherUp"))
        return tr("The cloud is at the top of the weather track.");
    if (key == QLatin1String("weatherDown"))
        return tr("The cloud is at the bottom of the weather track.");
    if (key == QLatin1String("endTurn")) {
        if (s.step != Step::Canoes)
            return tr("Finish the canoe's move first.");
        if ((s.turn.mustMove & ~s.turn.acted) != 0)
            return tr("Every canoe on the water must move first.");
        return tr("A canoe must launch: both of yours are on the beach.");
    }
    if (key == QLatin1String("buyBack")) {
        if (cloud)
            return tr("No buying back with the cloud.");
        if (std::none_of(seat.canoes.begin(), seat.canoes.end(),
                         [](const Canoe &c) { return c.where == Canoe::Where::Lost; }))
            return tr("None of your canoes is lost.");
        if (s.turn.boughtBack)
            return tr("One canoe per turn may be bought back.");
        if (std::all_of(seat.playArea.begin(), seat.playArea.end(),
                        [](std::uint8_t n) { return n == 0; }))
            return tr("Buying back costs a gem from your play area, and you have none.");
        return tr("Buy back before any canoe moves.");
    }
    if (key == QLatin1String("steal") || key == QLatin1String("noSteal"))
        return tr("A theft: an empty canoe that paddled upstream, and unloaded nothing this turn, "
                  "takes the gem of an opponent's loaded canoe on its space.");
    // Loading and unloading.
    if (seat.chosen == 0)
        return tr("Nothing can be loaded or unloaded with a 1.");
    if (s.step == Step::Steal)
        return tr("The canoe has moved; only a theft is left.");
    if (s.step == Step::AfterMove)
        return key == QLatin1String("load") ? tr("The canoe cannot load here now.")
                                            : tr("The canoe cannot unload here now.");
    if (s.turn.loadedBefore)
        return tr("A canoe loads or unloads before its move or after it, never both.");
    const bool onWater = std::any_of(seat.canoes.begin(), seat.canoes.end(), [&](const Canoe &c) {
        return c.where == Canoe::Where::River && s.layout.placeOf[std::size_t(c.space)] >= 0;
    });
    if (!onWater)
        return tr("No canoe of yours is beside a discovery place. Keep points from the move to "
                  "load after it.");
    if (key == QLatin1String("load"))
        return tr("Only an empty canoe loads, at a place with gems lying there; a loaded canoe "
                  "may unload, then load another colour for 4 points.");
    return tr("A canoe unloads only a gem, and never at the place of the gem's own colour.");
}
