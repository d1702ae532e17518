#include "CourseFile.h"

#include "core/AtomicFile.h"
#include "core/BoundedFile.h"
#include "core/Echoed.h"
#include "core/JsonNumber.h"
#include "core/JsonText.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace cw {

namespace {

const QString KindKey = QStringLiteral("kind");
const QString VersionKey = QStringLiteral("formatVersion");

} // namespace

std::optional<QJsonObject> CourseFile::read(const QString &path, CourseProblems *problems)
{
    QByteArray data;
    QString reason;
    switch (BoundedFile::read(path, MaxFileBytes, &data, &reason)) {
    case BoundedFile::Status::Read:
        return parse(data, problems);
    case BoundedFile::Status::Folder:
        reason = tr("is a folder, not a course file");
        break;
    case BoundedFile::Status::TooLarge:
        reason = tr("%1 bytes is too large for a course file (at most %2)")
                     .arg(QFileInfo(path).size())
                     .arg(MaxFileBytes);
        break;
    default:
        break;
    }
    problems->append(CourseProblem::error({}, reason));
    return std::nullopt;
}

std::optional<QJsonObject> CourseFile::parse(const QByteArray &data, CourseProblems *problems)
{
    if (data.trimmed().isEmpty()) {
        problems->append(CourseProblem::error({}, tr("the file is empty")));
        return std::nullopt;
    }
    if (data.size() > MaxFileBytes) {
        problems->append(CourseProblem::error(
            {}, tr("too large for a course file (at most %1 bytes)").arg(MaxFileBytes)));
        return std::nullopt;
    }
    QString reason;
    const std::optional<QJsonObject> course = JsonText::parseObject(data, &reason);
    if (!course) {
        problems->append(CourseProblem::error({}, reason));
        return std::nullopt;
    }
    return open(*course, problems);
}

std::optional<QJsonObject> CourseFile::open(QJsonObject course, CourseProblems *problems)
{
    const QJsonValue kindValue = course.value(KindKey);
    if (!kindValue.isString()) {
        problems->append(CourseProblem::error(
            KindKey,
            tr("missing or not a string (expected one of: %1)").arg(CourseKinds::idList())));
        return std::nullopt;
    }
    const CourseKind *kind = CourseKinds::find(kindValue.toString());
    if (!kind) {
        problems->append(CourseProblem::error(
            KindKey, tr("\"%1\" is not a course kind (expected one of: %2)")
                         .arg(echoed(kindValue.toString()), CourseKinds::idList())));
        return std::nullopt;
    }
    course.insert(KindKey, kind->id); // a kind's former id reads as its id from here on

    const QJsonValue versionValue = course.value(VersionKey);
    if (!versionValue.isDouble()) {
        problems->append(CourseProblem::error(
            VersionKey, tr("missing or not a whole number from 1 (this version of Coursewright "
                           "writes %1)")
                            .arg(kind->formatVersion)));
        return std::nullopt;
    }
    QString reason;
    const std::optional<qint64> version =
        JsonNumber::readWhole(versionValue, 1, JsonNumber::MaxFormatVersion, &reason);
    if (!version) {
        problems->append(CourseProblem::error(VersionKey, reason));
        return std::nullopt;
    }
    if (*version > kind->formatVersion) {
        problems->append(CourseProblem::error(
            VersionKey, tr("%1 is newer than this version of Coursewright reads (%2): update "
                           "Coursewright to open this course")
                            .arg(*version)
                            .arg(kind->formatVersion)));
        return std::nullopt;
    }
    for (int from = int(*version); from < kind->formatVersion; ++from)
        kind->migrateOneVersion(course, from);

    const CourseProblems structure = kind->structure(course);
    if (!structure.isEmpty()) {
        problems->append(structure);
        return std::nullopt;
    }
    return course;
}

CourseProblems CourseFile::check(const QJsonObject &course, const CourseCheckOptions &options)
{
    const CourseKind *kind = CourseKinds::find(course.value(KindKey).toString());
    if (!kind) {
        return {CourseProblem::error(
            KindKey, tr("\"%1\" is not a course kind (expected one of: %2)")
                         .arg(echoed(course.value(KindKey).toString()), CourseKinds::idList()))};
    }
    return kind->rules(course, options);
}

CourseProblems CourseFile::errors(const QJsonObject &course, const CourseCheckOptions &options)
{
    CourseProblems problems = check(course, options);
    problems.removeIf([](const CourseProblem &problem) { return !problem.isError(); });
    return problems;
}

bool CourseFile::write(const QString &path, const QJsonObject &course, QString *error)
{
    QString reason;
    if (!AtomicFile::write(path, QJsonDocument(course).toJson(QJsonDocument::Indented), &reason)) {
        *error = tr("%1: cannot be written (%2)").arg(path, reason);
        return false;
    }
    return true;
}

QString CourseFile::describe(const QString &file, const CourseProblem &problem)
{
    return QStringLiteral("%1: %2").arg(file, problem.text());
}

} // namespace cw
