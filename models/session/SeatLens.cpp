// The seat lens (SeatLens.h): the seat the window shows, its copy of the position and the names
// of moves as that seat knows them.
#include "SeatLens.h"

#include "GameSession.h"
#include "core/GameRegistry.h"
#include "core/SeatCopy.h"

#include <QRandomGenerator>

#include <algorithm>

namespace cw {

namespace {

bool isHuman(const GameRecord &record, int seat)
{
    return seat >= 0 && seat < record.setup.seats.size() &&
           !isAi(record.setup.seats[seat].controller);
}

int humanSeats(const GameRecord &record)
{
    const auto &seats = record.setup.seats;
    return int(std::count_if(seats.begin(), seats.end(),
                             [](const SeatConfig &seat) { return !isAi(seat.controller); }));
}

} // namespace

SeatLens::SeatLens(GameSession *session)
    : QObject(session), m_session(session), m_rng(QRandomGenerator::system()->generate64())
{
    connect(session, &GameSession::gameStarted, this, [this] {
        m_confirmedSeat = -1;
        restart();
    });
    connect(session, &GameSession::positionChanged, this, &SeatLens::sync);
    connect(session, &GameSession::languageChanged, this, &SeatLens::restart);
}

SeatLens::~SeatLens() = default;

int SeatLens::actingSeat() const
{
    return m_session->humanToAct() ? m_session->shownGame()->currentSeat() : -1;
}

bool SeatLens::privacyScreenUp() const
{
    if (m_session->isOnline()) // one person at this screen: the host tells each seat its own
        return false;
    const int acting = actingSeat();
    return acting >= 0 && humanSeats(m_session->record()) > 1 && acting != m_confirmedSeat;
}

int SeatLens::seat() const
{
    if (!m_session->hasGame())
        return -1;
    if (m_session->isOnline())
        return m_session->onlineSeat();
    const GameRecord &record = m_session->record();
    if (humanSeats(record) > 1) {
        const int acting = actingSeat();
        return acting == m_confirmedSeat ? acting : -1;
    }
    for (int seat = 0; seat < record.setup.seats.size(); ++seat)
        if (isHuman(record, seat))
            return seat;
    return -1;
}

void SeatLens::confirmPass()
{
    const int acting = actingSeat();
    if (acting < 0 || acting == m_confirmedSeat)
        return;
    m_confirmedSeat = acting;
    update(false);
}

const Game *SeatLens::position() const
{
    const Game *shown = m_session->shownGame();
    if (!shown)
        return nullptr;
    if (m_positionStale || !m_position) {
        // The seat's copy, as the online host sends it (docs/seat-copy.md): the window reads
        // exactly what would travel, so a surface that works here works on another machine.
        QString error;
        m_position = loadSeatCopy(*shown, makeSeatCopy(*shown, seat(), m_rng), &error);
        if (!m_position) {
            // A game whose codec refuses its own position is a bug; the window stays usable.
            qWarning("seat copy refused: %s", qPrintable(error));
            m_position = shown->clone();
            m_position->resampleHidden(seat(), m_rng);
        }
        // What happened, told to every seat: the board animates the moves since its last copy.
        m_position->adoptEvents(*shown);
        m_positionStale = false;
    }
    return m_position.get();
}

void SeatLens::reseed(std::uint64_t seed)
{
    m_rng = Rng(seed);
    update(true);
}

QString SeatLens::actionName(Action action) const
{
    const Game *shown = m_session->shownGame();
    return shown ? shown->actionNameFor(action, seat()) : QString();
}

QString SeatLens::moveName(int move) const
{
    if (move < 0 || move >= moves())
        return {};
    const Move &named = m_moves[std::size_t(move)];
    const int viewer = seat();
    if (named.revealed || viewer == named.seat)
        return named.name;
    return named.othersSee.value(viewer + 1, named.name);
}

void SeatLens::restart()
{
    m_moves.clear();
    m_firstSecret = -1;
    m_cursor.reset();
    if (m_session->hasGame() && !m_session->isOnline()) {
        QString error;
        m_cursor = GameRegistry::create(m_session->record().setup, &error);
    }
    sync();
}

void SeatLens::sync()
{
    if (m_session->isOnline())
        return syncOnline();
    const GameRecord &record = m_session->record();
    if (int(m_moves.size()) > m_session->moveCount()) // a take-back: the record was cut
        return restart();
    bool revealed = false;
    while (m_cursor && int(m_moves.size()) < m_session->moveCount()) {
        const Action action = record.actions[m_moves.size()];
        if (!m_cursor->isLegal(action)) {
            m_cursor.reset(); // a record the session accepted replays; stop naming if not
            break;
        }
        Move move;
        move.seat = m_cursor->currentSeat();
        move.name = m_cursor->actionName(action);
        for (int viewer = -1; viewer < m_cursor->seatCount(); ++viewer) {
            move.othersSee.append(m_cursor->actionNameFor(action, viewer));
            move.revealed = move.revealed && move.othersSee.constLast() == move.name;
        }
        if (!move.revealed && m_firstSecret < 0)
            m_firstSecret = int(m_moves.size());
        m_moves.push_back(std::move(move));
        m_cursor->apply(action);
        if (m_firstSecret >= 0 && !m_cursor->secretsPending()) {
            for (std::size_t i = std::size_t(m_firstSecret); i < m_moves.size(); ++i)
                m_moves[i].revealed = true;
            m_firstSecret = -1;
            revealed = true;
        }
    }
    update(revealed);
}

// Online the host names the moves for this seat and renames a secret one once revealed
// (OnlinePosition::moves): its list replaces the names, and a renamed move counts as revealed.
void SeatLens::syncOnline()
{
    const QList<OnlineMove> &named = m_session->onlineMoves();
    bool renamed = false;
    m_moves.resize(std::size_t(named.size()));
    for (int i = 0; i < named.size(); ++i) {
        Move &move = m_moves[std::size_t(i)];
        renamed = renamed || (!move.name.isEmpty() && move.name != named[i].name);
        move.seat = named[i].seat;
        move.name = named[i].name;
        move.othersSee.clear();
        move.revealed = true;
    }
    update(renamed);
}

void SeatLens::update(bool revealed)
{
    m_positionStale = true; // a new position, or the same seen from another seat
    const int shown = seat();
    const bool screenUp = privacyScreenUp();
    if (!revealed && shown == m_shownSeat && screenUp == m_screenUp)
        return;
    m_shownSeat = shown;
    m_screenUp = screenUp;
    emit changed();
}

} // namespace cw
