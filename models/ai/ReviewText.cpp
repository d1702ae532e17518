// The coach's review as text (ReviewText.h).
#include "ReviewText.h"

#include <QTextStream>

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
            // No percentages: the search's estimates are not chances of winning (README, "The
            // coach ranks moves"); each move gets the search's verdict instead.
            out << (d.played == d.best ? tr("  action %1: %2 (the AI's move too)")
                                             .arg(d.action + 1)
                                             .arg(d.playedName)
                    : d.playedChance < 0
                        ? tr("  action %1: %2 (a move the AI does not weigh); the AI: %3")
                              .arg(d.action + 1)
                              .arg(d.playedName, d.bestName)
                        : tr("  action %1: %2; the AI: %3")
                              .arg(d.action + 1)
                              .arg(d.playedName, d.bestName))
                << '\n';
        }
        const std::vector<ReviewedDecision> losses = review.biggestLosses(s, top);
        out << (losses.empty() ? tr("No move was judged worse than the AI's own.")
                               : tr("The moves the AI judged costliest:"))
            << '\n';
        for (const ReviewedDecision &d : losses)
            out << tr("  action %1: %2; the AI would have played %3")
                       .arg(d.action + 1)
                       .arg(d.playedName, d.bestName)
                << '\n';
    }
    return text;
}

} // namespace cw
