#pragma once

#include "CourseSelection.h"

#include <QJsonObject>
#include <QObject>
#include <QPointF>
#include <QString>

#include <optional>

class QUndoStack;

namespace cw {

// One course being edited, of one kind: the kind's model of the course, its undo stack (every
// change goes through a QUndoCommand pushed there) and the selection. Each course kind derives
// its document from this (editor/<kind>/); the editor window only uses this interface.
class CourseDocument : public QObject {
    Q_OBJECT
public:
    explicit CourseDocument(QObject *parent = nullptr);
    ~CourseDocument() override;

    // The kind's id, as in files ("rowing").
    virtual QString kindId() const = 0;
    // The course as a course file holds it (the kind's toJson): what is saved, checked and played.
    virtual QJsonObject toJson() const = 0;

    // The element a problem's JSON path names ("splitLines[2].metres" → that split line); the
    // empty selection (the course itself) for paths naming a property of the whole course.
    virtual CourseSelection selectionForPath(const QString &path) const = 0;
    // Selects what a problem at `path` names (the Problems list's click). By default the element
    // selectionForPath names; a kind may mark more (a row of a road tile).
    virtual void selectProblem(const QString &path) { setSelection(selectionForPath(path)); }
    // The element a problem's JSON path names, for people ("Split line at 500 m"), translated.
    // Defaults to the path itself.
    virtual QString describePath(const QString &path) const { return path; }

    // Whether Edit > Delete can remove the selection, and doing it (through an undo command).
    virtual bool canDeleteSelection() const = 0;
    virtual void deleteSelection() = 0;

    // The one drop rule of every kind: a palette piece dropped on the canvas is inserted next to
    // what is under the pointer (Insert), or takes its place while Shift is held (Replace). Where
    // nothing can be replaced, Replace inserts.
    enum class DropMode { Insert, Replace };

    // Adds what a palette entry makes (CourseKindEditor::paletteEntries), through an undo
    // command: at `positionMm` (the course position of the canvas, CourseCanvas::toCourse) as
    // `mode` says when it was dropped there, else after the selection or at a sensible free
    // place. Returns false when nothing could be added (no room); message() may say why.
    virtual bool addFromPalette(const QString &entryId, std::optional<QPointF> positionMm,
                                DropMode mode = DropMode::Insert) = 0;
    // What dropping a palette piece would do, for the status bar during the drag.
    struct DropOutcome {
        bool possible = false;
        // What it does ("Insert 3A after tile 4 (2B)") or why it cannot be done there,
        // translated, without a final full stop; may be empty when it is not possible (Replace
        // where there is nothing to replace).
        QString text;
    };
    virtual DropOutcome dropOutcome(const QString &entryId, const QPointF &positionMm,
                                    DropMode mode) const = 0;

    // Replaces the whole course by `course` (a course of this kind, as a file holds it) in one
    // undo step named `text`; false, with nothing changed, when it cannot be read as one.
    virtual bool replaceCourse(const QJsonObject &course, const QString &text) = 0;

    // Owned by the document; the editor window adds it to its QUndoGroup.
    QUndoStack *undoStack() const { return m_undoStack; }

    const CourseSelection &selection() const { return m_selection; }
    // Emits selectionChanged when the selection is another one.
    void setSelection(const CourseSelection &selection);

signals:
    // After every change of the course (an undo command's redo or undo).
    void changed();
    void selectionChanged();
    // A word for the status bar about what an edit did beyond what it was asked (a bonus line
    // that went with the tile it lay on) or why it could not be done, translated.
    void message(const QString &text);

private:
    QUndoStack *m_undoStack;
    CourseSelection m_selection;
};

} // namespace cw
