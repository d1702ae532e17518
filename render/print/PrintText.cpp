#include "PrintText.h"

#include <QFontMetricsF>
#include <QPainter>

namespace cw::print {

namespace {

// The pixel size fonts are laid out at: large enough that hinting and integer metrics do not
// show once scaled down.
constexpr int LayoutPixels = 100;

QFont layoutFont(const TextStyle &style)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(LayoutPixels);
    font.setBold(style.bold);
    font.setItalic(style.italic);
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

double scaleOf(const TextStyle &style)
{
    return style.sizeMm / LayoutPixels;
}

} // namespace

double textWidth(const QString &text, const TextStyle &style)
{
    return QFontMetricsF(layoutFont(style)).horizontalAdvance(text) * scaleOf(style);
}

double wrappedHeight(const QString &text, const TextStyle &style, double width)
{
    const double scale = scaleOf(style);
    const QRectF bounds = QFontMetricsF(layoutFont(style))
                              .boundingRect(QRectF(0, 0, width / scale, 1e6),
                                            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    return bounds.height() * scale;
}

QString elidedText(const QString &text, const TextStyle &style, double width)
{
    const double scale = scaleOf(style);
    return QFontMetricsF(layoutFont(style)).elidedText(text, Qt::ElideRight, width / scale);
}

void drawText(QPainter &painter, const QRectF &rect, int flags, const QString &text,
              const TextStyle &style)
{
    if (style.sizeMm <= 0)
        return;
    const double scale = scaleOf(style);
    painter.save();
    painter.setFont(layoutFont(style));
    painter.translate(rect.topLeft());
    painter.scale(scale, scale);
    painter.drawText(QRectF(0, 0, rect.width() / scale, rect.height() / scale), flags, text);
    painter.restore();
}

void drawRotatedText(QPainter &painter, const QRectF &rect, double degrees, int flags,
                     const QString &text, const TextStyle &style)
{
    painter.save();
    painter.translate(rect.center());
    painter.rotate(degrees);
    drawText(painter, QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height()),
             flags, text, style);
    painter.restore();
}

} // namespace cw::print
