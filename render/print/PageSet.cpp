#include "PageSet.h"

#include "PrintExport.h"

#include "core/AtomicFile.h"
#include "core/BoundedFile.h"
#include "core/JsonText.h"
#include "core/WriterName.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>

#include <fcntl.h>
#include <unistd.h>

namespace cw::print {

namespace {

// A record lists at most PageTiler::MaxPages pages: a few hundred kilobytes.
constexpr qint64 MaxRecordBytes = 1024 * 1024;

struct RecordedPage {
    qint64 bytes = 0;
    qint64 modified = 0; // milliseconds since the epoch
};

qint64 modifiedOf(const QFileInfo &info)
{
    return info.lastModified().toMSecsSinceEpoch();
}

// The pages, by file name, that the record in `folder` lists; nullopt when there is no record
// this program wrote.
std::optional<QHash<QString, RecordedPage>> readRecord(const QString &folder)
{
    QByteArray data;
    QString reason;
    if (BoundedFile::read(QDir(folder).filePath(PageSet::recordName()), MaxRecordBytes, &data,
                          &reason) != BoundedFile::Status::Read)
        return std::nullopt;
    const std::optional<QJsonObject> record = JsonText::parseObject(data, &reason);
    if (!record || record->value(QStringLiteral("writer")).toString() != writerName())
        return std::nullopt;
    QHash<QString, RecordedPage> pages;
    for (const QJsonValue &value : record->value(QStringLiteral("pages")).toArray()) {
        const QJsonObject page = value.toObject();
        const QString name = page.value(QStringLiteral("name")).toString();
        if (name.isEmpty() || name.contains(QLatin1Char('/')) || name == QLatin1String(".") ||
            name == QLatin1String("..") || name == PageSet::recordName())
            return std::nullopt;
        pages.insert(name, {qint64(page.value(QStringLiteral("bytes")).toDouble(-1)),
                            qint64(page.value(QStringLiteral("modified")).toDouble(-1))});
    }
    return pages;
}

bool syncFile(const QString &path)
{
    const int descriptor = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return false;
    const bool synced = ::fsync(descriptor) == 0;
    ::close(descriptor);
    return synced;
}

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

} // namespace

QString PageSet::folderFor(const QString &out)
{
    const QString suffix = QFileInfo(out).suffix();
    return suffix.isEmpty() ? out : out.left(out.size() - suffix.size() - 1);
}

QString PageSet::recordName()
{
    return QStringLiteral(".coursewright-pages.json");
}

bool PageSet::mayReplace(const QString &folder, const ExportTarget &target, QString *error)
{
    const QFileInfo info(folder);
    if (!info.exists() && !info.isSymLink())
        return true;
    if (!info.isDir() || info.isSymLink()) {
        QString reason; // a device or a FIFO is refused as every write refuses it
        if (info.isSymLink() || AtomicFile::checkTarget(folder, &reason))
            reason = tr("not a folder of pages Coursewright exported: refusing to replace it");
        *error = PrintExport::fileError(folder, reason);
        return false;
    }
    const QFileInfoList entries = QDir(folder).entryInfoList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    if (entries.isEmpty())
        return true;
    const std::optional<QHash<QString, RecordedPage>> record = readRecord(folder);
    if (!record) {
        *error = PrintExport::fileError(
            folder, tr("a folder Coursewright did not export: refusing to replace it"));
        return false;
    }
    for (const QFileInfo &entry : entries) {
        if (entry.fileName() == recordName())
            continue;
        if (target.isInput(entry.absoluteFilePath())) {
            *error = ExportTarget::inputError(entry.filePath());
            return false;
        }
        const auto page = record->constFind(entry.fileName());
        if (page == record->constEnd() || !entry.isFile() || entry.isSymLink() ||
            entry.size() != page->bytes || modifiedOf(entry) != page->modified) {
            *error = PrintExport::fileError(folder, tr("holds %1, which the earlier export did "
                                                       "not write: refusing to replace it")
                                                        .arg(entry.fileName()));
            return false;
        }
    }
    return true;
}

void PageSet::remove(const QString &folder, const ExportTarget &target)
{
    QString error;
    if (!QFileInfo(folder).isDir() || !mayReplace(folder, target, &error))
        return;
    const QDir dir(folder);
    if (const std::optional<QHash<QString, RecordedPage>> record = readRecord(folder)) {
        for (auto page = record->constBegin(); page != record->constEnd(); ++page)
            QFile::remove(dir.filePath(page.key()));
        QFile::remove(dir.filePath(recordName()));
    }
    QDir().rmdir(folder); // fails, leaving it, should anything else have come in meanwhile
}

PageSet::PageSet(const QString &out) : m_out(out), m_folder(folderFor(out)) {}

PageSet::~PageSet() = default;

QString PageSet::finalPath(const QString &name) const
{
    return QDir(m_folder).filePath(name);
}

bool PageSet::begin(const ExportTarget &target, QString *error)
{
    if (!mayReplace(m_folder, target, error))
        return false;
    AtomicFile::removeStale(m_out);
    m_staging = std::make_unique<QTemporaryDir>(QFileInfo(m_folder).absoluteDir().filePath(
        AtomicFile::setFolderPrefix(m_out) + QStringLiteral("XXXXXX")));
    if (!m_staging->isValid()) {
        *error = PrintExport::fileError(m_folder, m_staging->errorString());
        return false;
    }
    return true;
}

bool PageSet::writePage(const QString &name, const QByteArray &data, QString *error) const
{
    QFile file(m_staging->filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly) || file.write(data) != data.size() ||
        !file.flush() || ::fsync(file.handle()) != 0) {
        *error = PrintExport::fileError(finalPath(name), file.errorString());
        return false;
    }
    return true;
}

bool PageSet::commit(const QStringList &names, QString *error)
{
    const QString staging = m_staging->path();
    QJsonArray pages;
    for (const QString &name : names) {
        const QFileInfo info(QDir(staging).filePath(name));
        pages.append(QJsonObject{{QStringLiteral("name"), name},
                                 {QStringLiteral("bytes"), double(info.size())},
                                 {QStringLiteral("modified"), double(modifiedOf(info))}});
    }
    const QByteArray record = QJsonDocument(QJsonObject{{QStringLiteral("writer"), writerName()},
                                                        {QStringLiteral("pages"), pages}})
                                  .toJson();
    if (!writePage(recordName(), record, error) || !syncFile(staging))
        return false;

    const QByteArray from = QFile::encodeName(staging), to = QFile::encodeName(m_folder);
    QString earlier; // where the earlier set is once the new one is in place
    if (!QFileInfo::exists(m_folder)) {
        if (::rename(from.constData(), to.constData()) != 0) {
            *error = PrintExport::fileError(m_folder, systemError());
            return false;
        }
    } else if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_EXCHANGE) ==
               0) {
        earlier = staging;
    } else if (errno == EINVAL || errno == ENOSYS || errno == EOPNOTSUPP) {
        // No exchange on this file system: the earlier set goes aside to a hidden name first.
        QTemporaryDir aside(QFileInfo(m_folder).absoluteDir().filePath(
            AtomicFile::setFolderPrefix(m_out) + QStringLiteral("XXXXXX")));
        aside.setAutoRemove(false);
        if (!aside.isValid() ||
            ::rename(to.constData(), QFile::encodeName(aside.path()).constData()) != 0 ||
            ::rename(from.constData(), to.constData()) != 0) {
            *error = PrintExport::fileError(m_folder, systemError());
            return false;
        }
        earlier = aside.path();
    } else {
        *error = PrintExport::fileError(m_folder, systemError());
        return false;
    }
    m_staging->setAutoRemove(false); // the new set is in place: nothing of it to remove
    syncFile(QFileInfo(m_folder).absolutePath());
    if (!earlier.isEmpty())
        remove(earlier, ExportTarget());
    return true;
}

} // namespace cw::print
