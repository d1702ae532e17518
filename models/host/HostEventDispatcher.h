#pragma once

namespace cw {

// Chooses the event dispatcher of a process that holds thousands of sockets (coursewright-server,
// bench_server_load): Qt's own Unix dispatcher rather than GLib's. GLib's finds a socket notifier
// by walking a list of every notifier, and QAbstractSocket turns its write notifier on and off at
// each message it sends, so with 4,000 connections that walk and GLib's checks of every source
// took a third of the host's time (docs/measurements.md, "the host under load"). Sets QT_NO_GLIB,
// so call it before the QCoreApplication is made; a QT_NO_GLIB already set is left as it is (set
// empty, it keeps GLib's dispatcher: how the benchmark measures the difference).
void useHostEventDispatcher();

} // namespace cw
