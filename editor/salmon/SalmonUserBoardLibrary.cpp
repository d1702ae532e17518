#include "SalmonUserBoardLibrary.h"

#include "salmon/SalmonBoardLibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace cw::salmon {

SalmonUserBoardLibrary::SalmonUserBoardLibrary() : m_folder(QStringLiteral("boards")) {}

SalmonUserBoardLibrary &SalmonUserBoardLibrary::instance()
{
    static SalmonUserBoardLibrary *library = [] {
        auto *created = new SalmonUserBoardLibrary; // lives as long as the application
        created->reload();
        return created;
    }();
    return *library;
}

QString SalmonUserBoardLibrary::defaultFolder()
{
    return UserPieceFolder(QStringLiteral("boards")).path();
}

void SalmonUserBoardLibrary::setFolder(const QString &folder)
{
    m_folder.setPath(folder);
    reload();
}

std::optional<SalmonRiverBoard> SalmonUserBoardLibrary::readBoard(const QFileInfo &file,
                                                                  QStringList *reasons) const
{
    const std::optional<QJsonObject> json = UserPieceFolder::readObject(file, reasons);
    if (!json)
        return std::nullopt;
    CourseProblems problems;
    std::optional<SalmonRiverBoard> board = SalmonRiverBoard::read(*json, QString(), &problems);
    if (!board) {
        reasons->append(problemTexts(problems));
        return std::nullopt;
    }
    if (SalmonBoardLibrary::find(board->id)) {
        reasons->append(tr("id: “%1” is a built-in board").arg(board->id));
        return std::nullopt;
    }
    if (find(board->id)) {
        reasons->append(tr("id: “%1” is already taken").arg(board->id));
        return std::nullopt;
    }
    return board;
}

void SalmonUserBoardLibrary::reload()
{
    m_boards.clear();
    m_skipped.clear();
    for (const QFileInfo &file : m_folder.files()) {
        QStringList reasons;
        if (std::optional<SalmonRiverBoard> board = readBoard(file, &reasons))
            m_boards.push_back(std::move(*board));
        else
            m_skipped.push_back({file.fileName(), reasons});
    }
    emit changed();
}

QStringList SalmonUserBoardLibrary::problems() const
{
    QStringList lines;
    for (const Skipped &file : m_skipped) {
        for (const QString &reason : file.reasons)
            lines.append(QStringLiteral("%1: %2").arg(file.fileName, reason));
    }
    return lines;
}

const SalmonRiverBoard *SalmonUserBoardLibrary::find(const QString &id) const
{
    const auto it = std::find_if(m_boards.begin(), m_boards.end(),
                                 [&](const SalmonRiverBoard &board) { return board.id == id; });
    return it == m_boards.end() ? nullptr : &*it;
}

bool SalmonUserBoardLibrary::isValidId(const QString &id)
{
    return UserPieceFolder::hasIdShape(id) && !SalmonBoardLibrary::find(id);
}

QString SalmonUserBoardLibrary::uniqueId(const QString &base) const
{
    QString stem = base.trimmed();
    stem.replace(QRegularExpression(QStringLiteral("[^\\w \\-]")), QStringLiteral("-"));
    stem = stem.left(28).trimmed();
    if (stem.isEmpty())
        stem = QStringLiteral("Board");
    QString id = stem;
    for (int n = 2; SalmonBoardLibrary::find(id) || find(id); ++n)
        id = QStringLiteral("%1 %2").arg(stem).arg(n);
    return id;
}

bool SalmonUserBoardLibrary::save(const SalmonRiverBoard &board, QString *error)
{
    if (!isValidId(board.id)) {
        *error = tr("“%1” cannot name a board: use letters, digits, spaces, '-' or '_', and not "
                    "the id of a built-in board.")
                     .arg(board.id);
        return false;
    }
    if (!m_folder.write(board.id, board.toJson(), error))
        return false;
    reload();
    return true;
}

bool SalmonUserBoardLibrary::remove(const QString &id, QString *error)
{
    if (!find(id))
        return true;
    const QString path = m_folder.pathOf(id);
    if (!QFile::remove(path)) {
        *error = tr("%1: cannot be removed.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    reload();
    return true;
}

} // namespace cw::salmon
