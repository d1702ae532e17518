#pragma once

#include <QString>

namespace cw {

// How fast AI seats play in the app (Settings > AI Pace): the least time from the start of an AI
// move to its appearing on the board (a move, not each action: GameSession::paceBefore). The search
// itself counts toward it, so a slow decision is never held back further. Saved in QSettings by
// key.
enum class AiPace { Slow, Normal, Fast, Instant };

// "slow", "normal", "fast", "instant": the settings value and the menu actions' data.
QString aiPaceKey(AiPace pace);
// The pace saved in QSettings (Normal when none or unknown), and saving one.
AiPace savedAiPace();
void saveAiPace(AiPace pace);
// The pace of a key; Normal for an unknown one.
AiPace aiPaceOfKey(const QString &key);
// Milliseconds for GameSession::setAiDelayMs.
int aiPaceMs(AiPace pace);

} // namespace cw
