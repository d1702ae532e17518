#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace cw {

// A plain-text table for the terminal: a header row, then one row per entry, each column as wide
// as its widest cell plus two spaces. Text columns are padded on the right, number columns on the
// left, so figures line up by their last digit.
class TextTable {
public:
    enum Alignment { Text, Number };

    void addColumn(const QString &header, Alignment alignment);
    // One cell per column, in the order the columns were added.
    void addRow(const QStringList &cells);
    QString toString() const;

private:
    QStringList m_headers;
    QList<Alignment> m_alignments;
    QList<QStringList> m_rows;
};

} // namespace cw
