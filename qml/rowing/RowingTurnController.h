#pragma once

#include "HumanTurnController.h"
#include "RowingHandModel.h"

#include <QQmlEngine>
#include <QVariantList>

namespace cw::rowing {
class RowingGame;
}

// The decisions of a human rower's turn, for the board: the stroke-rate choice with what each
// rate costs and does, the selected cards with a preview of their consequences, Motivation and
// Discard. Every action is encoded (RowingActions.h), checked against legalActions() and handed
// to GameSession::submit(); QML only displays and forwards clicks. Who decides and whose hand is
// shown (from that seat's viewFor() only) is HumanTurnController's.
class RowingTurnController : public HumanTurnController {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(RowingHandModel *hand READ hand CONSTANT)
    // The decision the human in front of the screen may take now; Waiting while none may.
    Q_PROPERTY(TurnPhase phase READ phase NOTIFY changed)
    // [{spm, legal, current, cards, effect, cost, paid}] for 35, 40 and 45 spm (paid: the change
    // costs a Stamina card).
    Q_PROPERTY(QVariantList rateOptions READ rateOptions NOTIFY changed)
    Q_PROPERTY(QVariantList legalRates READ legalRates NOTIFY changed)
    Q_PROPERTY(int currentRate READ currentRate NOTIFY changed)
    Q_PROPERTY(int cardsRequired READ cardsRequired NOTIFY changed)
    Q_PROPERTY(int selectedCount READ selectedCount NOTIFY selectionChanged)
    Q_PROPERTY(bool canPlay READ canPlay NOTIFY selectionChanged)
    Q_PROPERTY(bool canDiscard READ canDiscard NOTIFY selectionChanged)
    Q_PROPERTY(QString previewText READ previewText NOTIFY selectionChanged)
    // Where the selected play takes the boat, for the course to mark: {lane, from, to, toHigh}
    // in spaces (toHigh: the best reveal of the Instability cards; equal to `to` without them);
    // empty while no legal play is selected. The engine's previewPlay(), as previewText says.
    Q_PROPERTY(QVariantMap previewTarget READ previewTarget NOTIFY selectionChanged)
    Q_PROPERTY(bool motivationOffered READ motivationOffered NOTIFY changed)
    Q_PROPERTY(bool discardOffered READ discardOffered NOTIFY changed)
    Q_PROPERTY(int staminaPile READ staminaPile NOTIFY changed)
    Q_PROPERTY(int drawCount READ drawCount NOTIFY changed)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY changed)

public:
    // The rules' phase of the turn (cw::rowing::Phase) while a human may act on it, for the
    // board: QML compares `phase` with RowingTurnController.PlayCards…
    enum class TurnPhase { Waiting, ChooseRate, PlayCards, Motivation, Discard };
    Q_ENUM(TurnPhase)

    explicit RowingTurnController(QObject *parent = nullptr);

    RowingHandModel *hand() { return &m_hand; }

    TurnPhase phase() const;
    QVariantList rateOptions() const;
    QVariantList legalRates() const;
    int currentRate() const;
    int cardsRequired() const;
    int selectedCount() const { return m_hand.selection().total(); }
    bool canPlay() const;
    bool canDiscard() const;
    QString previewText() const;
    QVariantMap previewTarget() const;
    bool motivationOffered() const;
    bool discardOffered() const;
    int staminaPile() const;
    int drawCount() const;
    int discardCount() const;

    // Each returns whether the action was legal and submitted.
    Q_INVOKABLE bool chooseRate(int spm);
    Q_INVOKABLE bool toggleCard(int index);
    Q_INVOKABLE bool play();
    Q_INVOKABLE bool motivate(bool accept);
    // Discards the selected Pace cards (none selected: keeps them all).
    Q_INVOKABLE bool discard();
    // The keyboard's Enter (plays or discards the selection) and Escape (clears it).
    Q_INVOKABLE bool confirm();
    Q_INVOKABLE bool cancel();

protected:
    void refresh() override;
    // Keys: a play's landing (previewTarget's) and "cards" (its rows of the hand); a rate's
    // "spm"; Motivation's "motivate" (the answer); a discard's "cards", or "keepAll".
    QVariantMap hintPreviewOf(const cw::Game &game, cw::Action action) const override;

private:
    // Where playing `cards` takes the boat: previewTarget's keys.
    static QVariantMap landingOf(const cw::rowing::RowingGame &game,
                                 const cw::rowing::CardCounts &cards);
    const cw::rowing::RowingGame *liveGame() const; // the shown game when a human may act on it
    const cw::rowing::RowingGame *shownGame() const;

    RowingHandModel m_hand;
};
