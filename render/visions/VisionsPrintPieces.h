#pragma once

#include "print/CoursePrint.h"
#include "visions/VisionsCourse.h"

#include <QCoreApplication>

#include <optional>

namespace cw::visions {

// A road as printed pieces: every tile in its pieces (the Start and the Finish in two), each at
// true scale in its real shape (curves as curves), placed where it lies on the table so the
// assembly map shows the whole layout. A piece is drawn clipped to its own outline, with its cut
// line and a label naming the tile, its place and the tiles it joins.
class VisionsPrintPieces {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsPrintPieces)

public:
    static print::PrintLayout layout(const VisionsCourse &road);
    // The course print entry for CoursePrinting::kinds(): nullopt with the problems when the road
    // cannot be read or has no tile that can be drawn.
    static std::optional<print::CoursePrint> coursePrint(const QJsonObject &course,
                                                         CourseProblems *problems);
};

} // namespace cw::visions
