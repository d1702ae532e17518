#pragma once

// How a test plays a game's board as a person does: one decision of the person's seat at a
// time, by clicking what the board highlights or by keys alone. Each game's test folder
// registers its player (<game>_player.cpp: CW_REGISTER(cw::test::BoardPlayer, …)); the shared
// GUI test (tst_play_screens) plays every registered game with it, in the main window.
#include "QuickItems.h"
#include "core/Game.h"
#include "core/GameSetup.h"
#include "core/Registry.h"
#include "session/GameSession.h"

#include <QQuickItem>
#include <QString>

#include <cstdint>

namespace cw::test {

// The board as the person sees it: its items, the mouse and the keyboard.
class BoardDriver {
public:
    virtual ~BoardDriver() = default;

    virtual QQuickItem *root() const = 0;
    virtual GameSession &session() const = 0;
    // A left click at `point` of `item` (its coordinates), as the person would: false (no click)
    // when it is missing, hidden, disabled or the point is not inside the board's window.
    virtual bool clickAt(QQuickItem *item, QPointF point) = 0;
    // A left click at the middle of `item`.
    bool click(QQuickItem *item)
    {
        return item && clickAt(item, {item->width() / 2, item->height() / 2});
    }
    // A key pressed and released on the board.
    virtual void key(Qt::Key key) = 0;
    // The item the keyboard is on, or null.
    virtual QQuickItem *focusItem() const = 0;
    // Lets the board lay out and draw what changed (a layout places new items at its next
    // polish).
    virtual void settle() = 0;

    QQuickItem *item(const QString &name) const { return findItem(root(), name); }
    bool click(const QString &name)
    {
        settle();
        return click(item(name));
    }
    QString focusName() const
    {
        QQuickItem *focus = focusItem();
        return focus ? focus->objectName() : QString();
    }
    // The board's view model of a type (a turn controller), or null.
    template <class T>
    T *find() const
    {
        return root() ? root()->findChild<T *>() : nullptr;
    }
};

struct BoardPlayer {
    QString gameId; // as in GameInfo
    // A game small enough to play whole in a test: seat 0 is the person, the others Easy AIs.
    GameSetup (*setup)(std::uint64_t seed) = nullptr;
    // One decision of the person's seat by keys alone, and by clicks: false when the board
    // offered nothing that takes it.
    bool (*byKeyboard)(BoardDriver &board) = nullptr;
    bool (*byMouse)(BoardDriver &board) = nullptr;
    // Whether the person is in the middle of a move in `game` and its next decision is a target
    // the board highlights (the saved-game test saves there).
    bool (*midMove)(const Game &game) = nullptr;
    // Clicks the target the board highlights for that decision (a ring, a square, a card and
    // its button): false when none is drawn where it is.
    bool (*clickTarget)(BoardDriver &board) = nullptr;
};

} // namespace cw::test
