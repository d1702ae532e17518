#pragma once

#include <QDockWidget>

#include <vector>

class QTableWidget;

namespace cw {

class GameSession;
class MadeUpStart;

// One row per seat of the shown position, from the spectator's view (viewFor(-1)): name and
// colour, then the game's own columns (GameInfo::playerTable, declared in the game's folder).
// A dock too narrow for every column (150 % text at 1280 × 720, issue 54) shows them all still,
// without a sideways scroll: first with the columns' short headers, then with each seat by its
// mark alone (Fit); the full header and the seat's name stay in the tool tips and are what a
// screen reader reads. No rows while the session shows a made-up start (MadeUpStart).
class PlayersDock : public QDockWidget {
    Q_OBJECT
public:
    // `session` and `madeUp` are the window's (not owned).
    PlayersDock(GameSession *session, const MadeUpStart *madeUp, QWidget *parent = nullptr);

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
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // How much the table gives up to fit the dock's width, least first.
    enum class Fit { Whole, ShortHeaders, MarksOnly };

    void refresh();
    void retranslate();
    // The widest of Fit's layouts that shows every column in the table's width.
    void fitWidth();
    void showAs(Fit fit);
    // The columns' widths added up, as the table lays them out now.
    int columnsWidth() const;

    GameSession *m_session;      // not owned
    const MadeUpStart *m_madeUp; // not owned
    QTableWidget *m_table;
    int m_widest = 0;                   // widthForContents() at its widest since the game began
    int m_wholeColumns = 0;             // columnsWidth() with Fit::Whole
    std::vector<QString> m_widestTexts; // each column's PlayerColumn::widest
    QStringList m_headers;              // the seat column's, then each column's
    QStringList m_shortHeaders;         // the same, short (a header short already as it is)
    QStringList m_headerTips;
    QStringList m_names;   // each row's seat name
    int m_currentRow = -1; // the row of the seat to play, or -1
};

} // namespace cw
