#include "LargestCourses.h"

#include "core/GameRegistry.h"
#include "rowing/RowingCourse.h"
#include "salmon/SalmonCourse.h"

#include <QFile>
#include <QJsonDocument>

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
    SalmonCourse river;
    river.name = QStringLiteral("Largest river");
    for (int i = 0; i < SalmonCourse::MaxBoards; ++i) {
        SalmonRiverBoard board;
        board.id = board.sheet = board.name = QStringLiteral("L%1").arg(i + 1);
        board.role = i == 0                             ? BoardRole::Start
                     : i == SalmonCourse::MaxBoards - 1 ? BoardRole::Finish
                                                        : BoardRole::Middle;
        board.columns = SalmonRiverBoard::MaxColumns;
        board.rows = SalmonRiverBoard::MaxRows;
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

namespace {

// A course of tests/shared/lengths/, on which each game's longest games were measured (embedded
// under :/largest/).
QJsonObject lengthsCourse(const QString &name)
{
    QFile file(QStringLiteral(":/largest/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("LargestCourses: no %s", qPrintable(file.fileName()));
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

QJsonObject largestNiagaraRiver()
{
    return lengthsCourse(QStringLiteral("largest-niagara-river.json"));
}

QJsonObject largestVisionsRoad()
{
    return lengthsCourse(QStringLiteral("largest-visions-road.json"));
}

std::optional<GameSetup> largestGame(const QString &gameId)
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info)
        return std::nullopt;
    GameSetup setup;
    setup.gameId = gameId;
    if (gameId == QLatin1String("rowing"))
        setup.course = largestRowingCourse();
    else if (gameId == QLatin1String("salmon"))
        setup.course = largestSalmonRiver();
    else if (gameId == QLatin1String("niagara"))
        setup.course = largestNiagaraRiver();
    else if (gameId == QLatin1String("visions"))
        setup.course = largestVisionsRoad();
    else
        return std::nullopt;
    setup.courseSource = QStringLiteral("largest-%1.json").arg(gameId);
    const int seats = info->suggestedSeats ? info->suggestedSeats(setup.course) : info->maxSeats;
    static const char *const colours[] = {"#e63946", "#2a9d8f", "#e9c46a", "#457b9d",
                                          "#f4a261", "#6a4c93", "#8ac926", "#ff70a6"};
    for (int seat = 0; seat < seats; ++seat)
        setup.seats.append({QStringLiteral("Seat %1").arg(seat + 1),
                            QString::fromLatin1(colours[seat % std::size(colours)]),
                            seat == 0 ? Controller::Human : Controller::AiEasy});
    setup.seed = 1;
    return setup;
}

} // namespace cw::bench
