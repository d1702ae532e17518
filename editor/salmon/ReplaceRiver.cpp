#include "ReplaceRiver.h"

#include "SalmonRiverDocument.h"

namespace cw::salmon {

ReplaceRiver::ReplaceRiver(SalmonRiverDocument *document, const SalmonRiver &river,
                           const QString &text)
    : SalmonRiverCommand(document), m_boards(river.boards), m_customBoards(river.customBoards)
{
    setText(text);
}

void ReplaceRiver::swap(SalmonRiver &river)
{
    std::swap(river.boards, m_boards);
    std::swap(river.customBoards, m_customBoards);
}

void ReplaceRiver::afterSwap(bool redone)
{
    Q_UNUSED(redone)
    m_document->selectRiver();
}

} // namespace cw::salmon
