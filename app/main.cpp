// Coursewright: the desktop application. All of it lives in coursewright_app; this only reads
// the command line and shows the window.
#include "AppStyle.h"
#include "Language.h"
#include "MainWindow.h"
#include "QuickBackend.h"
#include "core/GameRegistry.h"
#include "online/OnlineLink.h"
#include "session/GameSession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QRandomGenerator>
#include <QTextStream>
#include <QTimer>

namespace {

// Two lines of Qt's own --help that Qt 6.4's translations (qtbase_<language>.qm, installed by
// cw::Language) do not have: ours, installed over Qt's, translate them in Qt's context.
[[maybe_unused]] const char *const QtHelpLines[] = {
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help on commandline options."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help including Qt specific options."),
};

// "rowing, salmon, …": the ids --game takes, from the registry.
QString gameIds()
{
    QStringList ids;
    for (const cw::GameInfo &info : cw::GameRegistry::games())
        ids.append(info.id);
    return ids.join(QStringLiteral(", "));
}

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Coursewright"));
    QCoreApplication::setApplicationName(QStringLiteral("Coursewright"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CW_VERSION));
}

// The app's command line, once for the text-only pass and once for the window.
struct CommandLine {
    // The names --help gives the options' values and the file argument, in the user's language.
    const QString fileName = QCoreApplication::translate("main", "FILE");
    const QString delayName = QCoreApplication::translate("main", "DELAY");
    QCommandLineParser parser;
    QCommandLineOption seed{
        QStringLiteral("seed"),
        QCoreApplication::translate("main", "Seed of the new race (random by default)."),
        QStringLiteral("N")};
    QCommandLineOption game{
        QStringLiteral("game"),
        QCoreApplication::translate("main", "Start a new game of %1 on its default course, "
                                            "without the first screen (%2).")
            .arg(QCoreApplication::translate("main", "GAME"), gameIds()),
        QCoreApplication::translate("main", "GAME")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a picture of the window to %1 after %2 "
                                            "milliseconds (--screenshot-delay), then quit.")
            .arg(fileName, delayName),
        fileName};
    QCommandLineOption delay{
        QStringLiteral("screenshot-delay"),
        QCoreApplication::translate("main", "Milliseconds before the screenshot (default 3000)."),
        delayName, QStringLiteral("3000")};

    CommandLine()
    {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Design tabletop race games and play them against AI."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({seed, game, screenshot, delay});
        parser.addPositionalArgument(
            QStringLiteral("file"),
            QCoreApplication::translate("main", "A saved game to play, a course to edit, or a "
                                                "game link (coursewright://host:port/CODE) to "
                                                "join."),
            QStringLiteral("[%1]").arg(QCoreApplication::translate("main", "file")));
    }
};

// --help and --version only print: they must work where no window can open (a terminal without a
// display, a package check), so they run before the QApplication, on QtCore alone.
bool onlyPrints(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--")
            return false;
        if (argument == "-h" || argument == "--help" || argument == "-?" ||
            argument == "--help-all" || argument == "-v" || argument == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (onlyPrints(argc, argv)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        cw::Language language;
        language.apply(cw::Language::preferred(), false);
        CommandLine commandLine;
        commandLine.parser.process(app); // prints, then exits
        return 0;
    }

    QApplication app(argc, argv);
    describeApplication();
    cw::chooseQuickBackend(); // before the board's QML view exists
    cw::applyAppStyle(app);
    // The launcher's name (.desktop file) and icon, so desktops match the window to its entry.
    QGuiApplication::setDesktopFileName(QStringLiteral(CW_APP_ID));
    QApplication::setWindowIcon(QIcon::fromTheme(
        QStringLiteral(CW_APP_ID), QIcon(QStringLiteral(":/icons/coursewright.svg"))));

    cw::Language language;
    language.apply(cw::Language::preferred(), false);

    CommandLine commandLine;
    QCommandLineParser &parser = commandLine.parser;
    parser.process(app);

    cw::MainWindow window(&language);
    bool seedOk = false;
    quint64 seed = parser.value(commandLine.seed).toULongLong(&seedOk);
    if (!seedOk)
        seed = QRandomGenerator::global()->generate64() >> 1;
    // A file from a double-click: a game opens here, a course in the editor (over a new race).
    // A game link ("coursewright://host:port/CODE", from a browser or a friend's message) opens
    // Join Online Game filled in, over the usual new game.
    QStringList files = parser.positionalArguments();
    std::optional<cw::OnlineLink> link;
    if (!files.isEmpty() && cw::OnlineLink::isLink(files.first())) {
        QString error;
        link = cw::OnlineLink::read(files.takeFirst(), &error);
        if (!link) {
            QTextStream(stderr)
                << QCoreApplication::translate("main", "Not a game link: %1").arg(error)
                << Qt::endl;
            return 2;
        }
    }
    if (!files.isEmpty())
        window.openDocument(files.first());
    const QString gameId = parser.value(commandLine.game);
    if (!gameId.isEmpty() && !cw::GameRegistry::find(gameId)) {
        QTextStream(stderr) << QCoreApplication::translate("main", "Unknown game: %1 (games: %2)")
                                   .arg(gameId, gameIds())
                            << Qt::endl;
        return 2;
    }
    // Without a file or a game named, the first screen offers every game over a new game of the
    // one last played (the first registered on a first start); a picture for --screenshot is
    // of the window alone.
    const bool firstScreen =
        files.isEmpty() && gameId.isEmpty() && !link && !parser.isSet(commandLine.screenshot);
    if (!window.session()->hasGame() && !gameId.isEmpty())
        window.startDefaultGame(seed, gameId);
    if (!window.session()->hasGame() && !window.startLastGame(seed))
        window.startDefaultGame(seed);
    window.show();
    if (firstScreen)
        QTimer::singleShot(0, &window, [&window] { window.showStartScreen(); });
    if (link)
        QTimer::singleShot(0, &window, [&window, &link] { window.joinOnlineGame(&*link); });

    if (parser.isSet(commandLine.screenshot)) {
        const QString path = parser.value(commandLine.screenshot);
        QTimer::singleShot(parser.value(commandLine.delay).toInt(), &window, [&window, path] {
            window.grab().save(path);
            window.setQuiet(true); // quit without asking about the unsaved race
            window.close();
        });
    }
    return app.exec();
}
