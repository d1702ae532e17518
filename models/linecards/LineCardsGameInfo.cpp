#include "LineCardsGameInfo.h"

#include "LineCardsAiLevels.h"
#include "LineCardsGame.h"
#include "LineCardsPlayerTable.h"
#include "LineCardsPositionText.h"

#include <QCoreApplication>

namespace cw::linecards {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class LineCardsGameInfo {
    Q_DECLARE_TR_FUNCTIONS(cw::linecards::LineCardsGameInfo)

public:
    static std::unique_ptr<Game> create(const GameSetup &setup, QString *error);
};

constexpr const char *Context = "cw::linecards::LineCardsGameInfo";

// The grid's side, 5 to 11 squares (BR005: 7 for two players).
const GameOption &sideOption()
{
    static const GameOption option{
        QStringLiteral("side"),
        GameOption::Kind::Choice,
        {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "Grid size")},
        {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo",
                                    "Squares on each side of the table; the rulebook's is 7.")},
        StandardSide,
        {{5, {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "5 × 5")}},
         {6, {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "6 × 6")}},
         {7, {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "7 × 7 (standard)")}},
         {8, {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "8 × 8")}},
         {9, {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "9 × 9")}},
         {10, {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "10 × 10")}},
         {11, {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "11 × 11")}}}};
    return option;
}

// BR005: a line leaving one edge enters by the opposite one; off, the edges end lines.
const GameOption &wrapOption()
{
    static const GameOption option{
        QStringLiteral("wrap"),
        GameOption::Kind::Check,
        {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "Lines wrap at the edges")},
        {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo",
                                    "A line leaving one edge enters by the opposite one, as the "
                                    "rulebook plays; unchecked, the edges end lines.")},
        true,
        {}};
    return option;
}

} // namespace

// Two seats with the setup's seed and options; the course is not read (Line cards has none).
// Errors are "seats: <reason>" or "options.<key>: <reason>".
std::unique_ptr<Game> LineCardsGameInfo::create(const GameSetup &setup, QString *error)
{
    if (setup.seats.size() != Players) {
        *error = tr("seats: Line cards is played by 2 players, not %1").arg(setup.seats.size());
        return nullptr;
    }
    const std::optional<QJsonValue> side = sideOption().read(setup.options, error);
    if (!side)
        return nullptr;
    const std::optional<QJsonValue> wrap = wrapOption().read(setup.options, error);
    if (!wrap)
        return nullptr;
    auto game = std::make_unique<LineCardsGame>(
        setup.seed, LineCardsGame::Options{side->toInt(), wrap->toBool()});
    game->setSeatNames(setup.seatNames());
    return game;
}

GameInfo gameInfo()
{
    GameInfo info;
    info.id = QStringLiteral("linecards");
    info.formerIds = {QStringLiteral("line-cards")};
    info.displayName = {Context,
                        QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "Line cards")};
    info.minSeats = Players;
    info.maxSeats = Players;
    info.rulesPage = QStringLiteral(":/docs/linecards.md");
    info.roundName = {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "Round %1")};
    info.seats = {{Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "&Players:")},
                  {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "Player %1")},
                  {Context, QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo", "Player %1")}};
    info.options = {sideOption(), wrapOption()};
    info.credits = {Context,
                    QT_TRANSLATE_NOOP("cw::linecards::LineCardsGameInfo",
                                      "The rulebook names no author.<br><i>Coursewright "
                                      "plays its rules on cards and a board of its own.</i>")};
    info.ai = aiLevels();
    // The longest AI-only games measured on the largest grid (measure_game_lengths linecards LEVEL
    // … '{"side": 11, "wrap": true}', and without wrap): Easy 56 actions (500 games each), Normal
    // 59 (20 games). The grid's 121 squares bound a game; 200 leaves room to spare.
    info.maxGameLength = 200;
    info.create = LineCardsGameInfo::create;
    info.playerTable = playerTable;
    info.positionText = positionText;
    return info;
}

} // namespace cw::linecards
