#include "SeatSwatch.h"

#include <QColor>
#include <QPainter>
#include <QPixmap>

namespace cw {

QIcon seatSwatch(const QString &colour, int seat)
{
    const QColor fill = QColor::fromString(colour);
    QPixmap pixmap(18, 18);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0xe8, 0xf1, 0xf8), 1.5));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(0.75, 0.75, 16.5, 16.5), 4, 4);
    QFont font = painter.font();
    font.setPixelSize(12);
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(fill.lightnessF() > 0.6 ? QColor(0x10, 0x20, 0x30) : QColor(Qt::white));
    painter.drawText(QRectF(0, 0, 18, 18), Qt::AlignCenter, QString::number(seat + 1));
    return QIcon(pixmap);
}

} // namespace cw
