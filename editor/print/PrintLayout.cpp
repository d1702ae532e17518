#include "PrintLayout.h"

namespace cw::print {

QRectF PrintLayout::boundsMm() const
{
    QRectF bounds;
    for (const PrintPiece &piece : pieces)
        bounds = bounds.isNull() ? piece.layoutRectMm() : bounds.united(piece.layoutRectMm());
    return bounds;
}

} // namespace cw::print
