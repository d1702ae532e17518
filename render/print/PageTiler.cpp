#include "PageTiler.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace cw::print {

namespace {

constexpr double Epsilon = 0.01; // mm: below what a printer can show

// How one side of a piece of `length` is cut into `count` equal spans of at most `available`,
// consecutive spans sharing `overlap`.
struct Cuts {
    int count = 1;
    double span = 0;
    double overlap = 0;
    double start(int index) const { return index * (span - overlap); }
};

Cuts cut(double length, double available, double overlap)
{
    Cuts cuts;
    cuts.span = length;
    if (length <= available + Epsilon || available <= 0)
        return cuts;
    // Keep at least half the page free of overlap so that every page moves the layout on.
    cuts.overlap = std::clamp(overlap, 0.0, available / 2);
    cuts.count = int(std::ceil((length - cuts.overlap) / (available - cuts.overlap) - 1e-9));
    cuts.count = std::max(cuts.count, 2);
    cuts.span = (length + (cuts.count - 1) * cuts.overlap) / cuts.count;
    return cuts;
}

// Whether two ranges share more than `minimum`: pages meeting only at an overlap corner (a
// diagonal neighbour) share no more than the overlap.
bool rangesShare(double a0, double a1, double b0, double b1, double minimum)
{
    return std::min(a1, b1) - std::max(a0, b0) > minimum;
}

} // namespace

PageTiler::PageTiler(const PageSpec &page, double overlapMm)
    : m_page(page), m_overlapMm(std::max(0.0, overlapMm))
{
}

QString PageTiler::pageLabel(int row, int column)
{
    return QStringLiteral("P%1-%2").arg(row + 1).arg(column + 1);
}

PageTiling PageTiler::tile(const PrintLayout &layout) const
{
    PageTiling tiling;
    tiling.page = m_page;
    tiling.overlapMm = m_overlapMm;
    tiling.assemblyMap = layout.assemblyMap;
    const QRectF printable = m_page.printableMm();
    int firstRow = 0;
    for (int index = 0; index < int(layout.pieces.size()); ++index) {
        const PrintPiece &piece = layout.pieces[size_t(index)];
        const QSizeF size(std::max(0.0, piece.sizeMm.width()),
                          std::max(0.0, piece.sizeMm.height()));
        const Cuts across = cut(size.width(), printable.width(), m_overlapMm);
        const Cuts down = cut(size.height(), printable.height(), m_overlapMm);
        const QPointF origin = printable.center() - QPointF(across.span / 2, down.span / 2);
        for (int row = 0; row < down.count; ++row) {
            for (int column = 0; column < across.count; ++column) {
                if (int(tiling.tiles.size()) > MaxPages)
                    return tiling;
                PageTile tile;
                tile.piece = index;
                tile.row = firstRow + row;
                tile.column = column;
                tile.label = pageLabel(tile.row, column);
                tile.regionMm =
                    QRectF(across.start(column), down.start(row), across.span, down.span);
                tile.originMm = origin;
                tile.layoutMm = tile.regionMm.translated(piece.positionMm);
                tiling.tiles.push_back(tile);
            }
        }
        firstRow += down.count;
    }
    return tiling;
}

// Two pages join along an edge when one's side lies on or inside the other's (overlap within a
// piece, butting between pieces) and they share a stretch of that side.
std::vector<PageNeighbour> PageTiling::neighbours(int tile) const
{
    std::vector<PageNeighbour> result;
    if (tile < 0 || tile >= int(tiles.size()))
        return result;
    const QRectF a = tiles[size_t(tile)].layoutMm;
    const double reach = overlapMm + Epsilon;
    for (int other = 0; other < int(tiles.size()); ++other) {
        if (other == tile)
            continue;
        const QRectF b = tiles[size_t(other)].layoutMm;
        const bool shareY = rangesShare(a.top(), a.bottom(), b.top(), b.bottom(), reach);
        const bool shareX = rangesShare(a.left(), a.right(), b.left(), b.right(), reach);
        std::optional<Edge> edge;
        if (shareY && b.left() > a.left() + Epsilon && b.left() <= a.right() + Epsilon &&
            b.left() >= a.right() - reach && b.right() > a.right() + Epsilon)
            edge = Edge::Right;
        else if (shareY && b.right() < a.right() - Epsilon && b.right() >= a.left() - Epsilon &&
                 b.right() <= a.left() + reach && b.left() < a.left() - Epsilon)
            edge = Edge::Left;
        else if (shareX && b.top() > a.top() + Epsilon && b.top() <= a.bottom() + Epsilon &&
                 b.top() >= a.bottom() - reach && b.bottom() > a.bottom() + Epsilon)
            edge = Edge::Bottom;
        else if (shareX && b.bottom() < a.bottom() - Epsilon && b.bottom() >= a.top() - Epsilon &&
                 b.bottom() <= a.top() + reach && b.top() < a.top() - Epsilon)
            edge = Edge::Top;
        if (!edge)
            continue;
        // The shared zone; a butt join has zero width (or height) along the joining edge.
        const QRectF zone =
            QRectF(QPointF(std::max(a.left(), b.left()), std::max(a.top(), b.top())),
                   QPointF(std::min(a.right(), b.right()), std::min(a.bottom(), b.bottom())));
        result.push_back({*edge, other, zone});
    }
    return result;
}

} // namespace cw::print
