#pragma once

#include "salmon/SalmonRiver.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace cw::salmon {

class SalmonRiverDocument;

// Base of the river editor's undo commands: the command holds the other value of what it changes,
// and redo and undo are the same swap of it with the river's (as the rowing commands do). After
// the swap, afterSwap() may move the selection (to the board just added, moved or flipped). The
// document must outlive the command (its undo stack owns the commands).
class SalmonRiverCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonRiverCommand)

public:
    void redo() final { swapWithDocument(true); }
    void undo() final { swapWithDocument(false); }

protected:
    explicit SalmonRiverCommand(SalmonRiverDocument *document) : m_document(document) {}

    // Exchanges the command's value with the one in `river` (a copy of the document's).
    virtual void swap(SalmonRiver &river) = 0;
    // Called after the document holds the swapped river; `redone` tells redo from undo.
    virtual void afterSwap(bool redone) { Q_UNUSED(redone) }

    SalmonRiverDocument *m_document;

private:
    void swapWithDocument(bool redone);
};

// A command that changes the boards (and the embedded custom boards) as a whole: Add, Remove,
// Move and Flip compute the river's new board list once, with the shifts that stopped lining up
// moved to an aligned position (RiverEdits.h), so undo brings back exactly the old one. Selects
// `selectAfterRedo` after redo and `selectAfterUndo` after undo (-1: the river).
class RiverBoardsCommand : public SalmonRiverCommand {
protected:
    RiverBoardsCommand(SalmonRiverDocument *document, const SalmonRiver &changed,
                       int selectAfterRedo, int selectAfterUndo);

    void swap(SalmonRiver &river) override;
    void afterSwap(bool redone) override;

private:
    std::vector<BoardPlacement> m_boards;
    std::vector<RiverBoard> m_customBoards;
    int m_selectAfterRedo;
    int m_selectAfterUndo;
};

} // namespace cw::salmon
