// The app's online client (models/online/OnlineClient.h) with the app's own host on loopback:
// create, join and watch; the lobby as it changes; every registered game played to its end from
// the seats' own copies; chat; a dropped seat back by itself with its countdown; rematch; the
// record at the end; refusals in the app's words; a host that goes away; and fake hosts that send
// what the client must not read, each ending with the field named and nothing worse.
#include "Language.h"
#include "OnlineTestHost.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "core/GameState.h"
#include "core/Rng.h"
#include "core/SeatCopy.h"
#include "online/OnlineErrorText.h"

#include <QScopeGuard>
#include <QTcpServer>
#include <QTranslator>

#include <algorithm>

using namespace cw;
using namespace cw::test;

namespace {

// A whole game of Easy moves on loopback takes seconds; the bound is far above.
constexpr int GameTimeout = 120000;

// The seat plays by itself: Easy's choice on the seat's own loaded copy, whenever it is to act.
void playByItself(OnlineTestSeat &seat)
{
    seat.onPosition = [&seat](const OnlinePosition &position) {
        if (position.over || position.current != seat.client.seat() || !seat.client.game())
            return;
        const Action action =
            makeAiPlayer(seat.client.context().gameId, Controller::AiEasy)
                ->choose(*seat.client.game(), std::uint64_t(position.move) * 7919 + 1);
        QVERIFY(seat.client.act(action));
    };
    const OnlinePosition &last = seat.client.position();
    if (!seat.positions.isEmpty())
        seat.onPosition(last);
}

bool isOver(const OnlineTestSeat &seat)
{
    return !seat.positions.isEmpty() && seat.positions.last().over;
}

// A game on `host` of `seats` seats: the creator first, then the others joining seat by seat.
bool seatEveryone(const QUrl &url, const QString &gameId,
                  std::vector<std::unique_ptr<OnlineTestSeat>> *seats, int count)
{
    for (int i = 0; i < count; ++i) {
        auto seat = std::make_unique<OnlineTestSeat>();
        if (i == 0)
            seat->client.create(url, createFields(gameId, count));
        else
            seat->client.join(url, (*seats)[0]->client.code(), QStringLiteral("Seat %1").arg(i + 1),
                              defaultSeatColour(i + 3), i);
        if (!seat->waitJoined())
            return false;
        seats->push_back(std::move(seat));
    }
    return true;
}

QByteArray joinedFrame(const QJsonObject &course)
{
    return frameOf({{QStringLiteral("type"), QStringLiteral("joined")},
                    {QStringLiteral("code"), QStringLiteral("7KQ2M-XD9RA")},
                    {QStringLiteral("seat"), 0},
                    {QStringLiteral("token"), QStringLiteral("0123456789abcdef0123456789abcdef")},
                    {QStringLiteral("game"), QStringLiteral("rowing")},
                    {QStringLiteral("course"), course},
                    {QStringLiteral("seats"), 2}});
}

QByteArray lobbyFrame()
{
    QJsonArray seats;
    for (int i = 0; i < 2; ++i)
        seats.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")},
                                 {QStringLiteral("name"), QStringLiteral("S")},
                                 {QStringLiteral("colour"), QString()},
                                 {QStringLiteral("taken"), true},
                                 {QStringLiteral("connected"), true},
                                 {QStringLiteral("playedBy"), QStringLiteral("human")}});
    return frameOf(
        {{QStringLiteral("type"), QStringLiteral("lobby")},
         {QStringLiteral("code"), QStringLiteral("7KQ2M-XD9RA")},
         {QStringLiteral("phase"), QStringLiteral("playing")},
         {QStringLiteral("owner"), 0},
         {QStringLiteral("spectators"), true},
         {QStringLiteral("drop"), QJsonObject{{QStringLiteral("policy"), QStringLiteral("easy")},
                                              {QStringLiteral("delay"), 60}}},
         {QStringLiteral("moves"), 0},
         {QStringLiteral("spectating"), 0},
         {QStringLiteral("seats"), seats}});
}

QByteArray positionFrame(const QByteArray &copy)
{
    return frameOf({{QStringLiteral("type"), QStringLiteral("position")},
                    {QStringLiteral("code"), QStringLiteral("7KQ2M-XD9RA")},
                    {QStringLiteral("seat"), 0},
                    {QStringLiteral("move"), 0},
                    {QStringLiteral("current"), 0},
                    {QStringLiteral("over"), false},
                    {QStringLiteral("copy"), QString::fromLatin1(copy.toBase64())},
                    {QStringLiteral("log"), QJsonArray()},
                    {QStringLiteral("movesFrom"), 0},
                    {QStringLiteral("moves"), QJsonArray()}});
}

// A real copy of a rowing position for the fake host's two seats.
QByteArray rowingCopy()
{
    GameSetup setup;
    setup.gameId = QStringLiteral("rowing");
    setup.course = defaultCourse(setup.gameId);
    setup.seats = {{QString(), defaultSeatColour(0), Controller::Human},
                   {QString(), defaultSeatColour(1), Controller::Human}};
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    Rng rng(3);
    return makeSeatCopy(*game, 0, rng);
}

// A rowing game of two Easy seats played to its end on the fake host's course, as a record.
GameRecord finishedRowing(std::uint64_t seed)
{
    GameRecord record;
    record.setup.gameId = QStringLiteral("rowing");
    record.setup.course = defaultCourse(record.setup.gameId);
    record.setup.seats = {{QStringLiteral("Ann"), defaultSeatColour(0), Controller::Human},
                          {QStringLiteral("Bea"), defaultSeatColour(1), Controller::Human}};
    record.setup.seed = seed;
    QString error;
    std::unique_ptr<Game> game = record.replay(0, &error);
    const std::unique_ptr<AiPlayer> easy = makeAiPlayer(record.setup.gameId, Controller::AiEasy);
    while (game && !game->isOver() && record.actions.size() < 2000) {
        const Action action = easy->choose(*game, record.decisionSeed(game->moveNumber()));
        game->apply(action);
        record.actions.push_back(action);
    }
    return record;
}

// The position a host sends seat 0 once `record` is over, carrying `sentRecord` and `ranks`.
QByteArray overFrame(const GameRecord &record, const QJsonObject &sentRecord,
                     const QList<int> &ranks)
{
    QString error;
    const std::unique_ptr<Game> game = record.replay(-1, &error);
    Rng rng(5);
    QJsonArray ranksJson;
    for (const int rank : ranks)
        ranksJson.append(rank);
    return frameOf(
        {{QStringLiteral("type"), QStringLiteral("position")},
         {QStringLiteral("code"), QStringLiteral("7KQ2M-XD9RA")},
         {QStringLiteral("seat"), 0},
         {QStringLiteral("move"), int(record.actions.size())},
         {QStringLiteral("current"), game->currentSeat()},
         {QStringLiteral("over"), true},
         {QStringLiteral("ranks"), ranksJson},
         {QStringLiteral("copy"), QString::fromLatin1(makeSeatCopy(*game, 0, rng).toBase64())},
         {QStringLiteral("log"), QJsonArray()},
         {QStringLiteral("movesFrom"), 0},
         {QStringLiteral("moves"), QJsonArray()},
         {QStringLiteral("record"), sentRecord}});
}

QList<int> ranksOf(const GameRecord &record)
{
    QString error;
    const std::vector<int> ranks = record.replay(-1, &error)->ranks();
    return {ranks.begin(), ranks.end()};
}

// The log and move names of `record` as the app words a local game in `language`: its
// translation installed, the game replayed (a game without secret moves).
std::pair<QStringList, QStringList> localWords(const GameRecord &record, const QString &language)
{
    QTranslator translator;
    if (!Language::load(&translator, language))
        return {};
    QCoreApplication::installTranslator(&translator);
    const auto removed = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    QString error;
    const std::unique_ptr<Game> game = GameRegistry::create(record.setup, &error);
    if (!game)
        return {};
    game->setRecordLog(true);
    QStringList log = game->takeLog();
    QStringList names;
    for (Action action : record.actions) {
        names.append(game->actionName(action));
        game->apply(action);
        log.append(game->takeLog());
    }
    return {log, names};
}

// What a seat was told: every log line, and the names of its move list.
std::pair<QStringList, QStringList> receivedWords(const OnlineTestSeat &seat)
{
    QStringList log;
    for (const OnlinePosition &position : seat.positions)
        log.append(position.log);
    QStringList names;
    for (const OnlineMove &move : seat.client.moves())
        names.append(move.name);
    return {log, names};
}

} // namespace

class TestOnlineClient : public QObject {
    Q_OBJECT
private slots:
    // Every registered game: created, joined seat by seat (the lobby updating live), watched,
    // started, played to its end by each seat from its own loaded copy; chat reaches everyone as
    // plain text; every seat gets the same record, which replays to the ranks stated; a rematch
    // starts again at move 0.
    void everyGamePlaysToItsEnd_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void everyGamePlaysToItsEnd()
    {
        QFETCH(QString, gameId);
        OnlineTestHost host;
        QVERIFY(host.start());
        const int count = std::clamp(2, GameRegistry::find(gameId)->minSeats,
                                     GameRegistry::find(gameId)->maxSeats);
        std::vector<std::unique_ptr<OnlineTestSeat>> seats;
        QVERIFY(seatEveryone(host.url(), gameId, &seats, count));
        OnlineTestSeat &owner = *seats[0];
        QCOMPARE(owner.client.seat(), 0);
        QVERIFY(!owner.client.code().isEmpty());
        QCOMPARE(owner.client.context().gameId, gameId);
        QCOMPARE(owner.client.context().seats.size(), count);
        // Live: the owner sees every seat taken, named as each chose.
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(owner.client.lobby().seats.begin(),
                                             owner.client.lobby().seats.end(),
                                             [](const OnlineSeat &seat) { return seat.taken; }),
                                 Timeout);
        QCOMPARE(owner.client.lobby().seats[1].name, QStringLiteral("Seat 2"));
        QCOMPARE(owner.client.context().seats[1].name, QStringLiteral("Seat 2"));
        QCOMPARE(owner.client.lobby().seats[0].colour, QStringLiteral("#112233"));

        OnlineTestSeat watcher;
        watcher.client.spectate(host.url(), owner.client.code());
        QVERIFY(watcher.waitJoined());
        QCOMPARE(watcher.client.seat(), -1);
        QTRY_COMPARE_WITH_TIMEOUT(owner.client.lobby().spectating, 1, Timeout);

        QVERIFY(owner.client.chat(QStringLiteral("<b>good luck</b>")));
        for (auto &seat : seats)
            QTRY_COMPARE_WITH_TIMEOUT(seat->chats.size(), 1, Timeout);
        QCOMPARE(seats[1]->chats[0],
                 (OnlineChat{0, QStringLiteral("Ann"), QStringLiteral("<b>good luck</b>")}));

        QVERIFY(owner.client.start());
        for (auto &seat : seats)
            QTRY_VERIFY_WITH_TIMEOUT(!seat->positions.isEmpty(), Timeout);
        for (auto &seat : seats)
            playByItself(*seat);
        QTRY_VERIFY_WITH_TIMEOUT(isOver(watcher), GameTimeout);
        for (auto &seat : seats) {
            QTRY_VERIFY_WITH_TIMEOUT(isOver(*seat), Timeout);
            QCOMPARE(seat->client.phase(), OnlineClient::Phase::Over);
            QVERIFY(seat->failures.isEmpty());
            QVERIFY(seat->refusals.isEmpty());
        }

        // The record: the same for everyone, an ordinary game record that replays to the ranks.
        const QJsonObject recordJson = watcher.client.position().record;
        QString error;
        const std::optional<GameRecord> record = GameRecord::fromJson(recordJson, &error);
        QVERIFY2(record, qPrintable(error));
        const std::unique_ptr<Game> replayed = record->replay(-1, &error);
        QVERIFY2(replayed && replayed->isOver(), qPrintable(error));
        const auto ranks = replayed->ranks();
        QCOMPARE(QList<int>(ranks.begin(), ranks.end()), watcher.client.position().ranks);
        QCOMPARE(int(record->actions.size()), watcher.client.position().move);
        QCOMPARE(watcher.client.moves().size(), watcher.client.position().move);
        for (auto &seat : seats)
            QCOMPARE(seat->client.position().record, recordJson);

        // Rematch: everyone back at move 0 of a new deal.
        for (auto &seat : seats)
            seat->onPosition = nullptr;
        QVERIFY(owner.client.rematch());
        for (auto &seat : seats) {
            QTRY_VERIFY_WITH_TIMEOUT(seat->client.phase() == OnlineClient::Phase::Playing, Timeout);
            QCOMPARE(seat->client.position().move, 0);
            QVERIFY(seat->client.position().record.isEmpty());
            QVERIFY(seat->client.moves().isEmpty());
        }
        for (auto &seat : seats) {
            seat->client.leave();
            QCOMPARE(seat->client.phase(), OnlineClient::Phase::Closed);
        }
    }

    // A seat whose connection drops comes back by itself: a countdown each second, then resume,
    // and the position at once; then it plays on.
    void aDroppedSeatComesBackWithItsCountdown()
    {
        OnlineTestHost host;
        QVERIFY(host.start());
        std::vector<std::unique_ptr<OnlineTestSeat>> seats;
        QVERIFY(seatEveryone(host.url(), QStringLiteral("rowing"), &seats, 2));
        OnlineTestSeat &second = *seats[1];
        second.client.setTiming({/*secondMs*/ 20, /*connectTimeoutSeconds*/ 50,
                                 /*giveUpSeconds*/ 500, OnlineClient::MaxMessageBytes});
        QVERIFY(seats[0]->client.start());
        QTRY_VERIFY_WITH_TIMEOUT(!second.positions.isEmpty(), Timeout);
        const int positionsBefore = int(second.positions.size());

        second.client.abortConnection();
        QTRY_COMPARE_WITH_TIMEOUT(second.returns, 1, Timeout);
        QCOMPARE(second.countdown, (QList<int>{1, 0}));
        QVERIFY(second.failures.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(second.positions.size() > positionsBefore, Timeout);
        QCOMPARE(second.positions.last().move, seats[0]->client.position().move);
        QCOMPARE(second.positions.last().movesFrom, 0); // the whole move list again
        QCOMPARE(second.client.phase(), OnlineClient::Phase::Playing);

        // It plays on: both seats play to the end.
        for (auto &seat : seats)
            playByItself(*seat);
        for (auto &seat : seats)
            QTRY_VERIFY_WITH_TIMEOUT(isOver(*seat), GameTimeout);
        QVERIFY(second.failures.isEmpty() && second.refusals.isEmpty());
    }

    // The app in French (its translation installed, its locale French) hosts; its own client
    // asks for the app's language, a joiner for English. The app's host, on its own thread,
    // words each one's log and move names in that client's language (docs/protocol.md).
    void eachClientReadsTheHostsWordsInItsLanguage()
    {
        QTranslator french;
        QVERIFY(Language::load(&french, QStringLiteral("fr")));
        QCoreApplication::installTranslator(&french);
        const QLocale locale;
        QLocale::setDefault(QLocale(QStringLiteral("fr")));
        auto restored = qScopeGuard([&] {
            QCoreApplication::removeTranslator(&french);
            QLocale::setDefault(locale);
        });
        OnlineTestHost host;
        QVERIFY(host.start());
        auto creator = std::make_unique<OnlineTestSeat>();
        QCOMPARE(creator->client.language(), QStringLiteral("fr"));
        creator->client.create(host.url(), createFields(QStringLiteral("rowing"), 2));
        QVERIFY(creator->waitJoined());
        auto joiner = std::make_unique<OnlineTestSeat>();
        joiner->client.setLanguage(QStringLiteral("en"));
        joiner->client.join(host.url(), creator->client.code(), QStringLiteral("Seat 2"), {}, 1);
        QVERIFY(joiner->waitJoined());
        QVERIFY(creator->client.start());
        playByItself(*creator);
        playByItself(*joiner);
        QTRY_VERIFY_WITH_TIMEOUT(isOver(*creator) && isOver(*joiner), GameTimeout);

        restored.dismiss();
        QCoreApplication::removeTranslator(&french);
        QLocale::setDefault(locale);
        QString error;
        const std::optional<GameRecord> record =
            GameRecord::fromJson(creator->positions.last().record, &error);
        QVERIFY2(record, qPrintable(error));
        const auto frenchWords = localWords(*record, QStringLiteral("fr"));
        const auto englishWords = localWords(*record, QStringLiteral("en"));
        QVERIFY(frenchWords.first != englishWords.first);
        QVERIFY(frenchWords.second != englishWords.second);
        QCOMPARE(receivedWords(*creator), frenchWords);
        QCOMPARE(receivedWords(*joiner), englishWords);
    }

    // A spectator whose connection drops comes back by itself as a seat does (a resume without
    // a token): the countdown, then the position at once with the whole move list; it follows
    // the game to its end and gets the record.
    void aDroppedSpectatorComesBack()
    {
        OnlineTestHost host;
        QVERIFY(host.start());
        std::vector<std::unique_ptr<OnlineTestSeat>> seats;
        QVERIFY(seatEveryone(host.url(), QStringLiteral("rowing"), &seats, 2));
        OnlineTestSeat watcher;
        watcher.client.setTiming({/*secondMs*/ 20, /*connectTimeoutSeconds*/ 50,
                                  /*giveUpSeconds*/ 500, OnlineClient::MaxMessageBytes});
        watcher.client.spectate(host.url(), seats[0]->client.code());
        QVERIFY(watcher.waitJoined());
        QVERIFY(seats[0]->client.start());
        QTRY_VERIFY_WITH_TIMEOUT(!watcher.positions.isEmpty(), Timeout);
        for (auto &seat : seats)
            playByItself(*seat);
        QTRY_VERIFY_WITH_TIMEOUT(watcher.client.position().move >= 3, GameTimeout);

        const qsizetype before = watcher.positions.size();
        watcher.client.abortConnection();
        QTRY_COMPARE_WITH_TIMEOUT(watcher.returns, 1, Timeout);
        QCOMPARE(watcher.countdown, (QList<int>{1, 0}));
        QVERIFY(watcher.failures.isEmpty());
        QCOMPARE(watcher.client.seat(), -1);
        QTRY_VERIFY_WITH_TIMEOUT(watcher.positions.size() > before, Timeout);
        QCOMPARE(watcher.positions[before].movesFrom, 0); // the whole move list again
        QTRY_COMPARE_WITH_TIMEOUT(seats[0]->client.lobby().spectating, 1, Timeout);

        QTRY_VERIFY_WITH_TIMEOUT(isOver(watcher), GameTimeout);
        QVERIFY(watcher.failures.isEmpty() && watcher.refusals.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(isOver(*seats[0]), Timeout); // its last position may come later
        QCOMPARE(watcher.client.position().record, seats[0]->client.position().record);
    }

    // A wrong code and a full game are refused in the app's words, and the client closes.
    void aWrongCodeOrAFullGameIsRefused()
    {
        OnlineTestHost host;
        QVERIFY(host.start());
        OnlineTestSeat stranger;
        stranger.client.join(host.url(), QStringLiteral("00000-00000"), QStringLiteral("Zed"), {});
        QVERIFY(stranger.waitClosed());
        QCOMPARE(stranger.refusals.size(), 1);
        QVERIFY2(stranger.refusals[0].startsWith(
                     OnlineErrorText::text({QStringLiteral("unknown-game"), {}, {}, {}})),
                 qPrintable(stranger.refusals[0]));
        QCOMPARE(stranger.client.phase(), OnlineClient::Phase::Closed);

        std::vector<std::unique_ptr<OnlineTestSeat>> seats;
        QVERIFY(seatEveryone(host.url(), QStringLiteral("rowing"), &seats, 2));
        OnlineTestSeat late;
        late.client.join(host.url(), seats[0]->client.code(), QStringLiteral("Late"), {});
        QVERIFY(late.waitClosed());
        QCOMPARE(late.refusals.size(), 1);
        QVERIFY2(late.refusals[0].startsWith(
                     OnlineErrorText::text({QStringLiteral("seat-unavailable"), {}, {}, {}})),
                 qPrintable(late.refusals[0]));
        QVERIFY(late.failures.isEmpty());

        // A seat's refused request leaves it in the game: acting in the lobby is the wrong phase.
        QVERIFY(!seats[1]->client.act(0)); // no position yet: nothing sent
        QVERIFY(seats[1]->client.start()); // not the owner
        QTRY_COMPARE_WITH_TIMEOUT(seats[1]->refusals.size(), 1, Timeout);
        QCOMPARE(seats[1]->client.phase(), OnlineClient::Phase::Lobby);
    }

    // In the lobby a seat changes its name and colour, and everyone sees it; a spectator has no
    // seat to speak for.
    void aSeatChangesItsNameAndColourInTheLobby()
    {
        OnlineTestHost host;
        QVERIFY(host.start());
        std::vector<std::unique_ptr<OnlineTestSeat>> seats;
        QVERIFY(seatEveryone(host.url(), QStringLiteral("rowing"), &seats, 2));
        QVERIFY(seats[1]->client.setProfile(QStringLiteral("Bea"), QStringLiteral("#445566")));
        QTRY_COMPARE_WITH_TIMEOUT(seats[0]->client.lobby().seats[1].name, QStringLiteral("Bea"),
                                  Timeout);
        QCOMPARE(seats[0]->client.lobby().seats[1].colour, QStringLiteral("#445566"));
        QCOMPARE(seats[0]->client.context().seats[1].colour, QStringLiteral("#445566"));

        OnlineTestSeat watcher;
        watcher.client.spectate(host.url(), seats[0]->client.code());
        QVERIFY(watcher.waitJoined());
        QVERIFY(!watcher.client.setProfile(QStringLiteral("Spy"), {}));
        QVERIFY(!watcher.client.start());
        QVERIFY(!watcher.client.chat(QStringLiteral("hi")));
        QVERIFY(watcher.client.joinedInfo().token.isEmpty());
        QVERIFY(seats[0]->client.joinedInfo().token.isEmpty()); // kept inside the client
    }

    // A host that goes away: the seats try to come back, counting down, and give up within the
    // bound, saying the host is gone.
    void aHostThatIsGoneIsGivenUp()
    {
        OnlineTestHost host;
        QVERIFY(host.start());
        std::vector<std::unique_ptr<OnlineTestSeat>> seats;
        QVERIFY(seatEveryone(host.url(), QStringLiteral("rowing"), &seats, 2));
        for (auto &seat : seats)
            seat->client.setTiming({20, 5, 30, OnlineClient::MaxMessageBytes});
        host.host.stop();
        QVERIFY(!host.host.isListening());
        InAppHost::waitUntilClosed(); // stop() returns before the host has closed
        for (auto &seat : seats) {
            QVERIFY(seat->waitClosed());
            QCOMPARE(seat->failures.size(), 1);
            QVERIFY(seat->failures[0].contains(QStringLiteral("30")));
            // Counted down 1, 2, 4, 8 then 10 seconds: several attempts before giving up.
            QVERIFY(seat->countdown.count(0) >= 3);
            QCOMPARE(seat->countdown.first(), 1);
            QCOMPARE(seat->client.phase(), OnlineClient::Phase::Closed);
        }
    }

    // A host that accepts the connection and never answers: the attempt times out.
    void aSilentHostTimesOut()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        OnlineTestSeat seat;
        seat.client.setTiming({20, 5, 30, OnlineClient::MaxMessageBytes});
        seat.client.spectate(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(silent.serverPort())),
                             QStringLiteral("7KQ2M-XD9RA"));
        QVERIFY(seat.waitClosed());
        QCOMPARE(seat.failures.size(), 1);
    }

    // A host that sends what the client must not read: failed(), naming the field; no crash.
    void aHostSendingWhatCannotBeReadIsLeft_data()
    {
        QTest::addColumn<QList<QByteArray>>("frames");
        QTest::addColumn<QString>("named");
        QTest::addColumn<qint64>("maxMessageBytes");
        const QJsonObject course = defaultCourse(QStringLiteral("rowing"));
        const qint64 max = OnlineClient::MaxMessageBytes;
        QTest::newRow("version 2")
            << QList<QByteArray>{frameOf(
                   {{QStringLiteral("v"), 2}, {QStringLiteral("type"), QStringLiteral("lobby")}})}
            << QStringLiteral("v: ") << max;
        QJsonObject badCourse = course;
        badCourse.insert(QStringLiteral("lanes"), 99);
        QTest::newRow("bad course") << QList<QByteArray>{joinedFrame(badCourse)}
                                    << QStringLiteral("joined.course.lanes: ") << max;
        QByteArray garbage = rowingCopy();
        for (qsizetype i = 8; i < garbage.size(); i += 3)
            garbage[i] = char(0xff);
        QTest::newRow("bad copy") << QList<QByteArray>{joinedFrame(course), lobbyFrame(),
                                                       positionFrame(garbage)}
                                  << QStringLiteral("position.copy: ") << max;
        QTest::newRow("truncated copy") << QList<QByteArray>{joinedFrame(course), lobbyFrame(),
                                                             positionFrame(rowingCopy().left(20))}
                                        << QStringLiteral("position.copy: ") << max;
        QTest::newRow("2 MB chat")
            << QList<QByteArray>{joinedFrame(course), lobbyFrame(),
                                 frameOf(
                                     {{QStringLiteral("type"), QStringLiteral("chat")},
                                      {QStringLiteral("code"), QStringLiteral("7KQ2M-XD9RA")},
                                      {QStringLiteral("seat"), 1},
                                      {QStringLiteral("name"), QStringLiteral("B")},
                                      {QStringLiteral("text"), QString(2 * 1024 * 1024, u'x')}})}
            << QStringLiteral("chat.text: ") << max;
        QTest::newRow("2 MB frame over the bound")
            << QList<QByteArray>{QByteArray(2 * 1024 * 1024, ' ') + joinedFrame(course)}
            << QString::number(1024 * 1024) << qint64(1024 * 1024);
        QTest::newRow("lobby before joined")
            << QList<QByteArray>{lobbyFrame()} << QStringLiteral("lobby: ") << max;
        QTest::newRow("binary") << QList<QByteArray>{QByteArray("\0{}", 3)}
                                << QStringLiteral("binary") << max;
        QTest::newRow("not JSON") << QList<QByteArray>{QByteArray("{\"v\":1,")}
                                  << QStringLiteral("line 1") << max;
    }
    void aHostSendingWhatCannotBeReadIsLeft()
    {
        QFETCH(QList<QByteArray>, frames);
        QFETCH(QString, named);
        QFETCH(qint64, maxMessageBytes);
        FakeHost fake([frames] { return frames; });
        OnlineTestSeat seat;
        seat.client.setTiming({20, 50, 30, maxMessageBytes});
        seat.client.join(fake.url(), QStringLiteral("7KQ2M-XD9RA"), QStringLiteral("Ann"), {});
        QVERIFY(seat.waitClosed());
        QCOMPARE(seat.failures.size(), 1);
        QVERIFY2(seat.failures[0].contains(named), qPrintable(seat.failures[0].left(300)));
        QVERIFY(seat.positions.isEmpty());
        QCOMPARE(seat.client.phase(), OnlineClient::Phase::Closed);
        QVERIFY(seat.countdown.isEmpty()); // a host that cannot be read is not asked again
    }

    // The record a finished game's position carries becomes the seat's saved game: one that is
    // not the game joined, or does not end as the seat was shown, is refused, its field named,
    // and the end is never shown (so nothing can be saved from it).
    void aRecordThatIsNotTheGameJoinedIsRefused_data()
    {
        QTest::addColumn<QJsonObject>("sentRecord");
        QTest::addColumn<QList<int>>("ranks");
        QTest::addColumn<QString>("named"); // empty: accepted
        const GameRecord played = finishedRowing(11);
        QVERIFY(played.actions.size() > 2);
        const QJsonObject record = played.toJson();
        const QList<int> ranks = ranksOf(played);
        QTest::newRow("the game joined") << record << ranks << QString();
        QJsonObject changed = record;
        changed.insert(QStringLiteral("game"), QStringLiteral("salmon"));
        QTest::newRow("another game")
            << changed << ranks << QStringLiteral("position.record.game: ");
        QJsonObject course = record.value(QStringLiteral("course")).toObject();
        course.insert(QStringLiteral("name"), QStringLiteral("Another river"));
        changed = record;
        changed.insert(QStringLiteral("course"), course);
        QTest::newRow("another course")
            << changed << ranks << QStringLiteral("position.record.course: ");
        changed = record;
        changed.insert(QStringLiteral("options"), QJsonObject{{QStringLiteral("fast"), true}});
        QTest::newRow("other options")
            << changed << ranks << QStringLiteral("position.record.options: ");
        QJsonArray seats = record.value(QStringLiteral("seats")).toArray();
        seats.append(seats.first());
        changed = record;
        changed.insert(QStringLiteral("seats"), seats);
        QTest::newRow("a seat more")
            << changed << ranks << QStringLiteral("position.record.seats: ");
        QJsonArray actions = record.value(QStringLiteral("actions")).toArray();
        actions.removeLast();
        changed = record;
        changed.insert(QStringLiteral("actions"), actions);
        QTest::newRow("an action fewer")
            << changed << ranks << QStringLiteral("position.record.actions: ");
        QList<int> otherRanks = ranks;
        std::reverse(otherRanks.begin(), otherRanks.end());
        if (otherRanks != ranks)
            QTest::newRow("other ranks")
                << record << otherRanks << QStringLiteral("position.record.actions: ");
        // Another deal (the seed) of as many actions, where every action stays legal: another
        // end, which the seat's copy tells.
        GameRecord other = played;
        for (std::uint64_t seed = 12; seed < 40; ++seed) {
            other.setup.seed = seed;
            QString error;
            const std::unique_ptr<Game> end = other.replay(-1, &error);
            if (end && end->isOver() && ranksOf(other) == ranks)
                break;
            other.setup.seed = 0;
        }
        if (other.setup.seed != 0)
            QTest::newRow("another deal")
                << other.toJson() << ranks << QStringLiteral("position.record.actions: ");
    }
    void aRecordThatIsNotTheGameJoinedIsRefused()
    {
        QFETCH(QJsonObject, sentRecord);
        QFETCH(QList<int>, ranks);
        QFETCH(QString, named);
        const GameRecord played = finishedRowing(11);
        const QList<QByteArray> frames{joinedFrame(defaultCourse(QStringLiteral("rowing"))),
                                       lobbyFrame(), overFrame(played, sentRecord, ranks)};
        FakeHost fake([frames] { return frames; });
        OnlineTestSeat seat;
        seat.client.setTiming({20, 50, 30, OnlineClient::MaxMessageBytes});
        seat.client.join(fake.url(), QStringLiteral("7KQ2M-XD9RA"), QStringLiteral("Ann"), {});
        if (named.isEmpty()) {
            QTRY_COMPARE_WITH_TIMEOUT(seat.client.phase(), OnlineClient::Phase::Over, Timeout);
            QVERIFY2(seat.failures.isEmpty(), qPrintable(seat.failures.value(0)));
            QCOMPARE(seat.positions.size(), 1);
            QCOMPARE(seat.positions[0].record, sentRecord);
            seat.client.leave();
            return;
        }
        QVERIFY(seat.waitClosed());
        QCOMPARE(seat.failures.size(), 1);
        QVERIFY2(seat.failures[0].contains(named), qPrintable(seat.failures[0].left(300)));
        QVERIFY(seat.positions.isEmpty()); // never shown: no game to save
        QVERIFY(seat.client.position().record.isEmpty());
    }

    // The app's host: listens only while started, says where; refuses a port in use.
    void theInAppHostListensOnlyWhileStarted()
    {
        OnlineTestHost host;
        QVERIFY(host.start());
        const QUrl url = host.url();
        QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
        QVERIFY(url.port() > 0);
        for (const QHostAddress &address : InAppHost::addresses())
            QVERIFY(!address.isLoopback());

        QTemporaryDir other;
        InAppHost second(other.path());
        QSignalSpy failed(&second, &InAppHost::failed);
        second.start(QHostAddress::LocalHost, quint16(url.port()));
        QVERIFY(failed.wait(Timeout));
        QVERIFY(!second.isListening());

        host.host.stop();
        QVERIFY(!host.host.isListening());
        InAppHost::waitUntilClosed(); // stop() returns before the host has closed
        OnlineTestSeat seat;
        seat.client.spectate(url, QStringLiteral("7KQ2M-XD9RA"));
        QVERIFY(seat.waitClosed());
        QCOMPARE(seat.failures.size(), 1); // nobody listens any more
    }
};

QTEST_GUILESS_MAIN(TestOnlineClient)
#include "tst_online_client.moc"
