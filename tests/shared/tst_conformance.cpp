// The conformance contract (suites/ConformanceSuite.h) on every game the registry holds: a game
// registered from its folder is checked here without this file naming it.
#include "suites/ConformanceSuite.h"
#include "suites/SuiteGames.h"

#include <QCoreApplication>
#include <QTest>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    cw::suites::ConformanceSuite suite(cw::suites::registeredGameIds());
    return QTest::qExec(&suite, argc, argv);
}
