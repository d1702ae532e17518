#pragma once

#include "GameTableModel.h"

#include <QObject>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

namespace cw {
namespace salmon {
class SalmonGame;
}
} // namespace cw

// Everything on the Salmon Run table besides the river, for the board's side panel: each
// player's counts (hand, draw and discard piles, Fatigue cards owned), the supply piles, the
// Fatigue deck, the cards resolved this turn in order, the latest die roll, the status line, the
// results and the recent log. Public information only: counts, never the cards of a hand.
class SalmonTableModel : public GameTableModel {
    Q_OBJECT
    QML_ELEMENT
    // [{seat, name, colour, controller, acting, handCount, drawCount, discardCount, fatigue,
    //   spawned, rank}] in seat order.
    Q_PROPERTY(QVariantList players READ players NOTIFY stateChanged)
    // [{card, name, colour, icon, iconTurn, count}] for every pile of the additional deck, then the
    // Fatigue deck.
    Q_PROPERTY(QVariantList supply READ supply NOTIFY stateChanged)
    Q_PROPERTY(int fatigueDeck READ fatigueDeck NOTIFY stateChanged)
    // [{card, name, colour, icon, iconTurn}]: the cards the active player resolved this turn, in
    // order (counters excluded).
    Q_PROPERTY(QVariantList playedThisTurn READ playedThisTurn NOTIFY stateChanged)
    // The latest die roll (1–6), 0 before any; dieText says what it decided.
    Q_PROPERTY(int lastDie READ lastDie NOTIFY stateChanged)
    Q_PROPERTY(QString dieText READ dieText NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    // [{rank, seat, name, colour, spawned}] by rank, once the game is over.
    Q_PROPERTY(QVariantList results READ results NOTIFY stateChanged)

public:
    explicit SalmonTableModel(QObject *parent = nullptr);

    QVariantList players() const;
    QVariantList supply() const;
    int fatigueDeck() const;
    QVariantList playedThisTurn() const;
    int lastDie() const;
    QString dieText() const;
    QString statusText() const;
    bool gameOver() const;
    QVariantList results() const;

    // The seat's name as the setup gives it ("Salmon 2" when unnamed).
    QString seatName(int seat) const { return m_observer.seatName(seat); }

private:
    const cw::salmon::SalmonGame *game() const; // the shown position, or null
};
