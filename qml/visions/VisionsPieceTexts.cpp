#include "VisionsPieceTexts.h"

#include "VisionsRiderText.h"
#include "visions/VisionsGame.h"
#include "visions/VisionsNarration.h"

#include <QCoreApplication>

namespace cw::visions {

namespace {

// A class so that tr() has the context lupdate gives it.
class VisionsPieceTexts {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsPieceTexts)

public:
    static QStringList of(const VisionsGame &game, const QStringList &seatNames);

private:
    static QString terrainName(RoadTerrain terrain);
    static QString place(const VisionsGame &game, const VisionsRider &rider);
};

QString VisionsPieceTexts::terrainName(RoadTerrain terrain)
{
    switch (terrain) {
    case RoadTerrain::Flats:
        return tr("flat");
    case RoadTerrain::Mountain:
        return tr("mountain");
    case RoadTerrain::Descent:
        return tr("descent");
    case RoadTerrain::Sprint:
        return tr("sprint");
    case RoadTerrain::Cobbles:
        break;
    }
    return tr("cobbles");
}

// Where a rider on the road is: its row, lane and (in a lane of several spaces) space.
QString VisionsPieceTexts::place(const VisionsGame &game, const VisionsRider &rider)
{
    const RoadPosition &at = game.track().position(rider.cell);
    QString text = tr("row %1, lane %2").arg(at.row + 1).arg(at.lane + 1);
    if (at.pseudo > 0)
        text += tr(", space %1 of the lane").arg(at.pseudo + 1);
    return text + tr(", %1").arg(terrainName(game.track().terrain(rider.cell)));
}

QStringList VisionsPieceTexts::of(const VisionsGame &game, const QStringList &seatNames)
{
    const VisionsState &s = game.state();
    QStringList texts;
    for (int rider = 0; rider < s.riderCount(); ++rider) {
        const VisionsRider &r = s.riders[std::size_t(rider)];
        QString text = tr("%1's %2").arg(seatNames.value(s.teamOf(rider)),
                                         VisionsNarration::riderName(s.slotOf(rider)));
        if (r.where == VisionsRider::Where::Road)
            text += QLatin1String(": ") + place(game, r);
        text += tr(": %1, fatigue %2 T %3 P")
                    .arg(VisionsRiderText::state(game, rider))
                    .arg(r.temporary)
                    .arg(r.permanent);
        texts << text;
    }
    const VisionsRaceTrack &track = game.track();
    for (int row = 0; row < track.rowCount(); ++row)
        texts << tr("Road row %1: %n lane(s), %2", nullptr, track.lanes(row))
                     .arg(row + 1)
                     .arg(terrainName(track.rowTerrain(row)));
    return texts;
}

} // namespace

QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames)
{
    Q_UNUSED(seat) // nothing hidden is named: the same for every seat
    const auto *game = dynamic_cast<const VisionsGame *>(&position);
    return game ? VisionsPieceTexts::of(*game, seatNames) : QStringList();
}

} // namespace cw::visions
