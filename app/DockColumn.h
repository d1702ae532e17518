#pragma once

#include "core/DockLayout.h"

#include <QObject>

class QDockWidget;
class QMainWindow;

namespace cw {

class PlayersDock;

// The application window's dock layout (DockLayout): the board keeps the whole height and most of
// the width, beside a narrow right column with the players table on top and the other docks
// tabbed below it. The column's width is the person's own once they drag it (kept with the saved
// layout), else as wide as the players table needs in the interface language, within bounds.
// It is applied again after the window is resized (a column squeezed by a small window grows
// back), after a language switch (it widens for a longer language and narrows back) and when
// the table widens.
class DockColumn : public QObject {
    Q_OBJECT
public:
    // `players` heads the column, `tabbed` below it (the first raised). `window` owns the column
    // and the docks.
    DockColumn(QMainWindow *window, PlayersDock *players, const QList<QDockWidget *> &tabbed);

    // Every dock, in the order their View menu toggles are listed.
    const QList<QDockWidget *> &docks() const { return m_layout.docks(); }
    // The saved geometry, else the preferred size fitted to the screen: in the constructor.
    void restoreGeometry() const;
    // On the window's first show, once it has its final size: the saved layout, else the default.
    void settle();
    // Keeps the layout and the column's width (on close).
    void save() const;
    // View > Reset Layout: the default layout and width.
    void reset();

protected:
    // The window resized or its language switched; the column dragged by the person.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();
    void size();
    void apply();
    void schedule();

    QMainWindow *m_window;
    PlayersDock *m_players;
    QList<QDockWidget *> m_tabbed;
    DockLayout m_layout; // the saved or default dock layout, applied on first show
    // The width the person dragged the column to (kept with the saved layout); 0: the default.
    int m_width = 0;
};

} // namespace cw
