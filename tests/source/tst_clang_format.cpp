// Every C++ file of the source tree is formatted as the repository's .clang-format says:
// `clang-format --dry-run --Werror` (clang-format 14, Debian bookworm's; scripts/packages.txt
// installs it) on every tracked .cpp and .h (`git ls-files`; without git, every .cpp and .h
// outside build trees). A failure lists the files to format with `clang-format -i`.
#include "SourceTree.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

using namespace cw::test;

namespace {

// The tracked C++ files, relative to the root; empty when the tree is no git checkout (or git
// is missing).
QStringList trackedFiles()
{
    QProcess git;
    git.setWorkingDirectory(sourceRoot());
    git.start(QStringLiteral("git"),
              {QStringLiteral("ls-files"), QStringLiteral("*.cpp"), QStringLiteral("*.h")});
    if (!git.waitForFinished(60000) || git.exitStatus() != QProcess::NormalExit ||
        git.exitCode() != 0)
        return {};
    return QString::fromUtf8(git.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
}

// Every .cpp and .h under the root but in hidden folders and build trees (a folder holding a
// CMakeCache.txt), relative to the root.
QStringList walkedFiles()
{
    const QDir root(sourceRoot());
    QStringList files;
    QStringList folders = {root.path()};
    while (!folders.isEmpty()) {
        const QDir folder(folders.takeLast());
        if (folder.exists(QStringLiteral("CMakeCache.txt")))
            continue;
        for (const QFileInfo &entry :
             folder.entryInfoList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot, QDir::Name)) {
            if (entry.isDir())
                folders.append(entry.filePath());
            else if (entry.suffix() == QLatin1String("cpp") || entry.suffix() == QLatin1String("h"))
                files.append(root.relativeFilePath(entry.filePath()));
        }
    }
    files.sort();
    return files;
}

} // namespace

class TestClangFormat : public QObject {
    Q_OBJECT

private slots:
    void everyCppFileIsFormatted()
    {
        const QString clangFormat = QStandardPaths::findExecutable(QStringLiteral("clang-format"));
        QVERIFY2(!clangFormat.isEmpty(),
                 "clang-format is not installed (scripts/packages.txt lists it)");
        QStringList files = trackedFiles();
        if (files.isEmpty())
            files = walkedFiles();
        QVERIFY2(files.size() > 100, qPrintable(QStringLiteral("only %1 C++ files found under %2")
                                                    .arg(files.size())
                                                    .arg(sourceRoot())));

        // One run for all the files (a few seconds); each file it would change is named in a
        // "file:line:column: error: code should be clang-formatted" line.
        QProcess format;
        format.setWorkingDirectory(sourceRoot());
        format.setProcessChannelMode(QProcess::MergedChannels);
        format.start(clangFormat,
                     QStringList{QStringLiteral("--dry-run"), QStringLiteral("--Werror")} + files);
        QVERIFY2(format.waitForFinished(300000), qPrintable(format.errorString()));
        const QString output = QString::fromUtf8(format.readAll());
        static const QRegularExpression violation(
            QStringLiteral(R"(^(.+?):\d+:\d+: error: code should be clang-formatted)"),
            QRegularExpression::MultilineOption);
        QSet<QString> unformatted;
        for (QRegularExpressionMatchIterator it = violation.globalMatch(output); it.hasNext();)
            unformatted.insert(it.next().captured(1));
        QStringList list(unformatted.begin(), unformatted.end());
        list.sort();
        QVERIFY2(list.isEmpty(),
                 qPrintable(QStringLiteral("%1 file(s) not formatted (clang-format -i them):\n%2")
                                .arg(list.size())
                                .arg(list.join(u'\n'))));
        QVERIFY2(format.exitStatus() == QProcess::NormalExit && format.exitCode() == 0,
                 qPrintable(output.left(2000)));
    }
};

QTEST_GUILESS_MAIN(TestClangFormat)
#include "tst_clang_format.moc"
