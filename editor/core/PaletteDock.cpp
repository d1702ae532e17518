#include "PaletteDock.h"

#include "CourseCanvas.h"

#include <QEvent>
#include <QListWidget>
#include <QMimeData>

#include <algorithm>

namespace cw {

namespace {
constexpr int EntryIdRole = Qt::UserRole;

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
};
} // namespace

PaletteDock::PaletteDock(QWidget *parent) : QDockWidget(parent), m_list(new PaletteList(this))
{
    setObjectName(QStringLiteral("paletteDock"));
    m_list->setObjectName(QStringLiteral("paletteList"));
    m_list->setDragEnabled(true);
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setIconSize(QSize(32, 32));
    m_list->setSpacing(2);
    setWidget(m_list);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const QString id = item->data(EntryIdRole).toString();
        if (!id.isEmpty())
            emit entryActivated(id);
    });
    retranslate();
}

void PaletteDock::setKind(const CourseKindEditor *kind)
{
    m_kind = kind;
    refresh();
}

void PaletteDock::refresh()
{
    m_list->clear();
    if (!m_kind)
        return;
    for (const PaletteEntry &entry : m_kind->paletteEntries()) {
        auto *item = new QListWidgetItem(entry.icon, entry.text, m_list);
        item->setData(EntryIdRole, entry.id);
        item->setToolTip(entry.toolTip);
        item->setStatusTip(entry.toolTip);
        if (entry.id.isEmpty()) // a note: readable, but neither selectable nor draggable
            item->setFlags(Qt::ItemIsEnabled);
    }
}

int PaletteDock::heightForEntries() const
{
    int rows = 0;
    for (int i = 0; i < m_list->count(); ++i)
        rows += m_list->sizeHintForRow(i) + 2 * m_list->spacing();
    const int title = height() - m_list->height(); // the title bar and frame
    return std::max(rows, 40) + 2 * m_list->frameWidth() + std::max(title, 0) + 4;
}

void PaletteDock::retranslate()
{
    setWindowTitle(tr("Palette"));
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
