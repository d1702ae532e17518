// The coach (issue 35) in the app: MoveHint asks Hard's search on a person's turn, off the GUI
// thread, from the seat's own view, and its first move is the move Hard would play there with the
// session's own seed; a new position or Cancel drops it; the Coach dock shows it and plays it.
#include "CoachDock.h"
#include "SessionTestSupport.h"
#include "ai/AiFactory.h"
#include "session/GameSession.h"
#include "session/MoveHint.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace cw;

class TestCoach : public QObject {
    Q_OBJECT

private slots:
    void hintIsHardsMoveForThePersonToAct();
    void hintOnlyOnAPersonsTurn();
    void newPositionDropsTheHint();
    void cancelStopsTheSearch();
    void dockShowsAndPlaysTheHint();

private:
    static void startRace(GameSession &session)
    {
        QString error;
        QVERIFY2(
            session.start(test::rowingSetup({Controller::Human, Controller::AiEasy}, 35), &error),
            qPrintable(error));
        QVERIFY(session.humanToAct());
    }
};

void TestCoach::hintIsHardsMoveForThePersonToAct()
{
    GameSession session;
    startRace(session);
    MoveHint hint(&session);
    QVERIFY(hint.isAvailable());
    hint.request();
    QVERIFY(hint.isThinking()); // the answer comes later: the GUI thread does not wait for it
    QTRY_VERIFY_WITH_TIMEOUT(!hint.isThinking(), 60000);

    const Game &game = *session.shownGame();
    const Action hard = makeAiPlayer(QStringLiteral("rowing"), Controller::AiHard)
                            ->choose(game, session.decisionSeed(game.moveNumber()));
    QVERIFY(!hint.advice().ranked.empty());
    QCOMPARE(hint.advice().ranked.front().action, hard);
    QCOMPARE(hint.advice().seat, game.currentSeat());
    QCOMPARE(hint.lines().size(), int(hint.advice().ranked.size()));
    QVERIFY2(hint.lines().front().startsWith(game.actionName(hard) + QStringLiteral(": ")),
             qPrintable(hint.lines().front()));
    QVERIFY(hint.lines().front().endsWith(QStringLiteral("% chance of winning")));
}

void TestCoach::hintOnlyOnAPersonsTurn()
{
    GameSession session;
    QString error;
    QVERIFY(session.start(test::rowingSetup({Controller::AiEasy, Controller::AiEasy}, 35), &error));
    MoveHint hint(&session);
    QVERIFY(!hint.isAvailable());
    hint.request(); // nothing to advise: no person is to act
    QVERIFY(!hint.isThinking());
    QVERIFY(hint.lines().isEmpty());
}

void TestCoach::newPositionDropsTheHint()
{
    GameSession session;
    startRace(session);
    MoveHint hint(&session);
    hint.request();
    QTRY_VERIFY_WITH_TIMEOUT(!hint.isThinking(), 60000);
    QVERIFY(!hint.lines().isEmpty());
    const Action best = hint.advice().ranked.front().action;
    QVERIFY(hint.playBest());
    QCOMPARE(session.record().actions.back(), best);
    QVERIFY(hint.lines().isEmpty()); // that hint was for the position before
    QVERIFY(hint.advice().ranked.empty());
}

void TestCoach::cancelStopsTheSearch()
{
    GameSession session;
    startRace(session);
    MoveHint hint(&session);
    QSignalSpy changes(&hint, &MoveHint::changed);
    hint.request();
    hint.cancel();
    QVERIFY(!hint.isThinking());
    const int seen = int(changes.size());
    QTest::qWait(300); // the stopped search ends; its answer must not appear
    QVERIFY(hint.lines().isEmpty());
    QCOMPARE(int(changes.size()), seen);
    // A new request after a cancel is answered.
    hint.request();
    QTRY_VERIFY_WITH_TIMEOUT(!hint.isThinking(), 60000);
    QVERIFY(!hint.lines().isEmpty());
}

void TestCoach::dockShowsAndPlaysTheHint()
{
    GameSession session;
    startRace(session);
    QAction hintAction;
    CoachDock dock(&session, &hintAction);
    auto *moves = dock.findChild<QListWidget *>(QStringLiteral("coachMoves"));
    auto *play = dock.findChild<QPushButton *>(QStringLiteral("coachPlayBest"));
    auto *cancel = dock.findChild<QPushButton *>(QStringLiteral("coachCancel"));
    QVERIFY(moves && play && cancel);
    QVERIFY(hintAction.isEnabled());
    QVERIFY(!play->isEnabled());

    hintAction.trigger();
    QVERIFY(cancel->isEnabled());
    QVERIFY(!hintAction.isEnabled()); // one search at a time
    QTRY_VERIFY_WITH_TIMEOUT(moves->count() > 0, 60000);
    QCOMPARE(moves->count(), dock.hint()->lines().size());
    QCOMPARE(moves->item(0)->text(), QStringLiteral("1. ") + dock.hint()->lines().front());
    QVERIFY(play->isEnabled());
    QVERIFY(!cancel->isEnabled());

    const int before = session.moveCount();
    const Action best = dock.hint()->advice().ranked.front().action;
    QTest::mouseClick(play, Qt::LeftButton);
    QCOMPARE(session.moveCount(), before + 1);
    QCOMPARE(session.record().actions.back(), best);
    QCOMPARE(moves->count(), 0);
}

QTEST_MAIN(TestCoach)
#include "tst_coach.moc"
