#include "CourseVariations.h"

#include "core/Registry.h"

#include <algorithm>

namespace cw {

const CourseVariationKind *CourseVariationKind::find(const QString &kind)
{
    const std::vector<CourseVariationKind> &kinds = Registry<CourseVariationKind>::entries();
    const auto it = std::find_if(kinds.begin(), kinds.end(),
                                 [&](const CourseVariationKind &k) { return k.kind == kind; });
    return it == kinds.end() ? nullptr : &*it;
}

} // namespace cw
