// GameSession: starting, human and AI turns, determinism, save/load, browsing, stale AI results
// and file errors.
#include "GameSetupBuilder.h"
#include "SessionTestSupport.h"
#include "session/GameSession.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;

namespace {

constexpr int RaceTimeoutMs = 120000;

// Plays the human seats with their first legal action until the race is over.
bool playToTheEnd(GameSession &session)
{
    QElapsedTimer clock;
    clock.start();
    while (!session.shownGame()->isOver()) {
        if (clock.elapsed() > RaceTimeoutMs)
            return false;
        if (session.humanToAct())
            session.submit(session.shownGame()->legalActions().front());
        else
            QTest::qWait(1);
    }
    return true;
}

QString errorsDir()
{
    return qEnvironmentVariable("CW_SOURCE_DIR") + QStringLiteral("/tests/errors");
}

} // namespace

class TestGameSession : public QObject {
    Q_OBJECT
private slots:
    void startRefusesAnUnknownGame()
    {
        GameSession session;
        GameSetup setup =
            test::gameSetup(QStringLiteral("rowing")).seats({Controller::Human}).seed(1);
        setup.gameId = QStringLiteral("croquet");
        QString error;
        QVERIFY(!session.start(setup, &error));
        QVERIFY2(error.contains(QStringLiteral("croquet")), qPrintable(error));
        QVERIFY(!session.hasGame());
    }

    void humanSubmitsOnlyLegalActionsOnTheirTurn()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QSignalSpy positions(&session, &GameSession::positionChanged);
        QSignalSpy log(&session, &GameSession::logAppended);
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::AiEasy})
                                  .seed(7),
                              &error));
        QVERIFY(session.humanToAct()); // round 1 is in lane order: seat 0 first
        QVERIFY(!session.isModified());
        QVERIFY(!session.submit(9999));
        QCOMPARE(session.moveCount(), 0);
        const Action first = session.shownGame()->legalActions().front();
        QVERIFY(session.submit(first));
        QCOMPARE(session.moveCount(), 1);
        QCOMPARE(session.record().actions.front(), first);
        QVERIFY(session.isModified());
        QVERIFY(positions.count() >= 2);
        QVERIFY(!log.isEmpty());
    }

    void aiSeatsPlayTheRaceToTheEnd()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QSignalSpy over(&session, &GameSession::gameOver);
        QSignalSpy thinking(&session, &GameSession::aiThinkingChanged);
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy,
                                          Controller::AiEasy})
                                  .seed(11),
                              &error));
        QVERIFY(playToTheEnd(session));
        QCOMPARE(over.count(), 1);
        QVERIFY(thinking.count() >= 2);
        QVERIFY(!session.aiThinking());
        QVERIFY(!session.humanToAct());
        QCOMPARE(session.shownGame()->currentSeat(), -1);
    }

    void aiGameReplaysDeterministically()
    {
        const GameSetup setup =
            test::gameSetup(QStringLiteral("rowing"))
                .seats({Controller::AiEasy, Controller::AiEasy, Controller::AiEasy})
                .seed(42);
        std::vector<Action> runs[2];
        for (auto &actions : runs) {
            GameSession session;
            session.setAiDelayMs(0);
            QString error;
            QVERIFY(session.start(setup, &error));
            QTRY_VERIFY_WITH_TIMEOUT(session.shownGame()->isOver(), RaceTimeoutMs);
            actions = session.record().actions;
        }
        QVERIFY(!runs[0].empty());
        QCOMPARE(runs[0], runs[1]);
    }

    void saveThenLoadGivesTheIdenticalPosition()
    {
        GameSession session; // hot-seat: every move is a submit, so the position is stable
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::Human})
                                  .seed(5),
                              &error));
        while (session.moveCount() < 12)
            QVERIFY(session.submit(session.shownGame()->legalActions().back()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("race.cwgame"));
        QVERIFY2(session.save(path, &error), qPrintable(error));
        QVERIFY(!session.isModified());
        QCOMPARE(session.filePath(), path);

        GameSession loaded;
        QSignalSpy started(&loaded, &GameSession::gameStarted);
        QVERIFY2(loaded.load(path, &error), qPrintable(error));
        QCOMPARE(started.count(), 1);
        QCOMPARE(loaded.record().setup, session.record().setup);
        QCOMPARE(loaded.record().actions, session.record().actions);
        QCOMPARE(loaded.viewedMove(), session.moveCount());
        const int seat = session.shownGame()->currentSeat();
        QCOMPARE(loaded.shownGame()->viewFor(seat), session.shownGame()->viewFor(seat));
        QCOMPARE(loaded.shownGame()->cardCensus(), session.shownGame()->cardCensus());
        QVERIFY(loaded.humanToAct());
        QVERIFY(!loaded.isModified());
    }

    void browsingReplaysEarlierPositions()
    {
        GameSession session;
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::Human})
                                  .seed(6),
                              &error));
        std::vector<QJsonObject> views{session.shownGame()->viewFor(-1)};
        while (session.moveCount() < 10) {
            QVERIFY(session.submit(session.shownGame()->legalActions().front()));
            views.push_back(session.shownGame()->viewFor(-1));
        }
        QSignalSpy positions(&session, &GameSession::positionChanged);
        for (int move : {0, 4, 9}) {
            session.setViewedMove(move);
            QCOMPARE(session.shownGame()->viewFor(-1), views[std::size_t(move)]);
            QVERIFY(!session.humanToAct());
        }
        QCOMPARE(positions.count(), 3);
        QVERIFY(!session.submit(session.shownGame()->legalActions().front()));
        session.setViewedMove(99); // clamped to the live position
        QVERIFY(!session.isBrowsing());
        QCOMPARE(session.shownGame()->viewFor(-1), views.back());
        QVERIFY(session.humanToAct());
        QCOMPARE(session.moveCount(), 10);
    }

    void browsingShowsAnEarlierMoveAndPausesTheAi()
    {
        GameSession session;
        session.setAiDelayMs(20);
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::AiEasy, Controller::AiEasy})
                                  .seed(3),
                              &error));
        QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() >= 6, 20000);
        session.setViewedMove(2);
        QVERIFY(session.isBrowsing());
        QCOMPARE(session.viewedMove(), 2);
        QCOMPARE(session.shownGame()->moveNumber(), 2);
        QVERIFY(!session.aiThinking());
        QVERIFY(!session.humanToAct());
        const int paused = session.moveCount();
        QTest::qWait(200);
        QCOMPARE(session.moveCount(), paused);
        QVERIFY(!session.submit(session.shownGame()->legalActions().front()));

        session.setViewedMove(session.moveCount()); // back to the live game: the AI resumes
        QVERIFY(!session.isBrowsing());
        QCOMPARE(session.shownGame()->moveNumber(), paused);
        QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > paused, 20000);
    }

    void staleAiResultIsDiscardedOnRestart()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        // Game A: the AI in seat 0 starts thinking at once…
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::AiEasy, Controller::AiEasy})
                                  .seed(8),
                              &error));
        QVERIFY(session.aiThinking());
        // …and game B, where seat 0 is human, replaces it before the result arrives.
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::AiEasy})
                                  .seed(9),
                              &error));
        QVERIFY(!session.aiThinking());
        QTest::qWait(300);
        QCOMPARE(session.moveCount(), 0);
        QVERIFY(session.humanToAct());
    }

    void restartingTheSameGameGivesTheSameMoves()
    {
        const GameSetup setup = test::gameSetup(QStringLiteral("rowing"))
                                    .seats({Controller::AiEasy, Controller::AiEasy})
                                    .seed(21);
        GameSession reference;
        reference.setAiDelayMs(0);
        QString error;
        QVERIFY(reference.start(setup, &error));
        QTRY_VERIFY_WITH_TIMEOUT(reference.shownGame()->isOver(), RaceTimeoutMs);

        GameSession session;
        session.setAiDelayMs(0);
        QVERIFY(session.start(setup, &error));
        QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() >= 3, 20000);
        QVERIFY(session.start(setup, &error)); // restart while the AI may be thinking
        QCOMPARE(session.moveCount(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(session.shownGame()->isOver(), RaceTimeoutMs);
        QCOMPARE(session.record().actions, reference.record().actions);
    }

    // Take back returns to the human's previous decision: the AI's replies go with it, and the
    // record keeps only the moves that stand. Back at the first decision, nothing is left.
    void takeBackReturnsToTheHumansPreviousDecision()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::AiEasy})
                                  .seed(11),
                              &error));
        QVERIFY(!session.canTakeBack());
        QVERIFY(!session.takeBack());
        std::vector<int> decisions; // move numbers at which the human decided
        for (;;) { // a few human decisions, until the AI has replied to the last one
            QTRY_VERIFY(session.humanToAct());
            if (decisions.size() >= 6 && session.moveCount() > decisions.back() + 1)
                break;
            decisions.push_back(session.moveCount());
            QVERIFY(session.submit(session.shownGame()->legalActions().back()));
        }
        const std::vector<Action> played = session.record().actions;
        while (!decisions.empty()) {
            QVERIFY(session.canTakeBack());
            QVERIFY(session.takeBack());
            QCOMPARE(session.moveCount(), decisions.back());
            QVERIFY(session.humanToAct());
            QVERIFY(!session.aiThinking());
            QVERIFY(std::equal(session.record().actions.begin(), session.record().actions.end(),
                               played.begin()));
            // The live position is the record's, replayed.
            const std::unique_ptr<Game> replayed = session.record().replay(-1, &error);
            QCOMPARE(session.shownGame()->viewFor(0), replayed->viewFor(0));
            QVERIFY(session.isModified());
            decisions.pop_back();
        }
        QCOMPARE(session.moveCount(), 0);
        QVERIFY(!session.canTakeBack());
    }

    // The pace holds an AI move back; skipping plays the AI seats at once up to the human's turn.
    void aiPaceAndSkipToHumanTurn()
    {
        GameSession session;
        session.setAiDelayMs(60000);
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::AiEasy, Controller::Human})
                                  .seed(12),
                              &error));
        QVERIFY(!session.humanToAct()); // seat 0, the AI, rows first
        QTest::qWait(300);              // the decision is made, the pace holds it back
        QCOMPARE(session.moveCount(), 0);
        session.skipToHumanTurn();
        QVERIFY(session.isSkipping() || session.humanToAct());
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 10000);
        QVERIFY(session.moveCount() > 0);
        QVERIFY(!session.isSkipping()); // the next AI turn keeps the pace again
        session.setAiDelayMs(0);
        QVERIFY(session.submit(session.shownGame()->legalActions().front()));
    }

    // Restart plays the same setup from its first move and keeps the file it came from.
    void restartKeepsTheSetupAndTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("race.cwgame"));
        GameSession session;
        QString error;
        const GameSetup setup = test::gameSetup(QStringLiteral("rowing"))
                                    .seats({Controller::Human, Controller::Human})
                                    .seed(13);
        QVERIFY(session.start(setup, &error));
        QVERIFY(session.submit(session.shownGame()->legalActions().front()));
        QVERIFY(session.save(path, &error));
        QVERIFY(session.restart(&error));
        QCOMPARE(session.moveCount(), 0);
        QCOMPARE(session.record().setup, setup);
        QCOMPARE(session.filePath(), path);
    }

    void quittingWhileTheAiThinksIsSafe()
    {
        auto session = std::make_unique<GameSession>();
        QString error;
        QVERIFY(session->start(test::gameSetup(QStringLiteral("rowing"))
                                   .seats({Controller::AiNormal, Controller::AiNormal})
                                   .seed(4),
                               &error));
        QVERIFY(session->aiThinking());
        session.reset(); // waits for the search; must not crash or apply anything
    }

    void loadReportsMissingAndBadFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing") << QStringLiteral("no-such-file.cwgame") << QString();
        QTest::newRow("not json") << QStringLiteral("record-not-json.cwgame") << QString();
        QTest::newRow("illegal action")
            << QStringLiteral("record-illegal-action.cwgame") << QStringLiteral("action");
        QTest::newRow("unknown game")
            << QStringLiteral("record-unknown-game.cwgame") << QStringLiteral("game");
    }
    void loadReportsMissingAndBadFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        GameSession session;
        QSignalSpy started(&session, &GameSession::gameStarted);
        const QString path = errorsDir() + QLatin1Char('/') + file;
        QString error;
        QVERIFY(!session.load(path, &error));
        QVERIFY2(error.contains(file), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(!session.hasGame());
        QCOMPARE(started.count(), 0);
    }

    void saveReportsAnUnwritablePath()
    {
        GameSession session;
        QString error;
        QVERIFY(session.start(
            test::gameSetup(QStringLiteral("rowing")).seats({Controller::Human}).seed(1), &error));
        const QString path = QStringLiteral("/nonexistent-directory/race.cwgame");
        QVERIFY(!session.save(path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(session.filePath().isEmpty());
    }

    void observersSwitchSessionsCleanly()
    {
        GameSession first, second;
        QObject observer, notASession;
        QPointer<GameSession> current;
        int heard = 0;
        QVERIFY(GameSession::switchObserved(current, &first, &observer));
        QCOMPARE(current.data(), &first);
        QObject::connect(&first, &GameSession::gameStarted, &observer, [&heard] { ++heard; });
        QVERIFY(!GameSession::switchObserved(current, &first, &observer)); // already observed

        QVERIFY(GameSession::switchObserved(current, &second, &observer));
        QCOMPARE(current.data(), &second);
        QString error;
        QVERIFY(first.start(
            test::gameSetup(QStringLiteral("rowing")).seats({Controller::Human}).seed(1), &error));
        QCOMPARE(heard, 0); // the old session's connections are gone

        QVERIFY(GameSession::switchObserved(current, &notASession, &observer));
        QVERIFY(current.isNull());
    }
};

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
