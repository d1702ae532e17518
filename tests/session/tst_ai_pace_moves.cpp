// The AI's pace in the app: one pause per AI move, not per action (issue 32). Each game is played
// by Easy AIs alone through a GameSession at a pace of 1 ms, and the pauses are counted by the
// session's aiMovePaced signal, never by time. Each game's moves are told apart by its own
// actions here, not by Game::continuesMove: a rowing boat's turn begins with its rate and pauses
// only there; a Visions rider's steps follow its activation without a pause; a Salmon Run fish's
// swim and the rest of its turn follow at once; Niagara's secret paddle cards are revealed
// together, one pause before the first.
#include "core/GameRegistry.h"
#include "niagara/NiagaraActions.h"
#include "rowing/RowingActions.h"
#include "session/GameSession.h"
#include "suites/SuiteGames.h"
#include "visions/VisionsActions.h"

#include <QTest>

#include <algorithm>
#include <memory>

using namespace cw;

namespace {

// Enough of a game to see every kind of move many times, short enough for a test.
constexpr int ActionsWatched = 300;

// One action of the game as played: who took it, and whether the session paused before it.
struct Played {
    int seat = -1;
    Action action = -1;
    bool paused = false;
};

bool isVisionsStep(Action action)
{
    using namespace visions::VisionsAction;
    return (action >= ForwardBase && action < StepEnd) || action == Stop || action == LinkLine ||
           action == LeaveLine;
}

bool isVisionsActivation(Action action)
{
    return action >= visions::VisionsAction::ActivateBase &&
           action < visions::VisionsAction::ActivateEnd;
}

bool isNiagaraCard(Action action)
{
    return action >= niagara::actions::ChooseCard &&
           action < niagara::actions::ChooseCard + niagara::actions::Cards;
}

} // namespace

class TestAiPaceMoves : public QObject {
    Q_OBJECT

    // Plays the game's AI seats through a session; each action with its seat and pause.
    static std::vector<Played> play(const QString &gameId)
    {
        const GameInfo *info = GameRegistry::find(gameId);
        GameSession session;
        session.setAiDelayMs(1);
        std::vector<int> pausedBefore; // the move count when each pause began
        QObject::connect(&session, &GameSession::aiMovePaced, &session,
                         [&] { pausedBefore.push_back(session.moveCount()); });
        const GameSetup setup = suites::setupFor(*info, 32, suites::largestSeatCount(*info));
        QString error;
        if (!session.start(setup, &error))
            qFatal("%s", qPrintable(error));
        const bool watched = QTest::qWaitFor(
            [&] { return session.shownGame()->isOver() || session.moveCount() >= ActionsWatched; },
            120000);
        if (!watched)
            return {};            // the slots find too few actions
        session.setViewedMove(0); // browsing pauses the live game: the record stays as it is

        std::vector<Played> played;
        std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
        for (const Action action : session.record().actions) {
            const int index = int(played.size());
            played.push_back({game->currentSeat(), action,
                              std::count(pausedBefore.begin(), pausedBefore.end(), index) > 0});
            game->apply(action);
        }
        return played;
    }

    static int pauses(const std::vector<Played> &played)
    {
        return int(
            std::count_if(played.begin(), played.end(), [](const Played &p) { return p.paused; }));
    }

private slots:
    // A boat's whole turn is one move: a pause before each rate, none before its cards and
    // decisions.
    void rowingPausesOncePerBoatTurn()
    {
        const std::vector<Played> played = play(QStringLiteral("rowing"));
        QVERIFY(played.size() > 50);
        for (std::size_t i = 0; i < played.size(); ++i)
            QVERIFY2(played[i].paused == rowing::isRateAction(played[i].action),
                     qPrintable(QStringLiteral("action %1 (%2)").arg(i).arg(played[i].action)));
        QVERIFY(pauses(played) < int(played.size()) / 2);
    }

    // A rider's activation is paused for; its steps (and linking the lines behind) follow as one
    // animated move.
    void visionsRiderMovesAsOne()
    {
        const std::vector<Played> played = play(QStringLiteral("visions"));
        int steps = 0;
        for (std::size_t i = 0; i < played.size(); ++i) {
            const QString where = QStringLiteral("action %1 (%2)").arg(i).arg(played[i].action);
            if (isVisionsStep(played[i].action)) {
                ++steps;
                QVERIFY2(!played[i].paused, qPrintable(where));
            }
            if (isVisionsActivation(played[i].action))
                QVERIFY2(played[i].paused, qPrintable(where));
        }
        QVERIFY2(steps > 20, "too few rider steps to tell");
    }

    // A fish's swim and the rest of its turn follow at once: no pause while the same seat acts.
    void salmonSwimIsOneMove()
    {
        const std::vector<Played> played = play(QStringLiteral("salmon"));
        int within = 0;
        for (std::size_t i = 1; i < played.size(); ++i)
            if (played[i].seat == played[i - 1].seat) {
                ++within;
                QVERIFY2(!played[i].paused,
                         qPrintable(QStringLiteral("action %1 (%2)").arg(i).arg(played[i].action)));
            }
        QVERIFY2(within > 20, "too few turns of several actions to tell");
        QVERIFY(pauses(played) > 0);
    }

    // Every seat's secret paddle card is revealed together: one pause before the first card of a
    // round, none before the others.
    void niagaraCardsAreRevealedTogether()
    {
        const std::vector<Played> played = play(QStringLiteral("niagara"));
        int together = 0;
        for (std::size_t i = 1; i < played.size(); ++i)
            if (isNiagaraCard(played[i].action) && isNiagaraCard(played[i - 1].action)) {
                ++together;
                QVERIFY2(!played[i].paused, qPrintable(QStringLiteral("action %1").arg(i)));
            }
        QVERIFY2(together > 20, "too few rounds to tell");
        QVERIFY(pauses(played) < int(played.size()) / 2);
    }
};

QTEST_MAIN(TestAiPaceMoves)
#include "tst_ai_pace_moves.moc"
