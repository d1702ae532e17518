#include "CourseHeader.h"

#include "core/Echoed.h"

namespace cw {

void CourseHeader::read(const QJsonObject &course, CourseJsonReader &reader, const QString &kindId,
                        int formatVersion, QString *name)
{
    const QJsonValue kind = course.value(QStringLiteral("kind"));
    if (kind.toString() != kindId)
        reader.fail(
            QStringLiteral("kind"),
            tr("expected \"%1\", found \"%2\"").arg(kindId, echoed(kind.toVariant().toString())));
    int version = formatVersion;
    if (reader.wholeNumber(course, {}, QStringLiteral("formatVersion"), true, 1, 1000000,
                           &version) &&
        version != formatVersion)
        reader.fail(QStringLiteral("formatVersion"),
                    tr("expected %1, found %2").arg(formatVersion).arg(version));
    reader.string(course, {}, QStringLiteral("name"), false, MaxNameLength, name);
}

QJsonObject CourseHeader::write(const QString &kindId, int formatVersion, const QString &name)
{
    return {{QStringLiteral("kind"), kindId},
            {QStringLiteral("formatVersion"), formatVersion},
            {QStringLiteral("name"), name}};
}

void CourseHeader::readPage(const QJsonObject &print, const QString &printPath,
                            CourseJsonReader &reader, PageSpec *page)
{
    QString paper = page->key();
    if (reader.string(print, printPath, QStringLiteral("paper"), false, 16, &paper)) {
        if (const std::optional<Paper> known = PageSpec::paperFromKey(paper))
            page->paper = *known;
        else
            reader.fail(CourseJsonReader::path(printPath, QStringLiteral("paper")),
                        tr("must be \"a4\" or \"letter\", found \"%1\"").arg(echoed(paper)));
    }
    reader.boolean(print, printPath, QStringLiteral("landscape"), false, &page->landscape);
}

void CourseHeader::writePage(const PageSpec &page, QJsonObject *print)
{
    print->insert(QStringLiteral("paper"), page.key());
    print->insert(QStringLiteral("landscape"), page.landscape);
}

} // namespace cw
