#pragma once

#include "host/Host.h"

#include <QHostAddress>
#include <QString>
#include <QStringList>

#include <optional>

namespace cw::server {

// coursewright-server's command line: --port, --address, --data, --tls-cert, --tls-key and
// --max-connections-per-address
// (QCommandLineParser answers --help and --version itself, and exits).
struct ServerOptions {
    static constexpr quint16 DefaultPort = Host::DefaultPort;

    QHostAddress address = QHostAddress::Any;
    quint16 port = DefaultPort;
    QString dataDir; // default: the user's data folder (QStandardPaths::AppDataLocation)/host
    std::optional<QSslConfiguration> tls; // given a certificate and its key
    Host::Limits limits;

    // nullopt and *error when an option is wrong or a certificate or key cannot be read.
    static std::optional<ServerOptions> parse(const QStringList &arguments, QString *error);
};

} // namespace cw::server
