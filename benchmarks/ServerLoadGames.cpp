#include "ServerLoadGames.h"

#include "ai/AiFactory.h"
#include "core/GameRegistry.h"
#include "core/SeatCopy.h"
#include "course/CourseFile.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <QWebSocket>

namespace cw::bench {

namespace {

const QString Type = QStringLiteral("type");
const QString Move = QStringLiteral("move");

} // namespace

ServerLoadGames::ServerLoadGames(const QUrl &url, int games, const QString &gameId, int thinkMs)
    : m_url(url), m_thinkMs(thinkMs), m_tables(std::size_t(games)),
      m_easy(makeAiPlayer(gameId, Controller::AiEasy))
{
    m_setup.gameId = gameId;
    if (const GameInfo *info = GameRegistry::find(gameId)) {
        CourseProblems problems;
        m_setup.course = CourseFile::read(info->defaultCourse, &problems).value_or(QJsonObject());
    }
    for (int seat = 0; seat < Seats; ++seat)
        m_setup.seats.append(
            {QStringLiteral("Seat %1").arg(seat + 1), defaultSeatColour(seat), Controller::Human});
    QString error;
    m_context = GameRegistry::create(m_setup, &error);
    m_clock.start();
}

ServerLoadGames::~ServerLoadGames() = default;

bool ServerLoadGames::waitFor(const std::function<bool()> &done, int timeoutMs)
{
    // Sleeps in the event loop between events (a tick wakes it to look at the clock): a loop
    // that polls would take the core the host and the clients share.
    QTimer tick;
    tick.start(20);
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

void ServerLoadGames::run(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool ServerLoadGames::connectAll(int timeoutMs)
{
    if (!m_context)
        return false;
    // In batches, so that the host's listen queue never overflows into SYN retries.
    constexpr std::size_t Batch = 50;
    for (std::size_t first = 0; first < m_tables.size(); first += Batch) {
        const std::size_t last = std::min(m_tables.size(), first + Batch);
        for (std::size_t t = first; t < last; ++t)
            for (int s = 0; s < Seats; ++s) {
                Seat &seat = m_tables[t].seats[s];
                seat.seat = s;
                seat.socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
                connect(seat.socket, &QWebSocket::connected, this,
                        [&seat] { seat.connected = true; });
                connect(seat.socket, &QWebSocket::textMessageReceived, this,
                        [this, t, s](const QString &text) { received(int(t), s, text); });
                seat.socket->open(m_url);
            }
        const bool open = waitFor(
            [&] {
                for (std::size_t t = first; t < last; ++t)
                    for (const Seat &seat : m_tables[t].seats)
                        if (!seat.connected)
                            return false;
                return true;
            },
            timeoutMs);
        if (!open)
            return false;
    }
    return true;
}

bool ServerLoadGames::startAll(int timeoutMs)
{
    QJsonArray seats;
    for (int s = 0; s < Seats; ++s)
        seats.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}});
    // A dropped seat waits: no Easy on the host standing in for a slow client.
    const QJsonObject create{
        {Type, QStringLiteral("create")},
        {QStringLiteral("game"), m_setup.gameId},
        {QStringLiteral("course"), m_setup.course},
        {QStringLiteral("seats"), seats},
        {QStringLiteral("name"), QStringLiteral("Seat 1")},
        {QStringLiteral("drop"), QJsonObject{{QStringLiteral("policy"), QStringLiteral("wait")},
                                             {QStringLiteral("delay"), 60}}}};
    for (Table &table : m_tables)
        send(table, 0, create);
    return waitFor(
        [&] {
            return std::all_of(m_tables.begin(), m_tables.end(),
                               [](const Table &table) { return table.started; });
        },
        timeoutMs);
}

void ServerLoadGames::beginMeasure()
{
    m_measuring = true;
    m_accepted = 0;
    m_latencies.clear();
}

void ServerLoadGames::send(Table &table, int seat, QJsonObject message)
{
    message.insert(QStringLiteral("v"), 1);
    if (!table.code.isEmpty())
        message.insert(QStringLiteral("code"), table.code);
    if (!table.seats[seat].token.isEmpty())
        message.insert(QStringLiteral("token"), table.seats[seat].token);
    table.seats[seat].socket->sendTextMessage(
        QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void ServerLoadGames::received(int index, int seat, const QString &text)
{
    Table &table = m_tables[std::size_t(index)];
    const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString type = message.value(Type).toString();
    if (type == QLatin1String("joined"))
        joined(table, seat, message);
    else if (type == QLatin1String("position"))
        position(table, seat, message);
    else if (type == QLatin1String("error")) {
        if (m_errors++ == 0)
            m_firstError = text;
    }
}

void ServerLoadGames::joined(Table &table, int seat, const QJsonObject &message)
{
    table.seats[seat].token = message.value(QStringLiteral("token")).toString();
    if (seat == 0) {
        table.code = message.value(QStringLiteral("code")).toString();
        for (int s = 1; s < Seats; ++s)
            send(table, s,
                 {{Type, QStringLiteral("join")},
                  {QStringLiteral("seat"), s},
                  {QStringLiteral("name"), QStringLiteral("Seat %1").arg(s + 1)}});
    } else if (++table.joined == Seats - 1) {
        send(table, 0, {{Type, QStringLiteral("start")}});
    }
}

void ServerLoadGames::position(Table &table, int seat, const QJsonObject &message)
{
    const int move = message.value(Move).toInt();
    const bool over = message.value(QStringLiteral("over")).toBool();
    if (move == 0 && !over)
        table.started = true;
    const auto sent = table.inFlight.find(move);
    if (sent != table.inFlight.end() && ++sent->second.arrivals == Seats) {
        if (m_measuring) {
            ++m_accepted;
            m_latencies.push_back(double(m_clock.nsecsElapsed() - sent->second.sentNs) / 1e6);
        }
        table.inFlight.erase(sent);
        // Once every seat saw the end, the owner asks for a rematch: the load stays steady.
        if (over) {
            table.inFlight.clear();
            send(table, 0, {{Type, QStringLiteral("rematch")}});
        }
    }
    if (over || message.value(QStringLiteral("current")).toInt() != seat)
        return;
    if (m_thinkMs <= 0) {
        act(table, seat, message);
        return;
    }
    const std::size_t index = std::size_t(&table - m_tables.data());
    // Each pause drawn from half to one and a half times the think time: seats that all started
    // together would otherwise act together, in bursts.
    const int pause = m_thinkMs / 2 + int(m_pauses.below(std::uint32_t(m_thinkMs) + 1));
    QTimer::singleShot(pause, this,
                       [this, index, seat, message] { act(m_tables[index], seat, message); });
}

void ServerLoadGames::act(Table &table, int seat, const QJsonObject &position)
{
    QString error;
    const std::unique_ptr<Game> copy = loadSeatCopy(
        *m_context,
        QByteArray::fromBase64(position.value(QStringLiteral("copy")).toString().toLatin1()),
        &error);
    if (!copy) {
        if (m_errors++ == 0)
            m_firstError = error;
        return;
    }
    const int move = position.value(Move).toInt();
    const Action action = m_easy->choose(*copy, std::uint64_t(move) * 7919 + 1);
    table.inFlight[move + 1] = Sent{m_clock.nsecsElapsed(), 0};
    send(table, seat,
         {{Type, QStringLiteral("act")}, {Move, move}, {QStringLiteral("action"), action}});
}

} // namespace cw::bench
