#include "SalmonCensusPanel.h"

#include "SalmonCourseDocument.h"
#include "salmon/SalmonBoardCensus.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <functional>

namespace cw::salmon {

namespace {
struct Row {
    QString name;
    std::function<int(const BoardCensus &)> count;
};

std::vector<Row> rows()
{
    std::vector<Row> list = {
        {SalmonCensusPanel::tr("Water"), [](const BoardCensus &c) { return c.water; }},
        {SalmonCensusPanel::tr("Rocks"), [](const BoardCensus &c) { return c.rocks; }},
        {SalmonCensusPanel::tr("Waterfalls"), [](const BoardCensus &c) { return c.waterfalls; }},
        {SalmonCensusPanel::tr("Bear paws"), [](const BoardCensus &c) { return c.bearPaws; }},
        {SalmonCensusPanel::tr("Current arrows"),
         [](const BoardCensus &c) { return c.currentArrows; }},
        {SalmonCensusPanel::tr("Double currents"),
         [](const BoardCensus &c) { return c.doubleCurrents; }},
    };
    for (int s = 1; s < SymbolCount; ++s)
        if (Symbol(s) != Symbol::BearPaw) // counted above
            list.push_back(
                {symbolName(Symbol(s)), [s](const BoardCensus &c) { return c.symbol(Symbol(s)); }});
    return list;
}
} // namespace

SalmonCensusPanel::SalmonCensusPanel(SalmonCourseDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)),
      m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("salmonCensus"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_table->setObjectName(QStringLiteral("censusTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setMinimumSectionSize(30);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_table);
    connect(document, &SalmonCourseDocument::changed, this, &SalmonCensusPanel::sync);
    connect(document, &SalmonCourseDocument::selectionChanged, this, &SalmonCensusPanel::sync);
    sync();
}

void SalmonCensusPanel::sync()
{
    m_title->setText(tr("Information"));
    m_table->setAccessibleName(m_title->text()); // what a screen reader names it (issue 54)
    const SalmonCourse &river = m_document->river();
    const SalmonBoardCensus census = SalmonBoardCensus::of(river);
    std::vector<Row> shown;
    for (Row &row : rows())
        if (row.count(census.total) > 0)
            shown.push_back(std::move(row));
    const int columns = int(census.boards.size()) + 1;
    m_table->clear();
    m_table->setRowCount(int(shown.size()));
    m_table->setColumnCount(columns);
    QStringList headers;
    for (const BoardPlacement &placement : river.boards)
        headers.append(placement.board);
    headers.append(tr("Total"));
    m_table->setHorizontalHeaderLabels(headers);
    QStringList names;
    for (const Row &row : shown)
        names.append(row.name);
    m_table->setVerticalHeaderLabels(names);
    const int selected = m_document->selectedBoard();
    // The selection's own pair of colours, so that the column reads in any palette (the dark app
    // palette's light text would vanish on a pale tint).
    const QBrush highlight = palette().brush(QPalette::Highlight);
    const QBrush highlightText = palette().brush(QPalette::HighlightedText);
    QFont bold = font();
    bold.setBold(true);
    for (int r = 0; r < int(shown.size()); ++r) {
        for (int c = 0; c < columns; ++c) {
            const bool total = c == columns - 1;
            const int count =
                shown[std::size_t(r)].count(total ? census.total : census.boards[std::size_t(c)]);
            auto *item = new QTableWidgetItem(count ? QString::number(count) : QStringLiteral("·"));
            item->setTextAlignment(Qt::AlignCenter);
            if (total)
                item->setFont(bold);
            if (c == selected) {
                item->setBackground(highlight);
                item->setForeground(highlightText);
            }
            m_table->setItem(r, c, item);
        }
    }
    // As tall as its rows: the Properties dock scrolls, not the table.
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r)
        height += m_table->verticalHeader()->sectionSizeHint(r);
    m_table->setFixedHeight(height + m_table->horizontalScrollBar()->sizeHint().height());
}

void SalmonCensusPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        sync();
    QWidget::changeEvent(event);
}

} // namespace cw::salmon
