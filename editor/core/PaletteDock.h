#pragma once

#include "CourseKindEditor.h"

#include <QDockWidget>

class QListWidget;
class QListWidgetItem;

namespace cw {

// The Palette dock: what the course kind being edited can add. Clicking an entry adds one at a
// free place (activated); dragging it onto the canvas adds one where it is dropped
// (CourseCanvas::paletteMimeType()).
class PaletteDock : public QDockWidget {
    Q_OBJECT
public:
    explicit PaletteDock(QWidget *parent = nullptr);

    // Shows the entries of `kind` (nullptr: none). `kind` must outlive the dock.
    void setKind(const CourseKindEditor *kind);
    QListWidget *list() const { return m_list; }
    // The dock height that shows every entry (for the default layout).
    int heightForEntries() const;

signals:
    // The user clicked the entry with this id.
    void entryActivated(const QString &entryId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    const CourseKindEditor *m_kind = nullptr;
    QListWidget *m_list;
};

} // namespace cw
