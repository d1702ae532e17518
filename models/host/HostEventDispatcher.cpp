#include "HostEventDispatcher.h"

#include <QByteArray>

namespace cw {

void useHostEventDispatcher()
{
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", QByteArrayLiteral("1"));
}

} // namespace cw
