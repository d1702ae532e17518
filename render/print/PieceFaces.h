#pragma once

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace cw::print {

// What every game's printed cards and tokens share, so that they look like one set: the card
// frame, the card back, round and square tokens. Painters work in millimetres; sizes are shares
// of the piece, so a smaller copy (a preview) keeps its look.

// The width of a full-size card (63 × 88 mm): `u` in the painters below is 1 mm of it.
constexpr double StandardCardWidthMm = 63;
constexpr double StandardCardHeightMm = 88;

// A card's face: the paper with a rounded frame, a band of `bandColour` with `bandText` at the
// top and the card's `name` below it in `nameColour`, shrunk to fit. Returns the room left below
// the name for the card's own drawing. A seat's card (`seat` ≥ 0) has the seat's colour and mark
// on its band (TeamColours::paintBand) in place of `bandColour`.
QRectF paintCardFrame(QPainter &painter, const QRectF &rect, const QColor &bandColour,
                      const QString &bandText, const QString &name, const QColor &nameColour,
                      int seat = -1);

// A card's back, filling `rect` to its cut line (so that a back printed a little out of register
// shows no white edge): `colour` with a lighter pattern, the game's name and, below it, `deck`.
// A seat's deck (`seat` ≥ 0) has the seat's mark above them.
void paintCardBack(QPainter &painter, const QRectF &rect, const QColor &colour, const QString &game,
                   const QString &deck, int seat = -1);

// A token: a disc (round) or a rounded square of `colour` inset 0.5 mm from its cell, a large
// `big` text and a small `small` one below it, in ink that reads on the colour. A seat's token
// (`seat` ≥ 0) has the seat's mark in place of `big`.
void paintToken(QPainter &painter, const QRectF &rect, const QColor &colour, const QString &big,
                const QString &small, bool round, int seat = -1);

// A boat or canoe of `seat` seen from above, bow to the right, filling `rect` (longer than it is
// wide): a pointed hull of the seat's colour with the seat's mark in its middle.
void paintHullToken(QPainter &painter, const QRectF &rect, int seat);

// `size`, or smaller, so that `text` in bold fits `width`.
double fittedTextSize(const QString &text, double size, double width);

} // namespace cw::print
