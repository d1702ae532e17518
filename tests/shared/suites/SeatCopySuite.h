#pragma once

#include "SuiteLedger.h"

#include <QObject>
#include <QStringList>

namespace cw::suites {

// The copy that travels (docs/seat-copy.md), checked on each game listed: a saved position loads
// into one with the same views, legal actions, action names and future; positions a seat cannot
// tell apart give byte-identical seat copies, which never hold the game's seed or its generator;
// and every truncation and single-byte change of saved positions is refused with a message naming
// a field, or loads into a position that keeps the game's invariants and plays on.
// tst_seat_copy runs it on every registered game, tests/shared/samplegame on the sample.
class SeatCopySuite : public QObject {
    Q_OBJECT

public:
    explicit SeatCopySuite(QStringList gameIds, QObject *parent = nullptr);
    const SuiteLedger &ledger() const { return m_ledger; }

private slots:
    void savedPositionsLoadWithTheSameViewsActionsAndFuture_data();
    void savedPositionsLoadWithTheSameViewsActionsAndFuture();
    void seatCopiesHoldNothingTheSeatCannotSee_data();
    void seatCopiesHoldNothingTheSeatCannotSee();
    void damagedCopiesAreRefusedOrKeepTheInvariants_data();
    void damagedCopiesAreRefusedOrKeepTheInvariants();
    void copiesForAnotherGameOrSeatCountAreRefused_data();
    void copiesForAnotherGameOrSeatCountAreRefused();

private:
    QStringList m_gameIds;
    SuiteLedger m_ledger;
};

} // namespace cw::suites
