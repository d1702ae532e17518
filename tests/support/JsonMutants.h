#pragma once

// Damaged copies of a JSON document for the hostile-input tests: one to three changes anywhere in
// its tree (a value removed, replaced by another type, a number out of every range, a string
// too long or naming nothing, a key nobody reads, an array emptied or doubled), now and then
// damage to the text itself (a byte flipped, a raw NUL byte, the end cut off). Deterministic: the
// same document and Rng give the same mutants.
#include "core/Rng.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <vector>

namespace cw::test {

class JsonMutants {
public:
    explicit JsonMutants(std::uint64_t seed) : m_rng(seed) {}

    // A damaged copy of `document` as file bytes (indented JSON, or broken text).
    QByteArray mutate(const QJsonObject &document)
    {
        QJsonValue root(document);
        const int changes = 1 + int(m_rng.below(3));
        for (int i = 0; i < changes; ++i) {
            root = changeAt(root, int(m_rng.below(std::uint32_t(count(root)))));
        }
        QByteArray bytes = root.isObject() ? QJsonDocument(root.toObject()).toJson()
                                           : QJsonDocument(QJsonArray{root}).toJson();
        if (m_rng.below(8) == 0 && !bytes.isEmpty()) { // the text itself
            const int at = int(m_rng.below(std::uint32_t(bytes.size())));
            switch (m_rng.below(3)) {
            case 0:
                bytes[at] = char(bytes[at] ^ (1 << m_rng.below(8)));
                break;
            case 1:
                bytes.insert(at, '\0');
                break;
            default:
                bytes.truncate(at);
            }
        }
        return bytes;
    }

private:
    // Nodes in depth-first order, the root first.
    static int count(const QJsonValue &value)
    {
        int n = 1;
        if (value.isObject())
            for (const QJsonValue &child : value.toObject())
                n += count(child);
        else if (value.isArray())
            for (const QJsonValue &child : value.toArray())
                n += count(child);
        return n;
    }

    // `value` with node `index` (depth-first, 0 = `value` itself) changed.
    QJsonValue changeAt(const QJsonValue &value, int index)
    {
        if (index == 0)
            return change(value);
        --index;
        if (value.isObject()) {
            QJsonObject object = value.toObject();
            for (const QString &key : object.keys()) {
                const int size = count(object.value(key));
                if (index < size) {
                    const QJsonValue changed = changeAt(object.value(key), index);
                    if (changed.isUndefined())
                        object.remove(key);
                    else
                        object.insert(key, changed);
                    return object;
                }
                index -= size;
            }
        } else if (value.isArray()) {
            QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i) {
                const int size = count(array.at(i));
                if (index < size) {
                    const QJsonValue changed = changeAt(array.at(i), index);
                    if (changed.isUndefined())
                        array.removeAt(i);
                    else
                        array.replace(i, changed);
                    return array;
                }
                index -= size;
            }
        }
        return value;
    }

    // One change to `value` itself; undefined: remove it.
    QJsonValue change(const QJsonValue &value)
    {
        static const QStringList words{QString(),
                                       QStringLiteral("S1"),
                                       QStringLiteral("ZZ9"),
                                       QStringLiteral("A"),
                                       QStringLiteral("B"),
                                       QStringLiteral("start"),
                                       QStringLiteral("finish"),
                                       QStringLiteral("#zz0000"),
                                       QStringLiteral("water"),
                                       QStringLiteral("rock"),
                                       QStringLiteral("easy"),
                                       QStringLiteral("a3"),
                                       QStringLiteral("../../etc/passwd"),
                                       QStringLiteral("rowing"),
                                       QStringLiteral("1E"),
                                       QStringLiteral("curve"),
                                       QString(QChar(0))};
        switch (m_rng.below(12)) {
        case 0:
            return QJsonValue(QJsonValue::Undefined);
        case 1:
            return QJsonValue();
        case 2:
            return m_rng.below(2) == 0;
        case 3:
            return words.at(int(m_rng.below(std::uint32_t(words.size()))));
        case 4:
            return QString(m_rng.below(2) ? 300 : 100000, QChar(u'x'));
        case 5: {
            static const double numbers[] = {0, -1, 1.5, 1e308, -1e308, 2147483648.0, 1e-9, 7};
            return numbers[m_rng.below(8)];
        }
        case 6:
            return value.isDouble() ? QJsonValue(value.toDouble() * m_rng.between(2, 1000))
                                    : QJsonValue(m_rng.between(-3, 200));
        case 7:
            return QJsonArray();
        case 8:
            return QJsonObject();
        case 9:
            if (value.isObject()) {
                QJsonObject object = value.toObject();
                object.insert(QStringLiteral("nonsense"), 1e308);
                return object;
            }
            return QJsonArray{value};
        case 10:
            if (value.isArray() && !value.toArray().isEmpty()) {
                QJsonArray array = value.toArray();
                array.append(array.at(int(m_rng.below(std::uint32_t(array.size())))));
                return array;
            }
            return value.isString() ? QJsonValue(value.toString() + QChar(0)) : value;
        default:
            if (value.isArray()) {
                const QJsonArray array = value.toArray();
                std::vector<QJsonValue> items(array.begin(), array.end());
                m_rng.shuffle(items.begin(), items.end());
                QJsonArray shuffled;
                for (const QJsonValue &item : items)
                    shuffled.append(item);
                return shuffled;
            }
            return value.isString() ? QJsonValue(value.toString().toUpper()) : value;
        }
    }

    Rng m_rng;
};

} // namespace cw::test
