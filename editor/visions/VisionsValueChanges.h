#pragma once

#include "visions/VisionsCourse.h"

#include <QString>

class QUndoCommand;

namespace cw::visions {

class VisionsCourseDocument;

// The road's changes of one value: ChangeValue commands with their menu text, one function per
// field the editor sets (VisionsCourseDocument::rename and setPrintLayout push them). Commands of
// one edit pass the same non-zero `mergeKey` (the keys typed into a name) and merge into one step.

// Renames the road.
QUndoCommand *renameRoad(VisionsCourseDocument *document, const QString &name, int mergeKey = 0);
// Sets the road's print settings and table size (RoadPrintLayout).
QUndoCommand *setRoadPrintLayout(VisionsCourseDocument *document, const RoadPrintLayout &layout);

} // namespace cw::visions
