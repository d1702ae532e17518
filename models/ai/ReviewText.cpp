// The coach's review as text (ReviewText.h).
#include "ReviewText.h"

#include "core/Percent.h"

#include <QTextStream>

#include <cmath>

namespace cw {

QString ReviewText::seatName(const QList<SeatConfig> &setupSeats, int seat)
{
    const bool named = seat >= 0 && seat < setupSeats.size() && !setupSeats[seat].name.isEmpty();
    return named ? setupSeats[seat].name : tr("Seat %1").arg(seat + 1);
}

QString ReviewText::write(const GameReview &review, const QList<SeatConfig> &setupSeats,
                          const std::vector<int> &seats, Controller level, int top)
{
    QString text;
    QTextStream out(&text);
    const QString judge = level == Controller::AiHard ? tr("the Hard AI") : tr("the Normal AI");
    for (const int s : seats) {
        out << tr("%1, reviewed by %2:").arg(seatName(setupSeats, s), judge) << '\n';
        for (const ReviewedDecision &d : review.decisions) {
            if (d.seat != s)
                continue;
            const QString playedChance =
                d.playedChance < 0 ? tr("not weighed") : Percent::of(d.playedChance);
            out << (d.played == d.best
                        ? tr("  action %1: %2, %3 (the AI's move too)")
                              .arg(d.action + 1)
                              .arg(d.playedName, playedChance)
                        : tr("  action %1: %2, %3; the AI: %4, %5")
                              .arg(d.action + 1)
                              .arg(d.playedName, playedChance, d.bestName, Percent::of(d.chance)))
                << '\n';
        }
        const std::vector<ReviewedDecision> losses = review.biggestLosses(s, top);
        out << (losses.empty() ? tr("No move lost a chance of winning.")
                               : tr("The moves that cost the most:"))
            << '\n';
        for (const ReviewedDecision &d : losses)
            out << tr("  action %1: %2 lost %3 points; the AI would have played %4")
                       .arg(d.action + 1)
                       .arg(d.playedName)
                       .arg(std::lround(d.loss() * 100))
                       .arg(d.bestName)
                << '\n';
    }
    return text;
}

} // namespace cw
