// The course lab's report: statistics over the finished games, and its JSON and CSV forms
// (docs/lab-report.md).
#include "LabReport.h"

#include "core/GameRegistry.h"

#include <QJsonArray>

#include <algorithm>
#include <set>

namespace cw {

namespace {

// One seat's (or player's) finishing: its rank and how many seats shared first place.
struct Finish {
    int rank = 0;
    int firsts = 1;
};

LabStanding standing(const std::vector<Finish> &finishes)
{
    LabStanding s;
    s.games = int(finishes.size());
    std::vector<double> values;
    values.reserve(finishes.size());
    for (const Finish &finish : finishes) {
        values.push_back(finish.rank);
        if (finish.rank == 1) {
            ++s.wins;
            s.sharedWins += finish.firsts > 1;
            s.winPoints += 1.0 / std::max(1, finish.firsts);
        }
    }
    s.winShare = s.games > 0 ? s.winPoints / s.games : 0.0;
    s.winInterval = labstats::wilson(s.winPoints, s.games);
    const labstats::Summary summary = labstats::summarize(values);
    s.meanRank = summary.mean;
    s.rankInterval = summary.interval;
    return s;
}

QJsonArray interval(const LabInterval &i)
{
    return QJsonArray{i.low, i.high};
}

QJsonObject standingJson(const LabStanding &s)
{
    return QJsonObject{{QStringLiteral("games"), s.games},
                       {QStringLiteral("wins"), s.wins},
                       {QStringLiteral("sharedWins"), s.sharedWins},
                       {QStringLiteral("winPoints"), s.winPoints},
                       {QStringLiteral("winShare"), s.winShare},
                       {QStringLiteral("winInterval"), interval(s.winInterval)},
                       {QStringLiteral("meanRank"), s.meanRank},
                       {QStringLiteral("rankInterval"), interval(s.rankInterval)},
                       {QStringLiteral("jointWinInterval"), interval(s.jointInterval)},
                       {QStringLiteral("mark"), s.mark}};
}

QString samenessKey(LabReport::Sameness sameness)
{
    switch (sameness) {
    case LabReport::Sameness::Identical:
        return QStringLiteral("identical");
    case LabReport::Sameness::Repeated:
        return QStringLiteral("repeated");
    case LabReport::Sameness::NearlyIdentical:
        return QStringLiteral("nearlyIdentical");
    case LabReport::Sameness::Varied:
        break;
    }
    return QStringLiteral("varied");
}

// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled.
QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') &&
        !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace

const LabRuleStats *LabReport::rule(const QString &key) const
{
    const auto it = std::find_if(rules.begin(), rules.end(),
                                 [&](const LabRuleStats &r) { return r.key == key; });
    return it == rules.end() ? nullptr : &*it;
}

LabReport LabReport::build(const QString &gameId, const QString &courseName,
                           const QList<Controller> &players, int gamesPlanned, std::uint64_t seed,
                           const std::vector<const LabGame *> &games,
                           const std::vector<LabEventKind> &kinds,
                           const std::map<std::pair<QString, int>, QString> &names,
                           int gamesUnfinished, int startCount)
{
    LabReport r;
    r.gameId = gameId;
    r.courseName = courseName;
    r.players = players;
    r.gamesPlanned = gamesPlanned;
    r.gamesPlayed = int(games.size());
    r.gamesUnfinished = gamesUnfinished;
    r.seed = seed;
    r.cancelled = r.gamesPlayed + r.gamesUnfinished < gamesPlanned;
    const int seats = int(players.size());

    r.lengthUnit = QStringLiteral("moves");
    for (const LabEventKind &kind : kinds)
        if (const QString unit = LabEventKind::lengthUnitOf(kind.key); !unit.isEmpty())
            r.lengthUnit = unit;
    const bool inRounds = r.lengthUnit != QLatin1String("moves");
    std::vector<int> lengths;
    std::vector<std::vector<Finish>> bySeat(static_cast<std::size_t>(seats));
    std::vector<std::vector<Finish>> byPlayer(static_cast<std::size_t>(seats));
    const bool gamesHaveStarts = std::any_of(
        games.begin(), games.end(), [](const LabGame *game) { return !game->startOfSeat.empty(); });
    r.startCount = startCount >= 0 ? startCount : gamesHaveStarts ? seats : 0;
    std::vector<std::vector<Finish>> byStart(std::size_t(std::max(0, r.startCount)));
    std::set<std::uint64_t> fingerprints;
    int fingerprinted = 0;
    std::set<std::pair<int, std::vector<int>>> outcomes;
    for (const LabGame *game : games) {
        lengths.push_back(inRounds ? game->rounds : game->moves);
        const int firsts = int(std::count(game->ranksBySeat.begin(), game->ranksBySeat.end(), 1));
        r.sharedFirstGames += firsts > 1;
        const auto finish = [&](int seat) {
            return Finish{game->ranksBySeat[std::size_t(seat)], firsts};
        };
        for (int seat = 0; seat < seats && seat < int(game->ranksBySeat.size()); ++seat)
            bySeat[std::size_t(seat)].push_back(finish(seat));
        for (int seat = 0; seat < int(game->startOfSeat.size()); ++seat) {
            const int start = game->startOfSeat[std::size_t(seat)];
            if (start < 0 || start >= r.startCount || seat >= int(game->ranksBySeat.size()))
                continue;
            byStart[std::size_t(start)].push_back(finish(seat));
        }
        for (int player = 0; player < seats && player < int(game->seatOfPlayer.size()); ++player)
            byPlayer[std::size_t(player)].push_back(
                finish(game->seatOfPlayer[std::size_t(player)]));
        if (game->fingerprint != 0) {
            ++fingerprinted;
            fingerprints.insert(game->fingerprint);
        }
        outcomes.insert({game->moves, game->ranksBySeat});
    }
    r.distinctGames = int(fingerprints.size());
    r.distinctOutcomes = int(outcomes.size());
    if (fingerprinted >= 2 && r.distinctGames == 1)
        r.sameness = Sameness::Identical;
    else if (fingerprinted >= 2 && r.distinctGames * 10 < fingerprinted * 9)
        r.sameness = Sameness::Repeated;
    else if (r.gamesPlayed >= 20 && r.distinctOutcomes * 4 < r.gamesPlayed)
        r.sameness = Sameness::NearlyIdentical;
    r.length = labstats::summarize(std::vector<double>(lengths.begin(), lengths.end()));
    if (!lengths.empty()) {
        r.shortest = *std::min_element(lengths.begin(), lengths.end());
        r.longest = *std::max_element(lengths.begin(), lengths.end());
    }
    r.lengthHistogram = labstats::histogram(lengths);
    // What a seat would show if every seat were alike: the figures of all seats pooled (shared
    // places make them differ from 1 / seats and (seats + 1) / 2).
    std::vector<Finish> pooled;
    for (const std::vector<Finish> &finishes : bySeat)
        pooled.insert(pooled.end(), finishes.begin(), finishes.end());
    const LabStanding all = standing(pooled);
    r.fairWinShare = seats > 0 ? 1.0 / seats : 0.0;
    r.fairMeanRank = all.games > 0 ? all.meanRank : (seats + 1) / 2.0;
    for (int seat = 0; seat < seats; ++seat) {
        r.seats.push_back(standing(bySeat[std::size_t(seat)]));
        r.standings.push_back(standing(byPlayer[std::size_t(seat)]));
    }
    for (const std::vector<Finish> &finishes : byStart)
        if (r.startCount >= 2)
            r.starts.push_back(standing(finishes));

    // Every rule, and for the located ones where they fired.
    std::vector<std::map<int, LabHeatCell>> heat(kinds.size());
    for (const LabEventKind &kind : kinds)
        r.rules.push_back({kind.key, kind.label.text(), kind.element, 0, 0, 0, 0.0, {}});
    std::vector<int> firedIn(kinds.size(), -1);
    for (std::size_t g = 0; g < games.size(); ++g) {
        for (const LabEvent &event : games[g]->events) {
            if (event.kind < 0 || event.kind >= int(kinds.size()))
                continue;
            const std::size_t k = std::size_t(event.kind);
            LabRuleStats &rule = r.rules[k];
            ++rule.count;
            rule.amount += event.amount;
            if (firedIn[k] != int(g)) {
                firedIn[k] = int(g);
                ++rule.games;
            }
            if (!rule.element.isEmpty() && event.location >= 0) {
                LabHeatCell &cell = heat[k][event.location];
                cell.location = event.location;
                ++cell.count;
                cell.amount += event.amount;
            }
        }
    }
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        LabRuleStats &rule = r.rules[k];
        rule.perGame = r.gamesPlayed > 0 ? double(rule.count) / r.gamesPlayed : 0.0;
        for (auto &[location, cell] : heat[k]) {
            const auto name = names.find({rule.element, location});
            cell.name = name != names.end() && !name->second.isEmpty()
                            ? name->second
                            : QString::number(location + 1);
            rule.heat.push_back(cell);
        }
    }
    r.judge();
    return r;
}

void LabReport::judge()
{
    levels.clear();
    std::map<Controller, std::size_t> levelRow;
    for (std::size_t p = 0; p < standings.size(); ++p) {
        const Controller level = players.value(qsizetype(p), Controller::AiEasy);
        const auto [row, added] = levelRow.emplace(level, levels.size());
        if (added)
            levels.push_back({level, 0, {}});
        LabLevelStanding &pooled = levels[row->second];
        ++pooled.players;
        pooled.standing.games += standings[p].games;
        pooled.standing.wins += standings[p].wins;
        pooled.standing.sharedWins += standings[p].sharedWins;
        pooled.standing.winPoints += standings[p].winPoints;
        // Mean ranks weighted by games; the interval so too, wider than the pooled games' own.
        const double games = standings[p].games;
        pooled.standing.meanRank += games * standings[p].meanRank;
        pooled.standing.rankInterval.low += games * standings[p].rankInterval.low;
        pooled.standing.rankInterval.high += games * standings[p].rankInterval.high;
    }
    if (levels.size() < 2)
        levels.clear(); // one level: its share is the fair share by construction
    for (LabLevelStanding &level : levels) {
        LabStanding &s = level.standing;
        s.winShare = s.games > 0 ? s.winPoints / s.games : 0.0;
        s.winInterval = labstats::wilson(s.winPoints, s.games);
        const double games = std::max(1, s.games);
        s.meanRank /= games;
        s.rankInterval = {s.rankInterval.low / games, s.rankInterval.high / games};
    }
    judged = int(seats.size() + starts.size() + levels.size());
    const double confidence = labstats::bonferroniConfidence(judged);
    const auto mark = [&](LabStanding &s) {
        s.jointInterval = labstats::wilson(s.winPoints, s.games, confidence);
        s.mark = 0;
        if (isEvidence() && s.games > 0 && !s.jointInterval.contains(fairWinShare))
            s.mark = s.winShare > fairWinShare ? 1 : -1;
    };
    for (std::vector<LabStanding> *rows : {&seats, &starts})
        for (LabStanding &s : *rows)
            mark(s);
    for (LabLevelStanding &level : levels)
        mark(level.standing);
    for (LabStanding &s : standings) {
        s.jointInterval = s.winInterval;
        s.mark = 0;
    }
}

QString LabReport::samenessWarning() const
{
    switch (sameness) {
    case Sameness::Identical:
        return tr("Every game was the same game, move for move: these figures describe one game "
                  "repeated, not the course. Give the seats AI levels that vary their play.");
    case Sameness::Repeated:
        return tr("Only %1 of %2 games differ: the others repeat an earlier game move for move, "
                  "so the figures overstate what is known.")
            .arg(distinctGames)
            .arg(gamesPlayed);
    case Sameness::NearlyIdentical:
        return tr("The games are nearly identical: only %1 different lengths and finishing "
                  "orders in %2 games, so the figures overstate what is known.")
            .arg(distinctOutcomes)
            .arg(gamesPlayed);
    case Sameness::Varied:
        break;
    }
    return QString();
}

QString LabReport::sharedWinNote() const
{
    return tr("Games with a shared first place: %1; such a place counts 1/k of a win for each "
              "of its k seats.")
        .arg(sharedFirstGames);
}

QString LabReport::startName(int start) const
{
    const GameInfo *info = GameRegistry::find(gameId);
    return info && info->startName.source ? info->startName.text().arg(start + 1)
                                          : tr("Start %1").arg(start + 1);
}

QString LabReport::startsNote() const
{
    const GameInfo *info = GameRegistry::find(gameId);
    const QString game = info ? info->displayName.text() : gameId;
    if (startCount == 0)
        return tr("%1 has no start position apart from the seat: every seat starts alike, and "
                  "only the turn order (the seats above) can favour one.")
            .arg(game);
    if (startCount == 1)
        return tr("This course has a single start position (%1) for all %n seats: no start can "
                  "favour a seat, so only the turn order (the seats above) can.",
                  nullptr, seatCount())
            .arg(startName(0));
    const QString shared =
        startCount < seatCount()
            ? tr("This course has %1 distinct start positions for %2 seats: seats that share one "
                 "are counted together. ")
                  .arg(startCount)
                  .arg(seatCount())
            : QString();
    if (info && info->startsInSetup)
        return shared +
               tr("Start positions rotate apart from the seats (every seat has every start "
                  "equally often), so a start that wins shows here, a seat that wins above.");
    return shared +
           tr("In %1 the rules draw the starts at random in every game (player 1 places first), "
              "apart from the seats, so a start that wins shows here, a seat that wins above.")
               .arg(game);
}

QString LabReport::lengthUnitText() const
{
    if (lengthUnit == QLatin1String("rounds"))
        return tr("rounds");
    if (lengthUnit == QLatin1String("turns"))
        return tr("turns");
    if (lengthUnit == QLatin1String("phases"))
        return tr("phases");
    return tr("moves");
}

QJsonObject LabReport::toJson() const
{
    QJsonArray playerArray;
    for (std::size_t p = 0; p < standings.size(); ++p) {
        QJsonObject o = standingJson(standings[p]);
        o.insert(QStringLiteral("ai"), controllerKey(players.value(qsizetype(p))));
        playerArray.append(o);
    }
    QJsonArray seatArray;
    for (const LabStanding &s : seats)
        seatArray.append(standingJson(s));
    QJsonArray startArray;
    for (const LabStanding &s : starts)
        startArray.append(standingJson(s));
    QJsonArray histogramArray;
    for (int count : lengthHistogram.counts)
        histogramArray.append(count);
    QJsonArray ruleArray;
    for (const LabRuleStats &rule : rules) {
        QJsonObject o{
            {QStringLiteral("key"), rule.key},     {QStringLiteral("label"), rule.label},
            {QStringLiteral("count"), rule.count}, {QStringLiteral("amount"), rule.amount},
            {QStringLiteral("games"), rule.games}, {QStringLiteral("perGame"), rule.perGame}};
        if (!rule.element.isEmpty()) {
            QJsonArray cells;
            for (const LabHeatCell &cell : rule.heat)
                cells.append(QJsonObject{{QStringLiteral("index"), cell.location},
                                         {QStringLiteral("name"), cell.name},
                                         {QStringLiteral("count"), cell.count},
                                         {QStringLiteral("amount"), cell.amount}});
            o.insert(QStringLiteral("element"), rule.element);
            o.insert(QStringLiteral("heat"), cells);
        }
        ruleArray.append(o);
    }
    return QJsonObject{
        {QStringLiteral("formatVersion"), FormatVersion},
        {QStringLiteral("game"), gameId},
        {QStringLiteral("course"), courseName},
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("gamesPlanned"), gamesPlanned},
        {QStringLiteral("gamesPlayed"), gamesPlayed},
        {QStringLiteral("gamesUnfinished"), gamesUnfinished},
        {QStringLiteral("cancelled"), cancelled},
        {QStringLiteral("length"),
         QJsonObject{{QStringLiteral("unit"), lengthUnit},
                     {QStringLiteral("mean"), length.mean},
                     {QStringLiteral("sd"), length.sd},
                     {QStringLiteral("min"), shortest},
                     {QStringLiteral("max"), longest},
                     {QStringLiteral("histogram"),
                      QJsonObject{{QStringLiteral("start"), lengthHistogram.start},
                                  {QStringLiteral("width"), lengthHistogram.width},
                                  {QStringLiteral("counts"), histogramArray}}}}},
        {QStringLiteral("fair"), QJsonObject{{QStringLiteral("winShare"), fairWinShare},
                                             {QStringLiteral("meanRank"), fairMeanRank},
                                             {QStringLiteral("judged"), judged},
                                             {QStringLiteral("errorRate"), labstats::ErrorRate}}},
        {QStringLiteral("sharedFirstGames"), sharedFirstGames},
        {QStringLiteral("sameness"),
         QJsonObject{{QStringLiteral("verdict"), samenessKey(sameness)},
                     {QStringLiteral("distinctGames"), distinctGames},
                     {QStringLiteral("distinctOutcomes"), distinctOutcomes},
                     {QStringLiteral("warning"), samenessWarning()}}},
        {QStringLiteral("seats"), seatArray},
        {QStringLiteral("startCount"), startCount},
        {QStringLiteral("starts"), startArray},
        {QStringLiteral("players"), playerArray},
        {QStringLiteral("rules"), ruleArray}};
}

QString LabReport::toCsv() const
{
    QString csv = QStringLiteral("section,item,location,measure,value\r\n");
    const auto row = [&](const QString &section, const QString &item, const QString &location,
                         const QString &measure, double value) {
        csv += QStringList{csvField(section), csvField(item), csvField(location), csvField(measure),
                           QString::number(value, 'g', 10)}
                   .join(u',') +
               QStringLiteral("\r\n");
    };
    const QString none;
    row(QStringLiteral("games"), none, none, QStringLiteral("planned"), gamesPlanned);
    row(QStringLiteral("games"), none, none, QStringLiteral("played"), gamesPlayed);
    row(QStringLiteral("games"), none, none, QStringLiteral("unfinished"), gamesUnfinished);
    row(QStringLiteral("games"), none, none, QStringLiteral("distinct"), distinctGames);
    row(QStringLiteral("games"), none, none, QStringLiteral("distinctOutcomes"), distinctOutcomes);
    row(QStringLiteral("games"), none, none, QStringLiteral("sharedFirst"), sharedFirstGames);
    row(QStringLiteral("games"), none, none, QStringLiteral("startPositions"), startCount);
    const QString len = QStringLiteral("length");
    row(len, lengthUnit, none, QStringLiteral("mean"), length.mean);
    row(len, lengthUnit, none, QStringLiteral("sd"), length.sd);
    row(len, lengthUnit, none, QStringLiteral("min"), shortest);
    row(len, lengthUnit, none, QStringLiteral("max"), longest);
    for (std::size_t b = 0; b < lengthHistogram.counts.size(); ++b)
        row(QStringLiteral("lengthHistogram"), lengthUnit,
            QString::number(lengthHistogram.start + int(b) * lengthHistogram.width),
            QStringLiteral("games"), lengthHistogram.counts[b]);
    const auto standingRows = [&](const QString &section, const QString &item,
                                  const LabStanding &s) {
        row(section, item, none, QStringLiteral("games"), s.games);
        row(section, item, none, QStringLiteral("wins"), s.wins);
        row(section, item, none, QStringLiteral("sharedWins"), s.sharedWins);
        row(section, item, none, QStringLiteral("winPoints"), s.winPoints);
        row(section, item, none, QStringLiteral("winShare"), s.winShare);
        row(section, item, none, QStringLiteral("winLow"), s.winInterval.low);
        row(section, item, none, QStringLiteral("winHigh"), s.winInterval.high);
        row(section, item, none, QStringLiteral("meanRank"), s.meanRank);
        row(section, item, none, QStringLiteral("rankLow"), s.rankInterval.low);
        row(section, item, none, QStringLiteral("rankHigh"), s.rankInterval.high);
    };
    for (std::size_t s = 0; s < seats.size(); ++s)
        standingRows(QStringLiteral("seat"), QString::number(s + 1), seats[s]);
    for (std::size_t s = 0; s < starts.size(); ++s)
        standingRows(QStringLiteral("start"), QString::number(s + 1), starts[s]);
    for (std::size_t p = 0; p < standings.size(); ++p)
        standingRows(
            QStringLiteral("player"),
            QStringLiteral("%1 %2").arg(p + 1).arg(controllerKey(players.value(qsizetype(p)))),
            standings[p]);
    for (const LabRuleStats &rule : rules) {
        row(QStringLiteral("rule"), rule.key, none, QStringLiteral("count"), rule.count);
        row(QStringLiteral("rule"), rule.key, none, QStringLiteral("amount"), double(rule.amount));
        row(QStringLiteral("rule"), rule.key, none, QStringLiteral("games"), rule.games);
        row(QStringLiteral("rule"), rule.key, none, QStringLiteral("perGame"), rule.perGame);
        for (const LabHeatCell &cell : rule.heat) {
            row(QStringLiteral("heat"), rule.key, cell.name, QStringLiteral("count"), cell.count);
            row(QStringLiteral("heat"), rule.key, cell.name, QStringLiteral("amount"),
                double(cell.amount));
        }
    }
    return csv;
}

} // namespace cw
