#include "RenameRoad.h"

#include "VisionsCourseDocument.h"

namespace cw::visions {

RenameRoad::RenameRoad(VisionsCourseDocument *document, const QString &name, int mergeKey)
    : CourseSwapCommand(document), m_name(name), m_mergeKey(mergeKey)
{
    setText(tr("Rename Road"));
}

void RenameRoad::swap(VisionsCourse &road)
{
    std::swap(road.name, m_name);
}

bool RenameRoad::mergeWith(const QUndoCommand *other)
{
    const auto *rename = static_cast<const RenameRoad *>(other);
    if (m_mergeKey == 0 || rename->m_mergeKey != m_mergeKey)
        return false;
    setObsolete(m_document->road().name == m_name);
    return true;
}

} // namespace cw::visions
