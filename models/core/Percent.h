#pragma once

#include <QCoreApplication>
#include <QString>

namespace cw {

// A share written as a percentage, the one way every screen, report and command line writes it:
// "23%" in English, "23 %" in French with a no-break space, so that a line never breaks between
// the number and its sign (a review entry once ended a line with "(23" and began the next with
// "%)").
class Percent {
    Q_DECLARE_TR_FUNCTIONS(cw::Percent)

public:
    // `share` in [0, 1], with `decimals` digits after the point: of(0.234) is "23%".
    static QString of(double share, int decimals = 0);
    // A percentage already counted in points: points(95) is "95%".
    static QString points(double points, int decimals = 0);
};

} // namespace cw
