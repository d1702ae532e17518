#include "RenameNiagaraRiver.h"

#include "NiagaraCourseDocument.h"

#include <utility>

namespace cw::niagara {

RenameNiagaraRiver::RenameNiagaraRiver(NiagaraCourseDocument *document, const QString &name,
                                       int mergeKey)
    : NiagaraCourseCommand(document), m_name(name), m_mergeKey(mergeKey)
{
    setText(tr("Rename River"));
}

void RenameNiagaraRiver::swap(NiagaraCourse &river)
{
    std::swap(river.name, m_name);
}

bool RenameNiagaraRiver::mergeWith(const QUndoCommand *other)
{
    const auto *rename = static_cast<const RenameNiagaraRiver *>(other);
    if (m_mergeKey == 0 || rename->m_mergeKey != m_mergeKey)
        return false;
    setObsolete(m_document->course().name == m_name);
    return true;
}

} // namespace cw::niagara
