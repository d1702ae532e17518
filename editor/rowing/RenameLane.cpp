#include "RenameLane.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

RenameLane::RenameLane(RowingCourseDocument *document, int lane, const QString &name, int mergeKey)
    : RowingCourseCommand(document), m_lane(std::size_t(lane)), m_name(name), m_mergeKey(mergeKey)
{
    setText(tr("Rename Lane %1").arg(lane + 1));
}

void RenameLane::swap(RowingCourse &course)
{
    std::swap(course.laneStyles.at(m_lane).name, m_name);
}

bool RenameLane::mergeWith(const QUndoCommand *other)
{
    const auto *rename = static_cast<const RenameLane *>(other);
    if (m_mergeKey == 0 || rename->m_mergeKey != m_mergeKey || rename->m_lane != m_lane)
        return false;
    setObsolete(m_document->course().laneStyles.at(m_lane).name == m_name);
    return true;
}

} // namespace cw::rowing
