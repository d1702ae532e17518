#include "RenameRoad.h"

#include "CyclingRoadDocument.h"

namespace cw::cycling {

RenameRoad::RenameRoad(CyclingRoadDocument *document, const QString &name, int mergeKey)
    : CourseSwapCommand(document), m_name(name), m_mergeKey(mergeKey)
{
    setText(tr("Rename Road"));
}

void RenameRoad::swap(CyclingRoad &road)
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

} // namespace cw::cycling
