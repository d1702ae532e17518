#pragma once

#include "niagara/NiagaraCourse.h"

#include <QString>

class QUndoCommand;

namespace cw::niagara {

class NiagaraCourseDocument;

// The Niagara river's changes of one value: ChangeValue commands with their menu text, one
// function per field the editor sets. The caller pushes the command on the document's undo stack.
// Commands of one edit pass the same non-zero `mergeKey` (the keys typed into a name) and merge
// into one step.

// Renames the river.
QUndoCommand *renameRiver(NiagaraCourseDocument *document, const QString &name, int mergeKey = 0);
// Sets how many gems each discovery place holds at setup.
QUndoCommand *setGemsPerColour(NiagaraCourseDocument *document, int gems);
// Sets the paper and orientation the river prints on (its `page`; the river's print sizes are
// fixed by NiagaraCourseGeometry, so this is its whole print layout).
QUndoCommand *setRiverPaper(NiagaraCourseDocument *document, const PageSpec &page);
// Puts a space beside the discovery place of a colour (Gem), or beside none (-1): the space
// leaves every place listing it and joins the end of that colour's list.
QUndoCommand *setSpacePlace(NiagaraCourseDocument *document, const QString &space, int colour);
// Moves the discovery place of a colour beside `spaces` (labels) instead of its own (a drag or an
// arrow key on the canvas; NiagaraPieceMoves says where it may go).
QUndoCommand *movePlace(NiagaraCourseDocument *document, int colour, const QStringList &spaces);

} // namespace cw::niagara
