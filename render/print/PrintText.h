#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace cw::print {

// Text sized in the painter's own units: millimetres on paper, whatever the device's resolution
// or the transform (the print engine, the export backends and the editor's zoomed canvas all draw
// through this). Qt sizes fonts in points of the device or in whole pixels; both are wrong under
// a millimetre transform, so the text is drawn with a fixed large pixel size, scaled down.
struct TextStyle {
    double sizeMm = 3; // the font's pixel size, in painter units: about the height of "Ág"
    bool bold = false;
    bool italic = false;
};

// The width of `text` in painter units.
double textWidth(const QString &text, const TextStyle &style);
// The height of `text` wrapped at word boundaries to `width` painter units (Qt::TextWordWrap).
double wrappedHeight(const QString &text, const TextStyle &style, double width);
// `text` cut with "…" to fit `width` painter units.
QString elidedText(const QString &text, const TextStyle &style, double width);
// Draws `text` in `rect` (painter units) with Qt::Alignment `flags`, in the painter's pen colour.
void drawText(QPainter &painter, const QRectF &rect, int flags, const QString &text,
              const TextStyle &style);
// The same, rotated by `degrees` (clockwise) about the centre of `rect`; `rect` is the text's
// box before rotation.
void drawRotatedText(QPainter &painter, const QRectF &rect, double degrees, int flags,
                     const QString &text, const TextStyle &style);

} // namespace cw::print
