#pragma once

#include "visions/VisionsCourse.h"
#include "visions/VisionsCoursePainter.h"

#include <QPointF>
#include <QSizeF>

#include <memory>

class QPainter;

// Where the Visions of Rainbows board draws the road and its riders: the road's
// VisionsCourseGeometry (millimetres, the one the editor and the print use, through
// cw::visions::VisionsCoursePainter) scaled to the board's pixels in this one place. Coordinates
// are pixels at zoom 1, inside size().
class VisionsBoardLayout {
public:
    static constexpr double SpacePx = 64; // a road space at zoom 1
    static constexpr double MarginPx = 48;

    VisionsBoardLayout() = default;
    explicit VisionsBoardLayout(const cw::visions::VisionsCourse &road);

    bool isEmpty() const { return !m_painter; }
    QSizeF size() const { return m_size; }
    // Pixels per millimetre.
    double scale() const { return m_scale; }
    // The centre of a road space; (0, 0) for a position the road does not have.
    QPointF space(const cw::visions::RoadPosition &position) const;
    // A spot on road side `side` (0 beside lane 0, 1 beside the last lane) of `row`, the
    // `index`th rider there from the road's edge outwards.
    QPointF roadSide(int row, int side, int index) const;
    // The middle of the line across the road where `row` begins (rowCount(): the finish).
    QPointF across(int row) const;
    // Paints the road at `zoom` (pixels per layout pixel).
    void paint(QPainter &painter, double zoom) const;

private:
    QPointF toBoard(QPointF mm) const { return (mm - m_originMm) * m_scale; }

    std::shared_ptr<const cw::visions::VisionsCoursePainter>
        m_painter; // its geometry refers to its map
    QPointF m_originMm;
    double m_scale = 1;
    QSizeF m_size;
};
