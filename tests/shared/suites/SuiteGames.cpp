#include "SuiteGames.h"

#include "GameSetupBuilder.h"
#include "ai/AiFactory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTest>

namespace cw::suites {

QStringList registeredGameIds()
{
    QStringList ids;
    for (const GameInfo &info : GameRegistry::games())
        ids.append(info.id);
    return ids;
}

QJsonObject readCourse(const QString &path)
{
    if (path.isEmpty())
        return {};
    QFile course(path);
    return course.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(course.readAll()).object()
                                            : QJsonObject{};
}

QStringList testCourses(const GameInfo &info)
{
    if (info.defaultCourse.isEmpty())
        return {QString()};
    const QJsonValue kind = readCourse(info.defaultCourse).value(QStringLiteral("kind"));
    QStringList courses;
    const QDir dir(QStringLiteral(":/courses"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
        if (readCourse(dir.filePath(name)).value(QStringLiteral("kind")) == kind)
            courses.append(dir.filePath(name));
    return courses;
}

GameSetup setupFor(const GameInfo &info, std::uint64_t seed, int seats, const QString &coursePath)
{
    test::GameSetupBuilder setup =
        test::gameSetup(info.id).seatCount(seats).names(QStringLiteral("Seat %1")).seed(seed);
    if (!coursePath.isEmpty())
        setup.course(coursePath);
    return setup;
}

int largestSeatCount(const GameInfo &info)
{
    for (int seats = info.maxSeats; seats >= info.minSeats; --seats) {
        QString error;
        if (info.create(setupFor(info, 1, seats), &error))
            return seats;
    }
    return 0;
}

int seatsOfGame(const GameInfo &info, int g)
{
    return info.minSeats + g % (info.maxSeats - info.minSeats + 1);
}

std::unique_ptr<Game> newGame(const GameInfo &info, std::uint64_t seed)
{
    QString error;
    auto game = info.create(setupFor(info, seed, largestSeatCount(info)), &error);
    if (!game)
        qFatal("cannot create %s: %s", qPrintable(info.id), qPrintable(error));
    return game;
}

std::unique_ptr<Game> gameOnCourse(const GameInfo &info, const QString &course, int seats,
                                   std::uint64_t seed)
{
    QString error;
    return info.create(setupFor(info, seed, seats, course), &error);
}

Action randomAction(const Game &game, Rng &rng, ActionList &buffer)
{
    game.legalActions(buffer);
    return buffer[rng.below(std::uint32_t(buffer.size()))];
}

TestPlay::TestPlay(const GameInfo &info) : TestPlay(info, !info.conformance.randomPlayEnds) {}

TestPlay::TestPlay(const GameInfo &info, bool withEasy)
    : m_easy(withEasy ? makeAiPlayer(info.id, Controller::AiEasy) : nullptr)
{
}

TestPlay TestPlay::mixed(const GameInfo &info)
{
    return TestPlay(info, true);
}

Action TestPlay::next(const Game &game, Rng &rng)
{
    if (!m_easy)
        return randomAction(game, rng, m_buffer);
    const std::uint64_t seed = rng.next();
    return seed % 2 == 0 ? m_easy->choose(game, seed) : randomAction(game, rng, m_buffer);
}

GameRecord easyGameRecord(const GameInfo &info, std::uint64_t seed, int seats)
{
    GameRecord record;
    record.setup = setupFor(info, seed, seats);
    QString error;
    std::unique_ptr<Game> game = info.create(record.setup, &error);
    if (!game)
        qFatal("cannot create %s: %s", qPrintable(info.id), qPrintable(error));
    const auto easy = makeAiPlayer(info.id, Controller::AiEasy);
    while (!game->isOver() && int(record.actions.size()) < info.maxGameLength) {
        const Action action = easy->choose(*game, record.decisionSeed(game->moveNumber()));
        record.actions.push_back(action);
        game->apply(action);
    }
    return record;
}

QString brokenInvariant(const GameInfo &info, const Game &game)
{
    return info.conformance.brokenInvariant ? info.conformance.brokenInvariant(game) : QString();
}

void addGameRows(const QStringList &gameIds)
{
    QTest::addColumn<QString>("gameId");
    for (const QString &id : gameIds)
        QTest::newRow(qPrintable(id)) << id;
}

void addCourseRows(const QStringList &gameIds)
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QString>("course");
    for (const QString &id : gameIds) {
        const GameInfo *info = GameRegistry::find(id);
        if (!info)
            continue; // the suite's own check that every listed game is registered says so
        for (const QString &course : testCourses(*info)) {
            const QString tag = course.isEmpty() ? id : id + u' ' + QFileInfo(course).fileName();
            QTest::newRow(qPrintable(tag)) << id << course;
        }
    }
}

} // namespace cw::suites
