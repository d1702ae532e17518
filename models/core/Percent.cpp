// A share written as a percentage (Percent.h).
#include "Percent.h"

#include <QLocale>

#include <cmath>

namespace cw {

QString Percent::of(double share, int decimals)
{
    return points(100 * share, decimals);
}

QString Percent::points(double points, int decimals)
{
    // Whole numbers round half away from zero, as std::lround does (22.5 is "23%"). The decimal
    // sign is the language's (QLocale's default, which Language sets).
    const QLocale locale;
    const QString number = decimals == 0 ? locale.toString(qlonglong(std::lround(points)))
                                         : locale.toString(points, 'f', decimals);
    //: A percentage: %1 is the number. Keep the number and the sign on one line: no space in
    //: English, a no-break space (U+00A0) in French.
    return tr("%1%").arg(number);
}

} // namespace cw
