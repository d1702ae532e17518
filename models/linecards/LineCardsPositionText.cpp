#include "LineCardsPositionText.h"

#include "core/GameRecord.h"
#include "core/TextTable.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cw::linecards {

namespace {

class LineCardsPositionText {
    Q_DECLARE_TR_FUNCTIONS(cw::linecards::LineCardsPositionText)

public:
    static QString describe(const GameRecord &record, const QJsonObject &view);
};

QChar arrow(const QString &travel)
{
    if (travel == QLatin1String("up"))
        return u'^';
    if (travel == QLatin1String("right"))
        return u'>';
    if (travel == QLatin1String("down"))
        return u'v';
    return u'<';
}

QString LineCardsPositionText::describe(const GameRecord &record, const QJsonObject &view)
{
    const auto seatName = [&](int seat) {
        const QString name = seat >= 0 && seat < record.setup.seats.size()
                                 ? record.setup.seats[seat].name
                                 : QString();
        return name.isEmpty() ? tr("Player %1").arg(seat + 1) : name;
    };
    const int side = view.value(QStringLiteral("side")).toInt();
    QString out =
        (view.value(QStringLiteral("wrap")).toBool()
             ? tr("%1 on a %2 × %2 grid whose lines wrap at the edges.")
             : tr("%1 on a %2 × %2 grid whose edges end lines."))
            .arg(QCoreApplication::translate("cw::linecards::LineCardsGameInfo", "Line cards"))
            .arg(side) +
        u'\n';
    const int seat = view.value(QStringLiteral("currentSeat")).toInt();
    if (seat < 0)
        out += tr("Game over after turn %1.").arg(view.value(QStringLiteral("turn")).toInt());
    else
        out += tr("Turn %1, %2 to decide (%3).")
                   .arg(view.value(QStringLiteral("turn")).toInt())
                   .arg(seatName(seat), view.value(QStringLiteral("phase")).toString());
    out += u'\n';
    if (side <= 0)
        return out;
    QList<QString> rows(side, QString(side * 3, u' '));
    for (int row = 0; row < side; ++row)
        for (int column = 0; column < side; ++column)
            rows[row][column * 3 + 1] = u'.';
    for (const QJsonValue value : view.value(QStringLiteral("squares")).toArray()) {
        const QJsonObject card = value.toObject();
        const QJsonArray square = card.value(QStringLiteral("square")).toArray();
        const int row = square.at(0).toInt(), column = square.at(1).toInt();
        if (row < 0 || row >= side || column < 0 || column >= side)
            continue;
        const bool start = card.value(QStringLiteral("shape")).toString() == QLatin1String("start");
        rows[row][column * 3] = QChar(u'1' + card.value(QStringLiteral("owner")).toInt());
        rows[row][column * 3 + 1] =
            start ? QChar(u'S') : arrow(card.value(QStringLiteral("travel")).toString());
    }
    for (const QString &row : rows)
        out += row + u'\n';
    out += u'\n';
    TextTable table;
    table.addColumn(tr("Player"), TextTable::Text);
    table.addColumn(tr("Energy"), TextTable::Number);
    table.addColumn(tr("Hand"), TextTable::Number);
    table.addColumn(tr("Deck"), TextTable::Number);
    table.addColumn(tr("Rank"), TextTable::Number);
    const QJsonArray players = view.value(QStringLiteral("players")).toArray();
    for (int p = 0; p < players.size(); ++p) {
        const QJsonObject player = players.at(p).toObject();
        const QJsonValue rank = player.value(QStringLiteral("rank"));
        table.addRow({seatName(p), QString::number(player.value(QStringLiteral("energy")).toInt()),
                      QString::number(player.value(QStringLiteral("handCount")).toInt()),
                      QString::number(player.value(QStringLiteral("deckCount")).toInt()),
                      rank.isUndefined() ? QString() : QString::number(rank.toInt())});
    }
    return out + table.toString();
}

} // namespace

QString positionText(const GameRecord &record, const QJsonObject &publicView)
{
    return LineCardsPositionText::describe(record, publicView);
}

} // namespace cw::linecards
