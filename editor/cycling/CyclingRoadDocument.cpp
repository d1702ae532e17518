#include "CyclingRoadDocument.h"

#include "AddRoadTile.h"
#include "FlipRoadTile.h"
#include "MoveBonusLine.h"
#include "MoveRoadTile.h"
#include "RemoveRoadTile.h"
#include "RenameRoad.h"
#include "ReplaceRoad.h"
#include "ReplaceRoadTile.h"
#include "UserTileLibrary.h"
#include "cycling/RandomRoad.h"
#include "cycling/RoadPainter.h"
#include "cycling/RoadValidator.h"

#include <QRegularExpression>
#include <QUndoStack>

namespace cw::cycling {

CyclingRoadDocument::CyclingRoadDocument(const CyclingRoad &road, QObject *parent)
    : CourseDocumentOf(road, parent)
{
}

int CyclingRoadDocument::selectedTile() const
{
    return selection().is(tileElement()) ? selection().index : -1;
}

void CyclingRoadDocument::selectTile(int index, int row)
{
    m_selectedRow = row;
    setSelection({tileElement(), index});
}

void CyclingRoadDocument::selectRoad()
{
    m_selectedRow = -1;
    setSelection({});
}

const RoadTile *CyclingRoadDocument::findTile(const QString &id) const
{
    if (const RoadTile *tile = road().findTile(id))
        return tile;
    return UserTileLibrary::instance().find(id);
}

QString CyclingRoadDocument::otherSide(int index) const
{
    const TilePlacement &placement = road().tiles[std::size_t(index)];
    const RoadTile *tile = findTile(placement.tile);
    if (!tile || tile->sides.size() < 2)
        return {};
    return placement.side == QLatin1String("A") ? QStringLiteral("B") : QStringLiteral("A");
}

bool CyclingRoadDocument::addTile(const TilePlacement &placement, int index)
{
    const RoadTile *tile = findTile(placement.tile);
    if (!tile || !tile->findSide(placement.side) || road().tiles.size() >= CyclingRoad::MaxTiles)
        return false;
    if (index < 0) {
        const int selected = selectedTile();
        // After the selected tile; with none, before the Finish when the road ends with one.
        index = selected >= 0 ? selected + 1 : int(road().tiles.size());
        if (selected < 0 && !road().tiles.empty()) {
            const RoadTile *last = findTile(road().tiles.back().tile);
            if (last && last->role == TileRole::Finish && tile->role != TileRole::Finish)
                index = int(road().tiles.size()) - 1;
        }
    }
    undoStack()->push(new AddRoadTile(this, index, placement, tile));
    return true;
}

bool CyclingRoadDocument::replaceTile(int index, const TilePlacement &placement)
{
    const RoadTile *tile = findTile(placement.tile);
    if (index < 0 || index >= int(road().tiles.size()) || !tile ||
        !tile->findSide(placement.side) || road().tiles[std::size_t(index)] == placement)
        return false;
    undoStack()->push(new ReplaceRoadTile(this, index, placement, tile));
    return true;
}

bool CyclingRoadDocument::removeTile(int index)
{
    if (index < 0 || index >= int(road().tiles.size()))
        return false;
    undoStack()->push(new RemoveRoadTile(this, index));
    return true;
}

bool CyclingRoadDocument::moveTile(int index, int to)
{
    const int count = int(road().tiles.size());
    if (index < 0 || index >= count || to < 0 || to >= count || to == index)
        return false;
    undoStack()->push(new MoveRoadTile(this, index, to));
    return true;
}

bool CyclingRoadDocument::flipTile(int index)
{
    if (index < 0 || index >= int(road().tiles.size()) || otherSide(index).isEmpty())
        return false;
    undoStack()->push(new FlipRoadTile(this, index, otherSide(index)));
    return true;
}

bool CyclingRoadDocument::moveBonusLine(int line, int placement, int row, int mergeKey)
{
    if (line < 0 || line >= int(road().bonusLines.size()) || placement < 0 ||
        placement >= int(road().tiles.size()) || row < 1)
        return false;
    const BonusLine &current = road().bonusLines[std::size_t(line)];
    if (current.placement == placement && current.row == row)
        return false;
    undoStack()->push(new MoveBonusLine(this, line, placement, row, mergeKey));
    return true;
}

bool CyclingRoadDocument::rename(const QString &name, int mergeKey)
{
    if (name == road().name)
        return false;
    undoStack()->push(new RenameRoad(this, name, mergeKey));
    return true;
}

bool CyclingRoadDocument::setPrintLayout(const RoadPrintLayout &layout)
{
    if (layout == road().print)
        return false;
    undoStack()->push(new SetRoadPrintLayout(this, layout));
    return true;
}

void CyclingRoadDocument::randomRoad(GameLength length, std::uint64_t seed)
{
    Rng rng(seed);
    undoStack()->push(new ReplaceRoad(this, RandomRoad::make(length, rng), tr("Random Course")));
}

CourseSelection CyclingRoadDocument::selectionForPath(const QString &path) const
{
    static const QRegularExpression tile(QStringLiteral("^tiles\\[(\\d+)\\]"));
    static const QRegularExpression bonus(QStringLiteral("^bonusLines\\[(\\d+)\\]"));
    if (const QRegularExpressionMatch match = tile.match(path); match.hasMatch()) {
        const int index = match.captured(1).toInt();
        if (index < int(road().tiles.size()))
            return {tileElement(), index};
    }
    if (const QRegularExpressionMatch match = bonus.match(path); match.hasMatch()) {
        const int index = match.captured(1).toInt();
        if (index < int(road().bonusLines.size()) &&
            road().bonusLines[std::size_t(index)].placement < int(road().tiles.size()))
            return {tileElement(), road().bonusLines[std::size_t(index)].placement};
    }
    return {};
}

QString CyclingRoadDocument::describePath(const QString &path) const
{
    static const QRegularExpression tile(QStringLiteral("^tiles\\[(\\d+)\\]"));
    static const QRegularExpression bonus(QStringLiteral("^bonusLines\\[(\\d+)\\]"));
    if (const QRegularExpressionMatch match = tile.match(path); match.hasMatch()) {
        const int index = match.captured(1).toInt();
        if (index < int(road().tiles.size()))
            return RoadValidator::tileLabel(road(), index);
    }
    if (const QRegularExpressionMatch match = bonus.match(path); match.hasMatch())
        return tr("Bonus line %1").arg(match.captured(1).toInt() + 1);
    if (path == QLatin1String("table"))
        return tr("Table");
    if (path == QLatin1String("print.spaceMm"))
        return tr("Road space");
    return path;
}

void CyclingRoadDocument::selectProblem(const QString &path)
{
    const CourseSelection selection = selectionForPath(path);
    if (!selection.is(tileElement())) {
        selectRoad();
        return;
    }
    int row = -1;
    const RoadValidator validator(road());
    for (const RoadIssue &issue : validator.issues())
        if (issue.problem.path == path && issue.placement == selection.index && issue.row) {
            row = *issue.row;
            break;
        }
    // A bonus line's row boundary: the row after it.
    static const QRegularExpression bonus(QStringLiteral("^bonusLines\\[(\\d+)\\]"));
    if (const QRegularExpressionMatch match = bonus.match(path); row < 0 && match.hasMatch())
        row = road().bonusLines[std::size_t(match.captured(1).toInt())].row;
    // Another row of the same tile is another selection: select the road first so that the
    // canvas hears of the change.
    if (selectedTile() == selection.index && selectedRow() != row)
        selectRoad();
    selectTile(selection.index, row);
}

void CyclingRoadDocument::deleteSelection()
{
    removeTile(selectedTile());
}

bool CyclingRoadDocument::addFromPalette(const QString &entryId, std::optional<QPointF> positionMm)
{
    if (!entryId.startsWith(tileEntryPrefix()))
        return false;
    const QStringList parts = entryId.mid(tileEntryPrefix().size()).split(u':');
    if (parts.size() != 2)
        return false;
    const TilePlacement placement{parts[0], parts[1]};
    if (positionMm) {
        // Dropped on a tile: it takes that tile's place (a replacement); elsewhere it is added.
        const RoadPainter painter(road(), {});
        const int onto = painter.tileAt(*positionMm);
        if (onto >= 0)
            return replaceTile(onto, placement);
    }
    return addTile(placement);
}

void CyclingRoadDocument::courseReplaced()
{
    if (selectedTile() >= int(road().tiles.size()))
        selectRoad();
}

} // namespace cw::cycling
