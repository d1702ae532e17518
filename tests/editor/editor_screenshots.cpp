// Development tool: screenshots of the course editor on the built-in standard rowing course, as
// PNG files in the directory given on the command line: a split line selected (whole window), a
// lane selected, the course properties with a problem in the Validation dock, and the canvas
// zoomed in. Optional second argument: the window size (default 1400x860). Run under a display:
//   xvfb-run -a -s "-screen 0 1600x1000x24" ./editor_screenshots /tmp/editor-shots
// Settings go to Qt's test location, so the user's editor layout is untouched.
// With --salmon [RIVER.json] (anywhere after DIR), a Salmon Run river instead (default the
// built-in beginner river): a board selected, a problem marked, the board painter, the canvas
// zoomed in. With --courses, every built-in course opened one after the other in the same window
// (open-<course>.png), as a designer browsing the library would, and the canvas size of each.
// With --niagara, the standard Niagara river (a place selected), a custom river with an error in
// the Validation dock, the river's print layout as the New Game preview shows it, and its printed
// pages and a paddle-card sheet as PNG (the print export). With --screens, every editor screen a
// designer meets, in the app's own style (editor_screens.cpp). With --style, the other modes use
// the app's style too. With --text-size PERCENT, at that View > Text Size (150: issue 54).
#include "AppStyle.h"
#include "CoursePreview.h"
#include "Language.h"
#include "TextSize.h"
#include "core/CourseCanvas.h"
#include "core/CourseEditorWindow.h"
#include "core/PieceDraft.h"
#include "editor_screens.h"
#include "niagara/NiagaraCardSheets.h"
#include "niagara/NiagaraCourseDocument.h"
#include "niagara/NiagaraPrintPieces.h"
#include "niagara/NiagaraSetRiverShape.h"
#include "niagara/NiagaraValueChanges.h"
#include "print/PrintExport.h"
#include "rowing/RowingCanvas.h"
#include "rowing/RowingCanvasLayout.h"
#include "rowing/RowingCourseDocument.h"
#include "rowing/RowingCourseGeometry.h"
#include "rowing/RowingValueChanges.h"
#include "salmon/SalmonBoardPainterDialog.h"
#include "salmon/SalmonBoardPainterView.h"
#include "salmon/SalmonCanvas.h"
#include "salmon/SalmonCourseDocument.h"
#include "salmon/SalmonReplaceCourse.h"
#include "salmon/SalmonUserBoardLibrary.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <cstdio>

using namespace cw;

namespace {

void save(QWidget *widget, const QDir &dir, const QString &name)
{
    QTest::qWait(200);
    const QString path = dir.filePath(name);
    if (!widget->grab().save(path))
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
    else
        std::printf("%s\n", qPrintable(path));
}

// The Salmon Run shots (see the header).
int salmonShots(CourseEditorWindow &window, const QDir &dir, const QString &river)
{
    using namespace cw::salmon;
    SalmonUserBoardLibrary::instance().setFolder(dir.filePath(QStringLiteral("boards")));
    SalmonBoardPainterDialog::draft().setPath(
        dir.filePath(QStringLiteral("board-painter-draft.json")));
    if (!window.openFile(river)) {
        std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
        return 1;
    }
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    auto *document = static_cast<SalmonCourseDocument *>(window.document());
    document->selectBoard(1);
    save(&window, dir, QStringLiteral("salmon-board.png"));
    std::printf("canvas %dx%d at fit: %.3f px/mm, a hex %.1f px across\n",
                window.canvas()->viewport()->width(), window.canvas()->viewport()->height(),
                window.canvas()->zoom(), window.canvas()->zoom() * document->river().print.hexMm);

    // A rock where a current of the second board flows: the rules complain at that hex.
    SalmonCourse broken = document->river();
    SalmonRiverBoard board = *broken.findBoard(broken.boards[1].board);
    board.id = QStringLiteral("Broken");
    board.sheet = board.id;
    for (int i = 0; i < int(board.cells.size()); ++i) {
        const Hex hex{i % board.columns, i / board.columns};
        const HexCell &cell = board.cell(hex);
        const Hex into = cell.arrowCount() > 0 ? neighbour(hex, cell.arrow(0)) : hex;
        if (cell.isWater() && board.inside(into) && !(into == hex) && board.cell(into).isWater()) {
            board.cell(into) = HexCell();
            board.cell(into).terrain = Terrain::Rock;
            break;
        }
    }
    broken.customBoards.push_back(board);
    broken.boards[1].board = board.id;
    document->undoStack()->push(new SalmonReplaceCourse(document, broken, QStringLiteral("Break")));
    document->selectRiver();
    save(&window, dir, QStringLiteral("salmon-problem.png"));
    std::printf("%d problems\n", int(window.problems().size()));
    document->undoStack()->undo();

    auto *painter = new SalmonBoardPainterDialog(&window);
    painter->startFrom(QStringLiteral("4H"));
    painter->show();
    if (!QTest::qWaitForWindowExposed(painter))
        return 1;
    painter->setTool(SalmonBoardPainterView::Tool::Arrow);
    painter->view()->apply({3, 3});
    save(painter, dir, QStringLiteral("salmon-painter.png"));
    // Gone without saving (as when the editor closes), then opened again: on the draft.
    delete painter;
    painter = new SalmonBoardPainterDialog(&window);
    painter->show();
    if (!QTest::qWaitForWindowExposed(painter))
        return 1;
    save(painter, dir, QStringLiteral("salmon-painter-reopened.png"));
    delete painter;
    SalmonBoardPainterDialog::draft().remove();

    document->selectBoard(2);
    for (int i = 0; i < 4; ++i)
        window.canvas()->zoomIn();
    const Hex origin = document->map().boardOrigins()[2];
    window.canvas()->centerOn(
        static_cast<SalmonCanvas *>(window.canvas())->sceneCentre(origin.col + 3, origin.row + 3));
    save(window.canvas(), dir, QStringLiteral("salmon-canvas-zoomed.png"));
    return 0;
}

// The Niagara shots (see the header).
int niagaraShots(CourseEditorWindow &window, const QDir &dir)
{
    using namespace cw::niagara;
    if (!window.openFile(QStringLiteral(":/courses/niagara-standard.json"))) {
        std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
        return 1;
    }
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    auto *document = static_cast<NiagaraCourseDocument *>(window.document());
    document->setSelection({NiagaraCourseDocument::placeElement(), Blue});
    save(&window, dir, QStringLiteral("niagara-standard.png"));
    std::printf("canvas %dx%d at fit: %.3f px/mm\n", window.canvas()->viewport()->width(),
                window.canvas()->viewport()->height(), window.canvas()->zoom());

    // A custom river: a longer main channel and Left arm, and space 3 taken from the violet
    // place, which then touches no space (an error).
    window.newDefaultCourse(QStringLiteral("niagara-river"));
    document = static_cast<NiagaraCourseDocument *>(window.document());
    document->undoStack()->push(new NiagaraSetRiverShape(document, 6, 3, 2));
    document->undoStack()->push(niagara::setSpacePlace(document, QStringLiteral("L9"), Red));
    document->undoStack()->push(niagara::setSpacePlace(document, QStringLiteral("3"), -1));
    document->setSelection({NiagaraCourseDocument::spaceElement(), 2});
    save(&window, dir, QStringLiteral("niagara-custom-error.png"));
    std::printf("%d problems\n", int(window.problems().size()));

    CoursePreview preview;
    preview.setCourse(document->toJson());
    preview.resize(window.size());
    preview.show();
    if (!QTest::qWaitForWindowExposed(&preview))
        return 1;
    save(&preview, dir, QStringLiteral("niagara-print-preview.png"));

    QString error;
    const NiagaraCourse &river = document->course();
    if (!print::PrintExport::write(
            NiagaraPrintPieces::layout(river), river.page, print::ExportFormat::Png,
            dir.filePath(QStringLiteral("niagara-print.png")), nullptr, &error) ||
        !print::PrintExport::write(NiagaraCardSheets::layout(PageSpec{Paper::A4, false}),
                                   PageSpec{Paper::A4, false}, print::ExportFormat::Png,
                                   dir.filePath(QStringLiteral("niagara-cards.png")), nullptr,
                                   &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    return 0;
}

// Every built-in course, opened in turn in one window (see the header).
int courseShots(CourseEditorWindow &window, const QDir &dir)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    const QDir courses(QStringLiteral(":/courses"));
    for (const QString &name : courses.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        if (!window.openFile(courses.filePath(name))) {
            std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
            return 1;
        }
        save(&window, dir, QStringLiteral("open-%1.png").arg(QFileInfo(name).baseName()));
        std::printf("%s: canvas %dx%d in a %dx%d window\n", qPrintable(name),
                    window.canvas()->width(), window.canvas()->height(), window.width(),
                    window.height());
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
    QCoreApplication::setApplicationName(QStringLiteral("editor_screenshots"));
    QSettings().clear();
    QStringList args = app.arguments();
    const bool courses = args.removeAll(QStringLiteral("--courses")) > 0;
    const bool niagara = args.removeAll(QStringLiteral("--niagara")) > 0;
    const bool screens = args.removeAll(QStringLiteral("--screens")) > 0;
    if (args.removeAll(QStringLiteral("--style")) > 0 || screens)
        applyAppStyle(app);
    const int textSizeAt = int(args.indexOf(QStringLiteral("--text-size")));
    if (textSizeAt > 0) {
        textSize::apply(args.value(textSizeAt + 1).toInt());
        args.remove(textSizeAt, 2);
    }
    const int salmon = int(args.indexOf(QStringLiteral("--salmon")));
    QString river;
    if (salmon > 0) {
        river = args.value(salmon + 1).endsWith(QLatin1String(".json"))
                    ? args.takeAt(salmon + 1)
                    : QStringLiteral(":/courses/salmon-beginner.json");
        args.removeAt(salmon);
    }
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: editor_screenshots DIR [WIDTHxHEIGHT [LANGUAGE]] [--salmon "
                             "[RIVER] | --courses | --niagara | --screens] [--style]\n");
        return 2;
    }
    QDir dir(args[1]);
    dir.mkpath(QStringLiteral("."));
    QSize size(1400, 860);
    if (args.size() > 2) {
        const QStringList parts = args[2].split(QLatin1Char('x'));
        if (parts.size() == 2)
            size = QSize(parts[0].toInt(), parts[1].toInt());
    }
    cw::Language language;
    if (!language.apply(args.value(3, QStringLiteral("en")), false))
        qFatal("No translation for %s", qPrintable(args.value(3)));

    CourseEditorWindow window;
    window.setQuiet(true);
    window.resize(size);
    if (courses)
        return courseShots(window, dir);
    if (niagara)
        return niagaraShots(window, dir);
    if (screens)
        return editorScreens(window, dir);
    if (!river.isEmpty())
        return salmonShots(window, dir, river);
    if (!window.openFile(QStringLiteral(":/courses/rowing-standard.json"))) {
        std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
        return 1;
    }
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    auto *document = static_cast<rowing::RowingCourseDocument *>(window.document());
    document->selectSplitLine(1);
    save(&window, dir, QStringLiteral("editor-split-line.png"));
    std::printf("canvas %dx%d at fit: %.3f px/mm, lanes %.1f px tall, %d rows\n",
                window.canvas()->viewport()->width(), window.canvas()->viewport()->height(),
                window.canvas()->zoom(), window.canvas()->zoom() * document->course().print.laneMm,
                static_cast<rowing::RowingCanvas *>(window.canvas())->courseLayout().rowCount());

    document->selectLane(2);
    save(&window, dir, QStringLiteral("editor-lane.png"));

    // A pace limit of 0 is an error: the Validation dock lists it, Play is disabled.
    document->undoStack()->push(rowing::setPaceLimit(document, 0, 0));
    document->selectCourse();
    save(&window, dir, QStringLiteral("editor-course-error.png"));

    document->undoStack()->undo();
    document->selectSplitLine(3);
    for (int i = 0; i < 6; ++i)
        window.canvas()->zoomIn();
    const rowing::RowingCourseGeometry geometry(document->course());
    const auto *canvas = static_cast<rowing::RowingCanvas *>(window.canvas());
    window.canvas()->centerOn(canvas->courseLayout().toScene(QPointF(
        geometry.xOfMetres(document->course().splitLines[3].metres), geometry.width() / 2)));
    save(window.canvas(), dir, QStringLiteral("editor-canvas-zoomed.png"));
    return 0;
}
