#pragma once

#include "GameSetupBuilder.h"
#include "core/GameRegistry.h"

#include <QSize>
#include <QTest>

namespace cw::test {

// One row per registered game, its column "gameId".
inline void addGameRows()
{
    QTest::addColumn<QString>("gameId");
    for (const GameInfo &info : GameRegistry::games())
        QTest::newRow(qPrintable(info.id)) << info.id;
}

// The rows gameId, size, language of a window test: every game at 1280×720 in English (and at
// 1920×1080 with `bothSizes`), and with CW_SHOTS set (screenshots to look at) at both sizes in
// English and French.
inline void addWindowRows(bool bothSizes = false)
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    const bool shots = !qEnvironmentVariableIsEmpty("CW_SHOTS");
    for (const GameInfo &info : GameRegistry::games())
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)})
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")})
                if (shots ||
                    ((bothSizes || size.width() == 1280) && language == QLatin1String("en")))
                    QTest::addRow("%s-%dx%d-%s", qPrintable(info.id), size.width(), size.height(),
                                  qPrintable(language))
                        << info.id << size << language;
}

} // namespace cw::test
