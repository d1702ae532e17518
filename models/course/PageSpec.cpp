#include "PageSpec.h"

namespace cw {

QSizeF PageSpec::sizeMm() const
{
    const QSizeF portrait = paper == Paper::A4 ? QSizeF(210, 297) : QSizeF(215.9, 279.4);
    return landscape ? portrait.transposed() : portrait;
}

QRectF PageSpec::printableMm() const
{
    return QRectF(QPointF(0, 0), sizeMm()).adjusted(MarginMm, MarginMm, -MarginMm, -MarginMm);
}

QString PageSpec::key() const
{
    return paper == Paper::A4 ? QStringLiteral("a4") : QStringLiteral("letter");
}

std::optional<Paper> PageSpec::paperFromKey(const QString &key)
{
    if (key.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return Paper::A4;
    if (key.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
        return Paper::Letter;
    return std::nullopt;
}

QString PageSpec::displayName() const
{
    const QString name = paper == Paper::A4 ? tr("A4") : tr("Letter");
    return landscape ? tr("%1 landscape").arg(name) : tr("%1 portrait").arg(name);
}

} // namespace cw
