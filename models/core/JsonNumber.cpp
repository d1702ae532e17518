#include "JsonNumber.h"

#include <cmath>

namespace cw {

QString JsonNumber::text(double number)
{
    return QString::number(number, 'g', 12);
}

std::optional<double> JsonNumber::read(const QJsonValue &value, double minimum, double maximum,
                                       QString *reason)
{
    if (!value.isDouble()) {
        *reason = tr("must be a number");
        return std::nullopt;
    }
    const double number = value.toDouble();
    // NaN fails both comparisons: isfinite catches it (and the infinities Qt never produces).
    if (!std::isfinite(number) || number < minimum || number > maximum) {
        *reason = tr("must be between %1 and %2, found %3")
                      .arg(text(minimum), text(maximum), text(number));
        return std::nullopt;
    }
    return number;
}

std::optional<qint64> JsonNumber::readWhole(const QJsonValue &value, qint64 minimum, qint64 maximum,
                                            QString *reason)
{
    const std::optional<double> number = read(value, double(minimum), double(maximum), reason);
    if (!number)
        return std::nullopt;
    if (std::floor(*number) != *number) {
        *reason = tr("must be a whole number, found %1").arg(text(*number));
        return std::nullopt;
    }
    return qint64(*number); // in range: checked above
}

} // namespace cw
