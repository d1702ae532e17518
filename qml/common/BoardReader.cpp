#include "BoardReader.h"

#include "AccessibleControl.h"

#include "BoardRegistry.h"
#include "core/GameInfo.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "core/Registry.h"
#include "session/SeatLens.h"

BoardReader::BoardReader(QObject *parent) : QObject(parent), m_observer(this)
{
    AccessibleControl::install(); // the board's controls report what they may do
    connect(&m_observer, &SessionObserver::positionChanged, this, &BoardReader::update);
    connect(&m_observer, &SessionObserver::gameStarted, this, &BoardReader::update);
    connect(&m_observer, &SessionObserver::languageChanged, this, &BoardReader::update);
}

void BoardReader::setSession(cw::GameSession *session)
{
    if (!m_observer.follow(session))
        return;
    update();
    emit sessionChanged();
}

QStringList BoardReader::piecesOf(const cw::GameSession &session)
{
    const cw::Game *position = session.lens()->position();
    if (!position)
        return {};
    QStringList names;
    const cw::GameInfo *info = cw::GameRegistry::find(session.record().setup.gameId);
    const auto &seats = session.record().setup.seats;
    for (int seat = 0; seat < position->seatCount(); ++seat)
        names << (seat < seats.size() && !seats[seat].name.isEmpty() ? seats[seat].name
                  : info ? info->seats.defaultName.text().arg(seat + 1)
                         : QString::number(seat + 1));
    for (const cw::BoardEntry &entry : cw::Registry<cw::BoardEntry>::entries())
        if (entry.gameId == position->gameId() && entry.pieceTexts)
            return entry.pieceTexts(*position, session.lens()->seat(), names);
    return {};
}

// The moves from the shown seat's last one to the latest (all the latest StatusMoves when the
// seat has none among them), each with its seat: what happened since the person last decided.
QString BoardReader::movesText() const
{
    const cw::SeatLens *lens = m_observer.session()->lens();
    const int moves = lens->moves();
    int first = moves - 1;
    while (first > 0 && first > moves - StatusMoves && lens->moveSeat(first) != lens->seat())
        --first;
    QStringList lines;
    for (int move = std::max(first, 0); move < moves; ++move) {
        const QString seat = m_observer.seatName(lens->moveSeat(move));
        lines << (seat.isEmpty() ? lens->moveName(move)
                                 : tr("%1: %2").arg(seat, lens->moveName(move)));
    }
    return lines.join(QLatin1String(". "));
}

void BoardReader::update()
{
    cw::GameSession *session = m_observer.session();
    const cw::Game *position = session ? session->lens()->position() : nullptr;
    const QString status = position ? movesText() : QString();
    const QStringList pieces = session ? piecesOf(*session) : QStringList();
    if (status != m_status) {
        m_status = status;
        emit statusChanged();
    }
    if (pieces != m_pieces) {
        m_pieces = pieces;
        emit piecesChanged();
    }
}

QString BoardReader::readPosition()
{
    cw::GameSession *session = m_observer.session();
    const cw::Game *position = session ? session->lens()->position() : nullptr;
    if (!position)
        return {};
    const cw::GameInfo *info = cw::GameRegistry::find(position->gameId());
    const int seat = session->lens()->seat();
    QString text;
    if (info && info->positionText) {
        // The replay text names the game's seed, which would tell a seat the deals to come
        // (boardgame.io's trap): the lines that change with the seed are left out.
        const QJsonObject view = position->viewFor(seat);
        cw::GameRecord one = session->record(), other = session->record();
        one.setup.seed = 1;
        other.setup.seed = 2;
        const QStringList lines = info->positionText(one, view).split(QLatin1Char('\n'));
        const QStringList others = info->positionText(other, view).split(QLatin1Char('\n'));
        QStringList kept;
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i] == others.value(i))
                kept << lines[i];
        text = kept.join(QLatin1Char('\n'));
    }
    const QStringList pieces = piecesOf(*session);
    if (!pieces.isEmpty())
        text += QLatin1Char('\n') + pieces.join(QLatin1Char('\n'));
    m_status = text.trimmed();
    emit statusChanged();
    return m_status;
}
