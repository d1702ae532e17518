#pragma once

#include "niagara/NiagaraCourse.h"
#include "print/CoursePrint.h"
#include "print/PrintLayout.h"

#include <QCoreApplication>

namespace cw::niagara {

// What a Niagara river prints as: one piece, the whole board at true scale
// (NiagaraCourseGeometry's millimetres), drawn by NiagaraCoursePainter and tiled over pages by
// PageTiler when larger than the paper.
class NiagaraPrintPieces {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraPrintPieces)

public:
    static print::PrintLayout layout(const NiagaraCourse &river);
    // The entry of CoursePrinting::kinds() for "niagara-river" courses: reads the structure of
    // `course` (current format version) and lays it out with the paper of its print block.
    static std::optional<print::CoursePrint> coursePrint(const QJsonObject &course,
                                                         CourseProblems *problems);
};

} // namespace cw::niagara
