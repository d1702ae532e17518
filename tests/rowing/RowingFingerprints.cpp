// The digest of the games the rowing engine plays in tst_engine_fingerprints (tests/shared,
// suites/EngineFingerprint.h), recorded before the speed work of issue 36. A deliberate rules
// change changes it: record the new digest the test prints, after checking that the change was
// meant.
#include "suites/EngineFingerprint.h"

CW_REGISTER(cw::suites::EngineFingerprint, [] {
    return cw::suites::EngineFingerprint{QStringLiteral("rowing"), 0xefeb1547d34b603dull};
});
