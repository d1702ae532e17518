#pragma once

#include "visions/VisionsCards.h"

#include <QColor>
#include <QString>

class QPainter;
class QRectF;

namespace cw::visions {

// The chits of Visions of Rainbows as printed: riders (two-sided: the white label and the black
// label, turned over when the rider is activated), fatigue, bonus seconds, bonus and penalty
// lines, and the Available Rider indicator. Each is drawn to fill its cut square or rectangle.
namespace VisionsChits {

// The class symbol in `rect`, filled with `colour`: a star, a triangle, two bars or a disc.
void paintClassSymbol(QPainter &painter, const QRectF &rect, RiderClass riderClass,
                      const QColor &colour);
// Rider `rider` (its slot, VisionsCards.h classOf) of `team`, the side with the white label or
// the black one.
void paintRider(QPainter &painter, const QRectF &rect, int team, int rider, bool blackLabel);
// The Available Rider indicator: the side saying which labels may be activated.
void paintIndicator(QPainter &painter, const QRectF &rect, bool blackLabel);
// A bonus or penalty line laid between two rows.
void paintLine(QPainter &painter, const QRectF &rect, const QColor &colour, const QString &text);

extern const QColor SprintColour;
extern const QColor MountainColour;

} // namespace VisionsChits

} // namespace cw::visions
