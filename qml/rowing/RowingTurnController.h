#pragma once

#include "RowingHandModel.h"

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QVariantList>

namespace cw {
class GameSession;
namespace rowing {
class RowingGame;
}
} // namespace cw

// The decisions of a human rower's turn, for the board: the stroke-rate choice with what each
// rate costs and does, the selected cards with a preview of their consequences, Motivation and
// Discard. Every action is encoded (RowingActions.h), checked against legalActions() and handed
// to GameSession::submit(); QML only displays and forwards clicks.
//
// Hidden information: the hand shown is the acting human seat's (from viewFor(seat)); with a
// single human seat, that seat's hand stays visible (unselectable) during the AI's turns. With
// several human seats, a new seat's hand is shown only after confirmPass() (pass-the-device).
class RowingTurnController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // A cw::GameSession (anything else counts as none).
    Q_PROPERTY(QObject *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(RowingHandModel *hand READ hand CONSTANT)
    // "chooseRate", "playCards", "motivation", "discard" while a human may act; else "waiting".
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(int actingSeat READ actingSeat NOTIFY changed)
    Q_PROPERTY(QString actingName READ actingName NOTIFY changed)
    Q_PROPERTY(QString handOwnerName READ handOwnerName NOTIFY changed)
    Q_PROPERTY(bool handVisible READ handVisible NOTIFY changed)
    // Several human seats share the device (the board names whose hand it shows).
    Q_PROPERTY(bool hotSeat READ hotSeat NOTIFY changed)
    Q_PROPERTY(bool passDeviceNeeded READ passDeviceNeeded NOTIFY changed)
    // [{spm, legal, current, cards, effect, cost, paid}] for 35, 40 and 45 spm (paid: the change
    // costs a Stamina card).
    Q_PROPERTY(QVariantList rateOptions READ rateOptions NOTIFY changed)
    Q_PROPERTY(QVariantList legalRates READ legalRates NOTIFY changed)
    Q_PROPERTY(int currentRate READ currentRate NOTIFY changed)
    Q_PROPERTY(int cardsRequired READ cardsRequired NOTIFY changed)
    Q_PROPERTY(int selectedCount READ selectedCount NOTIFY selectionChanged)
    Q_PROPERTY(bool canPlay READ canPlay NOTIFY selectionChanged)
    Q_PROPERTY(bool canDiscard READ canDiscard NOTIFY selectionChanged)
    Q_PROPERTY(QString previewText READ previewText NOTIFY selectionChanged)
    Q_PROPERTY(bool motivationOffered READ motivationOffered NOTIFY changed)
    Q_PROPERTY(bool discardOffered READ discardOffered NOTIFY changed)
    Q_PROPERTY(int staminaPile READ staminaPile NOTIFY changed)
    Q_PROPERTY(int drawCount READ drawCount NOTIFY changed)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY changed)

public:
    explicit RowingTurnController(QObject *parent = nullptr);

    QObject *session() const;
    void setSession(QObject *session);
    RowingHandModel *hand() { return &m_hand; }

    QString phase() const;
    int actingSeat() const;
    QString actingName() const;
    QString handOwnerName() const;
    bool handVisible() const;
    bool hotSeat() const { return humanSeatCount() > 1; }
    bool passDeviceNeeded() const;
    QVariantList rateOptions() const;
    QVariantList legalRates() const;
    int currentRate() const;
    int cardsRequired() const;
    int selectedCount() const { return m_hand.selection().total(); }
    bool canPlay() const;
    bool canDiscard() const;
    QString previewText() const;
    bool motivationOffered() const;
    bool discardOffered() const;
    int staminaPile() const;
    int drawCount() const;
    int discardCount() const;

    // Each returns whether the action was legal and submitted.
    Q_INVOKABLE bool chooseRate(int spm);
    Q_INVOKABLE bool toggleCard(int index);
    Q_INVOKABLE bool play();
    Q_INVOKABLE bool motivate(bool accept);
    // Discards the selected Pace cards (none selected: keeps them all).
    Q_INVOKABLE bool discard();
    // The acting seat's player has the device: show their hand.
    Q_INVOKABLE void confirmPass();

signals:
    void sessionChanged();
    void changed();
    void selectionChanged();

private:
    const cw::rowing::RowingGame *liveGame() const; // the shown game when a human may act on it
    const cw::rowing::RowingGame *shownGame() const;
    int viewerSeat() const; // whose hand is shown, or -1
    int humanSeatCount() const;
    QString seatName(int seat) const;
    bool submit(int action);
    void refresh();

    QPointer<cw::GameSession> m_session;
    RowingHandModel m_hand;
    int m_confirmedSeat = -1; // the last seat that took the device (hot-seat)
};
