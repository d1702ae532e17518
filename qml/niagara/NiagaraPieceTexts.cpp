#include "NiagaraPieceTexts.h"

#include "niagara/NiagaraGame.h"
#include "niagara/NiagaraNarration.h"

#include <QCoreApplication>

namespace cw::niagara {

namespace {

using N = NiagaraNarration;

// A class so that tr() has the context lupdate gives it.
class NiagaraPieceTexts {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraPieceTexts)

public:
    static QStringList of(const NiagaraGame &game, const QStringList &seatNames);

private:
    static QString canoeName(const QStringList &seatNames, int seat, int canoe, int gem);
};

QString NiagaraPieceTexts::canoeName(const QStringList &seatNames, int seat, int canoe, int gem)
{
    return gem == NoGem ? tr("%1's canoe %2, empty").arg(seatNames.value(seat)).arg(canoe + 1)
                        : tr("%1's canoe %2, carrying a %3 gem")
                              .arg(seatNames.value(seat))
                              .arg(canoe + 1)
                              .arg(N::gemName(gem));
}

QStringList NiagaraPieceTexts::of(const NiagaraGame &game, const QStringList &seatNames)
{
    const NiagaraState &s = game.state();
    QStringList texts;
    for (int seat = 0; seat < s.seatCount; ++seat) {
        const Seat &player = s.seats[std::size_t(seat)];
        for (int c = 0; c < CanoesPerPlayer; ++c) {
            const Canoe &canoe = player.canoes[std::size_t(c)];
            const QString name = canoeName(seatNames, seat, c, canoe.gem);
            switch (canoe.where) {
            case Canoe::Where::Beach:
                texts << tr("%1: on the beach").arg(name);
                break;
            case Canoe::Where::River:
                texts << tr("%1: on space %2").arg(name, game.river().spaceName(canoe.space));
                break;
            case Canoe::Where::Lost:
                texts << tr("%1: lost over the falls").arg(name);
                break;
            }
        }
        QStringList landed;
        for (int gem = 0; gem < GemColours; ++gem)
            if (player.playArea[std::size_t(gem)] > 0)
                landed << tr("%1 %2").arg(player.playArea[std::size_t(gem)]).arg(N::gemName(gem));
        texts << tr("%1's gems on land: %2")
                     .arg(seatNames.value(seat),
                          landed.isEmpty() ? tr("none") : landed.join(QLatin1String(", ")));
    }
    for (int space = 0; space < s.layout.spaces(); ++space) {
        QStringList canoes;
        for (int seat = 0; seat < s.seatCount; ++seat)
            for (int c = 0; c < CanoesPerPlayer; ++c) {
                const Canoe &canoe = s.seats[std::size_t(seat)].canoes[std::size_t(c)];
                if (canoe.where == Canoe::Where::River && canoe.space == space)
                    canoes << canoeName(seatNames, seat, c, canoe.gem);
            }
        const int place = s.layout.placeOf[std::size_t(space)];
        QString text = tr("Space %1").arg(game.river().spaceName(space));
        if (place >= 0)
            text += tr(", beside the %1 place").arg(N::gemName(place));
        text += canoes.isEmpty() ? tr(": no canoe")
                                 : QLatin1String(": ") + canoes.join(QLatin1String("; "));
        texts << text;
    }
    return texts;
}

} // namespace

QStringList pieceTexts(const Game &position, int seat, const QStringList &seatNames)
{
    Q_UNUSED(seat) // nothing hidden is named: the same for every seat
    const auto *game = dynamic_cast<const NiagaraGame *>(&position);
    return game ? NiagaraPieceTexts::of(*game, seatNames) : QStringList();
}

} // namespace cw::niagara
