#pragma once

#include "course/CourseProblem.h"

#include <QIcon>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

class QAction;
class QWidget;

namespace cw {

class CourseCanvas;
class CourseDocument;

// One thing a kind's palette can add to a course (rowing: a split line).
// An entry with an empty id is a note, not something to add: the palette shows it (with its icon
// and tool tip) but it cannot be clicked or dragged (a damaged file of the user's library, say).
struct PaletteEntry {
    QString id;      // passed back to CourseDocument::addFromPalette; also the drag payload
    QString text;    // its name under the thumbnail, short, translated
    QString toolTip; // what it is in full and what a click or a drop does, translated
    QIcon icon;      // the thumbnail: the piece as the canvas draws it
    // The palette's filters it belongs to ("Curves", "Mountain", "Your tiles"), translated; the
    // palette offers the filters its entries name, in the order they first appear.
    QStringList groups = {};
};

// What one course kind adds to the course editor (editor/<kind>/). The editor window knows
// kinds only through this interface and the list the kinds' folders register into
// (CourseKindEditors.h), so adding a kind touches only its folder. The kind's name and blank course
// come from its models/ side (CourseKinds::find(kindId())). Implementations hold no state: one
// instance serves every window.
class CourseKindEditor {
public:
    static constexpr const char *FieldProperty = "courseField";

    virtual ~CourseKindEditor() = default;

    // The kind's id, as in files ("rowing"); CourseKinds::find() knows it too.
    virtual QString kindId() const = 0;

    // A document editing `course`, a course object of this kind as CourseFile::read(), open() or
    // the kind's blank() returned it (it may break rules: the editor is where they are fixed).
    // Returns nullptr and appends the reasons to *problems when its structure cannot be held.
    virtual std::unique_ptr<CourseDocument> createDocument(const QJsonObject &course,
                                                           CourseProblems *problems) const = 0;

    // The course view for the centre of the window, showing and editing `document` (which must be
    // of this kind and outlive the canvas). Owned by `parent`.
    virtual CourseCanvas *createCanvas(CourseDocument *document, QWidget *parent) const = 0;

    // The Properties dock's content: it follows the document's selection by itself and edits
    // through undo commands. Same ownership rules as createCanvas(). Each field's widget carries
    // the dynamic property FieldProperty, set to the last key of the JSON path it edits
    // ("paceLimit", "laneMm"), so that clicking a problem in the Validation dock focuses it.
    virtual QWidget *createPropertiesPanel(CourseDocument *document, QWidget *parent) const = 0;

    // What the palette offers, translated in the current language (asked again on a change).
    virtual QList<PaletteEntry> paletteEntries() const = 0;

    // The kind's own File menu actions on `document`, shown after the exports (Salmon Run:
    // Export for Tiled…), each with an objectName; owned by `parent` (the window), which deletes
    // them before the document. None by default.
    virtual QList<QAction *> createFileActions(CourseDocument *document, QWidget *parent) const
    {
        Q_UNUSED(document)
        Q_UNUSED(parent)
        return {};
    }
};

} // namespace cw
