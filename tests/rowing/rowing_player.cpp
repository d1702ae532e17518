// How tst_play_screens plays the rowing board (BoardPlayer.h): the stroke rate kept, as many
// playable cards as the rate asks (the hand lists them first) and Play, Motivation declined,
// every card kept. By keys: Space on the rate the keyboard starts on; Space on the cards, Right
// between them, Enter to play; Enter answers the prompts.
#include "BoardPlayer.h"
#include "GameSetupBuilder.h"
#include "SessionTestSupport.h"
#include "rowing/RowingGame.h"

using namespace cw;
using namespace cw::rowing;

namespace {

GameSetup setup(std::uint64_t seed)
{
    return test::gameSetup(QStringLiteral("rowing"))
        .seats({Controller::Human, Controller::AiEasy})
        .seed(seed);
}

const RowingGame &game(test::BoardDriver &board)
{
    return dynamic_cast<const RowingGame &>(*board.session().shownGame());
}

// The cards the person's play takes: what the rate asks, or every playable card when the hand
// has fewer.
int cardsToPlay(const RowingGame &g)
{
    const Boat &boat = g.boat(g.currentSeat());
    return std::min(cardsRequired(boat.rate), boat.hand.playable());
}

bool playByClicks(test::BoardDriver &board)
{
    const int cards = cardsToPlay(game(board));
    for (int i = 0; i < cards; ++i)
        if (!board.click(QStringLiteral("card-%1").arg(i)))
            return false;
    return board.click(QStringLiteral("playButton"));
}

bool byMouse(test::BoardDriver &board)
{
    board.settle();
    const RowingGame &g = game(board);
    switch (g.phase()) {
    case Phase::ChooseRate:
        return board.click(QStringLiteral("rate-%1").arg(spm(g.boat(g.currentSeat()).rate)));
    case Phase::PlayCards:
        return playByClicks(board);
    case Phase::Motivation:
        return board.click(QStringLiteral("motivateNoButton"));
    case Phase::Discard:
        return board.click(QStringLiteral("discardButton"));
    case Phase::Over:
        break;
    }
    return false;
}

bool byKeyboard(test::BoardDriver &board)
{
    board.settle();
    const RowingGame &g = game(board);
    switch (g.phase()) {
    case Phase::ChooseRate:
        if (!board.focusName().startsWith(QLatin1String("rate-")))
            return false;
        board.key(Qt::Key_Space);
        return true;
    case Phase::PlayCards: {
        for (int i = 0; i < 8; ++i) // to the first card, from wherever the keyboard is in the hand
            board.key(Qt::Key_Left);
        if (board.focusName() != QLatin1String("card-0"))
            return false;
        const int cards = cardsToPlay(g);
        for (int i = 0; i < cards; ++i) {
            if (i > 0)
                board.key(Qt::Key_Right);
            board.key(Qt::Key_Space);
        }
        board.key(Qt::Key_Return);
        return true;
    }
    case Phase::Motivation:
    case Phase::Discard:
        board.key(Qt::Key_Return); // Motivation's first answer, or keep every card
        return true;
    case Phase::Over:
        break;
    }
    return false;
}

// The rate chosen: the cards and Play are what the board offers next.
bool midMove(const Game &game)
{
    return dynamic_cast<const RowingGame &>(game).phase() == Phase::PlayCards;
}

} // namespace

CW_REGISTER(cw::test::BoardPlayer, [] {
    return cw::test::BoardPlayer{
        QStringLiteral("rowing"), &setup, &byKeyboard, &byMouse, &midMove, &playByClicks};
});
