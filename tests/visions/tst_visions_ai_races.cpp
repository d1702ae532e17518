// Visions of Rainbows races played by the AI alone end by the rules, at every level, on every
// built-in road and on a long custom road with 1 to 4 lanes. Uniformly random medium and long
// races may drift backwards for ever (random drop backs send tired riders 5 rows back every phase
// while Permanent fatigue builds): that is the rules played at random, and no AI level plays so.
// How long the races are is measured, not tested (docs/rules/visions.md, "How long
// AI races are").
#include "VisionsTestSupport.h"
#include "visions/VisionsInvariants.h"

#include "ai/AiFactory.h"

#include <QDir>
#include <QTest>

using namespace cw;
using namespace cw::visions;

namespace {

// Far beyond any race (the longest of 1,000 Easy races on the long custom road is some thousands
// of actions): reaching it means the race would never end.
constexpr int ActionCap = 200000;

// Every built-in road (the courses of kind "visions-road"), then the long custom road.
std::vector<std::pair<QString, VisionsCourse>> roads()
{
    std::vector<std::pair<QString, VisionsCourse>> out;
    const QDir dir(QStringLiteral(":/courses"));
    for (const QString &file : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QJsonObject json = readJsonFile(dir.filePath(file));
        if (json.value(QStringLiteral("kind")).toString() != QLatin1String("visions-road"))
            continue;
        CourseProblems problems;
        if (const std::optional<VisionsCourse> road = VisionsCourse::fromJson(json, &problems))
            out.emplace_back(file, *road);
        else
            qWarning("%s: %s", qPrintable(file), qPrintable(problemTexts(problems).join(u';')));
    }
    out.emplace_back(QStringLiteral("long custom"), test::longCustomRoad());
    return out;
}

// Plays a race of `teams` teams on `road` with `ai` deciding for every seat (each decision from
// the seat's own view, AiPlayer::choose); a failure message, or empty when the race ended by the
// rules (a rider across the finish line, the phase played out) keeping the invariants.
QString raceEnds(const AiPlayer &ai, const VisionsCourse &road, int teams, std::uint64_t seed,
                 int *actions)
{
    VisionsGame game(road, teams, seed);
    while (!game.isOver() && game.moveNumber() < ActionCap) {
        const Action action = ai.choose(game, seed * 100003 + std::uint64_t(game.moveNumber()));
        if (!game.isLegal(action))
            return QStringLiteral("an illegal action at move %1").arg(game.moveNumber());
        game.apply(action);
    }
    *actions = game.moveNumber();
    if (!game.isOver())
        return QStringLiteral("not over after %1 actions").arg(ActionCap);
    if (game.state().finished == 0)
        return QStringLiteral("over with nobody across the finish line");
    return brokenInvariant(game);
}

// Plays `races` races a road with `level` in every seat (3 to 7 teams in turn) and fails on the
// first that does not end by the rules; prints the longest race of each road.
void racesEnd(Controller level, const std::vector<std::pair<QString, VisionsCourse>> &roads,
              int races)
{
    const std::unique_ptr<AiPlayer> ai = makeAiPlayer(QStringLiteral("visions"), level);
    QVERIFY(ai);
    for (const auto &[name, road] : roads) {
        QVERIFY2(!road.tiles.empty(), qPrintable(name));
        int longest = 0;
        for (int g = 0; g < races; ++g) {
            const int teams = MinTeams + g % (MaxTeams - MinTeams + 1);
            int actions = 0;
            const QString failure =
                raceEnds(*ai, road, teams, std::uint64_t(1 + g + 1000 * int(level)), &actions);
            QVERIFY2(failure.isEmpty(), qPrintable(QStringLiteral("%1, race %2, %3 teams: %4")
                                                       .arg(name)
                                                       .arg(g)
                                                       .arg(teams)
                                                       .arg(failure)));
            longest = std::max(longest, actions);
        }
        qInfo("%s: %d races, the longest %d actions", qPrintable(name), races, longest);
    }
}

} // namespace

class TestVisionsAiRaces : public QObject {
    Q_OBJECT

private slots:
    // Easy: 200 races a road, 3 to 7 teams, on every road.
    void easyRacesEndOnEveryRoad() { racesEnd(Controller::AiEasy, roads(), 200); }

    // Normal searches (a race takes some seconds): one race, on the long custom road, where a
    // race is longest and drifting backwards would show first.
    void normalRaceEndsOnTheLongCustomRoad()
    {
        racesEnd(Controller::AiNormal, {{QStringLiteral("long custom"), test::longCustomRoad()}},
                 1);
    }

    // Hard searches five times longer than Normal: one race of 3 teams, on the short road.
    void hardRaceEnds()
    {
        const std::unique_ptr<AiPlayer> ai =
            makeAiPlayer(QStringLiteral("visions"), Controller::AiHard);
        QVERIFY(ai);
        int actions = 0;
        const QString failure = raceEnds(*ai, builtInRoad(QStringLiteral("short")), 3, 5, &actions);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        qInfo("short road, 3 teams: %d actions", actions);
    }
};

QTEST_GUILESS_MAIN(TestVisionsAiRaces)
#include "tst_visions_ai_races.moc"
