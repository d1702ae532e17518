#include "BoardRegistry.h"

#include "core/Registry.h"

QString BoardRegistry::boardFile(const QString &gameId) const
{
    for (const cw::BoardEntry &entry : cw::Registry<cw::BoardEntry>::entries())
        if (entry.gameId == gameId)
            return entry.qmlFile;
    return {};
}
