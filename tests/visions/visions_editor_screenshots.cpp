// Development tool, not a test: PNG screenshots of the Visions of Rainbows road editor's canvas,
// to look at. Usage: visions_editor_screenshots <output-dir> (QT_QPA_PLATFORM=offscreen works).
// Writes road-short.png, road-medium.png and road-long.png (the built-in courses: straights,
// curves, narrowings, bonus lines, the table) and road-problem.png (a tile replaced so that lanes
// no longer join, its problem clicked: the tile and row marked), and road-editor.png: the whole
// editor window (palette, canvas, Properties, problems) on that road; tile-painter.png: the tile
// painter on a right curve with a narrowing, a mountain row and outside pseudo-spaces, and
// tile-painter-problem.png: the same curve made too tight (the live check's message).
#include "VisionsCourseTestSupport.h"
#include "core/CourseEditorWindow.h"
#include "visions/VisionsCanvas.h"
#include "visions/VisionsCourseDocument.h"
#include "visions/VisionsCourseValidator.h"
#include "visions/VisionsTilePainterDialog.h"
#include "visions/VisionsTilePainterDocument.h"

#include <QApplication>
#include <QDir>
#include <QUndoStack>

#include <cstdio>

using namespace cw;
using namespace cw::visions;

namespace {

bool shoot(VisionsCourseDocument &document, const QString &path)
{
    VisionsCanvas canvas(&document);
    canvas.resize(1400, 900);
    canvas.show();
    QApplication::processEvents();
    canvas.fitToWindow();
    QApplication::processEvents();
    const bool saved = canvas.grab().save(path);
    std::printf("%s %s (%d problems marked)\n", saved ? "wrote" : "could not write",
                qPrintable(path), canvas.problemCount());
    return saved;
}

// Flips the first straight whose other side has another lane count, breaking a join, and
// selects the first problem as a click in the Problems list does.
void breakAJoin(VisionsCourseDocument &document)
{
    for (int i = 1; i + 1 < int(document.road().tiles.size()); ++i) {
        if (document.otherSide(i).isEmpty())
            continue;
        document.flipTile(i);
        const VisionsCourseValidator validator(document.road());
        if (!validator.issues().empty()) {
            document.selectProblem(validator.issues().front().problem.path);
            return;
        }
        document.undoStack()->undo();
    }
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: visions_editor_screenshots <output-dir>\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    bool ok = true;
    for (const char *name : {"short", "medium", "long"}) {
        VisionsCourseDocument document(builtInRoad(QString::fromLatin1(name)));
        ok =
            shoot(document, out.filePath(QStringLiteral("road-%1.png").arg(QLatin1String(name)))) &&
            ok;
    }
    CourseEditorWindow window;
    window.setQuiet(true);
    window.resize(1600, 1000);
    if (!window.openFile(QStringLiteral(":/courses/visions-medium.json")))
        return 1;
    auto &document = *static_cast<VisionsCourseDocument *>(window.document());
    breakAJoin(document);
    ok = shoot(document, out.filePath(QStringLiteral("road-problem.png"))) && ok;
    window.show();
    QApplication::processEvents();
    window.canvas()->fitToWindow();
    QApplication::processEvents();
    const QString editor = out.filePath(QStringLiteral("road-editor.png"));
    const bool saved = window.grab().save(editor);
    std::printf("%s %s\n", saved ? "wrote" : "could not write", qPrintable(editor));
    VisionsTilePainterDialog painter;
    TileSide side = painter.document()->side();
    side.shape = TileShape{TileShape::Kind::Curve, false, 4};
    side.rows[3].lanes = 2;
    side.rows[3].pseudo = {2, 1};
    side.rows[4].lanes = 2;
    side.rows[4].pseudo = {2, 1};
    side.rows[5].terrain = RoadTerrain::Mountain;
    side.rows[0].pseudo = {2, 1, 1};
    painter.document()->changeSide(side, QStringLiteral("screenshot"));
    painter.show();
    QApplication::processEvents();
    const QString painterPath = out.filePath(QStringLiteral("tile-painter.png"));
    const bool painted = painter.grab().save(painterPath);
    side.shape.radius = 1.5;
    painter.document()->changeSide(side, QStringLiteral("screenshot"));
    QApplication::processEvents();
    const QString problemPath = out.filePath(QStringLiteral("tile-painter-problem.png"));
    const bool problem = painter.grab().save(problemPath);
    std::printf("%s %s, %s\n", painted && problem ? "wrote" : "could not write",
                qPrintable(painterPath), qPrintable(problemPath));
    return ok && saved && painted && problem ? 0 : 1;
}
