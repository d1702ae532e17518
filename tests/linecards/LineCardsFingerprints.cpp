// The digest of the games the Line cards engine plays in tst_engine_fingerprints (tests/shared,
// suites/EngineFingerprint.h), recorded before the speed work of issue 36. A deliberate rules
// change changes it: record the new digest the test prints, after checking that the change was
// meant.
#include "suites/EngineFingerprint.h"

CW_REGISTER(cw::suites::EngineFingerprint, [] {
    return cw::suites::EngineFingerprint{QStringLiteral("linecards"), 0x97ff141a1136673bull};
});
