#include "NarrationLanguage.h"

#include <QLocale>
#include <QTranslator>

namespace cw {

namespace {

thread_local const QTranslator *narrationTranslator = nullptr;

// "%n" (and "%Ln") in `text` as the count `n`, as QCoreApplication::translate writes it after a
// translator answered: QTranslator itself leaves them.
QString withCount(QString text, int n)
{
    if (n < 0)
        return text;
    for (qsizetype at = text.indexOf(u'%'); at >= 0 && at + 1 < text.size();
         at = text.indexOf(u'%', at + 1)) {
        const bool localized = text.at(at + 1) == u'L';
        const qsizetype letter = at + (localized ? 2 : 1);
        if (letter >= text.size() || text.at(letter) != u'n')
            continue;
        const QString count = localized ? QLocale().toString(n) : QString::number(n);
        text.replace(at, letter + 1 - at, count);
        at += count.size() - 1;
    }
    return text;
}

} // namespace

NarrationLanguage::NarrationLanguage(const QTranslator *translator)
    : m_previous(narrationTranslator)
{
    narrationTranslator = translator;
}

NarrationLanguage::~NarrationLanguage()
{
    narrationTranslator = m_previous;
}

QString NarrationLanguage::translate(const char *context, const char *sourceText,
                                     const char *disambiguation, int n)
{
    if (!narrationTranslator)
        return QCoreApplication::translate(context, sourceText, disambiguation, n);
    QString text = narrationTranslator->translate(context, sourceText, disambiguation, n);
    if (text.isNull())
        text = QString::fromUtf8(sourceText);
    return withCount(text, n);
}

} // namespace cw
