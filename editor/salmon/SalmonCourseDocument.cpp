#include "SalmonCourseDocument.h"

#include "SalmonAddBoard.h"
#include "SalmonFlipBoard.h"
#include "SalmonMoveBoard.h"
#include "SalmonRemoveBoard.h"
#include "SalmonReplaceBoard.h"
#include "SalmonShiftBoard.h"
#include "SalmonUserBoardLibrary.h"
#include "salmon/SalmonBoardLibrary.h"
#include "salmon/SalmonCourseGeometry.h"
#include "salmon/SalmonCourseValidator.h"

#include <QHash>
#include <QRegularExpression>
#include <QUndoStack>

namespace cw::salmon {

SalmonCourseDocument::SalmonCourseDocument(const SalmonCourse &river, QObject *parent)
    : CourseDocumentOf(river, parent), m_map(river)
{
}

void SalmonCourseDocument::courseReplaced()
{
    m_map = SalmonCourseMap(river());
    if ((selection().element == boardElement() &&
         selection().index >= int(river().boards.size())) ||
        (selection().element == hexElement() && selection().index >= m_map.cellCount()))
        selectRiver();
}

int SalmonCourseDocument::selectedBoard() const
{
    if (selection().is(boardElement()))
        return selection().index;
    if (const std::optional<Hex> hex = selectedHex())
        return m_map.boardAt(*hex);
    return -1;
}

std::optional<Hex> SalmonCourseDocument::selectedHex() const
{
    if (!selection().is(hexElement()) || selection().index >= m_map.cellCount())
        return std::nullopt;
    return m_map.hexAt(selection().index);
}

void SalmonCourseDocument::selectHex(Hex hex)
{
    if (m_map.inBounds(hex))
        setSelection({hexElement(), m_map.index(hex)});
}

const SalmonRiverBoard *SalmonCourseDocument::findBoard(const QString &id) const
{
    if (const SalmonRiverBoard *board = river().findBoard(id))
        return board;
    return SalmonUserBoardLibrary::instance().find(id);
}

QString SalmonCourseDocument::otherSide(int index) const
{
    if (index < 0 || index >= int(river().boards.size()))
        return {};
    const SalmonRiverBoard *board =
        SalmonBoardLibrary::find(river().boards[std::size_t(index)].board);
    if (!board)
        return {};
    for (const SalmonRiverBoard &side : SalmonBoardLibrary::all())
        if (side.sheet == board->sheet && side.id != board->id)
            return side.id;
    return {};
}

bool SalmonCourseDocument::addBoard(const QString &id, int index)
{
    if (int(river().boards.size()) >= SalmonCourse::MaxBoards)
        return false;
    const SalmonRiverBoard *board = findBoard(id);
    if (!board)
        return false;
    if (index < 0) {
        const int selected = selectedBoard();
        index = selected >= 0 ? selected + 1 : int(river().boards.size());
    }
    // A board from outside the built-in library travels inside the river.
    const SalmonRiverBoard *custom = SalmonBoardLibrary::find(id) ? nullptr : board;
    undoStack()->push(new SalmonAddBoard(this, index, id, custom));
    return true;
}

bool SalmonCourseDocument::removeBoard(int index)
{
    if (index < 0 || index >= int(river().boards.size()))
        return false;
    undoStack()->push(new SalmonRemoveBoard(this, index));
    return true;
}

bool SalmonCourseDocument::moveBoard(int index, int delta)
{
    const int to = index + delta;
    if (index < 0 || index >= int(river().boards.size()) || to < 0 ||
        to >= int(river().boards.size()) || delta == 0)
        return false;
    undoStack()->push(new SalmonMoveBoard(this, index, to));
    return true;
}

bool SalmonCourseDocument::flipBoard(int index)
{
    const QString other = otherSide(index);
    if (other.isEmpty())
        return false;
    undoStack()->push(new SalmonFlipBoard(this, index, other));
    return true;
}

bool SalmonCourseDocument::shiftBoard(int index, int shift, int mergeKey)
{
    if (index <= 0 || index >= int(river().boards.size()))
        return false;
    auto *command = new SalmonShiftBoard(this, index, shift, mergeKey);
    if (command->isObsolete()) {
        delete command;
        return false;
    }
    undoStack()->push(command);
    return true;
}

QJsonObject SalmonCourseDocument::toJson() const
{
    return river().toJson();
}

// The problem's own board and hex, as the rules found them (SalmonCourseValidator keeps both beside
// the path); the Validation dock only hands back the path, so the first issue with that path wins.
// Paths no issue has: "boards[2]…" is that board, anything else ("name", "print.hexMm", "") a
// property of the river.
CourseSelection SalmonCourseDocument::selectionForPath(const QString &path) const
{
    const SalmonCourseValidator validator(river());
    for (const RiverIssue &issue : validator.issues()) {
        if (issue.problem.path != path)
            continue;
        if (issue.gridHex && m_map.inBounds(*issue.gridHex))
            return {hexElement(), m_map.index(*issue.gridHex)};
        if (issue.placement >= 0 && issue.placement < int(river().boards.size()))
            return {boardElement(), issue.placement};
    }
    static const QRegularExpression board(QStringLiteral("^boards\\[(\\d+)\\]"));
    const QRegularExpressionMatch match = board.match(path);
    if (!match.hasMatch())
        return {};
    const int index = match.captured(1).toInt();
    return index < int(river().boards.size()) ? CourseSelection{boardElement(), index}
                                              : CourseSelection{};
}

QString SalmonCourseDocument::describePath(const QString &path) const
{
    static const QRegularExpression board(QStringLiteral("^boards\\[(\\d+)\\](?:\\.(\\w+))?"));
    const QRegularExpressionMatch match = board.match(path);
    if (match.hasMatch()) {
        const int index = match.captured(1).toInt();
        if (index >= int(river().boards.size()))
            return path;
        const QString name =
            tr("Board %1 (%2)").arg(index + 1).arg(river().boards[std::size_t(index)].board);
        if (match.captured(2) == QLatin1String("shift"))
            return tr("%1: shift").arg(name);
        return name;
    }
    static const QHash<QString, const char *> fields = {
        {QStringLiteral("name"), QT_TR_NOOP("River name")},
        {QStringLiteral("boards"), QT_TR_NOOP("Boards")},
        {QStringLiteral("customBoards"), QT_TR_NOOP("Custom boards")},
        {QStringLiteral("print.hexMm"), QT_TR_NOOP("Print: hex size")},
        {QStringLiteral("print.paper"), QT_TR_NOOP("Print: paper")},
        {QStringLiteral("print.landscape"), QT_TR_NOOP("Print: orientation")},
    };
    const auto it = fields.find(path);
    return it == fields.end() ? path : tr(*it);
}

bool SalmonCourseDocument::canDeleteSelection() const
{
    return selection().is(boardElement()) && selectedBoard() < int(river().boards.size());
}

void SalmonCourseDocument::deleteSelection()
{
    if (canDeleteSelection())
        removeBoard(selectedBoard());
}

// Where a palette board dropped at `positionMm` lands: the board under it (to insert after or
// replace), or -1 below the river (inserted first) or -2 above or beside it (inserted last).
int SalmonCourseDocument::boardUnder(const QPointF &positionMm) const
{
    if (river().boards.empty())
        return -2;
    const SalmonCourseGeometry geometry(m_map, river().print.hexMm);
    const Hex hex = geometry.hexAt(positionMm);
    const int under = m_map.boardAt(hex);
    return under >= 0 ? under : hex.row < 0 ? -1 : -2;
}

bool SalmonCourseDocument::addFromPalette(const QString &entryId, std::optional<QPointF> positionMm,
                                          DropMode mode)
{
    if (!entryId.startsWith(boardEntryPrefix()))
        return false;
    const QString id = entryId.mid(boardEntryPrefix().size());
    if (!positionMm)
        return addBoard(id);
    const int under = boardUnder(*positionMm);
    if (mode == DropMode::Replace && under >= 0)
        return replaceBoard(under, id);
    // After the board under it (upstream); below the river: first; elsewhere: last.
    return addBoard(id, under >= 0 ? under + 1 : under == -1 ? 0 : int(river().boards.size()));
}

CourseDocument::DropOutcome SalmonCourseDocument::dropOutcome(const QString &entryId,
                                                              const QPointF &positionMm,
                                                              DropMode mode) const
{
    if (!entryId.startsWith(boardEntryPrefix()))
        return {};
    const QString id = entryId.mid(boardEntryPrefix().size());
    const int under = boardUnder(positionMm);
    const auto name = [&](int index) {
        return tr("board %1 (%2)").arg(index + 1).arg(river().boards[std::size_t(index)].board);
    };
    if (mode == DropMode::Replace) {
        if (under < 0 || river().boards[std::size_t(under)].board == id)
            return {};
        return {true, tr("Replace %1 with %2").arg(name(under), id)};
    }
    if (int(river().boards.size()) >= SalmonCourse::MaxBoards)
        return {false, tr("A river holds at most %1 boards").arg(SalmonCourse::MaxBoards)};
    if (under >= 0)
        return {true, tr("Insert %1 after %2, upstream").arg(id, name(under))};
    return {true, under == -1 ? tr("Insert %1 first, downstream of the river").arg(id)
                              : tr("Add %1 last, upstream of the river").arg(id)};
}

bool SalmonCourseDocument::replaceBoard(int index, const QString &id)
{
    const SalmonRiverBoard *board = findBoard(id);
    if (index < 0 || index >= int(river().boards.size()) || !board ||
        river().boards[std::size_t(index)].board == id)
        return false;
    const SalmonRiverBoard *custom = SalmonBoardLibrary::find(id) ? nullptr : board;
    undoStack()->push(new SalmonReplaceBoard(this, index, id, custom));
    return true;
}

} // namespace cw::salmon
