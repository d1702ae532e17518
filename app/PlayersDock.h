#pragma once

#include <QDockWidget>

#include <vector>

class QTableWidget;

namespace cw {

class GameSession;

// One row per seat of the shown position, from the spectator's view (viewFor(-1)): name and
// colour, then the game's own columns (GameInfo::playerTable, declared in the game's folder).
class PlayersDock : public QDockWidget {
    Q_OBJECT
public:
    PlayersDock(GameSession *session, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // The dock size that shows every column, and `rows` seats, without scroll bars (for the
    // default layout; the width depends on the language and the names).
    int widthForContents() const;
    int heightForRows(int rows) const;

signals:
    // The table grew wider than it was since the game began (a longer text in a column, as a
    // canoe takes on a gem): the window widens the dock column to it, so no scroll bar comes.
    // Never for a narrower table, so the board does not jump back and forth as the text changes.
    void contentsWidened();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    GameSession *m_session; // not owned
    QTableWidget *m_table;
    int m_widest = 0;                   // widthForContents() at its widest since the game began
    std::vector<QString> m_widestTexts; // each column's PlayerColumn::widest
};

} // namespace cw
