#pragma once

#include "SessionObserver.h"

#include <QObject>
#include <QQmlEngine>
#include <QStringList>

// The board as a screen reader reads it (issue 54), for every game: a live status whose text
// changes with each move (Qt 6.4 has no announce(): Board.qml's status item carries it as its
// accessible name, and a name change is an event the reader speaks), the game's pieces and
// places as lines of text (BoardEntry::pieceTexts), and the whole position in one text on
// request (readPosition(), the "read the position" key). Everything comes from the session's
// seat lens: the position as the seat shown may know it and the moves as it reads them.
class BoardReader : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The session the board shows (null: none).
    Q_PROPERTY(cw::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // The moves since the shown seat's previous decision, its own last one first ("Boat 1:
    // Rate 24. Boat 2: Play Pace 3"); after readPosition(), the position until the next move.
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    // One line per piece and place, as the game declares them; empty without a game or for a
    // game that declares none.
    Q_PROPERTY(QStringList pieces READ pieces NOTIFY piecesChanged)

public:
    // Moves told at most in one status: past them the reader would talk over the next ones.
    static constexpr int StatusMoves = 8;

    explicit BoardReader(QObject *parent = nullptr);

    cw::GameSession *session() const { return m_observer.session(); }
    void setSession(cw::GameSession *session);
    QString status() const { return m_status; }
    QStringList pieces() const { return m_pieces; }

    // The whole position as the shown seat may know it (GameInfo::positionText of its view
    // without the seed, then the pieces), put in the status; empty without a game.
    Q_INVOKABLE QString readPosition();

    // The pieces of the position `session` shows, as its seat lens's seat may know them and as
    // the game declares them (BoardEntry::pieceTexts; empty: none declared, no game).
    static QStringList piecesOf(const cw::GameSession &session);

signals:
    void sessionChanged();
    void statusChanged();
    void piecesChanged();

private:
    void update();
    QString movesText() const;

    SessionObserver m_observer;
    QString m_status;
    QStringList m_pieces;
};
