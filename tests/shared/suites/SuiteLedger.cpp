#include "SuiteLedger.h"

#include <QMetaMethod>
#include <QTest>

namespace cw::suites {

bool SuiteLedger::record(const QString &gameId, int count)
{
    if (count <= 0)
        return false;
    m_checked[QString::fromLatin1(QTest::currentTestFunction())].insert(gameId);
    return true;
}

QSet<QString> SuiteLedger::gamesChecked(const QString &function) const
{
    const auto it = m_checked.find(function);
    return it == m_checked.end() ? QSet<QString>() : it->second;
}

QStringList SuiteLedger::checks(const QMetaObject &suite)
{
    QStringList out;
    for (int i = suite.methodOffset(); i < suite.methodCount(); ++i) {
        const QMetaMethod method = suite.method(i);
        const QString name = QString::fromLatin1(method.name());
        if (method.methodType() == QMetaMethod::Slot && method.access() == QMetaMethod::Private &&
            !name.endsWith(QLatin1String("_data")))
            out.append(name);
    }
    return out;
}

} // namespace cw::suites
