#include "CourseLab.h"

#include "core/GameRegistry.h"
#include "course/CourseFile.h"

namespace cw {

namespace {

// FNV-1a over the actions: games played move for move alike get the same fingerprint (never 0,
// which LabGame keeps for "not known yet").
std::uint64_t fingerprintOf(const std::vector<Action> &actions)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const Action action : actions) {
        hash ^= std::uint64_t(std::uint32_t(action));
        hash *= 0x100000001b3ULL;
    }
    return hash == 0 ? 1 : hash;
}

} // namespace

CourseLab::CourseLab(TournamentConfig config) : m_config(std::move(config))
{
    // Start positions rotate apart from the seats where the setup assigns them.
    const GameInfo *info = GameRegistry::find(m_config.gameId);
    m_startsInSetup = info && info->startsInSetup;
    m_hasStarts = info && info->startName.source;
    m_config.rotateStarts = m_startsInSetup;
    m_games.resize(std::size_t(std::max(0, m_config.games)));
    TournamentConfig tournament = m_config;
    tournament.finished = [this](int game, Game &state) { gameFinished(game, state); };
    // The record comes just after finished(): the lab fingerprints it, then hands it on.
    tournament.recorded = [this, save = m_config.recorded](int game, const GameRecord &record) {
        {
            const std::lock_guard lock(m_mutex);
            if (std::optional<LabGame> &result = m_games[std::size_t(game)])
                result->fingerprint = fingerprintOf(record.actions);
        }
        if (save)
            save(game, record);
    };
    m_tournament = std::make_unique<Tournament>(std::move(tournament));
}

CourseLab::~CourseLab() = default;

void CourseLab::gameFinished(int game, Game &state)
{
    if (!state.isOver()) { // stopped at the game's maximum length: no ranks, counted apart
        const std::lock_guard lock(m_mutex);
        ++m_unfinished;
        return;
    }
    LabGame result;
    result.moves = state.moveNumber();
    result.ranksBySeat = state.ranks();
    const int seats = state.seatCount();
    for (int player = 0; player < seats; ++player)
        result.seatOfPlayer.push_back(Tournament::seatOf(player, game, seats));
    for (int seat = 0; m_hasStarts && seat < seats; ++seat)
        result.startOfSeat.push_back(m_startsInSetup ? Tournament::startOf(seat, game, seats)
                                                     : state.labStartPosition(seat));
    state.takeLabEvents(result.events);

    // Names are asked of the game outside the lock; the kinds are the same for every game.
    std::vector<std::pair<std::pair<QString, int>, QString>> names;
    std::vector<LabEventKind> kinds = state.labEventKinds();
    for (const LabEvent &event : result.events) {
        if (event.location < 0 || event.kind < 0 || event.kind >= int(kinds.size()) ||
            kinds[std::size_t(event.kind)].element.isEmpty())
            continue;
        names.push_back(
            {{kinds[std::size_t(event.kind)].element, event.location},
             state.labLocationName(kinds[std::size_t(event.kind)].element, event.location)});
    }
    const std::lock_guard lock(m_mutex);
    if (m_kinds.empty() && !kinds.empty()) {
        m_kinds = std::move(kinds);
        for (std::size_t k = 0; k < m_kinds.size(); ++k)
            if (!LabEventKind::lengthUnitOf(m_kinds[k].key).isEmpty())
                m_roundKind = int(k);
    }
    for (const LabEvent &event : result.events)
        if (event.kind == m_roundKind)
            ++result.rounds;
    for (auto &name : names)
        m_names.insert(std::move(name));
    m_games[std::size_t(game)] = std::move(result);
}

std::optional<LabReport> CourseLab::run(const Tournament::Progress &progress, QString *error)
{
    if (!m_tournament->run(progress, error))
        return std::nullopt;
    return snapshot();
}

void CourseLab::cancel()
{
    m_tournament->cancel();
}

LabReport CourseLab::snapshot() const
{
    const std::lock_guard lock(m_mutex);
    std::vector<const LabGame *> games;
    for (const std::optional<LabGame> &game : m_games)
        if (game)
            games.push_back(&*game);
    return LabReport::build(
        m_config.gameId, m_config.course.value(QStringLiteral("name")).toString(), m_config.players,
        m_config.games, m_config.seed, games, m_kinds, m_names, m_unfinished);
}

} // namespace cw

namespace cw {

const GameInfo *CourseLab::gameFor(const QJsonObject &course)
{
    const QString kind = course.value(QStringLiteral("kind")).toString();
    for (const GameInfo &info : GameRegistry::games()) {
        CourseProblems problems;
        const std::optional<QJsonObject> standard = CourseFile::read(info.defaultCourse, &problems);
        if (standard && standard->value(QStringLiteral("kind")).toString() == kind)
            return &info;
    }
    return nullptr;
}

} // namespace cw
