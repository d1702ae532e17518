// Development tool: the screenshots of the Course Editor Guide (docs/editor-guide.md), written as
// small PNGs (960 px wide, 256 colours) into the folder given, docs/editor-guide/ to refresh them:
//   xvfb-run -a -s "-screen 0 1600x1000x24" ./guide_screenshots docs/editor-guide [LANGUAGE]
// The editor window is 1280 × 720; dialogs keep their own size. Settings and the user's board and
// tile libraries go to scratch places, so nothing of the user's is touched or shown.
#include "Language.h"
#include "core/CourseEditorWindow.h"
#include "core/GameKitDialog.h"
#include "core/PieceDraft.h"
#include "cycling/CyclingRoadDocument.h"
#include "cycling/TileLibrary.h"
#include "cycling/TilePainterDialog.h"
#include "cycling/UserTileLibrary.h"
#include "lab/LabDialog.h"
#include "rowing/RowingCourseDocument.h"
#include "rowing/SetPaceLimit.h"
#include "salmon/BoardPainterDialog.h"
#include "salmon/BoardPainterView.h"
#include "salmon/SalmonRiverDocument.h"
#include "salmon/UserBoardLibrary.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cstdio>

using namespace cw;

namespace {

constexpr int ShotWidth = 960;

// The widget as a small PNG: scaled to ShotWidth, 256 colours.
bool save(QWidget *widget, const QDir &dir, const QString &name)
{
    QTest::qWait(250);
    QImage image = widget->grab().toImage();
    if (image.width() > ShotWidth)
        image = image.scaledToWidth(ShotWidth, Qt::SmoothTransformation);
    image = image.convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither);
    const QString path = dir.filePath(name);
    if (!image.save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

bool open(CourseEditorWindow &window, const QString &course)
{
    if (window.openFile(course))
        return true;
    std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
    QCoreApplication::setApplicationName(QStringLiteral("guide_screenshots"));
    QSettings().clear();
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: guide_screenshots DIR [LANGUAGE]\n");
        return 2;
    }
    QDir dir(args[1]);
    dir.mkpath(QStringLiteral("."));
    Language language;
    if (!language.apply(args.value(2, QStringLiteral("en")), false))
        qFatal("No translation for %s", qPrintable(args.value(2)));
    QTemporaryDir scratch;
    salmon::UserBoardLibrary::instance().setFolder(scratch.filePath(QStringLiteral("boards")));
    salmon::BoardPainterDialog::draft().setPath(scratch.filePath(QStringLiteral("draft.json")));
    cycling::UserTileLibrary::instance().setFolder(scratch.filePath(QStringLiteral("tiles")));

    CourseEditorWindow window;
    window.setQuiet(true);
    window.resize(1280, 720);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;

    // The window and a rowing split line.
    if (!open(window, QStringLiteral(":/courses/rowing-standard.json")))
        return 1;
    auto *rowing = static_cast<rowing::RowingCourseDocument *>(window.document());
    save(&window, dir, QStringLiteral("window.png"));
    rowing->selectSplitLine(1);
    save(&window, dir, QStringLiteral("rowing.png"));
    // A pace limit of 0 is an error: the Validation dock lists it, Play is disabled.
    rowing->undoStack()->push(new rowing::SetPaceLimit(rowing, 0, 0));
    rowing->selectCourse();
    save(&window, dir, QStringLiteral("validation.png"));
    rowing->undoStack()->undo();

    // The course lab after a short run of Easy boats.
    window.testCourse();
    if (LabDialog *lab = window.labDialog()) {
        lab->gamesBox()->setValue(40);
        for (int seat = 0; seat < lab->seatsBox()->value(); ++seat)
            if (QComboBox *level = lab->levelBox(seat))
                level->setCurrentIndex(0);
        lab->run();
        while (lab->isRunning())
            QTest::qWait(100);
        save(lab, dir, QStringLiteral("lab.png"));
        lab->close();
    }

    // Print Game Kit, on the course in hand.
    {
        GameKitDialog kit(QString(), window.document()->toJson(), QDir::homePath(), &window);
        kit.show();
        if (QTest::qWaitForWindowExposed(&kit))
            save(&kit, dir, QStringLiteral("kit.png"));
    }

    // A Salmon Run river, a board selected, and the Board Painter.
    if (!open(window, QStringLiteral(":/courses/salmon-beginner.json")))
        return 1;
    static_cast<salmon::SalmonRiverDocument *>(window.document())->selectBoard(2);
    save(&window, dir, QStringLiteral("salmon.png"));
    {
        auto *painter = new salmon::BoardPainterDialog(&window);
        painter->startFrom(QStringLiteral("4H"));
        painter->show();
        if (QTest::qWaitForWindowExposed(painter)) {
            painter->setTool(salmon::BoardPainterView::Tool::Arrow);
            save(painter, dir, QStringLiteral("board-painter.png"));
        }
        delete painter;
        salmon::BoardPainterDialog::draft().remove();
    }

    // Niagara's standard river.
    if (!open(window, QStringLiteral(":/courses/niagara-standard.json")))
        return 1;
    save(&window, dir, QStringLiteral("niagara.png"));

    // A Visions of Rainbows road, a curve selected, and the Tile Painter on a copy of it.
    if (!open(window, QStringLiteral(":/courses/cycling-short.json")))
        return 1;
    auto *road = static_cast<cycling::CyclingRoadDocument *>(window.document());
    road->selectTile(2);
    save(&window, dir, QStringLiteral("road.png"));
    {
        cycling::TilePainterDialog painter(cycling::TileLibrary::find(QStringLiteral("C1")),
                                           &window);
        painter.show();
        if (QTest::qWaitForWindowExposed(&painter))
            save(&painter, dir, QStringLiteral("tile-painter.png"));
    }
    return 0;
}
