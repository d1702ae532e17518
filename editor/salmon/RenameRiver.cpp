#include "RenameRiver.h"

#include "SalmonCourseDocument.h"

namespace cw::salmon {

RenameRiver::RenameRiver(SalmonCourseDocument *document, const QString &name, int mergeKey)
    : SalmonCourseCommand(document), m_name(name), m_mergeKey(mergeKey)
{
    setText(tr("Rename River"));
}

void RenameRiver::swap(SalmonCourse &river)
{
    std::swap(river.name, m_name);
}

bool RenameRiver::mergeWith(const QUndoCommand *other)
{
    const auto *rename = static_cast<const RenameRiver *>(other);
    if (m_mergeKey == 0 || rename->m_mergeKey != m_mergeKey)
        return false;
    setObsolete(m_document->river().name == m_name);
    return true;
}

} // namespace cw::salmon
