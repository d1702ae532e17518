// The copy that travels (suites/SeatCopySuite.h, docs/seat-copy.md) on every game the registry
// holds: a game registered from its folder is checked here without this file naming it.
#include "suites/SeatCopySuite.h"
#include "suites/SuiteGames.h"

#include <QCoreApplication>
#include <QTest>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    cw::suites::SeatCopySuite suite(cw::suites::registeredGameIds());
    return QTest::qExec(&suite, argc, argv);
}
