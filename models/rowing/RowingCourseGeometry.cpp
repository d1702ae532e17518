#include "RowingCourseGeometry.h"

#include <algorithm>

namespace cw::rowing {

RowingCourseGeometry::RowingCourseGeometry(const RowingCourse &course) : m_course(course) {}

QRectF RowingCourseGeometry::water() const
{
    return QRectF(-spaceMm(), 0, length() + 2 * spaceMm(), width());
}

QRectF RowingCourseGeometry::laneRect(int lane) const
{
    const QRectF all = water();
    return QRectF(all.left(), lane * laneMm(), all.width(), laneMm());
}

QRectF RowingCourseGeometry::cell(int lane, int space) const
{
    return QRectF(xOfSpace(space - 1), lane * laneMm(), spaceMm(), laneMm());
}

std::vector<RowingCourseGeometry::Band> RowingCourseGeometry::sectorBands() const
{
    std::vector<Band> bands;
    const int length = m_course.lengthMetres();
    const int step = std::max(1, m_course.sectorMetres);
    for (int from = 0, number = 1; from < length; from += step, ++number) {
        const int to = std::min(length, from + step);
        bands.push_back({number, from, to, xOfMetres(from), xOfMetres(to)});
    }
    return bands;
}

std::vector<RowingCourseGeometry::Split> RowingCourseGeometry::splitLines() const
{
    std::vector<Split> lines;
    for (std::size_t i = 0; i < m_course.splitLines.size(); ++i) {
        const SplitLine &line = m_course.splitLines[i];
        lines.push_back({int(i), line.metres, line.paceLimit, m_course.crossingSpace(line),
                         xOfMetres(line.metres)});
    }
    std::stable_sort(lines.begin(), lines.end(),
                     [](const Split &a, const Split &b) { return a.metres < b.metres; });
    return lines;
}

std::vector<RowingCourseGeometry::MetreMark> RowingCourseGeometry::metreMarks() const
{
    std::vector<MetreMark> marks;
    for (int metres = 0; metres <= m_course.lengthMetres(); metres += MarkEveryMetres)
        marks.push_back({metres, xOfMetres(metres), metres % MajorMarkEveryMetres == 0});
    return marks;
}

std::vector<RowingCourseGeometry::Strip> RowingCourseGeometry::strips() const
{
    std::vector<Strip> list;
    const int perStrip = std::max(1, m_course.print.stripSpaces);
    for (int first = 1, number = 1; first <= spaces(); first += perStrip, ++number) {
        const int last = std::min(spaces(), first + perStrip - 1);
        double left = xOfSpace(first - 1);
        double right = xOfSpace(last);
        if (first == 1)
            left -= spaceMm(); // the start area
        if (last == spaces())
            right += spaceMm(); // the finish area
        list.push_back({number, first, last, QRectF(left, 0, right - left, width())});
    }
    return list;
}

} // namespace cw::rowing
