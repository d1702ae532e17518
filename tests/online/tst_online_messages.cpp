// The readers of what a host sends (models/online/OnlineMessages.h, docs/protocol.md): good
// messages read whole; every field at fault is refused and named; over-long input and hostile
// base64 are refused before anything is built of them. And the app's own texts for a host's
// errors, and the reconnection's backoff.
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "core/GameState.h"
#include "core/Rng.h"
#include "core/SeatCopy.h"
#include "course/CourseFile.h"
#include "online/OnlineBackoff.h"
#include "online/OnlineErrorText.h"
#include "online/OnlineMessages.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace cw;

namespace {

const QString Code = QStringLiteral("7KQ2M-XD9RA");

QJsonObject rowingCourse()
{
    CourseProblems problems;
    return CourseFile::read(GameRegistry::find(QStringLiteral("rowing"))->defaultCourse, &problems)
        .value_or(QJsonObject());
}

QJsonObject goodJoined()
{
    return {{QStringLiteral("v"), 1},
            {QStringLiteral("type"), QStringLiteral("joined")},
            {QStringLiteral("code"), Code},
            {QStringLiteral("seat"), 1},
            {QStringLiteral("token"), QStringLiteral("0123456789abcdef0123456789abcdef")},
            {QStringLiteral("game"), QStringLiteral("rowing")},
            {QStringLiteral("course"), rowingCourse()},
            {QStringLiteral("options"), QJsonObject()},
            {QStringLiteral("seats"), 3}};
}

QJsonObject goodSeat(const QString &name)
{
    return {{QStringLiteral("kind"), QStringLiteral("open")},
            {QStringLiteral("name"), name},
            {QStringLiteral("colour"), QStringLiteral("#aa3300")},
            {QStringLiteral("taken"), true},
            {QStringLiteral("connected"), true},
            {QStringLiteral("playedBy"), QStringLiteral("human")}};
}

QJsonObject goodLobby()
{
    return {{QStringLiteral("code"), Code},
            {QStringLiteral("phase"), QStringLiteral("playing")},
            {QStringLiteral("owner"), 0},
            {QStringLiteral("spectators"), true},
            {QStringLiteral("drop"), QJsonObject{{QStringLiteral("policy"), QStringLiteral("wait")},
                                                 {QStringLiteral("delay"), 30}}},
            {QStringLiteral("moves"), 4},
            {QStringLiteral("spectating"), 1},
            {QStringLiteral("seats"),
             QJsonArray{goodSeat(QStringLiteral("Ann")), goodSeat(QStringLiteral("Bo")),
                        goodSeat(QStringLiteral("Cy"))}}};
}

// A game of rowing played to its end by its first legal actions, and its record.
GameRecord finishedRowing()
{
    GameRecord record;
    record.setup.gameId = QStringLiteral("rowing");
    record.setup.course = rowingCourse();
    record.setup.seed = 99;
    for (int seat = 0; seat < 2; ++seat)
        record.setup.seats.append(
            {QStringLiteral("P%1").arg(seat), defaultSeatColour(seat), Controller::Human});
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(record.setup, &error);
    while (game && !game->isOver() && record.actions.size() < 5000) {
        const Action action = game->legalActions().front();
        record.actions.push_back(action);
        game->apply(action);
    }
    return record;
}

QByteArray rowingCopy()
{
    GameSetup setup;
    setup.gameId = QStringLiteral("rowing");
    setup.course = rowingCourse();
    setup.seats = {{QStringLiteral("A"), defaultSeatColour(0), Controller::Human},
                   {QStringLiteral("B"), defaultSeatColour(1), Controller::Human}};
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    Rng rng(7);
    return makeSeatCopy(*game, 0, rng);
}

QJsonObject goodPosition()
{
    return {{QStringLiteral("code"), Code},
            {QStringLiteral("seat"), 0},
            {QStringLiteral("move"), 2},
            {QStringLiteral("current"), 1},
            {QStringLiteral("over"), false},
            {QStringLiteral("copy"), QString::fromLatin1(rowingCopy().toBase64())},
            {QStringLiteral("log"), QJsonArray{QStringLiteral("Ann rows 3."), QStringLiteral("x")}},
            {QStringLiteral("movesFrom"), 0},
            {QStringLiteral("moves"),
             QJsonArray{QJsonObject{{QStringLiteral("seat"), 0},
                                    {QStringLiteral("name"), QStringLiteral("3")}},
                        QJsonObject{{QStringLiteral("seat"), 1},
                                    {QStringLiteral("name"), QStringLiteral("4")}}}}};
}

QJsonObject overPosition(const GameRecord &record)
{
    QJsonObject position = goodPosition();
    position.insert(QStringLiteral("over"), true);
    position.insert(QStringLiteral("current"), -1);
    position.insert(QStringLiteral("ranks"), QJsonArray{2, 1});
    position.insert(QStringLiteral("record"), record.toJson());
    return position;
}

// `json` with the value at `path` ("seats[2].colour", "drop.policy") replaced (or removed when
// `value` is undefined).
QJsonValue changed(const QJsonValue &json, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString step = path.takeFirst();
    if (json.isArray()) {
        QJsonArray array = json.toArray();
        const int index = step.toInt();
        array[index] = changed(array[index], path, value);
        return array;
    }
    QJsonObject object = json.toObject();
    if (path.isEmpty() && value.isUndefined())
        object.remove(step);
    else
        object.insert(step, changed(object.value(step), path, value));
    return object;
}

QJsonObject with(const QJsonObject &json, const QString &path, const QJsonValue &value)
{
    return changed(json, path.split(u'.'), value).toObject();
}

using Reader = std::function<bool(const QJsonObject &, QString *)>;

// Each change of `good` is refused with an error starting with its field's name.
void checkRefused(const Reader &read, const QJsonObject &good,
                  const QList<std::tuple<QString, QJsonValue, QString>> &cases)
{
    QString error;
    QVERIFY2(read(good, &error), qPrintable(error));
    for (const auto &[path, value, field] : cases) {
        const bool accepted = read(with(good, path, value), &error);
        QVERIFY2(!accepted, qPrintable(path));
        QVERIFY2(error.startsWith(field + QStringLiteral(": ")),
                 qPrintable(path + QStringLiteral(" -> ") + error));
    }
}

} // namespace

class TestOnlineMessages : public QObject {
    Q_OBJECT
private slots:
    // A host's joined: the seat, token and the game a copy loads into, its course read as a
    // course file is read.
    void joinedReadsWhole()
    {
        OnlineJoined joined;
        QString error;
        QVERIFY2(OnlineMessages::readJoined(goodJoined(), &joined, &error), qPrintable(error));
        QCOMPARE(joined.code, Code);
        QCOMPARE(joined.seat, 1);
        QCOMPARE(joined.token, QStringLiteral("0123456789abcdef0123456789abcdef"));
        QCOMPARE(joined.gameId, QStringLiteral("rowing"));
        QCOMPARE(joined.seats, 3);
        QCOMPARE(joined.course, rowingCourse());
        // A resume's answer has no token; a spectator's seat is -1.
        QVERIFY(OnlineMessages::readJoined(
            with(with(goodJoined(), QStringLiteral("token"), QJsonValue::Undefined),
                 QStringLiteral("seat"), -1),
            &joined, &error));
        QCOMPARE(joined.token, QString());
        QCOMPARE(joined.seat, -1);
    }

    void joinedRefusesEachBadFieldByName()
    {
        const Reader read = [](const QJsonObject &json, QString *error) {
            OnlineJoined joined;
            return OnlineMessages::readJoined(json, &joined, error);
        };
        checkRefused(
            read, goodJoined(),
            {{QStringLiteral("code"), QStringLiteral("not a code!"), QStringLiteral("joined.code")},
             {QStringLiteral("code"), 12, QStringLiteral("joined.code")},
             {QStringLiteral("seats"), 0, QStringLiteral("joined.seats")},
             {QStringLiteral("seats"), 17, QStringLiteral("joined.seats")},
             {QStringLiteral("seats"), 2.5, QStringLiteral("joined.seats")},
             {QStringLiteral("seat"), 3, QStringLiteral("joined.seat")},
             {QStringLiteral("seat"), -2, QStringLiteral("joined.seat")},
             {QStringLiteral("token"), QStringLiteral("<b>x</b>"), QStringLiteral("joined.token")},
             {QStringLiteral("game"), QStringLiteral("chess"), QStringLiteral("joined.game")},
             {QStringLiteral("game"), QJsonValue::Undefined, QStringLiteral("joined.game")},
             {QStringLiteral("options"), QStringLiteral("x"), QStringLiteral("joined.options")},
             {QStringLiteral("course"), QJsonValue::Undefined, QStringLiteral("joined.course")},
             {QStringLiteral("course.kind"), QStringLiteral("chess"),
              QStringLiteral("joined.course.kind")},
             {QStringLiteral("course.formatVersion"), 99,
              QStringLiteral("joined.course.formatVersion")},
             // Read, then refused by the rules of its kind, as a file would be.
             {QStringLiteral("course.lanes"), 99, QStringLiteral("joined.course.lanes")}});
    }

    // The course is bounded as a course file is: a larger one is refused unread.
    void joinedRefusesACourseLargerThanAFile()
    {
        const QJsonObject large = with(goodJoined(), QStringLiteral("course.name"),
                                       QString(int(CourseFile::MaxFileBytes), u'x'));
        OnlineJoined joined;
        QString error;
        QVERIFY(!OnlineMessages::readJoined(large, &joined, &error));
        QVERIFY2(error.startsWith(QStringLiteral("joined.course: ")), qPrintable(error));
    }

    void lobbyReadsWhole()
    {
        OnlineLobby lobby;
        QString error;
        QVERIFY2(OnlineMessages::readLobby(goodLobby(), &lobby, &error), qPrintable(error));
        QCOMPARE(lobby.code, Code);
        QCOMPARE(lobby.phase, OnlineLobby::Phase::Playing);
        QCOMPARE(lobby.dropPolicy, QStringLiteral("wait"));
        QCOMPARE(lobby.dropDelaySeconds, 30);
        QCOMPARE(lobby.moves, 4);
        QCOMPARE(lobby.spectating, 1);
        QCOMPARE(lobby.seats.size(), 3);
        QCOMPARE(lobby.seats[1].name, QStringLiteral("Bo"));
        QCOMPARE(lobby.seats[1].colour, QStringLiteral("#aa3300"));
        QVERIFY(lobby.seats[1].taken && lobby.seats[1].connected);
        QCOMPARE(lobby.seats[1].playedBy, QStringLiteral("human"));
    }

    void lobbyRefusesEachBadFieldByName()
    {
        const Reader read = [](const QJsonObject &json, QString *error) {
            OnlineLobby lobby;
            return OnlineMessages::readLobby(json, &lobby, error);
        };
        QJsonArray tooMany;
        for (int i = 0; i < 17; ++i)
            tooMany.append(goodSeat(QStringLiteral("S")));
        checkRefused(
            read, goodLobby(),
            {{QStringLiteral("seats.2.colour"), QStringLiteral("red"),
              QStringLiteral("lobby.seats[2].colour")},
             {QStringLiteral("seats.0.name"), QString(201, u'n'),
              QStringLiteral("lobby.seats[0].name")},
             {QStringLiteral("seats.1.kind"), QStringLiteral("god"),
              QStringLiteral("lobby.seats[1].kind")},
             {QStringLiteral("seats.1.taken"), QStringLiteral("yes"),
              QStringLiteral("lobby.seats[1].taken")},
             {QStringLiteral("seats.1.playedBy"), QStringLiteral("alien"),
              QStringLiteral("lobby.seats[1].playedBy")},
             {QStringLiteral("seats.1"), 5, QStringLiteral("lobby.seats[1]")},
             {QStringLiteral("seats"), tooMany, QStringLiteral("lobby.seats")},
             {QStringLiteral("seats"), QJsonArray(), QStringLiteral("lobby.seats")},
             {QStringLiteral("phase"), QStringLiteral("paused"), QStringLiteral("lobby.phase")},
             {QStringLiteral("owner"), 3, QStringLiteral("lobby.owner")},
             {QStringLiteral("spectators"), 1, QStringLiteral("lobby.spectators")},
             {QStringLiteral("drop.policy"), QStringLiteral("hard"),
              QStringLiteral("lobby.drop.policy")},
             {QStringLiteral("drop.delay"), 0, QStringLiteral("lobby.drop.delay")},
             {QStringLiteral("drop"), QJsonValue::Undefined, QStringLiteral("lobby.drop")},
             {QStringLiteral("moves"), -1, QStringLiteral("lobby.moves")},
             {QStringLiteral("moves"), 1e300, QStringLiteral("lobby.moves")},
             {QStringLiteral("spectating"), QStringLiteral("2"),
              QStringLiteral("lobby.spectating")},
             {QStringLiteral("code"), QJsonValue::Undefined, QStringLiteral("lobby.code")}});
    }

    void positionReadsWhole()
    {
        OnlinePosition position;
        QString error;
        QVERIFY2(OnlineMessages::readPosition(goodPosition(), &position, &error),
                 qPrintable(error));
        QCOMPARE(position.seat, 0);
        QCOMPARE(position.move, 2);
        QCOMPARE(position.current, 1);
        QVERIFY(!position.over);
        QCOMPARE(position.copy, rowingCopy());
        QCOMPARE(position.log, (QStringList{QStringLiteral("Ann rows 3."), QStringLiteral("x")}));
        QCOMPARE(position.moves.size(), 2);
        QCOMPARE(position.moves[1], (OnlineMove{1, QStringLiteral("4")}));
        QVERIFY(position.record.isEmpty());

        const GameRecord record = finishedRowing();
        QVERIFY2(OnlineMessages::readPosition(overPosition(record), &position, &error),
                 qPrintable(error));
        QVERIFY(position.over);
        QCOMPARE(position.ranks, (QList<int>{2, 1}));
        QCOMPARE(position.record, record.toJson());
    }

    void positionRefusesEachBadFieldByName()
    {
        const Reader read = [](const QJsonObject &json, QString *error) {
            OnlinePosition position;
            return OnlineMessages::readPosition(json, &position, error);
        };
        QJsonArray manyLines;
        for (int i = 0; i <= OnlineMessages::MaxLogLines; ++i)
            manyLines.append(QStringLiteral("line"));
        const qsizetype maxBase64 = (GameState::MaxBytes + 2) / 3 * 4;
        checkRefused(
            read, goodPosition(),
            {{QStringLiteral("seat"), 16, QStringLiteral("position.seat")},
             {QStringLiteral("move"), -1, QStringLiteral("position.move")},
             {QStringLiteral("current"), QStringLiteral("1"), QStringLiteral("position.current")},
             {QStringLiteral("over"), QJsonValue::Undefined, QStringLiteral("position.over")},
             {QStringLiteral("copy"), QString(), QStringLiteral("position.copy")},
             {QStringLiteral("copy"), QStringLiteral("not base64!"),
              QStringLiteral("position.copy")},
             {QStringLiteral("copy"), QStringLiteral("QUJD\u00e9"),
              QStringLiteral("position.copy")},
             {QStringLiteral("copy"), QString(maxBase64 + 4, u'A'),
              QStringLiteral("position.copy")},
             {QStringLiteral("log"), manyLines, QStringLiteral("position.log")},
             {QStringLiteral("log.1"), QString(OnlineMessages::MaxLogLineLength + 1, u'l'),
              QStringLiteral("position.log[1]")},
             {QStringLiteral("log.0"), 3, QStringLiteral("position.log[0]")},
             {QStringLiteral("movesFrom"), GameRecord::MaxActions + 1,
              QStringLiteral("position.movesFrom")},
             {QStringLiteral("movesFrom"), GameRecord::MaxActions,
              QStringLiteral("position.moves")},
             {QStringLiteral("moves.1.name"), QString(OnlineMessages::MaxMoveNameLength + 1, u'm'),
              QStringLiteral("position.moves[1].name")},
             {QStringLiteral("moves.0.seat"), 16, QStringLiteral("position.moves[0].seat")},
             {QStringLiteral("moves.0"), QStringLiteral("x"), QStringLiteral("position.moves[0]")},
             // The record holds the seed: never before the game is over.
             {QStringLiteral("record"), finishedRowing().toJson(),
              QStringLiteral("position.record")}});

        const GameRecord record = finishedRowing();
        checkRefused(
            read, overPosition(record),
            {{QStringLiteral("ranks.1"), 0, QStringLiteral("position.ranks[1]")},
             {QStringLiteral("ranks"), QJsonValue::Undefined, QStringLiteral("position.ranks")},
             {QStringLiteral("record"), QJsonValue::Undefined, QStringLiteral("position.record")},
             {QStringLiteral("record.seed"), 5, QStringLiteral("position.record")},
             {QStringLiteral("record.game"), QStringLiteral("chess"),
              QStringLiteral("position.record")}});
    }

    // A record larger than a record file may be is refused before it is read.
    void positionRefusesARecordLargerThanAFile()
    {
        const QJsonObject large =
            with(overPosition(finishedRowing()), QStringLiteral("record.courseSource"),
                 QString(int(GameRecord::MaxFileBytes), u's'));
        OnlinePosition position;
        QString error;
        QVERIFY(!OnlineMessages::readPosition(large, &position, &error));
        QVERIFY2(error.startsWith(QStringLiteral("position.record: ")),
                 qPrintable(error.left(200)));
    }

    void chatAndErrorRead()
    {
        const QJsonObject chat{{QStringLiteral("code"), Code},
                               {QStringLiteral("seat"), 2},
                               {QStringLiteral("name"), QStringLiteral("Cy")},
                               {QStringLiteral("text"), QStringLiteral("<b>hello</b>")}};
        OnlineChat line;
        QString error;
        QVERIFY2(OnlineMessages::readChat(chat, &line, &error), qPrintable(error));
        QCOMPARE(line, (OnlineChat{2, QStringLiteral("Cy"), QStringLiteral("<b>hello</b>")}));
        checkRefused(
            [](const QJsonObject &json, QString *error) {
                OnlineChat line;
                return OnlineMessages::readChat(json, &line, error);
            },
            chat,
            {{QStringLiteral("text"), QString(501, u't'), QStringLiteral("chat.text")},
             {QStringLiteral("text"), QString(), QStringLiteral("chat.text")},
             {QStringLiteral("name"), QString(201, u'n'), QStringLiteral("chat.name")},
             {QStringLiteral("seat"), QStringLiteral("x"), QStringLiteral("chat.seat")}});

        const QJsonObject refusal{{QStringLiteral("error"), QStringLiteral("seat-unavailable")},
                                  {QStringLiteral("field"), QStringLiteral("seat")},
                                  {QStringLiteral("message"), QStringLiteral("taken")},
                                  {QStringLiteral("request"), QStringLiteral("join")}};
        OnlineError read;
        QVERIFY2(OnlineMessages::readError(refusal, &read, &error), qPrintable(error));
        QCOMPARE(read.code, QStringLiteral("seat-unavailable"));
        QCOMPARE(read.field, QStringLiteral("seat"));
        checkRefused(
            [](const QJsonObject &json, QString *error) {
                OnlineError read;
                return OnlineMessages::readError(json, &read, error);
            },
            refusal,
            {{QStringLiteral("error"), QJsonValue::Undefined, QStringLiteral("error.error")},
             {QStringLiteral("message"), QString(OnlineMessages::MaxErrorTextLength + 1, u'm'),
              QStringLiteral("error.message")},
             {QStringLiteral("field"), 3, QStringLiteral("error.field")}});
    }

    // The envelope: JSON, protocol version 1 (another is told apart), a type.
    void envelopeIsChecked()
    {
        QString type;
        QString error;
        bool otherVersion = false;
        QVERIFY(OnlineMessages::readEnvelope(R"({"v":1,"type":"lobby"})", &type, &error,
                                             &otherVersion));
        QCOMPARE(type, QStringLiteral("lobby"));
        QVERIFY(!OnlineMessages::readEnvelope(R"({"v":2,"type":"lobby"})", &type, &error,
                                              &otherVersion));
        QVERIFY(otherVersion);
        QVERIFY2(error.startsWith(QStringLiteral("v: ")), qPrintable(error));
        QVERIFY(!OnlineMessages::readEnvelope(R"({"type":"lobby"})", &type, &error, &otherVersion));
        QVERIFY(otherVersion);
        QVERIFY(!OnlineMessages::readEnvelope(R"({"v":1})", &type, &error, &otherVersion));
        QVERIFY(!otherVersion);
        QVERIFY2(error.startsWith(QStringLiteral("message.type: ")), qPrintable(error));
        QVERIFY(!OnlineMessages::readEnvelope("[1]", &type, &error, &otherVersion));
        QVERIFY(!OnlineMessages::readEnvelope("{\"v\":1,", &type, &error, &otherVersion));
        QVERIFY(!OnlineMessages::readEnvelope(QByteArray("{\"v\":1,\"type\":\"a\0\"}", 19), &type,
                                              &error, &otherVersion));
    }

    // A frame of 2 MB reads as JSON, and the field that holds it is refused by its bound.
    void aTwoMegabyteFieldIsRefusedByName()
    {
        QJsonObject position = goodPosition();
        position.insert(QStringLiteral("v"), 1);
        position.insert(QStringLiteral("type"), QStringLiteral("position"));
        position.insert(QStringLiteral("log"), QJsonArray{QString(2 * 1024 * 1024, u'x')});
        QString type;
        QString error;
        bool otherVersion = false;
        const std::optional<QJsonObject> json = OnlineMessages::readEnvelope(
            QJsonDocument(position).toJson(QJsonDocument::Compact), &type, &error, &otherVersion);
        QVERIFY(json);
        OnlinePosition read;
        QVERIFY(!OnlineMessages::readPosition(*json, &read, &error));
        QVERIFY2(error.startsWith(QStringLiteral("position.log[0]: ")), qPrintable(error));
    }

    // Damaged frames of every message (bytes changed, cut, repeated), seeded: each reader
    // refuses or reads them, never crashes nor reads past its bounds.
    void damagedFramesAreReadOrRefused()
    {
        const QList<QJsonObject> messages = {goodJoined(), goodLobby(), goodPosition(),
                                             overPosition(finishedRowing())};
        Rng rng(2026);
        int refused = 0;
        for (int round = 0; round < 400; ++round) {
            const QJsonObject &message = messages[qsizetype(rng.next() % messages.size())];
            QByteArray frame = QJsonDocument(message).toJson(QJsonDocument::Compact);
            for (int change = 0; change < 1 + int(rng.next() % 4); ++change) {
                const qsizetype at = qsizetype(rng.next() % quint64(frame.size()));
                switch (rng.next() % 3) {
                case 0:
                    frame[at] = char(rng.next() % 256);
                    break;
                case 1:
                    frame.truncate(std::max<qsizetype>(1, at));
                    break;
                default:
                    frame.insert(at, frame.mid(at, 64));
                    break;
                }
            }
            const std::optional<QJsonObject> json =
                QJsonDocument::fromJson(frame).isObject()
                    ? std::optional<QJsonObject>(QJsonDocument::fromJson(frame).object())
                    : std::nullopt;
            if (!json) {
                ++refused;
                continue;
            }
            QString error;
            OnlineJoined joined;
            OnlineLobby lobby;
            OnlinePosition position;
            // Every reader on every frame: a frame of one type read as another is refused too.
            bool read = OnlineMessages::readJoined(*json, &joined, &error);
            read = OnlineMessages::readLobby(*json, &lobby, &error) || read;
            read = OnlineMessages::readPosition(*json, &position, &error) || read;
            refused += read ? 0 : 1;
            QVERIFY(position.copy.size() <= GameState::MaxBytes);
            QVERIFY(position.moves.size() <= GameRecord::MaxActions);
            QVERIFY(lobby.seats.size() <= OnlineMessages::MaxSeats);
        }
        QVERIFY(refused > 0);
    }

    // The app's own words for a host's error, the field named; never the host's English.
    void errorTextsAreTheAppsOwn()
    {
        const OnlineError full{QStringLiteral("seat-unavailable"), QStringLiteral("seat"),
                               QStringLiteral("host English"), QStringLiteral("join")};
        const QString text = OnlineErrorText::text(full);
        QVERIFY(!text.contains(QStringLiteral("host English")));
        QVERIFY(text.contains(QStringLiteral("seat")));
        QVERIFY(OnlineErrorText::text({QStringLiteral("unknown-game"), {}, {}, {}}) != text);
        QVERIFY(OnlineErrorText::text({QStringLiteral("<b>odd</b>"), {}, {}, {}})
                    .contains(QStringLiteral("<b>odd</b>")));
    }

    // A dropped seat tries again after 1, 2, 4, 8 seconds, then every 10.
    void backoffDoublesToTenSeconds()
    {
        QList<int> delays;
        for (int attempt = 0; attempt < 7; ++attempt)
            delays.append(onlineBackoffSeconds(attempt));
        QCOMPARE(delays, (QList<int>{1, 2, 4, 8, 10, 10, 10}));
    }
};

QTEST_GUILESS_MAIN(TestOnlineMessages)
#include "tst_online_messages.moc"
