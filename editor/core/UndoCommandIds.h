#pragma once

namespace cw {

// QUndoCommand::id() of every editor command that merges with the one before it (a drag, typing
// in a name, the steps of a spin box, a painter stroke). One enum for all the course kinds and
// the painters, as Tiled keeps its UndoCommands: the editor's QUndoGroup holds the stacks of every
// kind, so two commands must never share an id by accident. A kind's folder adds its merging
// commands here.
enum UndoCommandId {
    // rowing
    MoveSplitLineId = 1,
    RenameLaneId,
    RenameCourseId,
    // Salmon Run
    ShiftRiverBoardId,
    RenameRiverId,
    PaintBoardHexesId, // the board painter
    // Niagara
    RenameNiagaraRiverId,
    // Visions of Rainbows
    MoveBonusLineId,
    RenameRoadId,
    ChangePaintedTileId, // the tile painter
};

} // namespace cw
