#pragma once

#include <QCoreApplication>
#include <QString>

namespace cw {

// A text a game declares as data (its New Game options, the words for its seats): the English
// source and its translation context. It is translated each time it is read, so it follows a
// language switch. Declare it with QT_TRANSLATE_NOOP so that lupdate finds it:
//   GameText{"cw::rowing::RowingGameInfo", QT_TRANSLATE_NOOP("cw::rowing::RowingGameInfo", "Boat")}
struct GameText {
    const char *context = nullptr;
    const char *source = nullptr;

    // The text in the current language; empty for a text that was never declared.
    QString text() const
    {
        return source ? QCoreApplication::translate(context, source) : QString();
    }
};

} // namespace cw
