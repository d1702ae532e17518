// Every registered game speaks French when French is chosen: its log and its action names are
// looked up under the translation contexts the engine asks for at run time. A context lupdate
// read differently (an alias such as `N::tr`, or a declaration its parser trips over) leaves those
// texts in English although the .ts file holds them translated; this test sees that. Built-in
// courses are named in the interface language too.
#include "Language.h"
#include "core/GameInfo.h"
#include "core/GameRegistry.h"
#include "core/Percent.h"
#include "core/Rng.h"
#include "course/CourseFile.h"
#include "course/CourseName.h"

#include <QCommandLineParser>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace cw;

namespace {

GameSetup setupOf(const GameInfo &info)
{
    GameSetup setup;
    setup.gameId = info.id;
    setup.courseSource = info.defaultCourse;
    CourseProblems problems;
    if (!info.defaultCourse.isEmpty())
        setup.course = CourseFile::read(info.defaultCourse, &problems).value_or(QJsonObject());
    for (int i = 0; i < info.minSeats; ++i)
        setup.seats.append(
            {QStringLiteral("P%1").arg(i + 1), QStringLiteral("#aa3355"), Controller::AiEasy});
    setup.seed = 11;
    return setup;
}

// The texts a game shows over its first `steps` random actions (the same ones in any language):
// the log and the name of every legal action.
QStringList textsOf(const GameSetup &setup, int steps)
{
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    if (!game)
        return {error};
    game->setRecordLog(true);
    QStringList texts = game->takeLog();
    Rng rng(7);
    for (int step = 0; step < steps && !game->isOver(); ++step) {
        const ActionList legal = game->legalActions();
        for (const Action action : legal)
            texts << game->actionName(action);
        game->apply(legal[rng.below(std::uint32_t(legal.size()))]);
        texts << game->takeLog();
    }
    return texts;
}

} // namespace

class TestGameTranslations : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { m_language.apply(QStringLiteral("en"), false); }

    void everyGameSpeaksFrench_data()
    {
        QTest::addColumn<QString>("id");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }

    void everyGameSpeaksFrench()
    {
        QFETCH(QString, id);
        const GameInfo *info = GameRegistry::find(id);
        QVERIFY(info);
        const GameSetup setup = setupOf(*info);
        QVERIFY(m_language.apply(QStringLiteral("en"), false));
        const QStringList english = textsOf(setup, 60);
        QVERIFY(m_language.apply(QStringLiteral("fr"), false));
        const QStringList french = textsOf(setup, 60);
        QCOMPARE(french.size(), english.size());

        // Distinct English texts that stayed English in French. Card names may stay as printed
        // on the cards, so a few may; a lost translation context leaves nearly all.
        QSet<QString> distinct, untranslated;
        for (int i = 0; i < english.size(); ++i) {
            distinct.insert(english[i]);
            if (french[i] == english[i])
                untranslated.insert(english[i]);
        }
        QVERIFY2(distinct.size() >= 5, qPrintable(english.join(QLatin1Char('\n'))));
        QVERIFY2(untranslated.size() * 4 <= distinct.size(),
                 qPrintable(QStringList(untranslated.values()).join(QLatin1Char('\n'))));
    }

    // Issue 32: the game log heads each round in the game's own word (GameInfo::roundName:
    // Niagara's «Manche», not the shell's «Tour»). Every game names its rounds, with the number,
    // in English and in French.
    void everyGameNamesItsRounds_data() { everyGameSpeaksFrench_data(); }

    void everyGameNamesItsRounds()
    {
        QFETCH(QString, id);
        const GameInfo *info = GameRegistry::find(id);
        QVERIFY(m_language.apply(QStringLiteral("en"), false));
        const QString english = info->roundName.text().arg(3);
        QVERIFY(m_language.apply(QStringLiteral("fr"), false));
        const QString french = info->roundName.text().arg(3);
        QVERIFY2(english.contains(QLatin1Char('3')) && english.size() > 2, qPrintable(english));
        QVERIFY2(french.contains(QLatin1Char('3')) && french != english, qPrintable(french));
    }

    // Issue 32: the Qt lines of --help stayed English. In French, the help option Qt adds
    // describes itself in French.
    void qtHelpLinesFollowTheLanguage()
    {
        QVERIFY(m_language.apply(QStringLiteral("en"), false));
        const QString english = QCommandLineParser().addHelpOption().description();
        QCOMPARE(english, QStringLiteral("Displays help on commandline options."));
        QVERIFY(m_language.apply(QStringLiteral("fr"), false));
        const QString french = QCommandLineParser().addHelpOption().description();
        QVERIFY2(french != english, qPrintable(french));
    }

    // A built-in course is named in the interface language, by its file's name in the context
    // cw::CourseName; a course from anywhere else keeps the name its file gives it, and so does a
    // built-in one in a language without that name.
    void builtInCourseNamesFollowTheLanguage()
    {
        CourseProblems problems;
        const QString builtIn = QStringLiteral(":/courses/salmon-beginner.json");
        const QJsonObject course = CourseFile::read(builtIn, &problems).value_or(QJsonObject());
        const QString own = course.value(QStringLiteral("name")).toString();
        QVERIFY(!own.isEmpty());
        QCOMPARE(CourseName::of(course, builtIn), own);
        // A translator that names the river by its file, as the French one does.
        struct Names : QTranslator {
            QString translate(const char *context, const char *source, const char *,
                              int) const override
            {
                return QLatin1String(context) == QLatin1String(CourseName::Context) &&
                               QLatin1String(source) == QLatin1String("salmon-beginner")
                           ? QStringLiteral("Rivière des débutants")
                           : QString();
            }
            bool isEmpty() const override { return false; }
        } names;
        QCoreApplication::installTranslator(&names);
        QCOMPARE(CourseName::of(course, builtIn), QStringLiteral("Rivière des débutants"));
        QCOMPARE(CourseName::of(course, QStringLiteral("/home/ann/my-river.cwcourse")), own);
        QCoreApplication::removeTranslator(&names);
        QCOMPARE(CourseName::of(course, builtIn), own);
    }

    // A count reads "1 card", "2 cards", never "card(s)" (issue 32): every message with a count
    // (%n) has its English forms and its French ones, and none of them says "(s)".
    void countsHaveTheirPluralForms_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void countsHaveTheirPluralForms()
    {
        QFETCH(QString, language);
        QFile ts(qEnvironmentVariable("CW_SOURCE_DIR") +
                 QStringLiteral("/translations/coursewright_en.ts"));
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
        QVERIFY(m_language.apply(language, false));
        QXmlStreamReader xml(&ts);
        QByteArray context, source;
        int messages = 0;
        QStringList wrong;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText().toUtf8();
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText().toUtf8();
            else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                for (const int n : {1, 2, 5}) {
                    const QString text = QCoreApplication::translate(context, source, nullptr, n);
                    if (text.contains(QStringLiteral("(s)")) || text.contains(QStringLiteral("%n")))
                        wrong << QStringLiteral("%1: %2").arg(QLatin1String(context), text);
                }
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 10);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // "23 %" never breaks between the number and its sign (issue 35: a review entry ended a line
    // with "(23" and began the next with "%)"): no source and no French translation puts a plain
    // space there. English writes "23%"; French "23 %" with a no-break space.
    void percentSignsStayWithTheirNumbers()
    {
        QFile ts(qEnvironmentVariable("CW_SOURCE_DIR") +
                 QStringLiteral("/translations/coursewright_fr.ts"));
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
        static const QRegularExpression brokenPercent(QStringLiteral("(\\d|%n) %(?![0-9Ln])"));
        QXmlStreamReader xml(&ts);
        int texts = 0;
        QStringList wrong;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() != QLatin1String("source") &&
                xml.name() != QLatin1String("translation") &&
                xml.name() != QLatin1String("numerusform"))
                continue;
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            ++texts;
            if (brokenPercent.match(text).hasMatch())
                wrong << text;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(texts > 1000);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // French typography (issue 54): a colon, semicolon, question or exclamation mark takes a
    // no-break space before it (U+00A0, or the narrow U+202F), never a plain one a line may break
    // at ("Endurance" at a line's end, ": ne se joue pas" at the next one's start), and a
    // semicolon, question or exclamation mark never sits against its word. Every French
    // translation of the .ts file.
    void frenchPunctuationHasItsNoBreakSpace()
    {
        QFile ts(qEnvironmentVariable("CW_SOURCE_DIR") +
                 QStringLiteral("/translations/coursewright_fr.ts"));
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
        static const QRegularExpression plainSpace(QStringLiteral(" [:;?!]"));
        static const QRegularExpression againstWord(QStringLiteral("\\w[;?!]"));
        static const QRegularExpression entity(QStringLiteral("&#?\\w+;"));
        QXmlStreamReader xml(&ts);
        int texts = 0;
        int marks = 0;
        QStringList wrong;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() != QLatin1String("translation") &&
                xml.name() != QLatin1String("numerusform"))
                continue;
            // A rich text's entities ("&lt;paquet&gt;") end in a semicolon of their own.
            const QString text =
                xml.readElementText(QXmlStreamReader::IncludeChildElements).remove(entity);
            ++texts;
            for (const QChar c : text)
                marks += QStringLiteral(":;?!").contains(c);
            if (plainSpace.match(text).hasMatch() || againstWord.match(text).hasMatch())
                wrong << text;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(texts > 1000);
        QVERIFY(marks > 500);
        QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("%1 texts:\n").arg(wrong.size()) +
                                             wrong.join(QLatin1Char('\n'))));
    }

    // The one way a percentage is written follows the language, its decimal sign too: "33.3%",
    // «33,3 %».
    void percentFollowsTheLanguage()
    {
        QVERIFY(m_language.apply(QStringLiteral("en"), false));
        QCOMPARE(Percent::of(0.225), QStringLiteral("23%"));
        QCOMPARE(Percent::of(1.0 / 3, 1), QStringLiteral("33.3%"));
        QVERIFY(m_language.apply(QStringLiteral("fr"), false));
        QCOMPARE(Percent::of(0.225), QStringLiteral("23\u00a0%"));
        QCOMPARE(Percent::of(1.0 / 3, 1), QStringLiteral("33,3\u00a0%"));
        QCOMPARE(QLocale().toString(2.5, 'f', 1), QStringLiteral("2,5"));
        QVERIFY(m_language.apply(QStringLiteral("en"), false));
        QCOMPARE(QLocale().toString(2.5, 'f', 1), QStringLiteral("2.5"));
    }

private:
    Language m_language;
};

QTEST_GUILESS_MAIN(TestGameTranslations)
#include "tst_game_translations.moc"
