#include "OnlineFields.h"

#include "core/Echoed.h"
#include "core/HexColour.h"
#include "core/JsonNumber.h"

namespace cw {

OnlineFields::OnlineFields(const QJsonObject &json, const QString &path, QString *error)
    : m_json(json), m_path(path), m_error(error)
{
}

QString OnlineFields::pathOf(const QString &key) const
{
    return key.startsWith(u'[') ? m_path + key : m_path + u'.' + key;
}

bool OnlineFields::fail(const QString &key, const QString &reason) const
{
    if (ok())
        *m_error = QStringLiteral("%1: %2").arg(pathOf(key), reason);
    return false;
}

QJsonValue OnlineFields::present(const QString &key, bool optional) const
{
    if (!ok())
        return QJsonValue::Undefined;
    const QJsonValue value = m_json.value(key);
    if (value.isUndefined() && !optional)
        fail(key, tr("missing"));
    return value;
}

QString OnlineFields::text(const QString &key, int minLength, int maxLength, bool optional) const
{
    const QJsonValue value = present(key, optional && minLength == 0);
    if (value.isUndefined())
        return {};
    if (!value.isString()) {
        fail(key, tr("not a string"));
        return {};
    }
    const QString result = value.toString();
    if (result.size() < minLength || result.size() > maxLength) {
        fail(key, tr("must have %1 to %2 characters, found %3")
                      .arg(minLength)
                      .arg(maxLength)
                      .arg(result.size()));
        return {};
    }
    return result;
}

QString OnlineFields::oneOf(const QString &key, const QStringList &keys) const
{
    const QString result = text(key, 0, 64);
    if (ok() && !keys.contains(result)) {
        fail(key,
             tr("\"%1\" is not one of: %2").arg(echoed(result), keys.join(QStringLiteral(", "))));
        return {};
    }
    return result;
}

QString OnlineFields::colour(const QString &key, bool mayBeEmpty) const
{
    const QString result = text(key, 0, MaxEchoedLength, mayBeEmpty);
    if (!ok() || (mayBeEmpty && result.isEmpty()))
        return result;
    if (!HexColour::isValid(result)) {
        fail(key, HexColour::problem(result));
        return {};
    }
    return result;
}

qint64 OnlineFields::whole(const QString &key, qint64 minimum, qint64 maximum) const
{
    const QJsonValue value = present(key, false);
    if (value.isUndefined())
        return minimum;
    QString reason;
    const std::optional<qint64> result = JsonNumber::readWhole(value, minimum, maximum, &reason);
    if (!result) {
        fail(key, reason);
        return minimum;
    }
    return *result;
}

bool OnlineFields::boolean(const QString &key) const
{
    const QJsonValue value = present(key, false);
    if (value.isUndefined())
        return false;
    if (!value.isBool())
        fail(key, tr("not true or false"));
    return value.toBool();
}

QJsonObject OnlineFields::object(const QString &key, bool optional) const
{
    const QJsonValue value = present(key, optional);
    if (value.isUndefined())
        return {};
    if (!value.isObject())
        fail(key, tr("not an object"));
    return value.toObject();
}

QJsonArray OnlineFields::array(const QString &key, qsizetype maxCount) const
{
    const QJsonValue value = present(key, false);
    if (value.isUndefined())
        return {};
    if (!value.isArray()) {
        fail(key, tr("not an array"));
        return {};
    }
    const QJsonArray result = value.toArray();
    if (result.size() > maxCount) {
        fail(key, tr("must have at most %1 entries, found %2").arg(maxCount).arg(result.size()));
        return {};
    }
    return result;
}

} // namespace cw
