#include "LargestCourses.h"

#include "rowing/RowingCourse.h"
#include "salmon/SalmonRiver.h"

namespace cw::bench {

QJsonObject largestRowingCourse()
{
    using rowing::RowingCourse;
    RowingCourse course = RowingCourse::standard();
    course.name = QStringLiteral("Largest course");
    course.setLanes(RowingCourse::MaxLanes);
    course.spaces = RowingCourse::MaxSpaces;
    course.metresPerSpace = RowingCourse::MaxMetresPerSpace;
    course.sectorMetres = rowing::RowingCourseLimits::MinSectorMetres;
    course.splitLines.clear();
    const int every = course.lengthMetres() / RowingCourse::MaxSplitLines;
    for (int i = 1; i <= RowingCourse::MaxSplitLines; ++i)
        course.splitLines.push_back({i * every, 4 + i % 5});
    return course.toJson();
}

QJsonObject largestSalmonRiver()
{
    using namespace salmon;
    SalmonRiver river;
    river.name = QStringLiteral("Largest river");
    for (int i = 0; i < SalmonRiver::MaxBoards; ++i) {
        RiverBoard board;
        board.id = board.sheet = board.name = QStringLiteral("L%1").arg(i + 1);
        board.role = i == 0                            ? BoardRole::Start
                     : i == SalmonRiver::MaxBoards - 1 ? BoardRole::Finish
                                                       : BoardRole::Middle;
        board.columns = RiverBoard::MaxColumns;
        board.rows = RiverBoard::MaxRows;
        HexCell water;
        water.terrain = Terrain::Water;
        water.start = true;
        board.cells.assign(std::size_t(board.columns * board.rows), water);
        if (board.role == BoardRole::Finish)
            for (int c = 0; c < board.columns; ++c)
                board.cell({c, board.rows - 1}).spawn = true;
        river.customBoards.push_back(board);
        river.boards.push_back({board.id, 0});
    }
    return river.toJson();
}

GameSetup largestRiverGame()
{
    GameSetup setup;
    setup.gameId = QStringLiteral("salmon-run");
    setup.courseSource = QStringLiteral("largest-river.json");
    setup.course = largestSalmonRiver();
    setup.seats = {{QStringLiteral("Ada"), QStringLiteral("#e63946"), Controller::Human},
                   {QStringLiteral("Bo"), QStringLiteral("#2a9d8f"), Controller::AiEasy},
                   {QStringLiteral("Cy"), QStringLiteral("#e9c46a"), Controller::AiEasy},
                   {QStringLiteral("Di"), QStringLiteral("#457b9d"), Controller::AiEasy}};
    setup.seed = 1;
    return setup;
}

} // namespace cw::bench
