#pragma once

#include <QString>

namespace cw {

// The most characters of a value read from a file that a message quotes.
inline constexpr int MaxEchoedLength = 200;

// A value from a file as a message quotes it ("\"%1\" is not a course kind"): at most
// MaxEchoedLength characters, "…" marking a cut, never half a surrogate pair. Every message that
// quotes what a file says goes through here, so that no file makes a message long (a 1 MB course
// kind once gave a 1 MB error line).
inline QString echoed(const QString &value)
{
    if (value.size() <= MaxEchoedLength)
        return value;
    qsizetype cut = MaxEchoedLength;
    if (value.at(cut - 1).isHighSurrogate())
        --cut;
    return value.left(cut) + QChar(u'…');
}

} // namespace cw
