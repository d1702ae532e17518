#pragma once

// Salmon Run set-ups and helpers shared by the board test and the screenshot tool.
#include "SessionTestSupport.h"
#include "core/GameSetup.h"
#include "salmon/SalmonGame.h"

#include <QQuickItem>

#include <algorithm>

#include <vector>

namespace cw::test {

// Items made by Repeaters and Loaders are reached through the visual tree, not QObject children.
inline QQuickItem *findQuickItem(QQuickItem *root, const QString &name)
{
    if (!root)
        return nullptr;
    if (root->objectName() == name)
        return root;
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        if (QQuickItem *found = findQuickItem(child, name))
            return found;
    return nullptr;
}

// A plain human policy for driving games in tests: the first Swim card whose move goes
// somewhere (Forward before Left and Right), a jump when one is legal, else the first legal
// choice; ends the turn after `cards` cards. Deterministic.
inline Action salmonForward(const salmon::SalmonGame &game, int cards = 2)
{
    namespace action = salmon::action;
    const ActionList legal = game.legalActions();
    if (game.phase() == salmon::Phase::PlayCards) {
        for (Action a : legal)
            if (a >= action::JumpBase && a < action::EndTurn)
                return a;
        if (game.state().cardsPlayed < cards) {
            for (int m = 0; m < salmon::SwimMoveCount; ++m) {
                const auto move = salmon::SwimMove(m);
                if (std::find(legal.begin(), legal.end(), action::playSwim(move)) != legal.end() &&
                    !game.swimPath(move).empty())
                    return action::playSwim(move);
            }
        }
        if (std::find(legal.begin(), legal.end(), action::EndTurn) != legal.end())
            return action::EndTurn;
    }
    if (game.phase() == salmon::Phase::Counter &&
        std::find(legal.begin(), legal.end(), action::NoCounter) != legal.end())
        return action::NoCounter;
    if (game.phase() == salmon::Phase::Reeds &&
        std::find(legal.begin(), legal.end(), action::ReedsDone) != legal.end())
        return action::ReedsDone;
    return legal.front();
}

} // namespace cw::test
