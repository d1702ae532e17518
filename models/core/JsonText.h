#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace cw {

// JSON text as every file this program reads is read (course files, game records): one object at
// the top level, by RFC 8259, including the rule Qt's parser lets through: a control character
// (U+0000 to U+001F, a raw NUL byte among them) inside a string must be written as an escape.
// Problems say where, by line and column (from 1, columns in bytes).
class JsonText {
    Q_DECLARE_TR_FUNCTIONS(cw::JsonText)

public:
    // The object `data` holds; nullopt with *reason set otherwise ("not valid JSON at line 3,
    // column 4: unterminated object", "the top level must be a JSON object"). The caller names
    // the file.
    static std::optional<QJsonObject> parseObject(const QByteArray &data, QString *reason);
};

} // namespace cw
