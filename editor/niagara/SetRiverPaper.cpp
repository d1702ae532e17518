#include "SetRiverPaper.h"

#include "NiagaraRiverDocument.h"

#include <utility>

namespace cw::niagara {

SetRiverPaper::SetRiverPaper(NiagaraRiverDocument *document, const PageSpec &page)
    : NiagaraRiverCommand(document), m_page(page)
{
    setText(tr("Change Print Layout"));
}

void SetRiverPaper::swap(NiagaraRiver &river)
{
    std::swap(river.page, m_page);
}

} // namespace cw::niagara
