// Both programs speak the system's language, --help included (issue 32: Qt's lines of --help and
// the names of the values stayed English). In French, the app's and the tool's help hold no line
// of their English help, and name the values in French.
#include "CliTestSupport.h"

#include <QRegularExpression>
#include <QSet>

namespace {

const QString French = QStringLiteral("fr_FR.UTF-8");

// The lines of `text` that are also lines of `english` and hold a word (not only an option).
QStringList sharedLines(const QString &text, const QString &english)
{
    const QStringList englishLines = english.split(QLatin1Char('\n'));
    const QSet<QString> englishSet(englishLines.begin(), englishLines.end());
    QStringList shared;
    static const QRegularExpression word(QStringLiteral("(^|\\s)[A-Za-z]{4,}"));
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        QString words = line;
        words.remove(QRegularExpression(QStringLiteral("--?[a-z-]+|<[^>]*>|\\[[^]]*\\]")));
        if (englishSet.contains(line) && word.match(words).hasMatch())
            shared << line;
    }
    return shared;
}

} // namespace

class TestHelpLanguage : public QObject {
    Q_OBJECT
private slots:
    void helpIsFrench_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("arguments");
        const QString app = QStringLiteral(CW_APP_PATH), cli = QStringLiteral(CW_CLI_PATH);
        QTest::newRow("coursewright") << app << QStringList{QStringLiteral("--help")};
        QTest::newRow("coursewright-cli") << cli << QStringList{QStringLiteral("--help")};
        for (const char *command :
             {"export", "hint", "lab", "match", "replay", "review", "validate"})
            QTest::newRow(command)
                << cli << QStringList{QLatin1String(command), QStringLiteral("--help")};
    }
    void helpIsFrench()
    {
        QFETCH(QString, program);
        QFETCH(QStringList, arguments);
        const CliRun english = runProgram(program, arguments);
        const CliRun french = runProgram(program, arguments, QString(), French);
        QCOMPARE(english.exitCode, 0);
        QCOMPARE(french.exitCode, 0);
        QVERIFY(english.out.size() > 100);
        const QStringList shared = sharedLines(french.out, english.out);
        QVERIFY2(shared.isEmpty(), qPrintable(shared.join(QLatin1Char('\n'))));
    }

    // The app's values are named in French, in the usage line and the options.
    void appNamesItsValuesInFrench()
    {
        const CliRun french =
            runProgram(QStringLiteral(CW_APP_PATH), {QStringLiteral("--help")}, QString(), French);
        for (const char *name : {"[fichier]", "<FICHIER>", "<DÉLAI>"})
            QVERIFY2(french.out.contains(QString::fromUtf8(name)), qPrintable(french.out));
        QVERIFY2(!french.out.contains(QStringLiteral("FILE")), qPrintable(french.out));
    }
};

QTEST_GUILESS_MAIN(TestHelpLanguage)
#include "tst_help_language.moc"
