#include "ExportTarget.h"

#include "ExportMarks.h"
#include "PrintExport.h"

#include "core/AtomicFile.h"

#include <QFile>
#include <QFileInfo>

#include <optional>

#include <sys/stat.h>

namespace cw::print {

namespace {

// The device and inode `path` names (following links), or nullopt when there is no such file.
std::optional<std::pair<dev_t, ino_t>> identityOf(const QString &path)
{
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return std::nullopt;
    return std::make_pair(status.st_dev, status.st_ino);
}

} // namespace

ExportTarget::ExportTarget(const QStringList &inputs)
{
    for (const QString &input : inputs) {
        if (const auto identity = identityOf(input))
            m_inputs.push_back(*identity);
    }
}

bool ExportTarget::isInput(const QString &path) const
{
    const auto identity = identityOf(path);
    return identity && std::find(m_inputs.begin(), m_inputs.end(), *identity) != m_inputs.end();
}

QString ExportTarget::inputError(const QString &path)
{
    return PrintExport::fileError(path, tr("is the course being exported: refusing to write over "
                                           "it"));
}

bool ExportTarget::mayWriteFile(const QString &path, QString *error) const
{
    QString reason;
    if (isInput(path)) {
        *error = inputError(path);
        return false;
    }
    if (!AtomicFile::checkTarget(path, &reason)) {
        *error = PrintExport::fileError(path, reason);
        return false;
    }
    if (QFileInfo::exists(path) && !ExportMarks::isOurs(path)) {
        *error = PrintExport::fileError(
            path, tr("not a file Coursewright exported: refusing to replace it"));
        return false;
    }
    return true;
}

} // namespace cw::print
