#pragma once

namespace cw {

// QUndoCommand::id() of the editor commands that merge with the one before them. One enum, as
// Tiled keeps its UndoCommands, and no course kind in it: an id names a kind of edit, not a
// command class, so a new kind of course adds no line here. Several classes (and the
// instantiations of ChangeValue) share an id, and the editor's QUndoGroup holds the stacks of
// every kind, so every mergeWith() checks with dynamic_cast that the other command is its own
// class and then that it changes the same thing (document, field or piece, merge key) before it
// merges; a command that must not merge returns -1.
enum UndoCommandId {
    // One value set in steps: the keys typed into a field, the steps of a spin box, a value
    // dragged (ChangeValue; a painter's whole piece changed field by field).
    ChangeValueId = 1,
    // A piece dragged on a canvas, one step per mouse move (a board shifted sideways, a bonus
    // line moved from row to row).
    MovePieceId,
    // One stroke of a painter's brush, one step per dab.
    PaintStrokeId,
};

} // namespace cw
