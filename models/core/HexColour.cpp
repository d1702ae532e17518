#include "HexColour.h"

#include "Echoed.h"

#include <QRegularExpression>

namespace cw {

bool HexColour::isValid(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    return pattern.match(text).hasMatch();
}

QString HexColour::problem(const QString &found)
{
    return tr("must be a colour \"#rrggbb\", found \"%1\"").arg(echoed(found));
}

} // namespace cw
