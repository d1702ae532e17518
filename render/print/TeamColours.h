#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

class QPainter;
class QPointF;
class QRectF;

namespace cw::print {

// The colours that tell one seat's printed pieces from another's, in every game's print-and-play
// kit: the seat colours the game starts with on screen (defaultSeatColour, the one palette
// tst_seat_palette checks), and the seat's mark besides its colour (issue 54), the same as the
// board's SeatMark, so that pieces are told apart in greyscale and by colour-blind players.
class TeamColours {
    Q_DECLARE_TR_FUNCTIONS(cw::print::TeamColours)

public:
    static constexpr int Count = 7; // the palette repeats after its seventh colour

    // The colour of seat (or team, or deck) `index`, from 0.
    static QColor colour(int index);
    // Its name as printed on the cards ("Vermilion", "Blue", …).
    static QString name(int index);
    // Ink that reads on `background`: dark on light colours, white on the others.
    static QColor inkOn(const QColor &background);

    // The mark's dark disc, under the seat's number in white.
    static QColor markDisc();
    // The seat's mark: its number from 1.
    static QString mark(int seat);
    // The mark of `seat` as a disc of `diameter` around `centre`, ringed in the seat's colour.
    static void paintMark(QPainter &painter, const QPointF &centre, double diameter, int seat);
    // A band of the seat's colour with corners of `radius`, the seat's mark at its left and
    // `text` (bold, `textSize` high, smaller if it must to fit) centred in the rest.
    static void paintBand(QPainter &painter, const QRectF &band, double radius, int seat,
                          const QString &text, double textSize);
};

} // namespace cw::print
