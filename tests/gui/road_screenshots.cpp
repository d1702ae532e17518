// Development tool, not a test: PNG screenshots of the Visions of Rainbows road editor's canvas,
// to look at. Usage: road_screenshots <output-dir> (QT_QPA_PLATFORM=offscreen works). Writes
// road-short.png, road-medium.png and road-long.png (the built-in courses: straights, curves,
// narrowings, bonus lines, the table) and road-problem.png (a tile replaced so that lanes no
// longer join, its problem clicked: the tile and row marked).
#include "cycling/CyclingCanvas.h"
#include "cycling/CyclingRoadDocument.h"
#include "cycling/RoadValidator.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QUndoStack>

#include <cstdio>

using namespace cw;
using namespace cw::cycling;

namespace {

CyclingRoad builtIn(const QString &name)
{
    QFile file(QStringLiteral(":/courses/cycling-%1.json").arg(name));
    file.open(QIODevice::ReadOnly);
    CourseProblems problems;
    return CyclingRoad::read(QJsonDocument::fromJson(file.readAll()).object(), &problems)
        .value_or(CyclingRoad{});
}

bool shoot(CyclingRoadDocument &document, const QString &path)
{
    CyclingCanvas canvas(&document);
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

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: road_screenshots <output-dir>\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    bool ok = true;
    for (const char *name : {"short", "medium", "long"}) {
        CyclingRoadDocument document(builtIn(QString::fromLatin1(name)));
        ok =
            shoot(document, out.filePath(QStringLiteral("road-%1.png").arg(QLatin1String(name)))) &&
            ok;
    }
    CyclingRoad broken = builtIn(QStringLiteral("medium"));
    CyclingRoadDocument document(broken);
    // The first straight whose other side has another lane count breaks a join.
    for (int i = 1; i + 1 < int(document.road().tiles.size()); ++i) {
        const QString other = document.otherSide(i);
        if (other.isEmpty())
            continue;
        document.flipTile(i);
        const RoadValidator validator(document.road());
        if (!validator.issues().empty()) {
            document.selectProblem(validator.issues().front().problem.path);
            break;
        }
        document.undoStack()->undo();
    }
    ok = shoot(document, out.filePath(QStringLiteral("road-problem.png"))) && ok;
    return ok ? 0 : 1;
}
