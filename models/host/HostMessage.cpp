#include "HostMessage.h"

#include "HostCode.h"
#include "HostNarration.h"
#include "core/Echoed.h"
#include "core/GameRecord.h"
#include "core/HexColour.h"
#include "core/JsonNumber.h"
#include "core/JsonText.h"

#include <QJsonArray>

#include <limits>

namespace cw::HostMessage {

QString seatKindKey(SeatKind kind)
{
    switch (kind) {
    case SeatKind::Open:
        return QStringLiteral("open");
    case SeatKind::Reserved:
        return QStringLiteral("reserved");
    case SeatKind::Easy:
        return QStringLiteral("easy");
    case SeatKind::Normal:
        return QStringLiteral("normal");
    case SeatKind::Hard:
        return QStringLiteral("hard");
    }
    return {};
}

std::optional<SeatKind> seatKindFromKey(const QString &key)
{
    for (SeatKind kind :
         {SeatKind::Open, SeatKind::Reserved, SeatKind::Easy, SeatKind::Normal, SeatKind::Hard})
        if (seatKindKey(kind) == key)
            return kind;
    return std::nullopt;
}

namespace {

// Reads the fields of one message; the first field at fault sets the error and every later read
// fails, so a parser reads its fields in order and checks ok() once.
class Fields {
public:
    Fields(const QJsonObject &json, HostError *error) : m_json(json), m_error(error) {}

    bool ok() const { return m_ok; }

    bool fail(const QString &field, const QString &message)
    {
        if (m_ok)
            *m_error = {HostError::Code::BadField, field,
                        QStringLiteral("%1: %2").arg(field, message)};
        m_ok = false;
        return false;
    }

    // A string of minLength to maxLength characters; absent reads as "" when minLength is 0.
    QString text(const QString &key, int minLength, int maxLength)
    {
        const QJsonValue value = m_json.value(key);
        if (!m_ok)
            return {};
        if (value.isUndefined() && minLength == 0)
            return {};
        if (!value.isString()) {
            fail(key,
                 value.isUndefined() ? QStringLiteral("missing") : QStringLiteral("not a string"));
            return {};
        }
        const QString result = value.toString();
        if (result.size() < minLength || result.size() > maxLength)
            fail(key, QStringLiteral("must have %1 to %2 characters, found %3")
                          .arg(minLength)
                          .arg(maxLength)
                          .arg(result.size()));
        return result;
    }

    // A person's name: 1 to GameRecord::MaxNameLength characters, not only spaces.
    QString name(const QString &key)
    {
        const QString result = text(key, 1, GameRecord::MaxNameLength);
        if (m_ok && result.trimmed().isEmpty())
            fail(key, QStringLiteral("must not be blank"));
        return result.trimmed();
    }

    // "#rrggbb", or "" when absent.
    QString colour(const QString &key)
    {
        const QString result = text(key, 0, 7);
        if (m_ok && !result.isEmpty() && !HexColour::isValid(result))
            fail(key, HexColour::problem(result));
        return result;
    }

    qint64 whole(const QString &key, qint64 minimum, qint64 maximum, std::optional<qint64> absent)
    {
        const QJsonValue value = m_json.value(key);
        if (!m_ok)
            return 0;
        if (value.isUndefined()) {
            if (absent)
                return *absent;
            fail(key, QStringLiteral("missing"));
            return 0;
        }
        QString reason;
        const std::optional<qint64> result =
            JsonNumber::readWhole(value, minimum, maximum, &reason);
        if (!result) {
            fail(key, reason);
            return 0;
        }
        return *result;
    }

    bool boolean(const QString &key, bool absent)
    {
        const QJsonValue value = m_json.value(key);
        if (!m_ok || value.isUndefined())
            return absent;
        if (!value.isBool())
            fail(key, QStringLiteral("not true or false"));
        return value.toBool();
    }

    QJsonObject object(const QString &key, bool required)
    {
        const QJsonValue value = m_json.value(key);
        if (!m_ok || (value.isUndefined() && !required))
            return {};
        if (!value.isObject())
            fail(key,
                 value.isUndefined() ? QStringLiteral("missing") : QStringLiteral("not an object"));
        return value.toObject();
    }

    QString code()
    {
        const QString written = text(QStringLiteral("code"), 1, 20);
        if (!m_ok)
            return {};
        const std::optional<QString> result = HostCode::readGameCode(written);
        if (!result)
            fail(QStringLiteral("code"),
                 QStringLiteral("\"%1\" is not a game code").arg(echoed(written)));
        return result.value_or(QString());
    }

    // The client's language (Create::language): the first part of a language tag, case aside;
    // absent, or one the host does not word in, reads as the fallback.
    QString language()
    {
        const QString tag = text(QStringLiteral("language"), 0, MaxLanguageLength);
        const QString primary = tag.section(u'-', 0, 0).section(u'_', 0, 0).toLower();
        return HostNarration::languages().contains(primary) ? primary
                                                            : HostNarration::fallbackLanguage();
    }

    SeatKey seatKey()
    {
        SeatKey key;
        key.code = code();
        key.token = text(QStringLiteral("token"), 1, 64);
        if (m_ok && !HostCode::isTokenForm(key.token))
            fail(QStringLiteral("token"), QStringLiteral("not a seat token"));
        return key;
    }

    const QJsonObject &json() const { return m_json; }

private:
    const QJsonObject &m_json;
    HostError *m_error;
    bool m_ok = true;
};

std::vector<SeatRequest> readSeats(Fields &fields)
{
    const QJsonValue value = fields.json().value(QStringLiteral("seats"));
    if (!value.isArray() || value.toArray().isEmpty() ||
        value.toArray().size() > GameRecord::MaxSeats) {
        fields.fail(QStringLiteral("seats"),
                    QStringLiteral("must be an array of 1 to %1 seats").arg(GameRecord::MaxSeats));
        return {};
    }
    std::vector<SeatRequest> seats;
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = QStringLiteral("seats[%1]").arg(i);
        if (!array.at(i).isObject()) {
            fields.fail(path, QStringLiteral("not an object"));
            return {};
        }
        const QJsonObject seat = array.at(i).toObject();
        const std::optional<SeatKind> kind =
            seatKindFromKey(seat.value(QStringLiteral("kind")).toString());
        if (!kind) {
            fields.fail(path + QStringLiteral(".kind"),
                        QStringLiteral("must be open, reserved, easy, normal or hard"));
            return {};
        }
        SeatRequest request{*kind, {}};
        if (*kind == SeatKind::Reserved) {
            const QJsonValue name = seat.value(QStringLiteral("name"));
            request.reservedFor = name.toString().trimmed();
            if (!name.isString() || request.reservedFor.isEmpty() ||
                name.toString().size() > GameRecord::MaxNameLength) {
                fields.fail(path + QStringLiteral(".name"),
                            QStringLiteral("a reserved seat needs a name of 1 to %1 characters")
                                .arg(GameRecord::MaxNameLength));
                return {};
            }
        }
        seats.push_back(request);
    }
    return seats;
}

DropPolicy readDrop(Fields &fields)
{
    DropPolicy drop;
    const QJsonObject json = fields.object(QStringLiteral("drop"), false);
    if (!fields.ok() || json.isEmpty())
        return drop;
    const QString policy = json.value(QStringLiteral("policy")).toString();
    if (policy != QLatin1String("wait") && policy != QLatin1String("easy")) {
        fields.fail(QStringLiteral("drop.policy"), QStringLiteral("must be wait or easy"));
        return drop;
    }
    drop.easy = policy == QLatin1String("easy");
    const QJsonValue delay = json.value(QStringLiteral("delay"));
    if (!delay.isUndefined()) {
        QString reason;
        const std::optional<qint64> seconds =
            JsonNumber::readWhole(delay, 1, MaxDropDelaySeconds, &reason);
        if (!seconds) {
            fields.fail(QStringLiteral("drop.delay"), reason);
            return drop;
        }
        drop.delaySeconds = int(*seconds);
    }
    return drop;
}

Create readCreate(Fields &fields)
{
    Create create;
    create.gameId = fields.text(QStringLiteral("game"), 1, 64);
    create.course = fields.object(QStringLiteral("course"), true);
    create.options = fields.object(QStringLiteral("options"), false);
    if (fields.ok())
        create.seats = readSeats(fields);
    create.seat = int(fields.whole(QStringLiteral("seat"), 0, GameRecord::MaxSeats - 1, 0));
    if (fields.ok() && create.seat >= int(create.seats.size()))
        fields.fail(QStringLiteral("seat"),
                    QStringLiteral("there are only %1 seats").arg(create.seats.size()));
    create.name = fields.name(QStringLiteral("name"));
    create.colour = fields.colour(QStringLiteral("colour"));
    create.spectators = fields.boolean(QStringLiteral("spectators"), true);
    create.drop = readDrop(fields);
    create.language = fields.language();
    return create;
}

} // namespace

std::optional<Message> read(const QByteArray &frame, HostError *error, QString *type)
{
    type->clear();
    if (frame.size() > MaxFrameBytes) {
        *error = {HostError::Code::BadJson,
                  {},
                  QStringLiteral("the message is larger than %1 bytes").arg(MaxFrameBytes)};
        return std::nullopt;
    }
    QString reason;
    const std::optional<QJsonObject> json = JsonText::parseObject(frame, &reason);
    if (!json) {
        *error = {HostError::Code::BadJson, {}, reason};
        return std::nullopt;
    }
    const QJsonValue version = json->value(QStringLiteral("v"));
    if (!version.isDouble() || version.toDouble() != Version) {
        *error = {HostError::Code::BadVersion, QStringLiteral("v"),
                  QStringLiteral("v: this host speaks protocol version %1").arg(Version)};
        return std::nullopt;
    }
    const QString kind = json->value(QStringLiteral("type")).toString();
    *type = echoed(kind.left(32));
    Fields fields(*json, error);
    Message message;
    if (kind == QLatin1String("create")) {
        message = readCreate(fields);
    } else if (kind == QLatin1String("join")) {
        Join join;
        join.code = fields.code();
        join.name = fields.name(QStringLiteral("name"));
        join.colour = fields.colour(QStringLiteral("colour"));
        join.seat = int(fields.whole(QStringLiteral("seat"), 0, GameRecord::MaxSeats - 1, -1));
        join.language = fields.language();
        message = join;
    } else if (kind == QLatin1String("spectate")) {
        Spectate spectate;
        spectate.code = fields.code();
        spectate.language = fields.language();
        message = spectate;
    } else if (kind == QLatin1String("resume")) {
        // A spectator has no token: its resume names the game alone.
        Resume resume;
        resume.key =
            json->contains(QStringLiteral("token")) ? fields.seatKey() : SeatKey{fields.code(), {}};
        resume.language = fields.language();
        message = resume;
    } else if (kind == QLatin1String("profile")) {
        Profile profile;
        profile.key = fields.seatKey();
        profile.name = fields.name(QStringLiteral("name"));
        profile.colour = fields.colour(QStringLiteral("colour"));
        message = profile;
    } else if (kind == QLatin1String("start")) {
        message = Start{fields.seatKey()};
    } else if (kind == QLatin1String("act")) {
        Act act;
        act.key = fields.seatKey();
        act.move = int(fields.whole(QStringLiteral("move"), 0, GameRecord::MaxActions, {}));
        act.action =
            Action(fields.whole(QStringLiteral("action"), std::numeric_limits<Action>::min(),
                                std::numeric_limits<Action>::max(), {}));
        message = act;
    } else if (kind == QLatin1String("chat")) {
        Chat chat;
        chat.key = fields.seatKey();
        chat.text = fields.text(QStringLiteral("text"), 1, MaxChatLength);
        message = chat;
    } else if (kind == QLatin1String("leave")) {
        message = Leave{fields.seatKey()};
    } else if (kind == QLatin1String("rematch")) {
        message = Rematch{fields.seatKey()};
    } else {
        *error = {HostError::Code::UnknownType, QStringLiteral("type"),
                  QStringLiteral("type: \"%1\" is not a message of this protocol").arg(*type)};
        type->clear();
        return std::nullopt;
    }
    if (!fields.ok())
        return std::nullopt;
    return message;
}

} // namespace cw::HostMessage
