#pragma once

#include "core/GameRegistry.h"
#include "core/GameSetup.h"
#include "course/CourseFile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSize>
#include <QTest>

#include <vector>

namespace cw::test {

// Seat `seat`'s name (from 0) as New Game names a seat nobody has named, in the language of the
// moment ("Boat 2", «Bateau 2»), so that a test's screens in French read French throughout.
inline QString defaultSeatName(const QString &gameId, int seat)
{
    const GameInfo *info = GameRegistry::find(gameId);
    return info ? info->seats.defaultName.text().arg(seat + 1) : QString::number(seat + 1);
}

// A game of `gameId` on its default course: seat 0 played by `first`, the others (as many as the
// game's minimum, at least two) by Easy AIs.
inline GameSetup defaultSetup(const QString &gameId, Controller first, std::uint64_t seed)
{
    const GameInfo &info = *GameRegistry::find(gameId);
    GameSetup setup;
    setup.gameId = gameId;
    setup.courseSource = info.defaultCourse;
    CourseProblems problems;
    if (!info.defaultCourse.isEmpty())
        setup.course = CourseFile::read(info.defaultCourse, &problems).value_or(QJsonObject());
    for (int seat = 0; seat < std::max(2, info.minSeats); ++seat)
        setup.seats.append({defaultSeatName(gameId, seat),
                            seat == 0 ? QStringLiteral("#c0392b") : QStringLiteral("#2980b9"),
                            seat == 0 ? first : Controller::AiEasy});
    setup.seed = seed;
    return setup;
}

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
