#include "NiagaraPrintPieces.h"

#include "NiagaraCoursePainter.h"

#include <QPainter>

#include <memory>

namespace cw::niagara {

print::PrintLayout NiagaraPrintPieces::layout(const NiagaraCourse &river)
{
    print::PrintLayout layout;
    layout.title = river.name.trimmed().isEmpty() ? tr("Niagara river") : river.name;
    const auto painter = std::make_shared<const NiagaraCoursePainter>(river);
    print::PrintPiece piece;
    piece.name = tr("River board (%1 spaces)").arg(river.spaceCount());
    piece.shortName = tr("Board");
    piece.sizeMm = painter->geometry().boundsMm().size();
    piece.draw = [painter](QPainter &target) { painter->paint(target); };
    layout.pieces.push_back(std::move(piece));
    return layout;
}

std::optional<print::CoursePrint> NiagaraPrintPieces::coursePrint(const QJsonObject &course,
                                                                  CourseProblems *problems)
{
    const std::optional<NiagaraCourse> river = NiagaraCourse::read(course, problems);
    if (!river)
        return std::nullopt;
    return print::CoursePrint{layout(*river), river->page};
}

} // namespace cw::niagara
