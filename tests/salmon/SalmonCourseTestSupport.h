#pragma once

#include "salmon/SalmonBoardLibrary.h"
#include "salmon/SalmonCourse.h"
#include "salmon/SalmonCourseValidator.h"

#include <QFile>
#include <QJsonDocument>
#include <QStringList>
#include <QTest>

#include <algorithm>

// Boards drawn in text for tests: one string per row, the top (upstream) row first, one
// character per column: '.' land, 'w' water, 'R' rock, 'W' waterfall, '*' a start hex, '@' a
// spawning hex. No symbols, no arrows.
inline cw::salmon::SalmonRiverBoard boardFromRows(const QString &id, cw::salmon::BoardRole role,
                                                  const QStringList &rows)
{
    using namespace cw::salmon;
    SalmonRiverBoard board;
    board.id = id;
    board.sheet = id;
    board.role = role;
    board.rows = int(rows.size());
    board.columns = int(rows.front().size());
    board.cells.assign(std::size_t(board.columns * board.rows), HexCell{});
    for (int r = 0; r < board.rows; ++r) {
        const QString &line = rows[board.rows - 1 - r];
        for (int c = 0; c < board.columns; ++c) {
            HexCell &cell = board.cell({c, r});
            switch (line[c].toLatin1()) {
            case 'w':
                cell.terrain = Terrain::Water;
                break;
            case 'R':
                cell.terrain = Terrain::Rock;
                break;
            case 'W':
                cell.terrain = Terrain::Waterfall;
                break;
            case '*':
                cell.terrain = Terrain::Water;
                cell.start = true;
                break;
            case '@':
                cell.terrain = Terrain::Water;
                cell.spawn = true;
                break;
            default:
                break;
            }
        }
    }
    return board;
}

// A river of one custom board, for the movement rules: the board is both start and finish.
inline cw::salmon::SalmonCourse riverOf(const cw::salmon::SalmonRiverBoard &board)
{
    cw::salmon::SalmonCourse river;
    river.customBoards.push_back(board);
    river.boards.push_back({board.id, 0});
    return river;
}

inline cw::salmon::SalmonCourse riverOfIds(const QList<QPair<QString, int>> &placements)
{
    cw::salmon::SalmonCourse river;
    river.print.hexMm = 29;
    for (const auto &[id, shift] : placements)
        river.boards.push_back({id, shift});
    return river;
}

inline QJsonObject readJsonFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

inline QString sourceDir()
{
    return qEnvironmentVariable("CW_SOURCE_DIR");
}

inline QStringList issueTexts(const cw::salmon::SalmonCourseValidator &validator)
{
    return cw::problemTexts(validator.problems());
}

inline bool hasRule(const cw::salmon::SalmonCourseValidator &validator,
                    cw::salmon::RiverIssue::Rule rule)
{
    const auto &issues = validator.issues();
    return std::any_of(issues.begin(), issues.end(),
                       [&](const cw::salmon::RiverIssue &issue) { return issue.rule == rule; });
}
