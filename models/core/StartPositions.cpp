#include "StartPositions.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cw {

namespace {
class StartPositionsText {
    Q_DECLARE_TR_FUNCTIONS(cw::StartPositions)
};
} // namespace

std::optional<std::vector<int>> StartPositions::read(const GameSetup &setup, QString *error)
{
    const QJsonValue value = setup.options.value(key());
    if (value.isUndefined())
        return std::vector<int>();
    const int seats = int(setup.seats.size());
    const QJsonArray array = value.toArray();
    std::vector<int> starts;
    std::vector<bool> taken(std::size_t(std::max(0, seats)), false);
    for (const QJsonValue &entry : array) {
        const int start =
            entry.isDouble() && entry.toDouble() == double(entry.toInt()) ? entry.toInt() : -1;
        if (start < 0 || start >= seats || taken[std::size_t(start)])
            break;
        taken[std::size_t(start)] = true;
        starts.push_back(start);
    }
    if (!value.isArray() || int(starts.size()) != seats || array.size() != seats) {
        *error = QStringLiteral("options.%1: ").arg(key()) +
                 StartPositionsText::tr("must list a different start position from 0 to %1 for "
                                        "each of the %2 seats")
                     .arg(seats - 1)
                     .arg(seats);
        return std::nullopt;
    }
    return starts;
}

QJsonValue StartPositions::toJson(const std::vector<int> &starts)
{
    QJsonArray array;
    for (const int start : starts)
        array.append(start);
    return array;
}

} // namespace cw
