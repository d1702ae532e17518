#include "SalmonReplaceCourse.h"

#include "SalmonCourseDocument.h"

namespace cw::salmon {

SalmonReplaceCourse::SalmonReplaceCourse(SalmonCourseDocument *document, const SalmonCourse &river,
                                         const QString &text)
    : SalmonCourseCommand(document), m_boards(river.boards), m_customBoards(river.customBoards)
{
    setText(text);
}

void SalmonReplaceCourse::swap(SalmonCourse &river)
{
    std::swap(river.boards, m_boards);
    std::swap(river.customBoards, m_customBoards);
}

void SalmonReplaceCourse::afterSwap(bool redone)
{
    Q_UNUSED(redone)
    m_document->selectRiver();
}

} // namespace cw::salmon
