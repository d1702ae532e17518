// Course > Find a Fairer Course… in the editor: the menu opens the dialog, a search runs off the
// GUI thread and shows the original and the fairest variations side by side, applying one is a
// single undo step (undone, the course is the original again), the Apply buttons go once the
// course is another, and Cancel stops a long search.
#include "core/CourseDocument.h"
#include "core/CourseEditorMenus.h"
#include "core/CourseEditorWindow.h"
#include "lab/FairerCourseDialog.h"

#include <QAction>
#include <QApplication>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace cw;

class TestFairerCourseDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void applyingIsOneUndoStep();
    void cancelStopsTheSearch();

private:
    // Opens `course` in a quiet editor and Find a Fairer Course… on it, with small numbers.
    static FairerCourseDialog *open(CourseEditorWindow &window, const QString &course);
};

void TestFairerCourseDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_fairer_course_dialog"));
    QSettings().clear();
}

FairerCourseDialog *TestFairerCourseDialog::open(CourseEditorWindow &window, const QString &course)
{
    window.setQuiet(true);
    if (!window.openFile(course))
        return nullptr;
    window.resize(1200, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    window.menus()->findFairer->trigger();
    FairerCourseDialog *dialog = window.fairerCourseDialog();
    if (!dialog || !dialog->isVisible())
        return nullptr;
    dialog->seatsBox()->setValue(4);
    dialog->candidatesBox()->setValue(3);
    dialog->gamesBox()->setValue(20);
    return dialog;
}

void TestFairerCourseDialog::applyingIsOneUndoStep()
{
    CourseEditorWindow window;
    FairerCourseDialog *dialog = open(window, QStringLiteral(":/courses/rowing-sprint-1000.json"));
    QVERIFY(dialog);
    QSignalSpy done(dialog, &FairerCourseDialog::searchFinished);
    QVERIFY(dialog->run());
    QVERIFY(dialog->isRunning());
    QVERIFY(done.wait(60000));
    const FairerCourseResult &result = dialog->result();
    QVERIFY(!result.cancelled);
    QVERIFY(result.best.size() >= 2);
    // Side by side: the original and each variation, a column each, with an Apply button.
    QCOMPARE(dialog->table()->columnCount(), 1 + int(result.best.size()));
    QVERIFY(dialog->table()->findChild<QPushButton *>(QStringLiteral("applyVariation1")));
    QVERIFY(
        dialog->table()->findChild<QPushButton *>(QStringLiteral("applyVariation1"))->isEnabled());

    QUndoStack *stack = window.undoStack();
    const int steps = stack->count();
    const QJsonObject original = window.document()->toJson();
    const QJsonObject chosen = result.best[0].course;
    QVERIFY(dialog->apply(0));
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(window.document()->toJson(), chosen);
    QVERIFY(stack->text(stack->count() - 1).contains(result.best[0].change));
    // The figures describe the original: no second variation goes on top of the first.
    QVERIFY(!dialog->apply(1));
    QVERIFY(
        !dialog->table()->findChild<QPushButton *>(QStringLiteral("applyVariation2"))->isEnabled());
    stack->undo();
    QCOMPARE(window.document()->toJson(), original);
    QVERIFY(
        dialog->table()->findChild<QPushButton *>(QStringLiteral("applyVariation2"))->isEnabled());
    stack->redo();
    QCOMPARE(window.document()->toJson(), chosen);
}

void TestFairerCourseDialog::cancelStopsTheSearch()
{
    CourseEditorWindow window;
    FairerCourseDialog *dialog = open(window, QStringLiteral(":/courses/rowing-standard.json"));
    QVERIFY(dialog);
    dialog->candidatesBox()->setValue(40);
    dialog->gamesBox()->setValue(400);
    QSignalSpy done(dialog, &FairerCourseDialog::searchFinished);
    const QJsonObject original = window.document()->toJson();
    QVERIFY(dialog->run());
    dialog->cancel();
    QVERIFY(done.wait(30000));
    QVERIFY(!dialog->isRunning());
    QVERIFY(dialog->result().cancelled);
    QVERIFY(dialog->result().best.empty());
    QCOMPARE(window.document()->toJson(), original);
    QVERIFY(!dialog->apply(0));
}

QTEST_MAIN(TestFairerCourseDialog)
#include "tst_fairer_course_dialog.moc"
