// The digest of the games the Salmon Run engine plays in tst_engine_fingerprints (tests/shared,
// suites/EngineFingerprint.h), recorded before the speed work of issue 36 and again after its one
// rules change since (a Rapids discard asked even of a hand of one card type,
// tst_salmon_river_effects: rapidsDiscardAskedWhateverTheHandHolds). A deliberate rules change
// changes it: record the new digest the test prints, after checking that the change was meant.
#include "suites/EngineFingerprint.h"

CW_REGISTER(cw::suites::EngineFingerprint, [] {
    return cw::suites::EngineFingerprint{QStringLiteral("salmon"), 0x9944b7f74a197ec1ull};
});
