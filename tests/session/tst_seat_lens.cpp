// The seat lens (issue 51, models/session/SeatLens): which seat the window shows (one human seat:
// always it; several: the seat to decide once it has the device; none: the public lens), and the
// names of moves as that seat knows them (another seat's secret reads as the others learn of it
// until the game reveals it).
#include "GameSetupBuilder.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QSignalSpy>
#include <QTest>

using namespace cw;

class TestSeatLens : public QObject {
    Q_OBJECT

private slots:
    void oneHumanSeatIsAlwaysShown()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(session.start(test::gameSetup(QStringLiteral("rowing"))
                                   .seats({Controller::AiEasy, Controller::Human})
                                   .seed(51),
                               &error),
                 qPrintable(error));
        const SeatLens &lens = *session.lens();
        QCOMPARE(lens.seat(), 1); // during the AI's turn too
        QVERIFY(!lens.privacyScreenUp());
        QTRY_VERIFY(session.humanToAct());
        QCOMPARE(lens.seat(), 1);
        QCOMPARE(lens.actingSeat(), 1);
        QVERIFY(lens.position());
        QCOMPARE(lens.position()->viewFor(1), session.shownGame()->viewFor(1));
    }

    void noHumanSeatIsThePublicLens()
    {
        GameSession session;
        QString error;
        QVERIFY(session.start(
            test::gameSetup(QStringLiteral("salmon")).fewestSeats(Controller::AiEasy).seed(51),
            &error));
        QCOMPARE(session.lens()->seat(), -1);
        QCOMPARE(session.lens()->position()->viewFor(-1), session.shownGame()->viewFor(-1));
    }

    // Several people at one screen: no seat is shown until the one to decide has the device, and
    // the device is asked for again when the decision moves to another of them.
    void hotSeatShowsTheSeatGivenTheDevice()
    {
        GameSession session;
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("niagara"))
                                  .seats({Controller::Human, Controller::Human})
                                  .seed(51),
                              &error));
        SeatLens &lens = *session.lens();
        QSignalSpy changed(&lens, &SeatLens::changed);
        const int first = lens.actingSeat();
        QVERIFY(first >= 0);
        QVERIFY(lens.privacyScreenUp());
        QCOMPARE(lens.seat(), -1);
        lens.confirmPass();
        QCOMPARE(changed.count(), 1);
        QVERIFY(!lens.privacyScreenUp());
        QCOMPARE(lens.seat(), first);
        QVERIFY(session.submit(session.shownGame()->legalActions().front()));
        QVERIFY(lens.actingSeat() != first);
        QVERIFY(lens.privacyScreenUp());
        QCOMPARE(lens.seat(), -1);
    }

    // Niagara's paddle cards: each seat reads its own card, the others "Choose a card face down",
    // until every seat has chosen and the cards are revealed together.
    void secretMovesReadFaceDownUntilRevealed()
    {
        GameSession session;
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("niagara"))
                                  .seats({Controller::Human, Controller::Human, Controller::Human})
                                  .seed(51),
                              &error));
        SeatLens &lens = *session.lens();
        QStringList names;
        QList<int> seats;
        for (int move = 0; move < 3; ++move) {
            const Game &game = *session.shownGame();
            const Action action = game.legalActions().front();
            seats.append(game.currentSeat());
            names.append(game.actionName(action));
            lens.confirmPass();
            QVERIFY(session.submit(action));
            QCOMPARE(lens.moves(), move + 1);
            if (move < 2) { // not yet revealed
                lens.confirmPass();
                const int viewer = lens.seat();
                QVERIFY(viewer >= 0);
                for (int earlier = 0; earlier <= move; ++earlier)
                    QVERIFY2(lens.moveName(earlier) != names[earlier],
                             qPrintable(lens.moveName(earlier)));
            }
        }
        QVERIFY(!session.shownGame()->secretsPending());
        for (int move = 0; move < 3; ++move)
            QCOMPARE(lens.moveName(move), names[move]);
    }
};

QTEST_MAIN(TestSeatLens)
#include "tst_seat_lens.moc"
