// The main of a fuzz target built without libFuzzer (the normal build, with any compiler): feeds
// each file named on the command line, and each file in each folder named, to
// LLVMFuzzerTestOneInput once, as libFuzzer does with -runs=0. The suite replays the seeds and the
// bad-input fixtures through the readers this way (scripts/fuzz --replay; under AddressSanitizer
// in the --sanitize build); fuzzing itself is scripts/fuzz with clang.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);
// A target's own check once every input ran (fuzz_state: every seed loads into some game), 0 when
// it holds; weak, as the other targets have none.
extern "C" __attribute__((weak)) int cwReplayFinished();

namespace {

// Runs one file; false if it cannot be read.
bool replay(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "%s: cannot read: %s\n", qPrintable(path),
                     qPrintable(file.errorString()));
        return false;
    }
    const QByteArray bytes = file.readAll();
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                           std::size_t(bytes.size()));
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    int files = 0;
    bool ok = true;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        QStringList inputs{path};
        if (QFileInfo(path).isDir()) {
            inputs.clear();
            const QDir dir(path);
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
                inputs.append(dir.filePath(name));
        }
        for (const QString &input : inputs) {
            ok = replay(input) && ok;
            ++files;
        }
    }
    std::printf("%s: %d inputs replayed\n", argc > 0 ? argv[0] : "fuzz", files);
    if (cwReplayFinished && cwReplayFinished() != 0)
        ok = false;
    return ok ? 0 : 1;
}
