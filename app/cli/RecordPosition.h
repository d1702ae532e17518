#pragma once

#include "CliCommand.h"
#include "core/GameRecord.h"

#include <memory>
#include <optional>

namespace cw::cli {

// A saved game replayed to a position, for the commands that read one (replay, hint): the
// record FILE (the one positional argument) and how many of its actions, --after n or all.
struct RecordPosition {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::RecordPosition)

public:
    QString file;
    GameRecord record;
    std::unique_ptr<Game> game;
    qint64 count = 0; // actions replayed
    qint64 total = 0; // actions in the record

    // Adds the --after option this reads.
    static QCommandLineOption afterOption();
    // Reads and replays. On failure prints why (a usage error, or the file and what is wrong)
    // and returns nullopt with *exit set to the code to return.
    static std::optional<RecordPosition> read(const QCommandLineParser &parser,
                                              const CliCommand &command, int *exit);
};

} // namespace cw::cli
