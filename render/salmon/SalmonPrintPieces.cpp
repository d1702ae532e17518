#include "SalmonPrintPieces.h"

#include "SalmonCoursePainter.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "salmon/SalmonCourseValidator.h"

#include <QPainter>

#include <memory>

namespace cw::salmon {

namespace {

using print::Ink;
const QColor LabelBox(255, 255, 255, 225);

// A label in a white rounded box, `sizeMm` high text, anchored by `flags` inside `area`.
void drawLabel(QPainter &painter, const QRectF &area, int flags, const QString &text,
               const print::TextStyle &style)
{
    const double width = print::textWidth(text, style) + style.sizeMm;
    const double height = style.sizeMm * 1.6;
    double left = area.left();
    if (flags & Qt::AlignRight)
        left = area.right() - width;
    else if (flags & Qt::AlignHCenter)
        left = area.center().x() - width / 2;
    const double top = (flags & Qt::AlignBottom) ? area.bottom() - height : area.top();
    const QRectF box(left, top, width, height);
    painter.setPen(Qt::NoPen);
    painter.setBrush(LabelBox);
    painter.drawRoundedRect(box, style.sizeMm * 0.3, style.sizeMm * 0.3);
    painter.setPen(Ink);
    print::drawText(painter, box, Qt::AlignCenter, text, style);
}

} // namespace

std::vector<QRectF> SalmonPrintPieces::pieceRects(const SalmonCourse &river)
{
    const SalmonCourseMap map(river);
    const SalmonCourseGeometry geometry(map, river.print.hexMm);
    const double half = geometry.hexMm() / 2;
    std::vector<QRectF> rects;
    for (std::size_t i = 0; i < river.boards.size() && i < map.boardOrigins().size(); ++i) {
        const SalmonRiverBoard *board = river.findBoard(river.boards[i].board);
        if (!board) {
            rects.emplace_back();
            continue;
        }
        const Hex origin = map.boardOrigins()[i];
        QRectF rect = geometry.blockRect(origin, board->columns, board->rows);
        // Below the last board, cut on the top edge of the even (lower) columns' top hexes: the
        // raised odd columns' top halves go on the next board's piece.
        const bool last = i + 1 == river.boards.size();
        if (!last && board->columns > 1) {
            const Hex top{origin.col - (origin.col & 1), origin.row + board->rows - 1};
            rect.setTop(geometry.centre(top).y() - half);
        }
        rects.push_back(rect);
    }
    return rects;
}

print::PrintLayout SalmonPrintPieces::layout(const SalmonCourse &river)
{
    print::PrintLayout layout;
    layout.title = river.name.trimmed().isEmpty() ? tr("Salmon Run river") : river.name;
    const std::vector<QRectF> rects = pieceRects(river);
    QRectF bounds;
    for (const QRectF &rect : rects)
        bounds = rect.isEmpty() ? bounds : (bounds.isNull() ? rect : bounds.united(rect));
    if (bounds.isNull())
        return layout;
    const auto painter = std::make_shared<const SalmonCoursePainter>(river, river.print.hexMm);
    const double hexMm = river.print.hexMm;
    for (std::size_t i = 0; i < rects.size(); ++i) {
        const QRectF rect = rects[i];
        if (rect.isEmpty())
            continue;
        const SalmonRiverBoard *board = river.findBoard(river.boards[i].board);
        print::PrintPiece piece;
        piece.name = tr("%1. %2 (%3)").arg(i + 1).arg(board->id, board->displayName());
        piece.shortName = tr("%1. %2").arg(i + 1).arg(board->id);
        piece.sizeMm = rect.size();
        piece.positionMm = rect.topLeft() - bounds.topLeft();
        const QString label = tr("%1 (%2) · %3 of %4")
                                  .arg(board->id, board->displayName())
                                  .arg(i + 1)
                                  .arg(river.boards.size());
        const QString above =
            i + 1 < rects.size() ? tr("▲ joins %1").arg(river.boards[i + 1].board) : QString();
        const QString below = i > 0 ? tr("▼ joins %1").arg(river.boards[i - 1].board) : QString();
        piece.draw = [painter, rect, hexMm, label, above, below](QPainter &target) {
            const QRectF shown = print::shownPartMm(target, rect.size()).translated(rect.topLeft());
            if (shown.isEmpty())
                return;
            target.save();
            target.translate(-rect.topLeft());
            painter->paint(target, shown);
            target.restore();
            // Labels in the piece's corners, sized with the hexes but legible at any size.
            const print::TextStyle style{std::clamp(hexMm * 0.09, 2.5, 5.0), true};
            const QRectF area = QRectF(QPointF(0, 0), rect.size()).adjusted(1.5, 1.5, -1.5, -1.5);
            target.save();
            target.setRenderHint(QPainter::Antialiasing);
            drawLabel(target, area, Qt::AlignLeft | Qt::AlignBottom, label, style);
            if (!above.isEmpty())
                drawLabel(target, area, Qt::AlignRight | Qt::AlignTop, above, style);
            if (!below.isEmpty())
                drawLabel(target, area, Qt::AlignRight | Qt::AlignBottom, below, style);
            target.restore();
        };
        layout.pieces.push_back(std::move(piece));
    }
    return layout;
}

std::optional<print::CoursePrint> SalmonPrintPieces::coursePrint(const QJsonObject &course,
                                                                 CourseProblems *problems)
{
    const std::optional<SalmonCourse> river = SalmonCourse::read(course, problems);
    if (!river)
        return std::nullopt;
    if (river->boards.empty()) {
        problems->append(SalmonCourseValidator::noBoards());
        return std::nullopt;
    }
    return print::CoursePrint{layout(*river), river->print.page};
}

} // namespace cw::salmon
