#include "SetRiverPaper.h"

#include "NiagaraCourseDocument.h"

#include <utility>

namespace cw::niagara {

SetRiverPaper::SetRiverPaper(NiagaraCourseDocument *document, const PageSpec &page)
    : NiagaraCourseCommand(document), m_page(page)
{
    setText(tr("Change Print Layout"));
}

void SetRiverPaper::swap(NiagaraCourse &river)
{
    std::swap(river.page, m_page);
}

} // namespace cw::niagara
