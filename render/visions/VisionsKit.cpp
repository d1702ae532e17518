#include "VisionsKit.h"

#include "VisionsCardSheets.h"
#include "visions/VisionsCourse.h"

#include <algorithm>

namespace cw::visions {

namespace {

int linesOf(const VisionsCourse &road, BonusLine::Type type)
{
    return int(std::count_if(road.bonusLines.begin(), road.bonusLines.end(),
                             [type](const BonusLine &line) { return line.type == type; }));
}

} // namespace

print::GameKit VisionsKit::make(const QJsonObject &course)
{
    using Sheets = VisionsCardSheets;
    CourseProblems problems;
    const VisionsCourse road = VisionsCourse::read(course, &problems).value_or(VisionsCourse());
    const int sprint = std::max(int(Sheets::BonusChits), linesOf(road, BonusLine::Type::Sprint));
    const int mountain =
        std::max(int(Sheets::BonusChits), linesOf(road, BonusLine::Type::Mountain));

    print::GameKit kit;
    kit.parts.push_back(
        {tr("Cards"),
         tr("Each deck has its own back: a team's Action deck, the Event deck, the Tactics deck."),
         {{tr("Action cards: one deck of 17 per team (16 actions and Making Headlines)"),
           Sheets::Teams * Sheets::ActionCardsPerTeam},
          {tr("Event cards"), Sheets::EventCards},
          {tr("Tactics cards (medium and long games)"), Sheets::TacticsCards}},
         Sheets::cards()});
    kit.parts.push_back({tr("Chits"),
                         tr("Riders and the indicator have a white label on one side and a black "
                            "one on the other."),
                         {{tr("Rider chits: 6 per team"), Sheets::Teams * MaxRidersPerTeam},
                          {tr("Available Rider indicator"), 1},
                          {tr("Temporary fatigue chits"), 50},
                          {tr("Permanent fatigue chits"), 30},
                          {tr("Sprint bonus chits (−2 s)"), sprint},
                          {tr("Monarch of the Mountain bonus chits (−2 s)"), mountain},
                          {tr("Bonus ability chits, one per Initial Tactic"), InitialTacticsCount},
                          {tr("Bonus line chits"), Sheets::BonusLineChits},
                          {tr("Penalty line chit"), 1}},
                         Sheets::chits(sprint, mountain)});
    kit.parts.push_back({tr("Mats"),
                         tr("Use the side of the team mat that matches the game's length."),
                         {{tr("Team mats: 7 teams, a short-game side and a medium-and-long side"),
                           Sheets::Teams * 2},
                          {tr("Podium mat"), 1}},
                         Sheets::mats()});
    // The rulebook: "Fatigue is not limited by tokens. If you run out, create markers of your own."
    kit.fromBox << tr("Spare markers (coins or cubes), should the fatigue chits run out");
    kit.aid = playerAid();
    return kit;
}

print::PlayerAid VisionsKit::playerAid()
{
    print::PlayerAid aid;
    aid.title = tr("Visions of Rainbows at a glance");
    aid.sections = {
        {tr("Movement phase"),
         {tr("In turn, each player activates one available rider with one Action card, takes "
             "the card's fatigue, then draws back to 5."),
          tr("Drawing Making Headlines resolves an Event (at most 2 a phase), then draw again."),
          tr("The phase ends when every rider has been activated once.")}},
        {tr("Moving"),
         {tr("Each Pedal Stroke (PS) moves one space forward or sideways; no diagonal or "
             "backward steps unless a card says so."),
          tr("Spend PS moving forward while you can; sideways moves are never forced."),
          tr("Bumping into an occupied space costs 2 PS. Never onto the road side."),
          tr("Linked: riders in one lane with no empty space between them.")}},
        {tr("Card types"),
         {tr("Lead: the riders linked behind follow, sideways too. Bumps forward and sideways."),
          tr("Chase: pushes the riders linked ahead. Bumps sideways."),
          tr("Draft: the whole line moves forward; no class or fatigue modifier. Bumps "
             "sideways."),
          tr("Break: the rider moves alone. Bumps forward and sideways."),
          tr("Wild: name Lead, Chase, Draft or Break.")}},
        {tr("Fatigue (at most 5 chits)"),
         {tr("Short game: −1 PS for each chit."),
          tr("Medium and long games: 1 chit no effect, then −2, −3, −4, −5 PS."),
          tr("Only the activated rider is slowed.")}},
        {tr("Class modifiers (flats / mountain / descent / sprint / cobbles)"),
         {tr("All-Star: 0 / +1 / 0 / +1 / 0"), tr("Climber: 0 / +2 / −1 / −1 / −1"),
          tr("Sprinter: 0 / −1 / −1 / +2 / 0"), tr("Domestique: 0 / 0 / 0 / 0 / +1"),
          tr("For the terrain the move starts on, and each new terrain type entered.")}},
        {tr("Reorganization"),
         {tr("1. A rider over the finish line: the endgame."),
          tr("2. Medium and long games: riders with fatigue may drop back 5 rows to the road "
             "side and remove all Temporary fatigue."),
          tr("3. Rescue a dropped rider: +1 Permanent fatigue."),
          tr("4. No Event this phase: resolve one. 5. Turn the indicator over.")}},
        {tr("Events"),
         {tr("Grupo Compacto first: the rearmost riders may each move up to 10 rows, never past "
             "the next rider ahead."),
          tr("Riders on the road side are never affected.")}},
        {tr("Scoring"),
         {tr("Podium place p is worth p − 1 seconds; each rider not across the line adds 1 s; "
             "each bonus takes off 2 s."),
          tr("Lowest team total wins; ties: the team whose worst rider placed higher.")}},
    };
    return aid;
}

} // namespace cw::visions
