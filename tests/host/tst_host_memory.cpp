// The host gives freed memory back to the system (models/host/HostMemory.h): pages freed below a
// live block leave the process's resident set once released.
#include "host/HostMemory.h"

#include <QFile>
#include <QtTest>

#include <cstring>
#include <memory>
#include <vector>

using namespace cw;

namespace {

// The process's resident set in kB (/proc/self/status, VmRSS).
qint64 residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

} // namespace

class TestHostMemory : public QObject {
    Q_OBJECT

private slots:
    void freedPagesBelowALiveBlockGoBackToTheSystem()
    {
#ifndef __GLIBC__
        QSKIP("releaseFreedMemory does nothing without glibc");
#endif
#ifdef __SANITIZE_ADDRESS__
        // AddressSanitizer's allocator holds freed blocks in quarantine: glibc's malloc_trim has
        // nothing of them to give back (./scripts/test --sanitize).
        QSKIP("AddressSanitizer's allocator replaces glibc's");
#endif
        // 64 MiB in blocks of 1 KiB, written to, then every block freed but the last, which
        // holds the heap's top where it is: the freed pages stay resident until released.
        constexpr int Blocks = 64 * 1024;
        std::vector<std::unique_ptr<char[]>> blocks;
        blocks.reserve(Blocks);
        for (int i = 0; i < Blocks; ++i) {
            blocks.emplace_back(new char[1024]);
            std::memset(blocks.back().get(), 1, 1024);
        }
        for (int i = 0; i + 1 < Blocks; ++i)
            blocks[std::size_t(i)].reset();
        const qint64 before = residentKb();
        releaseFreedMemory();
        const qint64 after = residentKb();
        QVERIFY2(before > 0 && before - after > 32 * 1024,
                 qPrintable(QStringLiteral("VmRSS %1 kB -> %2 kB").arg(before).arg(after)));
    }
};

QTEST_GUILESS_MAIN(TestHostMemory)
#include "tst_host_memory.moc"
