// Development tool: the screenshots of the Course Editor Guide (docs/editor-guide.md), written as
// small PNGs (960 px wide, 256 colours) into the folder given, docs/editor-guide/ to refresh them:
//   xvfb-run -a -s "-screen 0 1600x1000x24" ./guide_screenshots docs/editor-guide
//   xvfb-run -a -s "-screen 0 1600x1000x24" ./guide_screenshots docs/editor-guide/fr fr
// The editor window is 1280 × 720; dialogs keep their own size. Settings and the user's board and
// tile libraries go to scratch places, so nothing of the user's is touched or shown.
#include "Language.h"
#include "core/CourseEditorWindow.h"
#include "core/GameKitDialog.h"
#include "core/PieceDraft.h"
#include "lab/LabDock.h"
#include "lab/LabPanel.h"
#include "niagara/NiagaraCanvas.h"
#include "niagara/NiagaraCourseGeometry.h"
#include "rowing/RowingCourseDocument.h"
#include "rowing/RowingValueChanges.h"
#include "salmon/SalmonBoardPainterDialog.h"
#include "salmon/SalmonBoardPainterView.h"
#include "salmon/SalmonCourseDocument.h"
#include "salmon/SalmonUserBoardLibrary.h"
#include "visions/VisionsCourseDocument.h"
#include "visions/VisionsTileLibrary.h"
#include "visions/VisionsTilePainterDialog.h"
#include "visions/VisionsUserTileLibrary.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <vector>

using namespace cw;

namespace {

constexpr int ShotWidth = 960;

// The 256 colours the picture uses most, each counted at 5 bits a channel. Qt's own reduction
// maps to a fixed colour cube, which turned the road's cream table pink.
QList<QRgb> commonColours(const QImage &image)
{
    std::map<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            ++counts[image.pixel(x, y) & 0xfff8f8f8];
    std::vector<std::pair<int, QRgb>> byCount;
    for (const auto &[colour, count] : counts)
        byCount.emplace_back(count, colour);
    const auto kept = byCount.begin() + std::min<std::ptrdiff_t>(256, std::ssize(byCount));
    std::partial_sort(byCount.begin(), kept, byCount.end(), std::greater<>());
    QList<QRgb> table;
    for (auto it = byCount.begin(); it != kept; ++it)
        table.append(it->second | 0xff040404); // the bucket's middle
    return table;
}

// The widget as a small PNG: scaled to ShotWidth, in its 256 most used colours.
bool save(QWidget *widget, const QDir &dir, const QString &name)
{
    QTest::qWait(250);
    QImage image = widget->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (image.width() > ShotWidth)
        image = image.scaledToWidth(ShotWidth, Qt::SmoothTransformation);
    image =
        image.convertToFormat(QImage::Format_Indexed8, commonColours(image), Qt::ThresholdDither);
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
    salmon::SalmonUserBoardLibrary::instance().setFolder(
        scratch.filePath(QStringLiteral("boards")));
    salmon::SalmonBoardPainterDialog::draft().setPath(
        scratch.filePath(QStringLiteral("draft.json")));
    visions::VisionsUserTileLibrary::instance().setFolder(
        scratch.filePath(QStringLiteral("tiles")));

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
    rowing->undoStack()->push(rowing::setPaceLimit(rowing, 0, 0));
    rowing->selectCourse();
    save(&window, dir, QStringLiteral("validation.png"));
    rowing->undoStack()->undo();

    // The course lab after a short run of Easy boats.
    window.testCourse();
    if (LabPanel *lab = window.labDock() ? window.labDock()->lab() : nullptr) {
        lab->gamesBox()->setValue(40);
        for (int seat = 0; seat < lab->seatsBox()->value(); ++seat)
            if (QComboBox *level = lab->levelBox(seat))
                level->setCurrentIndex(0);
        lab->run();
        while (lab->isRunning())
            QTest::qWait(100);
        save(&window, dir, QStringLiteral("lab.png"));
        window.labDock()->close();
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
    static_cast<salmon::SalmonCourseDocument *>(window.document())->selectBoard(2);
    save(&window, dir, QStringLiteral("salmon.png"));
    {
        auto *painter = new salmon::SalmonBoardPainterDialog(&window);
        painter->startFrom(QStringLiteral("4H"));
        painter->show();
        if (QTest::qWaitForWindowExposed(painter)) {
            painter->setTool(salmon::SalmonBoardPainterView::Tool::Arrow);
            save(painter, dir, QStringLiteral("board-painter.png"));
        }
        delete painter;
        salmon::SalmonBoardPainterDialog::draft().remove();
    }

    // Niagara's standard river, its violet place carried towards space 2: the drop preview.
    if (!open(window, QStringLiteral(":/courses/niagara-standard.json")))
        return 1;
    if (auto *canvas = qobject_cast<niagara::NiagaraCanvas *>(window.canvas())) {
        const niagara::NiagaraCourseGeometry geometry = canvas->riverGeometry();
        QWidget *viewport = canvas->viewport();
        const QPoint from = canvas->mapFromScene(geometry.placeMm(niagara::Violet).center());
        const QPoint to = canvas->mapFromScene(geometry.spaceMm(1).center());
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to), viewport->mapToGlobal(QPointF(to)),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        save(&window, dir, QStringLiteral("niagara.png"));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        window.undoStack()->undo();
    }

    // A Visions of Rainbows road, a curve selected, and the Tile Painter on a copy of it.
    if (!open(window, QStringLiteral(":/courses/visions-short.json")))
        return 1;
    auto *road = static_cast<visions::VisionsCourseDocument *>(window.document());
    road->selectTile(2);
    save(&window, dir, QStringLiteral("road.png"));
    {
        visions::VisionsTilePainterDialog painter(
            visions::VisionsTileLibrary::find(QStringLiteral("C1")), &window);
        painter.show();
        if (QTest::qWaitForWindowExposed(&painter))
            save(&painter, dir, QStringLiteral("tile-painter.png"));
    }
    return 0;
}
