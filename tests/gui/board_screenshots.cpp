// Development tool: a game's board played by a script and saved as PNG files in the directory
// given on the command line. Arguments: the folder, the board's size (default 1600x1000; the main
// window's centre is often about 1000x900), the language ("en", "fr") and the game's id (default
// "rowing"). Each game's test folder registers its scenes (<game>_screenshots.cpp,
// BoardScreenshots.h). Run under a display, e.g.
//   xvfb-run -a -s "-screen 0 1600x1000x24" ./board_screenshots /tmp/shots 1000x880 fr niagara
#include "BoardScreenshots.h"
#include "Language.h"

#include <QGuiApplication>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QDir out(args.value(1, QDir::currentPath()));
    const QStringList size = args.value(2, QStringLiteral("1600x1000")).split(QLatin1Char('x'));
    cw::Language language;
    if (!language.apply(args.value(3, QStringLiteral("en")), false))
        qFatal("No translation for %s", qPrintable(args.value(3)));
    const QString gameId = args.value(4, QStringLiteral("rowing"));
    for (const auto &scenes : cw::Registry<cw::test::BoardScreenshots>::entries())
        if (scenes.gameId == gameId)
            return scenes.take(out, QSize(size.value(0).toInt(), size.value(1).toInt()));
    qFatal("No board screenshots for %s", qPrintable(gameId));
}
