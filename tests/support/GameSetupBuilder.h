#pragma once

// The one way tests set a game up: which game, on which course, who sits where, the seed and
// the options (a game is its course, seats, seed and action list). Every suite, shared or a
// game's own, builds its GameSetup here, so a setup reads the same everywhere:
//
//   session.start(test::gameSetup(QStringLiteral("rowing")).seats({Controller::Human,
//                                                                  Controller::AiEasy}).seed(7),
//                 &error);
#include "core/GameRegistry.h"
#include "core/GameSetup.h"
#include "course/CourseFile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace cw::test {

// Seat `seat`'s name (from 0) as New Game names a seat nobody has named, in the language of the
// moment ("Boat 2", «Bateau 2»), so that a test's screens in French read French throughout.
inline QString defaultSeatName(const QString &gameId, int seat)
{
    const GameInfo *info = GameRegistry::find(gameId);
    return info ? info->seats.defaultName.text().arg(seat + 1) : QString::number(seat + 1);
}

class GameSetupBuilder {
public:
    // A game of `gameId` on its default course (none for a game played without one), no seats
    // yet, seed 0, no options.
    explicit GameSetupBuilder(const QString &gameId) : m_gameId(gameId)
    {
        if (const GameInfo *info = GameRegistry::find(gameId))
            m_course = info->defaultCourse;
    }

    // The course: a built-in course's name ("salmon-expert": ":/courses/salmon-expert.json"), a
    // resource or file path (with a '/'), or empty for none. It is read as New Game reads it
    // (CourseFile::read: migrated, a former kind id renamed), or as plain JSON when that refuses
    // it, so that a test may start a game on a course the checks would refuse.
    GameSetupBuilder &course(const QString &nameOrPath)
    {
        m_course = nameOrPath.isEmpty() || nameOrPath.contains(u'/')
                       ? nameOrPath
                       : QStringLiteral(":/courses/%1.json").arg(nameOrPath);
        return *this;
    }

    // One seat per controller, in order.
    GameSetupBuilder &seats(const std::vector<Controller> &controllers)
    {
        m_controllers = controllers;
        return *this;
    }
    // `count` seats: the first played by `first`, the others by Easy AIs.
    GameSetupBuilder &seatCount(int count, Controller first = Controller::AiEasy)
    {
        m_controllers.assign(std::size_t(std::max(count, 0)), Controller::AiEasy);
        if (!m_controllers.empty())
            m_controllers.front() = first;
        return *this;
    }
    // The fewest seats the game takes, at least two; the first played by `first`.
    GameSetupBuilder &fewestSeats(Controller first = Controller::AiEasy)
    {
        const GameInfo *info = GameRegistry::find(m_gameId);
        return seatCount(std::max(2, info ? info->minSeats : 2), first);
    }

    // The seats' names: `pattern` with %1 the seat's number from 1 ("Seat %1"). By default New
    // Game's names for the game (defaultSeatName).
    GameSetupBuilder &names(const QString &pattern)
    {
        m_namePattern = pattern;
        return *this;
    }
    // The seats' colours, seat i taking colours[i % size]. By default New Game's
    // (defaultSeatColour).
    GameSetupBuilder &colours(const QStringList &colours)
    {
        m_colours = colours;
        return *this;
    }

    GameSetupBuilder &seed(std::uint64_t seed)
    {
        m_seed = seed;
        return *this;
    }
    // A game-specific setup option (GameSetup::options), as New Game sets it.
    GameSetupBuilder &option(const QString &key, const QJsonValue &value)
    {
        m_options.insert(key, value);
        return *this;
    }

    GameSetup build() const
    {
        GameSetup setup;
        setup.gameId = m_gameId;
        setup.courseSource = m_course;
        setup.course = readCourse(m_course);
        for (std::size_t i = 0; i < m_controllers.size(); ++i) {
            const int seat = int(i);
            setup.seats.append({m_namePattern.isEmpty() ? defaultSeatName(m_gameId, seat)
                                                        : m_namePattern.arg(seat + 1),
                                m_colours.isEmpty() ? defaultSeatColour(seat)
                                                    : m_colours.at(seat % int(m_colours.size())),
                                m_controllers[i]});
        }
        setup.seed = m_seed;
        setup.options = m_options;
        return setup;
    }
    operator GameSetup() const { return build(); }

private:
    static QJsonObject readCourse(const QString &path)
    {
        if (path.isEmpty())
            return {};
        CourseProblems problems;
        if (const std::optional<QJsonObject> course = CourseFile::read(path, &problems))
            return *course;
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                              : QJsonObject();
    }

    QString m_gameId;
    QString m_course;
    std::vector<Controller> m_controllers;
    QString m_namePattern;
    QStringList m_colours;
    std::uint64_t m_seed = 0;
    QJsonObject m_options;
};

// A GameSetupBuilder for `gameId`, to chain from.
inline GameSetupBuilder gameSetup(const QString &gameId)
{
    return GameSetupBuilder(gameId);
}

} // namespace cw::test
