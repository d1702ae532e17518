#include "VisionsKindEditor.h"

#include "VisionsPaletteDrop.h"
#include "VisionsUserTileLibrary.h"
#include "visions/VisionsBonusLinePlaces.h"
#include "visions/VisionsCoursePainter.h"
#include "visions/VisionsTileLibrary.h"

#include <QApplication>
#include <QPainter>
#include <QPixmap>
#include <QStyle>

#include <algorithm>

namespace cw::visions {

namespace {

// A tile side as the palette shows it: the whole side, small, turned to fit the square.
QIcon sideIcon(const TileSide &side)
{
    constexpr int Size = 64;
    QPixmap pixmap(Size, Size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    VisionsCoursePainter::paintSideFitted(painter, side, QRectF(1, 1, Size - 2, Size - 2));
    return QIcon(pixmap);
}

} // namespace

QString VisionsKindEditor::terrainName(RoadTerrain terrain)
{
    switch (terrain) {
    case RoadTerrain::Flats:
        return VisionsKindEditor::tr("flats");
    case RoadTerrain::Mountain:
        return VisionsKindEditor::tr("mountain");
    case RoadTerrain::Descent:
        return VisionsKindEditor::tr("descent");
    case RoadTerrain::Sprint:
        return VisionsKindEditor::tr("sprint");
    case RoadTerrain::Cobbles:
        break;
    }
    return VisionsKindEditor::tr("cobbles");
}

namespace {

QString shapeName(const TileSide &side)
{
    return !side.shape.isCurve() ? VisionsKindEditor::tr("straight")
           : side.shape.left     ? VisionsKindEditor::tr("curve left")
                                 : VisionsKindEditor::tr("curve right");
}

// "C3A": the side as the road names it; a painted tile by its name.
QString sideName(const VisionsTile &tile, const TileSide &side)
{
    if (!tile.name.isEmpty())
        return tile.name;
    return tile.id + (tile.sides.size() > 1 ? side.side : QString());
}

// "C3A · curve left, flats, 3 lanes".
QString sideText(const VisionsTile &tile, const TileSide &side)
{
    const RoadRow &first = side.rows.front();
    const RoadRow &last = side.rows.back();
    const QString lanes =
        first.lanes == last.lanes
            ? VisionsKindEditor::tr("%1 lanes").arg(first.lanes)
            : VisionsKindEditor::tr("%1→%2 lanes").arg(first.lanes).arg(last.lanes);
    return QStringLiteral("%1 · %2, %3, %4")
        .arg(sideName(tile, side), shapeName(side), VisionsKindEditor::terrainName(first.terrain),
             lanes);
}

// The filters a side belongs to: its shape (or Start and finish), each of its terrains.
QStringList sideGroups(const VisionsTile &tile, const TileSide &side)
{
    QStringList groups;
    if (tile.role != TileRole::Road)
        groups.append(VisionsKindEditor::tr("Start and finish"));
    else
        groups.append(side.shape.isCurve() ? VisionsKindEditor::tr("Curves")
                                           : VisionsKindEditor::tr("Straights"));
    for (int t = 0; t < RoadTerrainCount; ++t)
        if (std::any_of(side.rows.begin(), side.rows.end(),
                        [t](const RoadRow &row) { return int(row.terrain) == t; }))
            groups.append(VisionsKindEditor::tr("Terrain: %1")
                              .arg(VisionsKindEditor::terrainName(RoadTerrain(t))));
    return groups;
}

PaletteEntry sideEntry(const VisionsTile &tile, const TileSide &side, const QString &toolTip,
                       QStringList groups)
{
    groups.append(sideGroups(tile, side));
    return {VisionsPaletteDrop::tileEntryId(tile.id, side.side),
            QStringLiteral("%1\n%2").arg(sideName(tile, side), shapeName(side)),
            QStringLiteral("%1\n%2").arg(sideText(tile, side), toolTip), sideIcon(side), groups};
}

// A bonus line as the road shows it: across a short straight of its terrain, painted by
// VisionsCoursePainter like the road on the canvas.
QIcon bonusLineIcon(BonusLine::Type type)
{
    VisionsTile tile;
    tile.id = QStringLiteral("icon");
    TileSide side;
    side.side = QStringLiteral("A");
    RoadRow row;
    row.terrain = VisionsBonusLinePlaces::terrainOf(type);
    side.rows.assign(3, row);
    tile.sides.push_back(side);
    VisionsCourse road;
    road.customTiles.push_back(tile);
    road.tiles.push_back({tile.id, side.side});
    road.bonusLines.push_back({type, 0, 2});
    VisionsCoursePainter::Options options;
    options.tileLabels = false;
    const VisionsCoursePainter roadPainter(road, options);
    constexpr int Size = 64;
    QPixmap pixmap(Size, Size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF bounds = roadPainter.boundsMm();
    const QRectF target(2, 2, Size - 4, Size - 4);
    const double scale =
        std::min(target.width() / bounds.width(), target.height() / bounds.height());
    painter.translate(target.center());
    painter.scale(scale, scale);
    painter.translate(-bounds.center());
    roadPainter.paint(painter);
    return QIcon(pixmap);
}

} // namespace

QList<PaletteEntry> VisionsKindEditor::paletteEntries() const
{
    QList<PaletteEntry> entries;
    const QString lines = tr("Bonus lines");
    entries.append({VisionsPaletteDrop::bonusEntryId(BonusLine::Type::Sprint),
                    tr("Sprint line"),
                    tr("A sprint line: the first rider across it gains 2 seconds. It lies between "
                       "two rows of sprint terrain, one bonus line to a tile, five at most, never "
                       "on the Start or the Finish.\nClick to add one where it fits, or drag it "
                       "onto a tile."),
                    bonusLineIcon(BonusLine::Type::Sprint),
                    {lines}});
    entries.append({VisionsPaletteDrop::bonusEntryId(BonusLine::Type::Mountain),
                    tr("Monarch of the Mountain line"),
                    tr("A Monarch of the Mountain line: the first rider across it gains 2 "
                       "seconds. It lies between two rows of mountain terrain, one bonus line to a "
                       "tile, five at most, never on the Start or the Finish.\nClick to add one "
                       "where it fits, or drag it onto a tile."),
                    bonusLineIcon(BonusLine::Type::Mountain),
                    {lines}});
    const QString toolTip = tr("Click to add this tile side after the selected tile, or drop it "
                               "on a tile of the road to insert it after that tile (hold Shift "
                               "to replace the tile).");
    for (const VisionsTile &tile : VisionsTileLibrary::all())
        for (const TileSide &side : tile.sides)
            entries.append(sideEntry(tile, side, toolTip, {}));
    // The user's own tiles (the tile painter's), marked as theirs.
    for (const VisionsTile &tile : VisionsUserTileLibrary::instance().tiles())
        for (const TileSide &side : tile.sides)
            entries.append(sideEntry(tile, side,
                                     tr("Your tile from the tile painter. %1").arg(toolTip),
                                     {tr("Your tiles")}));
    // Each reason a file of the library was skipped: a note, not a tile.
    const QIcon warning = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const QString &problem : VisionsUserTileLibrary::instance().problems())
        entries.append({QString(),
                        tr("Not loaded"),
                        tr("This file of your tile library cannot be read, so its tile is not "
                           "listed. The file is left as it is.\n%1")
                            .arg(problem),
                        warning,
                        {tr("Your tiles")}});
    return entries;
}

} // namespace cw::visions
