// The main of a shared test executable (tests/CMakeLists.txt, cw_add_test): runs the suite whose
// name the program was started by (build/tests/<folder>/<suite> is a symbolic link to it), or the
// one named by the first argument, with the remaining arguments as Qt Test reads them.
#include "TestMain.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstring>

namespace {

const cw::test::Suite *findSuite(const char *name)
{
    for (const cw::test::Suite *suite = cw::test::suites; suite->name; ++suite)
        if (std::strcmp(suite->name, name) == 0)
            return suite;
    return nullptr;
}

const char *baseName(const char *path)
{
    const char *slash = std::strrchr(path, '/');
    return slash ? slash + 1 : path;
}

} // namespace

int main(int argc, char *argv[])
{
    const cw::test::Suite *suite = argc > 0 ? findSuite(baseName(argv[0])) : nullptr;
    if (!suite && argc > 1 && (suite = findSuite(argv[1]))) {
        // "<executable> <suite> [Qt Test arguments]": the suite sees itself as argv[0].
        --argc;
        ++argv;
    }
    if (!suite) {
        std::fprintf(stderr, "Usage: %s SUITE [Qt Test arguments]\nSuites:\n", argv[0]);
        for (const cw::test::Suite *s = cw::test::suites; s->name; ++s)
            std::fprintf(stderr, "  %s\n", s->name);
        return 2;
    }
    // Each suite had an executable of its own: keep its name as the application's (settings and
    // the test-mode standard paths are named after it).
    QCoreApplication::setApplicationName(QString::fromUtf8(suite->name));
    return suite->main(argc, argv);
}
