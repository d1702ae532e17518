// How tst_play_screens plays the Niagara board (BoardPlayer.h): a paddle card, a highlighted
// space on the river, then the turn's buttons; by keys, Enter on the card or space the keyboard
// is on, or on the decision's first button.
#include "BoardPlayer.h"
#include "NiagaraGuiSupport.h"
#include "NiagaraTurnController.h"
#include "niagara/NiagaraGame.h"

#include <QLineF>

#include <algorithm>

using namespace cw;
using namespace cw::niagara;

namespace {

GameSetup setup(std::uint64_t seed)
{
    return test::gameSetup(QStringLiteral("niagara"))
        .seats({Controller::Human, Controller::AiEasy})
        .seed(seed);
}

QVariantMap first(const QVariantList &list)
{
    return list.isEmpty() ? QVariantMap() : list.front().toMap();
}

// The river's ring of the first space the selected canoe can reach, drawn on that space (issue
// 32: after a saved game was opened and the window resized, it sat at the board's left edge).
bool clickRing(test::BoardDriver &board, NiagaraTurnController &turn)
{
    const QVariantMap target = first(turn.targets());
    if (target.value(QStringLiteral("space")).toInt() < 0)
        return board.click(QStringLiteral("target_beach"));
    const QString label = target.value(QStringLiteral("label")).toString();
    board.settle();
    QQuickItem *ring = board.item(QStringLiteral("target_") + label);
    QQuickItem *space = board.item(QStringLiteral("space_") + label);
    return ring && space &&
           QLineF(test::sceneRect(ring).center(), test::sceneRect(space).center()).length() < 2 &&
           board.click(ring);
}

bool byMouse(test::BoardDriver &board)
{
    auto *turn = board.find<NiagaraTurnController>();
    if (turn->phase() == NiagaraTurnController::TurnPhase::Choose) {
        for (const QVariant &card : turn->hand())
            if (card.toMap().value(QStringLiteral("playable")).toBool())
                return board.click(QStringLiteral("card_%1").arg(
                    card.toMap().value(QStringLiteral("card")).toInt()));
        return false;
    }
    if (!turn->targets().isEmpty())
        return clickRing(board, *turn);
    // The turn's buttons, the one that ends it before those that only spend points.
    for (const char *key :
         {"noSteal", "weatherUp", "weatherDown", "endTurn", "load", "unload", "buyBack", "steal"})
        for (const QVariant &item : turn->tools()) {
            const QVariantMap tool = item.toMap();
            if (tool.value(QStringLiteral("key")).toString() != QLatin1String(key) ||
                !tool.value(QStringLiteral("enabled")).toBool())
                continue;
            if (!board.click(QLatin1String(key) + QStringLiteral("Button")))
                return false;
            return tool.value(QStringLiteral("options")).toList().size() == 1 ||
                   board.click(QLatin1String(key) + QStringLiteral("Option_0"));
        }
    return false;
}

// Enter takes the card or space the keyboard is on, or the decision's first button (and its
// first choice when it has several).
bool byKeyboard(test::BoardDriver &board)
{
    auto *turn = board.find<NiagaraTurnController>();
    board.settle();
    const bool onButton = board.focusName().endsWith(QLatin1String("Button"));
    if (turn->phase() != NiagaraTurnController::TurnPhase::Choose && turn->targets().isEmpty() &&
        !onButton)
        return false;
    const int before = board.session().moveCount();
    board.key(Qt::Key_Return);
    board.settle();
    if (board.session().moveCount() == before &&
        board.focusName().contains(QLatin1String("Option_")))
        board.key(Qt::Key_Return);
    return true;
}

// Paddling: a number card's turn, a canoe to move (spaces highlighted for it).
bool midMove(const Game &game)
{
    const auto &s = dynamic_cast<const NiagaraGame &>(game).state();
    if (s.step == Step::Move)
        return true;
    const ActionList legal = game.legalActions();
    return s.step == Step::Canoes && std::any_of(legal.begin(), legal.end(), [](Action a) {
               return a >= actions::SelectCanoe && a < actions::SelectCanoe + CanoesPerPlayer;
           });
}

bool clickTarget(test::BoardDriver &board)
{
    auto *turn = board.find<NiagaraTurnController>();
    board.settle();
    return !turn->targets().isEmpty() && clickRing(board, *turn);
}

} // namespace

CW_REGISTER(cw::test::BoardPlayer, [] {
    return cw::test::BoardPlayer{
        QStringLiteral("niagara"), &setup, &byKeyboard, &byMouse, &midMove, &clickTarget};
});
