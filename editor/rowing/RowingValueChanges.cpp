#include "RowingValueChanges.h"

#include "RowingCourseDocument.h"
#include "core/ChangeValue.h"

namespace cw::rowing {

namespace {

template <class Value>
QUndoCommand *change(RowingCourseDocument *document, CourseField<RowingCourse, Value> field,
                     const Value &value, const QString &text, int mergeKey = 0)
{
    return new ChangeValue<RowingCourseDocument, Value>(document, field, value, text, mergeKey);
}

} // namespace

QUndoCommand *renameCourse(RowingCourseDocument *document, const QString &name, int mergeKey)
{
    return change(document, courseField<&RowingCourse::name>(), name,
                  QCoreApplication::translate("cw::rowing::RowingValueChanges", "Rename Course"),
                  mergeKey);
}

QUndoCommand *renameLane(RowingCourseDocument *document, int lane, const QString &name,
                         int mergeKey)
{
    return change(document, courseField<&RowingCourse::laneStyles, &LaneStyle::name>(lane), name,
                  QCoreApplication::translate("cw::rowing::RowingValueChanges", "Rename Lane %1")
                      .arg(lane + 1),
                  mergeKey);
}

QUndoCommand *setLaneColour(RowingCourseDocument *document, int lane, const QString &colour)
{
    return change(document, courseField<&RowingCourse::laneStyles, &LaneStyle::colour>(lane),
                  colour,
                  QCoreApplication::translate("cw::rowing::RowingValueChanges", "Set Colour of %1")
                      .arg(document->course().laneName(lane)));
}

QUndoCommand *setSectorLength(RowingCourseDocument *document, int metres)
{
    return change(
        document, courseField<&RowingCourse::sectorMetres>(), metres,
        QCoreApplication::translate("cw::rowing::RowingValueChanges", "Set Sector Length to %1 m")
            .arg(metres));
}

QUndoCommand *setPaceLimit(RowingCourseDocument *document, int index, int paceLimit)
{
    return change(document, courseField<&RowingCourse::splitLines, &SplitLine::paceLimit>(index),
                  paceLimit,
                  QCoreApplication::translate("cw::rowing::RowingValueChanges",
                                              "Set Pace Limit at %1 m to %2")
                      .arg(document->course().splitLines.at(std::size_t(index)).metres)
                      .arg(paceLimit));
}

QUndoCommand *moveSplitLine(RowingCourseDocument *document, int index, int metres, int mergeKey)
{
    return change(
        document, courseField<&RowingCourse::splitLines, &SplitLine::metres>(index), metres,
        QCoreApplication::translate("cw::rowing::RowingValueChanges", "Move Split Line to %1 m")
            .arg(metres),
        mergeKey);
}

QUndoCommand *setPrintLayout(RowingCourseDocument *document, const RowingPrintLayout &layout)
{
    return changePrintLayout(document, courseField<&RowingCourse::print>(), layout);
}

} // namespace cw::rowing
