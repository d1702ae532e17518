#include "PaletteDock.h"
#include "PlainText.h"

#include "CourseCanvas.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QVBoxLayout>

#include <algorithm>

namespace cw {

namespace {
constexpr int EntryIdRole = Qt::UserRole;
constexpr int GroupsRole = Qt::UserRole + 1;
constexpr int Thumbnail = 64;
// A cell: the thumbnail over two or three short lines of its name.
constexpr QSize Cell(96, Thumbnail + 52);

// A list whose drags carry the palette entry's id under CourseCanvas::paletteMimeType().
class PaletteList : public QListWidget {
public:
    using QListWidget::QListWidget;

protected:
    QStringList mimeTypes() const override { return {CourseCanvas::paletteMimeType()}; }
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override
    {
        if (items.isEmpty())
            return nullptr;
        auto *data = new QMimeData;
        data->setData(CourseCanvas::paletteMimeType(),
                      items.front()->data(EntryIdRole).toString().toUtf8());
        return data;
    }
    Qt::DropActions supportedDropActions() const override { return Qt::CopyAction; }
};
} // namespace

PaletteDock::PaletteDock(QWidget *parent)
    : QDockWidget(parent), m_filterLabel(new QLabel), m_filter(new QComboBox),
      m_list(new PaletteList), m_notes(new QLabel)
{
    setObjectName(QStringLiteral("paletteDock"));
    m_filter->setObjectName(QStringLiteral("paletteFilter"));
    m_list->setObjectName(QStringLiteral("paletteList"));
    m_notes->setObjectName(QStringLiteral("paletteNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::RichText); // the notes escape every name they show
    m_notes->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_notes->setContentsMargins(6, 4, 6, 4);
    m_notes->installEventFilter(this);
    m_list->setViewMode(QListView::IconMode);
    m_list->setMovement(QListView::Static);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setFlow(QListView::LeftToRight);
    m_list->setWrapping(true);
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->setUniformItemSizes(true);
    m_list->setIconSize(QSize(Thumbnail, Thumbnail));
    m_list->setGridSize(Cell);
    m_list->setDragEnabled(true);
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    m_list->setDefaultDropAction(Qt::CopyAction);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    auto *content = new QWidget;
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filterLabel);
    filterRow->addWidget(m_filter, 1);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(filterRow);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_notes, 1);
    m_filterLabel->setBuddy(m_filter);
    setWidget(content);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const QString id = item->data(EntryIdRole).toString();
        if (!id.isEmpty())
            emit entryActivated(id);
    });
    connect(m_filter, &QComboBox::currentIndexChanged, this, &PaletteDock::applyFilter);
    retranslate();
}

void PaletteDock::setKind(const CourseKindEditor *kind)
{
    // The same kind again (its entries changed): the filter stays.
    if (kind != m_kind)
        m_filter->setCurrentIndex(0);
    m_kind = kind;
    refresh();
}

void PaletteDock::refresh()
{
    const QString chosen = m_filter->currentIndex() > 0 ? m_filter->currentText() : QString();
    m_list->clear();
    QStringList groups;
    QStringList notes;
    bool onlyNotes = true;
    if (m_kind) {
        for (const PaletteEntry &entry : m_kind->paletteEntries()) {
            if (entry.id.isEmpty())
                notes.append(tr("<b>%1</b>. %2")
                                 .arg(entry.text.toHtmlEscaped(), entry.toolTip.toHtmlEscaped()));
            else
                onlyNotes = false;
            auto *item = new QListWidgetItem(entry.icon, entry.text, m_list);
            item->setData(EntryIdRole, entry.id);
            item->setData(GroupsRole, entry.groups);
            item->setToolTip(PlainText::toolTip(entry.toolTip));
            item->setStatusTip(entry.toolTip);
            item->setTextAlignment(Qt::AlignHCenter | Qt::AlignTop);
            item->setSizeHint(Cell);
            if (entry.id.isEmpty()) // a note: readable, but neither selectable nor draggable
                item->setFlags(Qt::ItemIsEnabled);
            for (const QString &group : entry.groups)
                if (!groups.contains(group))
                    groups.append(group);
        }
    }
    {
        const QSignalBlocker blocker(m_filter);
        m_filter->clear();
        m_filter->addItem(tr("All"));
        m_filter->addItems(groups);
        m_filter->setCurrentIndex(std::max(0, int(m_filter->findText(chosen))));
    }
    // Nothing to add but notes: read as text, not as icons to drag.
    onlyNotes = onlyNotes && !notes.isEmpty();
    m_notes->setText(onlyNotes ? notes.join(QStringLiteral("<br>")) : QString());
    m_notes->setMinimumHeight(
        m_notes->text().isEmpty() ? 0 : m_notes->heightForWidth(m_notes->width()));
    m_notes->setVisible(onlyNotes);
    m_list->setVisible(!onlyNotes);
    // One group or none: nothing to choose.
    m_filter->setVisible(groups.size() > 1);
    m_filterLabel->setVisible(groups.size() > 1);
    applyFilter();
}

void PaletteDock::applyFilter()
{
    const QString group = m_filter->currentIndex() > 0 ? m_filter->currentText() : QString();
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        item->setHidden(!group.isEmpty() && !item->data(GroupsRole).toStringList().contains(group));
    }
}

int PaletteDock::heightForEntries(int most) const
{
    const int title = std::max(0, height() - widget()->height()); // the title bar and frame
    if (m_notes->isVisibleTo(this))
        return std::min(m_notes->heightForWidth(std::max(100, widget()->width() - 4)) + title + 8,
                        most);
    int shown = 0;
    for (int i = 0; i < m_list->count(); ++i)
        shown += !m_list->item(i)->isHidden();
    const int columns = std::max(1, (m_list->viewport()->width() - 4) / Cell.width());
    const int rows = std::max(1, (shown + columns - 1) / columns);
    const int filter = m_filter->isVisibleTo(this) ? m_filter->sizeHint().height() + 6 : 0;
    const int wanted = rows * Cell.height() + 2 * m_list->frameWidth() + filter + title + 12;
    return std::min(wanted, most);
}

void PaletteDock::retranslate()
{
    setWindowTitle(tr("Palette"));
    m_list->setAccessibleName(windowTitle()); // what a screen reader names the list (issue 54)
    m_filterLabel->setText(tr("&Show:"));
}

// The notes keep the height their wrapped text needs at their width: a dock takes no height for
// width from its content, so a short dock (stacked with others at 1920 × 1080, or at 150 % text,
// issue 54) cut the notes' last lines.
bool PaletteDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_notes &&
        (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        m_notes->setMinimumHeight(m_notes->heightForWidth(m_notes->width()));
    return QDockWidget::eventFilter(watched, event);
}

void PaletteDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QDockWidget::changeEvent(event);
}

} // namespace cw
