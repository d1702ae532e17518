#include "CourseValidator.h"

#include "rowing/RowingCourse.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace cw::cli {

namespace {

// Rowing courses: structure and rules, exactly as the game reads them.
QStringList checkRowingCourse(const QJsonObject &course)
{
    QStringList problems;
    rowing::RowingCourse::fromJson(course, &problems);
    return problems;
}

struct TextPosition {
    qsizetype line = 1;
    qsizetype column = 1;
};

// Line and column (from 1, columns in bytes) of a byte offset, for JSON parse errors.
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

struct KindCheck {
    const char *kind;
    CourseValidator::Check check;
};

// One entry per course kind; a new game adds its check here.
constexpr KindCheck Checks[] = {
    {"rowing", checkRowingCourse},
};

} // namespace

CourseValidator::Check CourseValidator::checkFor(const QString &kind)
{
    for (const KindCheck &entry : Checks) {
        if (kind == QLatin1String(entry.kind))
            return entry.check;
    }
    return nullptr;
}

QStringList CourseValidator::kinds()
{
    QStringList list;
    for (const KindCheck &entry : Checks)
        list.append(QLatin1String(entry.kind));
    return list;
}

QStringList CourseValidator::checkFile(const QString &path, QJsonObject *course)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {tr("file not found")};
    if (info.isDir())
        return {tr("is a folder, not a course file")};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {tr("cannot read: %1").arg(file.errorString())};

    const QByteArray data = file.readAll();
    if (data.trimmed().isEmpty())
        return {tr("the file is empty")};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const TextPosition where = positionOf(data, parseError.offset);
        return {tr("not valid JSON at line %1, column %2: %3")
                    .arg(where.line)
                    .arg(where.column)
                    .arg(parseError.errorString())};
    }
    if (!doc.isObject())
        return {tr("the top level must be a JSON object")};

    const QJsonObject json = doc.object();
    const QJsonValue kind = json.value(QStringLiteral("kind"));
    if (!kind.isString())
        return {tr("kind: missing or not a string (expected one of: %1)")
                    .arg(kinds().join(QStringLiteral(", ")))};
    const Check check = checkFor(kind.toString());
    if (!check)
        return {tr("kind: \"%1\" is not a course kind (expected one of: %2)")
                    .arg(kind.toString(), kinds().join(QStringLiteral(", ")))};

    const QStringList problems = check(json);
    if (problems.isEmpty() && course)
        *course = json;
    return problems;
}

} // namespace cw::cli
