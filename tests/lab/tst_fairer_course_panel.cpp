// Course > Find a Fairer Course… in the editor: the menu opens the lab dock on its page, a search
// runs off the GUI thread and shows the original and the fairest variations side by side,
// applying one is a single undo step (undone, the course is the original again), the Apply
// buttons go and a note says the figures are of another version once the course is another, and
// Cancel stops a long search.
#include "LabDockSupport.h"
#include "core/CourseDocument.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace cw;

class TestFairerCoursePanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void applyingIsOneUndoStep();
    void cancelStopsTheSearch();
    void anotherCourseForgetsTheVariations();

private:
    // Opens `course` in a quiet editor and Find a Fairer Course… on it, with small numbers.
    static FairerCoursePanel *open(CourseEditorWindow &window, const QString &course);
};

void TestFairerCoursePanel::initTestCase()
{
    test::useTestSettings(QStringLiteral("tst_fairer_course_panel"));
}

FairerCoursePanel *TestFairerCoursePanel::open(CourseEditorWindow &window, const QString &course)
{
    if (!test::openInEditor(window, course, QSize(1280, 800)))
        return nullptr;
    LabDock *dock = test::openLab(window, LabDock::FairerPage);
    if (!dock || !dock->fairer()->isVisible())
        return nullptr;
    FairerCoursePanel *panel = dock->fairer();
    panel->seatsBox()->setValue(4);
    panel->candidatesBox()->setValue(3);
    panel->gamesBox()->setValue(20);
    return panel;
}

void TestFairerCoursePanel::applyingIsOneUndoStep()
{
    CourseEditorWindow window;
    FairerCoursePanel *panel = open(window, QStringLiteral(":/courses/rowing-sprint-1000.json"));
    QVERIFY(panel);
    QSignalSpy done(panel, &FairerCoursePanel::searchFinished);
    QVERIFY(panel->run());
    QVERIFY(panel->isRunning());
    QVERIFY(done.wait(60000));
    const FairerCourseResult &result = panel->result();
    QVERIFY(!result.cancelled);
    QVERIFY(result.best.size() >= 2);
    // Side by side: the original and each variation, a column each, with an Apply button.
    QCOMPARE(panel->table()->columnCount(), 1 + int(result.best.size()));
    QVERIFY(panel->table()->findChild<QPushButton *>(QStringLiteral("applyVariation1")));
    QVERIFY(
        panel->table()->findChild<QPushButton *>(QStringLiteral("applyVariation1"))->isEnabled());

    QUndoStack *stack = window.undoStack();
    const int steps = stack->count();
    const QJsonObject original = window.document()->toJson();
    const QJsonObject chosen = result.best[0].course;
    QVERIFY(panel->apply(0));
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(window.document()->toJson(), chosen);
    QVERIFY(stack->text(stack->count() - 1).contains(result.best[0].change));
    // The figures describe the original: no second variation goes on top of the first.
    QVERIFY(!panel->apply(1));
    QVERIFY(
        !panel->table()->findChild<QPushButton *>(QStringLiteral("applyVariation2"))->isEnabled());
    auto *stale = panel->findChild<QLabel *>(QStringLiteral("fairerStaleNote"));
    QVERIFY(stale && stale->isVisible());
    stack->undo();
    QVERIFY(!stale->isVisible());
    QCOMPARE(window.document()->toJson(), original);
    QVERIFY(
        panel->table()->findChild<QPushButton *>(QStringLiteral("applyVariation2"))->isEnabled());
    stack->redo();
    QCOMPARE(window.document()->toJson(), chosen);
}

void TestFairerCoursePanel::cancelStopsTheSearch()
{
    CourseEditorWindow window;
    FairerCoursePanel *panel = open(window, QStringLiteral(":/courses/rowing-standard.json"));
    QVERIFY(panel);
    panel->candidatesBox()->setValue(40);
    panel->gamesBox()->setValue(400);
    QSignalSpy done(panel, &FairerCoursePanel::searchFinished);
    const QJsonObject original = window.document()->toJson();
    QVERIFY(panel->run());
    panel->cancel();
    QVERIFY(done.wait(30000));
    QVERIFY(!panel->isRunning());
    QVERIFY(panel->result().cancelled);
    QVERIFY(panel->result().best.empty());
    QCOMPARE(window.document()->toJson(), original);
    QVERIFY(!panel->apply(0));
}

// Issue 56: the verdict is said beside the table (at 20 games nothing is measurably fairer), and
// the variations of one course are gone once another is opened.
void TestFairerCoursePanel::anotherCourseForgetsTheVariations()
{
    CourseEditorWindow window;
    FairerCoursePanel *panel = open(window, QStringLiteral(":/courses/rowing-sprint-1000.json"));
    QVERIFY(panel);
    QSignalSpy done(panel, &FairerCoursePanel::searchFinished);
    QVERIFY(panel->run());
    QVERIFY(done.wait(60000));
    QVERIFY(panel->table()->columnCount() > 1);
    auto *status = panel->findChild<QLabel *>(QStringLiteral("fairerStatus"));
    QVERIFY(status);
    QVERIFY2(
        status->text().contains(QStringLiteral("No variation is measurably fairer at 20 games")),
        qPrintable(status->text()));
    QVERIFY(!panel->table()->horizontalHeaderItem(1)->text().contains(QStringLiteral("fairer")));
    QVERIFY(window.openFile(QStringLiteral(":/courses/rowing-standard.json")));
    QCOMPARE(panel->table()->columnCount(), 0);
    QCOMPARE(panel->result().original.report.gamesPlayed, 0);
    QVERIFY(panel->result().best.empty());
    QVERIFY(status->text().isEmpty());
    QVERIFY(!panel->apply(0));
}

QTEST_MAIN(TestFairerCoursePanel)
#include "tst_fairer_course_panel.moc"
