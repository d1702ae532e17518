#pragma once

namespace cw::rowing {

// QUndoCommand::id() of the rowing commands that merge with the one before them (a drag, typing
// in a name). One enum, so ids never collide.
enum RowingCommandId {
    MoveSplitLineId = 1000,
    RenameLaneId,
    RenameCourseId,
};

} // namespace cw::rowing
