#pragma once

// coursewright-server run as a child process for the host's tests, on 127.0.0.1: started on a
// data folder, its address read from the line it prints, killed as a crash would kill it.
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>
#include <QUrl>

#include <csignal>

namespace cw::test {

class ServerProcess {
public:
    static constexpr int Timeout = 20000;

    ~ServerProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(Timeout);
        }
    }

    // Starts CW_SERVER_PATH on 127.0.0.1 (port 0: any free one) with `dataDir` and `extra`
    // arguments; true once it says where it listens (url()).
    bool start(const QString &dataDir, quint16 port, const QStringList &extra = {})
    {
        m_output.clear();
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start(QStringLiteral(CW_SERVER_PATH),
                        QStringList{QStringLiteral("--address"), QStringLiteral("127.0.0.1"),
                                    QStringLiteral("--port"), QString::number(port),
                                    QStringLiteral("--data"), dataDir} +
                            extra);
        static const QRegularExpression listening(QStringLiteral("listening on (\\S+), "));
        QRegularExpressionMatch match;
        const bool started = QTest::qWaitFor(
            [&] {
                m_output += m_process.readAll();
                match = listening.match(QString::fromUtf8(m_output));
                return match.hasMatch() || m_process.state() == QProcess::NotRunning;
            },
            Timeout);
        if (!started || !match.hasMatch())
            return false;
        m_url = QUrl(match.captured(1));
        return m_url.isValid() && m_url.port() > 0;
    }

    // SIGKILL, as a crash or an out-of-memory kill ends it: no clean-up of any kind.
    bool killHard()
    {
        ::kill(pid_t(m_process.processId()), SIGKILL);
        return m_process.waitForFinished(Timeout);
    }

    // SIGTERM: the server closes its connections and its store, and exits.
    bool stop()
    {
        m_process.terminate();
        return m_process.waitForFinished(Timeout) && m_process.exitCode() == 0;
    }

    QUrl url() const { return m_url; }
    quint16 port() const { return quint16(m_url.port()); }
    // Everything it printed so far.
    QByteArray output()
    {
        m_output += m_process.readAll();
        return m_output;
    }

private:
    QProcess m_process;
    QByteArray m_output;
    QUrl m_url;
};

} // namespace cw::test
