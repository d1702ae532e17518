// The rules pages (docs/rules/*.md) name the test that checks each rule: every name they cite
// must be a test of tests/. A page cites a test function by its name in backticks
// (`standardCourseMatchesRulebook`, `br007_lowerRevealStartsTurnOne`), a test program by its
// name (`tst_salmon_course_validator`) and a benchmark by its (`bench_niagara_random`).
#include "SourceTree.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace cw::test;

namespace {

// The slots of every Qt Test class under tests/: each `void name()` declared after a `slots:`
// label and before the next access label or the end of the class (a `};` at the start of a line).
// Headers too: the shared suites (tests/shared/suites) declare their slots there.
QSet<QString> testFunctions()
{
    static const QRegularExpression label(
        QStringLiteral(
            R"(^\s*(?:(?:public|private|protected)(?:\s+(?:slots|Q_SLOTS))?|signals|Q_SIGNALS)\s*:|^\};)"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression slot(QStringLiteral(R"(\bvoid\s+([A-Za-z_]\w*)\s*\(\s*\))"));
    QSet<QString> names;
    for (const QString &file :
         filesUnder(QStringLiteral("tests"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")})) {
        const QString text = sourceText(file);
        QRegularExpressionMatchIterator labels = label.globalMatch(text);
        qsizetype sectionStart = -1; // where the current slots section began, -1 outside one
        const auto takeSection = [&](qsizetype end) {
            if (sectionStart < 0)
                return;
            const QString section = text.mid(sectionStart, end - sectionStart);
            for (QRegularExpressionMatchIterator it = slot.globalMatch(section); it.hasNext();)
                names.insert(it.next().captured(1));
        };
        while (labels.hasNext()) {
            const QRegularExpressionMatch match = labels.next();
            takeSection(match.capturedStart());
            sectionStart = match.captured().contains(QLatin1String("slots"), Qt::CaseInsensitive)
                               ? match.capturedEnd()
                               : -1;
        }
        takeSection(text.size());
    }
    return names;
}

// The stems of the files under `folder` named `<prefix>*.cpp` ("tst_salmon_course_validator").
QSet<QString> programs(const QString &folder, const QString &prefix)
{
    QSet<QString> stems;
    for (const QString &file : filesUnder(folder, {prefix + QStringLiteral("*.cpp")}))
        stems.insert(file.section(u'/', -1).chopped(4));
    return stems;
}

// Every identifier the engines' sources use: a rules page also quotes code (`resampleHidden`)
// and file fields (`metresPerSpace`), which are not tests.
QSet<QString> engineWords()
{
    static const QRegularExpression word(QStringLiteral(R"(\b[A-Za-z_]\w*\b)"));
    QSet<QString> words;
    for (const QString &file :
         filesUnder(QStringLiteral("models"), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}))
        for (QRegularExpressionMatchIterator it = word.globalMatch(sourceText(file)); it.hasNext();)
            words.insert(it.next().captured());
    return words;
}

// A name shaped like a test function: lower-case first, then more than one word (an upper-case
// letter or an underscore later on). Single words (`kind`, `lanes`) are fields.
bool testShaped(const QString &name)
{
    static const QRegularExpression shape(QStringLiteral(R"(^[a-z]\w*(?:[A-Z_])\w*$)"));
    return shape.match(name).hasMatch();
}

} // namespace

class TestDocsTestNames : public QObject {
    Q_OBJECT

    QSet<QString> m_functions;
    QSet<QString> m_tests;
    QSet<QString> m_benchmarks;
    QSet<QString> m_engineWords;

private slots:
    void initTestCase()
    {
        QVERIFY2(!sourceRoot().isEmpty(), "CW_SOURCE_DIR is not set");
        m_functions = testFunctions();
        m_tests = programs(QStringLiteral("tests"), QStringLiteral("tst_"));
        m_benchmarks = programs(QStringLiteral("benchmarks"), QStringLiteral("bench_"));
        m_engineWords = engineWords();
        // The parsers find what is there (the suite has hundreds of tests).
        QVERIFY(m_functions.contains(QStringLiteral("br007_lowerRevealStartsTurnOne")));
        QVERIFY(m_tests.contains(QStringLiteral("tst_docs_test_names")));
        QVERIFY(m_benchmarks.contains(QStringLiteral("bench_rowing_random")));
    }

    void everyCitedTestExists_data()
    {
        QTest::addColumn<QString>("page");
        const QStringList pages =
            filesUnder(QStringLiteral("docs/rules"), {QStringLiteral("*.md")});
        QVERIFY(!pages.isEmpty());
        for (const QString &page : pages)
            QTest::newRow(qPrintable(page)) << page;
    }
    void everyCitedTestExists()
    {
        QFETCH(QString, page);
        static const QRegularExpression quoted(QStringLiteral(R"(`([A-Za-z_]\w*)`)"));
        const QStringList lines = sourceText(page).split(u'\n');
        QStringList missing;
        int cited = 0;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            for (QRegularExpressionMatchIterator it = quoted.globalMatch(lines[i]); it.hasNext();) {
                const QString name = it.next().captured(1);
                bool known = true;
                if (name.startsWith(QLatin1String("tst_")))
                    known = m_tests.contains(name);
                else if (name.startsWith(QLatin1String("bench_")))
                    known = m_benchmarks.contains(name);
                else if (testShaped(name))
                    known = m_functions.contains(name) || m_engineWords.contains(name);
                else
                    continue;
                ++cited;
                if (!known)
                    missing.append(QStringLiteral("%1:%2: %3").arg(page).arg(i + 1).arg(name));
            }
        }
        // A rules page names the test of each rule: one that cites none has lost its citations.
        QVERIFY2(cited > 0, qPrintable(page + QStringLiteral(" cites no test")));
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("no such test in tests/:\n") + missing.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestDocsTestNames)
#include "tst_docs_test_names.moc"
