#pragma once

namespace cw::salmon {

// QUndoCommand::id() of the Salmon Run editor's commands that merge with the one before them (a
// drag, typing in a name, a painter stroke). One enum, so ids never collide; far from the rowing
// ids (RowingCommandIds.h), as the editor shares one undo group between kinds.
enum SalmonCommandId {
    ShiftRiverBoardId = 2000,
    RenameRiverId,
    PaintBoardHexesId,
};

} // namespace cw::salmon
