#include "BoardPainterDraft.h"

#include "course/CourseProblem.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace cw::salmon {

namespace {
QString &overridePath()
{
    static QString path;
    return path;
}
} // namespace

QString BoardPainterDraft::path()
{
    if (!overridePath().isEmpty())
        return overridePath();
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("board-painter-draft.json"));
}

void BoardPainterDraft::setPath(const QString &path)
{
    overridePath() = path;
}

bool BoardPainterDraft::write(const RiverBoard &board, QString *error)
{
    const QString file = path();
    QSaveFile out(file);
    if (!QDir().mkpath(QFileInfo(file).absolutePath()) || !out.open(QIODevice::WriteOnly) ||
        out.write(QJsonDocument(board.toJson()).toJson(QJsonDocument::Indented)) < 0 ||
        !out.commit()) {
        *error = tr("%1: the unsaved board cannot be kept: %2")
                     .arg(QDir::toNativeSeparators(file), out.errorString());
        return false;
    }
    return true;
}

std::optional<RiverBoard> BoardPainterDraft::read(QString *error)
{
    error->clear();
    const QString name = QDir::toNativeSeparators(path());
    QFile file(path());
    if (!file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot be read: %2").arg(name, file.errorString());
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll(), &parse);
    if (parse.error != QJsonParseError::NoError || !json.isObject()) {
        *error = tr("%1: not a board: %2")
                     .arg(name, parse.error != QJsonParseError::NoError
                                    ? parse.errorString()
                                    : tr("the top level must be a JSON object"));
        return std::nullopt;
    }
    CourseProblems problems;
    std::optional<RiverBoard> board = RiverBoard::read(json.object(), QString(), &problems);
    if (!board)
        *error = tr("%1: %2").arg(name, problemTexts(problems).join(QStringLiteral("; ")));
    return board;
}

void BoardPainterDraft::remove()
{
    QFile::remove(path());
}

} // namespace cw::salmon
