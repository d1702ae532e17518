#include "HostGame.h"

#include "HostActionGroup.h"
#include "HostCode.h"
#include "HostStore.h"
#include "ai/AiFactory.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"

#include <QPointer>
#include <QRandomGenerator>
#include <QtConcurrent/QtConcurrentRun>

namespace cw {

namespace {

// Chat: at most ChatBurst lines in ChatWindowMs per seat.
constexpr int ChatBurst = 5;
constexpr qint64 ChatWindowMs = 10000;

HostError error(HostError::Code code, const QString &message, const QString &field = {})
{
    return {code, field, message};
}

QString storageMessage(const QString &reason)
{
    // The store's reason names the host's file: that stays in the host's own log.
    qWarning("coursewright-server: storage: %s", qPrintable(reason));
    return QStringLiteral("the host could not store it; nothing changed");
}

} // namespace

HostGame::HostGame(const QString &code, const Context &context) : m_code(code), m_context(context)
{
    m_clock.start();
    m_dropTimer.setSingleShot(true);
    connect(&m_dropTimer, &QTimer::timeout, this, &HostGame::dropTimedOut);
}

HostGame::~HostGame()
{
    // A decision still running finishes on its own copy of the position; its result is dropped.
    if (m_ai)
        m_ai->disconnect(this);
}

std::unique_ptr<HostGame> HostGame::create(const QString &code, ClientId creator,
                                           const HostMessage::Create &request,
                                           const Context &context, HostError *error)
{
    using HostMessage::SeatKind;
    const GameInfo *info = GameRegistry::find(request.gameId);
    if (!info) {
        *error = {HostError::Code::BadSetup, QStringLiteral("game"),
                  QStringLiteral("game: no game is called \"%1\"").arg(request.gameId)};
        return nullptr;
    }
    // A game played without a course (its GameInfo names none) takes none.
    CourseProblems problems;
    std::optional<QJsonObject> course = request.course;
    if (!info->defaultCourse.isEmpty() || !request.course.isEmpty()) {
        course = CourseFile::open(request.course, &problems);
        if (course)
            problems = CourseFile::errors(*course);
    }
    if (!course || !problems.isEmpty()) {
        const QString first = problems.isEmpty() ? QString() : problems.first().text();
        *error = {HostError::Code::BadCourse, QStringLiteral("course"),
                  QStringLiteral("course: %1").arg(first)};
        return nullptr;
    }
    if (HostSeat{request.seats[std::size_t(request.seat)].kind, {}, {}, {}, {}, false}.isAi()) {
        *error = {HostError::Code::SeatUnavailable, QStringLiteral("seat"),
                  QStringLiteral("seat: the creator's seat must be open or reserved")};
        return nullptr;
    }

    std::unique_ptr<HostGame> game(new HostGame(code, context));
    game->m_lobby.spectators = request.spectators;
    game->m_lobby.drop = request.drop;
    game->m_lobby.owner = request.seat;
    for (std::size_t i = 0; i < request.seats.size(); ++i) {
        HostSeat seat;
        seat.kind = request.seats[i].kind;
        seat.reservedFor = request.seats[i].reservedFor;
        seat.name = seat.kind == SeatKind::Reserved ? seat.reservedFor
                                                    : info->seats.defaultName.text().arg(i + 1);
        seat.colour = defaultSeatColour(int(i));
        game->m_lobby.seats.push_back(seat);
    }
    game->m_setup.gameId = info->id;
    game->m_setup.course = *course;
    game->m_setup.options = request.options;
    game->m_setup.seats = game->m_lobby.seatConfigs();
    // The setup is checked now, so that nobody waits in a lobby for a game that cannot start.
    QString reason;
    if (!GameRegistry::create(game->m_setup, &reason)) {
        *error = {HostError::Code::BadSetup, {}, reason};
        return nullptr;
    }
    game->m_standIn.assign(request.seats.size(), false);
    game->m_chatTimes.resize(request.seats.size());
    if (!context.store->createGame({code, game->m_lobby.toStored(), game->m_setup, {}}, &reason)) {
        *error = {HostError::Code::Storage, {}, storageMessage(reason)};
        return nullptr;
    }
    HostMessage::Join join{code, request.name, request.colour, request.seat, request.language};
    if (std::optional<HostError> refused = game->join(creator, join)) {
        QString ignored;
        context.store->removeGame(code, &ignored);
        *error = *refused;
        return nullptr;
    }
    return game;
}

std::unique_ptr<HostGame> HostGame::restore(const HostedGame &stored, const Context &context,
                                            QString *error)
{
    std::optional<HostLobby> lobby = HostLobby::fromStored(stored.lobby, error);
    if (!lobby)
        return nullptr;
    std::unique_ptr<HostGame> game(new HostGame(stored.code, context));
    game->m_lobby = *lobby;
    game->m_setup = stored.setup;
    game->m_standIn.assign(lobby->seats.size(), false);
    game->m_chatTimes.resize(lobby->seats.size());
    if (lobby->phase == HostLobby::Phase::Lobby)
        return game;
    game->m_game = GameRegistry::create(stored.setup, error);
    if (!game->m_game)
        return nullptr;
    for (std::size_t i = 0; i < stored.actions.size(); ++i) {
        if (!game->m_game->isLegal(stored.actions[i])) {
            *error = QStringLiteral("%1: action %2 is not legal").arg(stored.code).arg(i);
            return nullptr;
        }
        game->recordMove(stored.actions[i]);
    }
    game->m_copyRngs.clear();
    game->startGame();
    return game;
}

bool HostGame::abandoned() const
{
    return std::none_of(m_lobby.seats.begin(), m_lobby.seats.end(),
                        [](const HostSeat &seat) { return !seat.tokenHash.isEmpty(); });
}

std::optional<HostError> HostGame::seatOf(const HostMessage::SeatKey &key, int *seat) const
{
    *seat = m_lobby.seatOfToken(key.token);
    if (*seat < 0)
        return error(HostError::Code::BadToken,
                     QStringLiteral("token: not the token of a seat of this game"),
                     QStringLiteral("token"));
    return std::nullopt;
}

bool HostGame::saveLobby(HostError *refused)
{
    QString reason;
    if (m_context.store->saveLobby(m_code, m_lobby.toStored(), &reason))
        return true;
    *refused = error(HostError::Code::Storage, storageMessage(reason));
    return false;
}

std::optional<HostError> HostGame::join(ClientId client, const HostMessage::Join &request)
{
    using HostMessage::SeatKind;
    if (m_lobby.phase != HostLobby::Phase::Lobby)
        return error(HostError::Code::WrongPhase, QStringLiteral("the game has started"));
    int seat = request.seat;
    if (seat >= int(m_lobby.seats.size()))
        return error(HostError::Code::SeatUnavailable,
                     QStringLiteral("seat: the game has %1 seats").arg(m_lobby.seats.size()),
                     QStringLiteral("seat"));
    if (seat < 0) {
        for (std::size_t i = 0; i < m_lobby.seats.size() && seat < 0; ++i)
            if (m_lobby.seats[i].kind == SeatKind::Open && !m_lobby.seats[i].filled())
                seat = int(i);
        if (seat < 0)
            return error(HostError::Code::SeatUnavailable, QStringLiteral("no seat is open"));
    }
    const HostSeat &wanted = m_lobby.seats[std::size_t(seat)];
    if (wanted.filled() || (wanted.kind == SeatKind::Reserved &&
                            wanted.reservedFor.compare(request.name, Qt::CaseInsensitive) != 0))
        return error(HostError::Code::SeatUnavailable,
                     QStringLiteral("seat: seat %1 is taken, an AI's or reserved").arg(seat),
                     QStringLiteral("seat"));
    const QString token = HostCode::newToken();
    const HostLobby before = m_lobby;
    HostSeat &taken = m_lobby.seats[std::size_t(seat)];
    taken.tokenHash = HostCode::tokenHash(token);
    taken.name = request.name;
    if (!request.colour.isEmpty())
        taken.colour = request.colour;
    HostError refused;
    if (!saveLobby(&refused)) {
        m_lobby = before;
        return refused;
    }
    attach(client, seat, request.language);
    send(client, joinedMessage(seat, token));
    broadcast(lobbyMessage());
    return std::nullopt;
}

std::optional<HostError> HostGame::spectate(ClientId client, const HostMessage::Spectate &request)
{
    if (!m_lobby.spectators)
        return error(HostError::Code::NoSpectators,
                     QStringLiteral("the creator of this game allows no spectators"));
    attach(client, -1, request.language);
    send(client, joinedMessage(-1, {}));
    broadcast(lobbyMessage());
    if (m_game)
        sendPosition(client);
    return std::nullopt;
}

std::optional<HostError> HostGame::resume(ClientId client, const HostMessage::Resume &request)
{
    // A spectator back after a drop watches again, as long as spectators are allowed.
    if (request.key.token.isEmpty())
        return spectate(client, HostMessage::Spectate{request.key.code, request.language});
    int seat = -1;
    if (std::optional<HostError> refused = seatOf(request.key, &seat))
        return refused;
    attach(client, seat, request.language);
    m_standIn[std::size_t(seat)] = false;
    send(client, joinedMessage(seat, {}));
    broadcast(lobbyMessage());
    if (m_game)
        sendPosition(client);
    updateDropTimer();
    return std::nullopt;
}

std::optional<HostError> HostGame::profile(const HostMessage::Profile &request)
{
    int seat = -1;
    if (std::optional<HostError> refused = seatOf(request.key, &seat))
        return refused;
    if (m_lobby.phase != HostLobby::Phase::Lobby)
        return error(HostError::Code::WrongPhase,
                     QStringLiteral("names and colours are chosen in the lobby"));
    const HostLobby before = m_lobby;
    HostSeat &changed = m_lobby.seats[std::size_t(seat)];
    changed.name = request.name;
    if (!request.colour.isEmpty())
        changed.colour = request.colour;
    HostError refused;
    if (!saveLobby(&refused)) {
        m_lobby = before;
        return refused;
    }
    broadcast(lobbyMessage());
    return std::nullopt;
}

std::optional<HostError> HostGame::start(const HostMessage::Start &request)
{
    int seat = -1;
    if (std::optional<HostError> refused = seatOf(request.key, &seat))
        return refused;
    if (seat != m_lobby.owner)
        return error(HostError::Code::NotOwner, QStringLiteral("only the creator starts the game"));
    if (m_lobby.phase != HostLobby::Phase::Lobby)
        return error(HostError::Code::WrongPhase, QStringLiteral("the game has started"));
    for (std::size_t i = 0; i < m_lobby.seats.size(); ++i)
        if (!m_lobby.seats[i].filled())
            return error(HostError::Code::SeatsOpen, QStringLiteral("seat %1 is open").arg(i));
    GameSetup setup = m_setup;
    setup.seats = m_lobby.seatConfigs();
    return dealAnew(setup);
}

std::optional<HostError> HostGame::rematch(const HostMessage::Rematch &request)
{
    int seat = -1;
    if (std::optional<HostError> refused = seatOf(request.key, &seat))
        return refused;
    if (seat != m_lobby.owner)
        return error(HostError::Code::NotOwner, QStringLiteral("only the creator asks a rematch"));
    if (m_lobby.phase != HostLobby::Phase::Over)
        return error(HostError::Code::WrongPhase, QStringLiteral("the game is not over"));
    return dealAnew(m_setup);
}

std::optional<HostError> HostGame::dealAnew(GameSetup setup)
{
    setup.seed = m_context.gameSeed.value_or(QRandomGenerator::system()->generate64());
    QString reason;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &reason);
    if (!game)
        return error(HostError::Code::BadSetup, reason);
    HostLobby lobby = m_lobby;
    lobby.phase = HostLobby::Phase::Playing;
    if (!m_context.store->restartGame(m_code, setup, lobby.toStored(), &reason))
        return error(HostError::Code::Storage, storageMessage(reason));
    m_lobby = lobby;
    m_setup = setup;
    m_actions.clear();
    m_narrations.clear();
    m_game = std::move(game);
    for (auto &[id, client] : m_clients)
        client.movesSent = 0;
    startGame();
    return std::nullopt;
}

std::optional<HostError> HostGame::act(ClientId client, const HostMessage::Act &request)
{
    int seat = -1;
    if (std::optional<HostError> refused = seatOf(request.key, &seat))
        return refused;
    if (!m_game)
        return error(HostError::Code::WrongPhase, QStringLiteral("the game has not started"));
    if (m_storing)
        return error(
            HostError::Code::StaleMove,
            QStringLiteral("move: action %1 is already being stored").arg(m_actions.size()),
            QStringLiteral("move"));
    if (request.move != int(m_actions.size()))
        return error(HostError::Code::StaleMove,
                     QStringLiteral("move: %1 actions have been taken, not %2")
                         .arg(m_actions.size())
                         .arg(request.move),
                     QStringLiteral("move"));
    if (m_game->currentSeat() != seat)
        return error(HostError::Code::NotYourTurn,
                     m_game->isOver() ? QStringLiteral("the game is over")
                                      : QStringLiteral("it is another seat's turn"));
    if (!m_game->isLegal(request.action))
        return error(HostError::Code::IllegalAction,
                     QStringLiteral("action: %1 is not legal in this position").arg(request.action),
                     QStringLiteral("action"));
    return storeAndApply(request.action, client);
}

std::optional<HostError> HostGame::storeAndApply(Action action, ClientId requester)
{
    if (m_storing)
        return error(HostError::Code::StaleMove, QStringLiteral("an action is being stored"));
    // Stored before anyone hears of it: an action acknowledged is never lost. Until its group is
    // stored the game does not change, so a refused group leaves nothing to undo.
    m_storing = true;
    const int move = int(m_actions.size());
    QPointer<HostGame> game(this);
    m_context.group->add({m_code, move, action},
                         [game, action, requester](bool done, const QString &reason) {
                             if (game)
                                 game->stored(action, requester, done, reason);
                         });
    return std::nullopt;
}

void HostGame::stored(Action action, ClientId requester, bool done, const QString &reason)
{
    m_storing = false;
    if (done) {
        apply(action);
        return;
    }
    // Refused, nothing changed: the player hears why; an AI's turn is tried again a little later.
    if (requester != 0)
        send(requester,
             error(HostError::Code::Storage, storageMessage(reason)).toJson(QStringLiteral("act")));
    QTimer::singleShot(1000, this, &HostGame::scheduleAi);
}

std::optional<HostError> HostGame::chat(const HostMessage::Chat &request)
{
    int seat = -1;
    if (std::optional<HostError> refused = seatOf(request.key, &seat))
        return refused;
    std::deque<qint64> &times = m_chatTimes[std::size_t(seat)];
    const qint64 now = m_clock.elapsed();
    while (!times.empty() && now - times.front() >= ChatWindowMs)
        times.pop_front();
    if (int(times.size()) >= ChatBurst)
        return error(HostError::Code::RateLimited, QStringLiteral("at most %1 chat lines in %2 s")
                                                       .arg(ChatBurst)
                                                       .arg(ChatWindowMs / 1000));
    times.push_back(now);
    broadcast({{QStringLiteral("v"), HostMessage::Version},
               {QStringLiteral("type"), QStringLiteral("chat")},
               {QStringLiteral("code"), m_code},
               {QStringLiteral("seat"), seat},
               {QStringLiteral("name"), m_lobby.seats[std::size_t(seat)].name},
               {QStringLiteral("text"), request.text}});
    return std::nullopt;
}

std::optional<HostError> HostGame::leave(ClientId client, const HostMessage::Leave &request)
{
    int seat = -1;
    if (std::optional<HostError> refused = seatOf(request.key, &seat))
        return refused;
    const HostLobby before = m_lobby;
    HostSeat &left = m_lobby.seats[std::size_t(seat)];
    left.tokenHash.clear();
    if (m_lobby.phase == HostLobby::Phase::Lobby) {
        left.name =
            left.kind == HostMessage::SeatKind::Reserved
                ? left.reservedFor
                : GameRegistry::find(m_setup.gameId)->seats.defaultName.text().arg(seat + 1);
    } else {
        left.left = true;
    }
    if (seat == m_lobby.owner) {
        // The first seat still held by a person takes over starting and rematches.
        for (std::size_t i = 0; i < m_lobby.seats.size(); ++i)
            if (!m_lobby.seats[i].tokenHash.isEmpty()) {
                m_lobby.owner = int(i);
                break;
            }
    }
    HostError refused;
    if (!saveLobby(&refused)) {
        m_lobby = before;
        return refused;
    }
    m_clients.erase(client);
    dropUnreadNarrations();
    broadcast(lobbyMessage());
    scheduleAi();
    updateDropTimer();
    return std::nullopt;
}

void HostGame::disconnected(ClientId client)
{
    if (m_clients.erase(client) == 0)
        return;
    dropUnreadNarrations();
    broadcast(lobbyMessage());
    updateDropTimer();
}

void HostGame::attach(ClientId client, int seat, const QString &language)
{
    // One connection per seat: a seat coming back on a new connection leaves the old one.
    if (seat >= 0)
        if (const ClientId previous = clientOf(seat); previous != 0 && previous != client)
            m_clients.erase(previous);
    m_clients[client] = Client{seat, 0, language};
    dropUnreadNarrations();
}

const HostNarration *HostGame::narrationIn(const QString &language)
{
    if (!m_game)
        return nullptr;
    auto found = m_narrations.find(language);
    if (found == m_narrations.end()) {
        QString reason;
        std::unique_ptr<HostNarration> made =
            HostNarration::create(language, m_setup, m_actions, &reason);
        // The hosted game was made from the same setup and took the same actions: never met.
        if (!made)
            qWarning("coursewright-server: %s: no words in %s: %s", qPrintable(m_code),
                     qPrintable(language), qPrintable(reason));
        found = m_narrations.emplace(language, std::move(made)).first;
    }
    return found->second.get();
}

void HostGame::dropUnreadNarrations()
{
    std::erase_if(m_narrations, [this](const auto &narration) {
        return std::none_of(m_clients.begin(), m_clients.end(), [&](const auto &client) {
            return client.second.language == narration.first;
        });
    });
}

HostGame::ClientId HostGame::clientOf(int seat) const
{
    for (const auto &[id, client] : m_clients)
        if (client.seat == seat)
            return id;
    return 0;
}

bool HostGame::connected(int seat) const
{
    return clientOf(seat) != 0;
}

HostGame::NewLines HostGame::recordMove(Action action)
{
    NewLines lines;
    for (auto &[language, narration] : m_narrations) {
        if (!narration)
            continue;
        const HostNarration::Worded worded = narration->apply(action);
        lines[language] = worded.log;
        if (worded.renamed >= 0)
            for (auto &[id, client] : m_clients)
                if (client.language == language)
                    client.movesSent = std::min(client.movesSent, worded.renamed);
    }
    m_game->apply(action);
    m_actions.push_back(action);
    return lines;
}

void HostGame::apply(Action action)
{
    const NewLines log = recordMove(action);
    if (m_game->isOver() && m_lobby.phase == HostLobby::Phase::Playing) {
        m_lobby.phase = HostLobby::Phase::Over;
        HostError refused;
        // The actions are stored: a phase not stored is found again by replaying them.
        saveLobby(&refused);
        broadcast(lobbyMessage());
    }
    sendPositions(log);
    scheduleAi();
    updateDropTimer();
}

void HostGame::startGame()
{
    const std::size_t viewers = m_lobby.seats.size() + 1;
    m_copyRngs.clear();
    for (std::size_t v = 0; v < viewers; ++v)
        m_copyRngs.emplace_back(m_context.copySeed ? *m_context.copySeed + v
                                                   : QRandomGenerator::system()->generate64());
    broadcast(lobbyMessage());
    for (const auto &[id, client] : m_clients)
        sendPosition(id);
    scheduleAi();
    updateDropTimer();
}

bool HostGame::aiPlays(int seat) const
{
    const HostSeat &held = m_lobby.seats[std::size_t(seat)];
    return held.isAi() || held.left || m_standIn[std::size_t(seat)];
}

Controller HostGame::aiLevel(int seat) const
{
    switch (m_lobby.seats[std::size_t(seat)].kind) {
    case HostMessage::SeatKind::Normal:
        return Controller::AiNormal;
    case HostMessage::SeatKind::Hard:
        return Controller::AiHard;
    default:
        return Controller::AiEasy;
    }
}

void HostGame::scheduleAi()
{
    if (m_ai || !m_game || m_game->isOver() || !aiPlays(m_game->currentSeat()))
        return;
    // The decision runs on a clone, off the host's thread: a Hard search stalls no other game.
    std::shared_ptr<const Game> position(m_game->clone());
    const QString gameId = m_setup.gameId;
    const Controller level = aiLevel(m_game->currentSeat());
    const std::uint64_t seed = GameRecord{m_setup, {}}.decisionSeed(int(m_actions.size()));
    m_aiMove = int(m_actions.size());
    m_ai = new QFutureWatcher<Action>(this);
    connect(m_ai, &QFutureWatcher<Action>::finished, this, [this] {
        const Action action = m_ai->result();
        m_ai->deleteLater();
        m_ai = nullptr;
        aiChose(m_aiMove, action);
    });
    m_ai->setFuture(QtConcurrent::run([position, gameId, level, seed] {
        return makeAiPlayer(gameId, level)->choose(*position, seed);
    }));
}

void HostGame::aiChose(int move, Action action)
{
    // The position may have moved on meanwhile (a player came back and played).
    if (move == int(m_actions.size()) && !m_game->isOver() && aiPlays(m_game->currentSeat())) {
        // Refused only while another action is being stored: once it is, the AI looks again.
        storeAndApply(action, 0);
        return;
    }
    scheduleAi();
}

void HostGame::updateDropTimer()
{
    const int seat = m_game && !m_game->isOver() ? m_game->currentSeat() : -1;
    const bool waiting = seat >= 0 && m_lobby.drop.easy && !aiPlays(seat) && !connected(seat);
    if (!waiting) {
        m_dropTimer.stop();
        m_dropSeat = -1;
        return;
    }
    if (m_dropTimer.isActive() && m_dropSeat == seat)
        return;
    m_dropSeat = seat;
    m_dropTimer.start(m_context.dropDelayMs.value_or(m_lobby.drop.delaySeconds * 1000));
}

void HostGame::dropTimedOut()
{
    if (m_dropSeat < 0)
        return;
    m_standIn[std::size_t(m_dropSeat)] = true;
    m_dropSeat = -1;
    broadcast(lobbyMessage());
    scheduleAi();
}

} // namespace cw
