// Development tool: screenshots of Find a Fairer Course, as PNG files in the directory given on
// the command line: for the standard rowing course and the short Salmon Run river, the dialog
// after a small search (fairer-<kind>-dialog.png) and the whole screen
// (fairer-<kind>-screen.png), to see what it covers. Run under a display of the size to look at:
//   xvfb-run -a -s "-screen 0 1280x720x24" ./fairer_course_screenshots /tmp/fairer-shots
// Settings go to Qt's test location, so the user's editor layout is untouched.
#include "core/CourseEditorMenus.h"
#include "core/CourseEditorWindow.h"
#include "lab/FairerCourseDialog.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <cstdio>

using namespace cw;

namespace {

void save(const QPixmap &pixmap, const QDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    if (!pixmap.save(path))
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
    else
        std::printf("%s\n", qPrintable(path));
}

int shots(const QDir &dir, const QString &course, const QString &kind)
{
    CourseEditorWindow window;
    window.setQuiet(true);
    if (!window.openFile(course)) {
        std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
        return 1;
    }
    window.showMaximized();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    window.menus()->findFairer->trigger();
    FairerCourseDialog *dialog = window.fairerCourseDialog();
    dialog->candidatesBox()->setValue(8);
    dialog->gamesBox()->setValue(60);
    QSignalSpy done(dialog, &FairerCourseDialog::searchFinished);
    dialog->run();
    done.wait(300000);
    QTest::qWait(300);
    save(dialog->grab(), dir, QStringLiteral("fairer-%1-dialog.png").arg(kind));
    save(QGuiApplication::primaryScreen()->grabWindow(0), dir,
         QStringLiteral("fairer-%1-screen.png").arg(kind));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightScreenshots"));
    if (argc < 2) {
        std::fprintf(stderr, "usage: fairer_course_screenshots DIR\n");
        return 2;
    }
    const QDir dir(QString::fromLocal8Bit(argv[1]));
    if (!dir.mkpath(QStringLiteral(".")))
        return 1;
    return shots(dir, QStringLiteral(":/courses/rowing-standard.json"), QStringLiteral("rowing")) |
           shots(dir, QStringLiteral(":/courses/salmon-short.json"), QStringLiteral("salmon"));
}
