#pragma once

#include "CliCommand.h"

#include <QCommandLineParser>

namespace cw::cli {

// `coursewright-cli export --kit --game ID [--course FILE] [--out FILE.pdf] [--paper …]`: a
// game's print-and-play kit as one PDF (print::GameKits, print::KitDocument). The --kit branch
// of the export command, in a file of its own; `parser` has been parsed by ExportCommand.
class ExportKit {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::ExportKit)

public:
    // Adds --kit and --course to the export command's options.
    static void addOptions(QCommandLineParser &parser);
    static bool isSet(const QCommandLineParser &parser);
    // Writes the kit; prints the file written. Exit status 1 names the course file (or the game)
    // at fault, or the output; 2 on a usage error.
    static int run(const QCommandLineParser &parser, const CliCommand &command);
};

} // namespace cw::cli
