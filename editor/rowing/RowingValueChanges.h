#pragma once

#include "rowing/RowingCourse.h"

#include <QString>

class QUndoCommand;

namespace cw::rowing {

class RowingCourseDocument;

// The rowing course's changes of one value: ChangeValue commands with their menu text, one
// function per field the editor sets. The caller pushes the command on the document's undo stack.
// Commands of one edit pass the same non-zero `mergeKey` (the keys typed into a name, the steps of
// a drag) and merge into one step when they change the same field (ChangeValue).

// Renames the course.
QUndoCommand *renameCourse(RowingCourseDocument *document, const QString &name, int mergeKey = 0);
// Renames lane `lane` (from 0); an empty name shows as "Lane N".
QUndoCommand *renameLane(RowingCourseDocument *document, int lane, const QString &name,
                         int mergeKey = 0);
// Sets the colour ("#rrggbb") of lane `lane` (from 0).
QUndoCommand *setLaneColour(RowingCourseDocument *document, int lane, const QString &colour);
// Sets the length of the alternating sector bands drawn along the course.
QUndoCommand *setSectorLength(RowingCourseDocument *document, int metres);
// Sets the pace limit of the split line at `index` (in the document's order).
QUndoCommand *setPaceLimit(RowingCourseDocument *document, int index, int paceLimit);
// Moves the split line at `index` (in the document's order) to `metres`; the moves of one drag
// share a merge key.
QUndoCommand *moveSplitLine(RowingCourseDocument *document, int index, int metres,
                            int mergeKey = 0);
// Sets how the course is printed: space and lane size in millimetres, spaces per strip, paper
// and orientation.
QUndoCommand *setPrintLayout(RowingCourseDocument *document, const RowingPrintLayout &layout);

} // namespace cw::rowing
