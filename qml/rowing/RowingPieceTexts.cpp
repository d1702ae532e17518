#include "RowingPieceTexts.h"

#include "SeatPiece.h"
#include "rowing/RowingGame.h"

#include <QCoreApplication>

#include <algorithm>

namespace cw::rowing {

namespace {

// A class so that tr() has the context lupdate gives it.
class RowingPieceTexts {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingPieceTexts)

public:
    static QStringList of(const Game &position, const QStringList &seatNames);
};

QStringList RowingPieceTexts::of(const Game &position, const QStringList &seatNames)
{
    const auto *game = dynamic_cast<const RowingGame *>(&position);
    if (!game)
        return {};
    const RowingCourse &course = game->state().course;
    const auto boatOf = [&](int s) {
        return seatPiece(position.gameId(), s, seatNames.value(s), tr("%1's boat"));
    };
    QStringList texts;
    std::vector<int> boatInLane(std::size_t(course.lanes), -1);
    for (int s = 0; s < game->seatCount(); ++s) {
        const Boat &boat = game->boat(s);
        if (boat.lane >= 0 && boat.lane < course.lanes)
            boatInLane[std::size_t(boat.lane)] = s;
        QString text = tr("%1: lane %2, space %3 of %4 (%5 m), rate %6, stamina %7")
                           .arg(boatOf(s))
                           .arg(boat.lane + 1)
                           .arg(std::min(boat.space, course.spaces))
                           .arg(course.spaces)
                           .arg(std::min(boat.space, course.spaces) * course.metresPerSpace)
                           .arg(spm(boat.rate))
                           .arg(boat.staminaPile);
        if (boat.finished)
            text += tr(", finished %1").arg(boat.rank);
        texts << text;
    }
    for (int lane = 0; lane < course.lanes; ++lane) {
        const int s = boatInLane[std::size_t(lane)];
        const QString name = std::size_t(lane) < course.laneStyles.size()
                                 ? course.laneStyles[std::size_t(lane)].name
                                 : QString();
        const QString lanePart = name.isEmpty() ? tr("Lane %1").arg(lane + 1)
                                                : tr("Lane %1 (%2)").arg(lane + 1).arg(name);
        texts << (s >= 0 ? tr("%1: %2").arg(lanePart, boatOf(s)) : tr("%1: empty").arg(lanePart));
    }
    std::vector<SplitLine> lines = course.splitLines;
    std::sort(lines.begin(), lines.end(),
              [](const SplitLine &a, const SplitLine &b) { return a.metres < b.metres; });
    for (const SplitLine &line : lines)
        texts << tr("Split line at %1 m (space %2): pace above %3 costs stamina")
                     .arg(line.metres)
                     .arg(course.crossingSpace(line))
                     .arg(line.paceLimit);
    texts << tr("Finish at %1 m (space %2)").arg(course.lengthMetres()).arg(course.spaces);
    return texts;
}

} // namespace

QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames)
{
    Q_UNUSED(seat) // nothing hidden is named: the same for every seat
    return RowingPieceTexts::of(position, seatNames);
}

} // namespace cw::rowing
