#include "CourseKind.h"

#include "core/Registry.h"

#include <algorithm>

namespace cw {

const std::vector<CourseKind> &CourseKinds::all()
{
    return Registry<CourseKind>::entries();
}

const CourseKind *CourseKinds::find(const QString &id)
{
    const auto &list = all();
    const auto it = std::find_if(list.begin(), list.end(), [&](const CourseKind &kind) {
        return kind.id == id || kind.formerIds.contains(id);
    });
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
