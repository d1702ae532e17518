// From the course editor to a race: Course > Course Editor opens the editor, Play This Course
// starts New Game on the course being edited, and a course with errors cannot be started (the
// New Game dialog says why).
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "core/CourseEditorWindow.h"
#include "rowing/RowingCourse.h"
#include "session/GameSession.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace cw;
using namespace cw::rowing;

namespace {

RowingCourse pond()
{
    RowingCourse course = RowingCourse::standard();
    course.name = QStringLiteral("Pond");
    course.setLanes(4);
    course.spaces = 40;
    course.splitLines = {{300, 5}};
    return course;
}

} // namespace

class TestPlayCourse : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_play_course"));
        QSettings().clear();
    }

    void courseMenuOpensTheEditor()
    {
        MainWindow window(&m_language);
        window.setQuiet(true);
        auto *menu = window.findChild<QMenu *>(QStringLiteral("courseMenu"));
        QVERIFY(menu);
        auto *open = window.findChild<QAction *>(QStringLiteral("courseEditor"));
        QVERIFY(open);
        QVERIFY(menu->actions().contains(open));
        open->trigger();
        CourseEditorWindow *editor = window.courseEditor();
        QVERIFY(editor->isVisible());
        QVERIFY(editor->isWindow());
        // One editor: asking again raises the same window.
        open->trigger();
        QCOMPARE(window.courseEditor(), editor);
    }

    void editTheCourseOfThisGame()
    {
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY(window.startDefaultGame(3));
        auto *edit = window.findChild<QAction *>(QStringLiteral("editCurrentCourse"));
        QVERIFY(edit->isEnabled()); // the built-in standard course
        edit->trigger();
        CourseEditorWindow *editor = window.courseEditor();
        QCOMPARE(editor->filePath(), QStringLiteral(":/courses/rowing-standard.json"));
        QVERIFY(editor->isReadOnly());
    }

    void playThisCourseStartsARaceOnIt()
    {
        MainWindow window(&m_language);
        window.setQuiet(true);
        CourseEditorWindow *editor = window.courseEditor();
        // The editor's signal, as Play This Course emits it, reaches the main window.
        emit editor->playRequested(pond().toJson(), QString());
        QVERIFY(window.session()->hasGame());
        const GameSetup &setup = window.session()->record().setup;
        QCOMPARE(setup.course, pond().toJson());
        QCOMPARE(setup.seats.size(), 4); // one boat per lane
    }

    void aCourseWithErrorsCannotBeStarted()
    {
        RowingCourse broken = pond();
        broken.splitLines.push_back({900, 0});
        NewGameDialog dialog;
        dialog.setCourse(broken.toJson(), QStringLiteral("/tmp/pond.json"));
        QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        QCOMPARE(dialog.problem(),
                 QStringLiteral("This course cannot be raced:\n"
                                "pond.json: splitLines[1].metres: 900 m is outside the course (1 "
                                "to 800 m)\n"
                                "pond.json: splitLines[1].paceLimit: must be at least 1, found 0"));
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("problem"))->text(), dialog.problem());

        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY(!window.playCourse(broken.toJson(), QString()));
        QVERIFY(!window.session()->hasGame());
    }

    // More boats than the course has lanes: the course's seat rule, named as the course names it.
    void seatsBeyondTheLanesAreRefused()
    {
        NewGameDialog dialog;
        dialog.setCourse(pond().toJson(), QString());
        QVERIFY(dialog.problem().isEmpty());
        dialog.setSeatCount(5);
        QCOMPARE(dialog.problem(),
                 QStringLiteral("This course cannot be raced:\nthe course being edited: lanes: 4 "
                                "lanes cannot hold the 5 boats chosen for the game"));
    }

private:
    Language m_language;
};

QTEST_MAIN(TestPlayCourse)
#include "tst_play_course.moc"
