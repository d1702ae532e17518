#include "TextSize.h"

#include "TextScale.h"

#include <QApplication>
#include <QFont>
#include <QFontInfo>
#include <QSettings>

#include <algorithm>

namespace cw::textSize {

namespace {

const QString SettingsKey = QStringLiteral("view/textSize");
constexpr double StandardPixels = 10.0 * 96.0 / 72.0; // 10 pt at 96 dpi

// The application font before any size was applied: the desktop's.
const QFont &desktopFont()
{
    static const QFont font = QApplication::font();
    return font;
}

} // namespace

QList<int> percentages()
{
    return {100, 125, 150, 175};
}

int saved()
{
    const int percent = QSettings().value(SettingsKey, Desktop).toInt();
    return percentages().contains(percent) ? percent : Desktop;
}

void save(int percent)
{
    QSettings().setValue(SettingsKey, percent);
}

double factor(int percent)
{
    if (percent != Desktop)
        return percent / 100.0;
    return std::max(1.0, QFontInfo(desktopFont()).pixelSize() / StandardPixels);
}

void apply(int percent)
{
    QFont font = desktopFont();
    if (percent != Desktop) {
        // The standard size times the share, in points at the desktop's font resolution (as the
        // desktop's own font is given), so that widgets scaling their font in points still do.
        const double pointsPerPixel =
            font.pointSizeF() > 0 ? font.pointSizeF() / QFontInfo(font).pixelSize() : 0.75;
        font.setPointSizeF(StandardPixels * factor(percent) * pointsPerPixel);
    }
    QApplication::setFont(font);
    TextScale::instance()->setFactor(factor(percent));
}

} // namespace cw::textSize
