#pragma once

// A stand-in for the online host in session tests: a local game played by the test, each
// position sent as the host sends it (docs/protocol.md, "position"): the seat's copy made by
// cw::makeSeatCopy, the new log lines, and the move list as that seat reads it.
#include "GameSetupBuilder.h"
#include "ai/AiFactory.h"
#include "core/GameRegistry.h"
#include "core/Rng.h"
#include "core/SeatCopy.h"
#include "session/OnlinePosition.h"

#include <memory>

namespace cw::test {

class OnlineHost {
public:
    // The game every seat but `seat` plays through the host: Easy AIs here, which the session
    // must never run itself. `seed`: the host's game and the copies' generator.
    OnlineHost(const QString &gameId, int seat, std::uint64_t seed)
        : OnlineHost(gameSetup(gameId).fewestSeats(Controller::AiEasy).seed(seed), seat)
    {
    }
    // The game of `setup` (its seed the copies' generator's too), shown to `seat`, played as
    // a human seat.
    OnlineHost(GameSetup setup, int seat)
        : m_setup(std::move(setup)), m_rng(m_setup.seed + 1), m_choices(m_setup.seed + 2),
          m_viewer(seat)
    {
        if (seat >= 0 && seat < m_setup.seats.size())
            m_setup.seats[seat].controller = Controller::Human;
        QString error;
        m_game = GameRegistry::create(m_setup, &error);
        if (m_game) {
            m_game->setRecordLog(true);
            m_log = m_game->takeLog();
        }
    }

    bool isValid() const { return m_game != nullptr; }
    const GameSetup &setup() const { return m_setup; }
    // What a client builds from `joined`: the same game, course, options and seats, another seed.
    GameSetup context() const
    {
        GameSetup context = m_setup;
        context.seed = 0;
        return context;
    }
    const Game &game() const { return *m_game; }
    const std::vector<Action> &actions() const { return m_actions; }

    // Random legal actions for the first RandomMoves, then Easy's choices, so that every game
    // ends (Niagara's canoes rarely reach the end at random).
    static constexpr int RandomMoves = 300;
    Action nextAction()
    {
        if (m_game->moveNumber() < RandomMoves)
            return randomAction();
        if (!m_easy)
            m_easy = makeAiPlayer(m_setup.gameId, Controller::AiEasy);
        return m_easy->choose(*m_game, std::uint64_t(m_game->moveNumber()));
    }
    // One random legal action, from the test's own seeded generator.
    Action randomAction()
    {
        const ActionList legal = m_game->legalActions();
        return legal[m_choices.below(std::uint32_t(legal.size()))];
    }
    void apply(Action action)
    {
        const int seat = m_game->currentSeat();
        m_names.append({seat, m_game->actionNameFor(action, m_viewer)});
        m_actions.push_back(action);
        m_game->apply(action);
        m_log += m_game->takeLog();
    }

    // The position message for the seat the host was made for, with the log lines and move-list
    // entries (as that seat reads them) since the previous one; its copy made for `copySeat`
    // (the same seat, but for a host that errs).
    OnlinePosition position() { return position(m_viewer); }
    OnlinePosition position(int copySeat)
    {
        OnlinePosition position;
        position.seat = m_viewer;
        position.move = m_game->moveNumber();
        position.current = m_game->currentSeat();
        position.over = m_game->isOver();
        if (position.over)
            for (int rank : m_game->ranks())
                position.ranks.append(rank);
        position.copy = makeSeatCopy(*m_game, copySeat, m_rng);
        position.log = m_log;
        m_log.clear();
        position.movesFrom = m_sent;
        position.moves = m_names.mid(m_sent);
        m_sent = int(m_names.size());
        return position;
    }

private:
    GameSetup m_setup;
    std::unique_ptr<Game> m_game;
    Rng m_rng;     // the host's generator for copies, never the game's
    Rng m_choices; // the test's random play
    std::unique_ptr<AiPlayer> m_easy;
    std::vector<Action> m_actions;
    QStringList m_log;
    QList<OnlineMove> m_names;
    int m_viewer; // the seat the messages go to (-1: a spectator)
    int m_sent = 0;
};

} // namespace cw::test
