// The rowing board's scenes for board_screenshots (tests/gui/board_screenshots.cpp): the start of a
// race, the moment the human seat catches a crab, mid-race (its next turn, with a play selected;
// then zoomed in, following the leader), the results, a Motivation prompt and the hot-seat
// screen. The human seat rows greedily at 45 spm with its highest cards, to provoke a crab.
#include "BoardScreenshots.h"
#include "GameSetupBuilder.h"
#include "QuickItems.h"
#include "SessionTestSupport.h"
#include "rowing/RowingGame.h"
#include "session/GameSession.h"

#include <QDir>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>
#include <algorithm>

using namespace cw;
using cw::test::findItem;

namespace {

void clickItem(QQuickView &view, const QString &name)
{
    if (QQuickItem *item = findItem(view.rootObject(), name))
        QTest::mouseClick(&view, Qt::LeftButton, {},
                          item->mapToScene({item->width() / 2, item->height() / 2}).toPoint());
}

// The greedy human: 45 spm when allowed, the play with the highest known pace, no motivation,
// keep every card.
Action greedy(const rowing::RowingGame &game)
{
    const ActionList legal = game.legalActions();
    Action best = legal.front();
    int bestScore = -1;
    for (Action a : legal) {
        int score = 0;
        if (rowing::isRateAction(a))
            score = int(rowing::rateOf(a));
        else if (rowing::isPlayAction(a))
            score = rowing::playedCardsOf(a).paceSum() +
                    2 * rowing::playedCardsOf(a)[rowing::Card::Instability];
        else if (a == rowing::MotivationAccept || rowing::isDiscardAction(a))
            score = a == rowing::DiscardBase ? 1 : 0;
        if (score > bestScore) {
            best = a;
            bestScore = score;
        }
    }
    return best;
}

void settle(int ms)
{
    QTest::qWait(ms);
}

int rowingScreenshots(const QDir &out, QSize size)
{
    GameSession session;
    session.setAiDelayMs(0);
    GameSetup setup = test::gameSetup(QStringLiteral("rowing"))
                          .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy,
                                  Controller::AiEasy, Controller::AiEasy, Controller::AiEasy})
                          .seed(77);
    const QString names[] = {QStringLiteral("Ann"),    QStringLiteral("Astrid"),
                             QStringLiteral("Bruno"),  QStringLiteral("Chiara"),
                             QStringLiteral("Dmitri"), QStringLiteral("Esther")};
    for (int i = 0; i < setup.seats.size(); ++i)
        setup.seats[i].name = names[i];
    QString error;
    if (!session.start(setup, &error))
        qFatal("%s", qPrintable(error));
    QQuickView view;
    view.setInitialProperties(
        {{QStringLiteral("session"), QVariant::fromValue<QObject *>(&session)}});
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.resize(size);
    view.setSource(QUrl(QStringLiteral("qrc:/Coursewright/Board.qml")));
    view.show();
    settle(500);
    view.grabWindow().save(out.filePath(QStringLiteral("board-start.png")));

    auto game = [&session] {
        return dynamic_cast<const rowing::RowingGame *>(session.shownGame());
    };
    auto hasCrabbed = [&game] {
        const auto &events = game()->events();
        return std::any_of(events.begin(), events.end(), [](const rowing::RowingEvent &e) {
            return e.type == rowing::RowingEvent::CaughtCrab && e.seat == 0;
        });
    };
    // Mid-race: right after the human's crab, then at the human's next card choice (or past
    // halfway when no crab came).
    while (!game()->isOver()) {
        if (!session.humanToAct()) {
            settle(1);
            continue;
        }
        const bool crab = hasCrabbed();
        const bool late = game()->boat(0).space >= 55;
        if ((crab || late) && game()->phase() == rowing::Phase::PlayCards)
            break;
        const bool crabbedBefore = crab;
        session.submit(greedy(*game()));
        if (!crabbedBefore && hasCrabbed()) {
            // The moment of the crab: the boat back before the line, the log saying why. The AI
            // waits, so the log still shows the crab when the picture is taken.
            session.setAiDelayMs(60000);
            settle(900);
            view.grabWindow().save(out.filePath(QStringLiteral("board-crab.png")));
            session.setAiDelayMs(0);
            settle(1);
        }
    }
    if (!game()->isOver()) {
        // Select a full play (playable cards come first in the hand) to show its preview.
        const int seat = game()->currentSeat();
        const int count = std::min(rowing::cardsRequired(game()->boat(seat).rate),
                                   game()->boat(seat).hand.playable());
        for (int card = count - 1; card >= 0; --card)
            clickItem(view, QStringLiteral("card-%1").arg(card));
        settle(900);
        view.grabWindow().save(out.filePath(QStringLiteral("board-mid.png")));
        clickItem(view, QStringLiteral("zoomInButton"));
        clickItem(view, QStringLiteral("zoomInButton"));
        clickItem(view, QStringLiteral("followLeaderButton"));
        settle(900);
        view.grabWindow().save(out.filePath(QStringLiteral("board-zoom.png")));
        clickItem(view, QStringLiteral("zoomFitButton"));
    }
    while (!game()->isOver()) {
        if (session.humanToAct())
            session.submit(greedy(*game()));
        else
            settle(1);
    }
    settle(900);
    view.grabWindow().save(out.filePath(QStringLiteral("board-results.png")));

    // The Motivation prompt with the move's preview: the human rows at 45 spm and plays the four
    // cards that bring it level with another boat when it can (Motivation is then offered).
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        GameSetup race = test::gameSetup(QStringLiteral("rowing"))
                             .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy})
                             .seed(seed);
        race.seats[0].name = names[0];
        if (!session.start(race, &error))
            qFatal("%s", qPrintable(error));
        while (!game()->isOver() && game()->phase() != rowing::Phase::Motivation) {
            if (!session.humanToAct()) {
                settle(1);
                continue;
            }
            Action next = greedy(*game());
            if (game()->phase() == rowing::Phase::PlayCards) {
                const int space = game()->boat(0).space;
                for (Action a : game()->legalActions())
                    for (int other = 1; other < game()->seatCount(); ++other)
                        if (rowing::isPlayAction(a) &&
                            rowing::playedCardsOf(a)[rowing::Card::Instability] == 0 &&
                            space + rowing::playedCardsOf(a).paceSum() == game()->boat(other).space)
                            next = a;
            }
            session.submit(next);
        }
        if (game()->phase() == rowing::Phase::Motivation && session.humanToAct()) {
            settle(900);
            view.grabWindow().save(out.filePath(QStringLiteral("board-motivation.png")));
            break;
        }
    }

    // Hot seat: two people at one screen, the hand hidden until the named player confirms.
    GameSetup hotSeat = test::gameSetup(QStringLiteral("rowing"))
                            .seats({Controller::Human, Controller::Human})
                            .seed(5);
    hotSeat.seats[0].name = names[1];
    hotSeat.seats[1].name = names[2];
    if (!session.start(hotSeat, &error))
        qFatal("%s", qPrintable(error));
    settle(900);
    view.grabWindow().save(out.filePath(QStringLiteral("board-pass-device.png")));
    return 0;
}

} // namespace

CW_REGISTER(cw::test::BoardScreenshots, [] {
    return cw::test::BoardScreenshots{QStringLiteral("rowing"), &rowingScreenshots};
});
