#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QTranslator;

namespace cw {

// The interface language. English is the source language; every language, English included (for
// its plural forms), loads the .qm embedded under :/i18n/, and other languages also Qt's own
// translation (qtbase_<code>.qm) for the texts Qt widgets make themselves. The choice is kept in
// QSettings
// ("ui/language"); an empty value means "follow the system locale".
//
// Installing a translator makes Qt send QEvent::LanguageChange to every widget, which retranslates
// them; QML hosts listen to languageChanged() and call QQmlEngine::retranslate().
class Language : public QObject {
    Q_OBJECT
public:
    explicit Language(QObject *parent = nullptr);

    // Language codes offered in the menu ("en", "fr"), and their names in their own language.
    static QStringList available();
    static QString nativeName(const QString &code);

    // The code stored in QSettings, or the system locale's language when none is stored (falling
    // back to English when the system language has no translation).
    static QString preferred();

    // Loads the translation of `code` (one of available()) into `translator`, as apply() does:
    // what the online host reads when it words a client's log and moves (NarrationLanguage).
    static bool load(QTranslator *translator, const QString &code);

    QString current() const { return m_current; }
    // Installs the translator of `code` (removing the previous one) and stores the choice.
    // Returns false, leaving English in place, when `code` has no translation.
    bool apply(const QString &code, bool remember = true);

signals:
    void languageChanged(const QString &code);

private:
    QTranslator *m_translator;   // owned; holds the .qm of m_current
    QTranslator *m_qtTranslator; // owned; Qt's own texts in m_current (none for English)
    QString m_current = QStringLiteral("en");
};

} // namespace cw
