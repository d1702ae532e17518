#include "AssemblyMapPlan.h"

#include "PrintText.h"

#include <algorithm>

namespace cw::print {

namespace {

constexpr double LineGap = 9; // room for the piece names and the "next line" arrow, mm

bool clearOf(const QRectF &rect, const std::vector<QRectF> &taken)
{
    return std::none_of(taken.begin(), taken.end(),
                        [&](const QRectF &other) { return rect.intersects(other); });
}

// The first place for a piece's caption, within `area`, that is clear of every other piece and
// of what is already written (`taken`): below the piece, where it reads best; beside it, right
// then left; above it; at last inside its bottom edge. A caption below a piece stacked on the
// next one (Salmon's boards) used to be written over that piece's pages.
void placeCaption(AssemblyMapPlan::Piece &piece, const PrintPiece &printPiece, const QRectF &area,
                  const std::vector<QRectF> &taken)
{
    const TextStyle style{AssemblyMapPlan::CaptionText};
    constexpr double Height = AssemblyMapPlan::CaptionHeight, Gap = 0.8, Side = 1.5;
    const QRectF rect = piece.rect;
    const QRectF room = area.adjusted(-0.01, -0.01, 0.01, 0.01);
    auto fits = [&](const QRectF &candidate) {
        return room.contains(candidate) && clearOf(candidate, taken);
    };
    auto accept = [&](const QRectF &candidate, const QString &text, int flags) {
        piece.captionRect = candidate;
        piece.caption = elidedText(text, style, candidate.width());
        piece.captionFlags = flags;
    };
    const QString full = printPiece.name;
    const QString shortName = printPiece.mapName();
    for (const QString &text : {full, shortName}) {
        const QRectF below(rect.left(), rect.bottom() + Gap, rect.width(), Height);
        if (textWidth(text, style) <= rect.width() - 1 && fits(below))
            return accept(below, text, Qt::AlignHCenter | Qt::AlignTop);
        const double width = textWidth(text, style) + 0.5;
        const double middle = rect.center().y() - Height / 2;
        const QRectF right(rect.right() + Side, middle, width, Height);
        if (fits(right))
            return accept(right, text, Qt::AlignLeft | Qt::AlignVCenter);
        const QRectF left(rect.left() - Side - width, middle, width, Height);
        if (fits(left))
            return accept(left, text, Qt::AlignRight | Qt::AlignVCenter);
        const QRectF above(rect.left(), rect.top() - Gap - Height, rect.width(), Height);
        if (textWidth(text, style) <= rect.width() - 1 && fits(above))
            return accept(above, text, Qt::AlignHCenter | Qt::AlignBottom);
    }
    const QRectF inside(rect.left() + 0.5, rect.bottom() - Height - 0.5, rect.width() - 1, Height);
    accept(inside, shortName, Qt::AlignHCenter | Qt::AlignVCenter);
}

} // namespace

QRectF AssemblyMapPlan::area(const PageSpec &page)
{
    const QRectF printable = page.printableMm();
    return QRectF(printable.left(), printable.top() + Header, printable.width(),
                  printable.height() - Header - Footer);
}

AssemblyMapPlan AssemblyMapPlan::plan(const PrintLayout &layout, const PageTiling &tiling,
                                      const QRectF &area)
{
    AssemblyMapPlan result;
    const PrintLayout::Lines lines = layout.wrap(area.size(), LineGap);
    if (lines.lines.empty() || lines.scale <= 0)
        return result;
    double height = 0, width = 0;
    for (const std::vector<int> &line : lines.lines) {
        const QRectF bounds = layout.linesBounds(line);
        height += bounds.height() * lines.scale + lines.gap;
        width = std::max(width, bounds.width() * lines.scale);
    }
    double top = area.top() + std::max(0.0, (area.height() - height) / 2);
    const double left = area.left() + std::max(0.0, (area.width() - width) / 2);
    const double scale = lines.scale;
    std::vector<QRectF> pieceRects(layout.pieces.size());
    for (size_t lineIndex = 0; lineIndex < lines.lines.size(); ++lineIndex) {
        const std::vector<int> &line = lines.lines[lineIndex];
        const QRectF bounds = layout.linesBounds(line);
        auto toMap = [&](const QRectF &layoutRect) {
            return QRectF(left + (layoutRect.left() - bounds.left()) * scale,
                          top + (layoutRect.top() - bounds.top()) * scale,
                          layoutRect.width() * scale, layoutRect.height() * scale);
        };
        for (int piece : line) {
            const QRectF rect = toMap(layout.pieces[size_t(piece)].layoutRectMm());
            pieceRects[size_t(piece)] = rect;
            result.pieces.push_back({piece, rect, scale, {}, {}, 0});
        }
        for (size_t tile = 0; tile < tiling.tiles.size(); ++tile) {
            const PageTile &pageTile = tiling.tiles[tile];
            if (std::find(line.begin(), line.end(), pageTile.piece) == line.end())
                continue;
            const QRectF rect = toMap(pageTile.layoutMm).adjusted(0.5, 0.5, -0.5, -0.5);
            const double size =
                std::clamp(std::min(rect.height() * 0.3, rect.width() * 0.25), 1.5, 5.0);
            const double labelWidth = textWidth(pageTile.label, {size, true}) + size * 0.8;
            const QRectF box(rect.center() - QPointF(labelWidth / 2, size * 0.75),
                             QSizeF(labelWidth, size * 1.5));
            result.pages.push_back({int(tile), rect, box, size});
        }
        result.lineBands.emplace_back(area.left(), top, area.width(), bounds.height() * scale);
        if (lineIndex + 1 < lines.lines.size()) {
            const QRectF last = toMap(layout.pieces[size_t(line.back())].layoutRectMm());
            result.continuations.push_back(
                {QRectF(last.right() - 80, last.bottom() + 4, 80, 4),
                 layout.pieces[size_t(lines.lines[lineIndex + 1].front())].mapName()});
        }
        top += bounds.height() * scale + lines.gap;
    }
    std::vector<QRectF> taken;
    for (const Continuation &continuation : result.continuations)
        taken.push_back(continuation.rect);
    for (Piece &piece : result.pieces) {
        std::vector<QRectF> obstacles = taken;
        for (const Piece &other : result.pieces)
            if (other.piece != piece.piece)
                obstacles.push_back(other.rect);
        placeCaption(piece, layout.pieces[size_t(piece.piece)], area, obstacles);
        taken.push_back(piece.captionRect);
    }
    return result;
}

} // namespace cw::print
