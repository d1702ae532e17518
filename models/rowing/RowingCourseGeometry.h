#pragma once

#include "RowingCourse.h"

#include <QRectF>

#include <vector>

namespace cw::rowing {

// Where everything of a rowing course is, in millimetres on the table: computed here once and
// drawn by the board (which scales it), the editor's canvas and the printer.
//
// x runs along the course: 0 is the start line and length() the finish line; space k (1 to
// spaces) is the cell [(k - 1)·spaceMm, k·spaceMm], where a boat on space k sits. Boats on
// space 0 wait in the start area [-spaceMm, 0]; finished boats in the finish area beyond the
// finish line. y runs across: lane i (from 0; "lane i + 1" to players) is [i·laneMm, (i+1)·laneMm].
class RowingCourseGeometry {
public:
    explicit RowingCourseGeometry(const RowingCourse &course);

    struct Band {
        int number; // from 1
        int fromMetres, toMetres;
        double fromX, toX;
    };
    struct Split {
        int index; // in RowingCourse::splitLines
        int metres;
        int paceLimit;
        int crossingSpace;
        double x;
    };
    struct MetreMark {
        int metres;
        double x;
        bool major;
    };
    // A printed strip: the cells of spaces firstSpace to lastSpace across every lane, plus the
    // start area on the first strip and the finish area on the last.
    struct Strip {
        int number; // from 1
        int firstSpace, lastSpace;
        QRectF rect;
    };

    double spaceMm() const { return m_course.print.spaceMm; }
    double laneMm() const { return m_course.print.laneMm; }
    int lanes() const { return m_course.lanes; }
    int spaces() const { return m_course.spaces; }
    // Start line to finish line.
    double length() const { return spaces() * spaceMm(); }
    // Across every lane.
    double width() const { return lanes() * laneMm(); }
    // Start area, course and finish area, across every lane.
    QRectF water() const;

    double xOfSpace(double space) const { return space * spaceMm(); }
    double xOfMetres(double metres) const { return metres / m_course.metresPerSpace * spaceMm(); }
    QRectF laneRect(int lane) const;
    QRectF cell(int lane, int space) const;

    // Alternating bands of RowingCourse::sectorMetres from the start line, the last one cut at
    // the finish.
    std::vector<Band> sectorBands() const;
    // The split lines in distance order.
    std::vector<Split> splitLines() const;
    // The distance marks the board and the printer draw: one every MarkEveryMetres from 0 to the
    // finish, major ones every MajorMarkEveryMetres.
    static constexpr int MarkEveryMetres = 100;
    static constexpr int MajorMarkEveryMetres = 500;
    std::vector<MetreMark> metreMarks() const;
    // The strips of RowingPrintLayout::stripSpaces spaces each (the last one may be shorter).
    std::vector<Strip> strips() const;

private:
    RowingCourse m_course;
};

} // namespace cw::rowing
