// What the lab dock's tests and screenshot tool share: settings kept apart from the user's, a
// built-in course opened in a quiet editor window of a given size, the lab dock opened on it
// through the Course menu, and a lab run or a fairer-course search played to its end.
#pragma once

#include "core/CourseEditorMenus.h"
#include "core/CourseEditorWindow.h"
#include "lab/FairerCoursePanel.h"
#include "lab/LabDock.h"
#include "lab/LabPanel.h"

#include <QAction>
#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

namespace cw::test {

// Settings under Qt's test location, emptied: the user's editor layout is neither read nor
// changed.
inline void useTestSettings(const QString &application)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
    QCoreApplication::setApplicationName(application);
    QSettings().clear();
}

// Opens `course` in `window` (quiet: errors are returned, not shown), `size` pixels, shown; false
// when the course cannot be opened or the window is not exposed.
inline bool openInEditor(CourseEditorWindow &window, const QString &course, QSize size)
{
    window.setQuiet(true);
    if (!window.openFile(course))
        return false;
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

// Course > Test This Course… or Find a Fairer Course…, as a user chooses it: the lab dock, on
// that page; nullptr when it did not come.
inline LabDock *openLab(CourseEditorWindow &window, LabDock::Page page)
{
    QAction *action =
        page == LabDock::TestPage ? window.menus()->testCourse : window.menus()->findFairer;
    action->trigger();
    LabDock *dock = window.labDock();
    if (!dock || !dock->isVisible() || dock->currentPage() != page)
        return nullptr;
    return dock;
}

// Runs the lab on `games` games (two threads) to its end; false when it did not start or end
// within `waitMs`.
inline bool runLab(LabPanel *lab, int games, int waitMs)
{
    lab->gamesBox()->setValue(games);
    lab->threadsBox()->setValue(std::min(2, lab->threadsBox()->maximum()));
    QSignalSpy done(lab, &LabPanel::runFinished);
    return lab->run() && done.wait(waitMs);
}

// Searches `candidates` variations, `games` games each finalist, to its end; false when it did
// not start or end within `waitMs`.
inline bool runSearch(FairerCoursePanel *fairer, int candidates, int games, int waitMs)
{
    fairer->candidatesBox()->setValue(candidates);
    fairer->gamesBox()->setValue(games);
    QSignalSpy done(fairer, &FairerCoursePanel::searchFinished);
    return fairer->run() && done.wait(waitMs);
}

} // namespace cw::test
