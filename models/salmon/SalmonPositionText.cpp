// The Salmon Run position as text, for coursewright-cli replay. Reads only the public view
// (models/salmon/SalmonView.cpp writes it) and the record's setup, whose river gives each salmon's
// distance to the spawning ground.
#include "SalmonPositionText.h"

#include "core/TextTable.h"

#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "salmon/SalmonCourseMap.h"
#include "salmon/SalmonGame.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <climits>
#include <optional>

namespace cw::salmon {

namespace {

class SalmonPositionText {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonPositionText)

public:
    static QString describe(const GameRecord &record, const QJsonObject &publicView);

private:
    static QString phaseText(const QString &phase);
    static QString seatName(const GameRecord &record, int seat);
    static std::optional<SalmonCourseMap> river(const GameRecord &record);
};

// The view's phase keys, as the decision the seat to move faces.
QString SalmonPositionText::phaseText(const QString &phase)
{
    if (phase == QLatin1String("playCards"))
        return tr("play cards");
    if (phase == QLatin1String("chooseSupply"))
        return tr("choose a card from the supply");
    if (phase == QLatin1String("reeds"))
        return tr("remove cards in the reeds");
    if (phase == QLatin1String("moveBear"))
        return tr("move a bear");
    if (phase == QLatin1String("eagleTarget"))
        return tr("choose whose hand the eagle looks at");
    if (phase == QLatin1String("counter"))
        return tr("counter or not");
    if (phase == QLatin1String("eagleDiscard"))
        return tr("choose the card the eagle takes");
    if (phase == QLatin1String("rapidsDiscard"))
        return tr("discard cards to the rapids");
    if (phase == QLatin1String("discardDown"))
        return tr("discard down to four cards");
    return phase;
}

QString SalmonPositionText::seatName(const GameRecord &record, int seat)
{
    const QString name =
        seat >= 0 && seat < record.setup.seats.size() ? record.setup.seats[seat].name : QString();
    return name.isEmpty() ? tr("Salmon %1").arg(seat + 1) : name;
}

// The record's river, laid out; nullopt when it does not read (the replay itself would have
// failed first, so this is only a guard).
std::optional<SalmonCourseMap> SalmonPositionText::river(const GameRecord &record)
{
    CourseProblems problems;
    const std::optional<QJsonObject> json = CourseFile::open(record.setup.course, &problems);
    const std::optional<salmon::SalmonCourse> river =
        json ? salmon::SalmonCourse::fromJson(*json, &problems) : std::nullopt;
    if (!river)
        return std::nullopt;
    return SalmonCourseMap(*river);
}

Hex hexOf(const QJsonValue &value)
{
    const QJsonArray pair = value.toArray();
    return {pair.at(0).toInt(), pair.at(1).toInt()};
}

int countOf(const QJsonObject &salmon, const QString &pile, Card card)
{
    return salmon.value(pile).toObject().value(salmon::cardKey(card)).toInt();
}

QString SalmonPositionText::describe(const GameRecord &record, const QJsonObject &publicView)
{
    const GameInfo *info = GameRegistry::find(record.setup.gameId);
    const std::optional<SalmonCourseMap> map = river(record);
    QString text = tr("%1 on \"%2\", seed %3\n")
                       .arg(info ? info->displayName.text() : record.setup.gameId,
                            record.setup.course.value(QStringLiteral("name")).toString())
                       .arg(record.setup.seed);

    const int seat = publicView.value(QStringLiteral("currentSeat")).toInt(-1);
    const int active = publicView.value(QStringLiteral("active")).toInt();
    if (seat < 0) {
        text += tr("The game is over.\n");
    } else {
        text += tr("%1's turn, %2 cards played; %3 to %4.\n")
                    .arg(seatName(record, active))
                    .arg(publicView.value(QStringLiteral("cardsPlayed")).toInt())
                    .arg(seatName(record, seat),
                         phaseText(publicView.value(QStringLiteral("phase")).toString()));
    }
    if (publicView.value(QStringLiteral("endingRound")).toBool())
        text += tr("A salmon has spawned: the game ends with this round.\n");
    QStringList bears;
    for (const QJsonValue &bear : publicView.value(QStringLiteral("bears")).toArray())
        bears.append(hexLabel(hexOf(bear)));
    text += tr("Bears: %1. Fatigue deck: %2 cards.\n")
                .arg(bears.isEmpty() ? tr("none") : bears.join(QStringLiteral(", ")))
                .arg(publicView.value(QStringLiteral("fatigueDeck")).toInt());
    text += QLatin1Char('\n');

    TextTable table;
    table.addColumn(tr("Seat"), TextTable::Number);
    table.addColumn(tr("Salmon"), TextTable::Text);
    table.addColumn(tr("Hex"), TextTable::Text);
    table.addColumn(tr("To spawn"), TextTable::Number);
    table.addColumn(tr("Hand"), TextTable::Number);
    table.addColumn(tr("Draw"), TextTable::Number);
    table.addColumn(tr("Discard"), TextTable::Number);
    table.addColumn(tr("Fatigue"), TextTable::Number);
    table.addColumn(tr("Rank"), TextTable::Number);
    for (const QJsonValue &value : publicView.value(QStringLiteral("salmon")).toArray()) {
        const QJsonObject one = value.toObject();
        const Hex hex = hexOf(one.value(QStringLiteral("hex")));
        const bool spawned = one.value(QStringLiteral("spawned")).toBool();
        // Hexes to the nearest spawn hex, as the ranking of salmon still swimming counts them.
        int toSpawn = INT_MAX;
        if (map)
            for (const Hex spawn : map->spawnHexes())
                toSpawn = std::min(toSpawn, salmon::hexDistance(hex, spawn));
        // Every Fatigue card a salmon owns is public, in one pile or another (the view pools hand
        // and draw pile as "unseen").
        const int fatigue = countOf(one, QStringLiteral("discard"), Card::Fatigue) +
                            countOf(one, QStringLiteral("unseen"), Card::Fatigue) +
                            countOf(one, QStringLiteral("played"), Card::Fatigue);
        const int rank = one.value(QStringLiteral("rank")).toInt();
        table.addRow({QString::number(one.value(QStringLiteral("seat")).toInt() + 1),
                      seatName(record, one.value(QStringLiteral("seat")).toInt()), hexLabel(hex),
                      spawned              ? tr("spawned")
                      : toSpawn == INT_MAX ? QStringLiteral("?")
                                           : QString::number(toSpawn),
                      QString::number(one.value(QStringLiteral("handCount")).toInt()),
                      QString::number(one.value(QStringLiteral("drawCount")).toInt()),
                      QString::number(one.value(QStringLiteral("discardCount")).toInt()),
                      QString::number(fatigue),
                      rank > 0 ? QString::number(rank) : QStringLiteral("-")});
    }
    return text + table.toString();
}

} // namespace

QString positionText(const GameRecord &record, const QJsonObject &publicView)
{
    return SalmonPositionText::describe(record, publicView);
}

} // namespace cw::salmon
