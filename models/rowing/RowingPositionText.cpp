// The rowing race's position as text, for coursewright-cli replay. Reads only the public view
// (models/rowing/RowingView.cpp writes it) and the record's setup.
#include "RowingPositionText.h"

#include "core/TextTable.h"

#include "core/GameRecord.h"
#include "core/GameRegistry.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace cw::rowing {

namespace {

class RowingPositionText {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingPositionText)

public:
    static QString describe(const GameRecord &record, const QJsonObject &publicView);

private:
    static QString phaseText(const QString &phase);
    static QString seatName(const GameRecord &record, int seat);
};

// The view's phase keys, as the decision the rower to move faces.
QString RowingPositionText::phaseText(const QString &phase)
{
    if (phase == QLatin1String("chooseRate"))
        return tr("choose a stroke rate");
    if (phase == QLatin1String("playCards"))
        return tr("play pace cards");
    if (phase == QLatin1String("motivation"))
        return tr("use Motivation or not");
    if (phase == QLatin1String("discard"))
        return tr("discard pace cards");
    return phase;
}

QString RowingPositionText::seatName(const GameRecord &record, int seat)
{
    const QString name =
        seat >= 0 && seat < record.setup.seats.size() ? record.setup.seats[seat].name : QString();
    return name.isEmpty() ? tr("Boat %1").arg(seat + 1) : name;
}

// Written as a member so that tr() here has the class's context for lupdate too.
QString RowingPositionText::describe(const GameRecord &record, const QJsonObject &publicView)
{
    const QJsonObject &course = record.setup.course;
    const int spaces = course.value(QStringLiteral("spaces")).toInt();
    const int metresPerSpace = course.value(QStringLiteral("metresPerSpace")).toInt();
    const GameInfo *info = GameRegistry::find(record.setup.gameId);

    QString text = tr("%1 on \"%2\" (%3 m), seed %4\n")
                       .arg(info ? info->displayName.text() : record.setup.gameId,
                            course.value(QStringLiteral("name")).toString())
                       .arg(spaces * metresPerSpace)
                       .arg(record.setup.seed);

    const int seat = publicView.value(QStringLiteral("currentSeat")).toInt(-1);
    const int round = publicView.value(QStringLiteral("round")).toInt();
    if (seat < 0) {
        text += tr("Round %1: the race is over.\n").arg(round);
    } else {
        text += tr("Round %1: %2 to %3.\n")
                    .arg(round)
                    .arg(seatName(record, seat),
                         phaseText(publicView.value(QStringLiteral("phase")).toString()));
    }
    text += QLatin1Char('\n');

    TextTable table;
    table.addColumn(tr("Lane"), TextTable::Number);
    table.addColumn(tr("Boat"), TextTable::Text);
    table.addColumn(tr("Space"), TextTable::Number);
    table.addColumn(tr("Metres"), TextTable::Number);
    table.addColumn(tr("Rate"), TextTable::Number);
    table.addColumn(tr("Stamina"), TextTable::Number);
    table.addColumn(tr("Rank"), TextTable::Number);
    const QJsonArray boats = publicView.value(QStringLiteral("boats")).toArray();
    for (const QJsonValue &value : boats) {
        const QJsonObject boat = value.toObject();
        const int space = boat.value(QStringLiteral("space")).toInt();
        const int rank = boat.value(QStringLiteral("rank")).toInt();
        // A finished boat's space may lie past the finish (its whole pace); it has rowed the
        // course's length, no more.
        const int metres = std::min(space, spaces) * metresPerSpace;
        table.addRow({QString::number(boat.value(QStringLiteral("lane")).toInt()),
                      seatName(record, boat.value(QStringLiteral("seat")).toInt()),
                      QString::number(space), QString::number(metres),
                      QString::number(boat.value(QStringLiteral("rate")).toInt()),
                      QString::number(boat.value(QStringLiteral("staminaPile")).toInt()),
                      rank > 0 ? QString::number(rank) : QStringLiteral("-")});
    }
    return text + table.toString();
}

} // namespace

QString positionText(const GameRecord &record, const QJsonObject &publicView)
{
    return RowingPositionText::describe(record, publicView);
}

} // namespace cw::rowing
