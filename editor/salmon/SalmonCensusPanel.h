#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace cw::salmon {

class SalmonCourseDocument;

// The information panel: what each board of the river holds and the river in all
// (SalmonBoardCensus): water, rocks, waterfalls, bear paws, current arrows, double currents and
// each symbol. One column per placed board, then the total; the selected board's column is
// highlighted. Rows that are zero everywhere are left out, so the table stays short.
class SalmonCensusPanel : public QWidget {
    Q_OBJECT
public:
    explicit SalmonCensusPanel(SalmonCourseDocument *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();

    SalmonCourseDocument *m_document;
    QLabel *m_title;
    QTableWidget *m_table;
};

} // namespace cw::salmon
