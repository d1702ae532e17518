// coursewright-cli export FILE --format pdf|svg|png --paper a4|letter [--landscape] --out OUT:
// prints a course to files at true scale (the editor's Export, without a window). --cards --game
// ID prints a game's print-and-play card sheets instead (FILE optional); --kit --game ID a game's
// whole print-and-play kit (ExportKit.cpp); --format KEY writes a course in another program's
// format where its kind offers one (print::CourseExportFormat).
#include "Commands.h"
#include "ExportKit.h"

#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "print/CoursePrint.h"
#include "print/PrintExport.h"

#include <QFileInfo>

#include <algorithm>

namespace cw::cli {

namespace {

class ExportCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::ExportCommand)

public:
    static int run(const QStringList &arguments);

private:
    static int writeLayout(const print::PrintLayout &layout, const PageSpec &page,
                           print::ExportFormat format, const QString &out,
                           const QStringList &inputs);
    static int exportOtherFormat(const QString &file, const QString &formatKey, const QString &out);
    static const print::CardSheetsKind *cardSheetsOf(const QString &gameId);
    static QString otherFormatsHelp();
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
           "page: OUT itself for a single page, else a folder named as OUT without its "
           "extension, holding OUT's name with -map, -P1-1, -P1-2, … before its extension). Pages "
           "that do not fit the paper are tiled, with an assembly map first. A course with "
           "errors (as validate reports them) is not printed. An export replaces only what an "
           "export wrote, never the course file.\n"
           "Exit status: 0 when every page was written, 1 when the course cannot be read or used "
           "or a file cannot be written, 2 on a usage error."));
    parser.addPositionalArgument(QStringLiteral("file"), tr("The course file to print."),
                                 tr("FILE"));
    parser.addOption(
        {QStringLiteral("format"),
         tr("pdf, svg or png (default: from OUT's extension)%1.").arg(otherFormatsHelp()),
         tr("FORMAT")});
    parser.addOption({QStringLiteral("cards"),
                      tr("Print the print-and-play cards of the game named by --game instead of a "
                         "course; FILE is then optional.")});
    parser.addOption(
        {QStringLiteral("game"), tr("The game whose cards --cards prints."), tr("ID")});
    ExportKit::addOptions(parser);
    CommandLine::addPageOptions(parser, tr("a4 or letter, portrait unless --landscape "
                                           "(default: the course's own paper and orientation)."));
    parser.addOption({QStringLiteral("out"), tr("The file to write."), tr("OUT")});
    if (const std::optional<int> exit = CommandLine::parse(parser, arguments, command))
        return *exit;
    if (ExportKit::isSet(parser))
        return ExportKit::run(parser, command);

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
    const auto &others = print::CoursePrinting::exportFormats();
    if (std::any_of(others.begin(), others.end(), [&](const print::CourseExportFormat &other) {
            return other.key == formatKey;
        })) {
        if (cards || files.isEmpty())
            return CommandLine::usageError(command,
                                           tr("--format %1: needs a course file").arg(formatKey));
        return exportOtherFormat(files.first(), formatKey, out);
    }
    const print::CardSheetsKind *sheets = nullptr;
    if (cards) {
        sheets = cardSheetsOf(parser.value(QStringLiteral("game")));
        if (!sheets) {
            QStringList games;
            for (const print::CardSheetsKind &kind : print::CoursePrinting::cardSheets())
                games.append(kind.gameId);
            return CommandLine::usageError(command,
                                           tr("--cards: --game must name a game with cards: %1")
                                               .arg(games.join(QStringLiteral(", "))));
        }
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
    if (sheets && files.isEmpty()) {
        const PageSpec paper = page.value_or(PageSpec{Paper::A4, false});
        return writeLayout(sheets->layout(paper), paper, *format, out, {});
    }

    const QString file = files.first();
    CourseProblems problems;
    std::optional<print::CoursePrint> print;
    if (const std::optional<QJsonObject> course = CourseFile::read(file, &problems)) {
        print = print::CoursePrinting::prepareToPrint(*course, page, &problems);
        // --paper without --landscape turns a landscape course portrait, and the pages it takes
        // change with it: say so rather than do it without a word.
        const bool ownLandscape = course->value(QStringLiteral("print"))
                                      .toObject()
                                      .value(QStringLiteral("landscape"))
                                      .toBool();
        if (print && page && !page->landscape && ownLandscape)
            standardError() << tr("%1: the course asks for landscape sheets; --paper alone "
                                  "prints portrait (add --landscape to keep its orientation)")
                                   .arg(file)
                            << '\n';
    }
    if (!print) {
        for (const CourseProblem &problem : problems)
            standardError() << CourseFile::describe(file, problem) << '\n';
        return ExitFailure;
    }

    if (sheets) {
        const PageSpec paper = page.value_or(print->page);
        return writeLayout(sheets->layout(paper), paper, *format, out, {file});
    }
    return writeLayout(print->layout, page.value_or(print->page), *format, out, {file});
}

int ExportCommand::writeLayout(const print::PrintLayout &layout, const PageSpec &page,
                               print::ExportFormat format, const QString &out,
                               const QStringList &inputs)
{
    QStringList written;
    QString error;
    print::ExportOptions options;
    options.inputs = inputs;
    if (!print::PrintExport::write(layout, page, format, out, &written, &error, options)) {
        standardError() << error << '\n';
        return ExitFailure;
    }
    for (const QString &path : written)
        standardOutput() << path << '\n';
    return ExitSuccess;
}

// A course in another program's format: the kind of FILE must offer `formatKey`, and the course
// pass the gate of every command (CourseFile::errors).
int ExportCommand::exportOtherFormat(const QString &file, const QString &formatKey,
                                     const QString &out)
{
    CourseProblems problems;
    QStringList written;
    QString error;
    // Read (opened: migrated, its structure sound), then its rules.
    std::optional<QJsonObject> course = CourseFile::read(file, &problems);
    if (course) {
        problems = CourseFile::errors(*course);
        if (!problems.isEmpty())
            course.reset();
    }
    if (course) {
        const QString kind = course->value(QStringLiteral("kind")).toString();
        const auto &others = print::CoursePrinting::exportFormats();
        const auto other =
            std::find_if(others.begin(), others.end(), [&](const print::CourseExportFormat &entry) {
                return entry.kind == kind && entry.key == formatKey;
            });
        if (other == others.end()) {
            standardError()
                << tr("%1: kind: \"%2\" courses do not export to %3").arg(file, kind, formatKey)
                << '\n';
            return ExitFailure;
        }
        if (other->write(*course, out, print::ExportTarget({file}), &written, &problems, &error)) {
            for (const QString &path : std::as_const(written))
                standardOutput() << path << '\n';
            return ExitSuccess;
        }
    }
    for (const CourseProblem &problem : std::as_const(problems))
        standardError() << CourseFile::describe(file, problem) << '\n';
    if (!error.isEmpty())
        standardError() << error << '\n';
    return ExitFailure;
}

const print::CardSheetsKind *ExportCommand::cardSheetsOf(const QString &gameId)
{
    const GameInfo *named = GameRegistry::find(gameId); // a former id names the game too
    for (const print::CardSheetsKind &kind : print::CoursePrinting::cardSheets())
        if (kind.gameId == (named ? named->id : gameId))
            return &kind;
    return nullptr;
}

// "; tmx: a Tiled map …" for every other format a kind offers.
QString ExportCommand::otherFormatsHelp()
{
    QString help;
    for (const print::CourseExportFormat &other : print::CoursePrinting::exportFormats())
        help += QStringLiteral("; %1: %2").arg(other.key, other.describe());
    return help;
}

} // namespace

const CliCommand &exportCommand()
{
    static const CliCommand command{
        QStringLiteral("export"),
        ExportCommand::tr("FILE --out OUT [--format FORMAT] [--cards --game ID] [--paper "
                          "a4|letter [--landscape]]  |  --kit --game ID [--course FILE] [--out "
                          "OUT]"),
        ExportCommand::tr("Print a course to PDF, SVG or PNG at true scale"), ExportCommand::run};
    return command;
}

} // namespace cw::cli
