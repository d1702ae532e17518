#pragma once

#include "CliCommand.h"

#include <optional>

namespace cw::cli {

// The --level option of the coach's commands (hint, review): the AI whose search judges, normal
// or hard (the default); Easy has no search to ask.
class CoachLevel {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::CoachLevel)

public:
    static QCommandLineOption option(const QString &description);
    // The level asked for; on a bad value prints a usage error and returns nullopt.
    static std::optional<Controller> read(const QCommandLineParser &parser,
                                          const CliCommand &command);
};

} // namespace cw::cli
