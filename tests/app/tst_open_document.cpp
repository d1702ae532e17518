// Opening a file as a double-click does (`coursewright FILE`, MainWindow::openDocument): a saved
// game opens in the main window, a course of any kind in the course editor (named .json too),
// a file that is neither is refused with a message naming it. And Help > About: version, licences,
// game credits.
#include "AboutDialog.h"
#include "Language.h"
#include "MainWindow.h"
#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "course/CourseKind.h"
#include "session/GameSession.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace cw;

class TestOpenDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a throw-away location
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_open_document"));
        QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void aSavedGameOpensInTheMainWindow()
    {
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY(window.startDefaultGame(11));
        // Named .json on purpose: the content decides, not the name.
        const QString path = m_dir.filePath(QStringLiteral("race.json"));
        QVERIFY(window.saveToFile(path));
        MainWindow other(&m_language);
        other.setQuiet(true);
        QVERIFY2(other.openDocument(path), qPrintable(other.lastError()));
        QVERIFY(other.session()->hasGame());
        QCOMPARE(other.session()->filePath(), path);
        QCOMPARE(other.session()->record().setup.seed, quint64(11));
        QVERIFY(!other.courseEditor()->isVisible()); // the editor was not involved
    }

    void aCourseOfEachKindOpensInTheEditor_data()
    {
        QTest::addColumn<QString>("kindId");
        for (const CourseKind &kind : CourseKinds::all())
            QTest::newRow(qPrintable(kind.id)) << kind.id;
    }
    void aCourseOfEachKindOpensInTheEditor()
    {
        QFETCH(QString, kindId);
        const QString path = m_dir.filePath(kindId + QStringLiteral(".cwcourse"));
        QString error;
        QVERIFY2(CourseFile::write(path, CourseKinds::find(kindId)->defaultCourse(), &error),
                 qPrintable(error));
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY2(window.openDocument(path), qPrintable(window.lastError()));
        CourseEditorWindow *editor = window.courseEditor();
        QVERIFY(editor->isVisible());
        QCOMPARE(editor->filePath(), path);
        QVERIFY(!window.session()->hasGame()); // the main window's game is untouched
    }

    // The launcher claims only Coursewright's own types (packaging/), so a course named .json is
    // opened from the command line (openDocument) or from File > Open, by its content.
    void aCourseNamedJsonOpensInTheEditor()
    {
        const QString path = m_dir.filePath(QStringLiteral("river.json"));
        QString error;
        QVERIFY2(
            CourseFile::write(
                path, CourseKinds::find(QStringLiteral("salmon-river"))->defaultCourse(), &error),
            qPrintable(error));
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY2(window.openDocument(path), qPrintable(window.lastError()));
        QCOMPARE(window.courseEditor()->filePath(), path);
        CourseEditorWindow editor;
        editor.setQuiet(true);
        QVERIFY2(editor.openFile(path), qPrintable(editor.lastError()));
        QCOMPARE(editor.document()->kindId(), QStringLiteral("salmon-river"));
    }

    void aFileThatIsNeitherIsRefusedByName()
    {
        const QString path = writeFile(QStringLiteral("notes.json"),
                                       "{\"title\": \"shopping\", \"items\": [\"eggs\"]}");
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY(window.startDefaultGame(3));
        QVERIFY(!window.openDocument(path));
        QVERIFY2(window.lastError().startsWith(QLatin1String("notes.json: ")),
                 qPrintable(window.lastError()));
        QCOMPARE(window.session()->record().setup.seed, quint64(3)); // the game stays
        QVERIFY(!window.courseEditor()->isVisible());
    }

    void aDamagedCourseIsReportedByTheEditor()
    {
        const QString path =
            writeFile(QStringLiteral("broken.cwcourse"),
                      "{\"kind\": \"rowing\", \"formatVersion\": 1, \"lanes\": \"six\"}");
        MainWindow window(&m_language);
        window.setQuiet(true);
        QVERIFY(!window.openDocument(path));
        QVERIFY2(window.lastError().contains(QLatin1String("broken.cwcourse")),
                 qPrintable(window.lastError()));
        QVERIFY2(window.lastError().contains(QLatin1String("lanes")),
                 qPrintable(window.lastError()));
    }

    void aboutShowsTheVersionLicencesAndCredits()
    {
        MainWindow window(&m_language);
        window.findChild<QAction *>(QStringLiteral("about"))->trigger();
        auto *about = window.findChild<AboutDialog *>();
        QVERIFY(about);
        QVERIFY(about->isVisible());
        const QString summary = about->findChild<QLabel *>(QStringLiteral("aboutSummary"))->text();
        QVERIFY2(summary.contains(QLatin1String("Coursewright 9.8.7")), qPrintable(summary));
        QVERIFY2(summary.contains(QString::fromLatin1(qVersion())), qPrintable(summary));
        const QString components =
            about->findChild<QTextBrowser *>(QStringLiteral("aboutComponents"))->toPlainText();
        QVERIFY2(components.contains(QLatin1String("LGPLv3")), qPrintable(components));
        const QString games =
            about->findChild<QTextBrowser *>(QStringLiteral("aboutGames"))->toPlainText();
        for (const GameInfo &info : GameRegistry::games()) {
            QVERIFY2(!info.credits.text().isEmpty(), qPrintable(info.id));
            QVERIFY2(games.contains(info.displayName.text()), qPrintable(info.displayName.text()));
        }
        // Salmon Run's rulebook credits its designer and its artist.
        QVERIFY(games.contains(QLatin1String("Jesse Catron")));
        QVERIFY(games.contains(QLatin1String("Eric J. Carter")));
        about->close();
    }

private:
    // Writes `bytes` to `name` in the scratch folder and returns its path.
    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    Language m_language;
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestOpenDocument)
#include "tst_open_document.moc"
