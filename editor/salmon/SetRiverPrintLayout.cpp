#include "SetRiverPrintLayout.h"

#include "SalmonRiverDocument.h"

namespace cw::salmon {

SetRiverPrintLayout::SetRiverPrintLayout(SalmonRiverDocument *document,
                                         const RiverPrintLayout &layout)
    : SalmonRiverCommand(document), m_layout(layout)
{
    setText(tr("Change Print Layout"));
}

void SetRiverPrintLayout::swap(SalmonRiver &river)
{
    std::swap(river.print, m_layout);
}

} // namespace cw::salmon
