#include "RenameCourse.h"

#include "RowingCourseDocument.h"

namespace cw::rowing {

RenameCourse::RenameCourse(RowingCourseDocument *document, const QString &name, int mergeKey)
    : RowingCourseCommand(document), m_name(name), m_mergeKey(mergeKey)
{
    setText(tr("Rename Course"));
}

void RenameCourse::swap(RowingCourse &course)
{
    std::swap(course.name, m_name);
}

bool RenameCourse::mergeWith(const QUndoCommand *other)
{
    const auto *rename = static_cast<const RenameCourse *>(other);
    if (m_mergeKey == 0 || rename->m_mergeKey != m_mergeKey)
        return false;
    setObsolete(m_document->course().name == m_name);
    return true;
}

} // namespace cw::rowing
