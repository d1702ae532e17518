// Reading a saved game's position for the CLI (RecordPosition.h).
#include "RecordPosition.h"

namespace cw::cli {

QCommandLineOption RecordPosition::afterOption()
{
    return QCommandLineOption(QStringLiteral("after"),
                              tr("Replay only the first <n> actions (default: all of them)."),
                              tr("n"));
}

std::optional<RecordPosition> RecordPosition::read(const QCommandLineParser &parser,
                                                   const CliCommand &command, int *exit)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        *exit = CommandLine::usageError(command,
                                        tr("expected one game record, found %1").arg(files.size()));
        return std::nullopt;
    }
    RecordPosition position;
    position.file = files.first();

    QString error;
    std::optional<GameRecord> record = GameRecord::load(position.file, &error);
    if (!record) {
        standardError() << error << '\n';
        *exit = ExitFailure;
        return std::nullopt;
    }
    position.total = qint64(record->actions.size());
    position.count = position.total;
    const QString after = afterOption().names().first();
    if (parser.isSet(after)) {
        const std::optional<qint64> value =
            CommandLine::readNumber(parser, after, 0, position.total, command);
        if (!value) {
            *exit = ExitUsage;
            return std::nullopt;
        }
        position.count = *value;
    }
    position.game = record->replay(int(position.count), &error);
    if (!position.game) {
        standardError() << QStringLiteral("%1: %2").arg(position.file, error) << '\n';
        *exit = ExitFailure;
        return std::nullopt;
    }
    position.record = std::move(*record);
    return position;
}

} // namespace cw::cli
