#pragma once

#include "SessionObserver.h"

#include <QObject>
#include <QQmlEngine>
#include <QStringList>

// What every game's table model (the players, status line, results and log of a board's side
// panel) shares: the session it follows, stateChanged() whenever the shown position or the AI's
// thinking changes, the recent log, and the status line while the user looks back. Each game's
// model adds its own properties, all notified by stateChanged().
class GameTableModel : public QObject {
    Q_OBJECT
    QML_ANONYMOUS
    // The session the board shows (null: none).
    Q_PROPERTY(cw::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QStringList recentLog READ recentLog NOTIFY recentLogChanged)

public:
    cw::GameSession *session() const { return m_observer.session(); }
    void setSession(cw::GameSession *session);
    QStringList recentLog() const { return m_observer.recentLog(); }

signals:
    void sessionChanged();
    void stateChanged();
    void recentLogChanged();

protected:
    explicit GameTableModel(QObject *parent);

    // "Showing move 3 of 40: …" while the user looks back at an earlier move, else empty.
    QString browsingText() const;
    // Another position is shown (`newGame`: of a new game or session): emits stateChanged().
    // A model that reads what happened since the last position overrides it.
    virtual void showPosition(bool newGame);

    SessionObserver m_observer;
};
