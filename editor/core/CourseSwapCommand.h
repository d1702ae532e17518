#pragma once

#include <QUndoCommand>

namespace cw {

// Base of a kind's undo commands that change values (as in Tiled): the command holds the other
// value of what it changes, and redo and undo are the same swap of it with the course's. After
// the swap, afterSwap() may move the selection. `Document` is a CourseDocumentOf<Course>; it
// must outlive the command (its undo stack owns the commands).
template <class Document, class Course>
class CourseSwapCommand : public QUndoCommand {
public:
    void redo() final { swapWithDocument(true); }
    void undo() final { swapWithDocument(false); }

protected:
    explicit CourseSwapCommand(Document *document) : m_document(document) {}

    // Exchanges the command's value with the one in `course` (a copy of the document's).
    virtual void swap(Course &course) = 0;
    // Called after the document holds the swapped course; `redone` tells redo from undo.
    virtual void afterSwap(bool redone) { Q_UNUSED(redone) }

    Document *m_document;

private:
    void swapWithDocument(bool redone)
    {
        Course course = m_document->course();
        swap(course);
        m_document->setCourse(course);
        afterSwap(redone);
    }
};

} // namespace cw
