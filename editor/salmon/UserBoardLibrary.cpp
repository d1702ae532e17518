#include "UserBoardLibrary.h"

#include "salmon/BoardLibrary.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
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

void UserBoardLibrary::reload()
{
    m_boards.clear();
    m_problems.clear();
    const QDir dir(m_folder);
    const QStringList files =
        dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QString &name : files) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            m_problems.append(tr("%1: cannot be read: %2").arg(name, file.errorString()));
            continue;
        }
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(file.readAll(), &error);
        if (!json.isObject()) {
            m_problems.append(tr("%1: not a JSON object: %2").arg(name, error.errorString()));
            continue;
        }
        CourseProblems problems;
        std::optional<RiverBoard> board = RiverBoard::read(json.object(), QString(), &problems);
        if (!board) {
            for (const CourseProblem &problem : problems)
                m_problems.append(QStringLiteral("%1: %2").arg(name, problem.text()));
            continue;
        }
        if (BoardLibrary::find(board->id) || find(board->id)) {
            m_problems.append(tr("%1: the id “%2” is already taken").arg(name, board->id));
            continue;
        }
        m_boards.push_back(std::move(*board));
    }
    emit changed();
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(board.toJson()).toJson(QJsonDocument::Indented)) < 0 ||
        !file.commit()) {
        *error =
            tr("%1: cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString());
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
