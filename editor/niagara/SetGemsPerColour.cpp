#include "SetGemsPerColour.h"

#include "NiagaraRiverDocument.h"

#include <utility>

namespace cw::niagara {

SetGemsPerColour::SetGemsPerColour(NiagaraRiverDocument *document, int gems)
    : NiagaraRiverCommand(document), m_gems(gems)
{
    setText(tr("Set Gems per Colour to %1").arg(gems));
}

void SetGemsPerColour::swap(NiagaraRiver &river)
{
    std::swap(river.gemsPerColour, m_gems);
}

} // namespace cw::niagara
