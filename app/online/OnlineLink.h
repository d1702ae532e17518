#pragma once

#include "host/Host.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <optional>

namespace cw {

// The way to a hosted game that people pass to each other: "coursewright://host:port/CODE", or
// "coursewrights://host:port/CODE" for a host reached over TLS (wss://: a coursewright-server
// behind TLS), as https is to http, so that the link alone says how to connect. The
// host is a name, an IPv4 address or an IPv6 address (in brackets within a link or an address
// with a port); the port, when left out, is the host's default (Host::DefaultPort); the code is
// read as the host reads it (HostCode::readGameCode). One reader for links, the command line and
// the address fields of Join and Host, where the host's WebSocket address (ws://host:port, or
// wss://host:port over TLS) or a whole link may be typed too. Readers return nullopt and an error
// that names the part at fault ("port: 70000 is not a port"), in the interface language.
struct OnlineLink {
    Q_DECLARE_TR_FUNCTIONS(cw::OnlineLink)

public:
    static constexpr quint16 DefaultPort = Host::DefaultPort;

    QString host; // a name or an address, IPv6 without brackets
    quint16 port = DefaultPort;
    QString code;        // in its written form, "7KQ2M-XD9RA"
    bool secure = false; // over TLS: wss://

    // "coursewright://host:port/CODE" ("coursewrights://" when secure), the port always written.
    QString toString() const;
    // "host:port", what an address field shows ("[::1]:7427").
    QString address() const;
    // What to type in an address field to say everything: address(), after wss:// when secure.
    QString typedAddress() const;
    // The host's WebSocket address: ws://host:port, or wss://host:port when secure.
    QUrl webSocketUrl() const;

    // Whether `text` starts as a game link does (either scheme, in any case).
    static bool isLink(const QString &text);
    // Whether `text` says whether to connect over TLS: it starts with ws://, wss:// or a link's
    // scheme. A field that reads such a text shows its address alone and ticks Secure connection
    // as the scheme says.
    static bool saysHowToConnect(const QString &text);
    // A whole link ("coursewright://…" or "coursewrights://…", the scheme in any case).
    static std::optional<OnlineLink> read(const QString &link, QString *error);
    // An address (as readAddress reads it) and a code typed apart.
    static std::optional<OnlineLink> read(const QString &address, const QString &code,
                                          QString *error);
    // The parts alone, for the fields that hold them. An address is "host", "host:port",
    // "[v6]:port" or a bare IPv6 address, or one of these after ws:// or wss:// (`secure` then
    // says which), or a whole link (its address and scheme read, its code left out).
    static std::optional<OnlineLink> readAddress(const QString &address, QString *error);
    static std::optional<QString> readCode(const QString &code, QString *error);

    bool operator==(const OnlineLink &) const = default;

private:
    // An address with no scheme.
    static std::optional<OnlineLink> readHostPort(const QString &address, QString *error);
};

} // namespace cw
