#pragma once

// What the tests that read the source tree share: where it is (CW_SOURCE_DIR, set by ctest for
// every test) and its files.
#include <QDirIterator>
#include <QFile>
#include <QString>
#include <QStringList>

namespace cw::test {

// The source tree's root, without a trailing slash; empty when CW_SOURCE_DIR is not set.
inline QString sourceRoot()
{
    return qEnvironmentVariable("CW_SOURCE_DIR");
}

// Paths relative to the root of the files under `folder` (relative to the root too) whose names
// match `patterns` ("*.cpp"), sorted.
inline QStringList filesUnder(const QString &folder, const QStringList &patterns)
{
    const QString root = sourceRoot() + u'/';
    QStringList files;
    QDirIterator it(root + folder, patterns, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next().mid(root.size()));
    files.sort();
    return files;
}

// The text of a file relative to the root; empty when it cannot be read.
inline QString sourceText(const QString &path)
{
    QFile file(sourceRoot() + u'/' + path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace cw::test
