#include "VisionsBoardLayout.h"

#include <QLineF>
#include <QPainter>

using namespace cw::visions;

VisionsBoardLayout::VisionsBoardLayout(const VisionsCourse &road)
    : m_painter(std::make_shared<VisionsCoursePainter>(
          road, VisionsCoursePainter::Options{false, -1, {}}))
{
    const VisionsCourseGeometry &geometry = m_painter->geometry();
    m_scale = SpacePx / geometry.spaceMm();
    const double marginMm = MarginPx / m_scale;
    const QRectF bounds = geometry.boundingBox().adjusted(-marginMm, -marginMm, marginMm, marginMm);
    m_originMm = bounds.topLeft();
    m_size = bounds.size() * m_scale;
}

QPointF VisionsBoardLayout::space(const RoadPosition &position) const
{
    const RoadSpace *s = m_painter ? m_painter->geometry().space(position) : nullptr;
    return s ? toBoard(s->centre) : QPointF();
}

// Outwards from the edge lane's space, across the road: the direction from the far lane's
// space to the edge lane's (or along the line across the road when the row has one lane).
QPointF VisionsBoardLayout::roadSide(int row, int side, int index) const
{
    if (!m_painter || row < 0 || row >= m_painter->map().rowCount())
        return {};
    const int lanes = m_painter->map().row(row).road.lanes;
    const int edge = side == 0 ? 0 : lanes - 1;
    const QPointF at = space({row, edge, 0});
    QLineF out;
    if (lanes > 1) {
        out = QLineF(space({row, lanes - 1 - edge, 0}), at);
    } else {
        const QLineF line = m_painter->geometry().across(row);
        const QLineF mid(toBoard(line.p1()), toBoard(line.p2()));
        out = side == 0 ? QLineF(mid.p2(), mid.p1()) : mid;
    }
    out.setLength(1);
    const QPointF unit = out.p2() - out.p1();
    return at + unit * SpacePx * (0.95 + 0.8 * index);
}

QPointF VisionsBoardLayout::across(int row) const
{
    if (!m_painter)
        return {};
    return toBoard(m_painter->geometry().across(row).center());
}

void VisionsBoardLayout::paint(QPainter &painter, double zoom) const
{
    if (!m_painter)
        return;
    painter.save();
    painter.scale(zoom * m_scale, zoom * m_scale);
    painter.translate(-m_originMm);
    m_painter->paint(painter);
    painter.restore();
}
