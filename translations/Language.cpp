#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace cw {

namespace {
const QString SettingsKey = QStringLiteral("ui/language");
const QString English = QStringLiteral("en");
} // namespace

Language::Language(QObject *parent)
    : QObject(parent), m_translator(new QTranslator(this)), m_qtTranslator(new QTranslator(this))
{
}

QStringList Language::available()
{
    return {English, QStringLiteral("fr")};
}

QString Language::nativeName(const QString &code)
{
    // Each language is named in itself, so someone who picked the wrong one can find theirs.
    if (code == QLatin1String("fr"))
        return QStringLiteral("Français");
    return QStringLiteral("English");
}

QString Language::preferred()
{
    const QString stored = QSettings().value(SettingsKey).toString();
    if (available().contains(stored))
        return stored;
    const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    return available().contains(system) ? system : English;
}

bool Language::load(QTranslator *translator, const QString &code)
{
    return available().contains(code) &&
           translator->load(QStringLiteral(":/i18n/coursewright_%1.qm").arg(code));
}

bool Language::apply(const QString &code, bool remember)
{
    QCoreApplication::removeTranslator(m_translator);
    QCoreApplication::removeTranslator(m_qtTranslator);
    // Qt's own texts (Undo/Redo actions, message box and dialog buttons) from the Debian package
    // qt6-translations-l10n; installed first, so that ours win where both translate a text.
    if (code != English &&
        m_qtTranslator->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(m_qtTranslator);
    // English has a translation too: it holds only the plural forms of "%n card(s)" messages.
    const bool ok = load(m_translator, code);
    if (ok || load(m_translator, English))
        QCoreApplication::installTranslator(m_translator);
    m_current = ok ? code : English;
    // Numbers follow the language too: "33.3%" in English, «33,3 %» in French.
    QLocale::setDefault(QLocale(m_current));
    if (remember && ok)
        QSettings().setValue(SettingsKey, code);
    emit languageChanged(m_current);
    return ok;
}

} // namespace cw
