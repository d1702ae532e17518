#pragma once

#include "Language.h"

#include <QString>

namespace cw::test {

// Applies a language for one test function and puts back the language it found when the function
// ends, however it ends: a QVERIFY that fails returns early, and later cases must not run in the
// failed case's language.
class ScopedLanguage {
public:
    explicit ScopedLanguage(Language &language) : m_language(language), m_before(language.current())
    {
    }
    ~ScopedLanguage() { m_language.apply(m_before, false); }
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;

    // Installs `code` without storing it in the settings; false when it has no translation.
    bool apply(const QString &code) { return m_language.apply(code, false); }

private:
    Language &m_language;
    const QString m_before;
};

} // namespace cw::test
