#include "RowingCoursePainter.h"

#include "print/PrintStyle.h"
#include "print/PrintText.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cw::rowing {

using print::TextStyle;

namespace {

// Colours chosen to print well in colour and in grey.
using print::Ink;
const QColor CellLine(0x80, 0x88, 0x90);
const QColor CellNumber(0x60, 0x68, 0x70);
const QColor Rope(0x3a, 0x5a, 0x80);
const QColor SplitRed(0xc0, 0x20, 0x20);
const QColor SectorShade(0x00, 0x20, 0x40, 16);
const QColor AreaShade(0xff, 0xff, 0xff, 110);

// Text sizes in mm: readable at true scale, small enough not to crowd a 25 mm cell.
constexpr double NumberText = 2.5;
constexpr double MarkText = 2.5;
constexpr double LaneText = 3.2;
constexpr double SplitText = 3;
constexpr double LineText = 4;

QPen pen(const QColor &colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen result(colour, width, style);
    result.setCapStyle(Qt::FlatCap);
    return result;
}

} // namespace

RowingCoursePainter::RowingCoursePainter(const RowingCourse &course)
    : RowingCoursePainter(course, Options())
{
}

RowingCoursePainter::RowingCoursePainter(const RowingCourse &course, const Options &options)
    : m_course(course), m_geometry(course), m_options(options)
{
}

QColor RowingCoursePainter::waterTint(const QString &colour)
{
    QColor tint(colour);
    if (!tint.isValid())
        tint = QColor(0xd6, 0xec, 0xf8);
    // Mix with white until light enough: the default lane colours are already tints.
    constexpr double Lightest = 0.86;
    const double lightness = tint.lightnessF();
    if (lightness < Lightest) {
        const double white = (Lightest - lightness) / (1 - lightness);
        tint = QColor::fromRgbF(tint.redF() + (1 - tint.redF()) * white,
                                tint.greenF() + (1 - tint.greenF()) * white,
                                tint.blueF() + (1 - tint.blueF()) * white);
    }
    return tint;
}

void RowingCoursePainter::paint(QPainter &painter, const QRectF &regionMm) const
{
    paint(painter, regionMm, regionMm);
}

// Every part below is culled to `region`, the visible part, by the extent of what it draws
// (a label beside its mark, a stroke's half width), never by its anchor alone.
void RowingCoursePainter::paint(QPainter &painter, const QRectF &regionMm,
                                const QRectF &visibleMm) const
{
    const QRectF whole = regionMm.intersected(m_geometry.water());
    const QRectF region = whole.intersected(visibleMm);
    if (region.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(region, Qt::IntersectClip);
    paintWater(painter, region);
    paintCells(painter, region);
    paintLaneRopes(painter, region);
    paintMetreMarks(painter, region);
    paintSplitLines(painter, region);
    paintStartAndFinish(painter, region);
    if (m_options.laneNames)
        paintLaneNames(painter, whole.left(), region);
    painter.restore();
}

// Each lane's tint, alternate sector bands slightly darker, start and finish areas paler.
void RowingCoursePainter::paintWater(QPainter &painter, const QRectF &region) const
{
    for (int lane = 0; lane < m_geometry.lanes(); ++lane) {
        const QRectF rect = m_geometry.laneRect(lane).intersected(region);
        if (!rect.isEmpty())
            painter.fillRect(rect, waterTint(m_course.laneColour(lane)));
    }
    const double width = m_geometry.width();
    for (const RowingCourseGeometry::Band &band : m_geometry.sectorBands()) {
        if (band.number % 2 == 0)
            painter.fillRect(
                QRectF(band.fromX, 0, band.toX - band.fromX, width).intersected(region),
                SectorShade);
    }
    // Fills stay inside the region even without clipping (QSvgGenerator ignores clips).
    const QRectF water = m_geometry.water();
    painter.fillRect(QRectF(water.left(), 0, -water.left(), width).intersected(region), AreaShade);
    painter.fillRect(QRectF(m_geometry.length(), 0, water.right() - m_geometry.length(), width)
                         .intersected(region),
                     AreaShade);
    // Sector numbers along the bottom edge, at the start of each band.
    painter.setPen(CellNumber);
    for (const RowingCourseGeometry::Band &band : m_geometry.sectorBands()) {
        const QRectF label(band.fromX + 1, width - 4.5, 30, 4);
        if (label.left() > region.right() || label.right() < region.left())
            continue;
        print::drawText(painter, label, Qt::AlignLeft | Qt::AlignBottom,
                        tr("sector %1").arg(band.number), {MarkText, false, true});
    }
}

// A thin outline around every cell, with its space number in the bottom-right corner, made
// smaller where it would not fit the cell's width (a 5 mm space holds "1000" only at 1.2 mm).
void RowingCoursePainter::paintCells(QPainter &painter, const QRectF &region) const
{
    const double space = m_geometry.spaceMm(), outline = 0.3;
    // The cells whose outline reaches the region: half the stroke lies outside a cell.
    const int first = std::max(1, int(std::floor((region.left() - outline) / space)) + 1);
    const int last =
        std::min(m_geometry.spaces(), int(std::ceil((region.right() + outline) / space)));
    painter.setPen(pen(CellLine, outline));
    painter.setBrush(Qt::NoBrush);
    for (int lane = 0; lane < m_geometry.lanes(); ++lane) {
        for (int k = first; k <= last; ++k)
            painter.drawRect(m_geometry.cell(lane, k));
    }
    painter.setPen(CellNumber);
    for (int k = first; k <= last; ++k) {
        const QString number = QString::number(k);
        const auto box = [&](int lane) {
            return m_geometry.cell(lane, k).adjusted(1, 1, -1, -0.8);
        };
        const TextStyle style{std::min(NumberText, box(0).width() / print::textWidth(number, {1}))};
        for (int lane = 0; lane < m_geometry.lanes(); ++lane)
            print::drawText(painter, box(lane), Qt::AlignRight | Qt::AlignBottom, number, style);
    }
}

// Lane ropes between lanes, and the outer edges of the water.
void RowingCoursePainter::paintLaneRopes(QPainter &painter, const QRectF &region) const
{
    const QRectF water = m_geometry.water();
    painter.setBrush(Qt::NoBrush);
    // The dashes keep the phase they have from the water's left edge, wherever the region
    // starts: a page shows the dashes of the whole strip.
    QPen dashes = pen(Rope, 0.6, Qt::DashLine);
    double period = 0;
    for (double length : dashes.dashPattern())
        period += length * dashes.widthF();
    dashes.setDashOffset(std::fmod(region.left() - water.left(), period) / dashes.widthF());
    painter.setPen(dashes);
    for (int lane = 1; lane < m_geometry.lanes(); ++lane) {
        const double y = lane * m_geometry.laneMm();
        painter.drawLine(QPointF(region.left(), y), QPointF(region.right(), y));
    }
    painter.setPen(pen(Rope, 0.8));
    painter.drawLine(QPointF(region.left(), 0), QPointF(region.right(), 0));
    painter.drawLine(QPointF(region.left(), water.bottom()),
                     QPointF(region.right(), water.bottom()));
}

// Ticks every 100 m on both outer edges, bold every 500 m, with the distance at the top.
void RowingCoursePainter::paintMetreMarks(QPainter &painter, const QRectF &region) const
{
    const double width = m_geometry.width();
    std::vector<int> splitMetres;
    for (const RowingCourseGeometry::Split &split : m_geometry.splitLines())
        splitMetres.push_back(split.metres);
    for (const RowingCourseGeometry::MetreMark &mark : m_geometry.metreMarks()) {
        // The start and finish lines are drawn (and named) on their own.
        // Its tick (half a bold stroke each side) and its label to the right.
        const QRectF label(mark.x + 0.8, 0.6, 20, 3.5);
        if (label.right() < region.left() || mark.x - 0.35 > region.right() || mark.metres == 0 ||
            mark.metres >= m_course.lengthMetres())
            continue;
        const double tick = mark.major ? 4 : 2.5;
        painter.setPen(pen(Ink, mark.major ? 0.7 : 0.35));
        painter.drawLine(QPointF(mark.x, 0), QPointF(mark.x, tick));
        painter.drawLine(QPointF(mark.x, width), QPointF(mark.x, width - tick));
        // A split line carries its own distance.
        if (std::find(splitMetres.begin(), splitMetres.end(), mark.metres) != splitMetres.end())
            continue;
        painter.setPen(Ink);
        print::drawText(painter, label, Qt::AlignLeft | Qt::AlignTop, tr("%1 m").arg(mark.metres),
                        {MarkText, mark.major});
    }
}

// The start line (solid) and the finish line (chequered), each named along the line.
void RowingCoursePainter::paintStartAndFinish(QPainter &painter, const QRectF &region) const
{
    const double width = m_geometry.width();
    const double finish = m_geometry.length();
    if (region.left() <= 2 && region.right() >= -8) {
        painter.setPen(pen(Ink, 1.2));
        painter.drawLine(QPointF(0, 0), QPointF(0, width));
        paintLineLabel(painter, -3.6, tr("START"));
    }
    if (region.left() <= finish + 10 && region.right() >= finish - 2) {
        // Chequered just beyond the line, clear of the last cell's number.
        constexpr double Square = 2;
        painter.setPen(Qt::NoPen);
        for (int row = 0; row * Square < width; ++row) {
            for (int column = 0; column < 2; ++column) {
                const QRectF square(finish + column * Square, row * Square, Square,
                                    std::min(Square, width - row * Square));
                painter.fillRect(square, (row + column) % 2 == 0 ? Ink : Qt::white);
            }
        }
        paintLineLabel(painter, finish + 7.2, tr("FINISH"));
    }
}

// `text` up the middle of the water, centred on x, on a pale box so that lane ropes do not cross
// it.
void RowingCoursePainter::paintLineLabel(QPainter &painter, double x, const QString &text) const
{
    const TextStyle style{LineText, true};
    const double length = print::textWidth(text, style) + 2;
    const double middle = m_geometry.width() / 2;
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 200));
    painter.drawRoundedRect(QRectF(x - 2.6, middle - length / 2, 5.2, length), 1, 1);
    painter.setPen(Ink);
    print::drawRotatedText(painter, QRectF(x - length / 2, middle - 2.4, length, 4.8), -90,
                           Qt::AlignCenter, text, style);
}

// Each split line across every lane, with its distance and pace limit at both outer edges.
void RowingCoursePainter::paintSplitLines(QPainter &painter, const QRectF &region) const
{
    const double width = m_geometry.width();
    for (const RowingCourseGeometry::Split &split : m_geometry.splitLines()) {
        const QString label = tr("%1 m · limit %2").arg(split.metres).arg(split.paceLimit);
        const TextStyle style{SplitText, true};
        const double labelWidth = print::textWidth(label, style) + 2;
        // The label's box and its outline, centred on the line.
        const double reach = labelWidth / 2 + 0.3;
        if (split.x + reach < region.left() || split.x - reach > region.right())
            continue;
        painter.setPen(pen(SplitRed, 0.9));
        painter.drawLine(QPointF(split.x, 0), QPointF(split.x, width));
        for (double top : {0.8, width - 0.8 - 4.4}) {
            const QRectF box(split.x - labelWidth / 2, top, labelWidth, 4.4);
            painter.setPen(pen(SplitRed, 0.3));
            painter.setBrush(Qt::white);
            painter.drawRoundedRect(box, 1, 1);
            painter.setPen(SplitRed);
            print::drawText(painter, box, Qt::AlignCenter, label, style);
        }
    }
}

// The lane names up `left`, the left edge of the region painted, one per lane, so every strip
// says which lane is which; `region` is the visible part.
void RowingCoursePainter::paintLaneNames(QPainter &painter, double left, const QRectF &region) const
{
    const double laneMm = m_geometry.laneMm();
    const double x = std::max(left, m_geometry.water().left());
    // The names lie within 4.5 mm + their height (at most 1.2 × 3.2 mm) of x.
    if (x + 4.5 + 1.2 * LaneText < region.left() || x > region.right())
        return;
    for (int lane = 0; lane < m_geometry.lanes(); ++lane) {
        const QRectF rect = m_geometry.laneRect(lane);
        if (rect.bottom() < region.top() || rect.top() > region.bottom())
            continue;
        const TextStyle style{std::min(LaneText, laneMm * 0.3), true};
        const double length = laneMm - 3;
        const QString name = print::elidedText(m_course.laneName(lane), style, length);
        // 4.5 mm in: clear of the alignment triangles (2.2 mm deep) print puts on the edge of a
        // strip, glyph overhang included.
        const QRectF box(x + 4.5 + style.sizeMm * 0.6 - length / 2,
                         rect.center().y() - style.sizeMm * 0.6, length, style.sizeMm * 1.2);
        painter.setPen(Ink);
        print::drawRotatedText(painter, box, -90, Qt::AlignCenter, name, style);
    }
}

} // namespace cw::rowing
