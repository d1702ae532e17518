// Where the editor keeps and suggests the user's files: the user data folder (not
// ".../Coursewright/Coursewright"), whose migration from where earlier versions kept it moves
// every file and never replaces or loses one; a painter's draft, written atomically and read back
// or reported; and the names and folders Save As and Export suggest.
#include "core/CourseFileNames.h"
#include "core/PieceDraft.h"
#include "core/UserDataFolder.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestUserFiles : public QObject {
    Q_OBJECT
private slots:
    // The application "Coursewright" of the organisation "Coursewright": its folder is named
    // once, and what an earlier version left in ".../Coursewright/Coursewright" comes along.
    void dataFolderIsNotDoubledAndIsMigrated()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CwUserFilesTest"));
        QCoreApplication::setApplicationName(QStringLiteral("CwUserFilesTest"));
        const QString doubled = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(doubled.endsWith(QLatin1String("CwUserFilesTest/CwUserFilesTest")));
        QDir(doubled).removeRecursively();
        QVERIFY(writeFile(QDir(doubled).filePath(QStringLiteral("boards/Pool.json")), "pool"));
        QVERIFY(
            writeFile(QDir(doubled).filePath(QStringLiteral("board-painter-draft.json")), "draft"));
        const QString folder = UserDataFolder::path();
        QCOMPARE(folder, QFileInfo(doubled).absolutePath());
        QCOMPARE(readFile(QDir(folder).filePath(QStringLiteral("boards/Pool.json"))),
                 QByteArray("pool"));
        QCOMPARE(readFile(QDir(folder).filePath(QStringLiteral("board-painter-draft.json"))),
                 QByteArray("draft"));
        QVERIFY(!QFileInfo::exists(doubled));
        QDir(folder).removeRecursively();
    }

    // Files merge into folders both have; a file the new folder has already stays where it was,
    // both kept, and is named in what migrate() returns.
    void migrationNeverReplacesAFile()
    {
        QTemporaryDir dir;
        const QString from = dir.filePath(QStringLiteral("old"));
        const QString to = dir.filePath(QStringLiteral("new"));
        QVERIFY(writeFile(from + QStringLiteral("/tiles/Col.json"), "old col"));
        QVERIFY(writeFile(from + QStringLiteral("/tiles/Pass.json"), "pass"));
        QVERIFY(writeFile(from + QStringLiteral("/boards/Pool.json"), "pool"));
        QVERIFY(writeFile(to + QStringLiteral("/tiles/Col.json"), "new col"));
        const QStringList left = UserDataFolder::migrate(from, to);
        QCOMPARE(left.size(), 1);
        QVERIFY2(left.front().contains(QLatin1String("Col.json")), qPrintable(left.front()));
        QCOMPARE(readFile(to + QStringLiteral("/tiles/Col.json")), QByteArray("new col"));
        QCOMPARE(readFile(from + QStringLiteral("/tiles/Col.json")), QByteArray("old col"));
        QCOMPARE(readFile(to + QStringLiteral("/tiles/Pass.json")), QByteArray("pass"));
        QCOMPARE(readFile(to + QStringLiteral("/boards/Pool.json")), QByteArray("pool"));
        QVERIFY(!QFileInfo::exists(from + QStringLiteral("/boards")));
        QVERIFY(QFileInfo::exists(from)); // not empty: kept
        // Nothing to migrate: nothing happens.
        QVERIFY(UserDataFolder::migrate(dir.filePath(QStringLiteral("none")), to).isEmpty());
    }

    void draftIsWrittenReadAndReported()
    {
        QTemporaryDir dir;
        PieceDraft draft(QStringLiteral("unused.json"));
        draft.setPath(dir.filePath(QStringLiteral("drafts/tile.json")));
        QString error;
        QVERIFY(!draft.read(&error));
        QVERIFY(error.isEmpty()); // no draft is not an error
        const QJsonObject piece{{QStringLiteral("id"), QStringLiteral("Col")}};
        QVERIFY2(draft.write(piece, &error), qPrintable(error));
        QCOMPARE(draft.read(&error), std::optional<QJsonObject>(piece));
        QVERIFY(writeFile(draft.path(), "{ not json"));
        QVERIFY(!draft.read(&error));
        QVERIFY2(error.contains(QLatin1String("tile.json")) &&
                     error.contains(QLatin1String("JSON")),
                 qPrintable(error));
        draft.remove();
        QVERIFY(!QFileInfo::exists(draft.path()));
    }

    // Save As: an untitled course is suggested under its own name in the folder last used, or
    // in Documents; a saved course in its folder. Export: beside the course file.
    void saveAndExportSuggestFolderAndName()
    {
        QTemporaryDir dir;
        const QJsonObject course{{QStringLiteral("name"), QStringLiteral("Col: d'Izoard?")}};
        QCOMPARE(CourseFileNames::baseName(course), QStringLiteral("Col- d'Izoard-"));
        QCOMPARE(CourseFileNames::baseName(QJsonObject{}), QStringLiteral("course"));
        QCOMPARE(CourseFileNames::savePath(course, QString(), dir.path()),
                 QDir(dir.path()).filePath(QStringLiteral("Col- d'Izoard-.cwcourse")));
        const QString documents =
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString fallback = QFileInfo(documents).isDir() ? documents : QDir::homePath();
        QCOMPARE(CourseFileNames::savePath(course, QString(), dir.filePath(QStringLiteral("gone"))),
                 QDir(fallback).filePath(QStringLiteral("Col- d'Izoard-.cwcourse")));
        const QString saved = dir.filePath(QStringLiteral("stage/alps.cwcourse"));
        QCOMPARE(CourseFileNames::savePath(course, saved, QString()), saved);
        QCOMPARE(CourseFileNames::exportPath(course, saved, QStringLiteral("pdf"), documents),
                 dir.filePath(QStringLiteral("stage/alps.pdf")));
        // A built-in course: named after its file, in the folder exports last went to.
        QCOMPARE(CourseFileNames::exportPath(course,
                                             QStringLiteral(":/courses/rowing-standard.json"),
                                             QStringLiteral("svg"), dir.path()),
                 QDir(dir.path()).filePath(QStringLiteral("rowing-standard.svg")));
    }
};

QTEST_GUILESS_MAIN(TestUserFiles)
#include "tst_user_files.moc"
