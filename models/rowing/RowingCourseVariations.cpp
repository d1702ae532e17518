#include "RowingCourseVariations.h"

#include "RowingCourse.h"

#include <QCoreApplication>

namespace cw::rowing {

namespace {

class RowingCourseVariations {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingCourseVariations)

public:
    static std::vector<CourseVariation> variations(const QJsonObject &json);
};

std::vector<CourseVariation> RowingCourseVariations::variations(const QJsonObject &json)
{
    CourseProblems problems;
    const std::optional<RowingCourse> course = RowingCourse::read(json, &problems);
    std::vector<CourseVariation> out;
    if (!course)
        return out;
    const auto vary = [&](const RowingCourse &changed, const QString &change) {
        out.push_back({changed.toJson(), change});
    };
    for (std::size_t i = 0; i < course->splitLines.size(); ++i) {
        const SplitLine &line = course->splitLines[i];
        for (const int spaces : {-5, -2, -1, 1, 2, 5}) {
            RowingCourse changed = *course;
            changed.splitLines[i].metres = line.metres + spaces * course->metresPerSpace;
            vary(changed, tr("Split line at %1 m moved to %2 m")
                              .arg(line.metres)
                              .arg(changed.splitLines[i].metres));
        }
        for (const int step : {-1, 1}) {
            RowingCourse changed = *course;
            changed.splitLines[i].paceLimit = line.paceLimit + step;
            vary(changed, tr("Pace limit of the split line at %1 m: %2 instead of %3")
                              .arg(line.metres)
                              .arg(changed.splitLines[i].paceLimit)
                              .arg(line.paceLimit));
        }
    }
    return out;
}

} // namespace

CourseVariationKind courseVariations()
{
    return {QStringLiteral("rowing"),
            RowingCourseVariations::variations,
            {"cw::rowing::RowingCourseVariations",
             QT_TRANSLATE_NOOP("cw::rowing::RowingCourseVariations",
                               "Each split line moves by 1, 2 or 5 spaces either way, or its pace "
                               "limit by one. Lanes are not moved: every lane is the same water, "
                               "and the sector bands are drawn, not played.")}};
}

} // namespace cw::rowing
