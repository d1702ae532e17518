#include "CyclingKindEditor.h"

#include "UserTileLibrary.h"
#include "cycling/RoadPainter.h"
#include "cycling/TileLibrary.h"

#include <QApplication>
#include <QPainter>
#include <QPixmap>
#include <QStyle>

namespace cw::cycling {

namespace {

// A tile side as the palette shows it: the whole side, small, turned to fit the square.
QIcon sideIcon(const TileSide &side)
{
    constexpr int Size = 64;
    QPixmap pixmap(Size, Size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    RoadPainter::paintSideFitted(painter, side, QRectF(1, 1, Size - 2, Size - 2));
    return QIcon(pixmap);
}

} // namespace

QString CyclingKindEditor::terrainName(RoadTerrain terrain)
{
    switch (terrain) {
    case RoadTerrain::Flats:
        return CyclingKindEditor::tr("flats");
    case RoadTerrain::Mountain:
        return CyclingKindEditor::tr("mountain");
    case RoadTerrain::Descent:
        return CyclingKindEditor::tr("descent");
    case RoadTerrain::Sprint:
        return CyclingKindEditor::tr("sprint");
    case RoadTerrain::Cobbles:
        break;
    }
    return CyclingKindEditor::tr("cobbles");
}

namespace {

// "C3A · curve left, flats, 3 lanes".
QString sideText(const RoadTile &tile, const TileSide &side)
{
    const QString shape = !side.shape.isCurve() ? CyclingKindEditor::tr("straight")
                          : side.shape.left     ? CyclingKindEditor::tr("curve left")
                                                : CyclingKindEditor::tr("curve right");
    const RoadRow &first = side.rows.front();
    const RoadRow &last = side.rows.back();
    const QString lanes =
        first.lanes == last.lanes
            ? CyclingKindEditor::tr("%1 lanes").arg(first.lanes)
            : CyclingKindEditor::tr("%1→%2 lanes").arg(first.lanes).arg(last.lanes);
    return QStringLiteral("%1%2 · %3, %4, %5")
        .arg(tile.id, tile.sides.size() > 1 ? side.side : QString(), shape,
             CyclingKindEditor::terrainName(first.terrain), lanes);
}

} // namespace

QList<PaletteEntry> CyclingKindEditor::paletteEntries() const
{
    QList<PaletteEntry> entries;
    const QString toolTip = tr("Click to add this tile side after the selected tile, or drag it "
                               "onto a tile of the road to replace that tile.");
    for (const RoadTile &tile : TileLibrary::all())
        for (const TileSide &side : tile.sides)
            entries.append({CyclingRoadDocument::entryId(tile.id, side.side), sideText(tile, side),
                            toolTip, sideIcon(side)});
    // The user's own tiles (the tile painter's), marked as theirs.
    for (const RoadTile &tile : UserTileLibrary::instance().tiles())
        for (const TileSide &side : tile.sides)
            entries.append({CyclingRoadDocument::entryId(tile.id, side.side),
                            tr("%1 (your tile)").arg(sideText(tile, side)),
                            tr("Your tile from the tile painter. %1").arg(toolTip),
                            sideIcon(side)});
    // Each reason a file of the library was skipped: a note, not a tile.
    const QIcon warning = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const QString &problem : UserTileLibrary::instance().problems())
        entries.append({QString(), tr("Not loaded: %1").arg(problem),
                        tr("This file of your tile library cannot be read, so its tile is not "
                           "listed. The file is left as it is."),
                        warning});
    return entries;
}

} // namespace cw::cycling
