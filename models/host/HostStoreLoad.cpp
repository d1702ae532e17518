// HostStore::loadGames: every stored game read back with bounds, as a file is read
// (docs/protocol.md, "Storage"). A database is as untrusted as a file: a damaged row costs its
// game, named with the field, never a crash or an unbounded allocation, and the other games load.
#include "HostStore.h"

#include "HostStoreConnection.h"
#include "core/JsonText.h"

#include <QHash>
#include <QSqlError>
#include <QVariant>

#include <limits>

namespace cw {

namespace {

// A game read so far, or the reason it cannot be (then skipped, its actions ignored).
struct LoadingGame {
    HostedGame game;
    QString problem;
};

// The lobby or setup column as a JSON object: `text` is null when the row's value is longer than
// `maxBytes` (the query leaves it out unread), `size` its length in bytes.
std::optional<QJsonObject> readObject(const QVariant &size, const QVariant &text, qint64 maxBytes,
                                      QString *reason)
{
    if (text.isNull()) {
        *reason =
            size.isNull()
                ? HostStore::tr("missing")
                : HostStore::tr("at most %1 bytes, found %2").arg(maxBytes).arg(size.toLongLong());
        return std::nullopt;
    }
    return JsonText::parseObject(text.toByteArray(), reason);
}

} // namespace

std::optional<std::vector<HostedGame>> HostStore::loadGames(QString *error) const
{
    QStringList skipped;
    std::optional<std::vector<HostedGame>> games = loadGames(error, &skipped);
    for (const QString &problem : skipped)
        qWarning("%s", qUtf8Printable(tr("skipped: %1").arg(problem)));
    return games;
}

std::optional<std::vector<HostedGame>> HostStore::loadGames(QString *error,
                                                            QStringList *skipped) const
{
    if (!m_db) {
        notOpen(error);
        return std::nullopt;
    }
    std::vector<LoadingGame> loading;
    QHash<QString, std::size_t> byCode;

    // Each text is read only when within its bound; its length says why when it is not.
    QSqlQuery rows(m_db->db);
    rows.setForwardOnly(true);
    rows.prepare(QStringLiteral(
        "SELECT rowid, CASE WHEN length(CAST(code AS BLOB)) <= ? THEN code END, "
        "length(CAST(lobby AS BLOB)), CASE WHEN length(CAST(lobby AS BLOB)) <= ? THEN lobby END, "
        "length(CAST(setup AS BLOB)), CASE WHEN length(CAST(setup AS BLOB)) <= ? THEN setup END "
        "FROM games ORDER BY rowid"));
    rows.addBindValue(MaxCodeLength);
    rows.addBindValue(MaxLobbyBytes);
    rows.addBindValue(GameRecord::MaxFileBytes);
    if (!rows.exec()) {
        fail(rows.lastError().text(), error, false);
        return std::nullopt;
    }
    while (rows.next()) {
        LoadingGame entry;
        const QVariant code = rows.value(1);
        if (code.isNull() || code.toString().isEmpty()) {
            skipped->append(QStringLiteral("%1: %2").arg(
                m_db->path, tr("game row %1: code: missing or longer than %2 characters")
                                .arg(rows.value(0).toLongLong())
                                .arg(MaxCodeLength)));
            continue;
        }
        entry.game.code = code.toString();
        const QString name = tr("game %1").arg(entry.game.code);
        QString reason;
        std::optional<QJsonObject> lobby =
            readObject(rows.value(2), rows.value(3), MaxLobbyBytes, &reason);
        std::optional<QJsonObject> setup;
        std::optional<GameRecord> record;
        if (!lobby)
            entry.problem = QStringLiteral("%1: lobby: %2").arg(name, reason);
        else if (!(setup =
                       readObject(rows.value(4), rows.value(5), GameRecord::MaxFileBytes, &reason)))
            entry.problem = QStringLiteral("%1: setup: %2").arg(name, reason);
        else if (!(record = GameRecord::fromJson(*setup, &reason)))
            entry.problem = QStringLiteral("%1: setup: %2").arg(name, reason);
        else {
            entry.game.lobby = *lobby;
            entry.game.setup = record->setup;
        }
        byCode.insert(entry.game.code, loading.size());
        loading.push_back(std::move(entry));
    }
    rows.finish();

    // One scan of the actions' tree, in (code, move) order: each game's moves must run 0, 1, 2…
    QSqlQuery actions(m_db->db);
    actions.setForwardOnly(true);
    // Values that are not whole numbers are read as at most 40 characters, to be named.
    actions.prepare(QStringLiteral(
        "SELECT CASE WHEN length(CAST(code AS BLOB)) <= ? THEN code END, "
        "CASE WHEN typeof(move) = 'integer' THEN move END, substr(CAST(move AS TEXT), 1, 40), "
        "CASE WHEN typeof(action) = 'integer' THEN action END, substr(CAST(action AS TEXT), 1, 40) "
        "FROM actions ORDER BY code, move"));
    actions.addBindValue(MaxCodeLength);
    if (!actions.exec()) {
        fail(actions.lastError().text(), error, false);
        return std::nullopt;
    }
    LoadingGame *current = nullptr;
    QString currentCode;
    while (actions.next()) {
        const QVariant code = actions.value(0);
        if (!current || code.toString() != currentCode) {
            currentCode = code.toString();
            const auto found = byCode.constFind(currentCode);
            // Rows of no loaded game (the foreign key forbids them; a damaged file may not).
            current = found == byCode.constEnd() ? nullptr : &loading[*found];
        }
        if (!current || !current->problem.isEmpty())
            continue;
        std::vector<Action> &list = current->game.actions;
        const QVariant move = actions.value(1);
        const QVariant action = actions.value(3);
        const QString name = tr("game %1").arg(current->game.code);
        if (move.isNull() || move.toLongLong() != qint64(list.size()))
            current->problem = tr("%1: actions: move \"%2\" found where move %3 was expected")
                                   .arg(name, actions.value(2).toString())
                                   .arg(list.size());
        else if (list.size() >= std::size_t(GameRecord::MaxActions))
            current->problem =
                tr("%1: actions: more than %2").arg(name).arg(GameRecord::MaxActions);
        else if (action.isNull() || action.toLongLong() < std::numeric_limits<Action>::min() ||
                 action.toLongLong() > std::numeric_limits<Action>::max())
            current->problem = tr("%1: actions[%2]: \"%3\" is not an action")
                                   .arg(name)
                                   .arg(list.size())
                                   .arg(actions.value(4).toString());
        else
            list.push_back(Action(action.toLongLong()));
    }

    std::vector<HostedGame> games;
    games.reserve(loading.size());
    for (LoadingGame &entry : loading) {
        if (entry.problem.isEmpty())
            games.push_back(std::move(entry.game));
        else
            skipped->append(QStringLiteral("%1: %2").arg(m_db->path, entry.problem));
    }
    return games;
}

} // namespace cw
