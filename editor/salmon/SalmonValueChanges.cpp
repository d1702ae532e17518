#include "SalmonValueChanges.h"

#include "SalmonCourseDocument.h"
#include "core/ChangeValue.h"

namespace cw::salmon {

QUndoCommand *renameRiver(SalmonCourseDocument *document, const QString &name, int mergeKey)
{
    return new ChangeValue<SalmonCourseDocument, QString>(
        document, courseField<&SalmonCourse::name>(), name,
        QCoreApplication::translate("cw::salmon::SalmonValueChanges", "Rename River"), mergeKey);
}

QUndoCommand *setRiverPrintLayout(SalmonCourseDocument *document, const RiverPrintLayout &layout)
{
    return changePrintLayout(document, courseField<&SalmonCourse::print>(), layout);
}

} // namespace cw::salmon
