#pragma once

#include <QCoreApplication>
#include <QString>

namespace cw::visions {

// A tile side for people. The built-in tiles' short ids take the side as a suffix ("3A", "C3B",
// "SA"); a painted tile's id may be a word or several, where a suffix reads as one word ("Walk
// HillA"), so it is named with the side apart: "Walk Hill (side A)".
class VisionsSideName {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsSideName)

public:
    static QString of(const QString &tile, const QString &side);
};

} // namespace cw::visions
