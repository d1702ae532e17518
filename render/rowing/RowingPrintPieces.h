#pragma once

#include "print/CoursePrint.h"
#include "print/PrintLayout.h"
#include "rowing/RowingCourse.h"

#include <QCoreApplication>

namespace cw::rowing {

// What a rowing course prints as: one piece per strip of RowingCourseGeometry::strips() (the
// first with the start area, the last with the finish area), laid end to end as on the table.
// Each piece draws itself with RowingCoursePainter; the pieces share one painter.
class RowingPrintPieces {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingPrintPieces)

public:
    static print::PrintLayout layout(const RowingCourse &course);
    // The entry of CoursePrinting::kinds() for "rowing" courses: reads the structure of `course`
    // (current format version) and lays it out with the paper of its print.page.
    static std::optional<print::CoursePrint> coursePrint(const QJsonObject &course,
                                                         CourseProblems *problems);
};

// The same, as a function.
inline print::PrintLayout rowingPrintLayout(const RowingCourse &course)
{
    return RowingPrintPieces::layout(course);
}

} // namespace cw::rowing
