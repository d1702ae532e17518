#pragma once

#include "SessionObserver.h"
#include "core/Game.h"
#include "session/MoveHint.h"

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QVariantMap>

// The part of a human turn every game shares, for the board: whose decision it is, whose hand
// may be shown, and when the device must be passed. Each game's turn controller derives from it
// and adds its own decisions (RowingTurnController, SalmonTurnController).
//
// Hidden information: a hand is shown only to its seat, the seat the window shows (the session's
// SeatLens, which every surface of the window reads). The hand shown is the deciding human
// seat's; with a single human seat it stays visible (not playable) during the AI's turns. With
// several human seats, a seat's hand is shown only after confirmPass() (pass-the-device), and
// again each time the decision moves to another seat; between their decisions, and while an
// earlier move is browsed, every hand stays hidden.
class HumanTurnController : public QObject {
    Q_OBJECT
    QML_ANONYMOUS
    // The session the board shows (null: none).
    Q_PROPERTY(cw::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // The human seat to decide, or -1 (an AI's turn, a finished game, an earlier move shown).
    Q_PROPERTY(int actingSeat READ actingSeat NOTIFY changed)
    Q_PROPERTY(QString actingName READ actingName NOTIFY changed)
    // Whose hand the board shows ("" when none is).
    Q_PROPERTY(QString handOwnerName READ handOwnerName NOTIFY changed)
    Q_PROPERTY(bool handVisible READ handVisible NOTIFY changed)
    // Several human seats share the device (the board names whose hand it shows).
    Q_PROPERTY(bool hotSeat READ hotSeat NOTIFY changed)
    Q_PROPERTY(bool passDeviceNeeded READ passDeviceNeeded NOTIFY changed)
    // The seat of the human in front of the screen, for "my salmon" / "my boat": whose hand is
    // shown, else the first human seat; -1 when no seat is a human's.
    Q_PROPERTY(int mySeat READ mySeat NOTIFY changed)
    // The coach's hint the board previews (issue 35), which the shell hands every board through
    // Board.qml (null: none).
    Q_PROPERTY(cw::MoveHint *hint READ hint WRITE setHint NOTIFY hintChanged)
    // The hinted move, for the board to mark as a preview while the hint answers the decision
    // the human in front may take now: the game's own keys (hintPreviewOf) plus "action" and
    // "label" (the move's name).
    // Empty otherwise: no hint, another position, the device not yet passed, an earlier move.
    Q_PROPERTY(QVariantMap hintPreview READ hintPreview NOTIFY hintChanged)

public:
    cw::GameSession *session() const;
    void setSession(cw::GameSession *session);

    int actingSeat() const;
    QString actingName() const { return m_observer.seatName(actingSeat()); }
    QString handOwnerName() const { return m_observer.seatName(viewerSeat()); }
    bool handVisible() const { return viewerSeat() >= 0; }
    bool hotSeat() const { return m_observer.humanSeatCount() > 1; }
    bool passDeviceNeeded() const;
    int mySeat() const { return viewerSeat() >= 0 ? viewerSeat() : m_observer.firstHumanSeat(); }
    cw::MoveHint *hint() const;
    void setHint(cw::MoveHint *hint);
    QVariantMap hintPreview() const;

    // The acting seat's player has the device: show their hand.
    Q_INVOKABLE void confirmPass();

signals:
    void sessionChanged();
    void changed();          // the position, the decision or whose hand is shown changed
    void selectionChanged(); // the selection within a decision changed (also after changed())
    void hintChanged();      // the hint or the decision it answers changed (also after changed())

protected:
    explicit HumanTurnController(QObject *parent);

    const SessionObserver &observer() const { return m_observer; }
    // The shown position (the seat lens's copy: the acting seat's own hand is kept, so its legal
    // actions are the live game's) when a human seat must act on the live game (not browsed),
    // else null. submit() hands the action to the live session.
    const cw::Game *liveGame() const;
    // liveGame() when the human in front may decide now (device confirmed, game not over).
    const cw::Game *decidingGame() const;
    template <class GameType>
    const GameType *shownAs() const
    {
        return m_observer.shown<GameType>();
    }
    template <class GameType>
    const GameType *liveAs() const
    {
        return dynamic_cast<const GameType *>(liveGame());
    }
    template <class GameType>
    const GameType *decidingAs() const
    {
        return dynamic_cast<const GameType *>(decidingGame());
    }
    // Whose hand is shown, or -1 (see the class comment).
    int viewerSeat() const;
    // Hands `action` to the session when the deciding seat may take it; whether it was taken.
    bool submit(cw::Action action);

    // Rebuilds the game's own state (hand, selection, prompts) after any change of session,
    // game, position or device holder, then emits changed().
    virtual void refresh() = 0;
    // Where the board marks `action`, a legal action of `game` (the deciding position): the keys
    // the game's board reads (a space, a card…); empty when it marks nothing but the name.
    virtual QVariantMap hintPreviewOf(const cw::Game &game, cw::Action action) const = 0;

private:
    SessionObserver m_observer;
    QPointer<cw::MoveHint> m_hint;
};
