// The protocol reader and the host's secrets (docs/protocol.md), without a network: every
// message read with its fields, every bad field refused naming it, game codes and tokens.
#include "core/GameRecord.h"
#include "host/HostCode.h"
#include "host/HostMessage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace cw;
using Code = HostError::Code;

namespace {

QByteArray frame(const QJsonObject &message)
{
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}

const QString Token = QStringLiteral("0123456789abcdef0123456789abcdef");
const QString GameCode = QStringLiteral("7KQ2M-XD9RA");

} // namespace

class TestHostProtocol : public QObject {
    Q_OBJECT
private slots:
    void everyMessageIsRead()
    {
        HostError error;
        QString type;
        const QJsonObject create{
            {QStringLiteral("v"), 1},
            {QStringLiteral("type"), QStringLiteral("create")},
            {QStringLiteral("game"), QStringLiteral("rowing")},
            {QStringLiteral("course"),
             QJsonObject{{QStringLiteral("kind"), QStringLiteral("rowing")}}},
            {QStringLiteral("seats"),
             QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}},
                        QJsonObject{{QStringLiteral("kind"), QStringLiteral("reserved")},
                                    {QStringLiteral("name"), QStringLiteral("Anna")}},
                        QJsonObject{{QStringLiteral("kind"), QStringLiteral("hard")}}}},
            {QStringLiteral("seat"), 1},
            {QStringLiteral("name"), QStringLiteral(" Anna ")},
            {QStringLiteral("spectators"), false},
            {QStringLiteral("drop"), QJsonObject{{QStringLiteral("policy"), QStringLiteral("wait")},
                                                 {QStringLiteral("delay"), 5}}}};
        const std::optional<HostMessage::Message> read =
            HostMessage::read(frame(create), &error, &type);
        QVERIFY2(read, qPrintable(error.message));
        QCOMPARE(type, QStringLiteral("create"));
        const auto &created = std::get<HostMessage::Create>(*read);
        QCOMPARE(created.gameId, QStringLiteral("rowing"));
        QCOMPARE(int(created.seats.size()), 3);
        QCOMPARE(created.seats[1].reservedFor, QStringLiteral("Anna"));
        QVERIFY(created.seats[2].kind == HostMessage::SeatKind::Hard);
        QCOMPARE(created.seat, 1);
        QCOMPARE(created.name, QStringLiteral("Anna"));
        QVERIFY(!created.spectators);
        QVERIFY(!created.drop.easy);
        QCOMPARE(created.drop.delaySeconds, 5);
        QCOMPARE(created.language, QStringLiteral("en"));

        const QJsonObject act{{QStringLiteral("v"), 1},
                              {QStringLiteral("type"), QStringLiteral("act")},
                              {QStringLiteral("code"), QStringLiteral("7kq2mxd9ra")},
                              {QStringLiteral("token"), Token},
                              {QStringLiteral("move"), 12},
                              {QStringLiteral("action"), 3}};
        const std::optional<HostMessage::Message> acted =
            HostMessage::read(frame(act), &error, &type);
        QVERIFY2(acted, qPrintable(error.message));
        const auto &action = std::get<HostMessage::Act>(*acted);
        QCOMPARE(action.key.code, GameCode);
        QCOMPARE(action.move, 12);
        QCOMPARE(action.action, 3);

        for (const QString &seatType : {QStringLiteral("resume"), QStringLiteral("start"),
                                        QStringLiteral("leave"), QStringLiteral("rematch")}) {
            const QJsonObject message{{QStringLiteral("v"), 1},
                                      {QStringLiteral("type"), seatType},
                                      {QStringLiteral("code"), GameCode},
                                      {QStringLiteral("token"), Token}};
            QVERIFY2(HostMessage::read(frame(message), &error, &type), qPrintable(seatType));
            QCOMPARE(type, seatType);
        }
        // A spectator's resume: the game alone, no token.
        const std::optional<HostMessage::Message> watching =
            HostMessage::read(frame({{QStringLiteral("v"), 1},
                                     {QStringLiteral("type"), QStringLiteral("resume")},
                                     {QStringLiteral("code"), GameCode}}),
                              &error, &type);
        QVERIFY2(watching, qPrintable(error.message));
        QCOMPARE(std::get<HostMessage::Resume>(*watching).key.code, GameCode);
        QVERIFY(std::get<HostMessage::Resume>(*watching).key.token.isEmpty());
    }

    // The client's language: a tag's first part when the host words it, English otherwise.
    void theLanguageIsOneTheHostWords_data()
    {
        QTest::addColumn<QJsonValue>("asked");
        QTest::addColumn<QString>("read");
        QTest::newRow("none") << QJsonValue(QJsonValue::Undefined) << QStringLiteral("en");
        QTest::newRow("fr") << QJsonValue(QStringLiteral("fr")) << QStringLiteral("fr");
        QTest::newRow("fr-CA") << QJsonValue(QStringLiteral("fr-CA")) << QStringLiteral("fr");
        QTest::newRow("FR_be") << QJsonValue(QStringLiteral("FR_be")) << QStringLiteral("fr");
        QTest::newRow("en-GB") << QJsonValue(QStringLiteral("en-GB")) << QStringLiteral("en");
        QTest::newRow("de") << QJsonValue(QStringLiteral("de")) << QStringLiteral("en");
        QTest::newRow("empty") << QJsonValue(QString()) << QStringLiteral("en");
        QTest::newRow("f") << QJsonValue(QStringLiteral("f")) << QStringLiteral("en");
    }
    void theLanguageIsOneTheHostWords()
    {
        QFETCH(QJsonValue, asked);
        QFETCH(QString, read);
        QJsonObject join{{QStringLiteral("v"), 1},
                         {QStringLiteral("type"), QStringLiteral("join")},
                         {QStringLiteral("code"), GameCode},
                         {QStringLiteral("name"), QStringLiteral("Anna")}};
        QJsonObject resume{{QStringLiteral("v"), 1},
                           {QStringLiteral("type"), QStringLiteral("resume")},
                           {QStringLiteral("code"), GameCode},
                           {QStringLiteral("token"), Token}};
        QJsonObject spectate{{QStringLiteral("v"), 1},
                             {QStringLiteral("type"), QStringLiteral("spectate")},
                             {QStringLiteral("code"), GameCode}};
        if (!asked.isUndefined())
            for (QJsonObject *message : {&join, &resume, &spectate})
                message->insert(QStringLiteral("language"), asked);
        HostError error;
        QString type;
        const std::optional<HostMessage::Message> joined =
            HostMessage::read(frame(join), &error, &type);
        QVERIFY2(joined, qPrintable(error.message));
        QCOMPARE(std::get<HostMessage::Join>(*joined).language, read);
        const std::optional<HostMessage::Message> resumed =
            HostMessage::read(frame(resume), &error, &type);
        QVERIFY2(resumed, qPrintable(error.message));
        QCOMPARE(std::get<HostMessage::Resume>(*resumed).language, read);
        const std::optional<HostMessage::Message> watching =
            HostMessage::read(frame(spectate), &error, &type);
        QVERIFY2(watching, qPrintable(error.message));
        QCOMPARE(std::get<HostMessage::Spectate>(*watching).language, read);
    }

    void badMessagesAreRefusedNamingTheField_data()
    {
        QTest::addColumn<QByteArray>("frame");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("field");
        const auto seatMessage = [](const QString &type, const QJsonObject &extra) {
            QJsonObject message{{QStringLiteral("v"), 1},
                                {QStringLiteral("type"), type},
                                {QStringLiteral("code"), GameCode},
                                {QStringLiteral("token"), Token}};
            for (auto it = extra.begin(); it != extra.end(); ++it)
                message.insert(it.key(), it.value());
            return frame(message);
        };
        QTest::newRow("not JSON") << QByteArray("{\"v\":1,") << int(Code::BadJson) << QString();
        QTest::newRow("an array") << QByteArray("[1]") << int(Code::BadJson) << QString();
        QTest::newRow("no version")
            << QByteArray(R"({"type":"spectate"})") << int(Code::BadVersion) << QStringLiteral("v");
        QTest::newRow("version 2") << QByteArray(R"({"v":2,"type":"spectate"})")
                                   << int(Code::BadVersion) << QStringLiteral("v");
        QTest::newRow("unknown type") << QByteArray(R"({"v":1,"type":"win"})")
                                      << int(Code::UnknownType) << QStringLiteral("type");
        QTest::newRow("code missing") << QByteArray(R"({"v":1,"type":"spectate"})")
                                      << int(Code::BadField) << QStringLiteral("code");
        QTest::newRow("code of a U")
            << QByteArray(R"({"v":1,"type":"spectate","code":"UUUUU-UUUUU"})")
            << int(Code::BadField) << QStringLiteral("code");
        QTest::newRow("code too short") << QByteArray(R"({"v":1,"type":"spectate","code":"7KQ2M"})")
                                        << int(Code::BadField) << QStringLiteral("code");
        QTest::newRow("token not hex")
            << seatMessage(QStringLiteral("start"),
                           {{QStringLiteral("token"), QStringLiteral("x")}})
            << int(Code::BadField) << QStringLiteral("token");
        QTest::newRow("move fractional")
            << seatMessage(QStringLiteral("act"),
                           {{QStringLiteral("move"), 1.5}, {QStringLiteral("action"), 1}})
            << int(Code::BadField) << QStringLiteral("move");
        QTest::newRow("move negative")
            << seatMessage(QStringLiteral("act"),
                           {{QStringLiteral("move"), -1}, {QStringLiteral("action"), 1}})
            << int(Code::BadField) << QStringLiteral("move");
        QTest::newRow("action missing")
            << seatMessage(QStringLiteral("act"), {{QStringLiteral("move"), 0}})
            << int(Code::BadField) << QStringLiteral("action");
        QTest::newRow("action huge")
            << seatMessage(QStringLiteral("act"),
                           {{QStringLiteral("move"), 0}, {QStringLiteral("action"), 1e12}})
            << int(Code::BadField) << QStringLiteral("action");
        QTest::newRow("chat too long")
            << seatMessage(
                   QStringLiteral("chat"),
                   {{QStringLiteral("text"), QString(HostMessage::MaxChatLength + 1, u'a')}})
            << int(Code::BadField) << QStringLiteral("text");
        QTest::newRow("chat empty")
            << seatMessage(QStringLiteral("chat"), {{QStringLiteral("text"), QString()}})
            << int(Code::BadField) << QStringLiteral("text");
        QTest::newRow("name too long")
            << seatMessage(QStringLiteral("profile"),
                           {{QStringLiteral("name"), QString(GameRecord::MaxNameLength + 1, u'a')}})
            << int(Code::BadField) << QStringLiteral("name");
        QTest::newRow("name blank") << seatMessage(QStringLiteral("profile"),
                                                   {{QStringLiteral("name"), QStringLiteral("  ")}})
                                    << int(Code::BadField) << QStringLiteral("name");
        QTest::newRow("colour") << seatMessage(QStringLiteral("profile"),
                                               {{QStringLiteral("name"), QStringLiteral("A")},
                                                {QStringLiteral("colour"), QStringLiteral("red")}})
                                << int(Code::BadField) << QStringLiteral("colour");
        const QJsonObject create{
            {QStringLiteral("v"), 1},
            {QStringLiteral("type"), QStringLiteral("create")},
            {QStringLiteral("game"), QStringLiteral("rowing")},
            {QStringLiteral("course"), QJsonObject()},
            {QStringLiteral("name"), QStringLiteral("Anna")},
            {QStringLiteral("seats"),
             QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}}}}};
        const auto changed = [&create](const QString &key, const QJsonValue &value) {
            QJsonObject message = create;
            if (value.isUndefined())
                message.remove(key);
            else
                message.insert(key, value);
            return frame(message);
        };
        QTest::newRow("course missing") << changed(QStringLiteral("course"), QJsonValue::Undefined)
                                        << int(Code::BadField) << QStringLiteral("course");
        QTest::newRow("seats empty") << changed(QStringLiteral("seats"), QJsonArray())
                                     << int(Code::BadField) << QStringLiteral("seats");
        QJsonArray many;
        for (int i = 0; i <= GameRecord::MaxSeats; ++i)
            many.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}});
        QTest::newRow("seats too many") << changed(QStringLiteral("seats"), many)
                                        << int(Code::BadField) << QStringLiteral("seats");
        QTest::newRow("seat kind")
            << changed(QStringLiteral("seats"),
                       QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("robot")}}})
            << int(Code::BadField) << QStringLiteral("seats[0].kind");
        QTest::newRow("reserved without a name")
            << changed(
                   QStringLiteral("seats"),
                   QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("reserved")}}})
            << int(Code::BadField) << QStringLiteral("seats[0].name");
        QTest::newRow("language not a string") << changed(QStringLiteral("language"), 33)
                                               << int(Code::BadField) << QStringLiteral("language");
        QTest::newRow("language too long")
            << changed(QStringLiteral("language"),
                       QString(HostMessage::MaxLanguageLength + 1, u'f'))
            << int(Code::BadField) << QStringLiteral("language");
        QTest::newRow("creator's seat past the seats")
            << changed(QStringLiteral("seat"), 1) << int(Code::BadField) << QStringLiteral("seat");
        QTest::newRow("drop policy")
            << changed(QStringLiteral("drop"),
                       QJsonObject{{QStringLiteral("policy"), QStringLiteral("never")}})
            << int(Code::BadField) << QStringLiteral("drop.policy");
        QTest::newRow("drop delay")
            << changed(QStringLiteral("drop"),
                       QJsonObject{{QStringLiteral("policy"), QStringLiteral("easy")},
                                   {QStringLiteral("delay"), 0}})
            << int(Code::BadField) << QStringLiteral("drop.delay");
        QTest::newRow("spectators not a bool")
            << changed(QStringLiteral("spectators"), 1) << int(Code::BadField)
            << QStringLiteral("spectators");
    }

    void badMessagesAreRefusedNamingTheField()
    {
        QFETCH(QByteArray, frame);
        QFETCH(int, code);
        QFETCH(QString, field);
        HostError error;
        QString type;
        QVERIFY(!HostMessage::read(frame, &error, &type));
        QCOMPARE(HostError::key(error.code), HostError::key(Code(code)));
        QCOMPARE(error.field, field);
        QVERIFY(!error.message.isEmpty());
        if (!field.isEmpty() && field != QLatin1String("v") && field != QLatin1String("type"))
            QVERIFY2(error.message.startsWith(field + u':'), qPrintable(error.message));
    }

    void gameCodesAreReadAsPeopleTypeThem()
    {
        QSet<QString> codes;
        for (int i = 0; i < 100; ++i) {
            const QString code = HostCode::newGameCode();
            QCOMPARE(code.size(), 11);
            QCOMPARE(code.at(5), u'-');
            QCOMPARE(HostCode::readGameCode(code), code);
            QCOMPARE(HostCode::readGameCode(code.toLower().remove(u'-')), code);
            codes.insert(code);
        }
        QCOMPARE(codes.size(), 100); // 50 bits: no two alike
        QCOMPARE(HostCode::readGameCode(QStringLiteral("7kq2m xd9ra")), GameCode);
        QCOMPARE(HostCode::readGameCode(QStringLiteral("ILO00-00000")),
                 QStringLiteral("11000-00000"));
        QVERIFY(!HostCode::readGameCode(QStringLiteral("7KQ2M-XD9R")));
        QVERIFY(!HostCode::readGameCode(QStringLiteral("7KQ2M-XD9RAA")));
        QVERIFY(!HostCode::readGameCode(QStringLiteral("7KQ2M-XD9RÉ")));
    }

    void tokensHave128RandomBitsAndOnlyTheirHashIsKept()
    {
        const QString a = HostCode::newToken();
        const QString b = HostCode::newToken();
        QVERIFY(HostCode::isTokenForm(a));
        QCOMPARE(a.size(), 32); // 16 bytes
        QVERIFY(a != b);
        QCOMPARE(HostCode::tokenHash(a), HostCode::tokenHash(a));
        QVERIFY(HostCode::tokenHash(a) != HostCode::tokenHash(b));
        QVERIFY(!HostCode::tokenHash(a).contains(a));
        QVERIFY(!HostCode::isTokenForm(a.toUpper() + QStringLiteral("0")));
    }

    void errorsCarryTheirStableCode()
    {
        const QJsonObject json =
            HostError{Code::StaleMove, QStringLiteral("move"), QStringLiteral("move: 3")}.toJson(
                QStringLiteral("act"));
        QCOMPARE(json.value(QStringLiteral("type")).toString(), QStringLiteral("error"));
        QCOMPARE(json.value(QStringLiteral("error")).toString(), QStringLiteral("stale-move"));
        QCOMPARE(json.value(QStringLiteral("field")).toString(), QStringLiteral("move"));
        QCOMPARE(json.value(QStringLiteral("request")).toString(), QStringLiteral("act"));
    }
};

QTEST_GUILESS_MAIN(TestHostProtocol)
#include "tst_host_protocol.moc"
