#include "VisionsSideName.h"

#include <QRegularExpression>

namespace cw::visions {

QString VisionsSideName::of(const QString &tile, const QString &side)
{
    // The library's ids: S, F, 1…9, C1…C9 (docs/course-format.md, Visions tiles).
    static const QRegularExpression shortId(QStringLiteral("^(?:[SF]|C?[0-9]{1,2})$"));
    if (shortId.match(tile).hasMatch())
        return tile + side;
    return tr("%1 (side %2)").arg(tile, side);
}

} // namespace cw::visions
