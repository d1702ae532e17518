#pragma once

#include "niagara/NiagaraCourse.h"
#include "niagara/NiagaraCourseGeometry.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

// Where the board draws each part of a Niagara river: the table layout of
// cw::niagara::NiagaraCourseGeometry (the one the editor's canvas and the print use), scaled from
// millimetres to the board's pixels, plus what only the board shows: a spot on the beach for every
// canoe, where a new disc comes in, the fork's pointer and the water below each waterfall where
// lost canoes disappear. Coordinates are pixels at zoom 1, all inside size() (the view scales the
// whole river to fit). The print's weather track is left out: the board shows the weather in its
// header.
class NiagaraBoardLayout {
public:
    static constexpr double Step = 124; // between neighbouring spaces, the scale of the layout
    static constexpr double Scale = Step / cw::niagara::NiagaraCourseGeometry::SpaceMm;
    static constexpr double DiscRadius = 46; // a river disc
    static constexpr double PlaceRadius = 40;

    NiagaraBoardLayout() = default;
    // Fits the beach to `seats` rows of canoes.
    NiagaraBoardLayout(const cw::niagara::NiagaraCourse &river, int seats);

    QSizeF size() const { return m_size; }
    // Space index 0…spaceCount()-1 (main channel, Left arm, Right arm); the beach for -1.
    QPointF space(int index) const;
    // The arm a space lies on: 0 main channel, 1 Left, 2 Right.
    int armOf(int index) const;
    QPointF place(int colour) const;
    QRectF beach() const;
    // A canoe's spot on the beach: a row per seat, canoe 0 then 1.
    QPointF beachSpot(int seat, int canoe) const;
    double ropeX() const;
    // The waterfall at the end of arm 0 (Left) or 1 (Right), its centre and its rectangle; and a
    // point past it, where what goes over the waterfall disappears.
    QPointF waterfall(int arm) const { return waterfallRect(arm).center(); }
    QRectF waterfallRect(int arm) const;
    QPointF belowWaterfall(int arm) const;
    // Where a new disc comes from (on the rope) and the fork's pointer.
    QPointF entry() const;
    QPointF fork() const;

private:
    QPointF toBoard(QPointF mm) const { return mm * Scale + m_offset; }
    QRectF toBoard(const QRectF &mm) const;

    cw::niagara::NiagaraCourse m_river;
    std::optional<cw::niagara::NiagaraCourseGeometry> m_table;
    int m_seats = 0;
    QPointF m_offset;
    QSizeF m_size;
};
