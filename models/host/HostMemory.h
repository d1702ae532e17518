#pragma once

namespace cw {

// Gives the pages of memory the host has freed back to the system (glibc's malloc_trim; nothing
// elsewhere). glibc keeps a freed block's pages as long as a live block sits above it in the heap,
// and a host's heap is a mix of both: every message sent passes through a 32 KiB socket buffer
// that is freed once the kernel took it, and games starting or ending together leave their
// messages' memory behind. At 1,000 games that was about 15 kB a game (docs/measurements.md).
// Costs a walk of the free blocks (no measurable CPU or latency at 1,000 games): Host calls it
// once a second, not at each message.
void releaseFreedMemory();

} // namespace cw
