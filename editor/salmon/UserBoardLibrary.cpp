#include "UserBoardLibrary.h"

#include "core/AtomicFile.h"
#include "core/BoundedFile.h"
#include "course/CourseFile.h"
#include "salmon/BoardLibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace cw::salmon {

UserBoardLibrary::UserBoardLibrary() : m_folder(defaultFolder()) {}

UserBoardLibrary &UserBoardLibrary::instance()
{
    static UserBoardLibrary *library = [] {
        auto *created = new UserBoardLibrary; // lives as long as the application
        created->reload();
        return created;
    }();
    return *library;
}

QString UserBoardLibrary::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/boards");
}

void UserBoardLibrary::setFolder(const QString &folder)
{
    m_folder = folder;
    reload();
}

QString UserBoardLibrary::pathOf(const QString &id) const
{
    return QDir(m_folder).filePath(id + QStringLiteral(".json"));
}

std::optional<RiverBoard> UserBoardLibrary::readBoard(const QFileInfo &file,
                                                      QStringList *reasons) const
{
    QString reason;
    const std::optional<QJsonObject> json =
        BoundedFile::readObject(file.absoluteFilePath(), CourseFile::MaxFileBytes, &reason);
    if (!json) {
        reasons->append(reason);
        return std::nullopt;
    }
    CourseProblems problems;
    std::optional<RiverBoard> board = RiverBoard::read(*json, QString(), &problems);
    if (!board) {
        reasons->append(problemTexts(problems));
        return std::nullopt;
    }
    if (BoardLibrary::find(board->id)) {
        reasons->append(tr("id: “%1” is a built-in board").arg(board->id));
        return std::nullopt;
    }
    if (find(board->id)) {
        reasons->append(tr("id: “%1” is already taken").arg(board->id));
        return std::nullopt;
    }
    return board;
}

void UserBoardLibrary::reload()
{
    m_boards.clear();
    m_skipped.clear();
    const QDir dir(m_folder);
    // Everything named *.json, folders and devices included, so that each is reported.
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*.json")},
                          QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &file : files) {
        QStringList reasons;
        if (std::optional<RiverBoard> board = readBoard(file, &reasons))
            m_boards.push_back(std::move(*board));
        else
            m_skipped.push_back({file.fileName(), reasons});
    }
    emit changed();
}

QStringList UserBoardLibrary::problems() const
{
    QStringList lines;
    for (const Skipped &file : m_skipped) {
        for (const QString &reason : file.reasons)
            lines.append(QStringLiteral("%1: %2").arg(file.fileName, reason));
    }
    return lines;
}

const RiverBoard *UserBoardLibrary::find(const QString &id) const
{
    const auto it = std::find_if(m_boards.begin(), m_boards.end(),
                                 [&](const RiverBoard &board) { return board.id == id; });
    return it == m_boards.end() ? nullptr : &*it;
}

bool UserBoardLibrary::isValidId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[\\w][\\w \\-]{0,31}$"));
    return pattern.match(id).hasMatch() && !BoardLibrary::find(id) && id.trimmed() == id;
}

QString UserBoardLibrary::uniqueId(const QString &base) const
{
    QString stem = base.trimmed();
    stem.replace(QRegularExpression(QStringLiteral("[^\\w \\-]")), QStringLiteral("-"));
    stem = stem.left(28).trimmed();
    if (stem.isEmpty())
        stem = QStringLiteral("Board");
    QString id = stem;
    for (int n = 2; BoardLibrary::find(id) || find(id); ++n)
        id = QStringLiteral("%1 %2").arg(stem).arg(n);
    return id;
}

bool UserBoardLibrary::save(const RiverBoard &board, QString *error)
{
    if (!isValidId(board.id)) {
        *error = tr("“%1” cannot name a board: use letters, digits, spaces, '-' or '_', and not "
                    "the id of a built-in board.")
                     .arg(board.id);
        return false;
    }
    if (!QDir().mkpath(m_folder)) {
        *error = tr("%1: the folder cannot be created.").arg(QDir::toNativeSeparators(m_folder));
        return false;
    }
    const QString path = pathOf(board.id);
    QString reason;
    if (!AtomicFile::write(path, QJsonDocument(board.toJson()).toJson(QJsonDocument::Indented),
                           &reason)) {
        *error = tr("%1: cannot be written: %2").arg(QDir::toNativeSeparators(path), reason);
        return false;
    }
    reload();
    return true;
}

bool UserBoardLibrary::remove(const QString &id, QString *error)
{
    if (!find(id))
        return true;
    const QString path = pathOf(id);
    if (!QFile::remove(path)) {
        *error = tr("%1: cannot be removed.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    reload();
    return true;
}

} // namespace cw::salmon
