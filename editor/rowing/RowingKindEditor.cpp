#include "RowingKindEditor.h"

#include <QPainter>
#include <QPixmap>

namespace cw::rowing {

namespace {
// A split line across two lanes of water, as the palette shows it.
QIcon splitLineIcon()
{
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(2, 2); // drawn on a 32-pixel grid
    painter.fillRect(QRectF(2, 8, 28, 10), QColor(0xd6, 0xec, 0xf8));
    painter.fillRect(QRectF(2, 18, 28, 10), QColor(0xe4, 0xf2, 0xe0));
    painter.setPen(QPen(QColor(0x3a, 0x5a, 0x80), 1));
    painter.drawRect(QRectF(2.5, 8.5, 27, 19));
    painter.setPen(QPen(QColor(0xc0, 0x20, 0x20), 3));
    painter.drawLine(QPointF(16, 4), QPointF(16, 29));
    painter.setBrush(QColor(0xc0, 0x20, 0x20));
    painter.setPen(Qt::NoPen);
    painter.drawPolygon(QPolygonF{{11, 1}, {21, 1}, {21, 4}, {16, 8}, {11, 4}});
    return QIcon(pixmap);
}
} // namespace

QList<PaletteEntry> RowingKindEditor::paletteEntries() const
{
    return {{RowingCourseDocument::splitLineEntry(), tr("Split line"),
             tr("A line with a pace limit. Click to add one in the widest gap, or drag it onto "
                "the course."),
             splitLineIcon()}};
}

} // namespace cw::rowing
