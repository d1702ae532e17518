#pragma once

// Two tiny games with known best moves, for testing the generic search on the Game interface
// alone: Nim (perfect information, a deep line of play) and High card (one hidden card, where
// only a fair player and a cheating one disagree).
#include "core/Game.h"

#include <QJsonObject>

#include <array>

namespace cw::test {

// Two seats take 1, 2 or 3 counters in turn from one heap; whoever takes the last one wins.
// The winning move leaves a multiple of 4. Action = counters taken.
class NimGame final : public Game {
public:
    explicit NimGame(int heap) : m_heap(heap) {}

    QString gameId() const override { return QStringLiteral("nim"); }
    int seatCount() const override { return 2; }
    int currentSeat() const override { return isOver() ? -1 : m_moves % 2; }
    void legalActions(ActionList &out) const override
    {
        out.clear();
        for (int take = 1; take <= std::min(3, m_heap); ++take)
            out.push_back(take);
    }
    using Game::legalActions;
    void apply(Action action) override
    {
        m_heap -= action;
        ++m_moves;
    }
    bool isOver() const override { return m_heap == 0; }
    // The seat that took the last counter moved last.
    std::vector<int> ranks() const override
    {
        const int winner = (m_moves - 1) % 2;
        return winner == 0 ? std::vector<int>{1, 2} : std::vector<int>{2, 1};
    }
    std::unique_ptr<Game> clone() const override { return std::make_unique<NimGame>(*this); }
    QJsonObject viewFor(int) const override
    {
        return {{QStringLiteral("heap"), m_heap}, {QStringLiteral("moves"), m_moves}};
    }
    void resampleHidden(int, Rng &) override {}
    std::vector<int> cardCensus() const override { return {}; }
    QString actionName(Action action) const override
    {
        return QStringLiteral("take %1").arg(action);
    }
    int moveNumber() const override { return m_moves; }
    void setRecordLog(bool) override {}
    QStringList takeLog() override { return {}; }

private:
    int m_heap;
    int m_moves = 0;
};

// Three cards 0 < 1 < 2; each seat holds one, the third stays face down. Seat 0 folds (action 0,
// scoring 0.4 against 0.6) or calls (action 1: the higher card scores 1, the other 0). Calling is
// right with card 1 or 2 and folding with card 0, whatever seat 1 holds; a player that peeked at
// seat 1's card would fold card 1 against card 2.
class HighCardGame final : public Game {
public:
    HighCardGame(int card0, int card1) : m_cards{card0, card1} {}

    QString gameId() const override { return QStringLiteral("highcard"); }
    int seatCount() const override { return 2; }
    int currentSeat() const override { return isOver() ? -1 : 0; }
    void legalActions(ActionList &out) const override
    {
        out.clear();
        if (!isOver())
            out = {Fold, Call};
    }
    using Game::legalActions;
    void apply(Action action) override { m_outcome = action; }
    bool isOver() const override { return m_outcome >= 0; }
    std::vector<int> ranks() const override
    {
        const bool first = m_outcome == Call ? m_cards[0] > m_cards[1] : false;
        return first ? std::vector<int>{1, 2} : std::vector<int>{2, 1};
    }
    std::vector<double> returns() const override
    {
        if (m_outcome == Fold)
            return {0.4, 0.6};
        return Game::returns();
    }
    std::unique_ptr<Game> clone() const override { return std::make_unique<HighCardGame>(*this); }
    QJsonObject viewFor(int seat) const override
    {
        QJsonObject view{{QStringLiteral("outcome"), m_outcome}};
        if (seat >= 0)
            view.insert(QStringLiteral("card"), m_cards[std::size_t(seat)]);
        return view;
    }
    // Deals the other seat one of the two cards the viewer does not hold.
    void resampleHidden(int seat, Rng &rng) override
    {
        if (seat < 0)
            return;
        const int mine = m_cards[std::size_t(seat)];
        std::array<int, 2> others{};
        int n = 0;
        for (int card = 0; card < 3; ++card)
            if (card != mine)
                others[std::size_t(n++)] = card;
        m_cards[std::size_t(1 - seat)] = others[rng.below(2)];
    }
    std::vector<int> cardCensus() const override { return {1, 1, 1}; }
    QString actionName(Action action) const override
    {
        return action == Call ? QStringLiteral("call") : QStringLiteral("fold");
    }
    int moveNumber() const override { return isOver() ? 1 : 0; }
    void setRecordLog(bool) override {}
    QStringList takeLog() override { return {}; }

    static constexpr Action Fold = 0;
    static constexpr Action Call = 1;

private:
    std::array<int, 2> m_cards;
    int m_outcome = -1;
};

} // namespace cw::test
