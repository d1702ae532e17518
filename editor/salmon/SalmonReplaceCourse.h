#pragma once

#include "SalmonCourseCommand.h"

namespace cw::salmon {

// Puts another river's boards in place of the document's, keeping its name and print layout:
// Roll Random River and Apply Preset, each one undo step named by `text`. Selects the river.
class SalmonReplaceCourse : public SalmonCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonReplaceCourse)

public:
    SalmonReplaceCourse(SalmonCourseDocument *document, const SalmonCourse &river,
                        const QString &text);

protected:
    void swap(SalmonCourse &river) override;
    void afterSwap(bool redone) override;

private:
    std::vector<BoardPlacement> m_boards;
    std::vector<SalmonRiverBoard> m_customBoards;
};

} // namespace cw::salmon
