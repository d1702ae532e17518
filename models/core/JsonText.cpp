#include "JsonText.h"

#include <QJsonDocument>

#include <algorithm>

namespace cw {

namespace {

struct TextPosition {
    qsizetype line = 1;
    qsizetype column = 1;
};

// Line and column (from 1, columns in bytes) of a byte offset.
TextPosition positionOf(const QByteArray &data, qsizetype offset)
{
    TextPosition position;
    for (qsizetype i = 0; i < offset && i < data.size(); ++i) {
        if (data[i] == '\n') {
            ++position.line;
            position.column = 1;
        } else {
            ++position.column;
        }
    }
    return position;
}

// The offset of the first control character inside a string of valid JSON text, or -1.
qsizetype rawControlInString(const QByteArray &data)
{
    bool inString = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const auto byte = static_cast<unsigned char>(data[i]);
        if (!inString) {
            inString = byte == '"';
        } else if (byte == '\\') {
            ++i; // the escaped character, whatever it is
        } else if (byte == '"') {
            inString = false;
        } else if (byte < 0x20) {
            return i;
        }
    }
    return -1;
}

// Binary data: a control byte other than tab, line feed, carriage return or form feed among the
// first bytes, which no JSON text holds outside a string (and none inside one either).
bool isBinary(const QByteArray &data)
{
    const qsizetype head = std::min<qsizetype>(data.size(), 512);
    for (qsizetype i = 0; i < head; ++i) {
        const auto byte = static_cast<unsigned char>(data[i]);
        if (byte < 0x20 && byte != '\t' && byte != '\n' && byte != '\r' && byte != '\f')
            return true;
    }
    return false;
}

QString invalidAt(const QByteArray &data, qsizetype offset, const QString &why)
{
    const TextPosition where = positionOf(data, offset);
    return JsonText::tr("not valid JSON at line %1, column %2: %3")
        .arg(where.line)
        .arg(where.column)
        .arg(why);
}

} // namespace

std::optional<QJsonObject> JsonText::parseObject(const QByteArray &data, QString *reason)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError && isBinary(data)) {
        // A line and column inside a picture help nobody: say what the file is not.
        *reason = tr("not a JSON text but binary data: a picture or another kind of file?");
        return std::nullopt;
    }
    if (parseError.error != QJsonParseError::NoError) {
        *reason = invalidAt(data, parseError.offset, parseError.errorString());
        return std::nullopt;
    }
    if (const qsizetype control = rawControlInString(data); control >= 0) {
        const QString code =
            QStringLiteral("%1")
                .arg(static_cast<unsigned char>(data[control]), 4, 16, QLatin1Char('0'))
                .toUpper();
        *reason = invalidAt(
            data, control,
            tr("a control character (U+%1) inside a string must be written as an escape (\\u%1)")
                .arg(code));
        return std::nullopt;
    }
    if (!document.isObject()) {
        *reason = tr("the top level must be a JSON object");
        return std::nullopt;
    }
    return document.object();
}

} // namespace cw
