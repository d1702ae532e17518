// coursewright-cli export FILE --format pdf|svg|png --paper a4|letter [--landscape] --out OUT:
// prints a course to files at true scale (the editor's Export, without a window). --cards prints
// the Salmon Run card sheets instead (FILE optional); --format tmx writes a Salmon Run river as a
// Tiled map with its tileset image.
#include "Commands.h"

#include "course/CourseFile.h"
#include "print/CoursePrint.h"
#include "print/PrintExport.h"
#include "salmon/RiverTileset.h"
#include "salmon/RiverValidator.h"
#include "salmon/SalmonCardSheets.h"

#include <QFileInfo>

namespace cw::cli {

namespace {

class ExportCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::ExportCommand)

public:
    static int run(const QStringList &arguments);

private:
    static int writeLayout(const print::PrintLayout &layout, const PageSpec &page,
                           print::ExportFormat format, const QString &out);
    static int exportTmx(const QString &file, const QString &out);
};

// Prints one line per file written. Exit status 1 names the file at fault: the course ("FILE:
// <field>: <reason>") or an output ("OUT: <reason>"). Needs a QGuiApplication (main() makes one
// for this command only).
int ExportCommand::run(const QStringList &arguments)
{
    using print::ExportFormat;
    using print::PrintExport;
    const CliCommand &command = exportCommand();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Prints a course at true scale to PDF (one file), or to SVG or PNG (one file per "
           "page: OUT itself for a single page, else OUT's name with -map, -A1, -A2, … before "
           "its extension). Pages that do not fit the paper are tiled, with an assembly map "
           "first.\n"
           "Exit status: 0 when every page was written, 1 when the course cannot be read or a "
           "file cannot be written, 2 on a usage error."));
    parser.addPositionalArgument(QStringLiteral("file"), tr("The course file to print."),
                                 tr("FILE"));
    parser.addOption({QStringLiteral("format"),
                      tr("pdf, svg or png (default: from OUT's extension); tmx for a Salmon Run "
                         "river: a Tiled map, with its tileset image OUT's name + -tiles.png."),
                      tr("FORMAT")});
    parser.addOption({QStringLiteral("cards"),
                      tr("Print the Salmon Run cards (print-and-play sheets) instead of a course; "
                         "FILE is then optional.")});
    CommandLine::addPageOptions(parser, tr("a4 or letter, portrait unless --landscape "
                                           "(default: the course's own paper and orientation)."));
    parser.addOption({QStringLiteral("out"), tr("The file to write."), tr("OUT")});
    if (const std::optional<int> exit = CommandLine::parse(parser, arguments, command))
        return *exit;

    const QStringList files = parser.positionalArguments();
    const bool cards = parser.isSet(QStringLiteral("cards"));
    if (files.isEmpty() && !cards)
        return CommandLine::usageError(command, tr("no course file given"));
    if (files.size() > 1)
        return CommandLine::usageError(command, tr("one course file at a time, found %1: %2")
                                                    .arg(files.size())
                                                    .arg(files.join(QStringLiteral(", "))));
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty())
        return CommandLine::usageError(command, tr("--out: no output file given"));

    const QString formatKey = parser.isSet(QStringLiteral("format"))
                                  ? parser.value(QStringLiteral("format"))
                                  : QFileInfo(out).suffix();
    if (formatKey == QLatin1String("tmx")) {
        if (cards || files.isEmpty())
            return CommandLine::usageError(command, tr("--format tmx: needs a river file"));
        return exportTmx(files.first(), out);
    }
    const std::optional<ExportFormat> format = PrintExport::formatFromKey(formatKey);
    if (!format) {
        return CommandLine::usageError(
            command, parser.isSet(QStringLiteral("format"))
                         ? tr("--format: expected pdf, svg or png, found \"%1\"").arg(formatKey)
                         : tr("--format: not given, and \"%1\" does not end in .pdf, .svg or "
                              ".png")
                               .arg(out));
    }
    std::optional<PageSpec> page;
    if (!CommandLine::readPage(parser, command, &page))
        return ExitUsage;
    if (cards && files.isEmpty())
        return writeLayout(
            salmon::SalmonCardSheets::layout(page.value_or(PageSpec{Paper::A4, false})),
            page.value_or(PageSpec{Paper::A4, false}), *format, out);

    const QString file = files.first();
    CourseProblems problems;
    std::optional<print::CoursePrint> print;
    if (const std::optional<QJsonObject> course = CourseFile::read(file, &problems))
        print = print::CoursePrinting::prepare(*course, &problems);
    if (!print) {
        for (const CourseProblem &problem : problems)
            standardError() << CourseFile::describe(file, problem) << '\n';
        return ExitFailure;
    }

    if (cards) {
        const PageSpec paper = page.value_or(print->page);
        return writeLayout(salmon::SalmonCardSheets::layout(paper), paper, *format, out);
    }
    return writeLayout(print->layout, page.value_or(print->page), *format, out);
}

int ExportCommand::writeLayout(const print::PrintLayout &layout, const PageSpec &page,
                               print::ExportFormat format, const QString &out)
{
    QStringList written;
    QString error;
    if (!print::PrintExport::write(layout, page, format, out, &written, &error)) {
        standardError() << error << '\n';
        return ExitFailure;
    }
    for (const QString &path : written)
        standardOutput() << path << '\n';
    return ExitSuccess;
}

// A river as a Tiled map: the file must be a readable "salmon-river" course.
int ExportCommand::exportTmx(const QString &file, const QString &out)
{
    CourseProblems problems;
    std::optional<salmon::SalmonRiver> river;
    if (const std::optional<QJsonObject> course = CourseFile::read(file, &problems)) {
        const std::optional<QJsonObject> opened = CourseFile::open(*course, &problems);
        if (opened &&
            opened->value(QStringLiteral("kind")).toString() != QLatin1String("salmon-river")) {
            standardError() << tr("%1: kind: only Salmon Run rivers export to Tiled").arg(file)
                            << '\n';
            return ExitFailure;
        }
        if (opened)
            river = salmon::SalmonRiver::read(*opened, &problems);
        if (river && river->boards.empty()) { // as the PDF, SVG and PNG exports refuse it
            problems.append(salmon::RiverValidator::noBoards());
            river.reset();
        }
    }
    if (!river) {
        for (const CourseProblem &problem : problems)
            standardError() << CourseFile::describe(file, problem) << '\n';
        return ExitFailure;
    }
    QString error;
    if (!salmon::exportRiverTmx(*river, out, &error)) {
        standardError() << error << '\n';
        return ExitFailure;
    }
    standardOutput() << out << '\n' << salmon::RiverTileset::imagePathFor(out) << '\n';
    return ExitSuccess;
}

} // namespace

const CliCommand &exportCommand()
{
    static const CliCommand command{
        QStringLiteral("export"),
        ExportCommand::tr("FILE --out OUT [--format pdf|svg|png|tmx] [--cards] [--paper "
                          "a4|letter [--landscape]]"),
        ExportCommand::tr("Print a course to PDF, SVG or PNG at true scale"), ExportCommand::run};
    return command;
}

} // namespace cw::cli
