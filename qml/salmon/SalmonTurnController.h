#pragma once

#include "HumanTurnController.h"
#include "SalmonHandModel.h"
#include "salmon/SalmonActions.h"

#include <QQmlEngine>
#include <QVariantList>
#include <QVariantMap>

#include <array>

namespace cw::salmon {
class SalmonGame;
}

// What the human in front of the screen may do now in Salmon Run, for the board: the hand with
// the cards that may be played, the preview of a selected Swim card (the hexes swimPath() enters)
// or of two (the jump's landing), the bear move (pick a bear, then a hex 1–2 steps away), and a
// prompt with one button per choice for every other phase (supply card, reeds, eagle, counter,
// rapids, discarding down to 4). Every action is built from legalActions(), checked again and
// handed to GameSession::submit(); QML only displays and forwards clicks.
//
// Hidden information: who decides and whose hand is shown is HumanTurnController's. The eagle's
// view of a hand (eagleHand) is filled only for the seat that sent it, while it chooses the
// discard.
class SalmonTurnController : public HumanTurnController {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(SalmonHandModel *hand READ hand CONSTANT)
    Q_PROPERTY(SalmonHandModel *eagleHand READ eagleHand CONSTANT)
    // The decision the human in front of the screen may take now; else Waiting (or Over).
    Q_PROPERTY(TurnPhase phase READ phase NOTIFY changed)
    Q_PROPERTY(int drawCount READ drawCount NOTIFY changed)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY changed)
    // The prompt of the phase: a title, what it is about, and its buttons
    // [{action, label, detail, colour, primary}] (choose(action) applies one).
    Q_PROPERTY(QString promptTitle READ promptTitle NOTIFY changed)
    Q_PROPERTY(QString promptText READ promptText NOTIFY selectionChanged) // the preview too
    Q_PROPERTY(QVariantList options READ options NOTIFY changed)
    // Playing cards: the selection's consequences, and what the buttons would do.
    Q_PROPERTY(int selectedCount READ selectedCount NOTIFY selectionChanged)
    Q_PROPERTY(QString previewText READ previewText NOTIFY selectionChanged)
    Q_PROPERTY(bool canPlay READ canPlay NOTIFY selectionChanged)
    Q_PROPERTY(QString playLabel READ playLabel NOTIFY selectionChanged)
    Q_PROPERTY(bool canJump READ canJump NOTIFY selectionChanged)
    Q_PROPERTY(bool canEndTurn READ canEndTurn NOTIFY changed)
    // Why Play or Jump is refused for the selection, or what playing it would waste ("Jump: no
    // waterfall between you and the landing"); empty when the selection plays as it should. The
    // reason is the rules engine's (SalmonGame::swimFault, jumpFault, playWasted).
    Q_PROPERTY(QString selectionWarning READ selectionWarning NOTIFY selectionChanged)
    // [{slot, direction}] for each selected Wild card: 0 forward, 1 left, 2 right.
    Q_PROPERTY(QVariantList wildChoices READ wildChoices NOTIFY selectionChanged)
    // Moving a bear: the bears that may move, the one picked (-1: none yet).
    Q_PROPERTY(QVariantList movableBears READ movableBears NOTIFY changed)
    Q_PROPERTY(int selectedBear READ selectedBear NOTIFY selectionChanged)
    // Hex index (as a string) → "path", "landing", "passed", "blocked", "reach", "bear": what
    // the board highlights for the selection (SalmonBoardModel::highlights).
    Q_PROPERTY(QVariantMap highlights READ highlights NOTIFY selectionChanged)

public:
    // The rules' phase (cw::salmon::Phase) while the human in front may act on it, for the
    // board: QML compares `phase` with SalmonTurnController.MoveBear…
    enum class TurnPhase {
        Waiting,
        Over,
        PlayCards,
        ChooseSupply,
        Reeds,
        MoveBear,
        EagleTarget,
        Counter,
        EagleDiscard,
        RapidsDiscard,
        DiscardDown
    };
    Q_ENUM(TurnPhase)
    // The board's phase of a position in the rules' `phase` (GameOver: Over).
    static TurnPhase turnPhaseOf(cw::salmon::Phase phase);

    explicit SalmonTurnController(QObject *parent = nullptr);

    SalmonHandModel *hand() { return &m_hand; }
    SalmonHandModel *eagleHand() { return &m_eagleHand; }

    TurnPhase phase() const;
    int drawCount() const;
    int discardCount() const;
    QString promptTitle() const;
    QString promptText() const;
    QVariantList options() const;
    int selectedCount() const { return int(m_hand.selection().size()); }
    QString previewText() const;
    bool canPlay() const;
    QString playLabel() const;
    bool canJump() const;
    bool canEndTurn() const;
    QVariantList wildChoices() const;
    QString selectionWarning() const;
    QVariantList movableBears() const;
    int selectedBear() const { return m_selectedBear; }
    QVariantMap highlights() const;

    // Each returns whether the action was legal and submitted (or the selection changed).
    Q_INVOKABLE bool toggleCard(int row);
    Q_INVOKABLE bool setWildDirection(int slot, int direction);
    Q_INVOKABLE bool play(); // the one selected card
    Q_INVOKABLE bool jump(); // the two selected Swim cards, in the order picked
    Q_INVOKABLE bool endTurn();
    Q_INVOKABLE bool choose(int action); // one of options()
    Q_INVOKABLE bool selectBear(int bear);
    // A click on a hex: moves the selected bear there when it can reach it; plays the selected
    // Swim card or jump when the hex is where it lands.
    Q_INVOKABLE bool clickHex(int hexIndex);
    // The keyboard's Enter: plays the selection (one card, or a jump), moves the bear to the
    // target picked with stepTarget(). Escape: cancels the selection (cancel()).
    Q_INVOKABLE bool confirm();
    Q_INVOKABLE bool cancel();
    // Moving a bear by keyboard: the next (+1) or previous (-1) hex the selected bear can reach
    // becomes the target (highlighted "landing"); the next bear with `bear` true.
    Q_INVOKABLE bool stepTarget(int delta);
    Q_INVOKABLE bool stepBear(int delta);

protected:
    void refresh() override;
    QVariantMap hintPreviewOf(const cw::Game &game, cw::Action action) const override;

private:
    const cw::salmon::SalmonGame *shownGame() const;
    // The game when the human in front may decide now (live, device confirmed), else null.
    const cw::salmon::SalmonGame *decidingGame() const;
    QString seatName(int seat) const { return observer().seatName(seat); }
    // The selected swim cards as moves (Wild in its chosen direction).
    std::vector<cw::salmon::SwimMove> selectedMoves() const;
    bool cardPlayable(cw::salmon::Card card) const;
    // The hex index a bear action takes its bear to, or -1.
    int bearDestination(cw::Action action) const;
    // The hexes the selected bear can reach, in legal-action order (one per hex).
    std::vector<int> bearTargets() const;
    // The first direction (forward, left, right) a Wild card in `slot` plays legally with the
    // rest of the selection, or forward when none does.
    int openWildDirection(std::size_t slot) const;

    SalmonHandModel m_hand;
    SalmonHandModel m_eagleHand;
    std::array<int, 2> m_wildDirection{0, 0};
    int m_selectedBear = -1;
    int m_bearTarget = -1; // the hex picked by keyboard for the selected bear, or -1
};
