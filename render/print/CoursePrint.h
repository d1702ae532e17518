#pragma once

#include "ExportTarget.h"
#include "PrintExport.h"
#include "PrintLayout.h"
#include "course/CourseProblem.h"
#include "course/PageSpec.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace cw::print {

// What a course prints as, and the paper its file asks for (the print.page of the course).
struct CoursePrint {
    PrintLayout layout;
    PageSpec page;
};

// How one course kind prints: one entry per kind in CoursePrinting::kinds(), registered by the
// kind's render/<game>/<Game>PrintRegistration.cpp (CW_REGISTER, core/Registry.h). `make` reads a
// course object of the kind's current format version; on a course it cannot read it returns
// nullopt and appends the problems.
struct CoursePrintKind {
    QString kind; // as in files: "rowing"
    std::optional<CoursePrint> (*make)(const QJsonObject &course, CourseProblems *problems);
};

// A game's print-and-play card sheets (`coursewright-cli export --cards --game ID`): one entry per
// game that has cards, in CoursePrinting::cardSheets(), registered like the print kinds.
struct CardSheetsKind {
    QString gameId; // as in GameInfo: "salmon"
    PrintLayout (*layout)(const PageSpec &page);
};

// A course kind's export to another program's file format (`coursewright-cli export --format
// KEY`, the kind's File menu in the editor): one entry per kind and format, in
// CoursePrinting::exportFormats(). `write` takes a course object of the kind's current format
// version, writes `out` and any file it needs beside it where `target` allows it
// (ExportTarget::mayWriteFile), and appends every file written to *written. It returns false
// with the course's problems appended when the course cannot be exported, or with *error
// ("<file>: <reason>") when a file cannot be written.
struct CourseExportFormat {
    QString kind;          // as in files: "salmon-river"
    QString key;           // on the command line: "tmx"
    QString (*describe)(); // what the format is for, translated ("a Tiled map …")
    bool (*write)(const QJsonObject &course, const QString &out, const ExportTarget &target,
                  QStringList *written, CourseProblems *problems, QString *error);
};

// Printing and exporting whole course objects, whatever their kind. No widgets: safe to run on a
// worker thread (QtConcurrent). A printer is the editor's (editor/core/CoursePrinter).
class CoursePrinting {
    Q_DECLARE_TR_FUNCTIONS(cw::print::CoursePrinting)

public:
    // The kinds that print, one entry each, as the games' folders register them.
    static const std::vector<CoursePrintKind> &kinds();
    // The games with print-and-play cards, and the kinds' other export formats (registered too).
    static const std::vector<CardSheetsKind> &cardSheets();
    static const std::vector<CourseExportFormat> &exportFormats();

    // Opens `course` (CourseFile::open: migrates older versions, checks the structure) and lays
    // it out by its "kind". Returns nullopt with the problems ("<path>: <reason>") appended when
    // it cannot be opened or its kind does not print. Rule problems do not stop printing: a
    // draft can be printed.
    static std::optional<CoursePrint> prepare(const QJsonObject &course, CourseProblems *problems);
    // prepare() for a print or an export, behind the gate of every command (issue 31): a course
    // with rule errors on `page` (CourseFile::errors; nullopt: its own paper), which validate,
    // the lab and play refuse, is refused too, with those errors appended.
    static std::optional<CoursePrint> prepareToPrint(const QJsonObject &course,
                                                     const std::optional<PageSpec> &page,
                                                     CourseProblems *problems);
};

// Exports `course` on `page` as PDF (one file), SVG or PNG (one file per page; see
// PrintExport::outputFiles) to `out`. Returns false with *error set: "<out file>: <reason>" for
// a file that cannot be written, the course's problems ("<path>: <reason>", one a line) for a
// course that cannot be printed (prepareToPrint). Appends every file written to *written (may be
// null).
bool exportCourse(const QJsonObject &course, const PageSpec &page, ExportFormat format,
                  const QString &out, QStringList *written, QString *error,
                  const ExportOptions &options = {});

// The problems as lines of text, one a line ("<path>: <reason>"), for an export's error.
QString problemLines(const CourseProblems &problems);

} // namespace cw::print
