#include "SalmonSymbolIcons.h"

#include <array>

namespace cw::salmon {

namespace {

// Indexed by Symbol; None has no icon.
constexpr std::array<const char *, SymbolCount> Names{
    "",        "swim",   "double-swim",       "draw-one", "eagle",        "fatigue",
    "current", "rapids", "current-or-rapids", "reeds",    "double-reeds", "wild",
    "bear-paw"};

QString path(const QString &name)
{
    return name.isEmpty() ? QString() : QStringLiteral(":/salmon/icons/%1.svg").arg(name);
}

QString url(const QString &name)
{
    return name.isEmpty() ? QString() : QStringLiteral("qrc:/salmon/icons/%1.svg").arg(name);
}

} // namespace

QString symbolIconName(Symbol symbol)
{
    const auto index = std::size_t(symbol);
    return index < Names.size() ? QString::fromLatin1(Names[index]) : QString();
}

QString symbolIconPath(Symbol symbol)
{
    return path(symbolIconName(symbol));
}

QString symbolIconUrl(Symbol symbol)
{
    return url(symbolIconName(symbol));
}

QString salmonIconPath()
{
    return path(QStringLiteral("salmon"));
}

QString salmonIconUrl()
{
    return url(QStringLiteral("salmon"));
}

QString bearIconPath()
{
    return path(QStringLiteral("bear"));
}

QString bearIconUrl()
{
    return url(QStringLiteral("bear"));
}

} // namespace cw::salmon
