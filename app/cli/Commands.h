#pragma once

#include "CliCommand.h"

namespace cw::cli {

// The subcommands of coursewright-cli, each in its own file.
const CliCommand &exportCommand();   // ExportCommand.cpp
const CliCommand &hintCommand();     // HintCommand.cpp
const CliCommand &labCommand();      // LabCommand.cpp
const CliCommand &matchCommand();    // MatchCommand.cpp
const CliCommand &replayCommand();   // ReplayCommand.cpp
const CliCommand &reviewCommand();   // ReviewCommand.cpp
const CliCommand &validateCommand(); // ValidateCommand.cpp

} // namespace cw::cli
