// Development tool: screenshots of the course lab, as PNG files in the directory given on the
// command line: for the standard rowing course, the expert Salmon Run river, the standard
// Niagara river and the short Visions of Rainbows road, the editor with the heat map on its canvas
// (lab-<kind>-canvas.png) and the lab dialog with its report (lab-<kind>-report.png), after 1,000
// Easy games. The editor fills the screen; run under a display of the size to look at:
//   xvfb-run -a -s "-screen 0 1280x720x24" ./lab_screenshots /tmp/lab-shots
// Settings go to Qt's test location, so the user's editor layout is untouched.
#include "core/CourseEditorMenus.h"
#include "core/CourseEditorWindow.h"
#include "lab/LabDialog.h"

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

void save(QWidget *widget, const QDir &dir, const QString &name)
{
    QTest::qWait(300);
    const QString path = dir.filePath(name);
    if (!widget->grab().save(path))
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
    else
        std::printf("%s\n", qPrintable(path));
}

int shots(const QDir &dir, const QString &course, const QString &kind, const QString &heat)
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
    window.menus()->testCourse->trigger();
    LabDialog *lab = window.labDialog();
    lab->gamesBox()->setValue(1000);
    QSignalSpy done(lab, &LabDialog::runFinished);
    lab->run();
    done.wait(120000);
    lab->showHeat(heat);
    save(&window, dir, QStringLiteral("lab-%1-canvas.png").arg(kind));
    save(lab, dir, QStringLiteral("lab-%1-report.png").arg(kind));
    // The whole screen: what the dialog covers, and whether it fits.
    QGuiApplication::primaryScreen()->grabWindow(0).save(
        dir.filePath(QStringLiteral("lab-%1-screen.png").arg(kind)));
    QString error;
    lab->exportHeatPng(dir.filePath(QStringLiteral("lab-%1-heat-export.png").arg(kind)), &error);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
    QCoreApplication::setApplicationName(QStringLiteral("lab_screenshots"));
    if (argc < 2) {
        std::fprintf(stderr, "usage: lab_screenshots DIR\n");
        return 2;
    }
    QDir dir(QString::fromLocal8Bit(argv[1]));
    dir.mkpath(QStringLiteral("."));
    return shots(dir, QStringLiteral(":/courses/rowing-standard.json"), QStringLiteral("rowing"),
                 QStringLiteral("splitPaid")) +
           shots(dir, QStringLiteral(":/courses/salmon-expert.json"), QStringLiteral("salmon"),
                 QStringLiteral("bearBite")) +
           shots(dir, QStringLiteral(":/courses/niagara-standard.json"), QStringLiteral("niagara"),
                 QStringLiteral("gemTaken")) +
           shots(dir, QStringLiteral(":/courses/cycling-short.json"), QStringLiteral("visions"),
                 QStringLiteral("fatigueT"));
}
