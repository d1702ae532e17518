// Development tool, the Visions of Rainbows part of board_screenshots: renders the board at the
// start grid (the human lines up a rider), mid-race when the human activates a linked rider
// (its group, the PS breakdown) and then takes a step (the reachable spaces with their PS cost),
// while an Event card is shown, and at the final standings, as PNG files in `out`. The human
// team plays by the Easy rules until the moment of each picture; the AIs take a short pause, so
// that the board animates and shows the cards played.
#include "BoardScreenshots.h"
#include "QuickItems.h"
#include "VisionsGuiSupport.h"
#include "session/GameSession.h"
#include "visions/VisionsEasyAi.h"
#include "visions/VisionsGame.h"

#include <QCoreApplication>
#include <QDir>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>

using namespace cw;
using namespace cw::visions;

namespace {

void click(QQuickView &view, const QString &name)
{
    test::clickItem(view, test::findItem(view.rootObject(), name));
}

const VisionsGame *shown(const GameSession &session)
{
    return dynamic_cast<const VisionsGame *>(session.shownGame());
}

bool save(QQuickView &view, const QDir &out, const QString &name)
{
    QTest::qWait(400);
    const bool ok = view.grabWindow().save(out.filePath(name));
    if (!ok)
        qWarning("Could not write %s", qPrintable(out.filePath(name)));
    return ok;
}

// Lets the AIs play, the human playing Easy's decisions, until `stop` holds at a human decision
// (or the race ends); false when it never came.
template <class Stop>
bool playUntil(GameSession &session, Stop stop, int limitMs = 120000)
{
    ActionList scratch;
    for (int waited = 0; waited < limitMs; waited += 10) {
        const VisionsGame *g = shown(session);
        if (!g || g->isOver())
            return false;
        if (session.humanToAct()) {
            if (stop(*g))
                return true;
            session.submit(VisionsEasyAi::ruleAction(*g, scratch));
        }
        QTest::qWait(10);
    }
    return false;
}

} // namespace

int visionsScreenshots(const QDir &out, QSize size)
{
    GameSession session;
    session.setAiDelayMs(120);
    QString error;
    if (!session.start(test::visionsSetup({Controller::Human, Controller::AiEasy,
                                           Controller::AiEasy, Controller::AiEasy},
                                          23, QStringLiteral("visions-medium")),
                       &error))
        qFatal("%s", qPrintable(error));
    QQuickView view;
    view.setInitialProperties(
        {{QStringLiteral("session"), QVariant::fromValue<QObject *>(&session)}});
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.resize(size);
    view.setSource(QUrl(QStringLiteral("qrc:/Coursewright/Board.qml")));
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return 1;
    const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
    int failures = 0;

    // The start grid: the human's second rider to line up.
    int placedOnce = 0;
    playUntil(session, [&](const VisionsGame &g) {
        return g.state().stage == VisionsStage::Place && ++placedOnce == 2;
    });
    failures += !save(view, out, QStringLiteral("visions-start-%1.png").arg(tag));

    // Mid-race: the human activates a rider with a line behind it, with a Lead card when it
    // holds one, the breakdown and the group shown; then its first step.
    const bool linked = playUntil(session, [](const VisionsGame &g) {
        if (g.state().stage != VisionsStage::Activate || g.state().phase < 2)
            return false;
        for (int slot = 0; slot < g.state().perTeam; ++slot) {
            const int rider = g.state().seat * g.state().perTeam + slot;
            const VisionsRider &r = g.state().riders[std::size_t(rider)];
            if (r.where == VisionsRider::Where::Road && !r.activated &&
                !g.lineBehind(rider).empty())
                return true;
        }
        return false;
    });
    if (linked) {
        const VisionsGame &g = *shown(session);
        int rider = -1;
        for (int slot = 0; slot < g.state().perTeam && rider < 0; ++slot) {
            const int r = g.state().seat * g.state().perTeam + slot;
            if (g.state().riders[std::size_t(r)].where == VisionsRider::Where::Road &&
                !g.state().riders[std::size_t(r)].activated && !g.lineBehind(r).empty())
                rider = r;
        }
        const VisionsTeam &team = g.state().team[std::size_t(g.state().seat)];
        int card = -1;
        for (int i = 0; i < team.handCount; ++i) {
            const int c = team.hand[std::size_t(i)];
            if (c < ActionCardCount &&
                (card < 0 || ActionCards[std::size_t(c)].type == MoveType::Lead))
                card = c;
        }
        click(view, QStringLiteral("riderChoice_%1").arg(g.state().slotOf(rider)));
        QTest::qWait(50);
        click(view, QStringLiteral("card_%1").arg(card));
        QTest::qWait(50);
        click(view, QStringLiteral("wildType_0"));
        failures += !save(view, out, QStringLiteral("visions-activate-%1.png").arg(tag));
        click(view, QStringLiteral("activateButton"));
        QTest::qWait(300);
        failures += !save(view, out, QStringLiteral("visions-move-%1.png").arg(tag));
    } else {
        ++failures;
    }

    // An Event card being shown.
    const std::size_t seen = shown(session)->events().size();
    const auto eventSince = [&session, seen] {
        const auto &events = shown(session)->events();
        for (std::size_t i = seen; i < events.size(); ++i)
            if (events[i].type == VisionsEvent::EventDrawn)
                return true;
        return false;
    };
    ActionList scratch;
    for (int waited = 0; waited < 120000 && !eventSince() && !shown(session)->isOver();
         waited += 10) {
        if (session.humanToAct())
            session.submit(VisionsEasyAi::ruleAction(*shown(session), scratch));
        QTest::qWait(10);
    }
    failures += !eventSince() || !save(view, out, QStringLiteral("visions-event-%1.png").arg(tag));

    // The final standings.
    session.setAiDelayMs(0);
    playUntil(
        session, [](const VisionsGame &) { return false; }, 300000);
    failures += !shown(session)->isOver() ||
                !save(view, out, QStringLiteral("visions-results-%1.png").arg(tag));
    return failures;
}

CW_REGISTER(cw::test::BoardScreenshots, [] {
    return cw::test::BoardScreenshots{QStringLiteral("visions"), &visionsScreenshots};
});
