// Niagara's position as text, for coursewright-cli replay. Reads only the public view
// (NiagaraView.cpp writes it) and the record's setup.
#include "NiagaraPositionText.h"

#include "NiagaraNarration.h"
#include "core/GameRecord.h"
#include "core/TextTable.h"

#include <QJsonArray>

namespace cw::niagara {

namespace {

class NiagaraPositionText {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraPositionText)

public:
    static QString describe(const GameRecord &record, const QJsonObject &view);
    static QString seatName(const GameRecord &record, int seat);
};

QString NiagaraPositionText::seatName(const GameRecord &record, int seat)
{
    const QString name =
        seat >= 0 && seat < record.setup.seats.size() ? record.setup.seats[seat].name : QString();
    return name.isEmpty() ? tr("Player %1").arg(seat + 1) : name;
}

QString NiagaraPositionText::describe(const GameRecord &record, const QJsonObject &view)
{
    QString text = tr("Niagara on \"%1\", seed %2\n")
                       .arg(record.setup.course.value(QStringLiteral("name")).toString())
                       .arg(record.setup.seed);
    const int seat = view.value(QStringLiteral("currentSeat")).toInt(-1);
    text += seat < 0
                ? tr("The game is over.\n")
                : tr("Round %1, %2 to decide (%3).\n")
                      .arg(view.value(QStringLiteral("round")).toInt())
                      .arg(seatName(record, seat), view.value(QStringLiteral("phase")).toString());
    text += tr("Weather %1, the fork sends the next disc %2, %3 holds the life preserver.\n")
                .arg(view.value(QStringLiteral("weather")).toInt())
                .arg(view.value(QStringLiteral("fork")).toString() == QLatin1String("left")
                         ? tr("left")
                         : tr("right"))
                .arg(seatName(record, view.value(QStringLiteral("lifePreserver")).toInt()));
    const QJsonArray places = view.value(QStringLiteral("places")).toArray();
    QStringList placeTexts;
    for (qsizetype p = 0; p < places.size(); ++p) {
        int total = 0;
        for (const QJsonValue &count : places.at(p).toArray())
            total += count.toInt();
        placeTexts.append(tr("%1 place %2").arg(NiagaraNarration::gemName(int(p))).arg(total));
    }
    text += placeTexts.join(QStringLiteral(", ")) + u'\n';

    TextTable table;
    table.addColumn(tr("Player"), TextTable::Text);
    table.addColumn(tr("Cards"), TextTable::Number);
    table.addColumn(tr("Canoes"), TextTable::Text);
    table.addColumn(tr("Gems"), TextTable::Number);
    table.addColumn(tr("Rank"), TextTable::Number);
    const QJsonArray seats = view.value(QStringLiteral("seats")).toArray();
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QJsonObject s = seats.at(i).toObject();
        QStringList canoes;
        for (const QJsonValue &value : s.value(QStringLiteral("canoes")).toArray()) {
            const QJsonObject canoe = value.toObject();
            QString where = canoe.value(QStringLiteral("where")).toString();
            if (where == QLatin1String("river"))
                where = canoe.value(QStringLiteral("label")).toString();
            if (canoe.contains(QStringLiteral("gem")))
                where += u'+' + canoe.value(QStringLiteral("gem")).toString();
            canoes.append(where);
        }
        table.addRow({seatName(record, int(i)),
                      QString::number(s.value(QStringLiteral("handCount")).toInt()),
                      canoes.join(QStringLiteral(", ")),
                      QString::number(s.value(QStringLiteral("gems")).toInt()),
                      s.contains(QStringLiteral("rank"))
                          ? QString::number(s.value(QStringLiteral("rank")).toInt())
                          : QString()});
    }
    return text + table.toString();
}

} // namespace

QString positionText(const GameRecord &record, const QJsonObject &publicView)
{
    return NiagaraPositionText::describe(record, publicView);
}

} // namespace cw::niagara
