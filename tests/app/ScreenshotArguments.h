#pragma once

// The arguments the online screenshot tools share: the folder, the screen size (default
// 1280x720) and the language ("en", "fr"), applied to the application at once.
#include "Language.h"

#include <QDir>
#include <QSize>
#include <QStringList>

namespace cw::test {

struct ScreenshotArguments {
    QDir out;
    QSize screen;
    QString language;

    // Reads arguments 1 to 3 of `args` and applies the language to `applied` (stops the tool
    // when there is no translation for it).
    ScreenshotArguments(const QStringList &args, Language &applied)
        : out(args.value(1, QDir::currentPath())), language(args.value(3, QStringLiteral("en")))
    {
        const QStringList size = args.value(2, QStringLiteral("1280x720")).split(u'x');
        screen = QSize(size.value(0).toInt(), size.value(1).toInt());
        if (!applied.apply(language, false))
            qFatal("No translation for %s", qPrintable(language));
    }

    // "<name>-<width>x<height>-<language>.png" in the folder.
    QString file(const QString &name) const
    {
        return out.filePath(QStringLiteral("%1-%2x%3-%4.png")
                                .arg(name)
                                .arg(screen.width())
                                .arg(screen.height())
                                .arg(language));
    }
};

} // namespace cw::test
