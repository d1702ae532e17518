// ChangeValue, the one command that sets one value of a course (editor/core/ChangeValue.h), on a
// rowing course: redo and undo swap the value, the steps of one edit merge per field, and a merge
// back to the start leaves no step. The kinds' own tests check each field their panels set.
#include "core/ChangeValue.h"
#include "rowing/RowingCourseDocument.h"

#include <QTest>
#include <QUndoStack>

using namespace cw;
using namespace cw::rowing;

namespace {

using ChangeText = ChangeValue<RowingCourseDocument, QString>;
using ChangeNumber = ChangeValue<RowingCourseDocument, int>;

ChangeText *rename(RowingCourseDocument *document, const QString &name, int mergeKey = 0)
{
    return new ChangeText(document, courseField<&RowingCourse::name>(), name,
                          QStringLiteral("Rename to %1").arg(name), mergeKey);
}

ChangeText *renameLane(RowingCourseDocument *document, int lane, const QString &name,
                       int mergeKey = 0)
{
    return new ChangeText(document, courseField<&RowingCourse::laneStyles, &LaneStyle::name>(lane),
                          name, QStringLiteral("Rename Lane"), mergeKey);
}

} // namespace

class TestChangeValue : public QObject {
    Q_OBJECT
private slots:
    void redoAndUndoSwapTheValue()
    {
        RowingCourseDocument document(RowingCourse::standard());
        const QString before = document.course().name;
        int changes = 0;
        connect(&document, &RowingCourseDocument::changed, this, [&] { ++changes; });
        ChangeText *command = rename(&document, QStringLiteral("Henley"));
        QCOMPARE(command->value(), QStringLiteral("Henley"));
        QCOMPARE(command->id(), -1); // no merge key: never merges
        document.undoStack()->push(command);
        QCOMPARE(document.course().name, QStringLiteral("Henley"));
        QCOMPARE(command->value(), before); // it now holds the value undo brings back
        QCOMPARE(changes, 1);
        document.undoStack()->undo();
        QCOMPARE(document.course().name, before);
        QCOMPARE(command->value(), QStringLiteral("Henley"));
        document.undoStack()->redo();
        QCOMPARE(document.course().name, QStringLiteral("Henley"));
        QCOMPARE(changes, 3);
        // Only the field changed.
        RowingCourse expected = RowingCourse::standard();
        expected.name = QStringLiteral("Henley");
        QVERIFY(document.course() == expected);
    }

    void aListElementsFieldIsSwappedInPlace()
    {
        RowingCourseDocument document(RowingCourse::standard());
        document.undoStack()->push(new ChangeNumber(
            &document, courseField<&RowingCourse::splitLines, &SplitLine::paceLimit>(2), 9,
            QStringLiteral("Set Pace Limit")));
        RowingCourse expected = RowingCourse::standard();
        expected.splitLines[2].paceLimit = 9;
        QVERIFY(document.course() == expected);
        document.undoStack()->undo();
        QVERIFY(document.course() == RowingCourse::standard());
    }

    void fieldsAreEqualWhenTheyLeadToTheSameValue()
    {
        QVERIFY(courseField<&RowingCourse::name>() == courseField<&RowingCourse::name>());
        QVERIFY(courseField<&RowingCourse::spaces>() != courseField<&RowingCourse::sectorMetres>());
        const auto laneName = [](std::size_t lane) {
            return courseField<&RowingCourse::laneStyles, &LaneStyle::name>(lane);
        };
        QVERIFY(laneName(1) == laneName(1));
        QVERIFY(laneName(1) != laneName(2));
        QVERIFY(laneName(1) != (courseField<&RowingCourse::laneStyles, &LaneStyle::colour>(1)));
    }

    void stepsOfOneEditMergeKeepingTheFirstOldValue()
    {
        RowingCourseDocument document(RowingCourse::standard());
        const QString before = document.course().name;
        QUndoStack *stack = document.undoStack();
        for (const char *text : {"H", "He", "Hen"})
            stack->push(rename(&document, QLatin1String(text), 3));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->command(0)->id(), int(ChangeValueId));
        QCOMPARE(stack->text(0), QStringLiteral("Rename to Hen")); // the last step's text
        QCOMPARE(document.course().name, QStringLiteral("Hen"));
        stack->undo();
        QCOMPARE(document.course().name, before);
        stack->redo();
        QCOMPARE(document.course().name, QStringLiteral("Hen"));
    }

    void otherFieldsKeysOrTypesDoNotMerge()
    {
        RowingCourseDocument document(RowingCourse::standard());
        QUndoStack *stack = document.undoStack();
        stack->push(renameLane(&document, 0, QStringLiteral("A"), 4));
        stack->push(renameLane(&document, 1, QStringLiteral("B"), 4)); // another lane
        stack->push(rename(&document, QStringLiteral("C"), 4));        // another field
        stack->push(rename(&document, QStringLiteral("D"), 5));        // another edit
        stack->push(new ChangeNumber(&document, courseField<&RowingCourse::sectorMetres>(), 250,
                                     QStringLiteral("Sector"), 5)); // another value type
        stack->push(rename(&document, QStringLiteral("E")));        // no key
        stack->push(rename(&document, QStringLiteral("F")));
        QCOMPARE(stack->count(), 7);
        while (stack->canUndo())
            stack->undo();
        QVERIFY(document.course() == RowingCourse::standard());
    }

    void aMergeBackToTheStartLeavesNoStep()
    {
        RowingCourseDocument document(RowingCourse::standard());
        const QString before = document.course().name;
        QUndoStack *stack = document.undoStack();
        stack->push(rename(&document, QStringLiteral("X"), 2));
        stack->push(rename(&document, before, 2));
        QCOMPARE(stack->count(), 0);
        QVERIFY(document.course() == RowingCourse::standard());
    }

    void printLayoutChangesShareOneText()
    {
        RowingCourseDocument document(RowingCourse::standard());
        RowingPrintLayout layout = document.course().print;
        layout.stripSpaces = 7;
        auto *command = changePrintLayout(&document, courseField<&RowingCourse::print>(), layout);
        QCOMPARE(command->text(), QStringLiteral("Change Print Layout"));
        document.undoStack()->push(command);
        QCOMPARE(document.course().print.stripSpaces, 7);
        document.undoStack()->undo();
        QVERIFY(document.course() == RowingCourse::standard());
    }
};

QTEST_MAIN(TestChangeValue)
#include "tst_change_value.moc"
