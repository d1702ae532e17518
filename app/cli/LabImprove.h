#pragma once

#include "AiGamesOptions.h"

#include <QCommandLineOption>

namespace cw::cli {

// coursewright-cli lab --improve: Find a Fairer Course (models/lab/FairerCourseSearch) on the
// lab's course and seats, the original and the best variations side by side, and with --out the
// best one saved as a course file (atomically, never over the course it started from).
class LabImprove {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::LabImprove)

public:
    LabImprove();
    QCommandLineOption improve, candidates, out;
    QList<QCommandLineOption> all() const { return {improve, candidates, out}; }

    // --candidates or --out without --improve, or `save` (--save) with it: ExitUsage after
    // printing the usage error; nullopt when the options go together.
    std::optional<int> checkUsage(const QCommandLineParser &parser, const CliCommand &command,
                                  const QCommandLineOption &save) const;
    // Runs the search on `config` (its course, seats, seed and threads; --games the games each
    // finalist and the original are played, a quarter of that each variation tried).
    int run(const QCommandLineParser &parser, const CliCommand &command,
            const AiGamesOptions &common, const TournamentConfig &config) const;
};

} // namespace cw::cli
