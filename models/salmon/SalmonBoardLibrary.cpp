#include "SalmonBoardLibrary.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cw::salmon {

namespace {

// Boards 1-3 have a medium side, 4-6 a hard one (docs/rules/salmon.md, "The built-in boards").
constexpr int FirstHardBoard = 4;

std::vector<SalmonRiverBoard> readLibrary()
{
    std::vector<SalmonRiverBoard> boards;
    for (const QString &id : SalmonBoardLibrary::ids()) {
        QFile file(QStringLiteral(":/salmon/boards/%1.json").arg(id));
        if (!file.open(QIODevice::ReadOnly)) {
            qWarning("SalmonBoardLibrary: cannot open board %s", qPrintable(id));
            continue;
        }
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
        CourseProblems problems;
        std::optional<SalmonRiverBoard> board =
            SalmonRiverBoard::read(document.object(), id, &problems);
        if (!board || board->id != id) {
            qWarning("SalmonBoardLibrary: board %s: %s", qPrintable(id),
                     qPrintable(problemTexts(problems).join(QStringLiteral("; "))));
            continue;
        }
        boards.push_back(std::move(*board));
    }
    return boards;
}

} // namespace

const std::vector<SalmonRiverBoard> &SalmonBoardLibrary::all()
{
    static const std::vector<SalmonRiverBoard> boards = readLibrary();
    return boards;
}

const SalmonRiverBoard *SalmonBoardLibrary::find(const QString &id)
{
    const std::vector<SalmonRiverBoard> &boards = all();
    const auto it = std::find_if(boards.begin(), boards.end(),
                                 [&](const SalmonRiverBoard &board) { return board.id == id; });
    return it == boards.end() ? nullptr : &*it;
}

const QStringList &SalmonBoardLibrary::ids()
{
    static const QStringList list = [] {
        QStringList ids{QStringLiteral("S1"), QStringLiteral("S2")};
        for (int number = 1; number <= 6; ++number)
            ids << easySide(number) << hardSide(number);
        ids << QStringLiteral("F1") << QStringLiteral("F2");
        return ids;
    }();
    return list;
}

QString SalmonBoardLibrary::easySide(int number)
{
    return QStringLiteral("%1E").arg(number);
}

QString SalmonBoardLibrary::hardSide(int number)
{
    return QString::number(number) + QChar(number >= FirstHardBoard ? u'H' : u'M');
}

} // namespace cw::salmon
