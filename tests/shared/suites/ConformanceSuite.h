#pragma once

#include "SuiteLedger.h"

#include <QObject>
#include <QStringList>

namespace cw::suites {

// The contract every game keeps, checked over thousands of seeded games of the tests' play
// (SuiteGames.h: random, with Easy's moves mixed in where random play cannot end) on each game
// listed (OpenSpiel-style): games end by the rules, listed actions are legal, clone, replay and a
// record saved as JSON and read back reproduce play, cards are conserved, the game's own
// invariants hold after every action, a seat's view hides what it must, which seats are asked to
// decide and what they may do do not depend on what other seats hold (SeatPrivacy.h), an AI's
// choice and the coach's hint ignore what they cannot see, AI-only games end well within the
// game's maximum length, and the coach's review of a game judges every decision to its end.
// tst_conformance runs it on every registered game, tests/shared/samplegame on the sample.
class ConformanceSuite : public QObject {
    Q_OBJECT

public:
    explicit ConformanceSuite(QStringList gameIds, QObject *parent = nullptr);
    const SuiteLedger &ledger() const { return m_ledger; }

private slots:
    void listedGamesAreRegistered();
    void randomGamesEndWithValidRanks_data();
    void randomGamesEndWithValidRanks();
    void randomGamesEndOnEveryBuiltInCourse_data();
    void randomGamesEndOnEveryBuiltInCourse();
    void listedActionsAreLegalAndCardsConserved_data();
    void listedActionsAreLegalAndCardsConserved();
    void cloneAndReplayReproducePlay_data();
    void cloneAndReplayReproducePlay();
    void reversedStartsPlayAndReplay_data();
    void reversedStartsPlayAndReplay();
    void recordSavedAsJsonReplaysTheSame_data();
    void recordSavedAsJsonReplaysTheSame();
    void viewIgnoresHiddenInformation_data();
    void viewIgnoresHiddenInformation();
    void seatsAskedIgnoreOtherSeatsCards_data();
    void seatsAskedIgnoreOtherSeatsCards();
    void aiChoiceIgnoresHiddenInformation_data();
    void aiChoiceIgnoresHiddenInformation();
    void hintIsTheAiChoiceAndIgnoresHiddenInformation_data();
    void hintIsTheAiChoiceAndIgnoresHiddenInformation();
    void easyGamesEndWellWithinTheMaximumLength_data();
    void easyGamesEndWellWithinTheMaximumLength();
    void reviewOfASeededGameIsNeverCutShort_data();
    void reviewOfASeededGameIsNeverCutShort();

private:
    QStringList m_gameIds;
    SuiteLedger m_ledger;
};

} // namespace cw::suites
