#include "CourseJsonReader.h"

#include "core/JsonNumber.h"

namespace cw {

QString CourseJsonReader::path(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + u'.' + key;
}

QString CourseJsonReader::path(const QString &parent, qsizetype index)
{
    return QStringLiteral("%1[%2]").arg(parent).arg(index);
}

void CourseJsonReader::fail(const QString &path, const QString &message)
{
    m_problems->append(CourseProblem::error(path, message));
}

bool CourseJsonReader::absent(const QString &parent, const QString &key, bool required)
{
    if (required)
        fail(path(parent, key), tr("missing"));
    return !required;
}

bool CourseJsonReader::wholeNumber(const QJsonObject &object, const QString &parent,
                                   const QString &key, bool required, int minimum, int maximum,
                                   int *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return absent(parent, key, required);
    QString reason;
    const std::optional<qint64> number = JsonNumber::readWhole(value, minimum, maximum, &reason);
    if (!number) {
        fail(path(parent, key), reason);
        return false;
    }
    *out = int(*number);
    return true;
}

bool CourseJsonReader::number(const QJsonObject &object, const QString &parent, const QString &key,
                              bool required, double minimum, double maximum, double *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return absent(parent, key, required);
    QString reason;
    const std::optional<double> number = JsonNumber::read(value, minimum, maximum, &reason);
    if (!number) {
        fail(path(parent, key), reason);
        return false;
    }
    *out = *number;
    return true;
}

bool CourseJsonReader::string(const QJsonObject &object, const QString &parent, const QString &key,
                              bool required, int maxLength, QString *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return absent(parent, key, required);
    if (!value.isString()) {
        fail(path(parent, key), tr("must be a string"));
        return false;
    }
    const QString text = value.toString();
    if (text.size() > maxLength) {
        fail(path(parent, key),
             tr("at most %1 characters, found %2").arg(maxLength).arg(text.size()));
        return false;
    }
    *out = text;
    return true;
}

bool CourseJsonReader::boolean(const QJsonObject &object, const QString &parent, const QString &key,
                               bool required, bool *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return absent(parent, key, required);
    if (!value.isBool()) {
        fail(path(parent, key), tr("must be true or false"));
        return false;
    }
    *out = value.toBool();
    return true;
}

std::optional<QJsonArray> CourseJsonReader::array(const QJsonObject &object, const QString &parent,
                                                  const QString &key, bool required,
                                                  qsizetype maxSize)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        absent(parent, key, required);
        return std::nullopt;
    }
    if (!value.isArray()) {
        fail(path(parent, key), tr("must be an array"));
        return std::nullopt;
    }
    const QJsonArray array = value.toArray();
    if (array.size() > maxSize) {
        fail(path(parent, key), tr("at most %1 entries, found %2").arg(maxSize).arg(array.size()));
        return std::nullopt;
    }
    return array;
}

std::optional<QJsonObject> CourseJsonReader::object(const QJsonObject &object,
                                                    const QString &parent, const QString &key,
                                                    bool required)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        absent(parent, key, required);
        return std::nullopt;
    }
    if (!value.isObject()) {
        fail(path(parent, key), tr("must be an object"));
        return std::nullopt;
    }
    return value.toObject();
}

} // namespace cw
