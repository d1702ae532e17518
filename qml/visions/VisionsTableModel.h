#pragma once

#include "GameTableModel.h"
#include "visions/VisionsGame.h"

#include <QObject>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace cw::visions {
class VisionsGame;
}

// The public Visions of Rainbows table for the board: each team's mat (its riders with their
// fatigue T/P, bonus seconds and Bonus abilities; how many Action and Tactics cards it holds —
// counts only, never the cards), the status line, the Event or Tactics card just played with
// what it did (from the engine's VisionsEvent log, in VisionsNarration's words), the recent log
// and, at the end, the podium and the team times.
class VisionsTableModel : public GameTableModel {
    Q_OBJECT
    QML_ELEMENT
    // [{seat, name, colour, ink, colourName, controller, acting, handCount, tacticsCount,
    //   time, riders: [VisionsRiderText::describe() + {abilities}]}]
    Q_PROPERTY(QVariantList teams READ teams NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)
    Q_PROPERTY(QString phaseText READ phaseText NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    // The first three riders across the line: VisionsRiderText::describe() + {place, teamName}.
    Q_PROPERTY(QVariantList podium READ podium NOTIFY stateChanged)
    // Teams by time: [{rank, name, colour, time, bonus, finished}]; the winners' line.
    Q_PROPERTY(QVariantList results READ results NOTIFY stateChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY stateChanged)
    // The latest Event or Tactics card played: {serial, kind ("event", "tactics"), title,
    // subtitle, lines}; serial grows with each new card (0: none yet).
    Q_PROPERTY(QVariantMap playedCard READ playedCard NOTIFY playedCardChanged)

public:
    // Where a rider is (cw::visions::VisionsRider::Where), a chit's `where`
    // (VisionsRiderText::describe): QML compares it with VisionsTableModel.RoadSide…
    enum class RiderPlace { Waiting, Road, RoadSide, Finished };
    Q_ENUM(RiderPlace)
    static RiderPlace riderPlace(cw::visions::VisionsRider::Where where);

    explicit VisionsTableModel(QObject *parent = nullptr);

    QVariantList teams() const;
    QString statusText() const;
    QString phaseText() const;
    bool gameOver() const;
    QVariantList podium() const;
    QVariantList results() const;
    QString resultText() const;
    QVariantMap playedCard() const { return m_playedCard; }

signals:
    void playedCardChanged();

private:
    const cw::visions::VisionsGame *game() const; // the shown position, or null
    // Looks for an Event or Tactics card among the events recorded since the last position.
    void showPosition(bool newGame) override;

    // The last position shown was the live game's (the seat lens's copy of it, a new object at
    // each move): the events since it (m_eventsSeen on) may hold the card to show.
    bool m_lastLive = false;
    std::size_t m_eventsSeen = 0;
    int m_card = -1; // the event index of the card shown, or -1
    int m_serial = 0;
    QVariantMap m_playedCard;
};
