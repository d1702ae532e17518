#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

// The part of JSON Schema docs/lab-report.schema.json uses (type, required, properties, items,
// enum, minimum, maximum, minItems, maxItems, allOf, local $ref), enough to check a document
// against it in a test. Appends "<path>: <reason>" to *errors for each violation.
class JsonSchemaCheck {
public:
    explicit JsonSchemaCheck(QJsonObject root) : m_root(std::move(root)) {}

    QStringList check(const QJsonValue &value) const
    {
        QStringList errors;
        check(value, m_root, QStringLiteral("$"), &errors);
        return errors;
    }

private:
    QJsonObject resolve(const QJsonObject &schema) const
    {
        const QString ref = schema.value(QStringLiteral("$ref")).toString();
        if (!ref.startsWith(QLatin1String("#/")))
            return schema;
        QJsonValue node = m_root;
        for (const QString &part : ref.mid(2).split(u'/'))
            node = node.toObject().value(part);
        return node.toObject();
    }

    static bool hasType(const QJsonValue &value, const QString &type)
    {
        if (type == QLatin1String("object"))
            return value.isObject();
        if (type == QLatin1String("array"))
            return value.isArray();
        if (type == QLatin1String("string"))
            return value.isString();
        if (type == QLatin1String("boolean"))
            return value.isBool();
        if (type == QLatin1String("number"))
            return value.isDouble();
        if (type == QLatin1String("integer"))
            return value.isDouble() && value.toDouble() == double(qint64(value.toDouble()));
        return false;
    }

    void check(const QJsonValue &value, const QJsonObject &given, const QString &path,
               QStringList *errors) const
    {
        const QJsonObject schema = resolve(given);
        for (const QJsonValue &part : schema.value(QStringLiteral("allOf")).toArray())
            check(value, part.toObject(), path, errors);
        const QString type = schema.value(QStringLiteral("type")).toString();
        if (!type.isEmpty() && !hasType(value, type)) {
            errors->append(QStringLiteral("%1: expected %2").arg(path, type));
            return;
        }
        if (schema.contains(QStringLiteral("enum")) &&
            !schema.value(QStringLiteral("enum")).toArray().contains(value))
            errors->append(QStringLiteral("%1: not one of the listed values").arg(path));
        if (schema.contains(QStringLiteral("minimum")) &&
            value.toDouble() < schema.value(QStringLiteral("minimum")).toDouble())
            errors->append(QStringLiteral("%1: below the minimum").arg(path));
        if (schema.contains(QStringLiteral("maximum")) &&
            value.toDouble() > schema.value(QStringLiteral("maximum")).toDouble())
            errors->append(QStringLiteral("%1: above the maximum").arg(path));
        if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (const QJsonValue &key : schema.value(QStringLiteral("required")).toArray())
                if (!object.contains(key.toString()))
                    errors->append(QStringLiteral("%1: missing %2").arg(path, key.toString()));
            const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
            for (auto it = properties.begin(); it != properties.end(); ++it)
                if (object.contains(it.key()))
                    check(object.value(it.key()), it.value().toObject(), path + u'.' + it.key(),
                          errors);
        }
        if (value.isArray()) {
            const QJsonArray array = value.toArray();
            if (schema.contains(QStringLiteral("minItems")) &&
                array.size() < schema.value(QStringLiteral("minItems")).toInt())
                errors->append(QStringLiteral("%1: too few items").arg(path));
            if (schema.contains(QStringLiteral("maxItems")) &&
                array.size() > schema.value(QStringLiteral("maxItems")).toInt())
                errors->append(QStringLiteral("%1: too many items").arg(path));
            const QJsonObject items = schema.value(QStringLiteral("items")).toObject();
            for (qsizetype i = 0; i < array.size(); ++i)
                check(array.at(i), items, QStringLiteral("%1[%2]").arg(path).arg(i), errors);
        }
    }

    QJsonObject m_root;
};
