#include "StateBytes.h"

namespace cw {

namespace {

std::uint64_t zigzag(std::int64_t value)
{
    return (std::uint64_t(value) << 1) ^ std::uint64_t(value >> 63);
}

std::int64_t unzigzag(std::uint64_t value)
{
    return std::int64_t(value >> 1) ^ -std::int64_t(value & 1);
}

} // namespace

void StateWriter::integer(std::int64_t value)
{
    std::uint64_t rest = zigzag(value);
    while (rest >= 0x80) {
        m_bytes.append(char(0x80 | (rest & 0x7f)));
        rest >>= 7;
    }
    m_bytes.append(char(rest));
}

void StateWriter::word(std::uint64_t value)
{
    for (int byte = 0; byte < 8; ++byte)
        m_bytes.append(char((value >> (8 * byte)) & 0xff));
}

void StateWriter::rng(const Rng &rng)
{
    for (std::uint64_t value : rng.state())
        word(value);
}

// At most ten bytes, the tenth holding the 64th bit only: a longer run is refused, not read on.
bool StateReader::varint(const char *field, std::uint64_t *out)
{
    std::uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (m_at >= m_bytes.size()) {
            fail(QString::fromLatin1(field), QStringLiteral("the copy ends before it"));
            return false;
        }
        const auto byte = std::uint8_t(m_bytes[m_at++]);
        if (shift == 63 && byte > 1) {
            fail(QString::fromLatin1(field), QStringLiteral("a number longer than 64 bits"));
            return false;
        }
        value |= std::uint64_t(byte & 0x7f) << shift;
        if ((byte & 0x80) == 0) {
            *out = value;
            return true;
        }
    }
    return false; // not reached: the tenth byte either ends the number or fails above
}

std::int64_t StateReader::integer64(const char *field, std::int64_t min, std::int64_t max)
{
    std::uint64_t raw = 0;
    if (!ok() || !varint(field, &raw))
        return min;
    const std::int64_t value = unzigzag(raw);
    if (value < min || value > max) {
        fail(QString::fromLatin1(field),
             QStringLiteral("%1 is not in %2…%3").arg(value).arg(min).arg(max));
        return min;
    }
    return value;
}

int StateReader::integer(const char *field, int min, int max)
{
    return int(integer64(field, min, max));
}

bool StateReader::flag(const char *field)
{
    return integer(field, 0, 1) != 0;
}

std::uint64_t StateReader::word(const char *field)
{
    if (!ok())
        return 0;
    if (m_bytes.size() - m_at < 8) {
        fail(QString::fromLatin1(field), QStringLiteral("the copy ends before it"));
        return 0;
    }
    std::uint64_t value = 0;
    for (int byte = 0; byte < 8; ++byte)
        value |= std::uint64_t(std::uint8_t(m_bytes[m_at++])) << (8 * byte);
    return value;
}

Rng StateReader::rng(const char *field)
{
    Rng::State state{};
    for (std::uint64_t &value : state)
        value = word(field);
    Rng out;
    if (check(state != Rng::State{}, field, QStringLiteral("all four words are zero")))
        out.setState(state);
    return out;
}

void StateReader::fail(const QString &field, const QString &reason)
{
    if (ok())
        m_error = QStringLiteral("%1: %2").arg(field, reason);
}

bool StateReader::check(bool holds, const char *field, const QString &reason)
{
    if (!holds)
        fail(QString::fromLatin1(field), reason);
    return ok();
}

} // namespace cw
