#include "ExportKit.h"

#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "print/GameKit.h"
#include "print/KitDocument.h"
#include "print/PrintExport.h"

#include <QFileInfo>

namespace cw::cli {

namespace {

const QString KitOption = QStringLiteral("kit");
const QString CourseOption = QStringLiteral("course");
const QString GameOption = QStringLiteral("game");

} // namespace

void ExportKit::addOptions(QCommandLineParser &parser)
{
    parser.addOption({KitOption, tr("Print the print-and-play kit of the game named by --game: "
                                    "one PDF with a contents page, the course, every card, "
                                    "token and mat (with their backs) and a player aid.")});
    parser.addOption({CourseOption,
                      tr("The course --kit prints (default: the game's standard course). A kit "
                         "is printed on --paper (default: the course's paper): the course's pages "
                         "in the course's orientation, the others portrait, unless --landscape."),
                      tr("FILE")});
}

bool ExportKit::isSet(const QCommandLineParser &parser)
{
    return parser.isSet(KitOption);
}

int ExportKit::run(const QCommandLineParser &parser, const CliCommand &command)
{
    if (!parser.positionalArguments().isEmpty())
        return CommandLine::usageError(command, tr("--kit: give the course with --course FILE"));
    if (parser.isSet(QStringLiteral("cards")))
        return CommandLine::usageError(command, tr("--kit and --cards: choose one"));
    const GameInfo *named = GameRegistry::find(parser.value(GameOption));
    const QString gameId = named ? named->id : parser.value(GameOption); // a former id names it too
    if (!print::GameKits::find(gameId)) {
        QStringList games;
        for (const print::GameKitKind &kind : print::GameKits::kinds())
            games << kind.gameId;
        return CommandLine::usageError(
            command,
            tr("--kit: --game must name a game: %1").arg(games.join(QStringLiteral(", "))));
    }
    const QString out = parser.isSet(QStringLiteral("out")) ? parser.value(QStringLiteral("out"))
                                                            : gameId + QStringLiteral("-kit.pdf");
    const QString formatKey = parser.isSet(QStringLiteral("format"))
                                  ? parser.value(QStringLiteral("format"))
                                  : QFileInfo(out).suffix();
    if (print::PrintExport::formatFromKey(formatKey) != print::ExportFormat::Pdf)
        return CommandLine::usageError(
            command,
            tr("--kit: a kit is one PDF, so OUT must end in .pdf (found \"%1\")").arg(out));
    std::optional<PageSpec> page;
    if (!CommandLine::readPage(parser, command, &page))
        return ExitUsage;

    const QString file = parser.value(CourseOption);
    CourseProblems problems;
    std::optional<QJsonObject> course;
    if (!file.isEmpty()) {
        course = CourseFile::read(file, &problems);
        if (!course) {
            for (const CourseProblem &problem : std::as_const(problems))
                standardError() << CourseFile::describe(file, problem) << '\n';
            return ExitFailure;
        }
    }
    const std::optional<print::GameKit> kit = print::GameKits::make(gameId, course, &problems);
    if (!kit) {
        for (const CourseProblem &problem : std::as_const(problems))
            standardError() << CourseFile::describe(file.isEmpty() ? gameId : file, problem)
                            << '\n';
        return ExitFailure;
    }
    const print::KitDocument document(*kit, page ? std::optional<Paper>(page->paper) : std::nullopt,
                                      page && page->landscape);
    QStringList written;
    QString error;
    if (!document.writePdf(out, &written, &error, {},
                           file.isEmpty() ? QStringList() : QStringList{file})) {
        standardError() << error << '\n';
        return ExitFailure;
    }
    for (const QString &path : std::as_const(written))
        standardOutput() << path << '\n';
    return ExitSuccess;
}

} // namespace cw::cli
