#pragma once

#include "ExportTarget.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace cw::print {

// A set of pages exported as one folder (issue 31). OUT "a/course.svg" of several pages is the
// folder "a/course/", holding the pages ("course-map.svg", "course-A1.svg", …) and a record of
// what the export wrote there, ".coursewright-pages.json" ({"writer": "Coursewright", "pages":
// [{"name", "bytes", "modified"}, …]}). A later export knows the folder for its own by that
// record, never by names: it replaces a folder only when everything in it is a page the record
// lists, unchanged.
//
// The pages are written into a hidden folder beside it (".course.svg.pages-XXXXXX", as AtomicFile
// names them), then the two folders are exchanged in one step (renameat2 RENAME_EXCHANGE), and
// the earlier set, now under the hidden name, is removed: a reader of the folder sees the earlier
// set or the new one, each whole. Where the file system cannot exchange, the earlier set is
// renamed aside first: for that instant there is no folder, never a mix. Killed at any point,
// what is left besides is a hidden folder that a later export removes (AtomicFile::removeStale).
class PageSet {
    Q_DECLARE_TR_FUNCTIONS(cw::print::PageSet)

public:
    // The folder a set exported to `out` lives in: out less its extension ("a/b.v2.svg" →
    // "a/b.v2"; "a/b" stays "a/b").
    static QString folderFor(const QString &out);
    // The record's file name in the folder.
    static QString recordName();

    // Whether `folder` may be replaced by a new set: absent, empty, or a set whose record lists
    // everything it holds, unchanged, none of it an input. False with *error otherwise ("<folder>:
    // a folder Coursewright did not export: refusing to replace it", "<folder>: holds <name>,
    // which the earlier export did not write: refusing to replace it").
    static bool mayReplace(const QString &folder, const ExportTarget &target, QString *error);
    // Removes a set mayReplace() accepts: its recorded pages, its record and the folder.
    static void remove(const QString &folder, const ExportTarget &target);

    // A new set for `out`, to be filled with pages and committed. Nothing is written before
    // begin().
    explicit PageSet(const QString &out);
    ~PageSet();

    // Checks the folder may be replaced and makes the hidden folder the pages are written to.
    bool begin(const ExportTarget &target, QString *error);
    // Writes page `name` (a file name) into the hidden folder and syncs it to disk. Thread-safe
    // for distinct names. False with *error ("<final path>: <reason>").
    bool writePage(const QString &name, const QByteArray &data, QString *error) const;
    // Writes the record of `names` (in page order), then puts the set in place of the folder in
    // one step and removes the earlier set. False with *error; the earlier set is then whole.
    bool commit(const QStringList &names, QString *error);

    // Where page `name` ends up.
    QString finalPath(const QString &name) const;

private:
    QString m_out;
    QString m_folder;
    std::unique_ptr<QTemporaryDir> m_staging;
};

} // namespace cw::print
