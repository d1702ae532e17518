// Development tool: screenshots of the course lab's dock in the editor, as PNG files in the
// directory given on the command line, in the language given after it (en by default). For the
// standard rowing course, the expert Salmon Run river, the standard Niagara river and the short
// Visions of Rainbows road, at 800 × 600, 1280 × 720 and 1920 × 1080: the editor with Test This
// Course's report and its heat map on the canvas (lab-<kind>-<width>.png), then with Find a Fairer
// Course's candidates after a small search (fairer-<kind>-<width>.png), the window opened at
// each size. Run under a display at least 1920 × 1080:
//   xvfb-run -a -s "-screen 0 1920x1080x24" ./lab_dock_screenshots /tmp/lab-shots fr
// Settings go to Qt's test location, so the user's editor layout is untouched.
#include "LabDockSupport.h"
#include "Language.h"

#include <QApplication>
#include <QDir>

#include <cstdio>

using namespace cw;

namespace {

const QSize Sizes[] = {{800, 600}, {1280, 720}, {1920, 1080}};

struct Shot {
    const char *course;
    const char *kind;
    const char *heat; // the rule whose heat map is shown
    int games;        // lab games: enough for a report, few enough for a quick tool
};

const Shot Shots[] = {
    {":/courses/rowing-standard.json", "rowing", "splitPaid", 400},
    {":/courses/salmon-expert.json", "salmon", "bearBite", 400},
    {":/courses/niagara-standard.json", "niagara", "gemTaken", 100},
    {":/courses/visions-short.json", "visions", "fatigueT", 40},
};

void save(CourseEditorWindow &window, const QDir &dir, const QString &name)
{
    QTest::qWait(300);
    const QString path = dir.filePath(name);
    if (!window.grab().save(path))
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
    else
        std::printf("%s\n", qPrintable(path));
}

// Both pages at `size`, the window opened at that size as a user would.
int shots(const QDir &dir, const Shot &shot, const QSize &size)
{
    CourseEditorWindow window;
    if (!test::openInEditor(window, QString::fromLatin1(shot.course), size)) {
        std::fprintf(stderr, "%s: %s\n", shot.course, qPrintable(window.lastError()));
        return 1;
    }
    const QString kind = QLatin1String(shot.kind);
    LabDock *dock = test::openLab(window, LabDock::TestPage);
    if (!dock || !test::runLab(dock->lab(), shot.games, 300000))
        return 1;
    dock->lab()->showHeat(QString::fromLatin1(shot.heat));
    save(window, dir, QStringLiteral("lab-%1-%2.png").arg(kind).arg(size.width()));
    dock->showPage(LabDock::FairerPage);
    if (!test::runSearch(dock->fairer(), 6, 40, 600000))
        return 1;
    save(window, dir, QStringLiteral("fairer-%1-%2.png").arg(kind).arg(size.width()));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    test::useTestSettings(QStringLiteral("lab_dock_screenshots"));
    if (argc < 2) {
        std::fprintf(stderr, "usage: lab_dock_screenshots DIR [LANGUAGE]\n");
        return 2;
    }
    const QDir dir(QString::fromLocal8Bit(argv[1]));
    if (!dir.mkpath(QStringLiteral(".")))
        return 1;
    Language language;
    const QString code = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("en");
    if (!language.apply(code, false)) {
        std::fprintf(stderr, "no translation for %s\n", qPrintable(code));
        return 2;
    }
    int failed = 0;
    for (const Shot &shot : Shots)
        for (const QSize &size : Sizes)
            failed += shots(dir, shot, size);
    return failed;
}
