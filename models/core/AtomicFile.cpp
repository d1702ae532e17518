#include "AtomicFile.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <unistd.h>

namespace cw {

bool AtomicFile::checkTarget(const QString &path, QString *reason)
{
    const QFileInfo info(path);
    // exists() follows links: a dangling link is a new name, written through like any other.
    if (!info.exists() || info.isFile())
        return true;
    *reason = info.isDir() ? tr("is a folder")
                           : tr("not a regular file (a device, a FIFO or a "
                                "socket): refusing to replace it");
    return false;
}

QString AtomicFile::setFolderPrefix(const QString &path)
{
    return QLatin1Char('.') + QFileInfo(path).fileName() + QStringLiteral(".pages-");
}

void AtomicFile::removeStale(const QString &path)
{
    const QFileInfo target(path);
    const QDir folder = target.absoluteDir();
    // QSaveFile's template is the file name with ".XXXXXX" appended (six letters or digits).
    const QRegularExpression saveFileName(
        QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(target.fileName())));
    const QRegularExpression setFolderName(
        QStringLiteral("^%1[A-Za-z0-9]{6}$")
            .arg(QRegularExpression::escape(setFolderPrefix(path))));
    const QDateTime staleBefore =
        QDateTime::currentDateTimeUtc().addSecs(-qint64(StaleAfterSeconds));
    const QFileInfoList entries = folder.entryInfoList(QDir::Files | QDir::Dirs | QDir::Hidden |
                                                       QDir::NoDotAndDotDot | QDir::NoSymLinks);
    for (const QFileInfo &entry : entries) {
        if (entry.ownerId() != ::getuid() || entry.lastModified().toUTC() > staleBefore)
            continue;
        if (entry.isFile() && saveFileName.match(entry.fileName()).hasMatch())
            QFile::remove(entry.absoluteFilePath());
        else if (entry.isDir() && setFolderName.match(entry.fileName()).hasMatch())
            QDir(entry.absoluteFilePath()).removeRecursively();
    }
}

bool AtomicFile::write(const QString &path, const QByteArray &data, QString *reason)
{
    if (!checkTarget(path, reason))
        return false;
    removeStale(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        *reason = file.errorString();
        return false;
    }
    return true;
}

} // namespace cw
