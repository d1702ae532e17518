// Development tool, the Line cards part of board_screenshots: renders the board at the opening
// (the opening hand's prompt), with a card selected and its squares highlighted, the first time
// a line crosses an edge of the wrapping grid, at an energy decision and right after an energy
// effect, at the end screen, and boxed in (every energy choice loses), as PNG files in `out`. The
// human seat plays by the Easy rules, but takes Turn around or Boost at its first energy decision
// so that an effect is seen.
#include "BoardScreenshots.h"
#include "QuickItems.h"
#include "linecards/LineCardsEasyAi.h"
#include "linecards/LineCardsGame.h"
#include "session/GameSession.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonObject>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>

using namespace cw;
using namespace cw::linecards;

namespace {

void click(QQuickView &view, const QString &name)
{
    if (QQuickItem *item = test::findItem(view.rootObject(), name))
        QTest::mouseClick(&view, Qt::LeftButton, {},
                          item->mapToScene({item->width() / 2, item->height() / 2}).toPoint());
}

// Whether the card on `square` entered across an edge of the grid.
bool crossedEdge(const LineCardsGame &game, int square)
{
    const Square q = game.state().squareAt(square);
    const int side = game.state().side;
    const int row = rowOf(square), column = columnOf(square);
    switch (Dir(q.travel)) {
    case Dir::Up:
        return row == side - 1;
    case Dir::Down:
        return row == 0;
    case Dir::Right:
        return column == 0;
    case Dir::Left:
        return column == side - 1;
    }
    return false;
}

} // namespace

int lineCardsScreenshots(const QDir &out, QSize size)
{
    GameSession session;
    session.setAiDelayMs(0);
    GameSetup setup;
    setup.gameId = QStringLiteral("linecards");
    setup.seats = {{QStringLiteral("Ann"), QStringLiteral("#e63946"), Controller::Human},
                   {QStringLiteral("Astrid"), QStringLiteral("#2a9d8f"), Controller::AiNormal}};
    setup.seed = 5;
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
    const auto shot = [&](const char *name) {
        QTest::qWait(400);
        view.grabWindow().save(out.filePath(QLatin1String(name)));
    };
    const auto game = [&session] {
        return dynamic_cast<const LineCardsGame *>(session.shownGame());
    };
    QTest::qWait(300);
    shot("linecards-opening.png");
    bool selectedShot = false, wrapShot = false, energyShot = false;
    ActionList scratch;
    while (!game()->isOver()) {
        if (!session.humanToAct()) {
            QTest::qWait(5);
            continue;
        }
        const LineCardsGame &g = *game();
        for (int square = 0; square < MaxSquares && !wrapShot; ++square)
            if (g.state().squareAt(square).kind >= 0 && crossedEdge(g, square)) {
                wrapShot = true;
                shot("linecards-wrap.png");
            }
        Action next = LineCardsEasyAi::ruleAction(g, scratch);
        if (g.phase() == Phase::Energy && !energyShot) {
            energyShot = true;
            shot("linecards-energy-choice.png");
            for (const Action a : {action::TurnAround, action::Boost})
                if (g.isLegal(a)) {
                    next = a;
                    break;
                }
            click(view, QStringLiteral("energyButton_%1").arg(next));
            shot("linecards-energy-effect.png");
            continue;
        }
        if (g.phase() == Phase::Place && !selectedShot && g.state().turn >= 2) {
            selectedShot = true;
            click(view, QStringLiteral("handCard_%1")
                            .arg(decodePlacement(next).kind == Kind(0)
                                     ? 0
                                     : int(decodePlacement(next).kind)));
            shot("linecards-selected.png");
        }
        session.submit(next);
        QTest::qWait(5);
    }
    shot("linecards-end.png");
    click(view, QStringLiteral("closeResultsButton"));
    shot("linecards-end-table.png");

    // Boxed in: the energy decision where every choice loses, and the board says so. A 5 × 5
    // table without wrapping fills up within a few games; the human plays its first choices.
    // The board's own prompt says so (its turn controller, found by its class name: this tool
    // links the QML module, not its headers).
    const auto prompt = [&view] {
        for (QObject *o : view.rootObject()->findChildren<QObject *>())
            if (QLatin1String(o->metaObject()->className()) ==
                QLatin1String("LineCardsTurnController"))
                return o->property("promptText").toString();
        return QString();
    };
    const QString stuck = QCoreApplication::translate(
        "LineCardsTurnController",
        "No card of yours fits an open exit of your line, and no use of energy "
        "changes that: you lose the game.");
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        setup.seed = seed;
        setup.options = QJsonObject{{QStringLiteral("side"), 5}, {QStringLiteral("wrap"), false}};
        if (!session.start(setup, &error))
            qFatal("%s", qPrintable(error));
        while (!game()->isOver()) {
            if (!session.humanToAct()) {
                QTest::qWait(5);
                continue;
            }
            QTest::qWait(20);
            const ActionList legal = game()->legalActions();
            if (prompt() == stuck) {
                shot("linecards-stuck.png");
                return 0;
            }
            session.submit(legal.front());
        }
    }
    qWarning("No energy decision where every choice loses");
    return 0;
}

CW_REGISTER(cw::test::BoardScreenshots, [] {
    return cw::test::BoardScreenshots{QStringLiteral("linecards"), &lineCardsScreenshots};
});
