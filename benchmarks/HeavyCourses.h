#pragma once

// The heaviest courses the reader accepts, for the export benchmarks (issue 31): every one is a
// valid course, so that the export gate (CourseFile::check) lets it through.
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace cw::bench {

// A rowing course of 8 lanes and 1000 spaces of 100 m (100 km), printed with `spaceMm` spaces in
// strips of `stripSpaces`: (5, 1000) is one strip of 5010 mm; (25, 10) is 100 strips of 250 mm
// on 201 pages (two a strip, and the map).
inline QJsonObject longRowingCourse(double spaceMm, int stripSpaces)
{
    return QJsonObject{
        {QStringLiteral("kind"), QStringLiteral("rowing")},
        {QStringLiteral("formatVersion"), 2},
        {QStringLiteral("name"), QStringLiteral("100 km")},
        {QStringLiteral("lanes"), 8},
        {QStringLiteral("spaces"), 1000},
        {QStringLiteral("metresPerSpace"), 100},
        {QStringLiteral("splitLines"), QJsonArray{QJsonObject{{QStringLiteral("metres"), 50000},
                                                              {QStringLiteral("paceLimit"), 6}}}},
        {QStringLiteral("print"), QJsonObject{{QStringLiteral("spaceMm"), spaceMm},
                                              {QStringLiteral("laneMm"), 30},
                                              {QStringLiteral("stripSpaces"), stripSpaces},
                                              {QStringLiteral("paper"), QStringLiteral("a4")},
                                              {QStringLiteral("landscape"), true}}}};
}

// A river of 16 custom boards of 12 × 12 water hexes (the most a river holds) at 120 mm hexes:
// a start board (start hexes on its bottom row), 14 middle boards and a finish board (the
// spawning ground on its top row); every other hex of the middle boards carries a symbol.
inline QJsonObject largestRiver()
{
    constexpr int Boards = 16, Size = 12;
    const char *const symbols[] = {"swim",  "doubleSwim",  "drawOne", "eagle",
                                   "reeds", "doubleReeds", "fatigue", "wild"};
    QJsonArray placements, boards;
    for (int b = 0; b < Boards; ++b) {
        const QString id = QStringLiteral("B%1").arg(b + 1);
        const QString role = b == 0            ? QStringLiteral("start")
                             : b == Boards - 1 ? QStringLiteral("finish")
                                               : QStringLiteral("middle");
        QJsonArray hexes;
        for (int column = 0; column < Size; ++column) {
            for (int row = 0; row < Size; ++row) {
                QJsonObject hex{{QStringLiteral("at"), QJsonArray{column, row}}};
                if (b == 0 && row == 0)
                    hex.insert(QStringLiteral("start"), true);
                if (b == Boards - 1 && row == Size - 1)
                    hex.insert(QStringLiteral("spawn"), true);
                if (b > 0 && b < Boards - 1 && (column + row) % 2 == 0)
                    hex.insert(QStringLiteral("symbol"),
                               QLatin1String(symbols[(column * 3 + row + b) % 8]));
                hexes.append(hex);
            }
        }
        boards.append(QJsonObject{{QStringLiteral("id"), id},
                                  {QStringLiteral("role"), role},
                                  {QStringLiteral("columns"), Size},
                                  {QStringLiteral("rows"), Size},
                                  {QStringLiteral("hexes"), hexes}});
        placements.append(QJsonObject{{QStringLiteral("board"), id}});
    }
    return QJsonObject{
        {QStringLiteral("kind"), QStringLiteral("salmon-river")},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("name"), QStringLiteral("Largest river")},
        {QStringLiteral("boards"), placements},
        {QStringLiteral("customBoards"), boards},
        {QStringLiteral("print"), QJsonObject{{QStringLiteral("hexMm"), 120},
                                              {QStringLiteral("paper"), QStringLiteral("a4")},
                                              {QStringLiteral("landscape"), false}}}};
}

} // namespace cw::bench
