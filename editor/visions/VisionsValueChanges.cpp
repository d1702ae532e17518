#include "VisionsValueChanges.h"

#include "VisionsCourseDocument.h"
#include "core/ChangeValue.h"

namespace cw::visions {

QUndoCommand *renameRoad(VisionsCourseDocument *document, const QString &name, int mergeKey)
{
    return new ChangeValue<VisionsCourseDocument, QString>(
        document, courseField<&VisionsCourse::name>(), name,
        QCoreApplication::translate("cw::visions::VisionsValueChanges", "Rename Road"), mergeKey);
}

QUndoCommand *setRoadPrintLayout(VisionsCourseDocument *document, const RoadPrintLayout &layout)
{
    return changePrintLayout(document, courseField<&VisionsCourse::print>(), layout);
}

} // namespace cw::visions
