#include "VisionsCourseDocument.h"

#include "VisionsAddBonusLine.h"
#include "VisionsAddTile.h"
#include "VisionsChangeBonusLineType.h"
#include "VisionsFlipTile.h"
#include "VisionsMoveBonusLine.h"
#include "VisionsMoveTile.h"
#include "VisionsPaletteDrop.h"
#include "VisionsRemoveBonusLine.h"
#include "VisionsRemoveTile.h"
#include "VisionsReplaceCourse.h"
#include "VisionsReplaceTile.h"
#include "VisionsUserTileLibrary.h"
#include "VisionsValueChanges.h"
#include "visions/VisionsBonusLinePlaces.h"
#include "visions/VisionsCourseValidator.h"
#include "visions/VisionsRandomCourse.h"

#include <QRegularExpression>
#include <QUndoStack>

namespace cw::visions {

VisionsCourseDocument::VisionsCourseDocument(const VisionsCourse &road, QObject *parent)
    : CourseDocumentOf(road, parent)
{
}

CourseSelection VisionsCourseDocument::tileSelection(int index)
{
    return index >= 0 ? CourseSelection{tileElement(), index} : CourseSelection{};
}

CourseSelection VisionsCourseDocument::bonusLineSelection(int line)
{
    return line >= 0 ? CourseSelection{bonusLineElement(), line} : CourseSelection{};
}

int VisionsCourseDocument::selectedTile() const
{
    return selection().is(tileElement()) ? selection().index : -1;
}

int VisionsCourseDocument::selectedBonusLine() const
{
    return selection().is(bonusLineElement()) ? selection().index : -1;
}

void VisionsCourseDocument::selectTile(int index, int row)
{
    m_selectedRow = row;
    setSelection(tileSelection(index));
}

void VisionsCourseDocument::selectBonusLine(int line)
{
    m_selectedRow = -1;
    setSelection(bonusLineSelection(line));
}

void VisionsCourseDocument::selectRoad()
{
    m_selectedRow = -1;
    setSelection({});
}

void VisionsCourseDocument::select(const CourseSelection &selection)
{
    if (selection.is(tileElement()) && selection.index < int(road().tiles.size()))
        selectTile(selection.index);
    else if (selection.is(bonusLineElement()) && selection.index < int(road().bonusLines.size()))
        selectBonusLine(selection.index);
    else
        selectRoad();
}

const VisionsTile *VisionsCourseDocument::findTile(const QString &id) const
{
    if (const VisionsTile *tile = road().findTile(id))
        return tile;
    return VisionsUserTileLibrary::instance().find(id);
}

QString VisionsCourseDocument::otherSide(int index) const
{
    const TilePlacement &placement = road().tiles[std::size_t(index)];
    const VisionsTile *tile = findTile(placement.tile);
    if (!tile || tile->sides.size() < 2)
        return {};
    return placement.side == QLatin1String("A") ? QStringLiteral("B") : QStringLiteral("A");
}

int VisionsCourseDocument::insertionIndex(const VisionsTile &tile) const
{
    int selected = selectedTile();
    if (selectedBonusLine() >= 0)
        selected = road().bonusLines[std::size_t(selectedBonusLine())].placement;
    if (selected >= 0 && selected < int(road().tiles.size()))
        return selected + 1;
    const int end = int(road().tiles.size());
    if (end > 0 && tile.role != TileRole::Finish) {
        const VisionsTile *last = findTile(road().tiles.back().tile);
        if (last && last->role == TileRole::Finish)
            return end - 1;
    }
    return end;
}

bool VisionsCourseDocument::addTile(const TilePlacement &placement, int index)
{
    const VisionsTile *tile = findTile(placement.tile);
    if (!tile || !tile->findSide(placement.side) || road().tiles.size() >= VisionsCourse::MaxTiles)
        return false;
    if (index < 0)
        index = insertionIndex(*tile);
    undoStack()->push(new VisionsAddTile(this, index, placement, tile));
    return true;
}

bool VisionsCourseDocument::replaceTile(int index, const TilePlacement &placement)
{
    const VisionsTile *tile = findTile(placement.tile);
    if (index < 0 || index >= int(road().tiles.size()) || !tile ||
        !tile->findSide(placement.side) || road().tiles[std::size_t(index)] == placement)
        return false;
    const VisionsCourse before = road();
    undoStack()->push(new VisionsReplaceTile(this, index, placement, tile));
    reportRefitLines(before, index);
    return true;
}

bool VisionsCourseDocument::removeTile(int index)
{
    if (index < 0 || index >= int(road().tiles.size()))
        return false;
    undoStack()->push(new VisionsRemoveTile(this, index));
    return true;
}

bool VisionsCourseDocument::moveTile(int index, int to)
{
    const int count = int(road().tiles.size());
    if (index < 0 || index >= count || to < 0 || to >= count || to == index)
        return false;
    undoStack()->push(new VisionsMoveTile(this, index, to));
    return true;
}

bool VisionsCourseDocument::flipTile(int index)
{
    if (index < 0 || index >= int(road().tiles.size()) || otherSide(index).isEmpty())
        return false;
    const VisionsCourse before = road();
    undoStack()->push(new VisionsFlipTile(this, index, otherSide(index)));
    reportRefitLines(before, index);
    return true;
}

void VisionsCourseDocument::reportRefitLines(const VisionsCourse &before, int index)
{
    // Lines keep their order: those of other tiles are unchanged, so a line of `index` that is
    // missing went, and one on another row moved.
    QStringList said;
    std::size_t now = 0;
    for (std::size_t i = 0; i < before.bonusLines.size(); ++i) {
        const BonusLine &line = before.bonusLines[i];
        const bool kept = now < road().bonusLines.size() &&
                          road().bonusLines[now].placement == line.placement &&
                          road().bonusLines[now].type == line.type;
        if (line.placement != index) {
            ++now;
            continue;
        }
        if (!kept) {
            said.append(tr("bonus line %1 went, as no %2 can lie on the new side")
                            .arg(i + 1)
                            .arg(VisionsBonusLinePlaces::typeName(line.type)));
            continue;
        }
        if (road().bonusLines[now].row != line.row)
            said.append(tr("bonus line %1 moved to between rows %2 and %3, where its terrain is")
                            .arg(i + 1)
                            .arg(road().bonusLines[now].row)
                            .arg(road().bonusLines[now].row + 1));
        ++now;
    }
    if (!said.isEmpty())
        emit message(tr("%1: %2.").arg(VisionsCourseValidator::tileLabel(road(), index),
                                       said.join(QStringLiteral("; "))));
}

bool VisionsCourseDocument::addBonusLineAt(const BonusLine &line)
{
    if (line.placement < 0 || line.placement >= int(road().tiles.size()) || line.row < 1 ||
        int(road().bonusLines.size()) >= VisionsCourse::MaxBonusLinesRead)
        return false;
    undoStack()->push(new VisionsAddBonusLine(this, line));
    return true;
}

bool VisionsCourseDocument::removeBonusLine(int line)
{
    if (line < 0 || line >= int(road().bonusLines.size()))
        return false;
    undoStack()->push(new VisionsRemoveBonusLine(this, line));
    return true;
}

bool VisionsCourseDocument::setBonusLineType(int line, BonusLine::Type type)
{
    if (line < 0 || line >= int(road().bonusLines.size()) ||
        road().bonusLines[std::size_t(line)].type == type)
        return false;
    undoStack()->push(new VisionsChangeBonusLineType(this, line, type));
    return true;
}

bool VisionsCourseDocument::moveBonusLine(int line, int placement, int row, int mergeKey)
{
    if (line < 0 || line >= int(road().bonusLines.size()) || placement < 0 ||
        placement >= int(road().tiles.size()) || row < 1)
        return false;
    const BonusLine &current = road().bonusLines[std::size_t(line)];
    if (current.placement == placement && current.row == row)
        return false;
    undoStack()->push(new VisionsMoveBonusLine(this, line, placement, row, mergeKey));
    return true;
}

bool VisionsCourseDocument::rename(const QString &name, int mergeKey)
{
    if (name == road().name)
        return false;
    undoStack()->push(renameRoad(this, name, mergeKey));
    return true;
}

bool VisionsCourseDocument::setPrintLayout(const RoadPrintLayout &layout)
{
    if (layout == road().print)
        return false;
    undoStack()->push(setRoadPrintLayout(this, layout));
    return true;
}

void VisionsCourseDocument::randomRoad(GameLength length, std::uint64_t seed)
{
    Rng rng(seed);
    undoStack()->push(new VisionsReplaceCourse(this, VisionsRandomCourse::make(length, rng),
                                               tr("Random Course")));
}

CourseSelection VisionsCourseDocument::selectionForPath(const QString &path) const
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
        if (index < int(road().bonusLines.size()))
            return bonusLineSelection(index);
    }
    return {};
}

QString VisionsCourseDocument::describePath(const QString &path) const
{
    static const QRegularExpression tile(QStringLiteral("^tiles\\[(\\d+)\\]"));
    static const QRegularExpression bonus(QStringLiteral("^bonusLines\\[(\\d+)\\]"));
    if (const QRegularExpressionMatch match = tile.match(path); match.hasMatch()) {
        const int index = match.captured(1).toInt();
        if (index < int(road().tiles.size()))
            return VisionsCourseValidator::tileLabel(road(), index);
    }
    if (const QRegularExpressionMatch match = bonus.match(path); match.hasMatch())
        return tr("Bonus line %1").arg(match.captured(1).toInt() + 1);
    if (path == QLatin1String("table"))
        return tr("Table");
    if (path == QLatin1String("print.spaceMm"))
        return tr("Road space");
    return path;
}

void VisionsCourseDocument::selectProblem(const QString &path)
{
    const CourseSelection selection = selectionForPath(path);
    if (!selection.is(tileElement())) {
        select(selection); // a bonus line, or the road
        return;
    }
    int row = -1;
    const VisionsCourseValidator validator(road());
    for (const RoadIssue &issue : validator.issues())
        if (issue.problem.path == path && issue.placement == selection.index && issue.row) {
            row = *issue.row;
            break;
        }
    // Another row of the same tile is another selection: select the road first so that the
    // canvas hears of the change.
    if (selectedTile() == selection.index && selectedRow() != row)
        selectRoad();
    selectTile(selection.index, row);
}

bool VisionsCourseDocument::canDeleteSelection() const
{
    return selectedTile() >= 0 || selectedBonusLine() >= 0;
}

void VisionsCourseDocument::deleteSelection()
{
    if (selectedBonusLine() >= 0)
        removeBonusLine(selectedBonusLine());
    else
        removeTile(selectedTile());
}

bool VisionsCourseDocument::addFromPalette(const QString &entryId,
                                           std::optional<QPointF> positionMm, DropMode mode)
{
    return VisionsPaletteDrop::apply(*this, entryId, positionMm, mode);
}

CourseDocument::DropOutcome VisionsCourseDocument::dropOutcome(const QString &entryId,
                                                               const QPointF &positionMm,
                                                               DropMode mode) const
{
    return VisionsPaletteDrop::outcome(*this, entryId, positionMm, mode);
}

void VisionsCourseDocument::courseReplaced()
{
    if (selectedTile() >= int(road().tiles.size()) ||
        selectedBonusLine() >= int(road().bonusLines.size()))
        selectRoad();
}

} // namespace cw::visions
