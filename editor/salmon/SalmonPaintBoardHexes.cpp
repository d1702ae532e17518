#include "SalmonPaintBoardHexes.h"

#include "SalmonBoardPainterDocument.h"

#include <algorithm>

namespace cw::salmon {

SalmonPaintBoardHexes::SalmonPaintBoardHexes(SalmonBoardPainterDocument *document,
                                             std::vector<Change> changes, const QString &text,
                                             int mergeKey)
    : m_document(document), m_after(std::move(changes)), m_mergeKey(mergeKey)
{
    setText(text);
    const SalmonRiverBoard &board = document->board();
    std::erase_if(m_after, [&](const Change &change) { return !board.inside(change.hex); });
    for (const Change &change : m_after)
        m_before.push_back({change.hex, board.cell(change.hex)});
    setObsolete(std::all_of(m_after.begin(), m_after.end(), [&](const Change &change) {
        return board.cell(change.hex) == change.cell;
    }));
}

void SalmonPaintBoardHexes::redo()
{
    SalmonRiverBoard board = m_document->board();
    for (const Change &change : m_after)
        board.cell(change.hex) = change.cell;
    m_document->setBoard(board);
}

void SalmonPaintBoardHexes::undo()
{
    SalmonRiverBoard board = m_document->board();
    for (auto it = m_before.rbegin(); it != m_before.rend(); ++it)
        board.cell(it->hex) = it->cell;
    m_document->setBoard(board);
}

bool SalmonPaintBoardHexes::mergeWith(const QUndoCommand *other)
{
    const auto *paint = static_cast<const SalmonPaintBoardHexes *>(other);
    if (m_mergeKey == 0 || paint->m_mergeKey != m_mergeKey)
        return false;
    // Later changes win; the cells before stay the first ones the stroke saw.
    for (std::size_t i = 0; i < paint->m_after.size(); ++i) {
        const Change &change = paint->m_after[i];
        const auto same = [&](const Change &c) { return c.hex == change.hex; };
        const auto it = std::find_if(m_after.begin(), m_after.end(), same);
        if (it != m_after.end()) {
            it->cell = change.cell;
        } else {
            m_after.push_back(change);
            m_before.push_back(paint->m_before[i]);
        }
    }
    setObsolete(std::equal(m_after.begin(), m_after.end(), m_before.begin(), m_before.end(),
                           [](const Change &a, const Change &b) { return a.cell == b.cell; }));
    return true;
}

} // namespace cw::salmon
