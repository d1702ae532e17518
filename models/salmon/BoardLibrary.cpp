#include "BoardLibrary.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cw::salmon {

namespace {

// Boards 1-3 have a medium side, 4-6 a hard one (RULINGS.md).
constexpr int FirstHardBoard = 4;

std::vector<RiverBoard> readLibrary()
{
    std::vector<RiverBoard> boards;
    for (const QString &id : BoardLibrary::ids()) {
        QFile file(QStringLiteral(":/salmon/boards/%1.json").arg(id));
        if (!file.open(QIODevice::ReadOnly)) {
            qWarning("BoardLibrary: cannot open board %s", qPrintable(id));
            continue;
        }
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
        CourseProblems problems;
        std::optional<RiverBoard> board = RiverBoard::read(document.object(), id, &problems);
        if (!board || board->id != id) {
            qWarning("BoardLibrary: board %s: %s", qPrintable(id),
                     qPrintable(problemTexts(problems).join(QStringLiteral("; "))));
            continue;
        }
        boards.push_back(std::move(*board));
    }
    return boards;
}

} // namespace

const std::vector<RiverBoard> &BoardLibrary::all()
{
    static const std::vector<RiverBoard> boards = readLibrary();
    return boards;
}

const RiverBoard *BoardLibrary::find(const QString &id)
{
    const std::vector<RiverBoard> &boards = all();
    const auto it = std::find_if(boards.begin(), boards.end(),
                                 [&](const RiverBoard &board) { return board.id == id; });
    return it == boards.end() ? nullptr : &*it;
}

const QStringList &BoardLibrary::ids()
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

QString BoardLibrary::easySide(int number)
{
    return QStringLiteral("%1E").arg(number);
}

QString BoardLibrary::hardSide(int number)
{
    return QString::number(number) + QChar(number >= FirstHardBoard ? u'H' : u'M');
}

} // namespace cw::salmon
