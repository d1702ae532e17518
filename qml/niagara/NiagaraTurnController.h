#pragma once

#include "HumanTurnController.h"
#include "core/Game.h"

#include <QQmlEngine>
#include <QVariantList>

#include <vector>

namespace cw::niagara {
class NiagaraGame;
}

// What the human in front of the screen may do now in Niagara, for the board: choose a paddle
// card in secret (Phase I); move the cloud; for a number card, click a space one of its canoes
// can reach (each shown with the points the move leaves for loading), or use the Load, Unload,
// Steal, Buy back and End turn buttons, each disabled with the reason when it is not legal now.
// A click on a space may stand for several decisions of the engine (select the canoe, move
// without loading first, the direction, the space): every path is found by trying the legal
// actions on a copy of the game, and each action is handed to GameSession::submit() in turn.
//
// Hidden information: whose cards are shown is HumanTurnController's (viewerSeat()); no other
// seat's chosen card is read before the reveal.
class NiagaraTurnController : public HumanTurnController {
    Q_OBJECT
    QML_ELEMENT
    // The decision the human in front of the screen may take now; else Waiting (or Over).
    Q_PROPERTY(TurnPhase phase READ phase NOTIFY changed)
    Q_PROPERTY(QString promptText READ promptText NOTIFY changed)
    // The shown seat's seven paddle cards: [{card, name, state, playable, focused}], state a
    // CardState.
    Q_PROPERTY(QVariantList hand READ hand NOTIFY changed)
    // The canoes that may act next: [{canoe, label, selected}].
    Q_PROPERTY(QVariantList canoeChoices READ canoeChoices NOTIFY selectionChanged)
    Q_PROPERTY(int selectedCanoe READ selectedCanoe NOTIFY selectionChanged)
    // Where the selected canoe may go: [{index, space, label, detail, spoken, left, danger,
    // focused}] (spoken: as a screen reader reads it)
    // (space -1: the beach); take(index) makes the move.
    Q_PROPERTY(QVariantList targets READ targets NOTIFY selectionChanged)
    // The turn's buttons: [{key, label, enabled, reason, options: [{index, label, gem}]}] for
    // "load", "unload", "steal", "noSteal", "buyBack", "endTurn", "weatherUp", "weatherDown".
    Q_PROPERTY(QVariantList tools READ tools NOTIFY changed)
    // The card the keyboard is on in Phase I, or -1.
    Q_PROPERTY(int focusedCard READ focusedCard NOTIFY selectionChanged)

public:
    // The rules' step (cw::niagara::Step) while the human in front may act on it, for the
    // board: Choose a paddle card (Phase I), move the cloud (Weather), Paddle (every other step
    // of a turn), or Steal; QML compares `phase` with NiagaraTurnController.Choose…
    enum class TurnPhase { Waiting, Over, Choose, Weather, Paddle, Steal };
    Q_ENUM(TurnPhase)
    // Where a paddle card of the shown hand is: in hand, Chosen this round (face down to the
    // others) or Played this cycle. QML compares a card's `state` with
    // NiagaraTurnController.Chosen…
    enum class CardState { InHand, Chosen, Played };
    Q_ENUM(CardState)

    explicit NiagaraTurnController(QObject *parent = nullptr);

    TurnPhase phase() const;
    // What the human is asked now; where the cloud is decided (Phase I, the weather) it ends
    // with longGameNote() when there is one. Not in a turn's prompts: there the decision panel
    // is tall already, and on a narrow board a taller panel leaves the river less height.
    QString promptText() const;
    // How to break a long game, once a game reaches round 12 with no gem on land (issue 55;
    // docs/play/niagara.md, "When no one can land a gem"); empty otherwise.
    QString longGameNote() const;
    QVariantList hand() const;
    QVariantList canoeChoices() const;
    int selectedCanoe() const { return m_selectedCanoe; }
    QVariantList targets() const;
    QVariantList tools() const;

    // Chooses a paddle card (0…5 the numbers 1…6, 6 the cloud); whether it was taken.
    Q_INVOKABLE bool chooseCard(int card);
    // Takes a choice (a target's or a tool option's index); whether every action was taken.
    Q_INVOKABLE bool take(int index);
    Q_INVOKABLE bool selectCanoe(int canoe);
    // Keyboard: the next (+1) or previous (-1) target or card gets the focus; Enter takes it.
    Q_INVOKABLE bool stepFocus(int delta);
    Q_INVOKABLE bool stepCanoe(int delta);
    Q_INVOKABLE bool confirm();
    Q_INVOKABLE bool cancel();
    int focusedCard() const { return m_focusedCard; }

protected:
    void refresh() override;
    QVariantMap hintPreviewOf(const cw::Game &game, cw::Action action) const override;

private:
    struct Choice {
        std::vector<cw::Action> path; // the engine's actions, in order
        int canoe = -1;
        int space = -2; // a move's destination (-1 the beach), else -2
        int left = 0;   // points the move keeps for loading
        bool danger = false;
        cw::Action last = -1; // the deciding action (its kind: load, steal…)
    };

    const cw::niagara::NiagaraGame *deciding() const;
    // Every choice of the moment, rebuilt on each change.
    void collect();
    void explore(const cw::niagara::NiagaraGame &game, std::vector<cw::Action> path, int canoe);
    void addLoading(const cw::niagara::NiagaraGame &game, const std::vector<cw::Action> &path,
                    int canoe);
    // Why a button is disabled now (NiagaraPrompts.cpp).
    QString reason(const QString &key) const;
    QVariantMap tool(const QString &key, const QString &label, bool (*kind)(cw::Action)) const;
    std::vector<int> moveChoices() const; // indexes into m_choices for the selected canoe

    std::vector<Choice> m_choices;
    int m_selectedCanoe = -1;
    int m_focusedTarget = -1; // position in moveChoices()
    int m_focusedCard = -1;
};
