#include "LineCardsPieceTexts.h"

#include "linecards/LineCardsActions.h"
#include "linecards/LineCardsGame.h"
#include "linecards/LineCardsNarration.h"

#include <QCoreApplication>

namespace cw::linecards {

namespace {

using N = LineCardsNarration;

// A class so that tr() has the context lupdate gives it.
class LineCardsPieceTexts {
    Q_DECLARE_TR_FUNCTIONS(cw::linecards::LineCardsPieceTexts)

public:
    static QString card(const LineCardsGame &game, int square, const QStringList &seatNames);

private:
    static QString directions(std::uint8_t bits);
};

QString LineCardsPieceTexts::directions(std::uint8_t bits)
{
    QStringList names;
    for (int d = 0; d < DirCount; ++d)
        if (bits & dirBit(Dir(d)))
            names << N::dirName(Dir(d));
    return names.join(QLatin1String(", "));
}

QString LineCardsPieceTexts::card(const LineCardsGame &game, int square,
                                  const QStringList &seatNames)
{
    const Square q = game.state().squareAt(square);
    if (q.owner < 0)
        return {};
    std::uint8_t open = 0;
    for (int d = 0; d < DirCount; ++d)
        if (game.isOpenExit(square, Dir(d)))
            open |= dirBit(Dir(d));
    const QString kind = q.kind < 0 ? tr("start card") : N::kindName(Kind(q.kind));
    QString text =
        tr("%1: %2's %3, exits %4")
            .arg(N::squareName(square), seatNames.value(q.owner), kind, directions(q.exits));
    if (open)
        text += tr(", open %1").arg(directions(open));
    return text;
}

} // namespace

QString laidCardText(const LineCardsGame &game, int square, const QStringList &seatNames)
{
    return LineCardsPieceTexts::card(game, square, seatNames);
}

QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames)
{
    Q_UNUSED(seat) // nothing hidden is named: the same for every seat
    const auto *game = dynamic_cast<const LineCardsGame *>(&position);
    if (!game)
        return {};
    QStringList texts;
    const int side = game->state().side;
    for (int row = 0; row < side; ++row)
        for (int column = 0; column < side; ++column) {
            const QString text = laidCardText(*game, squareIndex(row, column), seatNames);
            if (!text.isEmpty())
                texts << text;
        }
    return texts;
}

} // namespace cw::linecards
