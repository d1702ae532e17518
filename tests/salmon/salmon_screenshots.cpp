// Development tool, the Salmon Run part of board_screenshots: renders the board at the start of a
// four-salmon game (several salmon on the start hexes), mid-game with a jump preview or a Swim
// preview selected, with a prompt open (the first decision that is not card play), moved so
// that several salmon share a hex, and at the results, as PNG files in `out`.
#include "BoardScreenshots.h"
#include "SalmonGuiSupport.h"
#include "salmon/SalmonSwimRules.h"
#include "session/GameSession.h"

#include <QDir>
#include <QQuickView>
#include <QTest>

using namespace cw;

namespace {

void clickNamed(QQuickView &view, const QString &name)
{
    if (QQuickItem *item = test::findQuickItem(view.rootObject(), name))
        QTest::mouseClick(&view, Qt::LeftButton, {},
                          item->mapToScene({item->width() / 2, item->height() / 2}).toPoint());
}

// The rows of the hand holding the cards of a legal jump, or {-1, -1}.
std::pair<int, int> jumpRows(const salmon::SalmonGame &game)
{
    namespace action = salmon::action;
    const salmon::CardCounts hand = game.state().salmon[std::size_t(game.currentSeat())].hand;
    std::vector<salmon::Card> rows;
    for (int c = 0; c < salmon::CardTypeCount; ++c)
        for (int n = 0; n < hand[salmon::Card(c)]; ++n)
            rows.push_back(salmon::Card(c));
    for (Action a : game.legalActions()) {
        if (a < action::JumpBase || a >= action::EndTurn)
            continue;
        const auto first = salmon::SwimMove((a - action::JumpBase) / salmon::SwimMoveCount);
        const auto second = salmon::SwimMove((a - action::JumpBase) % salmon::SwimMoveCount);
        if (salmon::cardOf(first) == salmon::Card::Wild ||
            salmon::cardOf(second) == salmon::Card::Wild)
            continue; // keep the picture simple: no Wild direction to set
        const auto r1 = std::find(rows.begin(), rows.end(), salmon::cardOf(first));
        auto r2 = std::find(rows.begin(), rows.end(), salmon::cardOf(second));
        if (r2 == r1)
            r2 = std::find(r1 + 1, rows.end(), salmon::cardOf(second));
        if (r1 != rows.end() && r2 != rows.end())
            return {int(r1 - rows.begin()), int(r2 - rows.begin())};
    }
    return {-1, -1};
}

// Puts the human's salmon (seat 0) on a hex below a waterfall with two Swim Forward cards and a
// Bear in hand; false when the river has no such hex.
bool stageJump(GameSession &session, const salmon::SalmonGame &game)
{
    using namespace salmon;
    const SalmonCourseMap &river = game.river();
    for (int i = 0; i < river.cellCount(); ++i) {
        const Hex hex = river.hexAt(i);
        if (!river.at(hex).isWater() || !jumpPath(river, hex, SwimMove::Forward, SwimMove::Forward))
            continue;
        SalmonState &state = const_cast<SalmonGame &>(game).mutableState();
        state.salmon[0].hex = hex;
        state.salmon[0].hand = {};
        state.salmon[0].hand[Card::SwimForward] = 2;
        state.salmon[0].hand[Card::Bear] = 1;
        emit session.positionChanged();
        return true;
    }
    return false;
}

} // namespace

int salmonScreenshots(const QDir &out, QSize size)
{
    GameSession session;
    session.setAiDelayMs(0);
    GameSetup setup =
        test::gameSetup(QStringLiteral("salmon"))
            .course(QStringLiteral("salmon-expert"))
            .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy, Controller::AiEasy})
            .seed(11);
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
    QTest::qWait(500);
    view.grabWindow().save(out.filePath(QStringLiteral("salmon-start.png")));

    auto game = [&session] {
        return dynamic_cast<const salmon::SalmonGame *>(session.shownGame());
    };
    bool promptShot = false, jumpShot = false, swimShot = false;
    int turns = 0;
    while (!game()->isOver()) {
        if (!session.humanToAct()) {
            QTest::qWait(1);
            continue;
        }
        const salmon::SalmonGame &g = *game();
        if (!promptShot && g.phase() != salmon::Phase::PlayCards) {
            promptShot = true;
            QTest::qWait(300);
            view.grabWindow().save(out.filePath(QStringLiteral("salmon-prompt.png")));
        }
        if (g.phase() == salmon::Phase::PlayCards && g.state().cardsPlayed == 0) {
            ++turns;
            const auto [first, second] = jumpRows(g);
            if (!jumpShot && first >= 0) {
                jumpShot = true;
                clickNamed(view, QStringLiteral("card-%1").arg(first));
                clickNamed(view, QStringLiteral("card-%1").arg(second));
                QTest::qWait(400);
                view.grabWindow().save(out.filePath(QStringLiteral("salmon-jump.png")));
            } else if (!jumpShot && turns == 2 && stageJump(session, *game())) {
                // No natural jump yet: stage one (the salmon below a waterfall holding two Swim
                // Forward cards), as tst_salmon_board does, to see the preview.
                jumpShot = true;
                QTest::qWait(100);
                clickNamed(view, QStringLiteral("card-0"));
                clickNamed(view, QStringLiteral("card-1"));
                QTest::qWait(400);
                view.grabWindow().save(out.filePath(QStringLiteral("salmon-jump.png")));
                clickNamed(view, QStringLiteral("card-0"));
                clickNamed(view, QStringLiteral("card-1"));
            } else if (!swimShot && turns == 4) {
                swimShot = true;
                clickNamed(view, QStringLiteral("card-0"));
                QTest::qWait(400);
                view.grabWindow().save(out.filePath(QStringLiteral("salmon-mid.png")));
            }
        }
        session.submit(test::salmonForward(*game()));
    }
    QTest::qWait(600);
    view.grabWindow().save(out.filePath(QStringLiteral("salmon-results.png")));
    return 0;
}

CW_REGISTER(cw::test::BoardScreenshots, [] {
    return cw::test::BoardScreenshots{QStringLiteral("salmon"), &salmonScreenshots};
});
