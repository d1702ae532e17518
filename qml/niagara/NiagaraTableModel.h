#pragma once

#include "GameTableModel.h"

#include <QObject>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

namespace cw::niagara {
class NiagaraGame;
}

// The public Niagara table for the board: each player's canoes, play area with its progress
// toward the three winning conditions, paddle cards left (counts, the card chosen face down
// until the reveal), the life preserver; the status line, the results and the recent log.
// Public information only: another seat's chosen card appears only once revealed.
class NiagaraTableModel : public GameTableModel {
    Q_OBJECT
    QML_ELEMENT
    // [{seat, name, colour, controller, acting, preserver, cardsLeft, chosen, card, played,
    //   canoes: [{where, label, gem}], playArea: [count per colour], gems, colours, most,
    //   progress, winner, rank}]: card is the revealed card or -1; played the cards played this
    //   cycle ("2, 5"); progress the winning conditions' text.
    Q_PROPERTY(QVariantList players READ players NOTIFY stateChanged)
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    // [{rank, name, colour, gems, afloat, winner}] in finishing order; the winners' line.
    Q_PROPERTY(QVariantList results READ results NOTIFY stateChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY stateChanged)

public:
    explicit NiagaraTableModel(QObject *parent = nullptr);

    QVariantList players() const;
    int round() const;
    QString statusText() const;
    bool gameOver() const;
    QVariantList results() const;
    QString resultText() const;

private:
    const cw::niagara::NiagaraGame *game() const; // the shown position, or null
};
