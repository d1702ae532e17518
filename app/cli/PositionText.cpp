#include "PositionText.h"

#include <QJsonDocument>

namespace cw::cli {

QString describePosition(const GameRecord &record, const QJsonObject &publicView)
{
    if (record.setup.gameId == QLatin1String("rowing"))
        return describeRowingPosition(record, publicView);
    if (record.setup.gameId == QLatin1String("salmon-run"))
        return describeSalmonPosition(record, publicView);
    return QString::fromUtf8(QJsonDocument(publicView).toJson(QJsonDocument::Indented));
}

} // namespace cw::cli
