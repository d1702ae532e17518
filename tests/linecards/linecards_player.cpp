// How tst_play_screens plays the Line cards board (BoardPlayer.h): Keep, no energy, the hand's
// first card and the first square highlighted for it. By keys: Enter on what the keyboard is
// on (Keep, the energy's first choice, the hand's first card, then its first square, where the
// table's cursor starts).
#include "BoardPlayer.h"
#include "LineCardsTurnController.h"
#include "linecards/LineCardsGame.h"

using namespace cw;
using namespace cw::linecards;

namespace {

GameSetup setup(std::uint64_t seed)
{
    GameSetup setup;
    setup.gameId = QStringLiteral("linecards");
    setup.seats = {{QStringLiteral("Ada"), QStringLiteral("#e63946"), Controller::Human},
                   {QStringLiteral("Ben"), QStringLiteral("#2a9d8f"), Controller::AiEasy}};
    setup.seed = seed;
    return setup;
}

int firstKind(LineCardsTurnController &turn)
{
    const QVariantList hand = turn.hand();
    return hand.isEmpty() ? -1 : hand.front().toMap().value(QStringLiteral("kind")).toInt();
}

// The hand's first card (unless a card is still chosen from the turn before: a second click
// would put it back), then the first square the table highlights for it.
bool layByClicks(test::BoardDriver &board)
{
    auto *turn = board.find<LineCardsTurnController>();
    if (turn->targets().isEmpty() &&
        !board.click(QStringLiteral("handCard_%1").arg(firstKind(*turn))))
        return false;
    board.settle();
    const QVariantList targets = turn->targets();
    if (targets.isEmpty())
        return false;
    const QVariantMap target = targets.front().toMap();
    return board.click(QStringLiteral("square_%1_%2")
                           .arg(target.value(QStringLiteral("row")).toInt())
                           .arg(target.value(QStringLiteral("column")).toInt()));
}

bool byMouse(test::BoardDriver &board)
{
    auto *turn = board.find<LineCardsTurnController>();
    board.settle();
    const LineCardsTurnController::TurnPhase phase = turn->phase();
    if (phase == LineCardsTurnController::TurnPhase::Mulligan)
        return board.click(QStringLiteral("keepButton"));
    if (phase == LineCardsTurnController::TurnPhase::Energy)
        return board.click(QStringLiteral("energyButton_%1").arg(action::NoEnergy));
    return phase == LineCardsTurnController::TurnPhase::Place && layByClicks(board);
}

bool byKeyboard(test::BoardDriver &board)
{
    auto *turn = board.find<LineCardsTurnController>();
    board.settle();
    const LineCardsTurnController::TurnPhase phase = turn->phase();
    if (phase == LineCardsTurnController::TurnPhase::Place) {
        // A card still chosen keeps the keyboard on the table, its cursor on a legal square.
        const bool chosen =
            board.focusName() == QLatin1String("lineCardsGrid") && !turn->targets().isEmpty();
        if (!chosen && !board.focusName().startsWith(QLatin1String("handCard_")))
            return false;
        if (!chosen)
            board.key(Qt::Key_Return); // selects the card: the table takes the keyboard
        board.settle();
        if (board.focusName() != QLatin1String("lineCardsGrid"))
            return false;
    } else if (!board.focusName().endsWith(QLatin1String("Button")) &&
               !board.focusName().startsWith(QLatin1String("energyButton_"))) {
        return false;
    }
    board.key(Qt::Key_Return);
    return true;
}

// A card laid and another to lay this turn.
bool midMove(const Game &game)
{
    const LineCardsState &s = dynamic_cast<const LineCardsGame &>(game).state();
    return s.phase == Phase::Place && s.cardsLaid > 0;
}

} // namespace

CW_REGISTER(cw::test::BoardPlayer, [] {
    return cw::test::BoardPlayer{
        QStringLiteral("linecards"), &setup, &byKeyboard, &byMouse, &midMove, &layByClicks};
});
