#pragma once

#include "print/CoursePrint.h"
#include "print/PrintLayout.h"
#include "salmon/SalmonCourse.h"

#include <QCoreApplication>
#include <QRectF>

#include <optional>
#include <vector>

namespace cw::salmon {

// What a Salmon Run river prints as, at true scale (print.hexMm across the flats): one piece per
// placed board, stacked from the start board at the bottom to the finish board at the top, so
// each board is a tile set of its own as a modular board is on the table. Pieces are cut on
// straight lines through the joint: the half hexes of the raised odd columns that stick into the
// next board are printed on the next board's piece and complete each other when the pieces are
// laid edge to edge. Each piece carries its board's label and, at each joint, the board that
// joins there. Every piece paints with one shared SalmonCoursePainter.
class SalmonPrintPieces {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonPrintPieces)

public:
    static print::PrintLayout layout(const SalmonCourse &river);
    // Each placed board's piece rectangle in the river's millimetres (SalmonCourseGeometry at
    // river.print.hexMm), one per placement; empty for a board that does not exist.
    static std::vector<QRectF> pieceRects(const SalmonCourse &river);
    // The entry of CoursePrinting::kinds() for "salmon-river" courses: reads the structure of
    // `course` (current format version) and lays it out with the paper of its print.page.
    static std::optional<print::CoursePrint> coursePrint(const QJsonObject &course,
                                                         CourseProblems *problems);
};

} // namespace cw::salmon
