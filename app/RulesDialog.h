#pragma once

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace cw {

class Language;

// Help > Rules: a player's rules page for a game — how to play, with the game's own icons, a
// symbol key and examples — found by convention at `:/docs/play/<game id>.md`, its French at
// `:/docs/play/<game id>.fr.md` (each game adds both to the resources from its
// models/<game>/CMakeLists.txt). The page follows the interface language, falling back to
// English; a game without a player's page shows its implementation record (GameInfo::rulesPage).
// A window the user can keep open next to the board.
class RulesDialog : public QDialog {
    Q_OBJECT
public:
    // `language` (not owned, may be null: English) picks the page and is followed while open.
    RulesDialog(const QString &gameId, Language *language, QWidget *parent = nullptr);

    // The resource path of `gameId`'s page in `languageCode`: the player's page in that language,
    // else in English, else the game's rulesPage; empty for an unknown game.
    static QString pagePath(const QString &gameId, const QString &languageCode);

private:
    void load();
    void fitImagesToText();

    QString m_gameId;
    Language *m_language;
    QTextBrowser *m_browser;
};

} // namespace cw
