#include "CourseName.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cw {

QString CourseName::of(const QJsonObject &course, const QString &source)
{
    const QString name = course.value(QStringLiteral("name")).toString();
    if (!source.startsWith(QLatin1String(":/courses/")))
        return name;
    // The English source text is the key: English has no entry and keeps the file's name.
    const QByteArray key = QFileInfo(source).completeBaseName().toUtf8();
    const QString translated = QCoreApplication::translate(Context, key.constData());
    return translated == QLatin1String(key) ? name : translated;
}

QString CourseName::untitled()
{
    return QCoreApplication::translate("cw::CourseName", "Untitled");
}

} // namespace cw
