#pragma once

#include <QDialog>

class QTextBrowser;

namespace cw {

// Help > Rules: the rules of a game as Coursewright plays them (GameInfo::rulesPage, a Markdown
// page each game embeds from docs/rules/), in a browser the user can keep open next to the board.
class RulesDialog : public QDialog {
    Q_OBJECT
public:
    RulesDialog(const QString &gameId, QWidget *parent = nullptr);

private:
    QTextBrowser *m_browser;
};

} // namespace cw
