#pragma once

// The board of a main window, played as a person does: clicks and keys go to the board widget
// (shared by the GUI suites that play a whole window: tst_play_screens, tst_board_accessibility).

#include "BoardPlayer.h"
#include "MainWindow.h"
#include "QuickItems.h"
#include "core/Registry.h"

#include <QQuickItem>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QTest>

namespace cw::test {

class WindowBoard : public BoardDriver {
public:
    explicit WindowBoard(MainWindow &window)
        : m_window(window), m_board(window.findChild<QQuickWidget *>(QStringLiteral("board")))
    {
    }

    QQuickItem *root() const override { return m_board->rootObject(); }
    GameSession &session() const override { return *m_window.session(); }
    // A click lands only on an item shown inside the board widget, as a pointer's would.
    bool clickAt(QQuickItem *item, QPointF point) override
    {
        if (!item || !isShown(item) || !item->isEnabled())
            return false;
        const QPointF at = item->mapToScene(point);
        if (!m_board->rect().contains(at.toPoint()))
            return false;
        QTest::mouseClick(m_board, Qt::LeftButton, {}, at.toPoint());
        return true;
    }
    void key(Qt::Key key) override { QTest::keyClick(m_board, key); }
    QQuickItem *focusItem() const override { return m_board->quickWindow()->activeFocusItem(); }
    void settle() override { QTest::qWait(20); }

    QQuickWidget *widget() const { return m_board; }

private:
    MainWindow &m_window;
    QQuickWidget *m_board;
};

// The registered board player of a game, or null.
inline const BoardPlayer *playerOf(const QString &gameId)
{
    for (const BoardPlayer &player : Registry<BoardPlayer>::entries())
        if (player.gameId == gameId)
            return &player;
    return nullptr;
}

} // namespace cw::test
