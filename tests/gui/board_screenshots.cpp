// Development tool: a game's board played by a script and saved as PNG files in the directory
// given on the command line. Arguments: the folder, the board's size (default 1600x1000; the main
// window's centre is often about 1000x900), the language ("en", "fr") and the game's id (default
// "rowing"), optionally a text size in percent (View > Text Size, app/TextSize.h: "150"). Each
// game's test folder registers its scenes (<game>_screenshots.cpp, BoardScreenshots.h). Run under
// a display, e.g.
//   xvfb-run -a -s "-screen 0 1600x1000x24" ./board_screenshots /tmp/shots 1000x880 fr niagara
#include "BoardScreenshots.h"
#include "Language.h"
#include "TextScale.h"

#include <QFont>
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
    if (args.size() > 5) { // as the app applies a text size: the boards' factor and the font
        const double share = args[5].toDouble() / 100.0;
        TextScale::instance()->setFactor(share);
        QFont font = QGuiApplication::font();
        font.setPixelSize(qRound(10.0 * 96.0 / 72.0 * share)); // 10 pt at 96 dpi times the share
        QGuiApplication::setFont(font);
    }
    for (const auto &scenes : cw::Registry<cw::test::BoardScreenshots>::entries())
        if (scenes.gameId == gameId)
            return scenes.take(out, QSize(size.value(0).toInt(), size.value(1).toInt()));
    qFatal("No board screenshots for %s", qPrintable(gameId));
}
