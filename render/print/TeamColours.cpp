#include "TeamColours.h"

#include <algorithm>
#include <array>

namespace cw::print {

QColor TeamColours::colour(int index)
{
    static const std::array<QColor, Count> colours{
        QColor(0xc8, 0x3a, 0x32), QColor(0x2a, 0x62, 0xc0), QColor(0x2f, 0x8a, 0x3e),
        QColor(0xe8, 0xc2, 0x1a), QColor(0x7a, 0x3f, 0x9e), QColor(0xe0, 0x74, 0x1c),
        QColor(0x30, 0x30, 0x30)};
    return colours[std::size_t(std::clamp(index, 0, Count - 1))];
}

QString TeamColours::name(int index)
{
    switch (std::clamp(index, 0, Count - 1)) {
    case 0:
        return tr("Red");
    case 1:
        return tr("Blue");
    case 2:
        return tr("Green");
    case 3:
        return tr("Yellow");
    case 4:
        return tr("Purple");
    case 5:
        return tr("Orange");
    default:
        return tr("Black");
    }
}

QColor TeamColours::inkOn(const QColor &background)
{
    // Perceived brightness.
    const double luma =
        0.299 * background.red() + 0.587 * background.green() + 0.114 * background.blue();
    return luma > 150 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
}

} // namespace cw::print
