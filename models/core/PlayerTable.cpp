#include "PlayerTable.h"

namespace cw {

QString seatViewNumber(const QJsonObject &seat, const char *key)
{
    return QString::number(seat.value(QLatin1String(key)).toInt());
}

QString seatViewPlace(const QJsonObject &seat)
{
    const int rank = seat.value(QStringLiteral("rank")).toInt();
    return rank > 0 ? QString::number(rank) : QString();
}

} // namespace cw
