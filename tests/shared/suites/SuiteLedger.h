#pragma once

#include <QMetaObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <map>

namespace cw::suites {

// What a shared suite has checked, by check (test function) and game, so that a test can show
// that the suites ran on a game (tests/shared/samplegame) and no check passes having looked at
// nothing.
class SuiteLedger {
public:
    // Called at the end of a check of `gameId` (from inside the test function) that looked at
    // `count` games, positions or actions: records it and returns whether count > 0, for
    // QVERIFY2(ledger.record(…), …): a check that counted nothing fails.
    bool record(const QString &gameId, int count);

    // The games the check `function` completed on.
    QSet<QString> gamesChecked(const QString &function) const;

    // The check functions of a suite: its private slots, without the _data functions.
    static QStringList checks(const QMetaObject &suite);

private:
    std::map<QString, QSet<QString>> m_checked;
};

} // namespace cw::suites
