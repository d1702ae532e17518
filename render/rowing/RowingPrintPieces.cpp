#include "RowingPrintPieces.h"

#include "RowingCoursePainter.h"

#include <QPainter>

#include <memory>

namespace cw::rowing {

print::PrintLayout RowingPrintPieces::layout(const RowingCourse &course)
{
    print::PrintLayout layout;
    layout.title = course.name.trimmed().isEmpty() ? tr("Rowing course") : course.name;
    const auto painter = std::make_shared<const RowingCoursePainter>(course);
    const std::vector<RowingCourseGeometry::Strip> strips = painter->geometry().strips();
    if (strips.empty())
        return layout;
    const QPointF origin = strips.front().rect.topLeft();
    for (const RowingCourseGeometry::Strip &strip : strips) {
        print::PrintPiece piece;
        piece.name = strip.firstSpace == strip.lastSpace
                         ? tr("Strip %1 (space %2)").arg(strip.number).arg(strip.firstSpace)
                         : tr("Strip %1 (spaces %2–%3)")
                               .arg(strip.number)
                               .arg(strip.firstSpace)
                               .arg(strip.lastSpace);
        piece.shortName = tr("Strip %1").arg(strip.number);
        piece.sizeMm = strip.rect.size();
        piece.positionMm = strip.rect.topLeft() - origin;
        const QRectF rect = strip.rect;
        piece.draw = [painter, rect](QPainter &target) {
            const QRectF shown = print::shownPartMm(target, rect.size()).translated(rect.topLeft());
            if (shown.isEmpty())
                return;
            target.save();
            target.translate(-rect.topLeft());
            painter->paint(target, rect, shown);
            target.restore();
        };
        layout.pieces.push_back(std::move(piece));
    }
    return layout;
}

std::optional<print::CoursePrint> RowingPrintPieces::coursePrint(const QJsonObject &course,
                                                                 CourseProblems *problems)
{
    const std::optional<RowingCourse> rowing = RowingCourse::read(course, problems);
    if (!rowing)
        return std::nullopt;
    return print::CoursePrint{layout(*rowing), rowing->print.page};
}

} // namespace cw::rowing
