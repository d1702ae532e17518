// What prints and exports, one line per entry: each course kind's print pieces, each game's
// print-and-play cards, each kind's export to another program's format. A new game or kind adds
// its lines here, next to its drawing in editor/<kind>/.
#include "CoursePrint.h"

#include "cycling/CyclingPrintPieces.h"
#include "cycling/VisionsCardSheets.h"
#include "linecards/LineCardsCardSheets.h"
#include "niagara/NiagaraPaddleCards.h"
#include "niagara/NiagaraPrintPieces.h"
#include "rowing/RowingPrintPieces.h"
#include "salmon/RiverTileset.h"
#include "salmon/SalmonCardSheets.h"
#include "salmon/SalmonPrintPieces.h"

namespace cw::print {

const std::vector<CoursePrintKind> &CoursePrinting::kinds()
{
    static const std::vector<CoursePrintKind> list{
        {QStringLiteral("rowing"), &rowing::RowingPrintPieces::coursePrint},
        {QStringLiteral("salmon-river"), &salmon::SalmonPrintPieces::coursePrint},
        {QStringLiteral("cycling-road"), &cycling::CyclingPrintPieces::coursePrint},
        {QStringLiteral("niagara-river"), &niagara::NiagaraPrintPieces::coursePrint},
    };
    return list;
}

const std::vector<CardSheetsKind> &CoursePrinting::cardSheets()
{
    static const std::vector<CardSheetsKind> list{
        {QStringLiteral("salmon-run"), &salmon::SalmonCardSheets::layout},
        {QStringLiteral("line-cards"), &linecards::LineCardsCardSheets::layout},
        {QStringLiteral("visions-of-rainbows"), &cycling::VisionsCardSheets::layout},
        {QStringLiteral("niagara"), &niagara::NiagaraPaddleCards::layout},
    };
    return list;
}

const std::vector<CourseExportFormat> &CoursePrinting::exportFormats()
{
    static const std::vector<CourseExportFormat> list{
        {QStringLiteral("salmon-river"), QStringLiteral("tmx"), &salmon::RiverTileset::describeTmx,
         &salmon::exportRiverTmxCourse},
    };
    return list;
}

} // namespace cw::print
