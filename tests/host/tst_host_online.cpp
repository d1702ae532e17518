// The host on loopback with real WebSocket clients (docs/protocol.md): whole games of every
// registered game with every seat remote, each seat's bytes against what it may see, drops and
// returns, Easy standing in, and every bad message refused with its error.
#include "HostTestTable.h"
#include "host/HostCode.h"

#include <QJsonDocument>
#include <QTest>

#include <algorithm>

using namespace cw;
using namespace cw::test;

namespace {

constexpr quint64 CopySeed = 4242;
// A whole game of Easy moves on loopback takes seconds; the bound is far above.
constexpr int GameTimeout = 240000;

// The error messages a client received, by code.
QStringList errorCodes(const HostTestClient &client)
{
    QStringList codes;
    for (const QJsonObject &message : client.messages)
        if (message.value(QStringLiteral("type")).toString() == QLatin1String("error"))
            codes.append(message.value(QStringLiteral("error")).toString());
    return codes;
}

// `record` is in the client's positions once the game is over and only then, and replays to the
// ranks they state (so a seat can save the game as an ordinary .cwgame).
void checkRecords(const HostTestClient &client, const GameRecord &record)
{
    int records = 0;
    for (const QJsonObject &message : client.messages) {
        if (message.value(QStringLiteral("type")).toString() != QLatin1String("position"))
            continue;
        const bool over = message.value(QStringLiteral("over")).toBool();
        QCOMPARE(message.contains(QStringLiteral("record")), over);
        if (!over)
            continue;
        ++records;
        QString error;
        const std::optional<GameRecord> received =
            GameRecord::fromJson(message.value(QStringLiteral("record")).toObject(), &error);
        QVERIFY2(received, qPrintable(error));
        QCOMPARE(received->toJson(), record.toJson());
        const std::unique_ptr<Game> replayed = received->replay(-1, &error);
        QVERIFY2(replayed && replayed->isOver(), qPrintable(error));
        QJsonArray ranks;
        for (int rank : replayed->ranks())
            ranks.append(rank);
        QCOMPARE(message.value(QStringLiteral("ranks")).toArray(), ranks);
    }
    QVERIFY(records >= 1);
}

int seatCountFor(const GameInfo &info)
{
    return std::clamp(3, info.minSeats, info.maxSeats);
}

} // namespace

class TestHostOnline : public QObject {
    Q_OBJECT
private slots:
    // Every registered game played to its end, every seat a remote client playing Easy on its
    // own copy, a spectator watching. Then: each seat's copies are exactly what its view alone
    // makes (everything it cannot see dealt otherwise, the bytes do not change); no frame holds
    // the seed (but the record of the game once over) or another seat's token; the record
    // replayed locally ends the same; the record every position carries once over, and only then,
    // is the host's and replays to the same ranks; the move lists read as the local game names
    // them; a rematch starts again with a new seed.
    void everyGamePlaysToItsEndWithRemoteSeats_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void everyGamePlaysToItsEndWithRemoteSeats()
    {
        QFETCH(QString, gameId);
        TestHost host;
        Host::Limits limits;
        limits.copySeed = CopySeed;
        QString error;
        QVERIFY2(host.start(limits, &error), qPrintable(error));
        TestTable table;
        QVERIFY(table.open(host.url(), gameId, seatCountFor(*GameRegistry::find(gameId))));
        HostTestClient spectator(host.url());
        QVERIFY(spectator.waitConnected());
        spectator.send({{QStringLiteral("type"), QStringLiteral("spectate")},
                        {QStringLiteral("code"), table.code}});
        QVERIFY(spectator.waitFor(QStringLiteral("joined")));
        QVERIFY(table.start());
        QVERIFY(table.playToTheEnd(spectator, GameTimeout));

        const GameRecord record = host.host->game(table.code)->record();
        std::unique_ptr<Game> local = record.replay(-1, &error);
        QVERIFY2(local, qPrintable(error));
        QVERIFY(local->isOver());
        QJsonArray ranks;
        for (int rank : local->ranks())
            ranks.append(rank);
        const QJsonObject last = spectator.last(QStringLiteral("position"));
        QCOMPARE(last.value(QStringLiteral("ranks")).toArray(), ranks);
        QCOMPARE(last.value(QStringLiteral("move")).toInt(), int(record.actions.size()));
        QCOMPARE(table.load(last)->viewFor(-1), local->viewFor(-1));
        QVERIFY(spectator.last(QStringLiteral("lobby")).value(QStringLiteral("phase")).toString() ==
                QLatin1String("over"));

        checkCopies(record, spectator, -1);
        for (auto &player : table.players) {
            checkCopies(record, *player->client, player->seat);
            if (QTest::currentTestFailed())
                return;
            for (auto &other : table.players)
                if (other != player)
                    for (const QByteArray &frame : player->client->frames)
                        QVERIFY(!frame.contains(other->token.toLatin1()));
            // The seed only in the record the last position carries, once over.
            for (qsizetype i = 0; i < player->client->frames.size(); ++i)
                if (!player->client->messages[i].value(QStringLiteral("over")).toBool())
                    QVERIFY(!player->client->frames[i].contains(
                        QByteArray::number(quint64(record.setup.seed))));
            checkRecords(*player->client, record);
            QCOMPARE(errorCodes(*player->client), QStringList());
        }
        checkRecords(spectator, record);
        if (!local->secretsPending()) {
            std::unique_ptr<Game> replay = GameRegistry::create(record.setup, &error);
            QStringList names;
            for (Action action : record.actions) {
                names.append(replay->actionName(action));
                replay->apply(action);
            }
            QCOMPARE(spectator.moveList(), names);
            for (auto &player : table.players)
                QCOMPARE(player->client->moveList(), names);
        }

        // A rematch: the same course and seats, a new seed, everyone at move 0.
        for (auto &player : table.players)
            player->autoPlay = false;
        const QJsonObject again = table.players[0]->client->next(QStringLiteral("position"), [&] {
            table.players[0]->client->send(
                table.seatMessage(*table.players[0], QStringLiteral("rematch")));
        });
        QCOMPARE(again.value(QStringLiteral("move")).toInt(), 0);
        const GameRecord rematch = host.host->game(table.code)->record();
        QVERIFY(rematch.actions.empty());
        QVERIFY(rematch.setup.seed != record.setup.seed);
        QCOMPARE(rematch.setup.course, record.setup.course);
        QCOMPARE(rematch.setup.seats, record.setup.seats);
    }

    // A seat that drops keeps its place: its token brings it back on a new connection with the
    // position at once, the whole move list, and it plays on. Meanwhile the others see it gone.
    void aSeatReconnectsMidTurn()
    {
        TestHost host;
        QString error;
        QVERIFY2(host.start({}, &error), qPrintable(error));
        TestTable table;
        QVERIFY(table.open(host.url(), QStringLiteral("rowing"), 2,
                           {{QStringLiteral("drop"),
                             QJsonObject{{QStringLiteral("policy"), QStringLiteral("wait")}}}}));
        QVERIFY(table.start());
        TestSeat &first = *table.players[0];
        TestSeat &second = *table.players[1];
        table.play(first);
        QTRY_VERIFY(second.client->last(QStringLiteral("position"))
                        .value(QStringLiteral("current"))
                        .toInt() == 1);
        const int move =
            second.client->last(QStringLiteral("position")).value(QStringLiteral("move")).toInt();

        second.client->close();
        QTRY_VERIFY(!first.client->last(QStringLiteral("lobby"))
                         .value(QStringLiteral("seats"))
                         .toArray()
                         .at(1)
                         .toObject()
                         .value(QStringLiteral("connected"))
                         .toBool());
        QVERIFY(table.resume(second));
        const QJsonObject joined = second.client->last(QStringLiteral("joined"));
        QCOMPARE(joined.value(QStringLiteral("seat")).toInt(), 1);
        QVERIFY(!joined.contains(QStringLiteral("token"))); // never sent again
        const QJsonObject position = second.client->last(QStringLiteral("position"));
        QCOMPARE(position.value(QStringLiteral("move")).toInt(), move);
        QCOMPARE(position.value(QStringLiteral("current")).toInt(), 1);
        QCOMPARE(position.value(QStringLiteral("movesFrom")).toInt(), 0);
        QCOMPARE(position.value(QStringLiteral("moves")).toArray().size(), move);
        QTRY_VERIFY(first.client->last(QStringLiteral("lobby"))
                        .value(QStringLiteral("seats"))
                        .toArray()
                        .at(1)
                        .toObject()
                        .value(QStringLiteral("connected"))
                        .toBool());
        table.play(second);
        QTRY_VERIFY(
            second.client->last(QStringLiteral("position")).value(QStringLiteral("move")).toInt() >
            move);
        QCOMPARE(errorCodes(*second.client), QStringList());
    }

    // The drop policy "easy": once the away seat's turn has lasted the delay, Easy plays it and
    // everyone sees who plays for whom; its player's return hands the seat back.
    void easyStandsInForADroppedSeatAndHandsItBack()
    {
        TestHost host;
        Host::Limits limits;
        limits.dropDelayMs = 20;
        QString error;
        QVERIFY2(host.start(limits, &error), qPrintable(error));
        TestTable table;
        QVERIFY(table.open(host.url(), QStringLiteral("rowing"), 2));
        QVERIFY(table.start());
        TestSeat &first = *table.players[0];
        TestSeat &second = *table.players[1];
        table.play(first);
        QTRY_VERIFY(second.client->last(QStringLiteral("position"))
                        .value(QStringLiteral("current"))
                        .toInt() == 1);
        const int move =
            second.client->last(QStringLiteral("position")).value(QStringLiteral("move")).toInt();
        second.client->close();

        const auto playedBy = [&first] {
            return first.client->last(QStringLiteral("lobby"))
                .value(QStringLiteral("seats"))
                .toArray()
                .at(1)
                .toObject()
                .value(QStringLiteral("playedBy"))
                .toString();
        };
        QTRY_COMPARE(playedBy(), QStringLiteral("easy"));
        // Easy played the away seat's turn: the game went on past it.
        QTRY_VERIFY(
            first.client->last(QStringLiteral("position")).value(QStringLiteral("move")).toInt() >
            move + 1);

        QVERIFY(table.resume(second));
        QTRY_COMPARE(playedBy(), QStringLiteral("human"));
        table.play(second);
        // The seat is its player's again: its own actions are taken, none refused as stale (Easy
        // would have taken the turn first).
        QTRY_VERIFY(second.actsSent >= 2);
        QTRY_VERIFY(
            second.client->last(QStringLiteral("position")).value(QStringLiteral("move")).toInt() >
            move + 2);
        QCOMPARE(errorCodes(*second.client), QStringList());
    }

    // A seat whose player leaves during play is Easy's to the end; its token stops working.
    void aSeatLeftDuringPlayIsEasysToTheEnd()
    {
        TestHost host;
        QString error;
        QVERIFY2(host.start({}, &error), qPrintable(error));
        TestTable table;
        QVERIFY(table.open(host.url(), QStringLiteral("rowing"), 2));
        QVERIFY(table.start());
        TestSeat &first = *table.players[0];
        TestSeat &second = *table.players[1];
        second.client->send(table.seatMessage(second, QStringLiteral("leave")));
        QTRY_COMPARE(first.client->last(QStringLiteral("lobby"))
                         .value(QStringLiteral("seats"))
                         .toArray()
                         .at(1)
                         .toObject()
                         .value(QStringLiteral("playedBy"))
                         .toString(),
                     QStringLiteral("easy"));
        table.play(first);
        QTRY_VERIFY_WITH_TIMEOUT(
            first.client->last(QStringLiteral("position")).value(QStringLiteral("over")).toBool(),
            GameTimeout);
        HostTestClient back(host.url());
        QVERIFY(back.waitConnected());
        QCOMPARE(back.next(QStringLiteral("error"),
                           [&] { back.send(table.seatMessage(second, QStringLiteral("resume"))); })
                     .value(QStringLiteral("error"))
                     .toString(),
                 QStringLiteral("bad-token"));
    }

    // Every bad message gets one error naming what is wrong, and changes nothing: no position
    // is sent, no action stored.
    void badMessagesAreRefusedWithTheirErrorAndChangeNothing()
    {
        TestHost host;
        Host::Limits limits;
        limits.errorsInARow = 1000;
        limits.codeGuessesPerMinute = 1000;
        QString error;
        QVERIFY2(host.start(limits, &error), qPrintable(error));
        TestTable table;
        QVERIFY(table.open(host.url(), QStringLiteral("rowing"), 2));
        TestSeat &owner = *table.players[0];
        TestSeat &other = *table.players[1];
        const auto refused = [](TestSeat &player, const QJsonObject &message) {
            const QJsonObject answer =
                player.client->next(QStringLiteral("error"), [&] { player.client->send(message); });
            return answer.value(QStringLiteral("error")).toString();
        };
        const auto withKey = [&table](const TestSeat &player, const QString &type,
                                      const QJsonObject &extra) {
            QJsonObject message = table.seatMessage(player, type);
            for (auto it = extra.begin(); it != extra.end(); ++it)
                message.insert(it.key(), it.value());
            return message;
        };

        // In the lobby.
        QCOMPARE(refused(other, table.seatMessage(other, QStringLiteral("start"))),
                 QStringLiteral("not-owner"));
        QCOMPARE(
            refused(owner, withKey(owner, QStringLiteral("act"),
                                   {{QStringLiteral("move"), 0}, {QStringLiteral("action"), 0}})),
            QStringLiteral("wrong-phase"));
        HostTestClient stranger(host.url());
        QVERIFY(stranger.waitConnected());
        const auto strangerSays = [&stranger](const QJsonObject &message) {
            return stranger.next(QStringLiteral("error"), [&] { stranger.send(message); })
                .value(QStringLiteral("error"))
                .toString();
        };
        QCOMPARE(strangerSays({{QStringLiteral("type"), QStringLiteral("join")},
                               {QStringLiteral("code"), table.code},
                               {QStringLiteral("seat"), 0},
                               {QStringLiteral("name"), QStringLiteral("Eve")}}),
                 QStringLiteral("seat-unavailable"));
        QCOMPARE(strangerSays({{QStringLiteral("type"), QStringLiteral("join")},
                               {QStringLiteral("code"), table.code},
                               {QStringLiteral("name"), QStringLiteral("Eve")}}),
                 QStringLiteral("seat-unavailable")); // none is open
        QCOMPARE(strangerSays({{QStringLiteral("type"), QStringLiteral("spectate")},
                               {QStringLiteral("code"), QStringLiteral("00000-00000")}}),
                 QStringLiteral("unknown-game"));
        QCOMPARE(strangerSays({{QStringLiteral("type"), QStringLiteral("start")},
                               {QStringLiteral("code"), table.code},
                               {QStringLiteral("token"), HostCode::newToken()}}),
                 QStringLiteral("bad-token"));
        QCOMPARE(strangerSays(
                     {{QStringLiteral("type"), QStringLiteral("create")},
                      {QStringLiteral("game"), QStringLiteral("rowing")},
                      {QStringLiteral("course"),
                       QJsonObject{{QStringLiteral("kind"), QStringLiteral("rowing")}}},
                      {QStringLiteral("seats"),
                       QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}}}},
                      {QStringLiteral("name"), QStringLiteral("Eve")}}),
                 QStringLiteral("bad-course"));
        QCOMPARE(strangerSays(
                     {{QStringLiteral("type"), QStringLiteral("create")},
                      {QStringLiteral("game"), QStringLiteral("tiddlywinks")},
                      {QStringLiteral("course"), QJsonObject()},
                      {QStringLiteral("seats"),
                       QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}}}},
                      {QStringLiteral("name"), QStringLiteral("Eve")}}),
                 QStringLiteral("bad-setup"));
        QCOMPARE(stranger.next(QStringLiteral("error"), [&] { stranger.sendText("{\"v\":1,"); })
                     .value(QStringLiteral("error"))
                     .toString(),
                 QStringLiteral("bad-json"));
        QCOMPARE(stranger.next(QStringLiteral("error"), [&] { stranger.sendBinary("{}"); })
                     .value(QStringLiteral("error"))
                     .toString(),
                 QStringLiteral("binary-frame"));
        QCOMPARE(strangerSays({{QStringLiteral("type"), QStringLiteral("fly")}}),
                 QStringLiteral("unknown-type"));
        QCOMPARE(strangerSays({{QStringLiteral("v"), 2},
                               {QStringLiteral("type"), QStringLiteral("spectate")}}),
                 QStringLiteral("bad-version"));
        QCOMPARE(host.host->gameCount(), 1);
        QJsonObject closed{
            {QStringLiteral("type"), QStringLiteral("create")},
            {QStringLiteral("game"), table.setup.gameId},
            {QStringLiteral("course"), table.setup.course},
            {QStringLiteral("seats"),
             QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}}}},
            {QStringLiteral("name"), QStringLiteral("Eve")},
            {QStringLiteral("spectators"), false}};
        const QString closedCode =
            stranger.next(QStringLiteral("joined"), [&] { stranger.send(closed); })
                .value(QStringLiteral("code"))
                .toString();
        QCOMPARE(refused(owner, {{QStringLiteral("type"), QStringLiteral("spectate")},
                                 {QStringLiteral("code"), closedCode}}),
                 QStringLiteral("no-spectators"));

        // In play.
        QVERIFY(table.start());
        const QJsonObject position = owner.client->last(QStringLiteral("position"));
        const int current = position.value(QStringLiteral("current")).toInt();
        TestSeat &mover = *table.players[std::size_t(current)];
        TestSeat &waiter = *table.players[std::size_t(1 - current)];
        const Action legal = table.load(position)->legalActions().front();
        const int positions = owner.client->count(QStringLiteral("position"));
        QCOMPARE(refused(waiter,
                         withKey(waiter, QStringLiteral("act"),
                                 {{QStringLiteral("move"), 0}, {QStringLiteral("action"), legal}})),
                 QStringLiteral("not-your-turn"));
        QCOMPARE(refused(mover,
                         withKey(mover, QStringLiteral("act"),
                                 {{QStringLiteral("move"), 1}, {QStringLiteral("action"), legal}})),
                 QStringLiteral("stale-move"));
        QCOMPARE(
            refused(mover, withKey(mover, QStringLiteral("act"),
                                   {{QStringLiteral("move"), 0}, {QStringLiteral("action"), -7}})),
            QStringLiteral("illegal-action"));
        QCOMPARE(refused(owner, withKey(owner, QStringLiteral("profile"),
                                        {{QStringLiteral("name"), QStringLiteral("Anna")}})),
                 QStringLiteral("wrong-phase"));
        QCOMPARE(refused(owner, table.seatMessage(owner, QStringLiteral("start"))),
                 QStringLiteral("wrong-phase"));
        QCOMPARE(refused(owner, table.seatMessage(owner, QStringLiteral("rematch"))),
                 QStringLiteral("wrong-phase"));
        QCOMPARE(owner.client->count(QStringLiteral("position")), positions);
        QVERIFY(host.host->game(table.code)->record().actions.empty());

        // The same action twice: taken once, then stale.
        const QJsonObject act =
            withKey(mover, QStringLiteral("act"),
                    {{QStringLiteral("move"), 0}, {QStringLiteral("action"), legal}});
        QVERIFY(!mover.client->next(QStringLiteral("position"), [&] { mover.client->send(act); })
                     .isEmpty());
        QCOMPARE(refused(mover, act), QStringLiteral("stale-move"));
        QCOMPARE(int(host.host->game(table.code)->record().actions.size()), 1);

        // Chat: to everyone, plain, bounded in rate.
        for (int i = 0; i < 5; ++i)
            QVERIFY(!waiter.client
                         ->next(QStringLiteral("chat"),
                                [&] {
                                    owner.client->send(withKey(
                                        owner, QStringLiteral("chat"),
                                        {{QStringLiteral("text"), QStringLiteral("<b>hi</b>")}}));
                                })
                         .isEmpty());
        QCOMPARE(
            waiter.client->last(QStringLiteral("chat")).value(QStringLiteral("text")).toString(),
            QStringLiteral("<b>hi</b>"));
        QCOMPARE(refused(owner, withKey(owner, QStringLiteral("chat"),
                                        {{QStringLiteral("text"), QStringLiteral("hi")}})),
                 QStringLiteral("rate-limited"));
    }

    // What one address or connection may ask: connections, unknown codes, games, errors in a row.
    void limitsPerAddressAndConnectionHold()
    {
        TestHost host;
        Host::Limits limits;
        limits.connectionsPerAddress = 3;
        limits.codeGuessesPerMinute = 2;
        limits.gamesPerConnection = 1;
        limits.errorsInARow = 4;
        QString error;
        QVERIFY2(host.start(limits, &error), qPrintable(error));
        TestTable table;
        QVERIFY(table.open(host.url(), QStringLiteral("rowing"), 1)); // one connection
        HostTestClient guesser(host.url());
        QVERIFY(guesser.waitConnected());
        for (const QString &code : {QStringLiteral("00000-00000"), QStringLiteral("00000-00001")})
            QCOMPARE(guesser
                         .next(QStringLiteral("error"),
                               [&] {
                                   guesser.send(
                                       {{QStringLiteral("type"), QStringLiteral("spectate")},
                                        {QStringLiteral("code"), code}});
                               })
                         .value(QStringLiteral("error"))
                         .toString(),
                     QStringLiteral("unknown-game"));
        // Guesses spent: even the right code is refused for a while.
        QCOMPARE(guesser
                     .next(QStringLiteral("error"),
                           [&] {
                               guesser.send({{QStringLiteral("type"), QStringLiteral("spectate")},
                                             {QStringLiteral("code"), table.code}});
                           })
                     .value(QStringLiteral("error"))
                     .toString(),
                 QStringLiteral("rate-limited"));

        // A connection that created its one game may not create another.
        TestSeat &owner = *table.players[0];
        QJsonObject create{
            {QStringLiteral("type"), QStringLiteral("create")},
            {QStringLiteral("game"), table.setup.gameId},
            {QStringLiteral("course"), table.setup.course},
            {QStringLiteral("seats"),
             QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}}}},
            {QStringLiteral("name"), QStringLiteral("Anna")}};
        QCOMPARE(owner.client->next(QStringLiteral("error"), [&] { owner.client->send(create); })
                     .value(QStringLiteral("error"))
                     .toString(),
                 QStringLiteral("too-many-games"));

        // The third connection from this address is the last allowed; a fourth is closed.
        HostTestClient third(host.url());
        QVERIFY(third.waitConnected());
        HostTestClient fourth(host.url());
        QVERIFY(fourth.waitFor(QStringLiteral("error")));
        QCOMPARE(fourth.last(QStringLiteral("error")).value(QStringLiteral("error")).toString(),
                 QStringLiteral("too-many-connections"));
        QTRY_VERIFY(fourth.closed);

        // Errors in a row close the connection; the host goes on.
        for (int i = 0; i < limits.errorsInARow; ++i)
            third.sendText("not json");
        QTRY_VERIFY(third.closed);
        QCOMPARE(third.last(QStringLiteral("error")).value(QStringLiteral("error")).toString(),
                 QStringLiteral("too-many-errors"));
        QCOMPARE(third.count(QStringLiteral("error")), limits.errorsInARow + 1);

        // A message past 64 KiB closes the connection (WebSocket close code 1009).
        HostTestClient large(host.url());
        QVERIFY(large.waitConnected());
        large.sendText(QByteArray(HostMessage::MaxFrameBytes + 1024, 'a'));
        QTRY_VERIFY(large.closed);
        QVERIFY(!owner.client->closed);
    }

private:
    // Every copy the client of `seat` (-1: a spectator) received is the one its view alone
    // makes: the position at that move with everything the seat cannot see dealt otherwise
    // first, copied with the seat's copy generator (Host::Limits::copySeed) - the bytes to a
    // seat do not change when what it cannot see does.
    static void checkCopies(const GameRecord &record, const HostTestClient &client, int seat)
    {
        QString error;
        std::unique_ptr<Game> game = GameRegistry::create(record.setup, &error);
        QVERIFY2(game, qPrintable(error));
        Rng copyRng(CopySeed + quint64(seat + 1));
        Rng otherDeal(quint64(seat + 99));
        std::size_t applied = 0;
        int compared = 0;
        for (const QJsonObject &message : client.messages) {
            if (message.value(QStringLiteral("type")).toString() != QLatin1String("position"))
                continue;
            const std::size_t move = std::size_t(message.value(QStringLiteral("move")).toInt());
            QVERIFY(move >= applied && move <= record.actions.size());
            while (applied < move)
                game->apply(record.actions[applied++]);
            std::unique_ptr<Game> otherwise = game->clone();
            otherwise->resampleHidden(seat, otherDeal);
            const QByteArray expected = makeSeatCopy(*otherwise, seat, copyRng);
            const QByteArray received =
                QByteArray::fromBase64(message.value(QStringLiteral("copy")).toString().toLatin1());
            QVERIFY2(received == expected,
                     qPrintable(QStringLiteral("seat %1, move %2").arg(seat).arg(move)));
            ++compared;
        }
        QVERIFY(compared > 1);
    }
};

QTEST_GUILESS_MAIN(TestHostOnline)
#include "tst_host_online.moc"
