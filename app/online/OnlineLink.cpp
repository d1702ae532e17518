#include "OnlineLink.h"

#include "host/HostCode.h"

#include <QHostAddress>
#include <QRegularExpression>

namespace cw {

namespace {

const QString Scheme = QStringLiteral("coursewright://");
const QString SecureScheme = QStringLiteral("coursewrights://");
// The host's own WebSocket address, as a server's administrator gives it (docs/play/online.md).
const QString WebSocketScheme = QStringLiteral("ws://");
const QString SecureWebSocketScheme = QStringLiteral("wss://");

// A scheme an address field reads, and whether it says over TLS.
struct KnownScheme {
    const QString &prefix;
    bool secure;
    bool link; // a game link: the game's code follows the address
};

std::optional<KnownScheme> knownScheme(const QString &text)
{
    for (const KnownScheme &scheme :
         {KnownScheme{Scheme, false, true}, KnownScheme{SecureScheme, true, true},
          KnownScheme{WebSocketScheme, false, false},
          KnownScheme{SecureWebSocketScheme, true, false}})
        if (text.startsWith(scheme.prefix, Qt::CaseInsensitive))
            return scheme;
    return std::nullopt;
}

// Whether `host` can be a DNS name: labels of letters, digits and inner hyphens, 253 characters
// at most (RFC 1123). Addresses are read apart, by QHostAddress.
bool isHostName(const QString &host)
{
    static const QRegularExpression label(
        QStringLiteral("^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$"));
    if (host.isEmpty() || host.size() > 253)
        return false;
    const QStringList labels = host.split(u'.');
    for (const QString &part : labels)
        if (!label.match(part).hasMatch())
            return false;
    return true;
}

// A host written with digits and dots only is an IPv4 address or nothing ("300.1.2.3" is no name).
bool looksNumeric(const QString &host)
{
    static const QRegularExpression numeric(QStringLiteral("^[0-9.]+$"));
    return numeric.match(host).hasMatch();
}

} // namespace

QString OnlineLink::address() const
{
    const bool v6 = host.contains(u':');
    return (v6 ? u'[' + host + u']' : host) + u':' + QString::number(port);
}

QString OnlineLink::typedAddress() const
{
    return secure ? SecureWebSocketScheme + address() : address();
}

QString OnlineLink::toString() const
{
    return (secure ? SecureScheme : Scheme) + address() + u'/' + code;
}

QUrl OnlineLink::webSocketUrl() const
{
    QUrl url;
    url.setScheme(secure ? QStringLiteral("wss") : QStringLiteral("ws"));
    url.setHost(host);
    url.setPort(port);
    return url;
}

std::optional<OnlineLink> OnlineLink::readHostPort(const QString &address, QString *error)
{
    const QString text = address.trimmed();
    if (text.isEmpty()) {
        *error = tr("address: type the host's name or address");
        return std::nullopt;
    }
    OnlineLink link;
    bool hasPort = false;
    QString portText;
    if (text.startsWith(u'[')) { // [IPv6] or [IPv6]:port
        const qsizetype close = text.indexOf(u']');
        if (close < 0) {
            *error = tr("address: \"%1\" has no closing bracket").arg(text);
            return std::nullopt;
        }
        link.host = text.mid(1, close - 1);
        const QString rest = text.mid(close + 1);
        if (!rest.isEmpty() && !rest.startsWith(u':')) {
            *error = tr("address: \"%1\" after the bracket is not a port").arg(rest);
            return std::nullopt;
        }
        hasPort = !rest.isEmpty();
        portText = rest.mid(1);
        if (QHostAddress(link.host).protocol() != QAbstractSocket::IPv6Protocol) {
            *error = tr("address: %1 is not an IPv6 address").arg(link.host);
            return std::nullopt;
        }
    } else if (text.count(u':') > 1) { // a bare IPv6 address: no port can follow it
        if (QHostAddress(text).protocol() != QAbstractSocket::IPv6Protocol) {
            *error = tr("address: %1 is not an address (an IPv6 address with a port is written "
                        "in brackets: [::1]:7427)")
                         .arg(text);
            return std::nullopt;
        }
        link.host = text;
    } else {
        const qsizetype colon = text.indexOf(u':');
        link.host = colon < 0 ? text : text.left(colon);
        hasPort = colon >= 0;
        portText = text.mid(colon + 1);
        if (link.host.isEmpty()) {
            *error = tr("address: the host is missing before the port");
            return std::nullopt;
        }
        const bool ipv4 = QHostAddress(link.host).protocol() == QAbstractSocket::IPv4Protocol;
        if (looksNumeric(link.host) ? !ipv4 : !isHostName(link.host)) {
            *error = tr("address: %1 is neither a host name nor an address").arg(link.host);
            return std::nullopt;
        }
    }
    if (hasPort && portText.isEmpty()) {
        *error = tr("port: the port is missing after the colon");
        return std::nullopt;
    }
    if (hasPort) {
        bool ok = false;
        const uint port = portText.toUInt(&ok);
        static const QRegularExpression digits(QStringLiteral("^[0-9]{1,5}$"));
        if (!ok || !digits.match(portText).hasMatch() || port < 1 || port > 65535) {
            *error = tr("port: %1 is not a port (1 to 65535)").arg(portText);
            return std::nullopt;
        }
        link.port = quint16(port);
    }
    return link;
}

// A scheme other than these four is named as the fault, rather than read as a host ("http" is a
// name) followed by a port ("//host").
std::optional<OnlineLink> OnlineLink::readAddress(const QString &address, QString *error)
{
    const QString text = address.trimmed();
    const std::optional<KnownScheme> scheme = knownScheme(text);
    if (!scheme) {
        static const QRegularExpression otherScheme(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*://"));
        if (const QRegularExpressionMatch match = otherScheme.match(text); match.hasMatch()) {
            *error = tr("address: %1 is not a way to reach a host (type host:port, or begin with "
                        "ws://, wss:// or coursewright://)")
                         .arg(match.captured());
            return std::nullopt;
        }
        return readHostPort(text, error);
    }
    QString rest = text.mid(scheme->prefix.size());
    if (scheme->link) {
        rest = rest.section(u'/', 0, 0); // the game code, if any, is not the address's
    } else {
        if (rest.endsWith(u'/'))
            rest.chop(1); // "wss://host:port/", as browsers write an address
        if (const qsizetype slash = rest.indexOf(u'/'); slash >= 0) {
            *error =
                tr("address: \"%1\" after the port is not part of an address").arg(rest.mid(slash));
            return std::nullopt;
        }
    }
    std::optional<OnlineLink> link = readHostPort(rest, error);
    if (link)
        link->secure = scheme->secure;
    return link;
}

bool OnlineLink::saysHowToConnect(const QString &text)
{
    return knownScheme(text.trimmed()).has_value();
}

std::optional<QString> OnlineLink::readCode(const QString &code, QString *error)
{
    const QString text = code.trimmed();
    if (text.isEmpty()) {
        *error = tr("code: type the game code (like 7KQ2M-XD9RA)");
        return std::nullopt;
    }
    std::optional<QString> written = HostCode::readGameCode(text);
    if (!written)
        *error = tr("code: %1 is not a game code (10 letters and digits, like 7KQ2M-XD9RA)")
                     .arg(text.left(40));
    return written;
}

std::optional<OnlineLink> OnlineLink::read(const QString &address, const QString &code,
                                           QString *error)
{
    std::optional<OnlineLink> link = readAddress(address, error);
    if (!link)
        return std::nullopt;
    const std::optional<QString> written = readCode(code, error);
    if (!written)
        return std::nullopt;
    link->code = *written;
    return link;
}

bool OnlineLink::isLink(const QString &text)
{
    const QString link = text.trimmed();
    return link.startsWith(Scheme, Qt::CaseInsensitive) ||
           link.startsWith(SecureScheme, Qt::CaseInsensitive);
}

std::optional<OnlineLink> OnlineLink::read(const QString &text, QString *error)
{
    const QString link = text.trimmed();
    if (!isLink(link)) {
        *error = tr("link: a game link starts with %1 (or %2 over TLS)").arg(Scheme, SecureScheme);
        return std::nullopt;
    }
    const bool secure = link.startsWith(SecureScheme, Qt::CaseInsensitive);
    QString rest = link.mid(secure ? SecureScheme.size() : Scheme.size());
    if (rest.endsWith(u'/'))
        rest.chop(1); // "…/CODE/" as some chat programs write it
    const qsizetype slash = rest.lastIndexOf(u'/');
    if (slash < 0) {
        *error = tr("link: the game code is missing after the address");
        return std::nullopt;
    }
    // The address as a link holds it: no second scheme inside ("coursewright://wss://…").
    std::optional<OnlineLink> read = readHostPort(rest.left(slash), error);
    if (!read)
        return std::nullopt;
    const std::optional<QString> code = readCode(rest.mid(slash + 1), error);
    if (!code)
        return std::nullopt;
    read->code = *code;
    read->secure = secure;
    return read;
}

} // namespace cw
