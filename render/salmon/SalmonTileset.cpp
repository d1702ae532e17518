#include "SalmonTileset.h"

#include "SalmonCoursePainter.h"
#include "core/AtomicFile.h"
#include "core/WriterName.h"
#include "salmon/SalmonCourseValidator.h"
#include "salmon/SalmonTmxWriter.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QPainter>

namespace cw::salmon {

namespace {

bool save(const QString &path, const QByteArray &data, QString *error)
{
    QString reason;
    if (!AtomicFile::write(path, data, &reason)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, reason);
        return false;
    }
    return true;
}

} // namespace

QImage SalmonTileset::paint()
{
    using namespace RiverTiles;
    QImage image(Columns * TileWidth, Rows * TileHeight, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int index = 0; index < Count; ++index) {
        const QRectF tile((index % Columns) * TileWidth, (index / Columns) * TileHeight, TileWidth,
                          TileHeight);
        const QPointF centre = tile.center();
        const double hexMm = TileHeight; // one unit a pixel: the hex fills the tile
        const HexCell cell = tileCell(index);
        switch (tileLayer(index)) {
        case Layer::River:
            SalmonCoursePainter::paintTerrain(painter, cell.terrain, centre, hexMm);
            if (cell.spawn)
                SalmonCoursePainter::paintSpawnMark(painter, centre, hexMm);
            if (cell.start)
                SalmonCoursePainter::paintStartMark(painter, centre, hexMm);
            break;
        case Layer::Symbols: {
            const double size = hexMm * 0.46;
            SalmonCoursePainter::paintSymbol(
                painter, cell.symbol,
                QRectF(centre - QPointF(size / 2, size / 2), QSizeF(size, size)));
            break;
        }
        case Layer::Currents:
            for (int i = 0; i < cell.arrowCount(); ++i)
                SalmonCoursePainter::paintArrow(painter, centre, hexMm, cell.arrow(i),
                                                cell.arrowCount() == 2 ? i + 1 : 0);
            break;
        }
    }
    painter.end();
    return image;
}

QString SalmonTileset::imagePathFor(const QString &tmxPath)
{
    const QFileInfo info(tmxPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-tiles.png"));
}

bool exportRiverTmx(const SalmonCourse &river, const QString &tmxPath, QString *error,
                    const print::ExportTarget &target)
{
    if (river.boards.empty()) { // refused as printing refuses it (SalmonPrintPieces)
        if (error)
            *error =
                QStringLiteral("%1: %2").arg(tmxPath, SalmonCourseValidator::noBoards().text());
        return false;
    }
    const QString imagePath = SalmonTileset::imagePathFor(tmxPath);
    for (const QString &path : {tmxPath, imagePath}) { // both, before either is written
        QString reason;
        if (!target.mayWriteFile(path, &reason)) {
            if (error)
                *error = reason;
            return false;
        }
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QImage tileset = SalmonTileset::paint();
    tileset.setText(QStringLiteral("Software"), writerName()); // print::ExportMarks
    if (!tileset.save(&buffer, "PNG")) {
        if (error)
            *error =
                QStringLiteral("%1: %2").arg(imagePath, SalmonTileset::tr("cannot encode PNG"));
        return false;
    }
    if (!save(imagePath, png, error))
        return false;
    const QByteArray tmx =
        SalmonTmxWriter::write(SalmonCourseMap(river), river.name, QFileInfo(imagePath).fileName());
    return save(tmxPath, tmx, error);
}

QString SalmonTileset::describeTmx()
{
    return tr("a Tiled map of a Salmon Run river, with its tileset image OUT's name + -tiles.png");
}

bool exportRiverTmxCourse(const QJsonObject &course, const QString &tmxPath,
                          const print::ExportTarget &target, QStringList *written,
                          CourseProblems *problems, QString *error)
{
    const std::optional<SalmonCourse> river = SalmonCourse::read(course, problems);
    if (river && river->boards.empty()) { // refused as printing refuses it, named by its field
        problems->append(SalmonCourseValidator::noBoards());
        return false;
    }
    if (!river || !exportRiverTmx(*river, tmxPath, error, target))
        return false;
    written->append({tmxPath, SalmonTileset::imagePathFor(tmxPath)});
    return true;
}

} // namespace cw::salmon
