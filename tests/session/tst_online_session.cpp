// GameSession's online mode (issue 53, docs/play/online.md): the host runs the game, the session
// shows the copies it sends and hands the seat's decisions to it. Every registered game, played
// by a stand-in host (OnlineHost.h) with random legal actions from a seeded generator.
#include "OnlineHost.h"
#include "core/GameRecord.h"
#include "core/GameState.h"
#include "session/GameSession.h"
#include "session/OnlinePlay.h"
#include "session/SeatLens.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using test::OnlineHost;

namespace {

// Moves a test plays at most: every game ends well before under random play (checked where a
// test needs the end).
constexpr int MaxMoves = 20000;

QString games()
{
    QStringList ids;
    for (const GameInfo &info : GameRegistry::games())
        ids.append(info.id);
    return ids.join(QLatin1Char(','));
}

void addGameRows()
{
    QTest::addColumn<QString>("gameId");
    for (const GameInfo &info : GameRegistry::games())
        QTest::newRow(qPrintable(info.id)) << info.id;
}

// A session showing `host`'s game to the host's seat, its first position shown.
bool beginOnline(GameSession &session, OnlineHost &host, int seat)
{
    QString error;
    if (!session.beginOnline(host.context(), seat, &error))
        return false;
    return session.showOnlinePosition(host.position(), &error);
}

// Plays the host's game on until `seat` is to act (or the game is over), sending each position.
bool playUntilTurnOf(GameSession &session, OnlineHost &host, int seat)
{
    QString error;
    for (int i = 0; i < MaxMoves && !host.game().isOver() && host.game().currentSeat() != seat;
         ++i) {
        host.apply(host.nextAction());
        if (!session.showOnlinePosition(host.position(), &error))
            return false;
    }
    return true;
}

} // namespace

class TestOnlineSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(GameRegistry::games().size() >= 5, qPrintable(games())); }

    void beginOnlineReplacesTheGame()
    {
        GameSession session;
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::AiEasy})
                                  .seed(3),
                              &error));
        OnlineHost host(QStringLiteral("salmon"), 1, 53);
        QSignalSpy started(&session, &GameSession::gameStarted);
        QVERIFY(!session.beginOnline(host.context(), 7, &error));
        QVERIFY2(error.startsWith(QLatin1String("seat:")), qPrintable(error));
        QVERIFY2(session.beginOnline(host.context(), 1, &error), qPrintable(error));
        QCOMPARE(started.size(), 1);
        QVERIFY(session.isOnline());
        QCOMPARE(session.onlineSeat(), 1);
        QCOMPARE(session.gameId(), QStringLiteral("salmon"));
        QCOMPARE(session.lens()->seat(), 1);
        QVERIFY(!session.humanToAct()); // nothing to decide before the host's first position
        QVERIFY(session.waitingForHost());
        QVERIFY2(session.start(host.setup(), &error), qPrintable(error));
        QVERIFY(!session.isOnline()); // a local game again
        QCOMPARE(session.onlineSeat(), -1);
    }

    // The session's position is the host's copy: for its seat it reads as the host's game does,
    // at every move, for a seat and for a spectator, and whose turn it is follows the host.
    void shownPositionIsTheHostsForTheSeat_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<int>("seat");
        for (const GameInfo &info : GameRegistry::games()) {
            QTest::addRow("%s-seat0", qPrintable(info.id)) << info.id << 0;
            QTest::addRow("%s-spectator", qPrintable(info.id)) << info.id << -1;
        }
    }
    void shownPositionIsTheHostsForTheSeat()
    {
        QFETCH(QString, gameId);
        QFETCH(int, seat);
        OnlineHost host(gameId, seat, 11);
        QVERIFY(host.isValid());
        GameSession session;
        QSignalSpy over(&session, &GameSession::gameOver);
        QVERIFY(beginOnline(session, host, seat));
        QString error;
        for (int move = 0; move < MaxMoves; ++move) {
            const QString at = QStringLiteral("move %1").arg(move);
            QCOMPARE(session.moveCount(), host.game().moveNumber());
            QVERIFY2(session.shownGame()->viewFor(seat) == host.game().viewFor(seat),
                     qPrintable(at));
            QVERIFY2(session.lens()->position()->viewFor(seat) == host.game().viewFor(seat),
                     qPrintable(at));
            QCOMPARE(session.humanToAct(),
                     seat >= 0 && !host.game().isOver() && host.game().currentSeat() == seat);
            QVERIFY(!session.aiThinking()); // no AI runs here: the host plays the other seats
            if (host.game().isOver())
                break;
            host.apply(host.nextAction());
            QVERIFY2(session.showOnlinePosition(host.position(), &error), qPrintable(error));
        }
        QVERIFY(host.game().isOver());
        QCOMPARE(over.size(), 1); // when it turned over
        QVERIFY(!session.humanToAct());
    }

    // A decision goes to the host with the move it was made at, and is not applied: the session
    // waits for the host's next position, and a second decision meanwhile is ignored.
    void submitSendsTheActionToTheHost_data() { addGameRows(); }
    void submitSendsTheActionToTheHost()
    {
        QFETCH(QString, gameId);
        OnlineHost host(gameId, 0, 23);
        GameSession session;
        QVERIFY(beginOnline(session, host, 0));
        QSignalSpy chosen(&session, &GameSession::onlineActionChosen);
        QString error;
        for (int decisions = 0; decisions < 3; ++decisions) {
            QVERIFY(playUntilTurnOf(session, host, 0));
            if (host.game().isOver())
                break;
            QVERIFY(session.humanToAct());
            const QByteArray before = GameState::save(*session.shownGame());
            const Action action = host.randomAction();
            QVERIFY(session.submit(action));
            QCOMPARE(chosen.size(), 1);
            QCOMPARE(chosen.takeFirst(), QVariantList({host.game().moveNumber(), action}));
            QCOMPARE(session.moveCount(), host.game().moveNumber()); // not applied here
            QCOMPARE(GameState::save(*session.shownGame()), before);
            QVERIFY(session.waitingForHost());
            QVERIFY(!session.humanToAct());
            QVERIFY(!session.submit(action)); // waiting: a second decision is ignored
            QCOMPARE(chosen.size(), 0);
            host.apply(action); // the host takes it and sends the position after it
            QVERIFY2(session.showOnlinePosition(host.position(), &error), qPrintable(error));
            QVERIFY(!session.waitingForHost());
        }
    }

    // A refused action (the host's error answer) lets the seat decide again.
    void refusedActionLetsTheSeatDecideAgain()
    {
        OnlineHost host(QStringLiteral("rowing"), 0, 5);
        GameSession session;
        QVERIFY(beginOnline(session, host, 0));
        QVERIFY(playUntilTurnOf(session, host, 0));
        QSignalSpy chosen(&session, &GameSession::onlineActionChosen);
        const Action action = host.randomAction();
        QVERIFY(session.submit(action));
        QVERIFY(!session.humanToAct());
        session.onlineActionRefused();
        QVERIFY(session.humanToAct());
        QVERIFY(session.submit(action));
        QCOMPARE(chosen.size(), 2);
    }

    // Only a legal action of the seat's own turn goes to the host; a spectator sends none.
    void submitIgnoredUnlessLegalOnTheSeatsTurn_data() { addGameRows(); }
    void submitIgnoredUnlessLegalOnTheSeatsTurn()
    {
        QFETCH(QString, gameId);
        OnlineHost host(gameId, 0, 31);
        GameSession session;
        QVERIFY(beginOnline(session, host, 0));
        QSignalSpy chosen(&session, &GameSession::onlineActionChosen);
        QVERIFY(playUntilTurnOf(session, host, 0));
        QVERIFY(!host.game().isOver());
        const ActionList legal = host.game().legalActions();
        Action illegal = -1;
        QVERIFY(!session.submit(illegal));
        illegal = *std::max_element(legal.begin(), legal.end()) + 1;
        QVERIFY(!session.submit(illegal));
        QCOMPARE(chosen.size(), 0);
        // Another seat's turn.
        QString error;
        host.apply(host.randomAction());
        QVERIFY(session.showOnlinePosition(host.position(), &error));
        if (!host.game().isOver() && host.game().currentSeat() != 0) {
            QVERIFY(!session.humanToAct());
            QVERIFY(!session.submit(host.game().legalActions().front()));
        }
        QCOMPARE(chosen.size(), 0);
        // A spectator, whoever is to act.
        OnlineHost watched(gameId, -1, 31);
        GameSession spectator;
        QVERIFY(beginOnline(spectator, watched, -1));
        QSignalSpy sent(&spectator, &GameSession::onlineActionChosen);
        for (int i = 0; i < 20 && !watched.game().isOver(); ++i) {
            QVERIFY(!spectator.humanToAct());
            QVERIFY(!spectator.submit(watched.game().legalActions().front()));
            watched.apply(watched.randomAction());
            QVERIFY(spectator.showOnlinePosition(watched.position(), &error));
        }
        QCOMPARE(sent.size(), 0);
    }

    // The host plays every other seat: no search starts here, and skipping to the seat's turn
    // does nothing.
    void noAiRunsOnline()
    {
        OnlineHost host(QStringLiteral("niagara"), 0, 41);
        GameSession session;
        session.setAiDelayMs(0);
        QVERIFY(beginOnline(session, host, 0));
        QVERIFY(playUntilTurnOf(session, host, 1));
        QCOMPARE(host.game().currentSeat(), 1); // an Easy AI's turn, as the context says
        QVERIFY(!session.aiThinking());
        const int moves = session.moveCount();
        session.skipToHumanTurn();
        QCoreApplication::processEvents();
        QVERIFY(!session.aiThinking());
        QVERIFY(!session.isSkipping());
        QCOMPARE(session.moveCount(), moves);
    }

    // Take Back is never offered online: the host has stored every action and shown it to the
    // other seats (docs/play/online.md, "Take back").
    void takeBackNeverOffered()
    {
        OnlineHost host(QStringLiteral("rowing"), 0, 43);
        GameSession session;
        QVERIFY(beginOnline(session, host, 0));
        QString error;
        for (int decisions = 0; decisions < 2; ++decisions) {
            QVERIFY(playUntilTurnOf(session, host, 0));
            const Action action = host.randomAction();
            QVERIFY(session.submit(action));
            host.apply(action);
            QVERIFY(session.showOnlinePosition(host.position(), &error));
        }
        QVERIFY(!session.canTakeBack());
        const int moves = session.moveCount();
        QVERIFY(!session.takeBack());
        QCOMPARE(session.moveCount(), moves);
        QVERIFY(session.isOnline());
    }

    // Restarting, dealing again and saving are the host's or wait for the end.
    void restartDealAndSaveRefusedOnline()
    {
        OnlineHost host(QStringLiteral("visions"), 0, 47);
        GameSession session;
        QVERIFY(beginOnline(session, host, 0));
        QVERIFY(playUntilTurnOf(session, host, 1));
        QString error;
        QVERIFY(!session.restart(&error));
        QVERIFY(!error.isEmpty());
        QVERIFY(session.isOnline());
        QCOMPARE(session.moveCount(), host.game().moveNumber());
        const QByteArray shown = GameState::save(*session.shownGame());
        session.dealHiddenAgain(-1, 99);
        QCOMPARE(GameState::save(*session.shownGame()), shown);
        QTemporaryDir dir;
        error.clear();
        QVERIFY(!session.save(dir.filePath(QStringLiteral("online.cwgame")), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("online.cwgame"))));
    }

    // The lens shows the online seat and names the moves as the host does; a move the host
    // renames (a secret revealed) is renamed, and the lens says so.
    void lensNamesMovesAsTheHostDoes()
    {
        OnlineHost host(QStringLiteral("niagara"), 1, 61);
        // Every seat a person's, each at a screen of their own: no device to pass here.
        GameSetup context = host.context();
        for (SeatConfig &seat : context.seats)
            seat.controller = Controller::Human;
        GameSession session;
        QString error;
        QVERIFY(session.beginOnline(context, 1, &error));
        QVERIFY(session.showOnlinePosition(host.position(), &error));
        QVERIFY(playUntilTurnOf(session, host, 0));
        const SeatLens &lens = *session.lens();
        QCOMPARE(lens.seat(), 1); // during another person's turn too
        QVERIFY(!lens.privacyScreenUp());
        QVERIFY(playUntilTurnOf(session, host, 1));
        QCOMPARE(lens.seat(), 1);
        QVERIFY(!lens.privacyScreenUp());
        QCOMPARE(lens.position()->viewFor(1), host.game().viewFor(1));
        QVERIFY(lens.moves() > 0);
        QCOMPARE(lens.moves(), session.moveCount());
        OnlinePosition renamed = host.position();
        QCOMPARE(renamed.moves.size(), 0);
        QList<OnlineMove> moves = session.onlineMoves();
        for (int i = 0; i < lens.moves(); ++i) {
            QCOMPARE(lens.moveName(i), moves[i].name);
            QCOMPARE(lens.moveSeat(i), moves[i].seat);
        }
        renamed.movesFrom = 0;
        renamed.moves = moves;
        renamed.moves[0].name = QStringLiteral("Paddle card 4, revealed");
        QSignalSpy changed(session.lens(), &SeatLens::changed);
        QVERIFY2(session.showOnlinePosition(renamed, &error), qPrintable(error));
        QCOMPARE(lens.moveName(0), QStringLiteral("Paddle card 4, revealed"));
        QCOMPARE(changed.size(), 1);
        session.retranslate(); // another language: the host's names stay
        QCOMPARE(lens.moveName(0), QStringLiteral("Paddle card 4, revealed"));
    }

    // The narration is the host's lines, kept: a language change does not write it again.
    void narrationKeepsTheHostsLines()
    {
        OnlineHost host(QStringLiteral("salmon"), 0, 67);
        GameSession session;
        QSignalSpy appended(&session, &GameSession::logAppended);
        QString error;
        QVERIFY(session.beginOnline(host.context(), 0, &error));
        QStringList sent;
        for (int move = 0; move < 12 && !host.game().isOver(); ++move) {
            OnlinePosition position = host.position();
            position.log.append(QStringLiteral("host line %1").arg(move));
            sent += position.log;
            QVERIFY(session.showOnlinePosition(position, &error));
            host.apply(host.randomAction());
        }
        QStringList received;
        for (const QList<QVariant> &signal : appended)
            received += signal.at(0).toStringList();
        QCOMPARE(received, sent);
        const auto narration = [&session](int moves) {
            QStringList lines;
            session.replayNarration([&lines](const QStringList &step, int) { lines += step; },
                                    moves);
            return lines;
        };
        QCOMPARE(narration(-1), sent);
        session.retranslate();
        QCOMPARE(narration(-1), sent);
        QCOMPARE(narration(0).constLast(), QStringLiteral("host line 0"));
        QCOMPARE(narration(3).constLast(), QStringLiteral("host line 3"));
    }

    // Browsing goes back through the positions received during this connection, not earlier.
    void browsingGoesBackThroughPositionsReceived()
    {
        OnlineHost host(QStringLiteral("linecards"), 0, 71);
        QString error;
        for (int i = 0; i < 4; ++i) // moves made before this connection
            host.apply(host.randomAction());
        GameSession session;
        QVERIFY(session.beginOnline(host.context(), 0, &error));
        QList<QByteArray> views;
        for (int i = 0; i < 8 && !host.game().isOver(); ++i) {
            QVERIFY(session.showOnlinePosition(host.position(), &error));
            views.append(GameState::save(*session.shownGame()));
            host.apply(host.randomAction());
        }
        QVERIFY(session.showOnlinePosition(host.position(), &error));
        const int live = session.moveCount();
        QCOMPARE(live, 12);
        session.setViewedMove(6);
        QVERIFY(session.isBrowsing());
        QCOMPARE(session.viewedMove(), 6);
        QCOMPARE(GameState::save(*session.shownGame()), views[2]);
        QVERIFY(!session.humanToAct());
        session.setViewedMove(0); // before this connection: the first position received
        QCOMPARE(session.viewedMove(), 4);
        QCOMPARE(GameState::save(*session.shownGame()), views[0]);
        host.apply(host.randomAction()); // the game goes on while the person looks back
        QVERIFY(session.showOnlinePosition(host.position(), &error));
        QCOMPARE(session.viewedMove(), 4);
        QVERIFY(session.isBrowsing());
        session.setViewedMove(session.moveCount());
        QVERIFY(!session.isBrowsing());
        QCOMPARE(session.shownGame()->viewFor(0), host.game().viewFor(0));
    }

    void positionsKeptAreBounded()
    {
        QString error;
        OnlinePlay play(GameRegistry::create(test::gameSetup(QStringLiteral("rowing"))
                                                 .seats({Controller::Human, Controller::AiEasy}),
                                             &error),
                        0);
        const int count = OnlinePlay::MaxKeptPositions + 100;
        for (int move = 0; move < count; ++move) {
            OnlinePosition position;
            position.seat = 0;
            position.move = move;
            position.movesFrom = move;
            position.moves = {OnlineMove{0, QStringLiteral("move")}};
            play.accept(position, 0);
        }
        QCOMPARE(int(play.received().size()), OnlinePlay::MaxKeptPositions);
        QCOMPARE(play.keptAtOrBefore(0)->move, 100);
        QCOMPARE(play.keptAtOrBefore(500)->move, 500);
    }

    // A position that does not load or does not agree with itself is refused, naming the field,
    // and the one shown stays.
    void refusedPositionsKeepTheOneShown_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("copy") << QStringLiteral("copy");
        QTest::newRow("seat") << QStringLiteral("seat");
        QTest::newRow("move") << QStringLiteral("move");
        QTest::newRow("earlier") << QStringLiteral("move");
        QTest::newRow("current") << QStringLiteral("current");
        QTest::newRow("over") << QStringLiteral("over");
        QTest::newRow("movesFrom") << QStringLiteral("movesFrom");
        QTest::newRow("moves") << QStringLiteral("moves");
        QTest::newRow("moves.seat") << QStringLiteral("moves[0].seat");
    }
    void refusedPositionsKeepTheOneShown()
    {
        QFETCH(QString, field);
        OnlineHost host(QStringLiteral("salmon"), 0, 73);
        GameSession session;
        QVERIFY(beginOnline(session, host, 0));
        QVERIFY(playUntilTurnOf(session, host, 1));
        const QByteArray shown = GameState::save(*session.shownGame());
        const int moves = session.moveCount();
        host.apply(host.randomAction());
        OnlinePosition position = host.position();
        const QByteArray row = QTest::currentDataTag();
        if (row == "copy")
            position.copy.chop(3);
        else if (row == "seat")
            position.seat = 1;
        else if (row == "move")
            position.move += 1;
        else if (row == "earlier")
            position.move = moves - 1;
        else if (row == "current")
            position.current = position.current == 0 ? 1 : 0;
        else if (row == "over")
            position.over = true;
        else if (row == "movesFrom")
            position.movesFrom = moves + 1;
        else if (row == "moves")
            position.moves.append(position.moves.constLast());
        else if (row == "moves.seat")
            position.moves[0].seat = 9;
        QString error;
        QVERIFY(!session.showOnlinePosition(position, &error));
        QVERIFY2(error.startsWith(field + QLatin1Char(':')), qPrintable(error));
        QCOMPARE(session.moveCount(), moves);
        QCOMPARE(GameState::save(*session.shownGame()), shown);
    }

    // The position shown comes only from the host's bytes. A copy does not say which seat it was
    // made for (docs/seat-copy.md), so a message for another seat is refused by its `seat`, and a
    // copy made for seat 1 sent to seat 0 loads, but cannot show seat 1's hand: what every
    // surface reads (the lens's copy for seat 0) is the same whatever seat 1's hand in it.
    void copyForAnotherSeatCannotShowItsHand_data() { addGameRows(); }
    void copyForAnotherSeatCannotShowItsHand()
    {
        QFETCH(QString, gameId);
        OnlineHost host(gameId, 0, 79);
        GameSession session;
        QVERIFY(beginOnline(session, host, 0));
        // Played on to a position where seat 1 holds something seat 0 cannot see: dealing again
        // what seat 0 cannot see changes seat 1's view.
        QString error;
        std::unique_ptr<Game> otherHand;
        for (int move = 0; move < MaxMoves && !host.game().isOver(); ++move) {
            otherHand = host.game().clone();
            Rng deal{std::uint64_t(move)};
            otherHand->resampleHidden(0, deal);
            if (otherHand->viewFor(1) != host.game().viewFor(1))
                break;
            otherHand.reset();
            host.apply(host.randomAction());
            QVERIFY2(session.showOnlinePosition(host.position(), &error), qPrintable(error));
        }
        QVERIFY2(otherHand, "seat 1 never holds anything seat 0 cannot see");

        OnlinePosition forSeat1 = host.position(1);
        forSeat1.seat = 1;
        QVERIFY(!session.showOnlinePosition(forSeat1, &error));
        QVERIFY2(error.startsWith(QLatin1String("seat:")), qPrintable(error));

        // A copy made for seat 1 sent to seat 0, and the same with seat 1's secrets dealt
        // otherwise (as seat 0 cannot tell them apart): two sessions of seat 0 show
        // byte-identical positions, so neither shows seat 1's hand.
        forSeat1.seat = 0;
        std::unique_ptr<Game> loaded = loadSeatCopy(host.game(), forSeat1.copy, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->viewFor(1), host.game().viewFor(1)); // it holds seat 1's hand
        Rng deal(7);
        otherHand = loaded->clone();
        otherHand->resampleHidden(0, deal);
        QVERIFY(otherHand->viewFor(1) != loaded->viewFor(1));
        OnlinePosition withOtherHand = forSeat1;
        withOtherHand.copy = GameState::save(*otherHand);
        withOtherHand.movesFrom = 0;
        withOtherHand.moves = session.onlineMoves();
        GameSession other;
        QVERIFY(other.beginOnline(host.context(), 0, &error));
        QVERIFY2(session.showOnlinePosition(forSeat1, &error), qPrintable(error));
        QVERIFY2(other.showOnlinePosition(withOtherHand, &error), qPrintable(error));
        session.lens()->reseed(5);
        other.lens()->reseed(5);
        QCOMPARE(GameState::save(*session.lens()->position()),
                 GameState::save(*other.lens()->position()));
    }

    // Once over, the session is an ordinary finished game of the host's record: saved, loaded,
    // browsed from its first move; a record that does not end in the position shown is refused.
    void finishOnlineGivesARecordThatReplays_data() { addGameRows(); }
    void finishOnlineGivesARecordThatReplays()
    {
        QFETCH(QString, gameId);
        OnlineHost host(gameId, 0, 83);
        GameSession session;
        QVERIFY(beginOnline(session, host, 0));
        QString error;
        const GameRecord record{host.setup(), {}};
        QVERIFY(!session.finishOnline(record, &error)); // not over yet
        QVERIFY(playUntilTurnOf(session, host, -1));
        QVERIFY(host.game().isOver());
        GameRecord cut{host.setup(), host.actions()};
        cut.actions.pop_back();
        QVERIFY(!session.finishOnline(cut, &error));
        QVERIFY(session.isOnline());
        QVERIFY(!session.finishOnline(QJsonObject{{QStringLiteral("format"), 99}}, &error));
        QVERIFY2(error.startsWith(QLatin1String("record:")), qPrintable(error));
        // As the last position carries it (OnlinePosition::record).
        const QJsonObject whole = GameRecord{host.setup(), host.actions()}.toJson();
        QSignalSpy over(&session, &GameSession::gameOver);
        QVERIFY2(session.finishOnline(whole, &error), qPrintable(error));
        QVERIFY(!session.isOnline());
        QCOMPARE(over.size(), 1);
        QCOMPARE(session.moveCount(), int(host.actions().size()));
        QVERIFY(session.shownGame()->isOver());
        QVERIFY(session.isModified()); // not saved yet
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("online.cwgame"));
        QVERIFY2(session.save(path, &error), qPrintable(error));
        GameSession opened;
        QVERIFY2(opened.load(path, &error), qPrintable(error));
        QCOMPARE(opened.shownGame()->viewFor(-1), host.game().viewFor(-1));
        session.setViewedMove(0);
        QCOMPARE(session.viewedMove(), 0);
        QVERIFY(session.isBrowsing());
    }
};

QTEST_GUILESS_MAIN(TestOnlineSession)
#include "tst_online_session.moc"
