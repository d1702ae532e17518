// The readers of a host's envelope and of its `joined`, `lobby`, `chat` and `error` messages
// (docs/protocol.md, "Host to client"); `position` is OnlinePositionReader.cpp's.
#include "OnlineMessages.h"

#include "OnlineFields.h"
#include "core/Echoed.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "core/JsonText.h"
#include "course/CourseFile.h"
#include "host/HostCode.h"
#include "host/HostMessage.h"
#include "host/HostStore.h"

#include <QJsonDocument>

namespace cw::OnlineMessages {

namespace {

// A game code in its written form; "" and the error otherwise.
QString readCode(const OnlineFields &fields)
{
    const QString text = fields.text(QStringLiteral("code"), 1, HostStore::MaxCodeLength);
    if (!fields.ok())
        return {};
    const std::optional<QString> code = HostCode::readGameCode(text);
    if (!code)
        fields.fail(QStringLiteral("code"),
                    OnlineFields::tr("\"%1\" is not a game code").arg(echoed(text)));
    return code.value_or(QString());
}

// The course of `joined`, read by the reader every course file goes through (CourseFile::parse,
// bounded to CourseFile::MaxFileBytes) and refused for any of the errors that refuse a file
// (CourseFile::errors). A game that takes no course may come with none.
bool readCourse(const OnlineFields &fields, const GameInfo &info, QJsonObject *course)
{
    const QJsonObject sent = fields.object(QStringLiteral("course"));
    if (!fields.ok())
        return false;
    if (info.defaultCourse.isEmpty() && sent.isEmpty()) {
        *course = {};
        return true;
    }
    CourseProblems problems;
    const std::optional<QJsonObject> read =
        CourseFile::parse(QJsonDocument(sent).toJson(QJsonDocument::Compact), &problems);
    if (read)
        problems = CourseFile::errors(*read);
    if (problems.isEmpty()) {
        *course = *read;
        return true;
    }
    const CourseProblem &first = problems.first();
    if (first.path.isEmpty())
        return fields.fail(QStringLiteral("course"), first.message);
    return fields.fail(first.path.startsWith(u'[') ? QStringLiteral("course") + first.path
                                                   : QStringLiteral("course.") + first.path,
                       first.message);
}

QStringList seatKinds()
{
    return {QStringLiteral("open"), QStringLiteral("reserved"), QStringLiteral("easy"),
            QStringLiteral("normal"), QStringLiteral("hard")};
}

bool readSeat(const QJsonObject &json, const QString &path, OnlineSeat *seat, QString *error)
{
    const OnlineFields fields(json, path, error);
    seat->kind = fields.oneOf(QStringLiteral("kind"), seatKinds());
    seat->name = fields.text(QStringLiteral("name"), 0, GameRecord::MaxNameLength);
    seat->colour = fields.colour(QStringLiteral("colour"), true);
    seat->taken = fields.boolean(QStringLiteral("taken"));
    seat->connected = fields.boolean(QStringLiteral("connected"));
    seat->playedBy = fields.oneOf(QStringLiteral("playedBy"),
                                  {QString(), QStringLiteral("human"), QStringLiteral("easy"),
                                   QStringLiteral("normal"), QStringLiteral("hard")});
    return fields.ok();
}

} // namespace

std::optional<QJsonObject> readEnvelope(const QByteArray &frame, QString *type, QString *error,
                                        bool *otherVersion)
{
    *otherVersion = false;
    QString reason;
    const std::optional<QJsonObject> json = JsonText::parseObject(frame, &reason);
    if (!json) {
        *error = reason;
        return std::nullopt;
    }
    error->clear();
    const OnlineFields fields(*json, QStringLiteral("message"), error);
    const QJsonValue version = json->value(QStringLiteral("v"));
    if (version != QJsonValue(Version)) {
        *otherVersion = true;
        *error = QStringLiteral("v: %1").arg(
            OnlineFields::tr("%1 is not protocol version %2")
                .arg(echoed(QString::fromUtf8(
                    QJsonDocument(QJsonArray{version}).toJson(QJsonDocument::Compact))))
                .arg(Version));
        return std::nullopt;
    }
    *type = fields.text(QStringLiteral("type"), 1, 64);
    if (!fields.ok())
        return std::nullopt;
    return json;
}

bool readJoined(const QJsonObject &json, OnlineJoined *out, QString *error)
{
    error->clear();
    const OnlineFields fields(json, QStringLiteral("joined"), error);
    out->code = readCode(fields);
    out->seats = int(fields.whole(QStringLiteral("seats"), 1, MaxSeats));
    out->seat = int(fields.whole(QStringLiteral("seat"), -1, out->seats - 1));
    out->token = fields.text(QStringLiteral("token"), 0, 64, true);
    if (fields.ok() && !out->token.isEmpty() && !HostCode::isTokenForm(out->token))
        fields.fail(QStringLiteral("token"), OnlineFields::tr("not a seat's token"));
    out->gameId = fields.text(QStringLiteral("game"), 1, 64);
    const GameInfo *info = fields.ok() ? GameRegistry::find(out->gameId) : nullptr;
    if (fields.ok() && !info)
        fields.fail(QStringLiteral("game"),
                    OnlineFields::tr("\"%1\" is not a game this version of Coursewright knows")
                        .arg(echoed(out->gameId)));
    out->options = fields.object(QStringLiteral("options"), true);
    return fields.ok() && readCourse(fields, *info, &out->course);
}

bool readLobby(const QJsonObject &json, OnlineLobby *out, QString *error)
{
    error->clear();
    const OnlineFields fields(json, QStringLiteral("lobby"), error);
    out->code = readCode(fields);
    const QString phase =
        fields.oneOf(QStringLiteral("phase"),
                     {QStringLiteral("lobby"), QStringLiteral("playing"), QStringLiteral("over")});
    out->phase = phase == QLatin1String("over")      ? OnlineLobby::Phase::Over
                 : phase == QLatin1String("playing") ? OnlineLobby::Phase::Playing
                                                     : OnlineLobby::Phase::Lobby;
    out->spectators = fields.boolean(QStringLiteral("spectators"));
    const OnlineFields drop(fields.object(QStringLiteral("drop")),
                            fields.pathOf(QStringLiteral("drop")), error);
    out->dropPolicy =
        drop.oneOf(QStringLiteral("policy"), {QStringLiteral("wait"), QStringLiteral("easy")});
    out->dropDelaySeconds = int(drop.whole(QStringLiteral("delay"), 1, 3600));
    out->moves = int(fields.whole(QStringLiteral("moves"), 0, GameRecord::MaxActions));
    out->spectating = int(fields.whole(QStringLiteral("spectating"), 0, 1000000));
    const QJsonArray seats = fields.array(QStringLiteral("seats"), MaxSeats);
    if (fields.ok() && seats.isEmpty())
        fields.fail(QStringLiteral("seats"), OnlineFields::tr("no seats"));
    out->owner =
        int(fields.whole(QStringLiteral("owner"), 0, std::max<qsizetype>(0, seats.size() - 1)));
    out->seats.clear();
    for (qsizetype i = 0; fields.ok() && i < seats.size(); ++i) {
        const QString path = fields.pathOf(QStringLiteral("seats[%1]").arg(i));
        if (!seats[i].isObject())
            return fields.fail(QStringLiteral("seats[%1]").arg(i),
                               OnlineFields::tr("not an object"));
        OnlineSeat seat;
        if (!readSeat(seats[i].toObject(), path, &seat, error))
            return false;
        out->seats.append(seat);
    }
    return fields.ok();
}

bool readChat(const QJsonObject &json, OnlineChat *out, QString *error)
{
    error->clear();
    const OnlineFields fields(json, QStringLiteral("chat"), error);
    readCode(fields);
    out->seat = int(fields.whole(QStringLiteral("seat"), -1, MaxSeats - 1));
    out->name = fields.text(QStringLiteral("name"), 0, GameRecord::MaxNameLength);
    out->text = fields.text(QStringLiteral("text"), 1, HostMessage::MaxChatLength);
    return fields.ok();
}

bool readError(const QJsonObject &json, OnlineError *out, QString *error)
{
    error->clear();
    const OnlineFields fields(json, QStringLiteral("error"), error);
    out->code = fields.text(QStringLiteral("error"), 1, 64);
    out->field = fields.text(QStringLiteral("field"), 0, 200, true);
    out->message = fields.text(QStringLiteral("message"), 0, MaxErrorTextLength, true);
    out->request = fields.text(QStringLiteral("request"), 0, 64, true);
    return fields.ok();
}

} // namespace cw::OnlineMessages
