// Development tool: renders the rowing board at the start of a race, at the moment the human seat
// catches a crab, mid-race (its next turn, with a play selected; then zoomed in, following the
// leader), at the results and behind the hot-seat screen, as PNG files in the directory given on
// the command line. Optional arguments: the board's size (default 1600x1000; the main window's
// centre is often about 1000x900) and the language ("fr"). Run under a display, e.g.
//   xvfb-run -a -s "-screen 0 1600x1000x24" ./board_screenshots /tmp/shots 1000x880 fr
// The human seat rows greedily at 45 spm with its highest cards, to provoke a crab.
// A fourth argument chooses the game: "rowing" (default) or "salmon-run" (salmon_screenshots.cpp),
//   xvfb-run -a -s "-screen 0 1600x1000x24" ./board_screenshots /tmp/shots 1600x1000 en salmon-run
// or "line-cards" (linecards_screenshots.cpp), "niagara" (niagara_screenshots.cpp) or
// "visions-of-rainbows" (visions_screenshots.cpp).
#include "../session/SessionTestSupport.h"
#include "Language.h"
#include "QuickItems.h"
#include "rowing/RowingGame.h"
#include "session/GameSession.h"

#include <QDir>
#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>
#include <algorithm>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

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

} // namespace

int salmonScreenshots(const QDir &out, QSize size);    // salmon_screenshots.cpp
int lineCardsScreenshots(const QDir &out, QSize size); // linecards_screenshots.cpp
int niagaraScreenshots(const QDir &out, QSize size);   // niagara_screenshots.cpp
int visionsScreenshots(const QDir &out, QSize size);   // visions_screenshots.cpp

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QDir out(args.value(1, QDir::currentPath()));
    const QStringList size = args.value(2, QStringLiteral("1600x1000")).split(QLatin1Char('x'));
    Language language;
    if (!language.apply(args.value(3, QStringLiteral("en")), false))
        qFatal("No translation for %s", qPrintable(args.value(3)));
    if (args.value(4) == QLatin1String("salmon-run"))
        return salmonScreenshots(out, QSize(size.value(0).toInt(), size.value(1).toInt()));
    if (args.value(4) == QLatin1String("line-cards"))
        return lineCardsScreenshots(out, QSize(size.value(0).toInt(), size.value(1).toInt()));
    if (args.value(4) == QLatin1String("niagara"))
        return niagaraScreenshots(out, QSize(size.value(0).toInt(), size.value(1).toInt()));
    if (args.value(4) == QLatin1String("visions-of-rainbows"))
        return visionsScreenshots(out, QSize(size.value(0).toInt(), size.value(1).toInt()));
    GameSession session;
    session.setAiDelayMs(0);
    GameSetup setup =
        test::rowingSetup({Controller::Human, Controller::AiEasy, Controller::AiEasy,
                           Controller::AiEasy, Controller::AiEasy, Controller::AiEasy},
                          77);
    const QString names[] = {QStringLiteral("Ann"),
                             QStringLiteral("Astrid"),
                             QStringLiteral("Bruno"),
                             QStringLiteral("Chiara"),
                             QStringLiteral("Dmitri"),
                             QStringLiteral("Esther")};
    for (int i = 0; i < setup.seats.size(); ++i)
        setup.seats[i].name = names[i];
    QString error;
    if (!session.start(setup, &error))
        qFatal("%s", qPrintable(error));
    QQuickView view;
    view.setInitialProperties(
        {{QStringLiteral("session"), QVariant::fromValue<QObject *>(&session)}});
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.resize(size.value(0).toInt(), size.value(1).toInt());
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

    // Hot seat: two people at one screen, the hand hidden until the named player confirms.
    GameSetup hotSeat = test::rowingSetup({Controller::Human, Controller::Human}, 5);
    hotSeat.seats[0].name = names[1];
    hotSeat.seats[1].name = names[2];
    if (!session.start(hotSeat, &error))
        qFatal("%s", qPrintable(error));
    settle(900);
    view.grabWindow().save(out.filePath(QStringLiteral("board-pass-device.png")));
    return 0;
}
