// The course kinds that print: one line per kind. A new kind adds its entry here, next to its
// drawing in editor/<kind>/.
#include "CoursePrint.h"

#include "rowing/RowingPrintPieces.h"
#include "salmon/SalmonPrintPieces.h"

namespace cw::print {

const std::vector<CoursePrintKind> &CoursePrinting::kinds()
{
    static const std::vector<CoursePrintKind> list{
        {QStringLiteral("rowing"), &rowing::RowingPrintPieces::coursePrint},
        {QStringLiteral("salmon-river"), &salmon::SalmonPrintPieces::coursePrint},
    };
    return list;
}

} // namespace cw::print
