#include "VisionsPaletteDrop.h"

#include "VisionsCourseDocument.h"
#include "visions/VisionsBonusLinePlaces.h"
#include "visions/VisionsCoursePainter.h"
#include "visions/VisionsCourseValidator.h"
#include "visions/VisionsSideName.h"

#include <QUndoStack>

namespace cw::visions {

namespace {

const QString TilePrefix = QStringLiteral("visions.tile:");
const QString BonusPrefix = QStringLiteral("visions.bonus:");

// What a palette entry id names: a tile side or a bonus line type.
struct Entry {
    std::optional<TilePlacement> tile;
    std::optional<BonusLine::Type> bonus;
};

std::optional<Entry> parse(const QString &id)
{
    if (id.startsWith(TilePrefix)) {
        const QStringList parts = id.mid(TilePrefix.size()).split(u':');
        if (parts.size() == 2)
            return Entry{TilePlacement{parts[0], parts[1]}, std::nullopt};
    } else if (id == VisionsPaletteDrop::bonusEntryId(BonusLine::Type::Sprint)) {
        return Entry{std::nullopt, BonusLine::Type::Sprint};
    } else if (id == VisionsPaletteDrop::bonusEntryId(BonusLine::Type::Mountain)) {
        return Entry{std::nullopt, BonusLine::Type::Mountain};
    }
    return std::nullopt;
}

// "3A", or a painted tile's name.
QString sideLabel(const VisionsCourseDocument &document, const TilePlacement &placement)
{
    const VisionsTile *tile = document.findTile(placement.tile);
    return tile && !tile->name.isEmpty() ? tile->name
                                         : VisionsSideName::of(placement.tile, placement.side);
}

} // namespace

struct VisionsPaletteDrop::Plan {
    enum class Action { None, InsertTile, ReplaceTile, AddLine, ReplaceLine };
    Action action = Action::None;
    TilePlacement placement;
    int index = -1; // the tile inserted at or replaced
    BonusLine line;
    int replaced = -1; // the bonus line replaced
    QString text;
};

QString VisionsPaletteDrop::tileEntryId(const QString &tile, const QString &side)
{
    return TilePrefix + tile + u':' + side;
}

QString VisionsPaletteDrop::bonusEntryId(BonusLine::Type type)
{
    return BonusPrefix + (type == BonusLine::Type::Sprint ? QStringLiteral("sprint")
                                                          : QStringLiteral("mountain"));
}

VisionsPaletteDrop::Plan VisionsPaletteDrop::plan(const VisionsCourseDocument &document,
                                                  const QString &entryId,
                                                  std::optional<QPointF> positionMm,
                                                  CourseDocument::DropMode mode)
{
    using Action = Plan::Action;
    Plan plan;
    const std::optional<Entry> entry = parse(entryId);
    if (!entry)
        return plan;
    const VisionsCourse &road = document.road();
    const VisionsCoursePainter painter(road, {});
    const int under = positionMm ? painter.tileAt(*positionMm) : -1;
    const bool replace = mode == CourseDocument::DropMode::Replace;
    const auto tileText = [&](int placement) {
        return VisionsCourseValidator::tileInText(road, placement);
    };

    if (entry->tile) {
        const VisionsTile *tile = document.findTile(entry->tile->tile);
        if (!tile || !tile->findSide(entry->tile->side))
            return plan;
        plan.placement = *entry->tile;
        const QString side = sideLabel(document, plan.placement);
        if (replace) {
            if (under >= 0 && !(road.tiles[std::size_t(under)] == plan.placement)) {
                plan.action = Action::ReplaceTile;
                plan.index = under;
                plan.text = tr("Replace %1 with %2").arg(tileText(under), side);
            }
            return plan;
        }
        if (int(road.tiles.size()) >= VisionsCourse::MaxTiles) {
            plan.text = tr("A road holds at most %1 tiles").arg(VisionsCourse::MaxTiles);
            return plan;
        }
        plan.index = document.insertionIndex(*tile);
        if (under >= 0) {
            const VisionsTile *onto = document.findTile(road.tiles[std::size_t(under)].tile);
            plan.index = onto && onto->role == TileRole::Finish ? under : under + 1;
        }
        plan.action = Action::InsertTile;
        const int count = int(road.tiles.size());
        plan.text = plan.index == count ? tr("Add %1 at the end of the road").arg(side)
                    : plan.index == 0
                        ? tr("Insert %1 at the start of the road").arg(side)
                        : tr("Insert %1 between %2 and %3")
                              .arg(side, tileText(plan.index - 1), tileText(plan.index));
        return plan;
    }

    // A bonus line.
    const BonusLine::Type type = *entry->bonus;
    const VisionsCourseMap &map = painter.map();
    const VisionsBonusLinePlaces places(road, map);
    const QString typeName = VisionsBonusLinePlaces::typeName(type);
    // Replacing keeps the count; anything else adds a line, and a full road has no room.
    if (!replace && int(road.bonusLines.size()) >= VisionsCourseValidator::MaxBonusLines) {
        plan.text =
            tr("A road holds at most %1 bonus lines").arg(VisionsCourseValidator::MaxBonusLines);
        return plan;
    }
    std::optional<BonusLine> line;
    if (under < 0) {
        if (replace)
            return plan;
        int preferred = document.selectedTile();
        if (document.selectedBonusLine() >= 0)
            preferred = road.bonusLines[std::size_t(document.selectedBonusLine())].placement;
        line = places.placeFor(type, preferred);
        if (!line) {
            plan.text = tr("No tile of this road has room for a %1: %2")
                            .arg(typeName, places.whereText(type));
            return plan;
        }
    } else {
        const int onTile = places.lineOn(under);
        if (replace && onTile < 0)
            return plan;
        const std::optional<int> row = places.nearestRow(
            type, under, positionMm ? painter.boundaryNear(under, *positionMm) : 1);
        if (!row) {
            plan.text = tr("No %1 can lie on %2: %3")
                            .arg(typeName, tileText(under), places.whereText(type));
            return plan;
        }
        if (!replace && onTile >= 0) {
            plan.text = tr("%1 already holds bonus line %2, and a tile holds one: hold Shift to "
                           "replace it")
                            .arg(VisionsCourseValidator::tileLabel(road, under))
                            .arg(onTile + 1);
            return plan;
        }
        line = BonusLine{type, under, *row};
        plan.replaced = replace ? onTile : -1;
        if (replace && road.bonusLines[std::size_t(onTile)] == *line)
            return plan; // it is there already
    }
    plan.line = *line;
    plan.action = plan.replaced >= 0 ? Action::ReplaceLine : Action::AddLine;
    const QString where = tr("between rows %1 and %2 of %3")
                              .arg(line->row)
                              .arg(line->row + 1)
                              .arg(tileText(line->placement));
    plan.text =
        plan.replaced >= 0
            ? tr("Replace bonus line %1 with a %2 %3").arg(plan.replaced + 1).arg(typeName, where)
            : tr("Add a %1 %2").arg(typeName, where);
    return plan;
}

CourseDocument::DropOutcome VisionsPaletteDrop::outcome(const VisionsCourseDocument &document,
                                                        const QString &entryId,
                                                        const QPointF &positionMm,
                                                        CourseDocument::DropMode mode)
{
    const Plan drop = plan(document, entryId, positionMm, mode);
    return {drop.action != Plan::Action::None, drop.text};
}

bool VisionsPaletteDrop::apply(VisionsCourseDocument &document, const QString &entryId,
                               std::optional<QPointF> positionMm, CourseDocument::DropMode mode)
{
    const Plan drop = plan(document, entryId, positionMm, mode);
    switch (drop.action) {
    case Plan::Action::None:
        if (!drop.text.isEmpty())
            emit document.message(tr("%1.").arg(drop.text));
        return false;
    case Plan::Action::InsertTile:
        return document.addTile(drop.placement, drop.index);
    case Plan::Action::ReplaceTile:
        return document.replaceTile(drop.index, drop.placement);
    case Plan::Action::AddLine:
        return document.addBonusLineAt(drop.line);
    case Plan::Action::ReplaceLine:
        // One step: the tile's line takes the new type and place.
        document.undoStack()->beginMacro(tr("Replace Bonus Line %1").arg(drop.replaced + 1));
        document.setBonusLineType(drop.replaced, drop.line.type);
        document.moveBonusLine(drop.replaced, drop.line.placement, drop.line.row);
        document.undoStack()->endMacro();
        return true;
    }
    return false;
}

} // namespace cw::visions
