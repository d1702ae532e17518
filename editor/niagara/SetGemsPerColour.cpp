#include "SetGemsPerColour.h"

#include "NiagaraCourseDocument.h"

#include <utility>

namespace cw::niagara {

SetGemsPerColour::SetGemsPerColour(NiagaraCourseDocument *document, int gems)
    : NiagaraCourseCommand(document), m_gems(gems)
{
    setText(tr("Set Gems per Colour to %1").arg(gems));
}

void SetGemsPerColour::swap(NiagaraCourse &river)
{
    std::swap(river.gemsPerColour, m_gems);
}

} // namespace cw::niagara
