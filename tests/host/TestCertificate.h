#pragma once

// A self-signed certificate for 127.0.0.1 and its key, made with openssl in a folder, for a
// coursewright-server run over TLS (--tls-cert, --tls-key) by a test; clients trust it by adding
// it to their authorities, never by turning verification off.
#include <QDir>
#include <QProcess>
#include <QSslCertificate>
#include <QStandardPaths>
#include <QStringList>

namespace cw::test {

struct TestCertificate {
    QString certPath, keyPath;
    QSslCertificate certificate;
    QString error; // why it could not be made (certificate then null)

    // Made in `folder` as cert.pem and key.pem, valid one day.
    explicit TestCertificate(const QString &folder, int timeoutMs = 20000)
        : certPath(QDir(folder).filePath(QStringLiteral("cert.pem"))),
          keyPath(QDir(folder).filePath(QStringLiteral("key.pem")))
    {
        const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
        if (openssl.isEmpty()) {
            error = QStringLiteral("openssl is not installed (scripts/packages.txt)");
            return;
        }
        QProcess make;
        make.setProcessChannelMode(QProcess::MergedChannels);
        make.start(openssl,
                   {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                    QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"),
                    keyPath, QStringLiteral("-out"), certPath, QStringLiteral("-days"),
                    QStringLiteral("1"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"),
                    QStringLiteral("-addext"), QStringLiteral("subjectAltName=IP:127.0.0.1")});
        if (!make.waitForFinished(timeoutMs) || make.exitCode() != 0) {
            error = QStringLiteral("openssl: ") + QString::fromUtf8(make.readAll());
            return;
        }
        const QList<QSslCertificate> certificates = QSslCertificate::fromPath(certPath);
        if (certificates.size() != 1) {
            error = QStringLiteral("%1: not one certificate").arg(certPath);
            return;
        }
        certificate = certificates.first();
    }

    // The server's arguments that give it this certificate and key.
    QStringList serverArguments() const
    {
        return {QStringLiteral("--tls-cert"), certPath, QStringLiteral("--tls-key"), keyPath};
    }
};

} // namespace cw::test
