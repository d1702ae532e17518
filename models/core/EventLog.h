#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <cstddef>
#include <span>
#include <vector>

namespace cw {

// What happened in a game, in order: the events behind Game::takeLog(), the board's animations
// and Game::takeLabEvents(). Event is the game's plain event struct (RowingEvent, SalmonEvent…);
// the game owns one EventLog and forwards Game::setRecordLog() and takeLog() to it.
//
// Only the state the app shows (or a tournament watches) records: a log is off until
// setRecording(true), and while it is off record() costs one test and no allocation. A game's
// clone() builds the copy from its state alone, so a clone made for search starts with an empty
// log that is off.
//
// Each reader (the narration, the course lab) reads every event once: takeUnread() hands it the
// events recorded since its previous call. events() is every event, for the board.
template <typename Event>
class EventLog {
public:
    enum Reader { Narration, Lab, ReaderCount };

    bool isRecording() const { return m_recording; }
    void setRecording(bool on) { m_recording = on; }

    // Appends Event{fields...} while recording; does nothing otherwise. Unlikely: a search's
    // copies and playouts, which make nearly all the calls, never record, so the compiler keeps
    // the recording out of the way of the rules.
    template <typename... Fields>
    void record(const Fields &...fields)
    {
        if (m_recording) [[unlikely]]
            m_events.push_back(Event{fields...});
    }

    const std::vector<Event> &events() const { return m_events; }

    // Game::adoptEvents: `other`'s events as this log's, every reader past them; recording is
    // left as it was (a seat's copy does not record: it is never played on).
    void adopt(const EventLog &other)
    {
        m_events = other.m_events;
        m_read.fill(m_events.size());
    }

    // The events `reader` has not read yet, oldest first; from now on they count as read. The
    // span is valid until the next record().
    std::span<const Event> takeUnread(Reader reader)
    {
        std::size_t &read = m_read[reader];
        const std::span<const Event> unread(m_events.data() + read, m_events.size() - read);
        read = m_events.size();
        return unread;
    }

    // Game::takeLog(): the sentences of the events not narrated yet, each from
    // `sentence(const Event &) -> QString`; an event whose sentence is empty says nothing.
    template <typename Sentence>
    QStringList narrate(const Sentence &sentence)
    {
        QStringList lines;
        for (const Event &event : takeUnread(Narration)) {
            const QString line = sentence(event);
            if (!line.isEmpty())
                lines.append(line);
        }
        return lines;
    }

private:
    bool m_recording = false;
    std::vector<Event> m_events;
    std::array<std::size_t, ReaderCount> m_read{};
};

} // namespace cw
