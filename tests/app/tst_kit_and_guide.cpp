// File > Print Game Kit… (GameKitDialog) and Help > Course Editor Guide (EditorGuideDialog), as a
// user meets them: the dialog picks the game of the course in hand and writes its kit, the whole
// document (pdfinfo, poppler-utils, counts its pages); a game played without a course file
// prints its own table; the guide shows its page, in French when asked, with every screenshot
// it names compiled in.
#include "EditorGuideDialog.h"
#include "PrintTestSupport.h"
#include "core/GameKitDialog.h"
#include "print/GameKit.h"
#include "print/KitDocument.h"
#include "rowing/RowingCourse.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace cw;

namespace {

// The pages of the kit of `gameId` on `course` printed on A4, as KitDocument lays it out.
int kitPages(const QString &gameId, const std::optional<QJsonObject> &course)
{
    CourseProblems problems;
    const std::optional<print::GameKit> kit = print::GameKits::make(gameId, course, &problems);
    return kit ? print::KitDocument(*kit, Paper::A4).pageCount() : -1;
}

} // namespace

class TestKitAndGuide : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // A rowing course of 4 lanes in hand: the dialog chooses the rowing race and that course,
    // and the PDF is its kit (4 decks, not the standard course's 6).
    void kitOfTheCourseInHand()
    {
        rowing::RowingCourse course = rowing::RowingCourse::standard();
        course.setLanes(4);
        GameKitDialog dialog(QString(), course.toJson(), m_dir.path());
        QCOMPARE(dialog.gameId(), QStringLiteral("rowing"));
        QVERIFY(dialog.printsCourseInHand());
        const QString pdf = m_dir.filePath(QStringLiteral("four-lanes.pdf"));
        dialog.setOutput(pdf);
        QVERIFY(dialog.start());
        dialog.waitForFinished();
        QVERIFY2(dialog.lastMessage().startsWith(QLatin1String("Wrote")),
                 qPrintable(dialog.lastMessage()));
        const int expected = kitPages(QStringLiteral("rowing"), course.toJson());
        QCOMPARE(printtest::pdfPages(pdf), expected);
        QVERIFY(expected != kitPages(QStringLiteral("rowing"), std::nullopt));
    }

    // Line cards has no course file: the dialog offers no course and prints the game's table.
    void kitOfAGameWithoutCourses()
    {
        GameKitDialog dialog(QStringLiteral("linecards"), QJsonObject(), m_dir.path());
        QCOMPARE(dialog.gameId(), QStringLiteral("linecards"));
        QVERIFY(!dialog.printsCourseInHand());
        const QString pdf = m_dir.filePath(QStringLiteral("linecards.pdf"));
        dialog.setOutput(pdf);
        QVERIFY(dialog.start());
        dialog.waitForFinished();
        QVERIFY2(QFile::exists(pdf), qPrintable(dialog.lastMessage()));
        QCOMPARE(printtest::pdfPages(pdf), kitPages(QStringLiteral("linecards"), std::nullopt));
    }

    // No file named: nothing starts, and the dialog says why.
    void kitNeedsAFile()
    {
        GameKitDialog dialog(QStringLiteral("niagara"), QJsonObject(), m_dir.path());
        dialog.setOutput(QString());
        QVERIFY(!dialog.start());
        QVERIFY(!dialog.lastMessage().isEmpty());
    }

    // The guide in English and in French, each with every screenshot it names in the resources;
    // the French guide shows the French interface (its own pictures, under editor-guide/fr/).
    void guidePagesAndScreenshots()
    {
        QCOMPARE(EditorGuideDialog::pagePath(QStringLiteral("fr")),
                 QStringLiteral(":/docs/editor-guide.fr.md"));
        QCOMPARE(EditorGuideDialog::pagePath(QStringLiteral("de")),
                 QStringLiteral(":/docs/editor-guide.md"));
        for (const QString &path : {EditorGuideDialog::pagePath(QStringLiteral("en")),
                                    EditorGuideDialog::pagePath(QStringLiteral("fr"))}) {
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(file.readAll());
            const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+\\.png)\\)"));
            int images = 0;
            for (const QRegularExpressionMatch &match : image.globalMatch(text)) {
                const QString shot = QStringLiteral(":/docs/") + match.captured(1);
                QCOMPARE(shot.contains(QLatin1String("/fr/")),
                         path.endsWith(QLatin1String(".fr.md")));
                QVERIFY2(!QImage(shot).isNull(), qPrintable(shot));
                ++images;
            }
            QVERIFY2(images >= 10, qPrintable(path));
        }
        EditorGuideDialog dialog(nullptr);
        // It opens within the screen (offscreen: 800 × 600), its Close button in reach.
        const QSize screen = dialog.screen()->availableGeometry().size();
        QVERIFY2(dialog.width() <= screen.width() && dialog.height() <= screen.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(dialog.width()).arg(dialog.height())));
        const auto *browser = dialog.findChild<QTextBrowser *>(QStringLiteral("editorGuideText"));
        QVERIFY(browser);
        QVERIFY(browser->toPlainText().contains(QLatin1String("designer's guide")));
        QVERIFY(browser->toPlainText().contains(QLatin1String("Print Game Kit")));
    }
};

QTEST_MAIN(TestKitAndGuide)
#include "tst_kit_and_guide.moc"
