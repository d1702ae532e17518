#include "ContextFallbackTranslator.h"

namespace cw {

QString ContextFallbackTranslator::translate(const char *context, const char *sourceText,
                                             const char *disambiguation, int n) const
{
    QString found = QTranslator::translate(context, sourceText, disambiguation, n);
    if (!found.isNull() || !context)
        return found;
    // Enclosing namespaces first ("cw::rowing::RowingNarration" → "cw::rowing" → "cw"), so a
    // text that has different translations in unrelated places takes the nearest one.
    QByteArray scope(context);
    for (qsizetype cut = scope.lastIndexOf("::"); cut > 0; cut = scope.lastIndexOf("::")) {
        scope.truncate(cut);
        found = QTranslator::translate(scope.constData(), sourceText, disambiguation, n);
        if (!found.isNull())
            return found;
    }
    for (const QString &other : m_contexts) {
        found = QTranslator::translate(other.toUtf8().constData(), sourceText, disambiguation, n);
        if (!found.isNull())
            return found;
    }
    return found;
}

} // namespace cw
