#pragma once

#include "core/Game.h"
#include "core/Rng.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace cw {

class GameSession;

// The seat lens (issue 51): the window seen from the one seat it shows. Every surface of the
// window reads the seat it shows, the position and the names of moves from here, never from the
// live game: the board (whose hand, the privacy screen), the Moves list, the coach (its hint and
// Play It), the Review during a game of several people. The Game log, the Players dock and the
// status bar show only what every seat is told (the narration, the public view, whose turn).
//
// The seat shown is the person's in front of the screen: with one human seat, that seat (also
// during the AI's turns); with several sharing the device, the human seat to decide once it has
// the device (confirmPass(), the privacy screen's button), and no seat between their decisions;
// with no human seat, none. No seat is the public lens (-1): what everyone may know.
//
// A secret move (Game::actionNameFor, Niagara's face-down paddle card) reads as the others learn
// of it until the game reveals it (Game::secretsPending turns false), then as its seat named it.
//
// Online (GameSession::isOnline) the seat shown is the session's (GameSession::onlineSeat), never
// behind a privacy screen, and the moves are named as the host names them for that seat: the
// session has no record to replay.
class SeatLens : public QObject {
    Q_OBJECT
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    Q_PROPERTY(bool privacyScreenUp READ privacyScreenUp NOTIFY changed)

public:
    // Follows `session`, which owns it (its parent).
    explicit SeatLens(GameSession *session);
    ~SeatLens() override;

    // The seat the window shows, or -1 (the public lens): see the class comment.
    int seat() const;
    // A human seat is to decide but the device has not been passed to it: every hand and hint
    // waits behind the privacy screen (the lens is the public one meanwhile).
    bool privacyScreenUp() const;
    // The human seat to decide in the live position, or -1 (an AI's turn, over, browsing).
    int actingSeat() const;
    // The human seat to decide has the device: the lens shows it (until the decision moves on).
    Q_INVOKABLE void confirmPass();

    // The shown position as seat() may know it: the seat's copy (core/SeatCopy.h), its hidden
    // parts dealt again (Game::resampleHidden) with a generator the lens keeps to itself and
    // loaded back, so no surface reading it can show another seat's secret, and the window reads
    // what the online host would send. Null without a game; valid until the next change.
    const Game *position() const;
    // The lens's generator started again from `seed`, and the position copied anew: windows
    // showing positions the seat cannot tell apart then show byte-identical copies, so every
    // surface's data agrees whatever the seat cannot see (tst_app_privacy).
    void reseed(std::uint64_t seed);
    // `action`, legal in the shown position, as seat() reads it.
    QString actionName(Action action) const;
    // The record's move `move` (from 0) as seat() reads it now; moves() of them are named.
    QString moveName(int move) const;
    // The seat that took the record's move `move`, or -1.
    int moveSeat(int move) const
    {
        return move >= 0 && move < moves() ? m_moves[std::size_t(move)].seat : -1;
    }
    int moves() const { return int(m_moves.size()); }

signals:
    // The seat shown or the privacy screen changed, or secrets were revealed: names read anew.
    void changed();

private:
    struct Move {
        int seat = -1;
        QString name;          // as its seat named it (Game::actionName)
        QStringList othersSee; // what viewer v (-1 first) learns while it is a secret
        bool revealed = true;
    };
    void restart();    // names every move again (new game, take-back, another language)
    void sync();       // names the moves the record gained; notices reveals and a new seat
    void syncOnline(); // online: the names the host gave (GameSession::onlineMoves)
    void update(bool revealed);

    GameSession *m_session;         // the owner
    int m_confirmedSeat = -1;       // the last seat given the device (several human seats)
    int m_shownSeat = -1;           // seat() when changed() was last emitted
    bool m_screenUp = false;        // privacyScreenUp() then
    std::unique_ptr<Game> m_cursor; // the record replayed to m_moves.size() moves
    std::vector<Move> m_moves;
    int m_firstSecret = -1; // the first unrevealed move, or -1
    mutable std::unique_ptr<Game> m_position;
    mutable bool m_positionStale = true;
    mutable Rng m_rng; // the lens's own: its deals tell nothing of the game's future
};

} // namespace cw
