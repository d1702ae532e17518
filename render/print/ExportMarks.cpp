#include "ExportMarks.h"

#include "core/WriterName.h"

#include <QFile>
#include <QFileInfo>

namespace cw::print::ExportMarks {

namespace {

// How far into a file its mark may lie: past a PDF's title or an SVG's (200 characters, escaped).
constexpr qint64 MarkWithin = 4096;

// The maker's name as a PDF string: UTF-16BE with a byte order mark, as QPdfWriter writes
// /Creator.
QByteArray pdfString(const QString &text)
{
    QByteArray bytes("\xfe\xff", 2);
    for (const QChar c : text) {
        bytes.append(char(c.unicode() >> 8));
        bytes.append(char(c.unicode() & 0xff));
    }
    return bytes;
}

} // namespace

bool isOurs(const QString &path)
{
    if (!QFileInfo(path).isFile())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(MarkWithin);
    const QByteArray name = writerName().toUtf8();
    if (head.startsWith("%PDF-"))
        return head.contains("/Creator (" + pdfString(writerName()) + ')');
    if (head.startsWith("\x89PNG\r\n\x1a\n"))
        return head.contains("tEXtSoftware" + QByteArray(1, '\0') + name);
    if (head.startsWith("<?xml"))
        return head.contains("<desc>" + name + ' ') ||
               head.contains("name=\"generator\" value=\"" + name + '"');
    return false;
}

QString svgDescription(const QString &text)
{
    return writerName() + QStringLiteral(" · ") + text;
}

} // namespace cw::print::ExportMarks
