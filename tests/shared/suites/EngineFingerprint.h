#pragma once

// The recorded digest of the games an engine plays in tst_engine_fingerprints (tests/shared):
// each game's test folder records its own, in tests/<game>/<Game>Fingerprints.cpp with one
// CW_REGISTER(cw::suites::EngineFingerprint, …) line, a file its CMakeLists.txt adds to the suite
// (target_sources(tst_engine_fingerprints PRIVATE …)); the shared test names no game.
#include "core/Registry.h"

#include <QString>
#include <QtGlobal>

namespace cw::suites {

struct EngineFingerprint {
    QString gameId;     // as in GameInfo
    quint64 digest = 0; // the 64-bit FNV-1a digest tst_engine_fingerprints prints for the game
};

} // namespace cw::suites
