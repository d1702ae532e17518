#include "SalmonCourse.h"

#include "SalmonBoardLibrary.h"
#include "SalmonCourseValidator.h"
#include "core/Echoed.h"
#include "course/CourseHeader.h"
#include "course/CourseKindOf.h"

#include <QJsonArray>

#include <algorithm>
#include <set>

namespace cw::salmon {

namespace {

constexpr int MaxShift = 64; // far beyond any sensible river; the rules ask for aligned shifts
constexpr int MaxCustomBoards = 32;

void readPrintLayout(const QJsonObject &json, CourseJsonReader &reader, SalmonCourse *river)
{
    const QString key = QStringLiteral("print");
    const std::optional<QJsonObject> print = reader.object(json, {}, key, false);
    if (!print)
        return;
    RiverPrintLayout &layout = river->print;
    reader.number(*print, key, QStringLiteral("hexMm"), false, RiverPrintLayout::MinHexMm,
                  RiverPrintLayout::MaxHexMm, &layout.hexMm);
    CourseHeader::readPage(*print, key, reader, &layout.page);
}

} // namespace

const SalmonRiverBoard *SalmonCourse::findBoard(const QString &id) const
{
    const auto it = std::find_if(customBoards.begin(), customBoards.end(),
                                 [&](const SalmonRiverBoard &board) { return board.id == id; });
    return it != customBoards.end() ? &*it : SalmonBoardLibrary::find(id);
}

QJsonObject SalmonCourse::toJson() const
{
    QJsonArray placements;
    for (const BoardPlacement &placement : boards)
        placements.append(QJsonObject{{QStringLiteral("board"), placement.board},
                                      {QStringLiteral("shift"), placement.shift}});
    QJsonArray custom;
    for (const SalmonRiverBoard &board : customBoards)
        custom.append(board.toJson());
    QJsonObject printJson{{QStringLiteral("hexMm"), print.hexMm}};
    CourseHeader::writePage(print.page, &printJson);
    QJsonObject json = CourseHeader::write(QStringLiteral("salmon-river"), FormatVersion, name);
    json.insert(QStringLiteral("boards"), placements);
    json.insert(QStringLiteral("customBoards"), custom);
    json.insert(QStringLiteral("print"), printJson);
    return json;
}

// Unknown board ids are not a reading problem: the river opens in the editor, and
// SalmonCourseValidator names the placement, so the designer can pick another board.
std::optional<SalmonCourse> SalmonCourse::read(const QJsonObject &json, CourseProblems *problems)
{
    const qsizetype before = problems->size();
    CourseJsonReader reader(problems);
    SalmonCourse river;

    CourseHeader::read(json, reader, QStringLiteral("salmon-river"), FormatVersion, &river.name);

    const QString boardsKey = QStringLiteral("boards");
    if (const std::optional<QJsonArray> boards =
            reader.array(json, {}, boardsKey, true, MaxBoards)) {
        for (qsizetype i = 0; i < boards->size(); ++i) {
            const QString path = CourseJsonReader::path(boardsKey, i);
            if (!boards->at(i).isObject()) {
                reader.fail(path, tr("must be an object"));
                continue;
            }
            const QJsonObject object = boards->at(i).toObject();
            BoardPlacement placement;
            const bool idOk =
                reader.string(object, path, QStringLiteral("board"), true, 64, &placement.board);
            const bool shiftOk = reader.wholeNumber(object, path, QStringLiteral("shift"), false,
                                                    -MaxShift, MaxShift, &placement.shift);
            if (idOk && shiftOk)
                river.boards.push_back(placement);
        }
    }

    const QString customKey = QStringLiteral("customBoards");
    if (const std::optional<QJsonArray> custom =
            reader.array(json, {}, customKey, false, MaxCustomBoards)) {
        std::set<QString> ids;
        for (qsizetype i = 0; i < custom->size(); ++i) {
            const QString path = CourseJsonReader::path(customKey, i);
            if (!custom->at(i).isObject()) {
                reader.fail(path, tr("must be an object"));
                continue;
            }
            std::optional<SalmonRiverBoard> board =
                SalmonRiverBoard::read(custom->at(i).toObject(), path, problems);
            if (!board)
                continue;
            if (!ids.insert(board->id).second) {
                reader.fail(
                    CourseJsonReader::path(path, QStringLiteral("id")),
                    tr("another custom board already has the id \"%1\"").arg(echoed(board->id)));
                continue;
            }
            river.customBoards.push_back(std::move(*board));
        }
    }
    readPrintLayout(json, reader, &river);

    if (problems->size() > before)
        return std::nullopt;
    return river;
}

std::optional<SalmonCourse> SalmonCourse::fromJson(const QJsonObject &json,
                                                   CourseProblems *problems)
{
    return CourseKindOf<SalmonCourse>::playable(json, problems);
}

CourseProblems SalmonCourse::validate(const CourseCheckOptions &options) const
{
    return SalmonCourseValidator(*this, options).problems();
}

bool jointLinesUp(const SalmonRiverBoard &previous, const SalmonRiverBoard &next, int shift)
{
    if (shift % 2 != 0)
        return false; // odd shifts would lower raised columns (SalmonHexGrid.h)
    const std::vector<int> exits = previous.exitColumns();
    std::vector<int> entries = next.entryColumns();
    if (exits.empty() || entries.empty())
        return false;
    for (int &column : entries)
        column += shift; // in previous's columns
    const auto within = [](const std::vector<int> &inner, const std::vector<int> &outer) {
        return std::includes(outer.begin(), outer.end(), inner.begin(), inner.end());
    };
    return entries.size() <= exits.size() ? within(entries, exits) : within(exits, entries);
}

std::vector<int> alignedShifts(const SalmonRiverBoard &previous, const SalmonRiverBoard &next)
{
    std::vector<int> shifts;
    const std::vector<int> exits = previous.exitColumns();
    const std::vector<int> entries = next.entryColumns();
    if (exits.empty() || entries.empty())
        return shifts;
    // Any aligned shift makes the two column sets overlap.
    for (int shift = exits.front() - entries.back(); shift <= exits.back() - entries.front();
         ++shift)
        if (jointLinesUp(previous, next, shift))
            shifts.push_back(shift);
    return shifts;
}

} // namespace cw::salmon
