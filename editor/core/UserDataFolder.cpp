#include "UserDataFolder.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace cw {

namespace {

// Merges the entries of `from` into `to`, descending into folders both have.
void moveEntries(const QDir &from, const QDir &to, QStringList *left)
{
    const QFileInfoList entries =
        from.entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    for (const QFileInfo &entry : entries) {
        const QString target = to.filePath(entry.fileName());
        const QFileInfo there(target);
        if (entry.isDir() && !entry.isSymLink() && there.isDir() && !there.isSymLink()) {
            moveEntries(QDir(entry.absoluteFilePath()), QDir(target), left);
            from.rmdir(entry.fileName()); // only when it is empty
            continue;
        }
        if (there.exists() || there.isSymLink()) {
            left->append(UserDataFolder::tr("%1: kept where it was, since %2 exists")
                             .arg(QDir::toNativeSeparators(entry.absoluteFilePath()),
                                  QDir::toNativeSeparators(target)));
            continue;
        }
        if (!QDir().rename(entry.absoluteFilePath(), target))
            left->append(UserDataFolder::tr("%1: cannot be moved to %2")
                             .arg(QDir::toNativeSeparators(entry.absoluteFilePath()),
                                  QDir::toNativeSeparators(target)));
    }
}

} // namespace

QString UserDataFolder::path()
{
    static const QString folder = [] {
        const QString qtFolder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        const QString organisation = QCoreApplication::organizationName();
        if (organisation.isEmpty() || organisation != QCoreApplication::applicationName())
            return qtFolder;
        const QString own = QFileInfo(qtFolder).absolutePath();
        if (QFileInfo(qtFolder).isDir()) {
            const QStringList left = migrate(qtFolder, own);
            for (const QString &message : left)
                qWarning("%s", qPrintable(message));
        }
        return own;
    }();
    return folder;
}

QStringList UserDataFolder::migrate(const QString &from, const QString &to)
{
    QStringList left;
    const QDir source(from);
    if (!source.exists())
        return left;
    if (!QDir().mkpath(to)) {
        left.append(tr("%1: cannot be created").arg(QDir::toNativeSeparators(to)));
        return left;
    }
    moveEntries(source, QDir(to), &left);
    QDir().rmdir(from); // only when it is empty
    return left;
}

} // namespace cw
