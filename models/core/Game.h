#pragma once

#include "LabEvent.h"
#include "Rng.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace cw {

// An action is a small integer whose meaning each game defines (and names with actionName()).
// Integers keep game records, AI trees and legal-action lists game-agnostic.
using Action = int;
using ActionList = std::vector<Action>;

class StateReader;
class StateWriter;

// The state of one game in progress: the one interface that play, replay, the command-line tool,
// the conformance test and every AI level use. Every random draw comes from the Rng held in the
// state, so a game is fully described by how it was set up plus its action list.
class Game {
public:
    virtual ~Game() = default;

    // Stable identifier of the game kind ("rowing"), used in game records and on the command line.
    virtual QString gameId() const = 0;

    virtual int seatCount() const = 0;

    // The seat that must choose the next action, or -1 once the game is over. Games without
    // simultaneous decisions only; everything automatic (draws, end-of-round effects) happens
    // inside apply().
    virtual int currentSeat() const = 0;

    // Fills out (cleared first) with every action the current seat may take, in a stable order,
    // without duplicates. Never empty while the game is not over.
    virtual void legalActions(ActionList &out) const = 0;
    ActionList legalActions() const
    {
        ActionList actions;
        legalActions(actions);
        return actions;
    }

    // Applies one legal action of the current seat, then every automatic step that follows it.
    // Precondition: isLegal(action). Callers that take untrusted input check isLegal() first.
    virtual void apply(Action action) = 0;
    bool isLegal(Action action) const;

    virtual bool isOver() const = 0;

    // Final finishing rank of each seat (1 = winner; seats that share a place share a rank).
    // Only meaningful once isOver().
    virtual std::vector<int> ranks() const = 0;

    // Score of each seat in [0, 1] for search: 1 for first place, 0 for last, linear in between.
    // A game may override it to add a heuristic estimate for unfinished positions.
    virtual std::vector<double> returns() const;

    virtual std::unique_ptr<Game> clone() const = 0;

    // What the seat may see, as JSON: its own hand, public piles, positions, and counts (never the
    // contents) of what is hidden from it. Two states that differ only in hidden information
    // yield equal views. Use seat = -1 for the spectator's (fully public) view.
    virtual QJsonObject viewFor(int seat) const = 0;

    // Replaces everything the seat cannot see (other hands, the order of every draw pile, the
    // future of the random generator) by a random arrangement consistent with viewFor(seat),
    // drawn from rng. The result depends only on viewFor(seat) and rng, never on the hidden
    // arrangement it replaces: this is what lets an AI decide from its own view only. It draws
    // as many numbers from rng whichever cards it deals, so two positions that differ only in the
    // seat's own cards (its hand and what its own draw pile holds), resampled with equal
    // generators, come out alike in every pile the seat shares with no one: the conformance
    // suite's seat privacy check (tests/shared/suites/SeatPrivacy.h) compares such positions.
    virtual void resampleHidden(int seat, Rng &rng) = 0;

    // Counts of every card type over all places, for the conservation invariant: the vector must
    // not change from the start of a game to its end.
    virtual std::vector<int> cardCensus() const = 0;

    // The position in its compact binary form (docs/seat-copy.md; core/GameState.h adds the header
    // and the checks every game shares). writeState writes every field of the state but the
    // course, the generator included. readState is called on a clone of a game on the same course,
    // seats and options (the course travels once per game, not in each copy) and replaces its
    // position by the one read: the bytes may come from a machine that lies, so every field is
    // checked against the course and the rest of the state, and on the first that does not fit
    // the reader fails naming it and readState returns false, this state being then unspecified
    // (the loader throws it away). Each game writes them in its <Game>StateCodec. Defaults, for
    // test doubles only: nothing written, every copy refused; the shared suites check that every
    // registered game overrides both.
    virtual void writeState(StateWriter &out) const;
    virtual bool readState(StateReader &in);

    // Human-readable, translatable description of an action in the current position
    // ("Play 3 + 2 + instability").
    virtual QString actionName(Action action) const = 0;

    // How `action`, about to be taken by currentSeat(), reads to `viewer` (-1: a spectator) when
    // it is taken (issue 51, the app's seat lens): actionName() unless the action is a secret
    // from that viewer, then what the viewer learns of it ("Choose a card face down"). The seat
    // taking it always reads actionName(). Default: every action is public as it is taken.
    virtual QString actionNameFor(Action action, int viewer) const
    {
        Q_UNUSED(viewer)
        return actionName(action);
    }
    // Whether a secret action taken earlier is still unrevealed in this position (Niagara's
    // paddle cards before the reveal). Secrets are revealed together: once this is false again,
    // every secret action taken before reads to everyone as actionName() named it.
    virtual bool secretsPending() const { return false; }

    // Number of actions applied since setup.
    virtual int moveNumber() const = 0;

    // The game log. Only the state the app shows records it (clones made for search do not, to stay
    // fast): after setRecordLog(true), takeLog() returns the translated sentences describing
    // everything that happened since the previous call ("Anna plays 3 + 2 and moves to space 14").
    virtual void setRecordLog(bool on) = 0;
    virtual QStringList takeLog() = 0;
    // The events `source` (a position of the same game) recorded, taken as this position's own,
    // all counted as narrated (EventLog::adopt). Every event a game records is what its log
    // tells every seat (secret choices are recorded when revealed), so they may travel with a
    // seat's copy: the seat lens gives its copy the shown position's, and the board animates
    // from the copy (docs/seat-copy.md). Default: a game that records no events.
    virtual void adoptEvents(const Game &source) { Q_UNUSED(source) }

    // For people watching AI seats play (the app's AI pace, GameSession::paceBefore): whether the
    // next action continues the move the last one was part of, the last action being
    // `lastAction`, taken by `lastSeat` (-1: none, or not known). The app shows a move's actions
    // together and pauses only between moves: a rowing boat's whole turn, a Visions rider's
    // activation with its steps, choices made in secret and revealed together (Niagara's paddle
    // cards). A move may pass from seat to seat. False when the game is over or a new move
    // begins. Default: the same seat is still to act.
    virtual bool continuesMove(int lastSeat, Action lastAction) const
    {
        Q_UNUSED(lastAction)
        return !isOver() && lastSeat >= 0 && currentSeat() == lastSeat;
    }

    // The course lab (models/lab): what the game reports while it is played, so that a designer
    // sees which rules fire and where. Optional: a game that reports nothing still gets its
    // length, wins and ranks in the lab. labEventKinds() is the same list for every state of a
    // game kind. takeLabEvents() appends to out, in the order they happened, the events since
    // the previous call; like takeLog() it reports only what happened while setRecordLog(true)
    // was on (clones made for search report nothing).
    virtual std::vector<LabEventKind> labEventKinds() const { return {}; }
    virtual void takeLabEvents(std::vector<LabEvent> &out) { Q_UNUSED(out) }
    // The start position seat `seat` had (GameInfo::startName), when the rules drew it rather than
    // the setup: Visions' place in the starting order. -1 when the game does not say (the setup
    // assigned it, or there is none apart from the seat). Read after the game, while recording.
    virtual int labStartPosition(int seat) const
    {
        Q_UNUSED(seat)
        return -1;
    }
    // Element `element` (LabEventKind::element) number `location` for people: "500 m", "6-2".
    // Empty when the game does not name it (the lab then numbers it from 1).
    virtual QString labLocationName(const QString &element, int location) const
    {
        Q_UNUSED(element)
        Q_UNUSED(location)
        return {};
    }
};

} // namespace cw
