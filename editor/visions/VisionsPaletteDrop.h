#pragma once

#include "core/CourseDocument.h"
#include "visions/VisionsCourse.h"

#include <QCoreApplication>

#include <optional>

namespace cw::visions {

class VisionsCourseDocument;

// The road palette's pieces and where they go (the editor's one drop rule, CourseDocument::
// DropMode). A tile side dropped on a tile is inserted after it (before it when it is the
// Finish), or with Shift takes its place; dropped beside the road, or clicked, it is inserted
// after the selection (before the Finish when nothing is selected). A bonus line dropped on a
// tile lies at the boundary nearest the pointer where its terrain is, when the tile holds no line
// (with Shift it replaces the tile's line); clicked, it goes where one fits
// (VisionsBonusLinePlaces).
class VisionsPaletteDrop {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsPaletteDrop)

public:
    // Palette entry ids: "visions.tile:C3:A", "visions.bonus:sprint", "visions.bonus:mountain".
    static QString tileEntryId(const QString &tile, const QString &side);
    static QString bonusEntryId(BonusLine::Type type);

    // What a drop of `entryId` at `positionMm` would do in `mode` (nothing for an unknown id).
    static CourseDocument::DropOutcome outcome(const VisionsCourseDocument &document,
                                               const QString &entryId, const QPointF &positionMm,
                                               CourseDocument::DropMode mode);
    // Does it, through the document's undo commands (a click when `positionMm` is empty). False
    // when it cannot be done; the document's message() then says why, where there is a reason.
    static bool apply(VisionsCourseDocument &document, const QString &entryId,
                      std::optional<QPointF> positionMm, CourseDocument::DropMode mode);

private:
    struct Plan;
    static Plan plan(const VisionsCourseDocument &document, const QString &entryId,
                     std::optional<QPointF> positionMm, CourseDocument::DropMode mode);
};

} // namespace cw::visions
