#include "FileContent.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

namespace cw {

namespace {

FileContent neither(const QString &fileName, const QString &why)
{
    FileContent content;
    content.reason = QStringLiteral("%1: %2").arg(fileName, why);
    return content;
}

// Text files are UTF-8 without NUL bytes; anything else is treated as binary.
bool looksBinary(const QByteArray &data)
{
    if (data.contains('\0'))
        return true;
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(data); // decoding happens on conversion to QString
    return text.isEmpty() || decoder.hasError();
}

} // namespace

FileContent FileContent::ofFile(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.exists())
        return neither(name, tr("file not found"));
    if (!file.open(QIODevice::ReadOnly))
        return neither(name, tr("cannot read: %1").arg(file.errorString()));
    if (file.size() > MaxFileBytes)
        return neither(name, tr("%1 MB is too large for a Coursewright game or course")
                                 .arg(file.size() / (1024 * 1024)));
    return ofBytes(file.readAll(), name);
}

FileContent FileContent::ofBytes(const QByteArray &data, const QString &fileName)
{
    FileContent content;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (document.isObject()) {
        const QJsonObject json = document.object();
        if (json.value(QStringLiteral("game")).isString() &&
            json.value(QStringLiteral("actions")).isArray()) {
            content.kind = Game;
            return content;
        }
        if (json.value(QStringLiteral("kind")).isString()) {
            content.kind = Course;
            content.courseKind = json.value(QStringLiteral("kind")).toString();
            return content;
        }
    }
    // The content decides nothing: a file named as one of ours goes to its reader, which says
    // precisely what is wrong with it.
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String(GameSuffix)) {
        content.kind = Game;
        return content;
    }
    if (suffix == QLatin1String(CourseSuffix)) {
        content.kind = Course;
        return content;
    }
    if (data.isEmpty())
        return neither(fileName, tr("the file is empty, not a Coursewright game or course"));
    if (looksBinary(data))
        return neither(fileName, tr("a binary file, not a Coursewright game or course"));
    if (parseError.error != QJsonParseError::NoError)
        return neither(fileName, tr("not a Coursewright game or course: not JSON (at byte %1: %2)")
                                     .arg(parseError.offset)
                                     .arg(parseError.errorString()));
    return neither(fileName, tr("a JSON file, but neither a Coursewright game (it has no "
                                "\"game\" and \"actions\") nor a course (it has no \"kind\")"));
}

} // namespace cw
