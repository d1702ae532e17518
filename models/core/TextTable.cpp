#include "TextTable.h"

#include <algorithm>

namespace cw {

void TextTable::addColumn(const QString &header, Alignment alignment)
{
    m_headers.append(header);
    m_alignments.append(alignment);
}

void TextTable::addRow(const QStringList &cells)
{
    m_rows.append(cells);
}

QString TextTable::toString() const
{
    QList<qsizetype> widths;
    for (const QString &header : m_headers)
        widths.append(header.size());
    for (const QStringList &row : m_rows) {
        for (qsizetype column = 0; column < row.size() && column < widths.size(); ++column)
            widths[column] = std::max(widths[column], row[column].size());
    }

    auto line = [&](const QStringList &cells) {
        QString text;
        for (qsizetype column = 0; column < widths.size(); ++column) {
            const QString cell = column < cells.size() ? cells[column] : QString();
            if (column > 0)
                text += QStringLiteral("  ");
            text += m_alignments[column] == Number ? cell.rightJustified(widths[column])
                                                   : cell.leftJustified(widths[column]);
        }
        // Trailing spaces of a left-aligned last column are noise in a terminal or a diff.
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        return text + QLatin1Char('\n');
    };

    QString text = line(m_headers);
    for (const QStringList &row : m_rows)
        text += line(row);
    return text;
}

} // namespace cw
