#pragma once

#include "visions/VisionsEvents.h"
#include "visions/VisionsTactics.h"

#include <QColor>

class QPainter;
class QRectF;

namespace cw::visions {

// The faces and backs of Visions of Rainbows' printed cards (docs/rules/visions.md,
// "Teams, cards and fatigue" and "Events, Grupo Compacto and Tactics"), 63 × 88 mm or any rectangle
// of that shape. The cards are the engine's (VisionsCards.h, VisionsEvents.h, VisionsTactics.h) and
// so are their names (VisionsNarration, VisionsTactics::cardName); only the rules text printed on
// them is written here.
namespace VisionsCardFaces {

// An Action card of `team`'s deck: `card` is a deck id of VisionsCards.h (MakingHeadlines
// included).
void paintAction(QPainter &painter, const QRectF &rect, int team, int card);
void paintEvent(QPainter &painter, const QRectF &rect, VisionsEventCard event);
void paintTactics(QPainter &painter, const QRectF &rect, Tactic tactic);

// The backs: one per team deck, one for the Event deck, one for the Tactics deck.
void paintActionBack(QPainter &painter, const QRectF &rect, int team);
void paintEventBack(QPainter &painter, const QRectF &rect);
void paintTacticsBack(QPainter &painter, const QRectF &rect);

// The colours of fatigue and of the Event and Tactics cards, shared with the chits and mats.
extern const QColor TemporaryColour;
extern const QColor PermanentColour;
extern const QColor EventColour;
extern const QColor TacticsColour;

} // namespace VisionsCardFaces

} // namespace cw::visions
