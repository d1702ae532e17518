#pragma once

#include "salmon/SalmonCourse.h"

#include <QString>

class QUndoCommand;

namespace cw::salmon {

class SalmonCourseDocument;

// The river's changes of one value: ChangeValue commands with their menu text, one function per
// field the editor sets. The caller pushes the command on the document's undo stack. Commands of
// one edit pass the same non-zero `mergeKey` (the keys typed into a name) and merge into one step.

// Renames the river.
QUndoCommand *renameRiver(SalmonCourseDocument *document, const QString &name, int mergeKey = 0);
// Sets how the river is printed: the hex size across the flats, paper and orientation.
QUndoCommand *setRiverPrintLayout(SalmonCourseDocument *document, const RiverPrintLayout &layout);

} // namespace cw::salmon
