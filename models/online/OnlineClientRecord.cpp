// OnlineClient's check of the record a finished game's position carries (docs/protocol.md,
// "position"): it becomes the seat's saved game, so it must be the game this client joined.
#include "OnlineClient.h"

#include "core/GameRecord.h"

namespace cw {

namespace {

QString ranksText(const QList<int> &ranks)
{
    QStringList texts;
    for (const int rank : ranks)
        texts.append(QString::number(rank));
    return texts.join(QStringLiteral(", "));
}

} // namespace

// As far as a seat can tell: the game, course, options and seat count it joined, and actions
// that replay to the end it was shown (the move count, the ranks and what the seat sees in its
// copy). The seed cannot be checked: no seat ever knew it.
bool OnlineClient::recordMatches(const OnlinePosition &position, const Game &copy,
                                 QString *error) const
{
    QString why;
    const std::optional<GameRecord> record = GameRecord::fromJson(position.record, &why);
    if (!record) { // the reader read it already; a record that changed meanwhile is none
        *error = QStringLiteral("position.record.%1").arg(why);
        return false;
    }
    const GameSetup &setup = record->setup;
    if (setup.gameId != m_joined.gameId) {
        *error = tr("position.record.game: \"%1\", not the game joined (\"%2\")")
                     .arg(setup.gameId.left(64), m_joined.gameId);
        return false;
    }
    if (setup.course != m_joined.course) {
        *error = tr("position.record.course: not the course of the game joined");
        return false;
    }
    if (setup.options != m_joined.options) {
        *error = tr("position.record.options: not the options of the game joined");
        return false;
    }
    if (setup.seats.size() != m_joined.seats) {
        *error = tr("position.record.seats: %1 seats in a game of %2")
                     .arg(setup.seats.size())
                     .arg(m_joined.seats);
        return false;
    }
    if (int(record->actions.size()) != position.move) {
        *error = tr("position.record.actions: %1 actions, but the game ended after %2")
                     .arg(record->actions.size())
                     .arg(position.move);
        return false;
    }
    const std::unique_ptr<Game> replayed = record->replay(-1, &why);
    if (!replayed) {
        *error = QStringLiteral("position.record.%1").arg(why);
        return false;
    }
    const std::vector<int> ranks = replayed->ranks();
    if (!replayed->isOver() || QList<int>(ranks.begin(), ranks.end()) != position.ranks) {
        *error = tr("position.record.actions: they end with ranks %1, not %2 (position.ranks)")
                     .arg(replayed->isOver() ? ranksText({ranks.begin(), ranks.end()})
                                             : tr("none, the game not over"),
                          ranksText(position.ranks));
        return false;
    }
    if (replayed->viewFor(position.seat) != copy.viewFor(position.seat)) {
        *error = tr("position.record.actions: they do not end in the position this seat was "
                    "shown");
        return false;
    }
    return true;
}

} // namespace cw
