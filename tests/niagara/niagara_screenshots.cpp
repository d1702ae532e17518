// Development tool, the Niagara part of board_screenshots: renders the board at the secret choice
// of a paddle card, at a canoe loading (the Load button's gems open), while a canoe goes over a
// waterfall in Phase III, at the end screen and at the river after it, at a steal prompt and
// behind the hot-seat screen, as PNG files in `out`. The human seat plays by the Easy rules but
// always paddles as far downstream as it can, so that canoes meet the waterfalls; the AIs take a
// short pause, so that the board animates Phase III.
#include "BoardScreenshots.h"
#include "NiagaraGuiSupport.h"
#include "QuickItems.h"
#include "niagara/NiagaraEasyAi.h"
#include "niagara/NiagaraGame.h"
#include "session/GameSession.h"

#include <QCoreApplication>
#include <QDir>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>

using namespace cw;
using namespace cw::niagara;

namespace {

void click(QQuickView &view, const QString &name)
{
    if (QQuickItem *item = test::findItem(view.rootObject(), name))
        QTest::mouseClick(&view, Qt::LeftButton, {},
                          item->mapToScene({item->width() / 2, item->height() / 2}).toPoint());
}

// Easy's decision, except that a move goes as far downstream as it can.
Action reckless(const NiagaraGame &game)
{
    const Action easy = NiagaraEasyAi::ruleAction(game);
    if (game.state().step != Step::Move)
        return easy;
    Action best = easy;
    for (const Action a : game.legalActions())
        if (a >= actions::MoveTo && (best < actions::MoveTo || a > best))
            best = a;
    return best;
}

QObject *riverModel(QQuickView &view)
{
    for (QObject *o : view.rootObject()->findChildren<QObject *>())
        if (QString::fromLatin1(o->metaObject()->className()) == QLatin1String("NiagaraBoardModel"))
            return o;
    return nullptr;
}

bool canoeFalling(QQuickView &view)
{
    QObject *river = riverModel(view);
    if (!river)
        return false;
    for (const QVariant &canoe : river->property("canoes").toList())
        if (canoe.toMap().value(QStringLiteral("falling")).toBool())
            return true;
    return false;
}

} // namespace

int niagaraScreenshots(const QDir &out, QSize size)
{
    GameSession session;
    session.setAiDelayMs(120);
    GameSetup setup =
        test::gameSetup(QStringLiteral("niagara"))
            .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy, Controller::AiEasy})
            .seed(9);
    const QString names[] = {QStringLiteral("Ann"), QStringLiteral("Astrid"),
                             QStringLiteral("Bruno"), QStringLiteral("Chiara")};
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
    // A picture once the river has settled (Phase III played out), the mouse out of the way.
    const auto shot = [&](const char *name, int wait = 400) {
        QTest::mouseMove(&view, QPoint(size.width() - 2, size.height() - 2));
        QTest::qWait(wait);
        for (int guard = 0;
             guard < 400 && riverModel(view) && riverModel(view)->property("flowing").toBool();
             ++guard)
            QTest::qWait(20);
        view.grabWindow().save(out.filePath(QLatin1String(name)));
    };
    const auto game = [&session] { return dynamic_cast<const NiagaraGame *>(session.shownGame()); };
    bool choiceShot = false, loadShot = false, waterfallShot = false;
    while (!game()->isOver()) {
        if (!waterfallShot && canoeFalling(view)) {
            waterfallShot = true;
            QTest::mouseMove(&view, QPoint(size.width() - 2, size.height() - 2));
            QTest::qWait(250); // the canoe on its way over the waterfall
            view.grabWindow().save(out.filePath(QStringLiteral("niagara-waterfall.png")));
        }
        if (!session.humanToAct()) {
            QTest::qWait(10);
            continue;
        }
        const NiagaraGame &g = *game();
        const Action next = reckless(g);
        if (!choiceShot && g.state().step == Step::ChooseCard && g.round() >= 2) {
            choiceShot = true;
            shot("niagara-choice.png");
        }
        const bool loading = (next >= actions::Load && next < actions::Upstream) ||
                             (g.state().step == Step::Canoes && next >= actions::SelectCanoe &&
                              next < actions::BuyBack);
        if (!loadShot && loading) {
            QTest::qWait(200);
            QQuickItem *load = test::findItem(view.rootObject(), QStringLiteral("loadButton"));
            if (load && load->isEnabled()) {
                loadShot = true;
                const int before = g.moveNumber();
                click(view, QStringLiteral("loadButton"));
                shot("niagara-loading.png");
                if (game()->moveNumber() != before)
                    continue; // the single choice was taken
            }
        }
        session.submit(next);
        QTest::qWait(5);
    }
    shot("niagara-end.png", 900);
    click(view, QStringLiteral("closeResultsButton"));
    shot("niagara-end-river.png");

    // The steal prompt (staged, as in the rules' §4), the keyboard on its first button.
    session.setAiDelayMs(0);
    if (!session.start(test::gameSetup(QStringLiteral("niagara"))
                           .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy})
                           .seed(2),
                       &error))
        qFatal("%s", qPrintable(error));
    if (test::playToStealPrompt(session))
        shot("niagara-steal.png");
    else
        qWarning("No steal prompt");

    // Hot seat: two people at one screen, the cards hidden until the named player confirms.
    GameSetup hotSeat = test::gameSetup(QStringLiteral("niagara"))
                            .seats({Controller::Human, Controller::Human})
                            .seed(5);
    hotSeat.seats[0].name = names[1];
    hotSeat.seats[1].name = names[2];
    if (!session.start(hotSeat, &error))
        qFatal("%s", qPrintable(error));
    shot("niagara-pass-device.png", 900);
    return 0;
}

CW_REGISTER(cw::test::BoardScreenshots, [] {
    return cw::test::BoardScreenshots{QStringLiteral("niagara"), &niagaraScreenshots};
});
