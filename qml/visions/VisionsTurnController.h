#pragma once

#include "HumanTurnController.h"
#include "core/Game.h"

#include <QQmlEngine>
#include <QVariantList>

#include <vector>

namespace cw::visions {
class VisionsGame;
}

// What the human in front of the screen may do now in Visions of Rainbows, for the board, step
// by step: at the start, place a rider on the next start space; in a Movement phase, pick an
// available rider (its chit), an Action card of the hand (a Wild card: the type it is played
// as), see the starting PS term by term (VisionsGame::psTerms) and the group that will move,
// then activate; during the move, click a reachable space (each step action's
// VisionsGame::stepTarget, with its PS cost found on a copy of the game) or a button (Stop, the
// line behind, leaving the line ahead); every other decision (Reorganization, Grupo Compacto,
// Counter-attack, Tactics) as buttons, and spaces where the decision is one. Every legal action
// of the moment is a target or an option; take(index) hands it to GameSession::submit().
//
// Hidden information: the hand shown is HumanTurnController's viewer's (viewerSeat()).
class VisionsTurnController : public HumanTurnController {
    Q_OBJECT
    QML_ELEMENT
    // The decision the human in front of the screen may take now; else Waiting (or Over).
    Q_PROPERTY(TurnPhase phase READ phase NOTIFY changed)
    Q_PROPERTY(QString promptText READ promptText NOTIFY selectionChanged)
    // The riders the decision is about (place, activate): [{rider, slot, label, selected}].
    Q_PROPERTY(QVariantList riderChoices READ riderChoices NOTIFY selectionChanged)
    Q_PROPERTY(int selectedRider READ selectedRider NOTIFY selectionChanged)
    // The viewer's Action cards: [{card, name, type ("lead"… "wild", "headlines"), typeName, ps,
    // footer (special text, fatigue cost), detail, wild, selected, playable}].
    Q_PROPERTY(QVariantList hand READ hand NOTIFY selectionChanged)
    // The viewer's Tactics cards, by name.
    Q_PROPERTY(QStringList tactics READ tactics NOTIFY changed)
    // The selected Wild card's types: [{type, name, selected}].
    Q_PROPERTY(QVariantList wildTypes READ wildTypes NOTIFY selectionChanged)
    // The starting PS of the chosen rider and card, term by term: [{label, value}] and the sum
    // (psTotal -1 without a choice); during a move, the PS left.
    Q_PROPERTY(QVariantList psTerms READ psTerms NOTIFY selectionChanged)
    Q_PROPERTY(int psTotal READ psTotal NOTIFY selectionChanged)
    Q_PROPERTY(int psLeft READ psLeft NOTIFY changed)
    // The riders that move (the chosen activation's group, or the move's), for the road.
    Q_PROPERTY(QVariantList group READ group NOTIFY selectionChanged)
    // Where a click decides: [{index, cell, key, label, cost, detail, spoken, focused}] (cell -2:
    // across the finish line); key is the letter the road marks it with and its button shows ("A"),
    // label its cell in the log's words; cost is the step's PS, -1 when it is no step.
    Q_PROPERTY(QVariantList targets READ targets NOTIFY selectionChanged)
    // The other legal actions as buttons: [{index, label, primary}].
    Q_PROPERTY(QVariantList options READ options NOTIFY changed)
    // The activation chosen (rider, card and type) may be made.
    Q_PROPERTY(bool canActivate READ canActivate NOTIFY selectionChanged)

public:
    // The rules' stage (cw::visions::VisionsStage) while the human in front may act on it, for
    // the board: Place a rider, Activate one, Move it, or Decide (every other decision); QML
    // compares `phase` with VisionsTurnController.Activate…
    enum class TurnPhase { Waiting, Over, Place, Activate, Move, Decide };
    Q_ENUM(TurnPhase)

    explicit VisionsTurnController(QObject *parent = nullptr);

    TurnPhase phase() const;
    QString promptText() const;
    QVariantList riderChoices() const;
    int selectedRider() const { return m_rider; }
    QVariantList hand() const;
    QStringList tactics() const;
    QVariantList wildTypes() const;
    QVariantList psTerms() const;
    int psTotal() const;
    int psLeft() const;
    QVariantList group() const;
    QVariantList targets() const;
    QVariantList options() const;
    bool canActivate() const { return activation() >= 0; }

    // A chit or a team mat's rider was clicked: selects it (activate), or places it (place).
    Q_INVOKABLE bool selectRider(int rider);
    Q_INVOKABLE bool selectCard(int card);
    Q_INVOKABLE bool selectType(int type);
    // Makes the chosen activation.
    Q_INVOKABLE bool activate();
    // Takes a target's or an option's action.
    Q_INVOKABLE bool take(int index);
    // Keyboard: Left/Right the next target or card, Up/Down the next rider, T the next Wild
    // type, Enter decides, Escape drops the last choice.
    Q_INVOKABLE bool stepFocus(int delta);
    Q_INVOKABLE bool stepRider(int delta);
    Q_INVOKABLE bool stepType();
    Q_INVOKABLE bool confirm();
    Q_INVOKABLE bool cancel();

protected:
    void refresh() override;
    QVariantMap hintPreviewOf(const cw::Game &game, cw::Action action) const override;

private:
    const cw::visions::VisionsGame *deciding() const;
    // The legal activation of the chosen rider, card and type, or -1.
    cw::Action activation() const;
    // Indexes into m_legal of the targets (actions with a space) and of the buttons.
    std::vector<int> targetIndexes() const;
    int targetCell(const cw::visions::VisionsGame &game, cw::Action action) const;
    // Applies `action` to a copy of the deciding game: its moving group and PS left.
    std::vector<int> groupAfter(cw::Action action) const;
    int psAfter(cw::Action action) const;
    std::vector<int> handCards() const;

    cw::ActionList m_legal;
    int m_rider = -1;
    int m_card = -1;
    int m_type = -1;
    int m_focusedTarget = -1; // position in targetIndexes()
    // Whether this board showed a placement decision since its last activation: the first
    // activation after placing riders waits for a card to be chosen (refresh()).
    bool m_sawPlace = false;
};
