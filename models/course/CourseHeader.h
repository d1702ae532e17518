#pragma once

#include "CourseJsonReader.h"
#include "PageSpec.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace cw {

// The parts every course kind's file shares, read and written once: the header ("kind",
// "formatVersion", "name") and the paper of the print block ("paper", "landscape"). Each kind's
// reader calls these, then reads its own fields with the same CourseJsonReader.
class CourseHeader {
    Q_DECLARE_TR_FUNCTIONS(cw::CourseHeader)

public:
    static constexpr int MaxNameLength = 200;

    // Checks that "kind" is `kindId` and "formatVersion" is `formatVersion` (older files are
    // migrated before a kind reads them), and reads the optional "name" into *name.
    static void read(const QJsonObject &course, CourseJsonReader &reader, const QString &kindId,
                     int formatVersion, QString *name);
    // {"kind", "formatVersion", "name"}, to which the kind adds its own fields.
    static QJsonObject write(const QString &kindId, int formatVersion, const QString &name);

    // Reads the optional "paper" ("a4" or "letter") and "landscape" of the print block `print`
    // found at `printPath` into *page, leaving what is absent as it was.
    static void readPage(const QJsonObject &print, const QString &printPath,
                         CourseJsonReader &reader, PageSpec *page);
    // Adds "paper" and "landscape" to the print block *print.
    static void writePage(const PageSpec &page, QJsonObject *print);
};

} // namespace cw
