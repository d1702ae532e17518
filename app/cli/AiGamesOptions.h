#pragma once

#include "CliCommand.h"
#include "GameSaver.h"

#include "ai/Tournament.h"

#include <QCommandLineOption>
#include <QElapsedTimer>
#include <QJsonObject>

#include <memory>

namespace cw::cli {

// What the commands that play AI-only games (match, lab) share: the options --games, --seed,
// --threads, --json, --progress and --save, reading them into a TournamentConfig, the progress
// lines, saving each game, and printing the result or the failure.
class AiGamesOptions {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::AiGamesOptions)

public:
    explicit AiGamesOptions(int defaultGames);

    QCommandLineOption games, seed, threads, json, progress, save;
    QList<QCommandLineOption> all() const { return {games, seed, threads, json, progress, save}; }

    // Reads --games, --seed and --threads into *config, and with --save DIR makes config->recorded
    // write each game there (GameSaver): nullopt on success, else ExitUsage after printing the
    // usage error, or ExitFailure after printing why DIR cannot hold the games.
    std::optional<int> read(const QCommandLineParser &parser, const CliCommand &command,
                            TournamentConfig *config) const;
    // "N of M games played" on standard error with --progress; null without it.
    Tournament::Progress progressPrinter(const QCommandLineParser &parser) const;

    // Reads the course file at `path` into config->course (config->courseSource = path) and
    // checks its rules: false, after printing each problem as "FILE: field: reason" (as validate
    // prints them), when it cannot be read or has errors.
    static bool readCourse(const QString &path, TournamentConfig *config);

    // Prints "<tool> <command>: <error>" on standard error; returns ExitFailure.
    static int failed(const CliCommand &command, const QString &error);
    // Prints `json` compactly with --json, else `text` and the time taken since `timer` started
    // on `threads` threads; returns ExitSuccess, or ExitFailure after printing why a game could
    // not be saved.
    int print(const QCommandLineParser &parser, const QJsonObject &json, const QString &text,
              const QElapsedTimer &timer, int threads) const;

private:
    // With --save: the games' saver, made by read() (which the commands call on their options).
    mutable std::shared_ptr<GameSaver> m_saver;
};

} // namespace cw::cli
