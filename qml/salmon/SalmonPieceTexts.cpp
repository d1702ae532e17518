#include "SalmonPieceTexts.h"

#include "SeatPiece.h"
#include "salmon/SalmonGame.h"

#include <QCoreApplication>

namespace cw::salmon {

namespace {

// A class so that tr() has the context lupdate gives it.
class SalmonPieceTexts {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonPieceTexts)

public:
    static QStringList of(const SalmonGame &game, const QStringList &seatNames);

private:
    // What lies on `hex` beyond plain water, empty for plain water and the bank.
    static QStringList features(const SalmonGame &game, Hex hex);
};

QStringList SalmonPieceTexts::features(const SalmonGame &game, Hex hex)
{
    const HexCell &cell = game.river().at(hex);
    QStringList parts;
    if (cell.terrain == Terrain::Rock)
        parts << tr("rock");
    if (cell.terrain == Terrain::Waterfall)
        parts << tr("waterfall");
    if (cell.arrowCount() > 0)
        parts << tr("current, %n arrow(s)", "", cell.arrowCount());
    if (cell.symbol != Symbol::None)
        parts << symbolName(cell.symbol);
    if (cell.start)
        parts << tr("start");
    if (cell.spawn)
        parts << tr("spawning ground");
    const SalmonState &state = game.state();
    for (int b = 0; b < state.bearCount; ++b)
        if (state.bears[std::size_t(b)] == hex)
            parts << tr("a bear");
    return parts;
}

QStringList SalmonPieceTexts::of(const SalmonGame &game, const QStringList &seatNames)
{
    const SalmonState &state = game.state();
    QStringList texts;
    for (int s = 0; s < state.playerCount; ++s) {
        const Salmon &salmon = state.salmon[std::size_t(s)];
        texts << (salmon.spawned ? tr("%1: hex %2, spawned") : tr("%1: hex %2"))
                     .arg(seatPiece(game.gameId(), s, seatNames.value(s), tr("%1's salmon")),
                          hexLabel(salmon.hex));
    }
    for (int b = 0; b < state.bearCount; ++b)
        texts << tr("Bear %1: hex %2").arg(b + 1).arg(hexLabel(state.bears[std::size_t(b)]));
    const SalmonCourseMap &river = game.river();
    for (int i = 0; i < river.cellCount(); ++i) {
        const Hex hex = river.hexAt(i);
        const QStringList parts = features(game, hex);
        if (!parts.isEmpty())
            texts << tr("Hex %1: %2").arg(hexLabel(hex), parts.join(QLatin1String(", ")));
    }
    return texts;
}

} // namespace

QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames)
{
    Q_UNUSED(seat) // nothing hidden is named: the same for every seat
    const auto *game = dynamic_cast<const SalmonGame *>(&position);
    return game ? SalmonPieceTexts::of(*game, seatNames) : QStringList();
}

} // namespace cw::salmon
