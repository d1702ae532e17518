#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <sys/types.h>

#include <utility>
#include <vector>

namespace cw::print {

// Where an export may write (issue 31): never over or in place of its own input, nor over a
// file it did not write itself. A file's identity is its device and inode, so another name for
// the input (a hard link, "./a.json") is caught too.
class ExportTarget {
    Q_DECLARE_TR_FUNCTIONS(cw::print::ExportTarget)

public:
    // `inputs`: the files the export reads (the course file); never written over or removed.
    explicit ExportTarget(const QStringList &inputs = {});

    // Whether `path` is one of the inputs.
    bool isInput(const QString &path) const;

    // Whether `path` may be written as one file: a new name, or a regular file that is no input
    // and that an export of this program wrote (ExportMarks). False with *error ("<path>:
    // <reason>") otherwise; a folder, a device or a FIFO is refused as AtomicFile refuses it.
    bool mayWriteFile(const QString &path, QString *error) const;

    // "<path>: is the course being exported: refusing to write over it".
    static QString inputError(const QString &path);

private:
    std::vector<std::pair<dev_t, ino_t>> m_inputs;
};

} // namespace cw::print
