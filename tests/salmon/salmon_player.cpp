// How tst_play_screens plays the Salmon Run board (BoardPlayer.h): a Swim card and the hex it
// lands on, highlighted on the river, once a turn, then End turn; a bear and a hex it reaches;
// every other decision's first button. By keys: the arrows to the card, Space, Enter; E ends
// the turn; Enter answers a prompt.
#include "BoardPlayer.h"
#include "SalmonGuiSupport.h"
#include "SalmonHandModel.h"
#include "SalmonTurnController.h"
#include "salmon/SalmonGame.h"

using namespace cw;
using namespace cw::salmon;

namespace {

GameSetup setup(std::uint64_t seed)
{
    return test::gameSetup(QStringLiteral("salmon"))
        .seats({Controller::Human, Controller::AiEasy})
        .seed(seed);
}

const SalmonGame &game(test::BoardDriver &board)
{
    return dynamic_cast<const SalmonGame &>(*board.session().shownGame());
}

// The hand's row of a Swim card (not a Wild) whose move is not cancelled, or -1.
int swimRow(const SalmonGame &g, SalmonTurnController &turn)
{
    for (int row = 0; row < turn.hand()->rowCount(); ++row) {
        const Card card = turn.hand()->cardAt(row);
        if (isSwim(card) && card != Card::Wild && !g.swimPath(SwimMove(int(card))).empty())
            return row;
    }
    return -1;
}

// The hex the board highlights as `kind` ("landing", "reach"), or -1.
int highlighted(SalmonTurnController &turn, const QString &kind)
{
    const QVariantMap map = turn.highlights();
    for (auto it = map.begin(); it != map.end(); ++it)
        if (it.value().toString() == kind)
            return it.key().toInt();
    return -1;
}

// Clicks the hex where the river draws it (SalmonCourseItem.hexCentre), when it shows inside the
// river view (not scrolled away); false when it does not.
bool clickHex(test::BoardDriver &board, int hexIndex)
{
    QQuickItem *view = board.item(QStringLiteral("salmonRiverView"));
    QQuickItem *river = board.item(QStringLiteral("salmonRiver"));
    QPointF centre(-1, -1);
    if (hexIndex < 0 || !view || !river ||
        !QMetaObject::invokeMethod(river, "hexCentre", Q_RETURN_ARG(QPointF, centre),
                                   Q_ARG(int, hexIndex)) ||
        !test::sceneRect(view).contains(river->mapToScene(centre)))
        return false;
    return board.clickAt(river, centre);
}

// A Swim card, then the hex where it lands, highlighted on the river (Play when `orPlay` and the
// river has scrolled it away).
bool swimByClicks(test::BoardDriver &board, SalmonTurnController &turn, int row, bool orPlay)
{
    if (!board.click(QStringLiteral("card-%1").arg(row)))
        return false;
    board.settle();
    return clickHex(board, highlighted(turn, QStringLiteral("landing"))) ||
           (orPlay && board.click(QStringLiteral("playButton")));
}

bool byMouse(test::BoardDriver &board)
{
    auto *turn = board.find<SalmonTurnController>();
    board.settle();
    const SalmonGame &g = game(board);
    const SalmonTurnController::TurnPhase phase = turn->phase();
    if (phase == SalmonTurnController::TurnPhase::PlayCards) {
        const int row = g.state().cardsPlayed == 0 ? swimRow(g, *turn) : -1;
        return row >= 0 ? swimByClicks(board, *turn, row, true)
                        : board.click(QStringLiteral("endTurnButton"));
    }
    if (phase == SalmonTurnController::TurnPhase::MoveBear) {
        const QVariantList bears = turn->movableBears();
        if (bears.isEmpty() ||
            !board.click(QStringLiteral("bearToken-%1").arg(bears.front().toInt())))
            return false;
        board.settle();
        if (clickHex(board, highlighted(*turn, QStringLiteral("reach"))))
            return true;
        board.key(Qt::Key_Right); // a hex the river has scrolled away: by keys
        board.key(Qt::Key_Return);
        return true;
    }
    const QVariantList options = turn->options();
    return !options.isEmpty() &&
           board.click(QStringLiteral("option-%1")
                           .arg(options.front().toMap().value(QStringLiteral("action")).toInt()));
}

bool byKeyboard(test::BoardDriver &board)
{
    auto *turn = board.find<SalmonTurnController>();
    board.settle();
    const SalmonGame &g = game(board);
    const SalmonTurnController::TurnPhase phase = turn->phase();
    if (phase == SalmonTurnController::TurnPhase::PlayCards) {
        const int row = g.state().cardsPlayed == 0 ? swimRow(g, *turn) : -1;
        if (row < 0) {
            board.key(Qt::Key_E);
            return true;
        }
        for (int i = 0; i < 8; ++i)
            board.key(Qt::Key_Left);
        for (int i = 0; i < row; ++i)
            board.key(Qt::Key_Right);
        if (board.focusName() != QStringLiteral("card-%1").arg(row))
            return false;
        board.key(Qt::Key_Space);
        board.key(Qt::Key_Return);
        return true;
    }
    if (phase == SalmonTurnController::TurnPhase::MoveBear) {
        board.key(Qt::Key_Right);
        board.key(Qt::Key_Return);
        return true;
    }
    if (!board.focusName().startsWith(QLatin1String("option-")))
        return false;
    board.key(Qt::Key_Return);
    return true;
}

// A card played this turn and a Swim card still to play: the river highlights its landing.
bool midMove(const Game &game)
{
    const auto &g = dynamic_cast<const SalmonGame &>(game);
    if (g.phase() != Phase::PlayCards || g.state().cardsPlayed == 0)
        return false;
    const Salmon &seat = g.state().salmon[std::size_t(g.state().active)];
    for (int card = 0; card < int(Card::Wild); ++card)
        if (seat.hand[Card(card)] > 0 && !g.swimPath(SwimMove(card)).empty())
            return true;
    return false;
}

bool clickTarget(test::BoardDriver &board)
{
    auto *turn = board.find<SalmonTurnController>();
    board.settle();
    const int row = swimRow(game(board), *turn);
    return row >= 0 && swimByClicks(board, *turn, row, false);
}

} // namespace

CW_REGISTER(cw::test::BoardPlayer, [] {
    return cw::test::BoardPlayer{
        QStringLiteral("salmon"), &setup, &byKeyboard, &byMouse, &midMove, &clickTarget};
});
