#pragma once

#include "niagara/NiagaraRiver.h"

#include <QPointF>
#include <QRectF>

#include <array>

#include <vector>

// Where the board draws each part of a Niagara river, computed from the river itself (its main
// channel, arms and discovery places), never from the standard river: the rope and the beach on
// the left, the main channel flowing right, the fork, the Left arm above and the Right arm below,
// each ending in its waterfall. A place beside main-channel spaces sits above them, a place beside
// both arms between the arms, a place beside one arm only on its outer side. Coordinates are
// pixels at zoom 1, all inside size() (the view scales the whole river to fit).
class NiagaraRiverGeometry {
public:
    static constexpr double Step = 124;      // between neighbouring spaces
    static constexpr double DiscRadius = 46; // a river disc
    static constexpr double PlaceRadius = 40;
    static constexpr double ArmOffset = 150; // each arm's distance from the main channel's line

    NiagaraRiverGeometry() = default;
    // Fits the beach to `seats` rows of canoes.
    NiagaraRiverGeometry(const cw::niagara::NiagaraRiver &river, int seats);

    QSizeF size() const { return m_size; }
    // Space index 0…spaceCount()-1 (main channel, Left arm, Right arm); the beach for -1.
    QPointF space(int index) const;
    // The arm a space lies on: 0 main channel, 1 Left, 2 Right.
    int armOf(int index) const;
    QPointF place(int colour) const { return m_places[std::size_t(colour)]; }
    QRectF beach() const { return m_beach; }
    // A canoe's spot on the beach: a row per seat, canoe 0 then 1.
    QPointF beachSpot(int seat, int canoe) const;
    double ropeX() const { return m_ropeX; }
    // The waterfall at the end of arm 0 (Left) or 1 (Right); and a point below it, where what
    // goes over the fall disappears.
    QPointF fall(int arm) const;
    QPointF belowFall(int arm) const;
    // Where a new disc comes from (above the rope) and the fork's pointer.
    QPointF entry() const;
    QPointF fork() const;

private:
    cw::niagara::NiagaraRiver m_river;
    std::vector<QPointF> m_spaces;
    std::array<QPointF, cw::niagara::GemColours> m_places{};
    QRectF m_beach;
    double m_ropeX = 0;
    QPointF m_offset;
    QSizeF m_size;
};
