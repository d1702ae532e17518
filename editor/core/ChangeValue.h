#pragma once

#include "CourseField.h"
#include "CourseSwapCommand.h"
#include "UndoCommandIds.h"

#include <QCoreApplication>
#include <QString>

#include <type_traits>
#include <utility>

namespace cw {

// The course type a CourseDocumentOf<Course> holds.
template <class Document>
using CourseOf = std::remove_cvref_t<decltype(std::declval<const Document &>().course())>;

// One undo step that sets one value of a course, as Tiled's ChangeValue<Object, Value>: the
// command holds the document, the field (CourseField) and the other value, and redo and undo are
// the same exchange of that value with the course's. `Document` is a CourseDocumentOf<Course>; it
// must outlive the command (its undo stack owns the commands).
//
// The steps of one edit (the keys typed into a name, the steps of a drag) pass the same non-zero
// `mergeKey` and merge into one step: the merged command keeps the value from before the first
// step (the course already holds the last one) and shows the text of the last step; a merge that
// brings the field back to the value it started from makes the command obsolete, so the stack
// drops it. Commands with mergeKey 0 never merge.
template <class Document, class Value>
class ChangeValue : public CourseSwapCommand<Document, CourseOf<Document>> {
public:
    using Course = CourseOf<Document>;
    using Field = CourseField<Course, Value>;

    // Sets `field` of `document`'s course to `value` when redone; `text` is the menu text
    // (translated by the caller, as specific as "Rename Lane 2").
    ChangeValue(Document *document, Field field, Value value, const QString &text, int mergeKey = 0)
        : CourseSwapCommand<Document, Course>(document), m_field(field), m_value(std::move(value)),
          m_mergeKey(mergeKey)
    {
        this->setText(text);
    }

    int id() const override { return m_mergeKey != 0 ? ChangeValueId : -1; }

    // Merges `other` when it is a ChangeValue of the same document, field and merge key.
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *change = dynamic_cast<const ChangeValue *>(other);
        if (!change || change->m_mergeKey != m_mergeKey || change->m_document != this->m_document ||
            change->m_field != m_field)
            return false;
        this->setText(change->text());
        Course course = this->m_document->course(); // a copy: fields are reached non-const
        this->setObsolete(m_field.in(course) == m_value);
        return true;
    }

    // The value redo() sets before it runs, the one undo() brings back after.
    const Value &value() const { return m_value; }
    const Field &field() const { return m_field; }

protected:
    void swap(Course &course) final { m_value = std::exchange(m_field.in(course), m_value); }

private:
    Field m_field;
    Value m_value;
    int m_mergeKey;
};

// The course's print layout (`field`: its `print` member, or the page of a kind whose print sizes
// are fixed) set to `layout`: one undo step per change, the same text for every kind.
template <class Document, class Course, class Layout>
ChangeValue<Document, Layout> *
changePrintLayout(Document *document, CourseField<Course, Layout> field, const Layout &layout)
{
    return new ChangeValue<Document, Layout>(
        document, field, layout,
        QCoreApplication::translate("cw::ChangeValue", "Change Print Layout"));
}

} // namespace cw
