#pragma once

#include "NiagaraCourse.h"

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>

#include <array>
#include <vector>

namespace cw::niagara {

// Where everything of a Niagara river lies on the table, in millimetres at true scale: the one
// geometry the editor's canvas, the print and the board read (QtCore only). The river flows left
// to right: the landing with its beaches, the rope, the main channel (spaces 1…mainLength), then
// the Left arm above and the Right arm below, each ending in its waterfall. A discovery place sits
// beside the spaces it touches, linked to each: below the main channel for places of the main
// channel, between the arms for a place of both arms, outside an arm for a place of one arm. The
// weather track runs along the bottom. The top-left corner of boundsMm() is (0, 0).
class NiagaraCourseGeometry {
public:
    static constexpr double SpaceMm = 36;          // a river space: a disc with canoes on it
    static constexpr double LandMm = 54;           // the landing's width
    static constexpr double WaterfallMm = 18;      // a waterfall's width
    static constexpr double PlaceMm = 28;          // a discovery place's square
    static constexpr double WeatherStepMm = 18;    // a step of the weather track
    static constexpr double WeatherCaptionMm = 30; // room for its caption, right of the track
    static constexpr double MarginMm = 4;          // around everything

    enum Arm { LeftArm, RightArm };

    explicit NiagaraCourseGeometry(const NiagaraCourse &river);

    QRectF boundsMm() const { return m_bounds; }
    // The landing (land, with its beaches) and the rope between it and space 1.
    QRectF landMm() const { return m_land; }
    QLineF ropeMm() const { return m_rope; }
    // Space `space` (index as NiagaraCourse::spaceLabel), a square of SpaceMm; empty when the
    // river has no such space.
    QRectF spaceMm(int space) const;
    // The waterfall at the end of an arm (right after the fork for an arm without spaces).
    QRectF waterfallMm(Arm arm) const { return m_waterfalls[arm]; }
    // The discovery place of a colour; empty when it touches no space of the river.
    QRectF placeMm(int colour) const;
    // Lines from a place's centre to the centre of each space it touches.
    QList<QLineF> placeLinksMm(int colour) const;
    // The step of the weather track showing `value` (weatherMin…weatherMax); empty outside.
    QRectF weatherStepMm(int value) const;
    // The whole weather track.
    QRectF weatherTrackMm() const { return m_weatherTrack; }

    // The space (place colour) under a point, or -1.
    int spaceAt(const QPointF &pointMm) const;
    int placeAt(const QPointF &pointMm) const;

private:
    QRectF cell(int column, int row, double size) const;

    NiagaraCourse m_river;
    QRectF m_bounds, m_land, m_weatherTrack;
    QLineF m_rope;
    std::vector<QRectF> m_spaces;
    std::array<QRectF, 2> m_waterfalls;
    std::array<QRectF, GemColours> m_places;
    std::array<QList<QLineF>, GemColours> m_links;
};

} // namespace cw::niagara
