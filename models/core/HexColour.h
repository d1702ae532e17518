#pragma once

#include <QCoreApplication>
#include <QString>

namespace cw {

// Colours as files write them, "#rrggbb": a course's lane colours, a record's seat colours. One
// check and one message for every reader.
class HexColour {
    Q_DECLARE_TR_FUNCTIONS(cw::HexColour)

public:
    // Whether `text` is "#" and six hexadecimal digits (either case).
    static bool isValid(const QString &text);
    // Why `found` is not one: "must be a colour \"#rrggbb\", found \"…\"" (the value cut,
    // Echoed.h).
    static QString problem(const QString &found);
};

} // namespace cw
