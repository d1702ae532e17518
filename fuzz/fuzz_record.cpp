// libFuzzer target: any bytes as a game record. Parsing must never crash or work without bound;
// what parses is replayed to its end (or its first illegal action), as `replay` and the app do.
#include "core/Game.h"
#include "core/GameRecord.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cw;
    const QJsonDocument document = QJsonDocument::fromJson(
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!document.isObject())
        return 0;
    QString error;
    const std::optional<GameRecord> record = GameRecord::fromJson(document.object(), &error);
    if (record)
        record->replay(-1, &error);
    return 0;
}
