// The maps are true: every path of the source tree that README, docs/ and the code's comments name
// exists. A map that points at a moved or removed file misleads the next reader more than no map.
// A path is a run of names starting with a top folder of the tree (`models/core/Registry.h`,
// `render/print/`), taken from anywhere in a Markdown file and from comments in code and CMake
// files. It names a file, a folder, or a file without its extension (`models/lab/CourseLab`);
// `<game>` stands for any game folder of CW_GAMES. README's "What is where" table also names
// sub-folders relative to its row's folder (`core/`), which must exist too.
#include "SourceTree.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>

using namespace cw::test;

namespace {

// The game folder names of cmake/Games.cmake's `set(CW_GAMES …)`.
QStringList gameFolders()
{
    static const QRegularExpression list(QStringLiteral(R"(set\(CW_GAMES\s+([^)]*)\))"));
    const QRegularExpressionMatch match =
        list.match(sourceText(QStringLiteral("cmake/Games.cmake")));
    return match.hasMatch() ? match.captured(1).split(QRegularExpression(QStringLiteral(R"(\s+)")),
                                                      Qt::SkipEmptyParts)
                            : QStringList();
}

// Whether `path` (relative to the root) is a file or folder, or the stem of a file there.
bool existsInTree(const QString &path)
{
    const QFileInfo info(sourceRoot() + u'/' + path);
    if (info.exists())
        return true;
    const QDir folder = info.dir();
    return folder.exists() &&
           !folder.entryList({info.fileName() + QStringLiteral(".*")}, QDir::Files).isEmpty();
}

// Whether `path` names something in the tree, `<game>` standing for any one game folder.
bool named(const QString &path, const QStringList &games)
{
    if (!path.contains(QLatin1String("<game>")))
        return existsInTree(path);
    for (const QString &game : games) {
        QString expanded = path;
        if (existsInTree(expanded.replace(QLatin1String("<game>"), game)))
            return true;
    }
    return false;
}

// The part of `line` the check reads: all of a Markdown line; the comment of a code line (after
// `//`, or a `#` comment in CMake and shell files).
QString readablePart(const QString &file, const QString &line)
{
    if (file.endsWith(QLatin1String(".md")))
        return line;
    const bool hashComments = file.endsWith(QLatin1String(".cmake")) ||
                              file.endsWith(QLatin1String("CMakeLists.txt")) ||
                              file.endsWith(QLatin1String(".sh"));
    const qsizetype at = line.indexOf(hashComments ? QStringLiteral("#") : QStringLiteral("//"));
    return at < 0 ? QString() : line.mid(at);
}

// The paths a text names: runs of path characters that start with a top folder of the tree and
// are not part of a longer path, a resource path (`:/courses/…`) or a build path (`build/…`).
QStringList pathsIn(const QString &text)
{
    static const QRegularExpression path(QStringLiteral(
        R"((?<![\w/.:~$-])((?:models|render|editor|qml|app|tests|resources|docs|scripts|benchmarks|)"
        R"(fuzz|packaging|cmake|translations)/[\w.<>*{}/-]*))"));
    QStringList paths;
    for (QRegularExpressionMatchIterator it = path.globalMatch(text); it.hasNext();) {
        QString found = it.next().captured(1);
        while (found.endsWith(u'.') || found.endsWith(u'/'))
            found.chop(1);
        // Patterns, not paths: a glob, a brace list, a role placeholder.
        if (found.contains(u'*') || found.contains(u'{') ||
            found.contains(QLatin1String("<Game>")) ||
            (found.contains(u'<') && !found.contains(QLatin1String("<game>"))))
            continue;
        paths.append(found);
    }
    return paths;
}

// The files the check reads: README, every Markdown page under docs/, and the code and build
// files of every folder of the tree.
QStringList mapFiles()
{
    QStringList files{QStringLiteral("README.md")};
    files += filesUnder(QStringLiteral("docs"), {QStringLiteral("*.md")});
    const QStringList code{
        QStringLiteral("*.h"),     QStringLiteral("*.cpp"),          QStringLiteral("*.qml"),
        QStringLiteral("*.cmake"), QStringLiteral("CMakeLists.txt"), QStringLiteral("*.sh")};
    for (const QString &folder :
         {QStringLiteral("models"), QStringLiteral("render"), QStringLiteral("editor"),
          QStringLiteral("qml"), QStringLiteral("app"), QStringLiteral("tests"),
          QStringLiteral("benchmarks"), QStringLiteral("fuzz"), QStringLiteral("cmake"),
          QStringLiteral("packaging"), QStringLiteral("translations")})
        files += filesUnder(folder, code);
    return files;
}

} // namespace

class TestDocsMaps : public QObject {
    Q_OBJECT

    QStringList m_games;

private slots:
    void initTestCase()
    {
        QVERIFY2(!sourceRoot().isEmpty(), "CW_SOURCE_DIR is not set");
        m_games = gameFolders();
        QVERIFY(m_games.contains(QStringLiteral("rowing")));
        // The reader finds paths where they stand, and only those.
        QCOMPARE(pathsIn(QStringLiteral("see `models/core/Registry.h`, :/courses/x.json")),
                 QStringList{QStringLiteral("models/core/Registry.h")});
        QVERIFY(named(QStringLiteral("models/lab/CourseLab"), m_games));
        QVERIFY(named(QStringLiteral("qml/<game>"), m_games));
        QVERIFY(!named(QStringLiteral("editor/print"), m_games));
    }

    void everyNamedPathExists_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : mapFiles())
            QTest::newRow(qPrintable(file)) << file;
    }
    void everyNamedPathExists()
    {
        QFETCH(QString, file);
        const QStringList lines = sourceText(file).split(u'\n');
        QStringList missing;
        for (qsizetype i = 0; i < lines.size(); ++i)
            for (const QString &path : pathsIn(readablePart(file, lines[i])))
                if (!named(path, m_games))
                    missing.append(QStringLiteral("%1:%2: %3").arg(file).arg(i + 1).arg(path));
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }

    // README's "What is where": a row's folder exists, and so does every sub-folder its text
    // names relative to it (`core/`).
    void readmeFoldersExist()
    {
        static const QRegularExpression row(QStringLiteral(R"(^\| `([^`]+)` \|(.*)\|$)"));
        static const QRegularExpression relative(QStringLiteral(R"(`([\w-]+/)`)"));
        const QString readme = sourceText(QStringLiteral("README.md"));
        const qsizetype tableStart = readme.indexOf(QLatin1String("## What is where"));
        QVERIFY(tableStart >= 0);
        const QString table = readme.mid(
            tableStart, readme.indexOf(QLatin1String("\n## "), tableStart + 1) - tableStart);
        QStringList missing;
        int rows = 0;
        for (const QString &line : table.split(u'\n')) {
            const QRegularExpressionMatch match = row.match(line);
            if (!match.hasMatch())
                continue;
            ++rows;
            const QString folder = match.captured(1);
            if (!named(folder, m_games))
                missing.append(folder);
            for (QRegularExpressionMatchIterator it = relative.globalMatch(match.captured(2));
                 it.hasNext();) {
                const QString sub = folder + u'/' + it.next().captured(1).chopped(1);
                if (!named(sub, m_games))
                    missing.append(sub);
            }
        }
        QVERIFY(rows >= 10);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestDocsMaps)
#include "tst_docs_maps.moc"
