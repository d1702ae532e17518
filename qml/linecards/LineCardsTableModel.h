#pragma once

#include "GameTableModel.h"

#include <QObject>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

namespace cw::linecards {
class LineCardsGame;
}

// The public Line cards table for the board: the grid (every card with its owner's colour,
// shape, priority, the way its line travels, its exits and which of them are open), each
// player's energy, hand and deck sizes and cards laid this turn, the status line, the results
// and the recent log. Public information only: counts, never the cards of a hand.
class LineCardsTableModel : public GameTableModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int side READ side NOTIFY stateChanged)
    Q_PROPERTY(bool wrap READ wrap NOTIFY stateChanged)
    // The names of the columns ("A"…) and rows ("1"…) that squares are called by ("C4").
    Q_PROPERTY(QStringList columnNames READ columnNames NOTIFY stateChanged)
    Q_PROPERTY(QStringList rowNames READ rowNames NOTIFY stateChanged)
    // [{row, column, owner, colour, start, shape, priority, name, square, spoken, travel, exits,
    // open, latest}] (spoken: as a screen reader reads it):
    // travel 0 up, 1 right, 2 down, 3 left; exits and open are bit masks (1 << direction).
    Q_PROPERTY(QVariantList cards READ cards NOTIFY stateChanged)
    // [{seat, name, colour, controller, acting, energy, handCount, deckCount, laid, rank}].
    Q_PROPERTY(QVariantList players READ players NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY stateChanged)

public:
    explicit LineCardsTableModel(QObject *parent = nullptr);

    int side() const;
    bool wrap() const;
    QStringList columnNames() const;
    QStringList rowNames() const;
    QVariantList cards() const;
    QVariantList players() const;
    QString statusText() const;
    bool gameOver() const;
    QString resultText() const;

private:
    const cw::linecards::LineCardsGame *game() const; // the shown position, or null
};
