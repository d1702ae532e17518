#pragma once

class QPainter;
class QRectF;

namespace cw::visions {

// The mats of Visions of Rainbows as printed: a team mat (one side for short games, the other for
// medium and long ones: the fatigue chart differs) and the podium mat.
namespace VisionsMats {

// One side of team `team`'s mat: a column per rider with its class, the five fatigue boxes and
// the PS each count costs (VisionsCards.h fatigueModifier), two bonus-ability boxes and the
// class's terrain modifiers (terrainModifier).
void paintTeam(QPainter &painter, const QRectF &rect, int team, bool shortGame);
// The podium mat: 21 places (the most riders a race has) with the seconds each is worth, and the
// Events of this movement phase (at most 2).
void paintPodium(QPainter &painter, const QRectF &rect);

} // namespace VisionsMats

} // namespace cw::visions
