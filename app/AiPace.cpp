#include "AiPace.h"

#include <QSettings>

namespace cw {

namespace {
const QString SettingsKey = QStringLiteral("play/aiPace");
constexpr AiPace All[] = {AiPace::Slow, AiPace::Normal, AiPace::Fast, AiPace::Instant};
} // namespace

QString aiPaceKey(AiPace pace)
{
    switch (pace) {
    case AiPace::Slow:
        return QStringLiteral("slow");
    case AiPace::Normal:
        break;
    case AiPace::Fast:
        return QStringLiteral("fast");
    case AiPace::Instant:
        return QStringLiteral("instant");
    }
    return QStringLiteral("normal");
}

AiPace aiPaceOfKey(const QString &key)
{
    for (const AiPace pace : All)
        if (aiPaceKey(pace) == key)
            return pace;
    return AiPace::Normal;
}

AiPace savedAiPace()
{
    return aiPaceOfKey(QSettings().value(SettingsKey).toString());
}

void saveAiPace(AiPace pace)
{
    QSettings().setValue(SettingsKey, aiPaceKey(pace));
}

// A pause per move, not per action (GameSession::paceBefore): at Normal, the game with the most
// AI moves (Visions of Rainbows with six AI teams, Niagara with four AI players) keeps a person
// waiting under a minute (benchmarks/bench_ai_pace), and a move's animation (at most about
// 420 ms) ends before the next move starts.
int aiPaceMs(AiPace pace)
{
    switch (pace) {
    case AiPace::Slow:
        return 1200;
    case AiPace::Normal:
        break;
    case AiPace::Fast:
        return 250;
    case AiPace::Instant:
        return 0;
    }
    return 500;
}

} // namespace cw
