#pragma once

#include "Rng.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <cstdint>
#include <type_traits>

namespace cw {

// The compact binary form a game's position is saved in (docs/seat-copy.md): integers as
// zigzag varints (small numbers take one byte), flags as one byte, the generator's words as eight
// little-endian bytes. Each game's <Game>StateCodec writes its fields in one order and reads them
// back in the same order.
class StateWriter {
public:
    void integer(std::int64_t value);
    void flag(bool value) { integer(value ? 1 : 0); }
    void word(std::uint64_t value);
    // The generator's four words: a loaded position draws the same numbers next.
    void rng(const Rng &rng);
    const QByteArray &bytes() const { return m_bytes; }

private:
    QByteArray m_bytes;
};

// Reads a StateWriter's bytes, which may come from a machine that lies: every read is bounded by
// the bytes there are and checked against the range the caller gives. The first problem is kept
// as "field: reason" and every later read returns the field's lowest value, so a codec reads on
// without checking after each field and asks ok() where a value is about to index something.
class StateReader {
public:
    explicit StateReader(QByteArrayView bytes) : m_bytes(bytes) {}

    // An integer in [min, max]; else the reader fails with "field: …".
    int integer(const char *field, int min, int max);
    std::int64_t integer64(const char *field, std::int64_t min, std::int64_t max);
    bool flag(const char *field);
    std::uint64_t word(const char *field);
    // Four words, refused when all are zero (xoshiro256** would then draw zeros for ever).
    Rng rng(const char *field);

    // Fails the reader with "field: reason" unless it already failed.
    void fail(const QString &field, const QString &reason);
    // Fails with "field: reason" when `holds` is false; returns `holds` (and false once failed).
    bool check(bool holds, const char *field, const QString &reason);

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    bool atEnd() const { return m_at == m_bytes.size(); }
    qsizetype position() const { return m_at; }

private:
    bool varint(const char *field, std::uint64_t *out);

    QByteArrayView m_bytes;
    qsizetype m_at = 0;
    QString m_error;
};

// A game's cards counted per type (a struct whose array `n` holds one small count per type):
// written in order, and read back each within [0, max] or refused naming `field`.
template <typename Counts>
void writeCounts(StateWriter &out, const Counts &counts)
{
    for (const auto count : counts.n)
        out.integer(count);
}

template <typename Counts>
Counts readCounts(StateReader &in, const char *field, int max)
{
    Counts counts;
    for (auto &count : counts.n)
        count = static_cast<std::remove_reference_t<decltype(count)>>(in.integer(field, 0, max));
    return counts;
}

} // namespace cw
