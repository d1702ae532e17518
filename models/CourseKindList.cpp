// The course kinds Coursewright reads and edits. Adding a kind means adding its CourseKind here.
#include "course/CourseKind.h"
#include "cycling/RoadCourseKind.h"
#include "niagara/NiagaraCourseKind.h"
#include "rowing/RowingCourseKind.h"
#include "salmon/RiverCourseKind.h"

#include <algorithm>

namespace cw {

const std::vector<CourseKind> &CourseKinds::all()
{
    static const std::vector<CourseKind> list{rowing::courseKind(), salmon::courseKind(),
                                              cycling::courseKind(), niagara::courseKind()};
    return list;
}

const CourseKind *CourseKinds::find(const QString &id)
{
    const auto &list = all();
    const auto it = std::find_if(list.begin(), list.end(),
                                 [&](const CourseKind &kind) { return kind.id == id; });
    return it == list.end() ? nullptr : &*it;
}

QString CourseKinds::idList()
{
    QStringList ids;
    for (const CourseKind &kind : all())
        ids.append(kind.id);
    return ids.join(QStringLiteral(", "));
}

} // namespace cw
