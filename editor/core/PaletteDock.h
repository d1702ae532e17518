#pragma once

#include "CourseKindEditor.h"

#include <QDockWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;

namespace cw {

// The Palette dock: what the course kind being edited can add, as a grid of thumbnails with their
// names (the full description in each tool tip), and a filter by the groups the entries name
// (terrain, shape, bonus lines, the user's own pieces) when they name more than one. Clicking an
// entry adds one after the selection (activated); dragging it onto the canvas adds one where it is
// dropped (CourseCanvas::paletteMimeType(), the drop rule in CourseDocument::DropMode). A kind
// with only notes (nothing it can add: Niagara) shows them as text in place of the grid.
class PaletteDock : public QDockWidget {
    Q_OBJECT
public:
    explicit PaletteDock(QWidget *parent = nullptr);

    // Shows the entries of `kind` (nullptr: none). `kind` must outlive the dock.
    void setKind(const CourseKindEditor *kind);
    QListWidget *list() const { return m_list; }
    QComboBox *filter() const { return m_filter; }
    // The dock height that shows every entry at the dock's width, less room for the rest of the
    // column: at most `most` (for the default layout).
    int heightForEntries(int most) const;

signals:
    // The user clicked the entry with this id.
    void entryActivated(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void applyFilter();
    void retranslate();

    const CourseKindEditor *m_kind = nullptr;
    QLabel *m_filterLabel;
    QComboBox *m_filter;
    QListWidget *m_list;
    QLabel *m_notes; // the notes' texts, when the kind has nothing else
};

} // namespace cw
