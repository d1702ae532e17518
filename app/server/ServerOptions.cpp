#include "ServerOptions.h"

#include <QCommandLineParser>
#include <QFile>
#include <QSslCertificate>
#include <QSslKey>
#include <QStandardPaths>

namespace cw::server {

namespace {

// The PEM certificate and key as a TLS configuration; nullopt and *error naming the file
// otherwise.
std::optional<QSslConfiguration> readTls(const QString &certPath, const QString &keyPath,
                                         QString *error)
{
    QFile certFile(certPath);
    if (!certFile.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read the certificate: %2")
                     .arg(certPath, certFile.errorString());
        return std::nullopt;
    }
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certFile.readAll(), QSsl::Pem);
    if (chain.isEmpty() || chain.first().isNull()) {
        *error = QStringLiteral("%1: not a PEM certificate").arg(certPath);
        return std::nullopt;
    }
    QFile keyFile(keyPath);
    if (!keyFile.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read the key: %2").arg(keyPath, keyFile.errorString());
        return std::nullopt;
    }
    const QByteArray keyData = keyFile.readAll();
    QSslKey key;
    for (QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        key = QSslKey(keyData, algorithm, QSsl::Pem);
        if (!key.isNull())
            break;
    }
    if (key.isNull()) {
        *error =
            QStringLiteral("%1: not a PEM private key (RSA, EC or DSA, unencrypted)").arg(keyPath);
        return std::nullopt;
    }
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificateChain(chain);
    configuration.setPrivateKey(key);
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone); // clients are not asked for one
    return configuration;
}

} // namespace

std::optional<ServerOptions> ServerOptions::parse(const QStringList &arguments, QString *error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Hosts Coursewright games for players on other machines "
                       "(WebSocket; the protocol: docs/protocol.md).\nEvery connection is an "
                       "open file: at start it raises its open-file limit to the hard limit."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption port(
        QStringLiteral("port"),
        QStringLiteral("The port to listen on (default %1; 0: any free one).").arg(DefaultPort),
        QStringLiteral("port"));
    const QCommandLineOption address(
        QStringLiteral("address"), QStringLiteral("The address to listen on (default: every one)."),
        QStringLiteral("address"));
    const QCommandLineOption data(
        QStringLiteral("data"),
        QStringLiteral("The folder of the games' database (default: the user's data folder)."),
        QStringLiteral("dir"));
    const QCommandLineOption cert(QStringLiteral("tls-cert"),
                                  QStringLiteral("A PEM certificate: TLS (wss://) with --tls-key."),
                                  QStringLiteral("file"));
    const QCommandLineOption key(QStringLiteral("tls-key"),
                                 QStringLiteral("The PEM private key of --tls-cert."),
                                 QStringLiteral("file"));
    const QCommandLineOption perAddress(
        QStringLiteral("max-connections-per-address"),
        QStringLiteral("The most connections one address may hold at once (default %1; a load "
                       "test from one address needs more).")
            .arg(Host::Limits{}.connectionsPerAddress),
        QStringLiteral("count"));
    parser.addOptions({port, address, data, cert, key, perAddress});
    parser.process(arguments); // --help, --version and unknown options end the program here

    ServerOptions options;
    if (parser.isSet(port)) {
        bool ok = false;
        const uint value = parser.value(port).toUInt(&ok);
        if (!ok || value > 65535) {
            *error =
                QStringLiteral("--port: \"%1\" is not a port (0 to 65535)").arg(parser.value(port));
            return std::nullopt;
        }
        options.port = quint16(value);
    }
    if (parser.isSet(address) && !options.address.setAddress(parser.value(address))) {
        *error =
            QStringLiteral("--address: \"%1\" is not an IP address").arg(parser.value(address));
        return std::nullopt;
    }
    if (parser.isSet(perAddress)) {
        bool ok = false;
        const int value = parser.value(perAddress).toInt(&ok);
        if (!ok || value < 1) {
            *error = QStringLiteral("--max-connections-per-address: \"%1\" is not a count (1 or "
                                    "more)")
                         .arg(parser.value(perAddress));
            return std::nullopt;
        }
        options.limits.connectionsPerAddress = value;
    }
    options.dataDir = parser.isSet(data)
                          ? parser.value(data)
                          : QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                QStringLiteral("/host");
    if (parser.isSet(cert) != parser.isSet(key)) {
        *error = QStringLiteral("--tls-cert and --tls-key go together");
        return std::nullopt;
    }
    if (parser.isSet(cert)) {
        options.tls = readTls(parser.value(cert), parser.value(key), error);
        if (!options.tls)
            return std::nullopt;
    }
    return options;
}

} // namespace cw::server
