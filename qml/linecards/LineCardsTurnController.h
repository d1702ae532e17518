#pragma once

#include "HumanTurnController.h"

#include <QQmlEngine>
#include <QVariantList>

namespace cw::linecards {
class LineCardsGame;
}

// What the human in front of the screen may do now in Line cards, for the board: keep or
// redraw the opening hand, the energy decision (one button per effect offered), and laying a
// card: select a card of the hand, then one of the squares it may go to (each shown with the
// card's shape turned as it would lie). Every action is built from legalActions(), checked again
// and handed to GameSession::submit(); QML only displays and forwards clicks.
//
// Hidden information: whose hand is shown is HumanTurnController's (viewerSeat()).
class LineCardsTurnController : public HumanTurnController {
    Q_OBJECT
    QML_ELEMENT
    // The decision the human in front of the screen may take now; else Waiting (or Over).
    Q_PROPERTY(TurnPhase phase READ phase NOTIFY changed)
    // The shown hand: [{kind, name, shape, priority, count, playable}] by card type.
    Q_PROPERTY(QVariantList hand READ hand NOTIFY changed)
    // The card type selected to lay, -1 for none.
    Q_PROPERTY(int selectedKind READ selectedKind NOTIFY selectionChanged)
    // Where the selected card may go: [{row, column, travel, exits, action, label}].
    Q_PROPERTY(QVariantList targets READ targets NOTIFY selectionChanged)
    // The energy decision's buttons: [{action, name, description, loses}] (loses: the seat could
    // then lay no card and would lose at once).
    Q_PROPERTY(QVariantList energyOptions READ energyOptions NOTIFY changed)
    Q_PROPERTY(int energy READ energy NOTIFY changed)
    // "Card 1 of 2", for the prompt; at the energy decision, a warning when every choice loses.
    Q_PROPERTY(QString promptText READ promptText NOTIFY changed)

public:
    // The rules' phase (cw::linecards::Phase) while the human in front may act on it, for the
    // board: QML compares `phase` with LineCardsTurnController.Place…
    enum class TurnPhase { Waiting, Over, Mulligan, Energy, Place };
    Q_ENUM(TurnPhase)

    explicit LineCardsTurnController(QObject *parent = nullptr);

    TurnPhase phase() const;
    QVariantList hand() const;
    int selectedKind() const { return m_selectedKind; }
    QVariantList targets() const;
    QVariantList energyOptions() const;
    int energy() const;
    QString promptText() const;

    // Selects a card type of the hand to lay (-1 clears the selection).
    Q_INVOKABLE void selectKind(int kind);
    // Takes one action offered by the buttons or the targets; whether it was taken.
    Q_INVOKABLE bool choose(int action);

protected:
    void refresh() override;
    QVariantMap hintPreviewOf(const cw::Game &game, cw::Action action) const override;

private:
    const cw::linecards::LineCardsGame *deciding() const;
    static bool losesAtOnce(const cw::linecards::LineCardsGame &game, cw::Action action);
    static bool everyEnergyLoses(const cw::linecards::LineCardsGame &game);

    int m_selectedKind = -1;
};
