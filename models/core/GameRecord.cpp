#include "GameRecord.h"

#include "GameRegistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace cw {

QJsonObject GameRecord::toJson() const
{
    QJsonArray seats;
    for (const SeatConfig &seat : setup.seats) {
        seats.append(QJsonObject{{QStringLiteral("name"), seat.name},
                                 {QStringLiteral("colour"), seat.colour},
                                 {QStringLiteral("controller"), controllerKey(seat.controller)}});
    }
    QJsonArray actionArray;
    for (Action action : actions)
        actionArray.append(action);
    // The seed is written as a string: JSON numbers lose precision above 2^53.
    QJsonObject json{{QStringLiteral("formatVersion"), FormatVersion},
                     {QStringLiteral("game"), setup.gameId},
                     {QStringLiteral("courseSource"), setup.courseSource},
                     {QStringLiteral("course"), setup.course},
                     {QStringLiteral("seats"), seats},
                     {QStringLiteral("seed"), QString::number(setup.seed)},
                     {QStringLiteral("actions"), actionArray}};
    // Options are optional: records of games without any stay as they were.
    if (!setup.options.isEmpty())
        json.insert(QStringLiteral("options"), setup.options);
    return json;
}

std::optional<GameRecord> GameRecord::fromJson(const QJsonObject &json, QString *error)
{
    auto fail = [error](const QString &message) {
        *error = message;
        return std::nullopt;
    };
    const QJsonValue version = json.value(QStringLiteral("formatVersion"));
    if (!version.isDouble())
        return fail(tr("formatVersion: missing or not a number"));
    if (version.toInt() > FormatVersion)
        return fail(tr("formatVersion: %1 is newer than this version of Coursewright reads (%2)")
                        .arg(version.toInt())
                        .arg(FormatVersion));
    if (version.toInt() < 1)
        return fail(tr("formatVersion: must be at least 1, found %1").arg(version.toInt()));

    GameRecord record;
    record.setup.gameId = json.value(QStringLiteral("game")).toString();
    if (!GameRegistry::find(record.setup.gameId))
        return fail(tr("game: unknown game \"%1\"").arg(record.setup.gameId));
    record.setup.courseSource = json.value(QStringLiteral("courseSource")).toString();
    const QJsonValue course = json.value(QStringLiteral("course"));
    if (!course.isObject())
        return fail(tr("course: missing or not an object"));
    record.setup.course = course.toObject();
    const QJsonValue options = json.value(QStringLiteral("options"));
    if (!options.isUndefined() && !options.isObject())
        return fail(tr("options: not an object"));
    record.setup.options = options.toObject();

    const QJsonValue seats = json.value(QStringLiteral("seats"));
    if (!seats.isArray() || seats.toArray().isEmpty())
        return fail(tr("seats: missing or empty"));
    const QJsonArray seatArray = seats.toArray();
    for (qsizetype i = 0; i < seatArray.size(); ++i) {
        const QJsonObject seat = seatArray.at(i).toObject();
        SeatConfig config;
        config.name = seat.value(QStringLiteral("name")).toString();
        config.colour = seat.value(QStringLiteral("colour")).toString();
        const QString key = seat.value(QStringLiteral("controller")).toString();
        if (!controllerFromKey(key, &config.controller))
            return fail(tr("seats[%1].controller: \"%2\" is not human, easy, normal or hard")
                            .arg(i)
                            .arg(key));
        record.setup.seats.append(config);
    }

    bool seedOk = false;
    const QJsonValue seed = json.value(QStringLiteral("seed"));
    record.setup.seed = seed.toString().toULongLong(&seedOk);
    if (!seedOk)
        return fail(tr("seed: missing or not a whole number in a string"));

    const QJsonValue actions = json.value(QStringLiteral("actions"));
    if (!actions.isArray())
        return fail(tr("actions: missing or not an array"));
    const QJsonArray actionArray = actions.toArray();
    for (qsizetype i = 0; i < actionArray.size(); ++i) {
        const QJsonValue action = actionArray.at(i);
        if (!action.isDouble() || action.toDouble() != double(action.toInt()))
            return fail(tr("actions[%1]: not a whole number").arg(i));
        record.actions.push_back(action.toInt());
    }
    return record;
}

bool GameRecord::save(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(toJson()).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        *error = tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

std::optional<GameRecord> GameRecord::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.exists()) {
        *error = tr("%1: file not found").arg(path);
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("%1: not valid JSON at byte %2: %3")
                     .arg(path)
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = tr("%1: the top level must be a JSON object").arg(path);
        return std::nullopt;
    }
    QString reason;
    std::optional<GameRecord> record = fromJson(doc.object(), &reason);
    if (!record)
        *error = QStringLiteral("%1: %2").arg(path, reason);
    return record;
}

std::unique_ptr<Game> GameRecord::replay(int count, QString *error) const
{
    std::unique_ptr<Game> game = GameRegistry::create(setup, error);
    if (!game)
        return nullptr;
    const int limit = count < 0 ? int(actions.size()) : std::min(count, int(actions.size()));
    for (int i = 0; i < limit; ++i) {
        if (!game->isLegal(actions[std::size_t(i)])) {
            *error = tr("actions[%1]: %2 is not a legal action in that position")
                         .arg(i)
                         .arg(actions[std::size_t(i)]);
            return nullptr;
        }
        game->apply(actions[std::size_t(i)]);
    }
    return game;
}

} // namespace cw
