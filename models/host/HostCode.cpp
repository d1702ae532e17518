#include "HostCode.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <algorithm>
#include <cstring>

namespace cw::HostCode {

namespace {

// Crockford's base32: digits and letters without I, L, O and U.
constexpr char Alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int CodeLength = 10;
constexpr int GroupLength = 5;
constexpr int TokenBytes = 16;

} // namespace

QString newGameCode()
{
    QString code;
    for (int i = 0; i < CodeLength; ++i) {
        if (i == GroupLength)
            code.append(u'-');
        code.append(QLatin1Char(Alphabet[QRandomGenerator::system()->bounded(32)]));
    }
    return code;
}

std::optional<QString> readGameCode(const QString &text)
{
    if (text.size() > 2 * CodeLength)
        return std::nullopt;
    QString code;
    for (QChar c : text) {
        if (c == u'-' || c == u' ')
            continue;
        c = c.toUpper();
        if (c == u'I' || c == u'L')
            c = u'1';
        else if (c == u'O')
            c = u'0';
        if (c.unicode() > 127 || !std::strchr(Alphabet, char(c.unicode())) || c == QChar(0))
            return std::nullopt;
        if (code.size() == GroupLength)
            code.append(u'-');
        code.append(c);
    }
    if (code.size() != CodeLength + 1)
        return std::nullopt;
    return code;
}

QString newToken()
{
    QByteArray bytes(TokenBytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()),
                                          TokenBytes / int(sizeof(quint32)));
    return QString::fromLatin1(bytes.toHex());
}

bool isTokenForm(const QString &text)
{
    if (text.size() != 2 * TokenBytes)
        return false;
    return std::all_of(text.begin(), text.end(), [](QChar c) {
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f');
    });
}

QString tokenHash(const QString &token)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(token.toLatin1(), QCryptographicHash::Sha256).toHex());
}

} // namespace cw::HostCode
