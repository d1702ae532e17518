#include "RiverCourseKind.h"

#include "RiverValidator.h"
#include "SalmonRiver.h"

#include <QFile>
#include <QJsonDocument>

namespace cw::salmon {

namespace {

class RiverCourseKind {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::RiverCourseKind)

public:
    static QString displayName() { return tr("Salmon Run river"); }

    // Version 1 is the first: nothing to migrate yet, but CourseFile calls this for any version
    // below formatVersion, so it only advances the number.
    static void migrateOneVersion(QJsonObject &course, int version)
    {
        course.insert(QStringLiteral("formatVersion"), version + 1);
    }

    static CourseProblems structure(const QJsonObject &course)
    {
        CourseProblems problems;
        SalmonRiver::read(course, &problems);
        return problems;
    }

    static CourseProblems rules(const QJsonObject &course, const CourseCheckOptions &options)
    {
        CourseProblems problems;
        if (const std::optional<SalmonRiver> river = SalmonRiver::read(course, &problems))
            return RiverValidator(*river, options).problems();
        return problems;
    }

    // The rulebook's first-game river (S1, 1E, 2E, 3E, F1), renamed.
    static QJsonObject blank()
    {
        QFile file(QStringLiteral(":/courses/salmon-beginner.json"));
        QJsonObject json;
        if (file.open(QIODevice::ReadOnly))
            json = QJsonDocument::fromJson(file.readAll()).object();
        CourseProblems problems;
        std::optional<SalmonRiver> river = SalmonRiver::read(json, &problems);
        if (!river)
            river = SalmonRiver{};
        river->name = tr("New river");
        return river->toJson();
    }
};

} // namespace

CourseKind courseKind()
{
    CourseKind kind;
    kind.id = QStringLiteral("salmon-river");
    kind.formatVersion = SalmonRiver::FormatVersion;
    kind.displayName = RiverCourseKind::displayName;
    kind.migrateOneVersion = RiverCourseKind::migrateOneVersion;
    kind.structure = RiverCourseKind::structure;
    kind.rules = RiverCourseKind::rules;
    kind.blank = RiverCourseKind::blank;
    return kind;
}

} // namespace cw::salmon
