#pragma once

#include "SuiteLedger.h"

#include <QObject>
#include <QStringList>

namespace cw::suites {

// What every registered game declares about itself (GameInfo), checked for each game listed: a
// new game that forgets a piece fails here, not in the app. tst_game_registry runs it on every
// registered game, tests/shared/samplegame on the sample; the boards are tst_board_registry's.
class RegistrySuite : public QObject {
    Q_OBJECT

public:
    explicit RegistrySuite(QStringList gameIds, QObject *parent = nullptr);
    const SuiteLedger &ledger() const { return m_ledger; }

private slots:
    void everyGameDescribesItself_data();
    void everyGameDescribesItself();
    void everyGameDeclaresItsAiLevels_data();
    void everyGameDeclaresItsAiLevels();
    void everyGameStartsAndIsDescribed_data();
    void everyGameStartsAndIsDescribed();
    void tooFewSeatsAreRefused_data();
    void tooFewSeatsAreRefused();

private:
    QStringList m_gameIds;
    SuiteLedger m_ledger;
};

} // namespace cw::suites
