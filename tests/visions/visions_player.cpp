// How tst_play_screens plays the Visions of Rainbows board (BoardPlayer.h): a rider to line up,
// a rider and an Action card then Activate, a highlighted space on the road (its button when the
// road has scrolled it away), the other choices' first button; by keys, Enter on what the
// keyboard is on (the rider, the card the board picks first, the first ring, the first button).
#include "BoardPlayer.h"
#include "GameSetupBuilder.h"
#include "VisionsTurnController.h"
#include "visions/VisionsGame.h"

using namespace cw;
using namespace cw::visions;

namespace {

GameSetup setup(std::uint64_t seed)
{
    return test::gameSetup(QStringLiteral("visions"))
        .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy})
        .seed(seed);
}

int firstInt(const QVariantList &list, const char *key)
{
    return list.isEmpty() ? -1 : list.front().toMap().value(QLatin1String(key)).toInt();
}

// Whether the item's centre shows inside the road view (not scrolled away).
bool onRoad(test::BoardDriver &board, QQuickItem *item)
{
    QQuickItem *road = board.item(QStringLiteral("visionsRoadView"));
    return item && road && test::isShown(item) &&
           test::sceneRect(road).contains(test::sceneRect(item).center());
}

bool clickRoadOr(test::BoardDriver &board, const QString &onRoadName, const QString &button)
{
    board.settle();
    QQuickItem *item = board.item(onRoadName);
    return onRoad(board, item) ? board.click(item) : board.click(button);
}

bool byMouse(test::BoardDriver &board)
{
    auto *turn = board.find<VisionsTurnController>();
    board.settle();
    const VisionsTurnController::TurnPhase phase = turn->phase();
    if (phase == VisionsTurnController::TurnPhase::Place)
        return board.click(
            QStringLiteral("riderChoice_%1").arg(firstInt(turn->riderChoices(), "slot")));
    if (phase == VisionsTurnController::TurnPhase::Activate) {
        const int rider = firstInt(turn->riderChoices(), "rider");
        if (!clickRoadOr(
                board, QStringLiteral("rider_%1").arg(rider),
                QStringLiteral("riderChoice_%1").arg(firstInt(turn->riderChoices(), "slot"))) ||
            turn->selectedRider() != rider)
            return false;
        int card = -1;
        for (const QVariant &c : turn->hand())
            if (card < 0 && c.toMap().value(QStringLiteral("playable")).toBool())
                card = c.toMap().value(QStringLiteral("card")).toInt();
        if (!board.click(QStringLiteral("card_%1").arg(card)))
            return false;
        if (!turn->wildTypes().isEmpty() && !board.click(QStringLiteral("wildType_0")))
            return false;
        return board.click(QStringLiteral("activateButton"));
    }
    if (!turn->targets().isEmpty()) {
        const int cell = firstInt(turn->targets(), "cell");
        return clickRoadOr(board, QStringLiteral("target_%1").arg(cell),
                           QStringLiteral("targetButton_%1").arg(cell));
    }
    return board.click(QStringLiteral("option_0"));
}

bool byKeyboard(test::BoardDriver &board)
{
    auto *turn = board.find<VisionsTurnController>();
    board.settle();
    const VisionsTurnController::TurnPhase phase = turn->phase();
    if (phase == VisionsTurnController::TurnPhase::Decide && turn->targets().isEmpty() &&
        board.focusName() != QLatin1String("option_0"))
        return false;
    // The first activation after placing riders waits for a card: Right chooses the first.
    if (phase == VisionsTurnController::TurnPhase::Activate && !turn->canActivate())
        board.key(Qt::Key_Right);
    board.key(Qt::Key_Return);
    return true;
}

bool midMove(const Game &game)
{
    return dynamic_cast<const VisionsGame &>(game).state().stage == VisionsStage::Move;
}

// The ring of the first reachable space, on the road itself.
bool clickTarget(test::BoardDriver &board)
{
    auto *turn = board.find<VisionsTurnController>();
    board.settle();
    QQuickItem *ring =
        board.item(QStringLiteral("target_%1").arg(firstInt(turn->targets(), "cell")));
    return onRoad(board, ring) && board.click(ring);
}

} // namespace

CW_REGISTER(cw::test::BoardPlayer, [] {
    return cw::test::BoardPlayer{
        QStringLiteral("visions"), &setup, &byKeyboard, &byMouse, &midMove, &clickTarget};
});
