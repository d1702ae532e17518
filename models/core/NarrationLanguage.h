#pragma once

#include <QCoreApplication>
#include <QString>

class QTranslator;

namespace cw {

// The language a game's words (its log lines and move names, the <Game>Narration classes) are
// written in on the calling thread. Without one, they follow the application's translators
// (QCoreApplication::translate), as every other text. The online host words each client's log
// and moves in that client's language (docs/protocol.md, "language"): it sets the language for
// one narration at a time, on its own thread, and never installs a translator, since the GUI
// thread reads the installed ones.
class NarrationLanguage {
public:
    // From now until this object is destroyed, narration on this thread reads `translator` (owned
    // by the caller, outliving this): its translation, else the English source text, never the
    // application's translators. The previous language of the thread comes back afterwards.
    explicit NarrationLanguage(const QTranslator *translator);
    ~NarrationLanguage();
    NarrationLanguage(const NarrationLanguage &) = delete;
    NarrationLanguage &operator=(const NarrationLanguage &) = delete;

    // What a narration class's tr() returns: QCoreApplication::translate's contract, in this
    // thread's narration language when one is set.
    static QString translate(const char *context, const char *sourceText,
                             const char *disambiguation = nullptr, int n = -1);

private:
    const QTranslator *m_previous;
};

} // namespace cw

// Q_DECLARE_TR_FUNCTIONS for the classes that word a game's log and moves: the same tr(), read
// through NarrationLanguage. lupdate takes it for Q_DECLARE_TR_FUNCTIONS (its -tr-function-alias
// in translations/CMakeLists.txt), so the strings keep their context.
#define CW_NARRATION_TR_FUNCTIONS(context)                                                         \
public:                                                                                            \
    static inline QString tr(const char *sourceText, const char *disambiguation = nullptr,         \
                             int n = -1)                                                           \
    {                                                                                              \
        return ::cw::NarrationLanguage::translate(#context, sourceText, disambiguation, n);        \
    }                                                                                              \
                                                                                                   \
private:
