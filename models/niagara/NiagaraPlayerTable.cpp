#include "NiagaraPlayerTable.h"

#include "NiagaraNarration.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cw::niagara {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class NiagaraPlayerTable {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraPlayerTable)

public:
    static PlayerTable make();
    // "3, L6 (blue), beach, lost".
    static QString canoes(const QJsonObject &seat);
    // Two canoes on the river, each with the longest gem name: "L6 (violet), L6 (violet)".
    static QString widestCanoes();
};

QString NiagaraPlayerTable::canoes(const QJsonObject &seat)
{
    QStringList parts;
    for (const QJsonValue &value : seat.value(QStringLiteral("canoes")).toArray()) {
        const QJsonObject canoe = value.toObject();
        const QString where = canoe.value(QStringLiteral("where")).toString();
        QString part =
            where == QLatin1String("river")
                ? NiagaraCourse::displayName(canoe.value(QStringLiteral("label")).toString())
            : where == QLatin1String("beach") ? tr("beach")
                                              : tr("lost");
        if (canoe.contains(QStringLiteral("gem")))
            part += QStringLiteral(" (%1)").arg(NiagaraNarration::gemName(
                gemFromKey(canoe.value(QStringLiteral("gem")).toString())));
        parts.append(part);
    }
    return parts.join(QStringLiteral(", "));
}

QString NiagaraPlayerTable::widestCanoes()
{
    QString longestGem;
    for (int colour = 0; colour < GemColours; ++colour) {
        const QString name = NiagaraNarration::gemName(colour);
        if (name.size() > longestGem.size())
            longestGem = name;
    }
    const QString canoe =
        QStringLiteral("%1 (%2)").arg(NiagaraCourse::displayName(QStringLiteral("L6")), longestGem);
    return canoe + QStringLiteral(", ") + canoe;
}

PlayerTable NiagaraPlayerTable::make()
{
    PlayerTable table{
        QStringLiteral("seats"), tr("Canoeist"), tr("Name and colour of the player"), {}};
    table.columns = {
        {tr("Cards"),
         tr("Paddle cards not yet played this cycle"),
         [](const QJsonObject &seat) { return seatViewNumber(seat, "handCount"); },
         {},
         tr("Crd.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Played"),
         tr("The card played this round, once revealed"),
         [](const QJsonObject &seat) {
             if (seat.contains(QStringLiteral("card")))
                 return NiagaraNarration::cardName(seat.value(QStringLiteral("card")).toInt());
             return seat.value(QStringLiteral("chosen")).toBool() ? tr("chosen") : QString();
         },
         {},
         tr("Pld.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Canoes"), tr("Where the two canoes are, with the gem each carries"), canoes,
         widestCanoes(),
         tr("Can.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Gems"),
         tr("Gems landed in the play area (7 of any, 4 of one colour or 5 colours win)"),
         [](const QJsonObject &seat) { return seatViewNumber(seat, "gems"); },
         {},
         tr("Gems", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Place"),
         tr("Finishing place"),
         seatViewPlace,
         {},
         tr("Pl.", "a Players dock column's header in a narrow dock: a few letters")},
    };
    return table;
}

} // namespace

PlayerTable playerTable(const QJsonObject &)
{
    return NiagaraPlayerTable::make();
}

} // namespace cw::niagara
