#pragma once

#include "print/ExportTarget.h"
#include "salmon/SalmonCourse.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

namespace cw::salmon {

// The Tiled export of a river: the tileset image, painted with SalmonCoursePainter's cell drawing
// so the tiles look like the printed river, and the map (SalmonTmxWriter).
class SalmonTileset {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonTileset)

public:
    // Every tile of RiverTiles, in a Columns × Rows grid; symbols and arrows on transparency.
    static QImage paint();
    // The tileset image's file name next to `tmxPath`: "<stem>-tiles.png".
    static QString imagePathFor(const QString &tmxPath);
    // The Tiled export as `coursewright-cli export --help` lists it, translated.
    static QString describeTmx();
};

// Writes `river` to `tmxPath` and its tileset image next to it (SalmonTileset::imagePathFor),
// each through QSaveFile, where `target` allows both (ExportTarget::mayWriteFile: never the
// input, never a file another program wrote). Returns false with "<file>: <reason>" in *error
// when a file cannot be written.
bool exportRiverTmx(const SalmonCourse &river, const QString &tmxPath, QString *error,
                    const print::ExportTarget &target = print::ExportTarget());
// The same for a "salmon-river" course object (print::CourseExportFormat): the river's reading
// problems are appended to *problems; the TMX and the tileset image to *written.
bool exportRiverTmxCourse(const QJsonObject &course, const QString &tmxPath,
                          const print::ExportTarget &target, QStringList *written,
                          CourseProblems *problems, QString *error);

} // namespace cw::salmon
