// Coursewright: the desktop application. All of it lives in coursewright_app; this only reads
// the command line and shows the window.
#include "Language.h"
#include "MainWindow.h"
#include "session/GameSession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QRandomGenerator>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Coursewright"));
    QApplication::setApplicationName(QStringLiteral("Coursewright"));
    QApplication::setApplicationVersion(QStringLiteral(CW_VERSION));

    cw::Language language;
    language.apply(cw::Language::preferred(), false);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Design tabletop race games and play them against AI."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption seedOption(
        QStringLiteral("seed"),
        QCoreApplication::translate("main", "Seed of the new race (random by default)."),
        QStringLiteral("N"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a picture of the window to FILE after DELAY "
                                            "milliseconds (--screenshot-delay), then quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption delayOption(
        QStringLiteral("screenshot-delay"),
        QCoreApplication::translate("main", "Milliseconds before the screenshot (default 3000)."),
        QStringLiteral("DELAY"), QStringLiteral("3000"));
    parser.addOptions({seedOption, screenshotOption, delayOption});
    parser.addPositionalArgument(QStringLiteral("game"),
                                 QCoreApplication::translate("main", "A saved game to open."),
                                 QStringLiteral("[game]"));
    parser.process(app);

    cw::MainWindow window(&language);
    bool seedOk = false;
    quint64 seed = parser.value(seedOption).toULongLong(&seedOk);
    if (!seedOk)
        seed = QRandomGenerator::global()->generate64() >> 1;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || !window.openFile(files.first()))
        window.startDefaultGame(seed);
    window.show();

    if (parser.isSet(screenshotOption)) {
        const QString path = parser.value(screenshotOption);
        QTimer::singleShot(parser.value(delayOption).toInt(), &window, [&window, path] {
            window.grab().save(path);
            window.setQuiet(true); // quit without asking about the unsaved race
            window.close();
        });
    }
    return app.exec();
}
