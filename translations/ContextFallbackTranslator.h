#pragma once

#include <QStringList>
#include <QTranslator>

namespace cw {

// A translator that also finds a message filed under another context of the same .ts file.
//
// Why: the engine (models/) has no QObject classes and translates through file-local helpers
// (`QString tr(const char *)` calling QCoreApplication::translate("cw::rowing::RowingNarration",
// …)). lupdate cannot see those contexts: it files each call under the enclosing namespace
// ("cw::rowing") or class ("cw::rowing::RowingGame") instead, so an exact-context lookup misses.
// On a miss this translator retries with the contexts of the loaded file, nearest namespace first.
class ContextFallbackTranslator : public QTranslator {
    Q_OBJECT
public:
    using QTranslator::QTranslator;

    // Every context of the loaded file (read from the list embedded next to the .qm).
    void setContexts(const QStringList &contexts) { m_contexts = contexts; }

    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override;

private:
    QStringList m_contexts;
};

} // namespace cw
